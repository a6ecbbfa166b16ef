import Foundation

/// UIKit's `UIBarButtonItem`: a title or system item and its action (kept;
/// there is no bar to draw). `simulateTap()` plays the user tapping it.
@MainActor
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

    open var title: String?
    open var image: UIImage?
    open var style: Style
    open var isEnabled = true
    open var tintColor: UIColor?
    /// The system item it was made as, if any.
    public let systemItem: SystemItem?
    /// What tapping it runs (iOS 14).
    open var primaryAction: UIAction?
    /// The edit button of this controller, if this item is one.
    weak var editingController: UIViewController?

    /// An item with a title.
    public init(title: String?, style: Style = .plain, primaryAction: UIAction? = nil) {
        self.title = title
        self.style = style
        self.systemItem = nil
        self.primaryAction = primaryAction
    }

    /// An item with an image.
    public init(image: UIImage?, style: Style = .plain, primaryAction: UIAction? = nil) {
        self.image = image
        self.style = style
        self.systemItem = nil
        self.primaryAction = primaryAction
    }

    /// A system item (its look is not drawn; `.done` has the done style).
    public init(systemItem: SystemItem, primaryAction: UIAction? = nil) {
        self.systemItem = systemItem
        self.style = systemItem == .done ? .done : .plain
        self.primaryAction = primaryAction
    }

    /// The user taps the item: an edit button toggles its controller's
    /// editing mode (`setEditing(_:animated: true)`); any other runs its
    /// primary action. Nothing when it is disabled.
    public func simulateTap() {
        guard isEnabled else { return }
        if let controller = editingController {
            controller.setEditing(!controller.isEditing, animated: true)
        } else {
            primaryAction?.run(from: self)
        }
    }

    /// An edit button follows its controller: "Edit", or "Done" in the done style while editing.
    func showEditing(_ editing: Bool) {
        title = editing ? "Done" : "Edit"
        style = editing ? .done : .plain
    }
}

/// UIKit's `UINavigationItem`: what a navigation bar would show for a
/// controller (kept; there is no navigation bar).
@MainActor
open class UINavigationItem {
    /// UIKit's `UINavigationItem.LargeTitleDisplayMode`.
    public enum LargeTitleDisplayMode: Int, Sendable {
        case automatic, always, never, inline
    }

    open var title: String?
    open var prompt: String?
    open var backButtonTitle: String?
    open var hidesBackButton = false
    open var largeTitleDisplayMode: LargeTitleDisplayMode = .automatic
    open var leftBarButtonItems: [UIBarButtonItem]?
    open var rightBarButtonItems: [UIBarButtonItem]?

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

    public init(title: String) {
        self.title = title
    }
}

extension UIViewController {
    /// What a navigation bar shows for this controller, made when first read.
    public var navigationItem: UINavigationItem {
        if let item = navigationItemStorage { return item }
        let item = UINavigationItem(title: title ?? "")
        item.title = title
        navigationItemStorage = item
        return item
    }

    /// The controller's Edit/Done button: its title follows `isEditing`, and
    /// tapping it (`simulateTap()`) toggles editing mode, as in UIKit.
    public var editButtonItem: UIBarButtonItem {
        if let item = editButtonStorage { return item }
        let item = UIBarButtonItem(title: "Edit")
        item.editingController = self
        item.showEditing(isEditing)
        editButtonStorage = item
        return item
    }
}
