import Foundation
import ScenarioLanguage
import TableEngine

/// `assert ...` (LANGUAGE.md §6): a failed assertion is reported with the
/// actual state and the scenario goes on.
extension Interpreter {
    func executeAssertion(_ c: Command) throws {
        if let problem = try check(c) {
            let message = c.message.map { "\($0) (\(problem))" } ?? "assertion failed: \(problem)"
            diagnostics.append(Diagnostic(.error, message, at: c.range, notes: stateNotes()))
        }
    }

    /// The actual state printed under a failed assertion. The visible rows are
    /// one run, written as `show` and the REPL's summary write it (`0,0..0,15`).
    func stateNotes() -> [String] {
        ["visible: \(Format.span(table.indexPathsForVisibleRows))",
         "offset: \(Format.number(table.contentOffset))"]
    }

    /// nil when the assertion holds, else what differs.
    private func check(_ c: Command) throws -> String? {
        switch c.id {
        case .assertVisible: return try checkRows("visible rows", table.indexPathsForVisibleRows, c)
        case .assertMounted: return try checkRows("mounted rows", table.indexPathsForMountedRows, c)
        case .assertSelected: return try checkRows("selected rows", table.indexPathsForSelectedRows, c)
        case .assertOffset:
            return compare("offset", table.contentOffset, try number(c, "y"))
        case .assertContentHeight:
            return compare("content height", table.contentHeight, try number(c, "height"))
        case .assertRect:
            let actual = Format.rect(try elementRect(c))
            let expected = ["x", "y", "width", "height"].map { Format.number(c.number($0) ?? 0) }.joined(separator: " ")
            return actual == expected ? nil : "rect is \(actual), expected \(expected)"
        case .assertFrame:
            let actual = try frame(c).map { Format.number(Double($0.minY)) } ?? "none"
            let expected = c.has("none") ? "none" : Format.number(try number(c, "y"))
            return actual == expected ? nil : "frame y is \(actual), expected \(expected)"
        case .assertSeparator:
            let ip = try tableIndexPath(c, "row")
            let kind = try engine(c, "row") {
                c.keyword("edge") == "above" ? try table.separatorAboveRow(at: ip) : try table.separatorBelowRow(at: ip)
            }
            let actual = kind?.rawValue ?? "none", expected = c.keyword("kind") ?? "none"
            return actual == expected ? nil : "separator \(c.keyword("edge") ?? "below") \(Format.indexPath(ip)) is \(actual), expected \(expected)"
        case .assertExtraSeparators:
            let actual = table.visibleExtraSeparatorCount
            return actual == c.integer("count") ? nil : "\(actual) extra separators, expected \(c.integer("count") ?? 0)"
        case .assertPosition:
            let actual = try engine(c, "row") { try table.position(ofRowAt: try tableIndexPath(c, "row")).rawValue }
            return actual == c.keyword("kind") ? nil : "position is \(actual), expected \(c.keyword("kind") ?? "")"
        case .assertCreated:
            table.layoutIfNeeded()
            let actual = table.numberOfCellsCreated
            return actual == c.integer("count") ? nil : "\(actual) cells created, expected \(c.integer("count") ?? 0)"
        case .assertPool:
            let actual = table.reusePool(withIdentifier: c.text("id") ?? "").count
            return actual == c.integer("count") ? nil : "pool \(c.text("id") ?? "") holds \(actual), expected \(c.integer("count") ?? 0)"
        case .assertCell:
            let ip = try tableIndexPath(c, "row")
            let actual = try engine(c, "row") { try table.cellForExistingRow(at: ip) }.map(\.description) ?? "no cell"
            let expected = "#\(c.cellID("cell") ?? 0)"
            return actual == expected ? nil : "cell of \(Format.indexPath(ip)) is \(actual), expected \(expected)"
        case .assertCells:
            table.layoutIfNeeded()
            let stale = staleRows
            return stale.isEmpty ? nil : "stale cells at \(Format.indexPaths(stale))"
        case .assertHeaderHidden:
            let actual = table.isTableHeaderHidden ? "yes" : "no"
            return actual == c.keyword("hidden") ? nil : "header-hidden is \(actual), expected \(c.keyword("hidden") ?? "")"
        case .assertError:
            let count = diagnostics.filter { $0.severity == .error }.count
            return count == 0 ? nil : "\(count) error\(count == 1 ? "" : "s") so far"
        default:
            throw fail("'\(c.spec.name)' is not an assertion", c)
        }
    }

    private func compare(_ what: String, _ actual: Double, _ expected: Double) -> String? {
        Format.same(actual, expected) ? nil : "\(what) is \(Format.number(actual)), expected \(Format.number(expected))"
    }

    /// Lists in messages and notes show at most this many index paths.
    static let listLimit = 40

    private func checkRows(_ what: String, _ actual: [IndexPath], _ c: Command) throws -> String? {
        // Formatted and hashed only where a message or a membership test needs them.
        var shown: String { Format.indexPaths(actual, limit: Self.listLimit) }
        if c.has("none") {
            return actual.isEmpty ? nil : "\(what) are \(shown), expected none"
        }
        if let count = c.integer("count") {
            return actual.count == count ? nil : "\(actual.count) \(what), expected \(count)"
        }
        if c.has("includes") {
            let actualSet = Set(actual)
            let missing = try tableRows(c, "includes").filter { !actualSet.contains($0) }
            return missing.isEmpty ? nil : "\(what) \(shown) do not include \(Format.indexPaths(missing, limit: Self.listLimit))"
        }
        if c.has("excludes") {
            let actualSet = Set(actual)
            let present = try tableRows(c, "excludes").filter { actualSet.contains($0) }
            return present.isEmpty ? nil : "\(what) \(shown) include \(Format.indexPaths(present, limit: Self.listLimit))"
        }
        let expected = try tableRows(c, "rows")
        return actual == expected ? nil : "\(what) are \(shown), expected \(Format.indexPaths(expected, limit: Self.listLimit))"
    }
}
