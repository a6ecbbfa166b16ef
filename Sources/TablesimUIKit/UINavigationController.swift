import Foundation

/// UIKit's `UINavigationController`, as table screens use it: a stack of
/// controllers, a row's selection pushing the next screen. Pushing and
/// popping load the views and call the appearance methods in UIKit's
/// order (the one going away `viewWillDisappear`, the one coming
/// `viewWillAppear`, then `viewDidDisappear`, `viewDidAppear`); nothing
/// animates.
@MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [UIViewController] = []

    /// A navigation controller showing `rootViewController`.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setViewControllers([rootViewController], animated: false)
    }

    /// Controllers are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    /// The top controller, or what it presents.
    open var visibleViewController: UIViewController? {
        var shown = topViewController
        while let presented = shown?.presentedViewController { shown = presented }
        return shown
    }

    /// Pushes a controller on top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        transition(to: viewControllers + [viewController], animated: animated)
    }

    /// Pops the top controller (not the root) and returns it.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        guard viewControllers.count > 1, let top = viewControllers.last else { return nil }
        transition(to: Array(viewControllers.dropLast()), animated: animated)
        return top
    }

    /// Pops every controller above the root and returns them.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        guard viewControllers.count > 1 else { return nil }
        let popped = Array(viewControllers.dropFirst())
        transition(to: Array(viewControllers.prefix(1)), animated: animated)
        return popped
    }

    /// Replaces the stack.
    open func setViewControllers(_ controllers: [UIViewController], animated: Bool) {
        transition(to: controllers, animated: animated)
    }

    private func transition(to controllers: [UIViewController], animated: Bool) {
        let leaving = topViewController, coming = controllers.last
        for controller in viewControllers where !controllers.contains(where: { $0 === controller }) {
            controller.navigationControllerStorage = nil
        }
        viewControllers = controllers
        for controller in controllers { controller.navigationControllerStorage = self }
        guard leaving !== coming else { return }
        coming?.loadViewIfNeeded()
        leaving?.viewWillDisappear(animated)
        coming?.viewWillAppear(animated)
        leaving?.viewDidDisappear(animated)
        coming?.viewDidAppear(animated)
    }
}

/// UIKit's `UIAlertController`: a title, a message and its actions, shown
/// with `present(_:animated:completion:)`; `simulateTap(on:)` plays the
/// user choosing an action.
@MainActor
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    public let preferredStyle: Style
    open var message: String?
    public private(set) var actions: [UIAlertAction] = []
    /// The action Return chooses (kept).
    open var preferredAction: UIAlertAction?

    public init(title: String?, message: String?, preferredStyle: Style) {
        self.preferredStyle = preferredStyle
        self.message = message
        super.init(nibName: nil, bundle: nil)
        self.title = title
    }

    /// Controllers are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// The user chooses `action`: the alert is dismissed, then the action's
    /// handler runs, as in UIKit. Nothing for a disabled action or one of another alert.
    public func simulateTap(on action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true) {
            action.handler?(action)
        }
    }
}

/// One button of an alert.
@MainActor
open class UIAlertAction {
    /// UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    public let title: String?
    public let style: Style
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

extension UIViewController {
    /// The navigation controller whose stack holds this controller.
    public var navigationController: UINavigationController? { navigationControllerStorage }

    /// The controller this one presents.
    public var presentedViewController: UIViewController? { presentedStorage }

    /// The controller presenting this one.
    public var presentingViewController: UIViewController? { presentingStorage }

    /// Presents a controller over this one (an alert, a sheet): it loads,
    /// appears, then `completion` runs. A controller already presenting
    /// another presents nothing, as UIKit refuses (it logs a warning).
    public func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        guard presentedStorage == nil else { return }
        presentedStorage = viewController
        viewController.presentingStorage = self
        viewController.loadViewIfNeeded()
        viewController.viewWillAppear(animated)
        viewController.viewDidAppear(animated)
        completion?()
    }

    /// Dismisses what this controller presents, or this controller when it
    /// is presented; then `completion` runs.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedStorage ?? (presentingStorage != nil ? self : nil),
              let presenter = presented.presentingStorage else {
            completion?()
            return
        }
        presented.viewWillDisappear(animated)
        presenter.presentedStorage = nil
        presented.presentingStorage = nil
        presented.viewDidDisappear(animated)
        completion?()
    }
}
