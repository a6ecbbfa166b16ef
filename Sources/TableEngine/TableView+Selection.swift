import Foundation

/// Selection and editing (ENGINE.md §10, §17).
///
/// Two kinds of call: the user's taps (`tapRow(at:)`, `tapToDeselectRow(at:)`),
/// which ask and tell the delegate, and the app's programmatic selection
/// (`selectRow(at:scrollPosition:)`, `deselectRow(at:)`), which, as in UIKit,
/// calls no delegate method.
extension TableView {
    /// The selected rows in index-path order.
    /// - Complexity: O(s log s) for s selected rows.
    public var indexPathsForSelectedRows: [IndexPath] {
        layoutIfNeeded()
        return selection.sorted().map(\.indexPath)
    }

    /// A simulated user tap on a row. Single selection: `willSelect(B)`,
    /// `willDeselect(A)`, `didDeselect(A)`, `didSelect(B)`. With multiple
    /// selection, tapping a selected row deselects it, as UIKit does.
    /// - Throws: `TableError.outOfRange` when the table has no such row.
    /// - Complexity: O(s log s) for s selected rows.
    public func tapRow(at indexPath: IndexPath) throws {
        try operation { try tapRowCallingOut(at: indexPath) }
    }

    private func tapRowCallingOut(at indexPath: IndexPath) throws {
        let p = try validate(indexPath)
        if allowsMultipleSelection && selection.contains(p) {
            deselect(p)
            return
        }
        record(.willSelect, .row(indexPath))
        guard let target = delegate?.tableView(self, willSelectRowAt: indexPath) ?? Optional(indexPath),
              let q = try? validate(target) else { return }
        if !allowsMultipleSelection {
            for other in selection.sorted() where other != q { deselect(other) }
        }
        selection.insert(q)
        cell(boundTo: q)?.isSelected = true
        record(.didSelect, .row(q.indexPath))
        delegate?.tableView(self, didSelectRowAt: q.indexPath)
        checkInvariants()
    }

    /// A simulated user tap that deselects a selected row: `willDeselect`,
    /// `didDeselect` (nothing happens for a row that is not selected).
    /// - Throws: `TableError.outOfRange` when the table has no such row.
    /// - Complexity: O(log m) for m mounted rows.
    public func tapToDeselectRow(at indexPath: IndexPath) throws {
        let p = try validate(indexPath)
        guard selection.contains(p) else { return }
        deselect(p)
        checkInvariants()
    }

    /// UIKit's `selectRow(at:animated:scrollPosition:)`: the app selects a row.
    /// No delegate method is called (UIKit documents that it does not call
    /// `willSelectRowAt` or `didSelectRowAt`). With single selection the row
    /// replaces the selected one; a position other than `nil` scrolls as
    /// `scrollToRow(at:at:)` does. A nil index path clears the selection.
    /// - Throws: `TableError.outOfRange` when the table has no such row.
    /// - Complexity: O(s log m) for s rows deselected and m mounted rows, plus `scrollToRow(at:at:)` when scrolling.
    public func selectRow(at indexPath: IndexPath?, scrollPosition: ScrollPosition? = nil) throws {
        guard let indexPath else {
            for p in selection { cell(boundTo: p)?.isSelected = false }
            selection.removeAll()
            return
        }
        let p = try validate(indexPath)
        if !allowsMultipleSelection {
            for other in selection where other != p { cell(boundTo: other)?.isSelected = false }
            selection.removeAll()
        }
        selection.insert(p)
        cell(boundTo: p)?.isSelected = true
        if let scrollPosition { try scrollToRow(at: indexPath, at: scrollPosition) }
        checkInvariants()
    }

    /// UIKit's `deselectRow(at:animated:)`: the app deselects a row, calling
    /// no delegate method. A row that is not selected is left alone.
    /// - Throws: `TableError.outOfRange` when the table has no such row.
    /// - Complexity: O(log m) for m mounted rows.
    public func deselectRow(at indexPath: IndexPath) throws {
        let p = try validate(indexPath)
        guard selection.remove(p) != nil else { return }
        cell(boundTo: p)?.isSelected = false
        checkInvariants()
    }

    private func deselect(_ p: RowPath) {
        record(.willDeselect, .row(p.indexPath))
        guard let target = delegate?.tableView(self, willDeselectRowAt: p.indexPath) ?? Optional(p.indexPath),
              RowPath(target) == p else { return }
        selection.remove(p)
        cell(boundTo: p)?.isSelected = false
        record(.didDeselect, .row(p.indexPath))
        delegate?.tableView(self, didDeselectRowAt: p.indexPath)
    }

    /// The table's editing mode; setting it pushes the mode to every mounted cell.
    /// - Complexity: O(1) to read; O(m) to set, for m mounted rows.
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue) }
    }

    /// Turns editing mode on or off and pushes it to every mounted cell.
    /// - Complexity: O(m) for m mounted rows.
    public func setEditing(_ on: Bool) {
        editing = on
        for cell in boundCells { cell.isEditing = on }
    }
}
