import Foundation

/// One button of a row's swipe actions (UIKit's `UIContextualAction`, iOS 11).
@preconcurrency @MainActor
open class UIContextualAction {
    /// How the button looks: `.destructive` is red, and a full swipe removes the row.
    public enum Style: Int, Sendable {
        case normal, destructive
    }

    /// What tapping the button runs: the action, the view that showed it,
    /// and a completion to call with whether the action was performed.
    public typealias Handler = (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    public let style: Style
    open var title: String?
    open var image: UIImage?
    /// The button's colour (kept, not drawn): UIKit's default is red for
    /// `.destructive` and grey for `.normal`.
    open var backgroundColor: UIColor!
    /// The app's handler, run by `UITableView.simulateTap(on:at:)`.
    public let handler: Handler

    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        backgroundColor = style == .destructive ? .systemRed : .systemGray
    }
}

/// The actions a swipe shows on one edge of a row (UIKit's `UISwipeActionsConfiguration`).
@preconcurrency @MainActor
open class UISwipeActionsConfiguration {
    /// The buttons, from the edge inwards.
    public let actions: [UIContextualAction]
    /// Whether a full swipe runs the first action (default true).
    open var performsFirstActionWithFullSwipe = true

    public init(actions: [UIContextualAction]) {
        self.actions = actions
    }
}

extension UITableView {
    /// The edge a swipe starts from.
    public enum SwipeEdge: Sendable {
        case leading, trailing
    }

    /// The user swipes a row from `edge`: when the data source's
    /// `canEditRowAt` says yes, the delegate's `leading…` or
    /// `trailingSwipeActionsConfigurationForRowAt`, whose answer (the
    /// buttons shown) this returns. nil when the row cannot edit, the table
    /// is editing, the delegate has no actions, or the table or the row's cell
    /// takes no touches; a row not on screen raises; a trailing nil is where UIKit shows the
    /// classic Delete button (`simulateSwipeToDelete(at:)`). A configuration
    /// with actions shows them: `willBeginEditingRowAt`, and the table is
    /// editing for that row alone (`isEditing`, the cell's `isEditing`) until
    /// an action's handler calls its completion or `simulateEndSwipe()`
    /// (`didEndEditingRowAt`); the row shows no Delete button, so
    /// `simulateCommitEditing(at:)` raises. An empty configuration shows nothing.
    public func simulateSwipeActions(at indexPath: IndexPath, edge: SwipeEdge = .trailing) -> UISwipeActionsConfiguration? {
        // A row the table does not have raises, as the other simulated gestures
        // do; only a visible row can be swiped, and not in editing mode. A table
        // that takes no touches ignores the swipe first.
        guard !dismissesContextMenu(), takesTouches(), isOnScreen(indexPath, for: "swiped") else { return nil }
        guard takesTouches(onRowAt: indexPath), !isEditing, dataSource?.tableView(self, canEditRowAt: indexPath) ?? false,
              let delegate else { return nil }
        let configuration: UISwipeActionsConfiguration?
        switch edge {
        case .leading: configuration = delegate.tableView(self, leadingSwipeActionsConfigurationForRowAt: indexPath)
        case .trailing: configuration = delegate.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        }
        if let configuration, !configuration.actions.isEmpty {
            perform { try $0.swipeToShowActions(rowAt: indexPath) }
        }
        return configuration
    }

    /// The user taps a swipe action of the row at `indexPath` (or swipes
    /// fully, for the first one): its handler runs with the row's cell as the
    /// view (on iOS it is the action's button: test the view's identity no
    /// further). Returns what the handler passed to its completion (nil when
    /// it has not called it). The completion, now or later, closes the swipe
    /// the actions showed (`didEndEditingRowAt`), whatever it is passed; a
    /// handler that deletes the row ends the swipe with the row.
    @discardableResult
    public func simulateTap(on action: UIContextualAction, at indexPath: IndexPath) -> Bool? {
        var performed: Bool?
        action.handler(action, cellForRow(at: indexPath) ?? self) { [weak self] done in
            performed = done
            self?.endActionSwipe()
        }
        return performed
    }

    /// Closes a swipe that shows swipe actions, if one does.
    private func endActionSwipe() {
        guard engine.swipeShowsActions else { return }
        perform { $0.endSwipe() }
    }
}
