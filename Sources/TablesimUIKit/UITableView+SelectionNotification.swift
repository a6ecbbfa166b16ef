import Foundation

/// `selectionDidChangeNotification` and `hasUncommittedUpdates`.
extension UITableView {
    /// Posted (object: the table, no `userInfo`) when the user's tap selects
    /// or deselects a row, once for the tap, after the delegate's
    /// `didSelectRowAt` / `didDeselectRowAt`. Not posted for the app's own
    /// `selectRow(at:animated:scrollPosition:)` or `deselectRow(at:animated:)`,
    /// as Apple documents for both.
    public nonisolated static let selectionDidChangeNotification =
        Notification.Name("UITableViewSelectionDidChangeNotification")

    /// Whether the table shows changes its data source does not have yet:
    /// drop placeholders, or rows reordered while a drop is handled (iOS 11).
    /// Drag and drop is not modelled, so always false; a reorder by the
    /// reorder control (`simulateReorder`) is committed when it returns.
    public var hasUncommittedUpdates: Bool { false }

    /// Posts `selectionDidChangeNotification` if the user's gesture that
    /// just ended selected or deselected a row.
    func postSelectionChangeIfAny() {
        guard let bridge, bridge.userChangedSelection else { return }
        bridge.userChangedSelection = false
        NotificationCenter.default.post(name: UITableView.selectionDidChangeNotification, object: self)
    }
}
