import Foundation
import ScenarioRuntime
import Testing
@testable import TableEngine

/// A small app for tests: per-section row counts, heights, headers, footers, their titles,
/// identifiers and app state, all optional.
final class TestSource: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var rowHeights: [IndexPath: Double] = [:]
    var headers: [Int: Double] = [:]
    var footers: [Int: Double] = [:]
    var headerTitles: [Int: String] = [:]
    var footerTitles: [Int: String] = [:]
    var identifiers: [Int: String] = [:]
    var insets: [IndexPath: SeparatorInset] = [:]
    var state: [String: String] = [:]

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifiers[indexPath.section] ?? "Cell", for: indexPath)
        cell.content = state
        return cell
    }
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { headerTitles[section] }
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { footerTitles[section] }
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        rowHeights[indexPath] ?? tableView.rowHeight
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        headers[section] ?? TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        footers[section] ?? TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, separatorInsetForRowAt indexPath: IndexPath) -> SeparatorInset? { insets[indexPath] }
}

/// A table on a `TestSource`, configured before it loads. It pins exact
/// heights and no gap above plain headers, the geometry most rules are stated
/// in; `ProfileTests` exercise the profiles' own defaults (ENGINE.md §12).
func makeTable(_ counts: [Int], style: TableStyle = .plain, platform: PlatformProfile = .ios15,
               _ configure: (TableView, TestSource) -> Void = { _, _ in }) -> (TableView, TestSource) {
    let table = TableView(style: style)
    let source = TestSource(counts)
    table.platform = platform
    table.estimatedRowHeight = 0
    table.sectionHeaderTopPadding = 0
    table.dataSource = source
    table.delegate = source
    configure(table, source)
    return (table, source)
}

func ip(_ s: Int, _ r: Int) -> IndexPath { IndexPath(row: r, section: s) }

/// `0,1 0,2`, or `none`, as `print` shows them.
func text(_ paths: [IndexPath]) -> String { Format.indexPaths(paths) }

/// Rows `a...b` of one section, formatted.
func span(_ s: Int, _ a: Int, _ b: Int) -> String { text((a...b).map { ip(s, $0) }) }

/// `x y w h` of a rect, as `print` shows it.
func box(_ r: CGRect?) -> String { r.map(Format.rect) ?? "none" }

func traceText(_ table: TableView) -> [String] { table.trace.map(\.description) }

/// The visible separator lines as `y x0 x1 KIND OWNER`, as `print separators` shows them.
func lines(_ t: TableView) -> [String] { t.visibleSeparators.map(Format.separator) }

/// Expects `body` to throw a `TableError` whose text (`description`) is
/// `text`, and returns it so that a test can check its payload.
@discardableResult
func expectTableError(_ text: String, sourceLocation: SourceLocation = #_sourceLocation,
                      _ body: () throws -> Void) -> TableError? {
    do {
        try body()
        Issue.record("expected a TableError: \(text)", sourceLocation: sourceLocation)
    } catch let error as TableError {
        #expect(error.description == text, sourceLocation: sourceLocation)
        #expect(error.message == error.description, sourceLocation: sourceLocation)
        return error
    } catch {
        Issue.record("expected a TableError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}

/// Runs one randomised sequence per seed; each problem `run` returns is
/// recorded as an issue naming its seed, and after four the rest are skipped.
/// Expects every sequence to pass.
func runSeeds(_ seeds: Range<UInt64>, sourceLocation: SourceLocation = #_sourceLocation,
              _ run: (UInt64) throws -> String?) rethrows {
    var failures = 0
    var passed = 0
    for seed in seeds {
        if let problem = try run(seed) {
            Issue.record("seed \(seed): \(problem)", sourceLocation: sourceLocation)
            failures += 1
            if failures > 3 { break }
        } else {
            passed += 1
        }
    }
    #expect(passed == seeds.count, "\(failures) of the sequences \(seeds) failed", sourceLocation: sourceLocation)
}
