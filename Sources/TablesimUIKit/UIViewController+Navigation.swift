import Foundation

/// UIKit's `UIBarButtonItem`: a title, image, system item or custom view
/// and its action (kept; bars are not drawn). `simulateTap()` plays the
/// user tapping it.
@preconcurrency @MainActor
open class UIBarButtonItem {
    /// UIKit's `UIBarButtonItem.Style`.
    public enum Style: Int, Sendable {
        case plain, bordered, done
    }

    /// UIKit's `UIBarButtonItem.SystemItem` (the common ones).
    public enum SystemItem: Int, Sendable {
        case done, cancel, edit, save, add, flexibleSpace, fixedSpace, compose, reply, action, organize, bookmarks,
             search, refresh, stop, camera, trash, play, pause, rewind, fastForward, undo, redo, pageCurl, close
    }

    /// The item's title.
    open var title: String?
    /// The item's image (kept, not drawn).
    open var image: UIImage?
    /// The item's look (kept; `.done` is bold).
    open var style: Style
    /// Whether the user can tap it.
    open var isEnabled = true
    /// The item's tint (kept, not drawn; nil: the bar's).
    open var tintColor: UIColor?
    /// The width of a fixed space, or of the item (kept; 0: as wide as it needs).
    open var width: CGFloat = 0
    /// A view shown instead of a title or image (`init(customView:)`); it takes the touches.
    open var customView: UIView?
    /// An app-defined number.
    open var tag = 0
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?
    /// What tapping it runs (iOS 14). Setting an action gives an item that
    /// is not a system item the action's title and image, as UIKit documents.
    open var primaryAction: UIAction? {
        didSet { adoptTitleAndImage() }
    }
    /// The menu tapping it shows (iOS 14): when there is no primary action,
    /// the menu is the item's action (`simulateTap(onMenuAction:)` chooses in it).
    open var menu: UIMenu?
    /// The edit button of this controller, if this item is one.
    weak var editingController: UIViewController?

    /// An item with a title and a style, running `primaryAction` (in place
    /// of UIKit's target and action, which need selectors; the title stays).
    public init(title: String?, style: Style, primaryAction: UIAction? = nil) {
        self.title = title
        self.style = style
        self.systemItem = nil
        self.primaryAction = primaryAction
    }

    /// An item with an image and a style, running `primaryAction` (the image stays).
    public init(image: UIImage?, style: Style, primaryAction: UIAction? = nil) {
        self.image = image
        self.style = style
        self.systemItem = nil
        self.primaryAction = primaryAction
    }

    /// A plain item (iOS 14) with a title, an image and a menu; a primary
    /// action, if given, replaces the title and image with its own, as UIKit documents.
    public convenience init(title: String? = nil, image: UIImage? = nil, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.init(title: title, style: .plain)
        self.image = image
        self.menu = menu
        self.primaryAction = primaryAction
        adoptTitleAndImage()
    }

    /// Takes the primary action's title and image, unless a system item.
    private func adoptTitleAndImage() {
        guard let primaryAction, systemItem == nil else { return }
        (title, image) = (primaryAction.title, primaryAction.image)
    }

    /// A system item (its look is not drawn; `.done` has the done style).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil, menu: UIMenu? = nil) {
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
        self.menu = menu
    }

    /// UIKit's target-action forms. A `#selector` needs the Objective-C
    /// runtime, which Linux lacks, so there only `nil` can be passed (as
    /// for a space: `init(barButtonSystemItem: .flexibleSpace, target: nil,
    /// action: nil)`); the target and action are kept, never sent (use a
    /// `primaryAction`).
    public convenience init(title: String?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(title: title, style: style)
        (self.target, self.action) = (target, action)
    }

    /// An image item in UIKit's target-action form (see `init(title:style:target:action:)`).
    public convenience init(image: UIImage?, style: Style, target: AnyObject?, action: Selector?) {
        self.init(image: image, style: style)
        (self.target, self.action) = (target, action)
    }

    /// A system item in UIKit's target-action form (see `init(title:style:target:action:)`).
    public convenience init(barButtonSystemItem systemItem: SystemItem, target: AnyObject?, action: Selector?) {
        self.init(systemItem: systemItem)
        (self.target, self.action) = (target, action)
    }

    /// The target and action given to a target-action initializer (kept, never sent).
    public weak var target: AnyObject?
    public var action: Selector?

    /// An item showing a view of the app's (a button, a spinner).
    public init(customView: UIView) {
        self.customView = customView
        self.style = .plain
        self.systemItem = nil
    }

    /// A fixed space of `width` points between items (iOS 14).
    public static func fixedSpace(_ width: CGFloat) -> UIBarButtonItem {
        let item = UIBarButtonItem(systemItem: .fixedSpace)
        item.width = width
        return item
    }

    /// A space that takes the room left between items (iOS 14).
    public static func flexibleSpace() -> UIBarButtonItem {
        UIBarButtonItem(systemItem: .flexibleSpace)
    }

    /// The user taps the item: an edit button toggles its controller's
    /// editing mode (`setEditing(_:animated: true)`); any other runs its
    /// primary action. Nothing when it is disabled, or for a custom view
    /// (tap the view itself: `(item.customView as? UIButton)?.simulateTap()`).
    public func simulateTap() {
        guard isEnabled, customView == nil else { return }
        if let controller = editingController {
            controller.setEditing(!controller.isEditing, animated: true)
        } else {
            primaryAction?.run(from: self)
        }
    }

    /// The user opens the item's menu (its action when it has no primary
    /// action) and chooses `action` in it: the action's handler runs.
    /// Nothing when the item is disabled, or the menu does not offer the
    /// action (disabled or hidden actions are not offered).
    public func simulateTap(onMenuAction action: UIAction) {
        guard isEnabled, menu?.offers(action) == true else { return }
        action.run(from: self)
    }

    /// An edit button follows its controller: "Edit", or "Done" in the done style while editing.
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}

/// UIKit's `UINavigationItem`: what a navigation bar shows for a
/// controller (kept, not drawn; `navigationController?.navigationBar.topItem`
/// is the top controller's).
@preconcurrency @MainActor
open class UINavigationItem {
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    /// UIKit's `UINavigationItem.BackButtonDisplayMode` (iOS 14).
    public enum BackButtonDisplayMode: Int, Sendable {
        case `default`, generic, minimal
    }

    /// The title in the bar.
    open var title: String?
    /// A line above the title (kept).
    open var prompt: String?
    /// A view shown instead of the title (kept, not drawn).
    open var titleView: UIView?
    /// The title of the back button to this controller, on the next screen (kept).
    open var backButtonTitle: String?
    /// The back button to this controller, on the next screen (kept).
    open var backBarButtonItem: UIBarButtonItem?
    /// How the back button shows its title (kept; iOS 14).
    open var backButtonDisplayMode: BackButtonDisplayMode = .default
    /// Whether the back button is hidden (kept).
    open var hidesBackButton = false
    /// Whether the left items show beside the back button (kept).
    open var leftItemsSupplementBackButton = false
    /// Whether the title is large when this item is on top and the bar
    /// `prefersLargeTitles`: `.automatic` (the default) does as the item
    /// under it did, and is large for the root item; `.always` is large;
    /// `.never` and `.inline` are not.
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic {
        didSet { if largeTitleDisplayMode != oldValue { owner?.navigationController?.navigationBar.updateLargeTitle() } }
    }
    /// The items on the left, leading first.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the right, trailing first.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// This screen's bar appearances, over the bar's (kept, not drawn; iOS 13).
    open var standardAppearance: UINavigationBarAppearance?, scrollEdgeAppearance: UINavigationBarAppearance?,
        compactAppearance: UINavigationBarAppearance?

    /// The first left item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first right item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// The search controller whose bar shows in the navigation bar (iOS 11):
    /// its contents controller is the one this item belongs to.
    open var searchController: UISearchController? {
        didSet {
            if oldValue !== searchController, oldValue?.contentsStorage === owner { oldValue?.contentsStorage = nil }
            searchController?.contentsStorage = owner
        }
    }
    /// Whether the search bar hides as the content scrolls (kept, not drawn; true).
    open var hidesSearchBarWhenScrolling = true
    /// The controller this item belongs to (`UIViewController.navigationItem`).
    weak var owner: UIViewController? {
        didSet { searchController?.contentsStorage = owner }
    }

    /// An item with a title.
    public init(title: String) {
        self.title = title
    }

    /// Sets the left item (nothing animates).
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) { leftBarButtonItem = item }
    /// Sets the right item (nothing animates).
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) { rightBarButtonItem = item }
    /// Sets the left items (nothing animates).
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { leftBarButtonItems = items }
    /// Sets the right items (nothing animates).
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) { rightBarButtonItems = items }
    /// Hides or shows the back button (nothing animates).
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) { self.hidesBackButton = hidesBackButton }
}

/// UIKit's `UIBarStyle`, with its raw values.
public enum UIBarStyle: Int, Sendable {
    case `default`, black, blackTranslucent
    /// Deprecated: `.black`.
    public static var blackOpaque: UIBarStyle { .black }
}

/// UIKit's `UINavigationBar`, the bar of a navigation controller
/// (`navigationController?.navigationBar`): its settings are kept, not
/// drawn; `tintColor` is the navigation controller's view's unless set, as
/// for any view; `items` are the stack's navigation items.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// Showing or hiding the bar changes the frame or safe area of the view it covers.
    open override var isHidden: Bool { didSet { if isHidden != oldValue { containerBarChanged() } } }
    /// Whether titles may be large (false by default): the bar is then 52
    /// points taller while its top item shows a large title (see `largeTitleDisplayMode`).
    open var prefersLargeTitles = false { didSet { if prefersLargeTitles != oldValue { updateLargeTitle() } } }
    /// The table whose scrolling collapses and expands the large title (not retained).
    weak var largeTitleTable: UITableView?
    /// Whether the bar is translucent (default true): a controller's view
    /// extends under a translucent bar, and stops at an opaque one (unless it
    /// sets `extendedLayoutIncludesOpaqueBars`).
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { containerBarChanged() } } }
    /// The bar's background colour (kept, not drawn).
    open var barTintColor: UIColor?
    /// The bar's style (kept).
    open var barStyle: UIBarStyle = .default
    /// The title's and the large title's text attributes (kept, not drawn).
    open var titleTextAttributes: [NSAttributedString.Key: Any]?, largeTitleTextAttributes: [NSAttributedString.Key: Any]?
    /// The appearance of a bar over scrolled content (kept, not drawn; iOS 13).
    open var standardAppearance = UINavigationBarAppearance()
    /// The appearances at the scroll edge and in compact height (kept; nil: `standardAppearance`).
    open var scrollEdgeAppearance: UINavigationBarAppearance?, compactAppearance: UINavigationBarAppearance?,
        compactScrollEdgeAppearance: UINavigationBarAppearance?
    /// The navigation controller whose bar this is.
    weak var navigationController: UINavigationController?

    /// The navigation items of the stack, root first.
    open var items: [UINavigationItem]? { navigationController?.viewControllers.map(\.navigationItem) }
    /// The top controller's navigation item.
    open var topItem: UINavigationItem? { items?.last }
    /// The navigation item of the controller under the top one.
    open var backItem: UINavigationItem? {
        guard let items, items.count > 1 else { return nil }
        return items[items.count - 2]
    }
}

/// UIKit's `UIToolbar`: a bar of items (kept, not drawn). A navigation
/// controller's `toolbar` shows its top controller's `toolbarItems`.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// Showing or hiding the bar changes the frame or safe area of the view it covers.
    open override var isHidden: Bool { didSet { if isHidden != oldValue { containerBarChanged() } } }
    /// A toolbar is 44 points high (`sizeToFit()`, the "Done" bar above a keyboard); the width is kept.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { CGSize(width: size.width, height: 44) }
    /// The items, left to right.
    open var items: [UIBarButtonItem]?
    /// Whether the bar is translucent (default true): a controller's view
    /// extends under a translucent bar, and stops at an opaque one (unless it
    /// sets `extendedLayoutIncludesOpaqueBars`).
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { containerBarChanged() } } }
    /// The bar's background colour (kept, not drawn).
    open var barTintColor: UIColor?
    /// The bar's style (kept).
    open var barStyle: UIBarStyle = .default
    /// The bar's appearance (kept, not drawn; iOS 13).
    open var standardAppearance = UIToolbarAppearance()
    /// The appearances at the scroll edge (iOS 15) and in compact height (kept; nil: `standardAppearance`).
    open var scrollEdgeAppearance: UIToolbarAppearance?, compactAppearance: UIToolbarAppearance?

    /// Sets the items (nothing animates).
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        self.items = items
    }
}

/// UIKit's `UIBarAppearance` (iOS 13): a bar's background and shadow (kept,
/// not drawn). The `configureWith…` methods reset the colours and images
/// set before; the theme's colours they choose are not modelled.
@preconcurrency @MainActor
open class UIBarAppearance {
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The colour of the line under the bar.
    open var shadowColor: UIColor?
    /// The image of the line under the bar.
    open var shadowImage: UIImage?

    /// An appearance with the default background.
    public init() {}

    /// The default, translucent background.
    open func configureWithDefaultBackground() { reset() }
    /// An opaque background of the theme's colour.
    open func configureWithOpaqueBackground() { reset() }
    /// No background and no shadow.
    open func configureWithTransparentBackground() { reset() }

    private func reset() {
        (backgroundColor, backgroundImage, shadowColor, shadowImage) = (nil, nil, nil, nil)
    }
}

/// UIKit's `UINavigationBarAppearance` (iOS 13): with the title's attributes (kept, not drawn).
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
}

/// UIKit's `UIToolbarAppearance` (iOS 13), kept, not drawn.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {}

extension UIViewController {
    /// What a navigation bar shows for this controller, made when first read.
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        item.owner = self
        navigationItemStorage = item
        return item
    }

    /// The controller's Edit/Done button: its title follows `isEditing`, and
    /// tapping it (`simulateTap()`) toggles editing mode, as in UIKit.
    public var editButtonItem: UIBarButtonItem {
        if let item = editButtonStorage { return item }
        let item = UIBarButtonItem(title: "Edit", style: .plain)
        item.editingController = self
        item.showEditing(isEditing)
        editButtonStorage = item
        return item
    }
}
