#if canImport(Glibc)
import Glibc
#endif

/// A sink the optimiser cannot see through: every benchmark folds its results in here.
nonisolated(unsafe) var blackHoleSink: Int = 0

@inline(never)
func blackHole(_ value: Int) { blackHoleSink &+= value }

@inline(never)
func blackHole(_ value: Int64?) { blackHoleSink &+= Int(value ?? -1) }

/// Runs `body`; if it throws, says so on standard error and exits with status 1,
/// so that a refused operation is never timed as if it had worked.
func orExit(_ what: String, _ body: () throws -> Void) {
    do {
        try body()
    } catch {
        var line = "tablesim-bench: \(what) failed: \(error)\n"
        line.withUTF8 { _ = write(2, $0.baseAddress, $0.count) }
        exit(1)
    }
}

/// Monotonic nanoseconds.
func now() -> UInt64 {
    var ts = timespec()
    clock_gettime(CLOCK_MONOTONIC, &ts)
    return UInt64(ts.tv_sec) * 1_000_000_000 + UInt64(ts.tv_nsec)
}

/// The median, over `repetitions` runs, of `body`'s time in nanoseconds divided by `perRun`.
func medianNanoseconds(repetitions: Int, perRun: Int = 1, _ body: () -> Void) -> Double {
    var samples: [Double] = []
    for _ in 0..<repetitions {
        let start = now()
        body()
        samples.append(Double(now() - start) / Double(perRun))
    }
    return median(samples)
}

/// The median of some samples (the upper one of the middle two for an even count).
func median(_ samples: [Double]) -> Double { samples.sorted()[samples.count / 2] }

/// A field of /proc/self/status in bytes (VmRSS, VmHWM), or 0 where unavailable.
func procStatusBytes(_ field: String) -> Int {
    guard let f = fopen("/proc/self/status", "r") else { return 0 }
    defer { fclose(f) }
    var line = [CChar](repeating: 0, count: 256)
    while fgets(&line, Int32(line.count), f) != nil {
        let text = String(decoding: line.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        if text.hasPrefix(field + ":") {
            let digits = text.dropFirst(field.count + 1).filter(\.isNumber)
            return (Int(digits) ?? 0) * 1024
        }
    }
    return 0
}

/// One line of the results table.
struct BenchResult {
    enum Goal {
        /// measured / baseline must be at most this.
        case slowerAtMost(Double)
        /// baseline / measured must be at least this.
        case fasterAtLeast(Double)
        /// measured (bytes per row) must be at most this.
        case bytesPerRowAtMost(Double)
        /// measured must take at most this many nanoseconds in all; the ratio to the baseline is reported too.
        case timeAtMost(Double)
        /// No target: the ratio is reported (a part of another item, to see where its time goes).
        case reportOnly
    }
    var item: String
    var name: String
    var n: Int
    var measured: Double?   // ns per operation, or bytes per row
    var baseline: Double?
    var goal: Goal?

    var ratioText: String {
        guard let m = measured, let b = baseline, let goal else { return "-" }
        switch goal {
        case .slowerAtMost: return format(m / b, digits: 2) + "× slower"
        case .fasterAtLeast: return format(b / m, digits: 0) + "× faster"
        case .bytesPerRowAtMost(let t): return format(m / t, digits: 2) + "× target"
        case .timeAtMost: return m >= b ? format(m / b, digits: 1) + "× slower" : format(b / m, digits: 0) + "× faster"
        case .reportOnly: return format(m / b, digits: 2) + "× slower"
        }
    }
    var targetText: String {
        switch goal {
        case .slowerAtMost(let t)?: return "≤ \(format(t, digits: t == t.rounded() ? 0 : 1))× slower"
        case .fasterAtLeast(let t)?: return "≥ \(format(t, digits: 0))× faster"
        case .bytesPerRowAtMost(let t)?: return "≤ \(format(t, digits: 0)) B/row"
        case .timeAtMost(let t)?: return "< " + durationText(t)
        case .reportOnly?, nil: return "-"
        }
    }
    var met: String {
        guard let m = measured, let b = baseline, let goal else { return measured == nil ? "not measured yet" : "-" }
        switch goal {
        case .slowerAtMost(let t): return m / b <= t ? "yes" : "NO"
        case .fasterAtLeast(let t): return b / m >= t ? "yes" : "NO"
        case .bytesPerRowAtMost(let t): return m <= t ? "yes" : "NO"
        case .timeAtMost(let t): return m < t ? "yes" : "NO"
        case .reportOnly: return "-"
        }
    }
    var isMemory: Bool { if case .bytesPerRowAtMost? = goal { return true } else { return false } }

    func valueText(_ v: Double?) -> String {
        guard let v else { return "not measured yet" }
        return isMemory ? format(v, digits: 2) + " B/row" : durationText(v)
    }
}

func durationText(_ ns: Double) -> String {
    if ns < 1_000 { return format(ns, digits: 1) + " ns" }
    if ns < 1_000_000 { return format(ns / 1_000, digits: 2) + " µs" }
    if ns < 1_000_000_000 { return format(ns / 1_000_000, digits: 2) + " ms" }
    return format(ns / 1_000_000_000, digits: 2) + " s"
}

func format(_ x: Double, digits: Int) -> String {
    var scale = 1.0
    for _ in 0..<digits { scale *= 10 }
    let r = (x * scale).rounded() / scale
    var s = digits == 0 ? String(Int(r)) : String(r)
    if digits > 0, let dot = s.firstIndex(of: ".") {
        let decimals = s.distance(from: dot, to: s.endIndex) - 1
        s += String(repeating: "0", count: max(0, digits - decimals))
    }
    return s
}

func pad(_ s: String, _ width: Int) -> String {
    s.count >= width ? s : s + String(repeating: " ", count: width - s.count)
}

func printTable(_ results: [BenchResult]) {
    let header = ["item", "operation", "n", "measured", "baseline", "ratio", "target", "met?"]
    let rows = results.map { r in
        [r.item, r.name, String(r.n), r.valueText(r.measured), r.valueText(r.baseline), r.ratioText, r.targetText, r.met]
    }
    let widths = header.indices.map { c in ([header[c]] + rows.map { $0[c] }).map(\.count).max()! }
    print(zip(header, widths).map { pad($0, $1) }.joined(separator: "  "))
    for row in rows { print(zip(row, widths).map { pad($0, $1) }.joined(separator: "  ")) }
}
