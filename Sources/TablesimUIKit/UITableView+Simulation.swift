import Foundation
import TableEngine

/// Simulated user gestures: not UIKit API, for tests to play the user. Each
/// calls the data source and delegate as UIKit does for that gesture. A
/// gesture the user could not make (a swipe on a row off screen, a reorder
/// outside editing mode, a commit on a row with no Delete button) is recorded
/// as a `UIKitException` and changes nothing. A gesture on a table that
/// takes no touches (hidden, `isUserInteractionEnabled` false, or `alpha`
/// below 0.01, itself or a superview), or on a row whose cell takes none
/// (the Delete button and the reorder control are in the cell), does
/// nothing at all, as no touch reaches it on iOS.
extension UITableView {
    /// Whether a touch reaches the table and, for a row on screen, its cell.
    func takesTouches(onRowAt indexPath: IndexPath? = nil) -> Bool {
        guard receivesTouches, !UISearchController.presented.contains(where: { $0.covers(self) }) else { return false }
        guard let indexPath, let cell = cellForRow(at: indexPath) else { return true }
        // Hit-testing skips the cell, so the row under the finger is not touched.
        return cell.isTouchable
    }

    /// Whether the row is on screen for a gesture only a visible row takes:
    /// a row the table does not have raises, as the other simulated gestures
    /// do, and so does one off screen ("only a visible row can be `gesture`").
    func isOnScreen(_ indexPath: IndexPath, for gesture: String) -> Bool {
        var exists = false
        perform { _ = try $0.rectForRow(at: indexPath); exists = true }
        guard exists else { return false }
        guard indexPathsForVisibleRows?.contains(indexPath) == true else {
            UIKitException.raise(.internalInconsistencyException,
                                 "row \(indexPath.section),\(indexPath.row) is not on screen: only a visible row can be \(gesture)")
            return false
        }
        return true
    }

    /// Whether a tap lands on something over the rows instead of a row: a
    /// context menu shown, which the tap dismisses, or a search controller's
    /// dimming view, which cancels the search (FIDELITY.md, row 71). Every
    /// tap and drag on the rows, their buttons and the section index asks.
    func tapLandsOverRows() -> Bool {
        if dismissesContextMenu() { return true }
        guard receivesTouches, let search = UISearchController.presented.last(where: { $0.dims && $0.covers(self) }) else {
            return false
        }
        search.cancel()
        return true
    }

    /// The user taps a row: `shouldHighlightRowAt`, `didHighlightRowAt`,
    /// `didUnhighlightRowAt`, then `willSelectRowAt`, the deselection calls and
    /// `didSelectRowAt` (nothing when `allowsSelection` or editing mode says no).
    /// Under an active search controller's grey cover the tap lands on the
    /// cover, which cancels the search (`UISearchController`). A tap that
    /// selected or deselected a row then posts `selectionDidChangeNotification`.
    public func simulateTap(at indexPath: IndexPath) {
        if tapLandsOverRows() { return }
        guard takesTouches(onRowAt: indexPath) else { return }
        perform { try $0.tapRow(at: indexPath) }
        postSelectionChangeIfAny()
    }

    /// The user taps a selected row to deselect it: the highlight calls, then
    /// `willDeselectRowAt` and `didDeselectRowAt`, then `selectionDidChangeNotification`.
    public func simulateTapToDeselect(at indexPath: IndexPath) {
        if tapLandsOverRows() { return }
        guard takesTouches(onRowAt: indexPath) else { return }
        perform { try $0.tapToDeselectRow(at: indexPath) }
        postSelectionChangeIfAny()
    }

    /// The user drags the content by `distance` points and lifts the finger
    /// (positive shows later rows); rows enter and leave as they cross the
    /// edges. The delegate hears `scrollViewWillBeginDragging`,
    /// `scrollViewDidScroll` (with `isDragging` true) when the content moved,
    /// then `scrollViewDidEndDragging(_:willDecelerate: false)`.
    /// With `isScrollEnabled` false nothing happens, as a user's drag does nothing.
    /// Before the finger lifts, `scrollViewWillEndDragging` with no velocity:
    /// a target offset the delegate sets there is where the content goes.
    public func simulateScroll(by distance: CGFloat) {
        guard !dismissesContextMenu(), isScrollEnabled, takesTouches() else { return }
        prepareEngine()
        delegate?.scrollViewWillBeginDragging(self)
        if keyboardDismissMode == .onDrag || keyboardDismissMode == .onDragWithAccessory, Keyboard.frame != nil {
            FirstResponder.current?.resignFirstResponder()
        }
        isDragging = true
        let pulledFrom = contentOffset.y
        perform { try $0.scroll(by: Double(distance)) }
        if followsLargeTitle { largeTitleBar?.expandLargeTitle(of: self, pulledTo: pulledFrom + distance) }
        var target = contentOffset
        delegate?.scrollViewWillEndDragging(self, withVelocity: .zero, targetContentOffset: &target)
        if target != contentOffset { perform { try $0.setContentOffset(Double(target.y)) } }
        isDragging = false
        delegate?.scrollViewDidEndDragging(self, willDecelerate: false)
    }

    /// The user swipes a visible row to reveal its Delete button: when the row
    /// can edit with style `.delete` and the table is not editing,
    /// `willBeginEditingRowAt`, and the table is editing for that row alone.
    /// Returns whether the swipe showed the button.
    @discardableResult
    public func simulateSwipeToDelete(at indexPath: IndexPath) -> Bool {
        var shown = false
        guard takesTouches(onRowAt: indexPath) else { return false }
        perform { shown = try $0.swipeToDelete(rowAt: indexPath) }
        return shown
    }

    /// The user dismisses a swiped row's Delete button: `didEndEditingRowAt`.
    public func simulateEndSwipe() {
        perform { $0.endSwipe() }
    }

    /// The user taps the Delete (or insert) button of a swiped row, or of a
    /// row in editing mode: the data source's `commit(_:forRowAt:)`, where the
    /// app changes its data and calls `deleteRows` or `insertRows`. After a
    /// swipe, `didEndEditingRowAt` follows.
    public func simulateCommitEditing(at indexPath: IndexPath) {
        if tapLandsOverRows() { return }
        guard takesTouches(onRowAt: indexPath) else { return }
        perform { try $0.commitEditing(rowAt: indexPath) }
    }

    /// The user drags a row by its reorder control (editing mode) and drops
    /// it: `targetIndexPathForMoveFromRowAt` for each position passed, then
    /// the data source's `moveRowAt`. Returns where the row landed (nil when
    /// the gesture was refused). A diffable data source may apply a snapshot
    /// in `moveRowAt`: it is compared with the moved order, and what differs
    /// is performed once the move is done.
    @discardableResult
    public func simulateReorder(from source: IndexPath, to destination: IndexPath) -> IndexPath? {
        var landed: IndexPath?
        if tapLandsOverRows() { return nil }
        guard takesTouches(onRowAt: source) else { return nil }
        perform { landed = try $0.dragRow(from: source, to: destination) }
        bridge.finishMove()
        return landed
    }

    /// The user taps a row's detail (accessory) button: `accessoryButtonTappedForRowWith`.
    public func simulateTapAccessory(at indexPath: IndexPath) {
        if tapLandsOverRows() { return }
        guard takesTouches(onRowAt: indexPath) else { return }
        perform { try $0.tapAccessory(rowAt: indexPath) }
    }
}
