import Foundation

/// Selecting rows with a two-finger pan (iOS 13), as Apple documents it:
/// the delegate is asked whether a pan starting on a row may select; if so
/// the table enters editing mode, the delegate hears that the interaction
/// began, the rows the fingers pass over are selected, and the delegate
/// hears its end when the fingers lift. It needs
/// `allowsMultipleSelectionDuringEditing`.
extension UITableViewDelegate {
    /// Default: false.
    public func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
        false
    }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Default: nothing.
    public func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
}

/// Simulated user actions: not UIKit API, for tests to play the user.
extension UITableView {
    /// The user pans two fingers over `indexPaths` (on screen), starting on
    /// the first. When the table allows multiple selection during editing
    /// and the delegate's `shouldBeginMultipleSelectionInteractionAt` says
    /// yes, the table enters editing mode (`setEditing(true, animated: true)`),
    /// `didBeginMultipleSelectionInteractionAt` follows, each row not yet
    /// selected is selected as a tap selects it (`willSelectRowAt`,
    /// `didSelectRowAt`), then `tableViewDidEndMultipleSelectionInteraction`.
    /// Otherwise nothing is selected. Returns whether the interaction began.
    @discardableResult
    public func simulateTwoFingerPan(over indexPaths: [IndexPath]) -> Bool {
        guard let first = indexPaths.first else { return false }
        if tapLandsOverRows() { return false }
        guard indexPaths.allSatisfy({ takesTouches(onRowAt: $0) }), allowsMultipleSelectionDuringEditing,
              delegate?.tableView(self, shouldBeginMultipleSelectionInteractionAt: first) == true else { return false }
        if !isEditing { setEditing(true, animated: true) }
        delegate?.tableView(self, didBeginMultipleSelectionInteractionAt: first)
        for indexPath in indexPaths where !(indexPathsForSelectedRows ?? []).contains(indexPath) {
            simulateTap(at: indexPath)
        }
        delegate?.tableViewDidEndMultipleSelectionInteraction(self)
        return true
    }
}
