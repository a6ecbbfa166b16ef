import Foundation

/// UIKit's `UITabBarController`: a container showing one of its
/// `viewControllers` at a time, chosen with the tab bar at the bottom. The
/// selected controller's view fills the tab bar controller's view (under the
/// bar, as in UIKit); switching tabs while shown sends the appearance calls,
/// the old controller's `viewWillDisappear`, the new one's `viewWillAppear`,
/// then their `did` calls. `simulateTap(onTabAt:)` plays the user tapping a
/// tab: only then is the delegate asked and told, as Apple documents.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    /// The tab bar (its items are the controllers' `tabBarItem`s).
    public let tabBar = UITabBar(frame: CGRect(x: 0, y: UIViewController.screenBounds.height - 49,
                                               width: UIViewController.screenBounds.width, height: 49))
    /// Asked before the user's tap selects a tab and told after (not retained).
    open weak var delegate: UITabBarControllerDelegate?
    /// The controllers the user may rearrange (kept: there is no More screen here).
    open var customizableViewControllers: [UIViewController]?
    private var tabs: [UIViewController] = []
    private var selected: UIViewController?

    /// A tab bar controller with no tabs (nib names and bundles are ignored).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        tabBar.autoresizingMask = [.flexibleWidth, .flexibleTopMargin]
    }

    /// Controllers are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The view, with the tab bar as a subview and the selected controller's view under it.
    open override func loadView() {
        let root = UIView(frame: UIViewController.screenBounds)
        root.addSubview(tabBar)
        view = root
        installSelectedView(replacing: nil)
    }

    /// The tabs' controllers, in order (nil when there are none, UIKit's default).
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. As Apple documents, the controller selected before
    /// stays selected if it is still a tab, else the one at the same index,
    /// else the first.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        let new = viewControllers ?? []
        let oldIndex = selectedIndex
        for gone in tabs where !new.contains(where: { $0 === gone }) { gone.tabBarControllerStorage = nil }
        tabs = new
        for tab in tabs { tab.tabBarControllerStorage = self }
        tabBar.items = tabs.isEmpty ? nil : tabs.map { $0.tabBarItem }
        let keep = selected.flatMap { old in tabs.first { $0 === old } }
        select(keep ?? (tabs.indices.contains(oldIndex) ? tabs[oldIndex] : tabs.first))
    }

    /// The controllers contained: the tabs.
    open override var children: [UIViewController] { tabs }

    /// The selected tab's controller; setting one that is not a tab does nothing.
    open var selectedViewController: UIViewController? {
        get { selected }
        set {
            guard let newValue, tabs.contains(where: { $0 === newValue }) else { return }
            select(newValue)
        }
    }

    /// The selected tab's index (`NSNotFound` with no tabs); setting an index out of range does nothing.
    open var selectedIndex: Int {
        get { selected.flatMap { s in tabs.firstIndex { $0 === s } } ?? NSNotFound }
        set {
            guard tabs.indices.contains(newValue) else { return }
            select(tabs[newValue])
        }
    }

    /// The user taps the tab at `index`: the delegate is asked
    /// `tabBarController(_:shouldSelect:)`; if it agrees the tab is selected
    /// and the delegate told `tabBarController(_:didSelect:)`, even when the
    /// tab was selected already. Tapping the selected tab of a navigation
    /// controller pops it to its root, UIKit's default. Nothing for an index
    /// out of range, a disabled item, or a tab bar controller off screen.
    public func simulateTap(onTabAt index: Int) {
        guard tabs.indices.contains(index), tabs[index].tabBarItem.isEnabled, isInWindowHierarchy,
              tabBar.receivesTouches else { return }
        let tab = tabs[index]
        guard delegate?.tabBarController(self, shouldSelect: tab) ?? true else { return }
        if tab === selected {
            (tab as? UINavigationController)?.popToRootViewController(animated: true)
        } else {
            select(tab)
        }
        delegate?.tabBarController(self, didSelect: tab)
    }

    /// Shows `tab`: while the tab bar controller is shown, the old tab hears
    /// `viewWillDisappear`, the new one `viewWillAppear`, the views change
    /// places, then the `did` calls; off screen only the selection changes.
    private func select(_ tab: UIViewController?) {
        guard tab !== selected else { return }
        let old = selected
        selected = tab
        tabBar.selectedItem = tab?.tabBarItem
        guard isShown else { return installSelectedView(replacing: old) }
        tab?.loadViewIfNeeded()
        let hidden = Self.beginAppearance(old?.appearanceReceivers ?? [], false, animated: false)
        let shown = Self.beginAppearance(tab?.appearanceReceivers ?? [], true, animated: false)
        installSelectedView(replacing: old)
        Self.endAppearance(hidden, false, animated: false)
        Self.endAppearance(shown, true, animated: false)
    }

    /// The selected controller's view fills this one's, under the tab bar,
    /// and follows its size; the one it replaces leaves.
    private func installSelectedView(replacing old: UIViewController?) {
        showContainedView(of: selected, replacing: old)
    }
}

/// UIKit's `UITabBarControllerDelegate`, its selection methods (optional:
/// defaults below). Both are called only for the user's taps.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: AnyObject {
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
}

extension UITabBarControllerDelegate {
    public func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
        true
    }
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
}

/// UIKit's `UITabBar`: its items and the selected one (kept, not drawn).
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// Showing or hiding the bar changes the frame or safe area of the view it covers.
    open override var isHidden: Bool { didSet { if isHidden != oldValue { containerBarChanged() } } }
    /// The items, one a tab.
    open var items: [UITabBarItem]?
    /// The selected tab's item.
    open var selectedItem: UITabBarItem?
    /// Whether the bar is translucent (default true): a controller's view
    /// extends under a translucent bar, and stops at an opaque one (unless it
    /// sets `extendedLayoutIncludesOpaqueBars`).
    open var isTranslucent = true { didSet { if isTranslucent != oldValue { containerBarChanged() } } }
    /// The bar's look (kept, not drawn).
    open var standardAppearance = UITabBarAppearance()
    open var scrollEdgeAppearance: UITabBarAppearance?
    /// The tint of unselected items (kept, not drawn).
    open var unselectedItemTintColor: UIColor?
    open var barTintColor: UIColor?
}

/// UIKit's `UITabBarAppearance` (iOS 13), kept, not drawn.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {}

/// UIKit's `UITabBarItem`: a tab's title, images and badge (kept, not drawn).
@preconcurrency @MainActor
open class UITabBarItem {
    /// UIKit's `UITabBarItem.SystemItem`.
    public enum SystemItem: Int, Sendable {
        case more, favorites, featured, topRated, recents, contacts, history, bookmarks, search, downloads,
             mostRecent, mostViewed
    }

    open var title: String?
    open var image: UIImage?
    open var selectedImage: UIImage?
    /// The badge's text (nil: no badge).
    open var badgeValue: String?
    open var badgeColor: UIColor?
    /// An app-defined number.
    open var tag = 0
    open var isEnabled = true
    open var accessibilityIdentifier: String?
    open var accessibilityLabel: String?
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?

    /// An item with no title or image.
    public init() {
        systemItem = nil
    }

    /// An item with a title, an image and a tag.
    public init(title: String?, image: UIImage?, tag: Int) {
        (self.title, self.image, self.tag, systemItem) = (title, image, tag, nil)
    }

    /// An item with a title and images for the unselected and selected states.
    public init(title: String?, image: UIImage?, selectedImage: UIImage?) {
        (self.title, self.image, self.selectedImage, systemItem) = (title, image, selectedImage, nil)
    }

    /// One of the system's items (its title is the system's, not kept here).
    public init(tabBarSystemItem systemItem: SystemItem, tag: Int) {
        (self.systemItem, self.tag) = (systemItem, tag)
    }
}

extension UIViewController {
    /// The item the controller's tab shows: made when first read, with the
    /// controller's title (as UIKit's default item shows it); setting `title` updates it.
    public var tabBarItem: UITabBarItem! {
        get {
            if let item = tabBarItemStorage { return item }
            let item = UITabBarItem(title: title, image: nil, tag: 0)
            tabBarItemStorage = item
            return item
        }
        set {
            tabBarItemStorage = newValue
            if let tabs = tabBarControllerStorage, let all = tabs.viewControllers {
                tabs.tabBar.items = all.map { $0.tabBarItem }
                tabs.tabBar.selectedItem = tabs.selectedViewController?.tabBarItem
            }
        }
    }

    /// The nearest ancestor that is a tab bar controller.
    public var tabBarController: UITabBarController? {
        tabBarControllerStorage ?? parent?.tabBarController
    }
}
