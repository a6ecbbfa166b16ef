import Foundation

/// What a context menu's preview shows (UIKit's `UIContextMenuContentPreviewProvider`).
public typealias UIContextMenuContentPreviewProvider = @MainActor () -> UIViewController?
/// What a context menu holds, given the system's suggested elements (UIKit's `UIContextMenuActionProvider`).
public typealias UIContextMenuActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

/// UIKit's `UIContextMenuConfiguration` (iOS 13): how to make a context menu and its preview.
@preconcurrency @MainActor
open class UIContextMenuConfiguration {
    public let identifier: NSCopying
    public let previewProvider: UIContextMenuContentPreviewProvider?
    public let actionProvider: UIContextMenuActionProvider?

    public init(identifier: NSCopying? = nil, previewProvider: UIContextMenuContentPreviewProvider? = nil,
                actionProvider: UIContextMenuActionProvider? = nil) {
        self.identifier = identifier ?? UUID().uuidString as NSString
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
    }
}

/// UIKit's `UIContextMenuInteractionAnimating` (iOS 13): nothing animates
/// here, so animations run at once and completions when the call that
/// passed the animator has returned.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionAnimating: AnyObject {
    var previewViewController: UIViewController? { get }
    func addAnimations(_ animations: @escaping @MainActor () -> Void)
    func addCompletion(_ completion: @escaping @MainActor () -> Void)
}

/// UIKit's `UIContextMenuInteractionCommitStyle`.
public enum UIContextMenuInteractionCommitStyle: Int, Sendable { case dismiss, pop }

/// UIKit's `UIContextMenuInteractionCommitAnimating`: the animator of a tap on the preview.
@preconcurrency @MainActor
public protocol UIContextMenuInteractionCommitAnimating: UIContextMenuInteractionAnimating {
    var preferredCommitStyle: UIContextMenuInteractionCommitStyle { get set }
}

/// The animator passed to the delegate: animations run at once; completions by `finish()`.
@MainActor
private final class ContextMenuAnimator: UIContextMenuInteractionCommitAnimating {
    let previewViewController: UIViewController?
    var preferredCommitStyle = UIContextMenuInteractionCommitStyle.pop
    private var completions: [@MainActor () -> Void] = []

    init(preview: UIViewController?) {
        previewViewController = preview
    }

    func addAnimations(_ animations: @escaping @MainActor () -> Void) { animations() }
    func addCompletion(_ completion: @escaping @MainActor () -> Void) { completions.append(completion) }

    func finish() {
        let pending = completions
        completions.removeAll()
        for completion in pending { completion() }
    }
}

extension UITableViewDelegate {
    /// Default: nil (no context menu).
    public func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                          point: CGPoint) -> UIContextMenuConfiguration? { nil }
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionAnimating?) {}
    /// Default: nothing.
    public func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                          animator: UIContextMenuInteractionCommitAnimating) {}
}

/// Context menus, played by the user (not UIKit API).
extension UITableView {
    /// The user long-presses a visible row: the delegate's
    /// `contextMenuConfigurationForRowAt` is asked (with the row's centre as
    /// the point); a configuration shows its menu, made by its action
    /// provider (given no suggested elements), and the delegate hears
    /// `willDisplayContextMenu`. Returns the menu shown (nil: none, or a
    /// configuration without actions, which shows only its preview). Nothing
    /// in editing mode or on a table or cell that takes no touches; while a
    /// menu shows, the long press only dismisses it (as any gesture on the
    /// table does then); a row off screen raises, as for the other row gestures.
    @discardableResult
    public func simulateContextMenu(at indexPath: IndexPath) -> UIMenu? {
        guard !dismissesContextMenu(), takesTouches(), isOnScreen(indexPath, for: "long-pressed") else { return nil }
        let rect = rectForRow(at: indexPath)
        guard takesTouches(onRowAt: indexPath), !isEditing,
              let configuration = delegate?.tableView(self, contextMenuConfigurationForRowAt: indexPath,
                                                      point: CGPoint(x: rect.midX, y: rect.midY)) else { return nil }
        let menu = configuration.actionProvider?([])
        let preview = configuration.previewProvider?()
        contextMenu = (indexPath, configuration, menu, preview)
        let animator = ContextMenuAnimator(preview: preview)
        delegate?.tableView(self, willDisplayContextMenu: configuration, animator: animator)
        animator.finish()
        return menu
    }

    /// The user chooses `action` in the menu shown: the menu goes away (the
    /// delegate hears `willEndContextMenuInteraction`), then the action's
    /// handler runs. Nothing when no menu shows or the action is not in it,
    /// or is disabled or hidden.
    public func simulateTap(onContextMenuAction action: UIAction) {
        guard let shown = contextMenu, shown.menu?.offers(action) == true else { return }
        endContextMenu()
        action.run(from: self)
    }

    /// The user taps the menu's preview: the delegate hears
    /// `willPerformPreviewActionForMenuWith` (where apps add a completion that
    /// shows the previewed screen), then the menu goes away
    /// (`willEndContextMenuInteraction`) and the completions run.
    public func simulateTapContextMenuPreview() {
        guard let shown = contextMenu else { return }
        let animator = ContextMenuAnimator(preview: shown.preview)
        delegate?.tableView(self, willPerformPreviewActionForMenuWith: shown.configuration, animator: animator)
        endContextMenu()
        animator.finish()
    }

    /// The user taps outside the menu: it goes away (`willEndContextMenuInteraction`).
    public func simulateDismissContextMenu() {
        guard contextMenu != nil else { return }
        endContextMenu()
    }

    /// A gesture on the table while a menu shows lands outside the menu: it
    /// only dismisses the menu, as on iOS. True when a menu was dismissed.
    func dismissesContextMenu() -> Bool {
        guard contextMenu != nil else { return false }
        endContextMenu()
        return true
    }

    private func endContextMenu() {
        guard let shown = contextMenu else { return }
        contextMenu = nil
        let animator = ContextMenuAnimator(preview: nil)
        delegate?.tableView(self, willEndContextMenuInteraction: shown.configuration, animator: animator)
        animator.finish()
    }
}
