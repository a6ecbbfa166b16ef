import SeededRandom
import Testing
import TestSupport
@testable import TableEngine

/// Drives the fast `LayoutStore` and the naive oracle with the same seeded
/// random operations and compares every query after each one. A failure names
/// the seed and operation, so `RandomLayoutRun(seed:)` reproduces it.
/// `make test` runs 5 seeds, one per test case; `TABLESIM_SOAK=N` runs 5N
/// (docs/TESTING.md).
@Suite struct LayoutStoreRandomTests {
    static let operationsPerSeed = 1_000

    @Test(arguments: Soak.seeds(5, from: 1, chunks: 5))
    func randomOperationsMatchOracle(seeds: Range<UInt64>) {
        for seed in seeds {
            var run = RandomLayoutRun(seed: seed)
            let result = run.run(operations: Self.operationsPerSeed)
            if let failure = result.failure {
                Issue.record(Comment(rawValue: "seed \(seed), operation \(result.operations) [\(result.lastOperation)]: \(failure)"))
            }
            #expect(result.operations == Self.operationsPerSeed, "seed \(seed)")
        }
    }

    /// The same, with half the reloads building the store from `RowHeights`
    /// runs (long runs of one height share their blocks' arrays until a
    /// mutation copies them).
    @Test(arguments: Soak.seeds(5, from: 101, chunks: 5))
    func randomOperationsOnStoresBuiltFromRunsMatchOracle(seeds: Range<UInt64>) {
        for seed in seeds {
            var run = RandomLayoutRun(seed: seed, reloadsFromRuns: true)
            let result = run.run(operations: Self.operationsPerSeed)
            if let failure = result.failure {
                Issue.record(Comment(rawValue: "seed \(seed) (runs), operation \(result.operations) [\(result.lastOperation)]: \(failure)"))
            }
            #expect(result.operations == Self.operationsPerSeed, "seed \(seed)")
        }
    }
}

struct RandomLayoutRun {
    var rng: SplitMix64
    var fast = LayoutStore()
    var naive = NaiveLayoutStore()
    var cursor = LayoutCursor()
    var lastOperation = "start"
    /// Whether half the reloads build the store from `RowHeights` runs.
    var reloadsFromRuns = false

    init(seed: UInt64, reloadsFromRuns: Bool = false) {
        rng = SplitMix64(seed: seed)
        self.reloadsFromRuns = reloadsFromRuns
    }

    mutating func int(_ range: Range<Int>) -> Int { Int.random(in: range, using: &rng) }
    mutating func chance(_ p: Double) -> Bool { Double.random(in: 0..<1, using: &rng) < p }

    /// Heights on and off the pixel grid, and zero.
    mutating func height() -> Fixed {
        switch int(0..<10) {
        case 0, 1: return 0
        case 2: return FixedPoint.fixed(22.33)
        case 3: return FixedPoint.fixed(44)
        case 4: return Fixed(int(1..<5))  // a few 1/65536ths
        default: return FixedPoint.fixed(Double(int(1..<400)) * 0.5)
        }
    }

    mutating func rowHeights(_ n: Int) -> [Fixed] { (0..<n).map { _ in height() } }

    /// Row counts that give tables from empty to a few thousand rows, with empty sections.
    mutating func rowCount() -> Int {
        switch int(0..<6) {
        case 0: return 0
        case 1, 2: return int(0..<20)
        case 3, 4: return int(0..<300)
        default: return int(200..<1_500)
        }
    }

    mutating func reload() {
        let sections = chance(0.1) ? 0 : int(1..<31)
        var counts: [Int] = []
        var total = 0
        for _ in 0..<sections {
            let n = total > 4_000 ? int(0..<5) : rowCount()
            counts.append(n)
            total += n
        }
        let headers = (0..<sections).map { _ in height() }
        let footers = (0..<sections).map { _ in height() }
        if reloadsFromRuns && chance(0.5) { return reloadFromRuns(headers: headers, footers: footers, counts: counts) }
        var table: [[(Fixed, Bool)]] = []
        for n in counts { table.append((0..<n).map { _ in (height(), chance(0.5)) }) }
        lastOperation = "reload \(counts)"
        fast = LayoutStore(headers: headers, footers: footers, rowCounts: counts) { table[$0][$1] }
        naive = NaiveLayoutStore(headers: headers, footers: footers, rowCounts: counts) { table[$0][$1] }
    }

    /// A reload whose rows come as runs of one height (often whole sections,
    /// as a load under estimates gives them) between heights listed one by one,
    /// all measured or none.
    mutating func reloadFromRuns(headers: [Fixed], footers: [Fixed], counts: [Int]) {
        let m = chance(0.3)
        var rows = RowHeights()
        var table: [[(Fixed, Bool)]] = []
        for n in counts {
            var section: [(Fixed, Bool)] = []
            while section.count < n {
                let left = n - section.count
                if chance(0.5) {
                    let k = chance(0.5) ? left : int(1..<(left + 1)), h = height()
                    rows.append(repeating: h, count: k)
                    section += repeatElement((h, m), count: k)
                } else {
                    for _ in 0..<min(left, int(1..<50)) {
                        let h = height()
                        rows.append(h)
                        section.append((h, m))
                    }
                }
            }
            table.append(section)
        }
        lastOperation = "reload from runs \(counts), measured \(m)"
        fast = LayoutStore(headers: headers, footers: footers, rowCounts: counts, rowHeights: rows, measured: m)
        naive = NaiveLayoutStore(headers: headers, footers: footers, rowCounts: counts) { table[$0][$1] }
    }

    mutating func mutate() {
        let sections = naive.sectionCount
        let op = sections == 0 ? 0 : int(0..<100)
        switch op {
        case 0..<6 where sections < 30 || op < 2:
            let s = int(0..<(sections + 1))
            let rows = rowHeights(naive.totalRows > 4_000 ? int(0..<10) : rowCount())
            let m = chance(0.5)
            let (h, f) = (height(), height())
            lastOperation = "insertSection(at: \(s), rows: \(rows.count))"
            fast.insertSection(at: s, header: h, footer: f, rowHeights: rows, measured: m)
            naive.insertSection(at: s, header: h, footer: f, rowHeights: rows, measured: m)
        case 0..<10:
            let s = int(0..<sections)
            lastOperation = "removeSection(\(s)) of \(naive.rowCount(s)) rows"
            fast.removeSection(s)
            naive.removeSection(s)
        case 10..<12:
            reload()
        case 12..<18:
            let s = int(0..<sections), h = height()
            lastOperation = "setHeaderHeight(\(s), \(h))"
            fast.setHeaderHeight(s, h)
            naive.setHeaderHeight(s, h)
        case 18..<22:
            let s = int(0..<sections), h = height()
            lastOperation = "setFooterHeight(\(s), \(h))"
            fast.setFooterHeight(s, h)
            naive.setFooterHeight(s, h)
        case 22..<60:
            // Insert, biased to the ends of sections and repeated spots (block splits).
            let s = int(0..<sections), n = naive.rowCount(s)
            let r = chance(0.3) ? (chance(0.5) ? 0 : n) : int(0..<(n + 1))
            let burst = chance(0.1) ? int(1..<200) : 1
            lastOperation = "insertRow(\(s), \(r)) ×\(burst)"
            for _ in 0..<burst {
                let (h, m) = (height(), chance(0.5))
                fast.insertRow(s, r, height: h, measured: m)
                naive.insertRow(s, r, height: h, measured: m)
            }
        case 60..<85:
            let s = int(0..<sections), n = naive.rowCount(s)
            guard n > 0 else { return mutate() }
            let r = int(0..<n)
            let burst = chance(0.1) ? min(n - r, int(1..<200)) : 1
            lastOperation = "removeRow(\(s), \(r)) ×\(burst)"
            for _ in 0..<burst {
                fast.removeRow(s, r)
                naive.removeRow(s, r)
            }
        default:
            let s = int(0..<sections), n = naive.rowCount(s)
            guard n > 0 else { return mutate() }
            let (r, h, m) = (int(0..<n), height(), chance(0.5))
            lastOperation = "setRowHeight(\(s), \(r), \(h), measured: \(m))"
            fast.setRowHeight(s, r, h, measured: m)
            naive.setRowHeight(s, r, h, measured: m)
        }
    }

    /// Queries at random and boundary places, and a short scroll through the
    /// cursor; every `againstNaive`, also the two oracles against each other.
    mutating func spotCheck(_ flat: FlatLayout, againstNaive: Bool) throws {
        try compareTotals(fast, naive, flat)
        let total = flat.total
        var ys: [Fixed] = [-1, 0, 1, total - 1, total, total + 1]
        for _ in 0..<4 { ys.append(Fixed(int(0..<Int(max(total, 1)) + 100)) - 50) }
        var place: (section: Int?, row: Int?) = (nil, nil)
        if naive.sectionCount > 0 {
            for _ in 0..<3 {
                let s = int(0..<naive.sectionCount)
                try compareSection(fast, naive, flat, s)
                ys.append(flat.sectionTops[s])
                ys.append(flat.footerTops[s])
                place = (s, nil)
                if naive.rowCount(s) > 0 {
                    let r = int(0..<naive.rowCount(s))
                    try compareRow(fast, naive, flat, s, r)
                    let top = flat.rowTop(s, r)
                    ys += [top - 1, top, top + 1, top + naive.rowHeight(s, r)]
                    place = (s, r)
                }
            }
        }
        if againstNaive { try compareOracles(flat, naive, at: ys[int(0..<ys.count)], section: place.section, row: place.row) }
        for y in ys { try compareLookups(fast, flat, at: y, cursor: &cursor) }
        // Scroll: small steps in one direction from a random place.
        var y = ys[int(0..<ys.count)]
        let step = Fixed(int(-3 * 65536..<3 * 65536)) * 7
        for _ in 0..<8 {
            y += step
            try compareLookups(fast, flat, at: y, cursor: &cursor)
        }
    }

    mutating func run(operations: Int) -> (operations: Int, lastOperation: String, failure: String?) {
        reload()
        for i in 0..<operations {
            mutate()
            do {
                if let v = fast.invariantViolation() { throw Mismatch(description: "invariant: \(v)") }
                let flat = FlatLayout(naive)
                try spotCheck(flat, againstNaive: i % 10 == 0)
                if i % 100 == 99 { try compareAll(fast, naive, flat) }
            } catch {
                return (i, lastOperation, "\(error)")
            }
        }
        do { try compareAll(fast, naive, FlatLayout(naive)) } catch { return (operations, "final check", "\(error)") }
        return (operations, lastOperation, nil)
    }
}
