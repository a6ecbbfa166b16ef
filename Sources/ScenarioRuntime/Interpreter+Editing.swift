import Foundation
import ScenarioLanguage
import TableEngine

/// Editing, reordering, highlight and programmatic selection (LANGUAGE.md
/// §12; ENGINE.md §13, §14, §17).
extension Interpreter {
    /// `select S,R` (a tap) or `select S,R programmatically [POSITION]`
    /// (`selectRow(at:animated:scrollPosition:)`: no delegate calls, no scrolling unless a position is given).
    func select(_ c: Command) throws {
        let row = try tableIndexPath(c, .row)
        guard c.has(.source) else {
            try engine(c, .row) { try table.tapRow(at: row) }
            return
        }
        let position = try c.choice(TableView.ScrollPosition.self, ifPresent: .position) ?? TableView.ScrollPosition.none
        try engine(c, .row) { try table.selectRow(at: row, animated: false, scrollPosition: position) }
    }

    /// `deselect S,R` (a tap) or `deselect S,R programmatically` (`deselectRow(at:animated:)`).
    func deselect(_ c: Command) throws {
        let row = try tableIndexPath(c, .row)
        try engine(c, .row) {
            if c.has(.source) { try table.deselectRow(at: row, animated: false) } else { try table.tapToDeselectRow(at: row) }
        }
    }

    /// `commit S,R`: the user taps the row's Delete or insert button; the
    /// app's follow-up update fails the command if the table refuses it.
    func commit(_ c: Command) throws {
        try engine(c, .row) {
            app.followUpError = nil
            defer { app.followUpError = nil }
            try table.commitEditing(rowAt: try tableIndexPath(c, .row))
            if let error = app.followUpError { throw error }
        }
    }

    /// `reorder A to B`: the user drags row A by its reorder control and drops it at B.
    func reorder(_ c: Command) throws {
        let from = try tableIndexPath(c, .fromRow), to = try tableIndexPath(c, .toRow)
        try engine(c) { _ = try table.dragRow(from: from, to: to) }
    }

    /// `scroll to nearest-selected [POSITION]` (`scrollToNearestSelectedRow(at:animated:)`, default none).
    func scrollToNearestSelected(_ c: Command) throws {
        table.layoutIfNeeded()
        let position = try c.choice(TableView.ScrollPosition.self, ifPresent: .position) ?? TableView.ScrollPosition.none
        try engine(c) { try table.scrollToNearestSelectedRow(at: position) }
    }

    /// `print editing`: `off`, `on`, or `swipe S,R`.
    var editingState: String {
        if let row = table.swipedRow { return "swipe \(Format.indexPath(row))" }
        return table.isEditing ? "on" : "off"
    }

    /// `assert editing on|off|swipe S,R`.
    func checkEditing(_ c: Command) throws -> String? {
        table.layoutIfNeeded()
        let expected: String
        if c.has(.swipe) {
            expected = "swipe \(Format.indexPath(try tableIndexPath(c, .row)))"
        } else {
            switch try c.choice(Switch.self, .state) {
            case .on: expected = "on"
            case .off: expected = "off"
            }
        }
        let actual = editingState
        return actual == expected ? nil : "editing is \(actual), expected \(expected)"
    }

    /// The data source's and delegate's answers a `row`/`rows` command sets
    /// (`can-edit`, `can-move`, `editing-style`, `highlight`, `will-select`, `will-deselect`).
    func rowAnswers(_ c: Command) throws -> (inout RowAttributes) -> Void {
        let canEdit = try c.choice(YesNo.self, ifPresent: .canEdit).map { $0 == .yes }
        let canMove = try c.choice(YesNo.self, ifPresent: .canMove).map { $0 == .yes }
        let style = try c.choice(TableViewCell.EditingStyle.self, ifPresent: .editingStyle)
        let highlights = try c.choice(YesNo.self, ifPresent: .highlight).map { $0 == .yes }
        let willSelect = try redirect(c, .willSelect, none: .willSelectNone)
        let willDeselect = try redirect(c, .willDeselect, none: .willDeselectNone)
        return { row in
            if let canEdit { row.canEdit = canEdit }
            if let canMove { row.canMove = canMove }
            if let style { row.editingStyle = style }
            if let highlights { row.highlights = highlights }
            if let willSelect { row.willSelect = willSelect }
            if let willDeselect { row.willDeselect = willDeselect }
        }
    }

    private func redirect(_ c: Command, _ slot: Slot, none: Slot) throws -> RowRedirect? {
        if c.has(none) { return .refuse }
        return try c.ifPresent(slot, c.indexPath).map { .row(section: $0.section, row: $0.row) }
    }

    /// The positions a `reorder` passes, for the run's row-work limit: the rows
    /// and section gaps between its two ends.
    func reorderCost(_ c: Command) throws -> Int {
        let a = try c.indexPath(.fromRow), b = try c.indexPath(.toRow)
        guard a.section != b.section else { return abs(a.row - b.row) }
        let (low, high) = a.section < b.section ? (a.section, b.section) : (b.section, a.section)
        let counts = app.sections.map(\.rows.count)
        let between = (low ..< high + 1).reduce(0) { $0 + (counts[safe: $1] ?? 0) + 1 }
        return between
    }
}
