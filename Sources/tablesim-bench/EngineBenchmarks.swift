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
    let tableWork = medianNanoseconds(repetitions: repetitions) { blackHole(Int(scenarioTableWork(lines: lines))) }
    checkSameEnd(scenario: text, directRunOf: lines)
    return [
        BenchResult(item: "6", name: "parse + run a \(lines)-line scenario (vs lexing it)", n: lines,
                    measured: measured, baseline: baseline, goal: .slowerAtMost(3)),
        BenchResult(item: "6p", name: "of which parsing it (vs lexing it; no target)", n: lines,
                    measured: parsed, baseline: baseline, goal: .reportOnly),
        BenchResult(item: "6t", name: "of which the table's own work, called directly (vs lexing it; no target)", n: lines,
                    measured: tableWork, baseline: baseline, goal: .reportOnly),
    ]
}

/// The generated scenario's table, as the scenario's app answers for it: two
/// sections of 5,000 rows at the table's row height, a 30-point header on the
/// first and a 20-point footer on the second, estimates asked.
final class ScenarioShapedSource: TableViewDataSource, TableViewDelegate {
    func numberOfSections(in tableView: TableView) -> Int { 2 }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 5_000 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double { tableView.estimatedRowHeight }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        section == 0 ? 30 : TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        section == 1 ? 20 : TableView.automaticDimension
    }
}

/// Exits unless the scenario and `scenarioTableWork` end at the same offset
/// (the direct run does the scenario's table work, not something cheaper).
func checkSameEnd(scenario text: String, directRunOf lines: Int) {
    let printed = ScenarioSession(baseDirectory: "/tmp")
        .execute(SourceFile(name: "bench.scenario", text: text + "print offset\n")).output
    let last = printed.split(separator: "\n").last.map(String.init) ?? ""
    orExit("item 6t's check (the scenario ends at \(last), the direct run elsewhere)") {
        guard Double(last) == scenarioTableWork(lines: lines) else { throw CancellationError() }
    }
}

/// Item 6t: the engine calls the generated scenario's commands make, in its
/// order, with no language around them and nothing printed (the visible rows
/// are read, not formatted): a floor under item 6 that no parser or
/// interpreter can go below. Returns the final offset, which must be the
/// scenario's (`checkSameEnd`).
func scenarioTableWork(lines: Int) -> Double {
    let source = ScenarioShapedSource()
    let table = TableView()
    table.dataSource = source
    table.delegate = source
    var read = 0
    orExit("the scenario's table work") {
        for i in 0..<(lines - 3) {
            switch i % 10 {
            case 0: try table.scroll(by: 37)
            case 1: try table.scroll(by: -12)
            case 2: table.forEachVisibleRow { section, row in read &+= section &+ row }
            case 3: read &+= table.numberOfVisibleRows
            case 4: try table.tapRow(at: IndexPath(row: 3, section: 0))
            case 5:
                table.layoutIfNeeded()
                try table.scrollToRow(at: IndexPath(row: 200, section: 1), at: .middle)
            case 6, 7: read &+= Int(table.contentOffset)
            case 8: try table.drag(by: 20)
            default: table.endDragging()
            }
        }
    }
    blackHole(read)
    return table.contentOffset
}
