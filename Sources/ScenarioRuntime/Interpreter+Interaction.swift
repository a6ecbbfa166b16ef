import Foundation
import ScenarioLanguage
import TableEngine

/// Scrolling, selection, editing and app state (LANGUAGE.md §4, §5).
extension Interpreter {
    /// An index path as written (checked by the engine).
    func tableIndexPath(_ c: Command, _ slot: Slot) throws -> IndexPath {
        let p = try c.indexPath(slot)
        return IndexPath(row: p.row, section: p.section)
    }

    func scrollTo(_ c: Command) throws {
        table.layoutIfNeeded()
        if let edge = try c.choice(ScrollEdge.self, ifPresent: .edge) {
            try engine(c) {
                switch edge {
                case .top: try table.setContentOffset(table.minOffset)
                case .bottom: try table.setContentOffset(table.maxOffset)
                }
            }
        } else if c.has(.row) {
            let position = try c.choice(TableView.ScrollPosition.self, ifPresent: .position) ?? TableView.ScrollPosition.none
            try engine(c, .row) { try table.scrollToRow(at: try tableIndexPath(c, .row), at: position) }
        } else {
            try engine(c, .y) { try table.setContentOffset(try number(c, .y)) }
        }
    }

    func setEditing(_ c: Command) throws {
        table.layoutIfNeeded()
        table.setEditing(try c.choice(Switch.self, .state).isOn)
    }

    func pushState(_ c: Command) throws {
        let name = try c.text(.name), value = try c.text(.value)
        let via = try c.choice(StatePush.self, .via)
        table.layoutIfNeeded()
        app.state[name] = value
        switch via {
        case .visibleCells:
            for cell in table.visibleCells { cell.content[name] = value }
        case .mountedCells:
            for cell in table.mountedCells { cell.content[name] = value }
        case .reloadData:
            table.reloadData()
        case .none:
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
    func tableRows(_ c: Command, _ slot: Slot) throws -> [IndexPath] {
        table.layoutIfNeeded()
        let ranges = try rowRanges(c, slot, sections: table.numberOfSections) {
            table.numberOfRows(inSection: $0)
        }
        guard ranges.reduce(0, { $0 + $1.1.count }) <= 1_000_000 else {
            throw failure(.listTooLong(limit: 1_000_000), c, slot)
        }
        return ranges.flatMap { section, rows in rows.map { IndexPath(row: $0, section: section) } }
    }
}
