import Foundation
import TableEngine

// MARK: Item 7: memory

/// The resident bytes one side of item 7 added: the peak (VmHWM) or the
/// resident size after building, whichever is larger, minus the resident size
/// before; and what a `[Double]` of n + 1 added after it (the baseline).
struct MemoryProbe {
    var added: Int
    var flatAdded: Int

    /// Builds `build()`'s value, keeps it alive while a flat array of n + 1 is built too.
    static func measure<T>(n: Int, label: String, _ build: () -> T) -> MemoryProbe {
        let rss0 = procStatusBytes("VmRSS")
        let built = build()
        let peak = procStatusBytes("VmHWM")
        let rss1 = procStatusBytes("VmRSS")
        let flat = makeFlatTops(n)
        let rss2 = procStatusBytes("VmRSS")
        withExtendedLifetime((built, flat)) { blackHole(Int(flat[n])) }
        print("memory (\(label)): VmRSS before \(rss0 / 1024) kB, after \(rss1 / 1024) kB, VmHWM \(peak / 1024) kB; "
            + "[Double] of n: +\((rss2 - rss1) / 1024) kB")
        return MemoryProbe(added: max(peak, rss1) - rss0, flatAdded: rss2 - rss1)
    }

    func result(item: String, name: String, n: Int) -> BenchResult {
        BenchResult(item: item, name: name, n: n, measured: Double(added) / Double(n),
                    baseline: Double(flatAdded) / Double(n), goal: .bytesPerRowAtMost(24))
    }
}

/// 7: the layout store alone. Must run before anything else allocates much:
/// VmHWM is the process's peak.
func benchMemory(n: Int) -> BenchResult {
    MemoryProbe.measure(n: n, label: "store") { makeStore(n) }
        .result(item: "7", name: "bytes per row, peak RSS, the layout store (vs [Double])", n: n)
}

/// The hidden option that makes a run one probe of 7a–7c: a table of n rows
/// loaded under the profile, measured in a fresh process so that its peak is its own.
let memoryProbeOption = "--memory-probe"

/// Runs in the child process: loads the table and prints the probe's two figures.
func runMemoryProbe(n: Int, platform: PlatformProfile) {
    let probe = MemoryProbe.measure(n: n, label: platform.rawValue) {
        let (table, source) = makeTable(n, platform: platform)
        blackHole(Int(table.contentHeight))
        return (table, source)
    }
    print("probe \(probe.added) \(probe.flatAdded)")
}

/// 7a–7c: a loaded `TableView` of n rows under each profile (ios10: every
/// height asked and stored; ios14 and ios15: automatic estimates with the
/// measured flags), each in a child process running `--memory-probe`.
func benchMemoryByProfile(n: Int) -> [BenchResult] {
    let items = [PlatformProfile.ios10: "7a", .ios14: "7b", .ios15: "7c"]
    return PlatformProfile.allCases.map { platform in
        let item = items[platform] ?? "7"
        let name = "bytes per row, peak RSS, a table loaded under \(platform.rawValue) (vs [Double])"
        guard let probe = probeInChild(n: n, platform: platform) else {
            return BenchResult(item: item, name: name + ": the probe failed", n: n, measured: nil, baseline: nil, goal: nil)
        }
        return probe.result(item: item, name: name, n: n)
    }
}

/// Runs this executable again as a probe and reads its `probe ADDED FLAT` line.
private func probeInChild(n: Int, platform: PlatformProfile) -> MemoryProbe? {
    guard let executable = try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe") else { return nil }
    let process = Process()
    process.executableURL = URL(fileURLWithPath: executable)
    process.arguments = [memoryProbeOption, platform.rawValue, "--n", String(n)]
    let pipe = Pipe()
    process.standardOutput = pipe
    do { try process.run() } catch { return nil }
    let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    process.waitUntilExit()
    guard process.terminationStatus == 0 else { return nil }
    for line in output.split(separator: "\n") {
        if line.hasPrefix("memory") { print(line) }
        let fields = line.split(separator: " ")
        if fields.count == 3, fields[0] == "probe", let added = Int(fields[1]), let flat = Int(fields[2]) {
            return MemoryProbe(added: added, flatAdded: flat)
        }
    }
    return nil
}
