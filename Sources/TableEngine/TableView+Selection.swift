import Foundation

/// Selection and editing (ENGINE.md §10).
extension TableView {
    /// The selected rows in index-path order.
    public var indexPathsForSelectedRows: [IndexPath] {
        layoutIfNeeded()
        return selection.sorted().map(\.indexPath)
    }

    /// The user taps a row. Single selection: `willSelect(B)`, `willDeselect(A)`,
    /// `didDeselect(A)`, `didSelect(B)`. With multiple selection, tapping a
    /// selected row deselects it, as UIKit does.
    /// - Complexity: O(s log s) for s selected rows.
    public func selectRow(at indexPath: IndexPath) throws {
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

    /// The user taps a selected row to deselect it (nothing happens for a row that is not selected).
    public func deselectRow(at indexPath: IndexPath) throws {
        let p = try validate(indexPath)
        guard selection.contains(p) else { return }
        deselect(p)
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
    public var isEditing: Bool {
        get { editing }
        set { setEditing(newValue) }
    }

    public func setEditing(_ on: Bool) {
        editing = on
        for cell in boundCells { cell.isEditing = on }
    }
}
