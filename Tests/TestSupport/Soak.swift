import Foundation

/// How long the randomised suites run (docs/TESTING.md). `make test` runs
/// each suite's quick default; `TABLESIM_SOAK=N` runs N times as many seeds
/// (`make soak` runs 20 times). Seeds are handed to a parameterised test in
/// chunks, so that Swift Testing runs the chunks in parallel.
public enum Soak {
    /// The variable's name.
    public static let variable = "TABLESIM_SOAK"

    /// The multiplier: 1 when the variable is unset.
    public static let factor: Int = parse(ProcessInfo.processInfo.environment[variable]) ?? 1

    /// Why the variable's value was not used, or nil.
    public static let problem: String? = {
        guard let value = ProcessInfo.processInfo.environment[variable], parse(value) == nil else { return nil }
        return "\(variable)=\(value) is not a whole number from 1 to 10000; the quick default ran"
    }()

    /// A whole number in 1...10000, or nil (also for an unset or empty value).
    static func parse(_ value: String?) -> Int? {
        guard let value, let n = Int(value.trimmingCharacters(in: .whitespaces)), (1...10_000).contains(n) else { return nil }
        return n
    }

    /// `quick × factor` seeds from `first`, cut into consecutive ranges: `chunks`
    /// of them at the quick default, proportionally more under a soak, so each
    /// test case stays about as long as a quick one.
    public static func seeds(_ quick: Int, from first: UInt64 = 0, chunks: Int) -> [Range<UInt64>] {
        let total = quick * factor
        let parts = max(1, min(total, chunks * factor))
        return (0..<parts).map { i in
            first + UInt64(total * i / parts) ..< first + UInt64(total * (i + 1) / parts)
        }
    }
}
