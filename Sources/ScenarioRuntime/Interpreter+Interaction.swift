import Foundation
import ScenarioLanguage
import TableEngine

/// Scrolling, selection, editing and app state (LANGUAGE.md §4, §5).
extension Interpreter {
    func executeInteraction(_ c: Command) throws {
        switch c.id {
        case .scroll:
            try engine(c) { try table.scroll(by: try number(c, "distance")) }
        case .drag:
            try engine(c) { try table.drag(by: try number(c, "distance")) }
        case .release:
            table.endDragging()
        case .scrollTo:
            try scrollTo(c)
        case .select:
            try engine(c, "row") { try table.tapRow(at: try tableIndexPath(c, "row")) }
        case .deselect:
            try engine(c, "row") { try table.tapToDeselectRow(at: try tableIndexPath(c, "row")) }
        case .multipleSelection:
            table.allowsMultipleSelection = c.keyword("state") == "on"
        case .editing:
            table.layoutIfNeeded()
            table.setEditing(c.keyword("state") == "on")
        case .state:
            try pushState(c)
        default:
            throw fail("'\(c.spec.name)' cannot run here", c)
        }
    }

    /// An index path as written (checked by the engine).
    func tableIndexPath(_ c: Command, _ slot: String) throws -> IndexPath {
        guard let p = c.indexPath(slot) else { throw fail("expected an index path S,R", c, slot) }
        return IndexPath(row: p.row, section: p.section)
    }

    private func scrollTo(_ c: Command) throws {
        table.layoutIfNeeded()
        if let edge = c.keyword("edge") {
            try engine(c) { try table.setContentOffset(edge == "top" ? table.minOffset : table.maxOffset) }
        } else if c.has("row") {
            let position = TableView.ScrollPosition(rawValue: c.keyword("position") ?? "none") ?? .none
            try engine(c, "row") { try table.scrollToRow(at: try tableIndexPath(c, "row"), at: position) }
        } else {
            try engine(c, "y") { try table.setContentOffset(try number(c, "y")) }
        }
    }

    private func pushState(_ c: Command) throws {
        guard let name = c.text("name"), let value = c.text("value") else { throw fail("expected NAME VALUE", c) }
        table.layoutIfNeeded()
        app.state[name] = value
        switch c.keyword("via") {
        case "visible-cells":
            for cell in table.visibleCells { cell.content[name] = value }
        case "mounted-cells":
            for cell in table.mountedCells { cell.content[name] = value }
        case "reload-data":
            table.reloadData()
        default:
            break
        }
    }

    /// Mounted rows whose cell shows app state that differs from the app's, or
    /// an editing mode that differs from the table's (ENGINE.md §7, §10).
    var staleRows: [IndexPath] {
        // During a swipe only the swiped row's cell is editing (ENGINE.md §13).
        let table = self.table
        let editing = { (cell: TableViewCell) in table.swipedRow.map { $0 == cell.indexPath } ?? table.isEditing }
        return table.mountedCells.filter { $0.content != app.state || $0.isEditing != editing($0) }.compactMap(\.indexPath)
    }

    /// Expands an index-path list against the table's rows (ranges cross
    /// sections). Every row it names must exist, in `includes` and `excludes`
    /// lists too (ENGINE.md §9).
    func tableRows(_ c: Command, _ slot: String) throws -> [IndexPath] {
        table.layoutIfNeeded()
        let ranges = try rowRanges(c, slot, sections: table.numberOfSections) {
            table.numberOfRows(inSection: $0)
        }
        guard ranges.reduce(0, { $0 + $1.1.count }) <= 1_000_000 else {
            throw fail("a list may name at most 1000000 rows", c, slot)
        }
        return ranges.flatMap { section, rows in rows.map { IndexPath(row: $0, section: section) } }
    }
}
