import Foundation

/// Selection (ENGINE.md §10, §17): the selected rows and the app's
/// programmatic selection, which, as in UIKit, calls no delegate method.
/// The user's taps are in TableView+Highlight.swift.
extension TableView {
    /// Whether row `p` is selected: none or one selected row (the usual
    /// selection) is compared, not hashed.
    /// - Complexity: O(1)
    @inline(__always)
    func isSelected(_ p: RowPath) -> Bool {
        switch selection.count {
        case 0: return false
        case 1: return selection.first == p
        default: return selection.contains(p)
        }
    }

    /// The selected rows in index-path order.
    /// - Complexity: O(s log s) for s selected rows.
    public var indexPathsForSelectedRows: [IndexPath] {
        layoutIfNeeded()
        return selection.sorted().map(\.indexPath)
    }

    /// Whether any row is selected.
    /// - Complexity: O(1)
    public var hasSelectedRows: Bool {
        layoutIfNeeded()
        return !selection.isEmpty
    }

    /// Whether the table is loaded, not calling out, not editing and has no
    /// selected row: no cell can show selected or editing. TablesimUIKit asks
    /// after every change (one call instead of three).
    /// - Complexity: O(1)
    package var showsNoCellState: Bool {
        isLoaded && reentrancy.depth == 0 && !editing.isOn && editing.swiped == nil && selection.isEmpty
    }

    /// Whether a tap or `selectRow` adds to the selection instead of
    /// replacing it: `allowsMultipleSelectionDuringEditing` in editing mode,
    /// else `allowsMultipleSelection`.
    var selectsMultiple: Bool {
        editing.isOn ? editing.allowsMultipleSelectionDuringEditing : allowsMultipleSelection
    }

    /// UIKit's `selectRow(at:animated:scrollPosition:)`: the app selects a row.
    /// No delegate method is called (UIKit documents that it does not call
    /// `willSelectRowAt` or `didSelectRowAt`), and neither `allowsSelection`
    /// nor editing mode stops it. With single selection the row replaces the
    /// selected one; `.none` does not scroll (Apple's documentation), the
    /// other positions scroll as `scrollToRow(at:at:)`. A nil index path
    /// clears the selection.
    /// - Throws: `TableError.outOfRange` when the table has no such row.
    /// - Complexity: O(s log m) for s rows deselected and m mounted rows, plus `scrollToRow(at:at:)` when scrolling.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) throws {
        try selectRow(at: indexPath, scrollPosition: scrollPosition == .none ? nil : scrollPosition)
    }

    /// `selectRow(at:animated:scrollPosition:)` with nil for no scrolling.
    /// - Throws: `TableError.outOfRange` when the table has no such row.
    /// - Complexity: as `selectRow(at:animated:scrollPosition:)`.
    public func selectRow(at indexPath: IndexPath?, scrollPosition: ScrollPosition? = nil) throws {
        guard let indexPath else {
            for p in selection { cell(boundTo: p)?.isSelected = false }
            selection.removeAll()
            return
        }
        let p = try validate(indexPath)
        if !selectsMultiple {
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
    public func deselectRow(at indexPath: IndexPath, animated: Bool = false) throws {
        let p = try validate(indexPath)
        guard selection.remove(p) != nil else { return }
        cell(boundTo: p)?.isSelected = false
        checkInvariants()
    }

    /// `scrollToNearestSelectedRow(at:animated:)`: scrolls the selected row
    /// whose middle is nearest the middle of the visible rect (the first one
    /// on a tie) to the position, `.none` scrolling as little as shows it, as
    /// `scrollToRow(at:at: .none)` does. Does nothing with no selection.
    /// - Throws: `TableError.invalidOperation` from inside a callback.
    /// - Complexity: O(s log n) for s selected rows.
    public func scrollToNearestSelectedRow(at position: ScrollPosition, animated: Bool = false) throws {
        try refuseChangeWhileCallingOut()
        layoutIfNeeded()
        let centre = offset + viewportHeight / 2
        var best: (row: RowPath, distance: Double)?
        for p in selection.sorted() {
            guard let rect = try? rectForRow(at: p.indexPath) else { continue }
            let distance = abs(Double(rect.midY) - centre)
            if best == nil || distance < best!.distance { best = (p, distance) }
        }
        guard let best else { return }
        try scrollToRow(at: best.row.indexPath, at: position)
    }
}
