import ArgumentParser
import TableEngine

/// The benchmark's items, in the order they run; `--only` takes one of their names.
enum BenchItem: String, CaseIterable, ExpressibleByArgument {
    case reload, lookup, insert, scroll, headers, batch, scenario, sections, prompt, estimates, diffable
    case uikitScroll = "uikit-scroll"
    case memory
}

/// tablesim-bench: the layout height store against plain-array baselines.
/// Build with -c release; timings are medians of --reps runs in this process.
@main
struct TablesimBench: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablesim-bench",
        abstract: "Times the engine against plain-array baselines (build with -c release).",
        discussion: "Timings are medians of --reps runs in this process."
    )

    @Flag(help: "Smoke run at small sizes (n 10,000, 3 repetitions, fewer queries and operations).")
    var quick = false

    @Option(name: .customLong("n"), help: "Rows in the table (default 1,000,000; 10,000 with --quick).")
    var rows: Int?

    @Flag(help: "Every item at 10k, 100k and 1M rows.")
    var growth = false

    @Option(name: .customLong("reps"), help: "Repetitions per timing; the median is reported (default 5; 3 with --quick).")
    var repetitions: Int?

    @Option(help: "Run only this item.")
    var only: BenchItem?

    @Option(help: "Lookups per repetition (default 200,000; 20,000 with --quick).")
    var queries: Int?

    @Option(name: .customLong("ops"), help: "Store inserts and deletes per repetition (default 2,000; 500 with --quick).")
    var storeOps: Int?

    @Option(name: .customLong("flat-ops"), help: "Flat-array inserts and deletes per repetition (default 40; 20 with --quick).")
    var flatOps: Int?

    /// Item 7's child process: load a table of n rows under this profile, print its memory, and stop.
    @Option(name: .customLong(String(memoryProbeOption.dropFirst(2))), help: .hidden)
    var memoryProbe: String?

    mutating func validate() throws {
        let counts = [("--n", rows), ("--reps", repetitions), ("--queries", queries), ("--ops", storeOps), ("--flat-ops", flatOps)]
        for case (let flag, let value?) in counts where value <= 0 {
            throw ValidationError("\(flag) needs a positive integer")
        }
        if let memoryProbe, PlatformProfile(rawValue: memoryProbe) == nil {
            throw ValidationError("\(memoryProbeOption) needs a profile: ios10, ios14 or ios15")
        }
    }

    // The sizes a run uses, with the `--quick` defaults resolved.
    var tableRows: Int { rows ?? (quick ? 10_000 : 1_000_000) }
    var runs: Int { repetitions ?? (quick ? 3 : 5) }
    var lookups: Int { queries ?? (quick ? 20_000 : 200_000) }
    var storeUpdates: Int { storeOps ?? (quick ? 500 : 2_000) }
    var flatUpdates: Int { flatOps ?? (quick ? 20 : 40) }
    /// Item 11's snapshot size: 100,000 items (10,000 with --quick), or n with --n or --growth.
    func diffableItems(n: Int) -> Int { growth || rows != nil ? n : (quick ? 10_000 : 100_000) }

    func run() {
        if let memoryProbe, let platform = PlatformProfile(rawValue: memoryProbe) {
            runMemoryProbe(n: tableRows, platform: platform)
            return
        }
        #if DEBUG
        print("warning: debug build; run with -c release for meaningful numbers")
        #endif
        if growth {
            // Memory is left out: after the first size, freed blocks stay in the allocator.
            var all: [BenchResult] = []
            for n in [10_000, 100_000, 1_000_000] {
                all += runItems(n: n, includeMemory: false).filter { $0.measured != nil }
            }
            printTable(all.sorted { ($0.item, $0.n) < ($1.item, $1.n) })
        } else {
            printTable(runItems(n: tableRows, includeMemory: true))
        }
        if quick {
            print("smoke run at small sizes: the targets are stated for 1,000,000 rows (run without --quick)")
        }
        print("(sink \(blackHoleSink & 0xff))")
    }

    /// Runs the wanted items in `BenchItem` order; memory is measured first
    /// (VmHWM is process-wide; the profiles each in a process of their own) and listed last.
    func runItems(n: Int, includeMemory: Bool) -> [BenchResult] {
        var results: [BenchResult] = []
        var memory: [BenchResult] = []
        if includeMemory && (only == nil || only == .memory) { memory = [benchMemory(n: n)] + benchMemoryByProfile(n: n) }
        for item in BenchItem.allCases where only == nil || only == item {
            switch item {
            case .reload: results.append(benchReload(n: n, repetitions: runs))
            case .lookup: results += benchLookups(n: n, repetitions: runs, queries: lookups)
            case .insert: results += benchInsertDelete(n: n, repetitions: runs, storeOps: storeUpdates, flatOps: flatUpdates)
            case .scroll: results.append(benchScroll(n: n, steps: quick ? 10_000 : 1_000_000, repetitions: min(runs, 3)))
            case .headers: results.append(contentsOf: benchHeaderScroll(n: n, steps: quick ? 10_000 : 1_000_000, repetitions: min(runs, 3)))
            case .batch: results.append(benchBatch(n: n, operations: quick ? 100 : 1_000, repetitions: runs))
            case .scenario: results += benchScenario(lines: quick ? 1_000 : 10_000, repetitions: runs)
            case .sections: results += benchSections(n: n, repetitions: runs)
            case .prompt: results.append(benchPrompt(n: n, steps: 100, repetitions: runs))
            case .estimates: results += benchEstimates(n: n, repetitions: runs)
            case .diffable: results.append(benchDiffable(items: diffableItems(n: n), changes: 1_000, repetitions: runs))
            case .uikitScroll: results.append(benchUIKitScroll(n: n, steps: quick ? 10_000 : 1_000_000, repetitions: min(runs, 3)))
            case .memory: break  // measured above
            }
        }
        results += memory
        return results
    }
}
