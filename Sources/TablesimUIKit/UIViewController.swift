import Foundation

/// UIKit's `UIViewController`, the part table screens use: a lazily loaded
/// view, its appearance calls, editing, a title, and containment
/// (`UIViewController+Containment.swift`).
@preconcurrency @MainActor
open class UIViewController: UIResponder {
    private var loadedView: UIView? {
        didSet {
            guard loadedView !== oldValue else { return }
            if oldValue?.owningController === self { oldValue?.owningController = nil }
            loadedView?.owningController = self
            loadedView?.setNeedsLayout()
        }
    }
    /// The title shown in a navigation bar: setting it sets the
    /// `navigationItem`'s title too, as UIKit does.
    open var title: String? {
        didSet {
            navigationItemStorage?.title = title
            tabBarItemStorage?.title = title
        }
    }
    /// Whether the view controller is in editing mode; setting it calls
    /// `setEditing(_:animated:)` without animation, as UIKit does.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }
    private var editing = false
    /// `navigationItem` and `editButtonItem`, made when first read.
    var navigationItemStorage: UINavigationItem?
    var editButtonStorage: UIBarButtonItem?
    /// The content-unavailable configuration, its view and a due update (`UIContentUnavailableConfiguration.swift`).
    var contentUnavailable = ContentUnavailableState()
    /// `tabBarItem`, made when first read (`UITabBarController.swift`).
    var tabBarItemStorage: UITabBarItem?
    /// The navigation controller whose stack holds this one, and presentation's two ends (`UINavigationController.swift`).
    weak var navigationControllerStorage: UINavigationController?
    /// The tab bar controller whose tabs hold this one.
    weak var tabBarControllerStorage: UITabBarController?
    var presentedStorage: UIViewController?
    weak var presentingStorage: UIViewController?
    /// The contained controllers, the container, and a manual appearance
    /// transition's direction until it ends (`UIViewController+Containment.swift`).
    var childStorage: [UIViewController] = []
    weak var parentStorage: UIViewController?
    var manualAppearance: (appearing: Bool, children: [UIViewController])?
    /// Whether the controller has heard `viewWillAppear` and no `viewWillDisappear` since.
    var isShown = false
    /// What `isMovingToParent`, `isMovingFromParent`, `isBeingPresented` and `isBeingDismissed` answer.
    var movingToParent = false, movingFromParent = false, beingPresented = false, beingDismissed = false
    /// The items a navigation controller's toolbar shows while this controller
    /// is on top (kept, not drawn; `navigationController?.toolbar.items`).
    open var toolbarItems: [UIBarButtonItem]? {
        didSet { navigationControllerStorage?.toolbarItemsChanged(of: self) }
    }
    /// How `present(_:animated:completion:)` shows this controller:
    /// `.automatic` (a sheet) by default. `.fullScreen` and
    /// `.currentContext` take the presenter off the screen: it hears
    /// `viewWillDisappear`/`viewDidDisappear`, and the appearance calls when
    /// this controller is dismissed; other styles leave it on screen, unnotified.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The presentation's animation (kept: nothing animates; `.coverVertical`).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether a sheet refuses the user's swipe down (`simulateSwipeDownToDismiss()`).
    open var isModalInPresentation = false
    /// Whether the tab bar leaves the screen while this controller is in the
    /// selected tab's navigation stack (default false): the stack's views
    /// then fill the screen with no tab bar inset (`tabBar.isHidden` is kept).
    open var hidesBottomBarWhenPushed = false
    /// Insets added to the safe area of the controller's view (default zero).
    open var additionalSafeAreaInsets: UIEdgeInsets = .zero {
        didSet { if additionalSafeAreaInsets != oldValue { viewIfLoaded?.safeAreaContextChanged() } }
    }
    /// Called when the safe area of the controller's view changed.
    open func viewSafeAreaInsetsDidChange() {}
    /// The edges of a container's bars the view extends under (default all):
    /// without `.top`, a navigation controller lays the view out below its bar.
    open var edgesForExtendedLayout: UIRectEdge = .all
    /// Whether the view extends under opaque bars too (default false).
    open var extendedLayoutIncludesOpaqueBars = false
    /// The scroll views set for bars to follow, by edge (iOS 15; kept: bars are not drawn).
    var contentScrollViews: [(edge: NSDirectionalRectEdge, view: Weak<UIScrollView>)] = []
    /// Sets the scroll view the bars at `edge` follow (kept).
    open func setContentScrollView(_ scrollView: UIScrollView?, for edge: NSDirectionalRectEdge) {
        contentScrollViews.removeAll { !$0.edge.isDisjoint(with: edge) }
        if let scrollView { contentScrollViews.append((edge, Weak(value: scrollView))) }
    }
    /// Sets the scroll view the bars at every edge follow (kept).
    open func setContentScrollView(_ scrollView: UIScrollView?) {
        setContentScrollView(scrollView, for: .all)
    }
    /// The scroll view set for `edge`, if it is still alive.
    open func contentScrollView(for edge: NSDirectionalRectEdge) -> UIScrollView? {
        contentScrollViews.first { !$0.edge.isDisjoint(with: edge) }?.view.value
    }
    /// Whether the root view's margins are at least `systemMinimumLayoutMargins` (kept; default true).
    open var viewRespectsSystemMinimumLayoutMargins = true
    /// The least margins of the root view: 16 points at each side on the
    /// modelled 375-point-wide iPhone, none at the top and bottom.
    open var systemMinimumLayoutMargins: NSDirectionalEdgeInsets {
        NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
    }
    /// Whether the keyboard stays up when editing ends in a form sheet (an
    /// iPad setting, false by default; read by nothing on this iPhone).
    open var disablesAutomaticKeyboardDismissal: Bool { false }

    /// A view controller (nib names and bundles are ignored).
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init()
    }

    /// View controllers are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The controller's traits: `UITraitCollection.current` with the nearest
    /// interface style override (this controller, its navigation controller).
    open var traitCollection: UITraitCollection { UITraitCollection.inherited(by: self) }
    /// The interface style this controller and its children show in (`.unspecified`: inherited).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified
    /// The size the controller would like when shown in a popover or container (kept).
    open var preferredContentSize = CGSize.zero
    /// The popover or sheet presentation made for this controller (`UIPresentationController.swift`).
    var presentationStorage: UIPresentationController?

    /// Called when the traits change (they never do here).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// Whether a `.currentContext` presentation from a child covers this
    /// controller (kept: presentations here cover the presenter itself).
    open var definesPresentationContext = false

    /// The next responder, as UIKit documents it: the superview of the
    /// controller's view when that view is inside another, else the presenter.
    open override var next: UIResponder? { loadedView?.superview ?? presentingViewController }
    override var windowForResponding: UIWindow? { loadedView?.window }

    /// A view controller.
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    /// The root view; reading it loads it (`loadView()` then `viewDidLoad()`).
    /// It tells the controller of its layout passes (`viewWillLayoutSubviews`,
    /// `viewDidLayoutSubviews`), the first at its first `layoutIfNeeded()`.
    open var view: UIView! {
        get {
            loadViewIfNeeded()
            return loadedView
        }
        set { loadedView = newValue }
    }

    /// Whether the view has loaded.
    public var isViewLoaded: Bool { loadedView != nil }
    /// The view if it has loaded, else nil (reading it loads nothing).
    public var viewIfLoaded: UIView? { loadedView }

    /// Loads the view if it has not loaded.
    public func loadViewIfNeeded() {
        guard loadedView == nil else { return }
        loadView()
        if loadedView == nil { loadedView = UIView(frame: UIViewController.screenBounds) }
        viewDidLoad()
        contentUnavailableViewDidLoad()
    }

    /// Makes the view; override to make your own (do not call super then).
    open func loadView() {
        loadedView = UIView(frame: UIViewController.screenBounds)
    }

    /// Called once the view has loaded.
    open func viewDidLoad() {}
    /// Called at the view's layout pass after `setNeedsUpdateContentUnavailableConfiguration()`
    /// (and once after the view loads): set `contentUnavailableConfiguration` for `state` here (iOS 17).
    open func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {}
    /// Called before the view appears.
    open func viewWillAppear(_ animated: Bool) {}
    /// Called once the view is in the view hierarchy and laid out by its
    /// superview, after `viewWillAppear` and before `viewDidAppear` (iOS 13
    /// and later, with the iOS 17 SDK): the place for work that needs the
    /// view's final geometry and traits.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) {}
    /// Called before the view disappears (a push over it, a pop or a dismissal).
    open func viewWillDisappear(_ animated: Bool) {}
    /// Called after the view disappeared.
    open func viewDidDisappear(_ animated: Bool) {}
    /// Called before the controller is added to a container (`parent`) or
    /// taken from one (nil); `addChild(_:)` calls it. Overrides call super.
    open func willMove(toParent parent: UIViewController?) {}
    /// Called after the controller was added to a container (`parent`) or
    /// taken from one (nil); `removeFromParent()` calls it. Overrides call super.
    open func didMove(toParent parent: UIViewController?) {}
    /// Whether the appearance calls this controller hears pass on to its
    /// children (true, as in UIKit); a container driving its children's calls
    /// itself returns false.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }
    /// The controllers this one contains, in the order they were added.
    open var children: [UIViewController] { childStorage }
    /// The status bar's style while this controller decides it (kept: no
    /// status bar is drawn). `.default` unless overridden.
    open var preferredStatusBarStyle: UIStatusBarStyle { .default }
    /// Whether the status bar hides while this controller decides it (kept).
    open var prefersStatusBarHidden: Bool { false }
    /// How a status bar change animates (kept; `.fade` by default).
    open var preferredStatusBarUpdateAnimation: UIStatusBarAnimation { .fade }
    /// A child that decides the status bar's style instead (nil by default).
    open var childForStatusBarStyle: UIViewController? { nil }
    /// A child that decides whether the status bar hides instead (nil by default).
    open var childForStatusBarHidden: UIViewController? { nil }
    /// Asks for the status bar to follow the controller's preferences again (kept: nothing is drawn).
    open func setNeedsStatusBarAppearanceUpdate() {}
    /// Called before the root view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the root view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    /// Turns editing mode on or off.
    open func setEditing(_ editing: Bool, animated: Bool) {
        self.editing = editing
        editButtonStorage?.showEditing(editing)
    }

    /// Sets `toolbarItems` (nothing animates).
    open func setToolbarItems(_ toolbarItems: [UIBarButtonItem]?, animated: Bool) {
        self.toolbarItems = toolbarItems
    }

    /// Shows a controller where this one is: pushed on its navigation
    /// controller's stack, or presented (`present(_:animated:completion:)`)
    /// when it is in none, as UIKit's default does.
    open func show(_ viewController: UIViewController, sender: Any?) {
        if let navigation = navigationController {
            navigation.show(viewController, sender: sender)
        } else {
            present(viewController, animated: true)
        }
    }

    /// A 375 × 667 screen.
    static let screenBounds = CGRect(x: 0, y: 0, width: 375, height: 667)
}

/// UIKit's `UIStatusBarStyle`, with its raw values.
public enum UIStatusBarStyle: Int, Sendable {
    case `default` = 0, lightContent = 1, darkContent = 3
}

/// UIKit's `UIStatusBarAnimation`.
public enum UIStatusBarAnimation: Int, Sendable {
    case none, fade, slide
}

/// An object held weakly, for lists that must not keep what they list
/// (content scroll views, windows, keyboard-guided views, active searches).
struct Weak<Object: AnyObject> {
    weak var value: Object?
}
