import Foundation
import SeededRandom
import ScenarioLanguage
import ScenarioRuntime
import TableEngine

// Items 4–6: the public TableView and the scenario interpreter, each against a
// baseline measured in the same process.

/// A data source of one section whose row count the benchmark changes.
final class BenchDataSource: TableViewDataSource, TableViewDelegate {
    var rows: Int
    init(rows: Int) { self.rows = rows }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        FixedPoint.points(benchHeight(0, indexPath.row).0)
    }
}

/// A loaded table of n rows (its first layout pass done) under a profile (the default: ios15).
func makeTable(_ n: Int, platform: PlatformProfile = .ios15) -> (TableView, BenchDataSource) {
    let source = BenchDataSource(rows: n)
    let table = TableView()
    table.platform = platform
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return (table, source)
}

// MARK: Item 4: continuous scrolling with cell reuse

/// The least any implementation must do per scroll step: find the first and
/// last visible rows by binary search over prefix sums.
@inline(never)
func baselineScroll(_ tops: [Double], steps: Int, step: Double, viewport: Double) -> Int {
    var acc = 0, offset = 0.0
    let n = tops.count - 1
    func firstBottomAfter(_ y: Double) -> Int {
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            if tops[mid + 1] > y { hi = mid } else { lo = mid + 1 }
        }
        return lo
    }
    for _ in 0..<steps {
        offset += step
        if offset + viewport > tops[n] { offset = 0 }
        acc &+= firstBottomAfter(offset) &+ firstBottomAfter(offset + viewport)
    }
    return acc
}

func benchScroll(n: Int, steps: Int, repetitions: Int) -> BenchResult {
    let tops = makeFlatTops(n)
    let (table, _) = makeTable(n)
    let measured = medianNanoseconds(repetitions: repetitions) {
        for _ in 0..<steps {
            if table.contentOffset + 10 > table.maxOffset { try? table.setContentOffset(0) }
            try? table.scroll(by: 10)
        }
        blackHole(table.numberOfCellsCreated)
    }
    let baseline = medianNanoseconds(repetitions: repetitions) {
        blackHole(baselineScroll(tops, steps: steps, step: 10, viewport: table.viewportHeight))
    }
    return BenchResult(item: "4", name: "\(steps) scroll steps of 10 pt with reuse (vs 2 binary searches a step)", n: n,
                       measured: measured, baseline: baseline, goal: .slowerAtMost(3))
}

// MARK: Item 5: a batch of 1,000 mixed operations

/// The same operations on a flat array of heights with prefix sums recomputed from the first change.
@inline(never)
func baselineBatch(_ heights: [Double], _ positions: [Int]) -> Int {
    var heights = heights
    var tops = [Double](repeating: 0, count: heights.count + 1)
    for (k, p) in positions.enumerated() {
        if k % 2 == 0 { heights.insert(44, at: p) } else { heights.remove(at: p) }
        if tops.count != heights.count + 1 { tops = [Double](repeating: 0, count: heights.count + 1) }
        for i in p..<heights.count { tops[i + 1] = tops[i] + heights[i] }
    }
    return Int(tops.last ?? 0)
}

func benchBatch(n: Int, operations: Int, repetitions: Int) -> BenchResult {
    var random = SplitMix64(seed: 7)
    let quarter = operations / 4
    // Deletes, reloads and move sources use old index paths; inserts and move destinations new ones.
    var picked = Set<Int>()
    while picked.count < 3 * quarter { picked.insert(Int.random(in: 0..<n, using: &random)) }
    let old = Array(picked).shuffled(using: &random)
    let deletes = old[0..<quarter], reloads = old[quarter..<2 * quarter], moveSources = old[(2 * quarter)...]
    let newCount = n - quarter + quarter
    var targets = Set<Int>()
    while targets.count < 2 * quarter { targets.insert(Int.random(in: 0..<newCount, using: &random)) }
    let newPaths = Array(targets)
    let inserts = newPaths[0..<quarter], moveDestinations = newPaths[quarter...]
    func path(_ r: Int) -> IndexPath { IndexPath(row: r, section: 0) }
    var tables: [(TableView, BenchDataSource)] = (0..<repetitions).map { _ in makeTable(n) }
    var index = 0
    let measured = medianNanoseconds(repetitions: repetitions) {
        let (table, source) = tables[index]
        index += 1
        orExit("the benchmark's batch update") {
            try table.performBatchUpdates {
                source.rows = newCount
                try table.deleteRows(at: deletes.map(path))
                try table.reloadRows(at: reloads.map(path))
                for (from, to) in zip(moveSources, moveDestinations) { try table.moveRow(at: path(from), to: path(to)) }
                try table.insertRows(at: inserts.map(path))
            }
        }
        blackHole(table.numberOfRows(inSection: 0))
    }
    tables.removeAll()
    let heights = (0..<n).map { FixedPoint.points(benchHeight(0, $0).0) }
    let positions = (0..<operations).map { _ in Int.random(in: 0..<(n - 1), using: &random) }
    let baseline = medianNanoseconds(repetitions: max(1, repetitions / 2)) { blackHole(baselineBatch(heights, positions)) }
    return BenchResult(item: "5", name: "batch of \(operations) mixed updates (vs flat array)", n: n,
                       measured: measured, baseline: baseline, goal: .timeAtMost(5e6 * Double(operations) / 1000))
}

// MARK: Item 6: parse and run a generated scenario

func generatedScenario(lines: Int) -> String {
    var text = "# generated\nsection 5000 rows header 30\nsection 5000 rows footer 20\n"
    let commands = ["scroll 37", "scroll -12", "print visible", "assert visible count 16", "select 0,3",
                    "scroll to 1,200 middle", "print offset", "assert offset 9008.5 : \"x\"", "drag 20", "release"]
    for i in 0..<(lines - 3) { text += commands[i % commands.count] + "\n" }
    return text
}

/// Item 6, and its parse alone against the same lexing (6p, no target: how
/// much of item 6 is the language's own work, how much the run's).
func benchScenario(lines: Int, repetitions: Int) -> [BenchResult] {
    let text = generatedScenario(lines: lines)
    let measured = medianNanoseconds(repetitions: repetitions) {
        let result = ScenarioSession(baseDirectory: "/tmp").execute(SourceFile(name: "bench.scenario", text: text))
        blackHole(result.output.count)
    }
    let baseline = medianNanoseconds(repetitions: repetitions) {
        blackHole(Lexer.countTokens(SourceFile(name: "bench.scenario", text: text)))
    }
    let parsed = medianNanoseconds(repetitions: repetitions) {
        blackHole(Parser.parse(SourceFile(name: "bench.scenario", text: text)).program.commands.count)
    }
    return [
        BenchResult(item: "6", name: "parse + run a \(lines)-line scenario (vs lexing it)", n: lines,
                    measured: measured, baseline: baseline, goal: .slowerAtMost(3)),
        BenchResult(item: "6p", name: "of which parsing it (vs lexing it; no target)", n: lines,
                    measured: parsed, baseline: baseline, goal: .reportOnly),
    ]
}
