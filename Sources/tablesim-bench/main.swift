#if canImport(Glibc)
import Glibc
#endif
import TableEngine

// tablesim-bench: the layout height store against plain-array baselines.
// Usage: tablesim-bench [--quick] [--n N] [--growth] [--reps R]
//                       [--only reload|lookup|insert|scroll|batch|scenario|sections|memory]
//                       [--queries Q] [--ops K] [--flat-ops K]
// Build with -c release; timings are medians of --reps runs in this process.

struct Options {
    var n = 1_000_000
    var quick = false
    var growth = false
    var repetitions = 5
    var only: String?
    var queries = 200_000
    var storeOps = 2_000
    var flatOps = 40
}

func parseOptions() -> Options {
    var o = Options()
    var args = CommandLine.arguments.dropFirst()
    func value(_ flag: String) -> String {
        guard let v = args.popFirst() else { fatalError("tablesim-bench: \(flag) needs a value") }
        return v
    }
    func number(_ flag: String) -> Int {
        guard let v = Int(value(flag)), v > 0 else { fatalError("tablesim-bench: \(flag) needs a positive integer") }
        return v
    }
    while let arg = args.popFirst() {
        switch arg {
        case "--quick": o.quick = true; o.n = 10_000; o.repetitions = 3; o.queries = 20_000; o.storeOps = 500; o.flatOps = 20
        case "--n": o.n = number(arg)
        case "--growth": o.growth = true
        case "--reps": o.repetitions = number(arg)
        case "--only": o.only = value(arg)
        case "--queries": o.queries = number(arg)
        case "--ops": o.storeOps = number(arg)
        case "--flat-ops": o.flatOps = number(arg)
        case "-h", "--help":
            print("usage: tablesim-bench [--quick] [--n N] [--growth] [--reps R] [--only reload|lookup|insert|scroll|batch|scenario|sections|memory] "
                + "[--queries Q] [--ops K] [--flat-ops K]")
            exit(0)
        default: fatalError("tablesim-bench: unknown argument \(arg)")
        }
    }
    if let only = o.only, !["reload", "lookup", "insert", "scroll", "batch", "scenario", "sections", "memory"].contains(only) {
        fatalError("tablesim-bench: --only takes reload, lookup, insert, scroll, batch, scenario, sections or memory")
    }
    return o
}

func run(_ o: Options, n: Int, includeMemory: Bool) -> [BenchResult] {
    func wanted(_ item: String) -> Bool { o.only == nil || o.only == item }
    var results: [BenchResult] = []
    var memory: BenchResult?
    if includeMemory && wanted("memory") { memory = benchMemory(n: n) }  // first: VmHWM is process-wide
    if wanted("reload") { results.append(benchReload(n: n, repetitions: o.repetitions)) }
    if wanted("lookup") { results += benchLookups(n: n, repetitions: o.repetitions, queries: o.queries) }
    if wanted("insert") {
        results += benchInsertDelete(n: n, repetitions: o.repetitions, storeOps: o.storeOps, flatOps: o.flatOps)
    }
    if wanted("scroll") { results.append(benchScroll(n: n, steps: o.quick ? 10_000 : 1_000_000, repetitions: min(o.repetitions, 3))) }
    if wanted("batch") { results.append(benchBatch(n: n, operations: o.quick ? 100 : 1_000, repetitions: o.repetitions)) }
    if wanted("scenario") { results.append(benchScenario(lines: o.quick ? 1_000 : 10_000, repetitions: o.repetitions)) }
    if wanted("sections") { results += benchSections(n: n, repetitions: o.repetitions) }
    if let memory { results.append(memory) }
    return results
}

let options = parseOptions()
#if DEBUG
print("warning: debug build; run with -c release for meaningful numbers")
#endif
if options.growth {
    // Memory is left out: after the first size, freed blocks stay in the allocator.
    var all: [BenchResult] = []
    for n in [10_000, 100_000, 1_000_000] {
        all += run(options, n: n, includeMemory: false).filter { $0.measured != nil }
    }
    printTable(all.sorted { ($0.item, $0.n) < ($1.item, $1.n) })
} else {
    printTable(run(options, n: options.n, includeMemory: true))
}
if options.quick {
    print("smoke run at small sizes: the targets are stated for 1,000,000 rows (run without --quick)")
}
print("(sink \(blackHoleSink & 0xff))")
