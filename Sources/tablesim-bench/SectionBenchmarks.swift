import Foundation
import ScenarioLanguage
import ScenarioRuntime
import TableEngine

// Item 8: building a table of many sections costs what one section of the
// same rows costs (linear in rows, whatever the section count).

/// Rows per section in item 8 (1,000 sections at n = 1,000,000).
let rowsPerBenchSection = 1_000

/// A data source of `sections` sections of `rows` rows each, with 20-point
/// headers; with `footers`, 10-point footers too, and with `headerViews`, a
/// dequeued view for each header (item 4b).
final class SectionsDataSource: TableViewDataSource, TableViewDelegate {
    let sections: Int
    let rows: Int
    let footers: Bool
    let headerViews: Bool
    init(sections: Int, rows: Int, footers: Bool = false, headerViews: Bool = false) {
        self.sections = sections
        self.rows = rows
        self.footers = footers
        self.headerViews = headerViews
    }
    func numberOfSections(in tableView: TableView) -> Int { sections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        FixedPoint.points(benchHeight(0, indexPath.row).0)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { 20 }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        footers ? 10 : TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        headerViews ? tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header") : nil
    }
}

/// Loads a table of `sections` × `rows` (its first layout pass) and returns its content height.
@inline(never)
func loadSections(_ sections: Int, rows: Int) -> Int {
    let source = SectionsDataSource(sections: sections, rows: rows)
    let table = TableView()
    table.dataSource = source
    table.delegate = source
    table.layoutIfNeeded()
    return Int(table.contentHeight)
}

/// Runs `text` in a new session (its last command loads the table); the output's length.
@inline(never)
func runScenarioText(_ text: String) -> Int {
    let result = ScenarioSession(baseDirectory: "/tmp").execute(SourceFile(name: "bench.scenario", text: text))
    if !result.succeeded {
        orExit("the benchmark's scenario") { throw ScenarioBenchError(diagnostics: result.diagnostics) }
    }
    return result.output.count
}

struct ScenarioBenchError: Error, CustomStringConvertible {
    var diagnostics: [Diagnostic]
    var description: String { diagnostics.map(\.message).joined(separator: "; ") }
}

// One function per side, so that callgrind counts each apart (`--only sections --reps 1`).
@inline(never) func loadManySections(_ sections: Int, rows: Int) -> Int { loadSections(sections, rows: rows) }
@inline(never) func loadOneSection(_ rows: Int) -> Int { loadSections(1, rows: rows) }
@inline(never) func runManySectionsScenario(_ sections: Int, rows: Int) -> Int {
    runScenarioText("repeat \(sections) {\n  section \(rows) rows header 20\n}\nprint offset\n")
}
@inline(never) func runOneSectionScenario(_ rows: Int) -> Int {
    runScenarioText("section \(rows) rows header 20\nprint offset\n")
}

/// 8a: the library's load of n/1,000 sections against one section of n rows;
/// 8b: the same built by a scenario (`repeat` of `section`, then a load).
func benchSections(n: Int, repetitions: Int) -> [BenchResult] {
    let sections = max(1, n / rowsPerBenchSection)
    let rows = n / sections
    let total = sections * rows
    // One untimed load of each side first: the runtime's one-time set-up of the engine's types (and the heap's
    // growth) is then charged to neither side, whichever runs first.
    blackHole(loadSections(sections, rows: rows))
    blackHole(loadSections(1, rows: total))
    let library = medianNanoseconds(repetitions: repetitions) { blackHole(loadManySections(sections, rows: rows)) }
    let libraryBaseline = medianNanoseconds(repetitions: repetitions) { blackHole(loadOneSection(total)) }
    let scenario = medianNanoseconds(repetitions: repetitions) { blackHole(runManySectionsScenario(sections, rows: rows)) }
    let scenarioBaseline = medianNanoseconds(repetitions: repetitions) { blackHole(runOneSectionScenario(total)) }
    return [
        BenchResult(item: "8a", name: "load \(sections) sections of \(rows) rows (vs 1 section of \(total))", n: total,
                    measured: library, baseline: libraryBaseline, goal: .slowerAtMost(2)),
        BenchResult(item: "8b", name: "scenario: repeat \(sections) { section \(rows) rows } + load (vs section \(total) rows)",
                    n: total, measured: scenario, baseline: scenarioBaseline, goal: .slowerAtMost(2)),
    ]
}
