import Foundation

/// UIKit's `UINavigationController`, as table screens use it: a stack of
/// controllers, a row's selection pushing the next screen. Pushing and
/// popping load the views and call the appearance methods in UIKit's
/// order (the one going away `viewWillDisappear`, the one coming
/// `viewWillAppear`, then `viewDidDisappear`, `viewDidAppear`); nothing
/// animates. Its view holds the navigation bar and the toolbar (kept, not
/// drawn: 44 points tall, the bar under a 20-point status bar and 96 tall
/// with a large title, the toolbar at the bottom), which take their tint from it.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The stack, root first.
    public private(set) var viewControllers: [UIViewController] = []
    /// The bar over the stack; its `topItem` is the top controller's `navigationItem`.
    public let navigationBar = UINavigationBar(frame: CGRect(x: 0, y: 20, width: UIViewController.screenBounds.width,
                                                             height: 44))
    /// The toolbar at the bottom, hidden by default; it shows the top controller's `toolbarItems`.
    public let toolbar: UIToolbar! = UIToolbar(frame: CGRect(x: 0, y: UIViewController.screenBounds.height - 44,
                                                             width: UIViewController.screenBounds.width, height: 44))
    /// Whether the bars hide as the user swipes or taps (kept: no gestures).
    open var hidesBarsOnSwipe = false, hidesBarsOnTap = false
    /// Told as a new top controller is shown (not retained).
    open weak var delegate: UINavigationControllerDelegate?

    /// A navigation controller showing `rootViewController` (which hears
    /// `viewWillAppear` when the navigation controller appears, not now).
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setUpBars()
        setViewControllers([rootViewController], animated: false)
    }

    /// An empty navigation controller (nib names and bundles are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        setUpBars()
    }

    /// Controllers are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    private func setUpBars() {
        navigationBar.navigationController = self
        navigationBar.autoresizingMask = .flexibleWidth
        toolbar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
        toolbar.isHidden = true
    }

    /// The view, with the navigation bar and the toolbar as subviews, and
    /// the top controller's view under them.
    open override func loadView() {
        let root = UIView(frame: UIViewController.screenBounds)
        root.addSubview(navigationBar)
        root.addSubview(toolbar)
        view = root
        installTopView(replacing: nil)
    }

    /// The top controller's view fills the navigation controller's, under
    /// the bars (as UIKit lays it out: content extends under opaque bars),
    /// and follows its size; the one it replaces leaves.
    private func installTopView(replacing old: UIViewController?) {
        showContainedView(of: topViewController, replacing: old)
        navigationBar.updateLargeTitle()
        // A new stack may hide or show the tab bar (`hidesBottomBarWhenPushed`).
        if let tabs = tabBarController, tabs.selectedViewController === self { tabs.tabBar.containerBarChanged() }
    }

    /// The controller on top of the stack.
    open var topViewController: UIViewController? { viewControllers.last }

    /// The top controller, or what it presents.
    open var visibleViewController: UIViewController? {
        var shown = topViewController
        while let presented = shown?.presentedViewController { shown = presented }
        return shown
    }

    /// Whether the navigation bar is hidden (default false; the bar's `isHidden`).
    open var isNavigationBarHidden: Bool {
        get { navigationBar.isHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar (nothing animates).
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) {
        navigationBar.isHidden = hidden
    }

    /// Whether the toolbar is hidden (default true, as in UIKit; the toolbar's `isHidden`).
    open var isToolbarHidden: Bool {
        get { toolbar.isHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar (nothing animates).
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) {
        toolbar.isHidden = hidden
    }

    /// Pushes a controller on top.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        transition(to: viewControllers + [viewController], animated: animated)
    }

    /// Pushes `viewController` (`show(_:sender:)` in a navigation controller pushes, as in UIKit).
    open override func show(_ viewController: UIViewController, sender: Any?) {
        pushViewController(viewController, animated: true)
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

    /// The stack, root first: a navigation controller's children.
    open override var children: [UIViewController] { viewControllers }

    /// The toolbar follows the top controller's items.
    func toolbarItemsChanged(of controller: UIViewController) {
        guard controller === topViewController else { return }
        toolbar.items = controller.toolbarItems
    }

    /// The new stack's controllers are ours, the others not. While the
    /// navigation controller is shown, the top one going away and the one
    /// coming hear the appearance calls, with `isMovingFromParent` and
    /// `isMovingToParent` true for one leaving or joining the stack, and the
    /// delegate hears the change around them. Off screen (not yet shown, or
    /// covered) only the stack changes, as on iOS: the top controller hears
    /// `viewWillAppear` when the navigation controller appears.
    private func transition(to controllers: [UIViewController], animated: Bool) {
        let leaving = topViewController, coming = controllers.last
        let removed = viewControllers.filter { old in !controllers.contains { $0 === old } }
        let added = controllers.filter { new in !viewControllers.contains { $0 === new } }
        for controller in removed { controller.navigationControllerStorage = nil }
        viewControllers = controllers
        for controller in controllers { controller.navigationControllerStorage = self }
        toolbar.items = coming?.toolbarItems
        guard leaving !== coming else { return }
        guard isShown else { return installTopView(replacing: leaving) }
        leaving?.movingFromParent = removed.contains { $0 === leaving }
        coming?.movingToParent = added.contains { $0 === coming }
        coming?.loadViewIfNeeded()
        if let coming { delegate?.navigationController(self, willShow: coming, animated: animated) }
        let going = leaving?.appearanceReceivers ?? [], arriving = coming?.appearanceReceivers ?? []
        let hidden = Self.beginAppearance(going, false, animated: animated)
        let shown = Self.beginAppearance(arriving, true, animated: animated)
        // The views change places between the `will` and the `did` calls, as in a transition.
        installTopView(replacing: leaving)
        Self.endAppearance(hidden, false, animated: animated)
        Self.endAppearance(shown, true, animated: animated)
        leaving?.movingFromParent = false
        coming?.movingToParent = false
        if let coming { delegate?.navigationController(self, didShow: coming, animated: animated) }
    }
}

/// UIKit's `UINavigationControllerDelegate`, its two showing methods
/// (optional: defaults below). `willShow` is called before the appearance
/// calls of a push, pop or new stack, `didShow` after them.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: AnyObject {
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
}

extension UINavigationControllerDelegate {
    public func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                     animated: Bool) {}
    public func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                     animated: Bool) {}
}

/// UIKit's `UIAlertController`: a title, a message, its actions and (for
/// an alert) text fields, shown with `present(_:animated:completion:)`;
/// `simulateTap(on:)` plays the user choosing an action.
@preconcurrency @MainActor
open class UIAlertController: UIViewController {
    /// UIKit's `UIAlertController.Style`.
    public enum Style: Int, Sendable {
        case actionSheet, alert
    }

    /// Whether the controller is an alert or an action sheet.
    public let preferredStyle: Style
    /// The text under the title.
    open var message: String?
    /// The buttons, in the order added.
    public private(set) var actions: [UIAlertAction] = []
    /// The action Return chooses (kept).
    open var preferredAction: UIAlertAction?
    /// The text fields, in the order added; nil when there are none, as in UIKit.
    public private(set) var textFields: [UITextField]?

    /// An alert or action sheet with a title and a message.
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

    /// Adds a button.
    open func addAction(_ action: UIAlertAction) {
        actions.append(action)
    }

    /// Adds a text field, which `configurationHandler` sets up (a placeholder,
    /// secure entry, a delegate). Only an alert takes text fields: on an
    /// action sheet UIKit raises `NSInternalInconsistencyException`, and here
    /// the exception is recorded and nothing is added.
    open func addTextField(configurationHandler: ((UITextField) -> Void)? = nil) {
        guard preferredStyle == .alert else {
            UIKitException.raise(.internalInconsistencyException,
                                 "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert")
            return
        }
        let field = UITextField(frame: .zero)
        textFields = (textFields ?? []) + [field]
        viewIfLoaded?.addSubview(field)
        configurationHandler?(field)
    }

    /// The text fields are in the alert's view (so in the window while it is shown).
    open override func viewDidLoad() {
        super.viewDidLoad()
        for field in textFields ?? [] { view.addSubview(field) }
    }

    /// Once shown, the first text field begins editing, as the keyboard comes up with the alert.
    open override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        textFields?.first?.becomeFirstResponder()
    }

    /// Going away, the text field being edited stops (its delegate hears `textFieldDidEndEditing`).
    open override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        guard let editing = UITextField.editingField, textFields?.contains(where: { $0 === editing }) == true else { return }
        editing.finishEditing(forced: true)
    }

    /// The user chooses `action`: the alert is dismissed, then the action's
    /// handler runs, as in UIKit (it can read `textFields`). Nothing for a
    /// disabled action or one of another alert.
    public func simulateTap(on action: UIAlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        dismiss(animated: true) {
            action.handler?(action)
        }
    }
}

/// One button of an alert.
@preconcurrency @MainActor
open class UIAlertAction {
    /// UIKit's `UIAlertAction.Style`.
    public enum Style: Int, Sendable {
        case `default`, cancel, destructive
    }

    /// The button's title.
    public let title: String?
    /// The button's look and place (kept, not drawn).
    public let style: Style
    /// Whether the user can choose it (a text field's action often turns it on).
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?

    /// A button; `handler` runs after the alert is dismissed.
    public init(title: String?, style: Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}

/// UIKit's `UIModalPresentationStyle`, with its raw values.
public enum UIModalPresentationStyle: Int, Sendable {
    case fullScreen = 0, pageSheet, formSheet, currentContext, custom, overFullScreen, overCurrentContext, popover
    /// No adaptation (for adaptive presentations).
    case none = -1
    /// The system's choice: a sheet for most controllers (iOS 13).
    case automatic = -2
}

/// UIKit's `UIModalTransitionStyle`, with its raw values.
public enum UIModalTransitionStyle: Int, Sendable {
    case coverVertical, flipHorizontal, crossDissolve, partialCurl
}
