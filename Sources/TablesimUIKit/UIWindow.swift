import Foundation

/// UIKit's `UIWindow`, for code that shows a controller in one and asks a
/// view for its window: the root controller's view fills the window. There
/// is one screen and no scene. `makeKeyAndVisible()` shows the root
/// controller, which hears `viewWillAppear` and `viewDidAppear` (and its
/// children with it, a navigation controller's top controller among them);
/// a new root set on a shown window replaces the old one, which hears
/// `viewWillDisappear` and `viewDidDisappear` first. Controllers appear, and
/// present others, only in a shown window.
@preconcurrency @MainActor
open class UIWindow: UIView {
    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        didSet {
            guard rootViewController !== oldValue else { return }
            if let old = oldValue?.viewIfLoaded, old.superview === self { old.removeFromSuperview() }
            if showsRoot { oldValue?.makeAppearanceCalls(appearing: false) }
            showsRoot = false
            guard let root = rootViewController?.view else { return }
            root.frame = bounds
            root.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            addSubview(root)
            if !isHidden { showRoot() }
        }
    }
    /// Shown (`isHidden = false`, or `makeKeyAndVisible()`), the window shows its root controller, once.
    open override var isHidden: Bool {
        didSet {
            // Views on screen have a safe area (none before): the root controller then lays out with it.
            if isHidden != oldValue { safeAreaContextChanged() }
            if !isHidden { showRoot() }
        }
    }
    /// Whether the root controller has heard its appearance calls.
    private var showsRoot = false

    /// The root controller's appearance calls, once.
    private func showRoot() {
        guard !showsRoot, let root = rootViewController else { return }
        showsRoot = true
        root.makeAppearanceCalls(appearing: true)
    }
    /// Where the window stacks (kept).
    open var windowLevel = UIWindow.Level.normal
    /// Whether this is the window that takes key presses (after `makeKeyAndVisible()`).
    public var isKeyWindow: Bool { UIWindow.keyWindow === self }
    private static weak var keyWindow: UIWindow?

    /// UIKit's `UIWindow.Level`.
    public struct Level: RawRepresentable, Hashable, Comparable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let normal = Level(0)
        public static let statusBar = Level(1000)
        public static let alert = Level(2000)
        public static func < (a: Level, b: Level) -> Bool { a.rawValue < b.rawValue }
    }

    /// A window, hidden until `makeKeyAndVisible()` (or `isHidden = false`), as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        UIWindowScene.shared.register(self)
    }

    /// Windows are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A window as large as the screen.
    public convenience init() {
        self.init(frame: UIScreen.main.bounds)
    }

    /// Makes the window the key window and shows it.
    /// The root controller appears then, if it has not.
    open func makeKeyAndVisible() {
        makeKey()
        isHidden = false
    }

    /// Makes the window the key window, which takes the keyboard: a first
    /// responder in another window resigns.
    open func makeKey() {
        if UIWindow.keyWindow !== self, let first = FirstResponder.current, first.windowForResponding !== self {
            first.resignForced()
        }
        UIWindow.keyWindow = self
        // A keyboard left up by a first responder that is gone (its window freed) goes.
        Keyboard.followFirstResponder()
    }
}

extension UIView {
    /// The window the view is in (itself, for a window), or nil. A
    /// presented controller's view is in its presenter's window while it is
    /// presented, and a navigation item's search bar in its controller's
    /// (UIKit adds them to the window; here they have no superview).
    public var window: UIWindow? {
        var view: UIView = self
        while true {
            if let window = view as? UIWindow { return window }
            guard let up = view.containingView else { break }
            view = up
        }
        // A navigation item's search bar is in its controller's navigation bar (when shown).
        if let bar = view as? UISearchBar, let owner = bar.searchController?.contentsStorage { return owner.viewIfLoaded?.window }
        return view.owningController?.presentingStorage?.viewIfLoaded?.window
    }

    /// A point of this view in `view`'s coordinates (nil: the root's, as a window's).
    public func convert(_ point: CGPoint, to view: UIView?) -> CGPoint {
        let inRoot = positionInRoot(of: point)
        guard let view else { return inRoot }
        let origin = view.positionInRoot(of: .zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A point of `view` (nil: the root's) in this view's coordinates.
    public func convert(_ point: CGPoint, from view: UIView?) -> CGPoint {
        let inRoot = view?.positionInRoot(of: point) ?? point
        let origin = positionInRoot(of: .zero)
        return CGPoint(x: inRoot.x - origin.x, y: inRoot.y - origin.y)
    }

    /// A rect of this view in `view`'s coordinates (views are not transformed here).
    public func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, to: view), size: rect.size)
    }

    /// A rect of `view` in this view's coordinates.
    public func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        CGRect(origin: convert(rect.origin, from: view), size: rect.size)
    }

    /// A point of this view in the coordinates of the top of its superviews:
    /// at each step the point less the view's bounds origin (a scroll view's
    /// content offset), plus its frame's origin, as UIKit composes them.
    private func positionInRoot(of point: CGPoint) -> CGPoint {
        var result = point
        var view: UIView = self
        while let parent = view.containingView {
            let origin = (view as? UIScrollView)?.contentOffset ?? view.bounds.origin
            result.x += view.frame.origin.x - origin.x
            result.y += view.frame.origin.y - origin.y
            view = parent
        }
        return result
    }
}

extension UIView {
    /// The nearest of this view and the views holding it (`containingView`,
    /// up to the root) that is a `T` and passes `test`, if any.
    func enclosing<T: UIView>(_ type: T.Type, where test: (T) -> Bool = { _ in true }) -> T? {
        var view: UIView? = self
        while let current = view {
            if let match = current as? T, test(match) { return match }
            view = current.containingView
        }
        return nil
    }

    /// Whether a touch can reach the view: UIKit's hit-testing "ignores view
    /// objects that are hidden, that have disabled user interactions, or have
    /// an alpha level less than 0.01", and everything inside them.
    var receivesTouches: Bool { enclosing(UIView.self) { !$0.isTouchable } == nil }

    /// Whether hit-testing considers the view itself: shown, taking user
    /// interaction and not almost transparent (its superviews aside).
    var isTouchable: Bool { !isHidden && isUserInteractionEnabled && alpha >= 0.01 }
}
