import Foundation
import Testing
@testable import TableEngine

/// A small app for tests: per-section row counts, heights, headers, footers,
/// identifiers and app state, all optional.
final class TestSource: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var rowHeights: [IndexPath: Double] = [:]
    var headers: [Int: Double] = [:]
    var footers: [Int: Double] = [:]
    var headerTitles: [Int: String] = [:]
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

/// `0,1 0,2`, or `none`, like the scenario language.
func text(_ paths: [IndexPath]) -> String {
    paths.isEmpty ? "none" : paths.map { "\($0.section),\($0.row)" }.joined(separator: " ")
}

/// Rows `a...b` of one section, formatted.
func span(_ s: Int, _ a: Int, _ b: Int) -> String { text((a...b).map { ip(s, $0) }) }

/// `x y w h` of a rect.
func box(_ r: CGRect?) -> String {
    guard let r else { return "none" }
    return [r.minX, r.minY, r.width, r.height].map { v -> String in
        let d = Double(v)
        return d == d.rounded() ? String(Int(d)) : String(d)
    }.joined(separator: " ")
}

func traceText(_ table: TableView) -> [String] { table.trace.map(\.description) }

/// The visible separator lines as `y x0 x1 KIND OWNER` (whole points).
func lines(_ t: TableView) -> [String] {
    t.visibleSeparators.map { l in
        let owner: String
        switch l.owner {
        case .row(let p): owner = text([p])
        case .sectionTop(let s): owner = "top \(s)"
        case .extra: owner = "extra"
        }
        return "\(Int(l.y)) \(Int(l.x0)) \(Int(l.x1)) \(l.kind.rawValue) \(owner)"
    }
}

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
