import Foundation

/// The part of `UIScrollView` table code reads: the content's offset, size
/// and insets, and whether the user is dragging. `UITableView` is one; a
/// plain scroll view keeps what it is given (nothing scrolls it).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    private var offset: CGPoint = .zero
    private var size: CGSize = .zero
    private var inset: UIEdgeInsets = .zero

    /// The point of the content at the view's top-left corner.
    open var contentOffset: CGPoint {
        get { offset }
        set { offset = newValue }
    }

    /// The content's size.
    open var contentSize: CGSize {
        get { size }
        set { size = newValue }
    }

    /// Insets around the content.
    open var contentInset: UIEdgeInsets {
        get { inset }
        set { inset = newValue }
    }

    /// Whether the user's finger is dragging the content (true inside a
    /// simulated drag's `scrollViewDidScroll`).
    open internal(set) var isDragging = false
    /// Whether the content is still moving after the finger lifted (never: a simulated drag stops where it lifts).
    open var isDecelerating: Bool { false }
    /// Whether the user has touched the content (as `isDragging` here).
    open var isTracking: Bool { isDragging }
    /// Whether the user may scroll (a simulated drag scrolls regardless).
    open var isScrollEnabled = true
    /// How a drag dismisses the keyboard: `.onDrag` (and `.onDragWithAccessory`)
    /// ends the first responder's editing when a simulated drag begins.
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// Whether the scroll indicators show while scrolling (kept, not drawn).
    open var showsVerticalScrollIndicator = true
    open var showsHorizontalScrollIndicator = true
    /// The scroll indicators' insets (kept, not drawn).
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets (deprecated in iOS 13): reads the vertical
    /// one, sets both, as UIKit does.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set { (verticalScrollIndicatorInsets, horizontalScrollIndicatorInsets) = (newValue, newValue) }
    }
    /// Whether the content bounces past its edges (kept: a simulated drag
    /// stops at the edges, as there is no rubber band here either way).
    open var bounces = true
    open var alwaysBounceVertical = false
    open var alwaysBounceHorizontal = false
    /// Whether scrolling stops on page boundaries (kept: a simulated drag stops where the finger lifts).
    open var isPagingEnabled = false
    /// Whether a tap on the status bar scrolls to the top (kept: there is no status bar).
    open var scrollsToTop = true
    /// How the safe area adds to `contentInset` (default `.automatic`; see `safeAreaAdjustment()`).
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { safeAreaChangedInternally() } }
    }
    /// The pull-to-refresh control (see `simulatePullToRefresh()`).
    open var refreshControl: UIRefreshControl?
    /// The insets the content is laid out with: `contentInset` plus the part
    /// of the safe area `contentInsetAdjustmentBehavior` adds.
    open var adjustedContentInset: UIEdgeInsets {
        var inset = contentInset + safeAreaAdjustment()
        inset.bottom += keyboardOverlap
        return inset
    }
    /// How much of the view the keyboard covers below its safe area, for a
    /// table view controller's table (Keyboard.swift): part of the adjusted inset.
    var keyboardOverlap: CGFloat = 0 { didSet { if keyboardOverlap != oldValue { safeAreaChangedInternally() } } }

    /// Called when `adjustedContentInset` changed (a table: at the layout that applies it).
    open func adjustedContentInsetDidChange() {}

    /// Whether the content is taller than the view (the scroll view then
    /// scrolls vertically, for `.scrollableAxes`).
    var contentTallerThanView: Bool { contentSize.height > bounds.height }
    /// Whether the content is wider than the view (it then scrolls horizontally).
    var contentWiderThanView: Bool { contentSize.width > bounds.width }

    /// A scroll view's subviews sit in its content: its offset is its content's origin.
    override var contentOriginForSafeArea: CGPoint { contentOffset }

    /// A scroll view clips its content (UIKit's default for scroll views).
    public override init(frame: CGRect) {
        super.init(frame: frame)
        clipsToBounds = true
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the indicators' insets follow the safe area (iOS 13; kept, not drawn; default true).
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The size of the visible area: the bounds' size.
    open var visibleSize: CGSize { bounds.size }

    /// The guide of the scroll view's frame (its bounds), for content that
    /// should not scroll, or a content width equal to the view's.
    public var frameLayoutGuide: UILayoutGuide {
        ownGuide(\.frameGuide) { _ in .zero }
    }

    /// The guide of the content's area, `contentSize` from the content's
    /// origin. Constraints to it place views; unlike UIKit's, they do not set
    /// `contentSize` (set it).
    public var contentLayoutGuide: UILayoutGuide {
        ownGuide(\.contentGuide) { view in
            let bounds = view.bounds, size = (view as? UIScrollView)?.contentSize ?? bounds.size
            return UIEdgeInsets(top: -bounds.minY, left: -bounds.minX,
                                bottom: bounds.maxY - size.height, right: bounds.maxX - size.width)
        }
    }

    /// Shows the scroll indicators for a moment (nothing is drawn).
    open func flashScrollIndicators() {}

    /// Scrolls the least needed for `rect` (content coordinates) to be in
    /// sight, vertically, within the bounds less `adjustedContentInset` (so
    /// not under a bar, nor under a keyboard's bottom inset): nothing when it
    /// already is; its top edge first when it is taller than that area. The
    /// offset stays within the content and its insets.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        let inset = adjustedContentInset
        let y = contentOffset.y, height = bounds.height
        let top = y + inset.top, seen = height - inset.top - inset.bottom
        var target = y
        if rect.minY < top || rect.height > seen {
            target = rect.minY - inset.top
        } else if rect.maxY > top + seen {
            target = rect.maxY - height + inset.bottom
        }
        let lowest = -inset.top
        let highest = max(lowest, contentSize.height + inset.bottom - height)
        target = min(max(target, lowest), highest)
        if target != y { contentOffset = CGPoint(x: contentOffset.x, y: target) }
    }

    /// UIKit's `UIScrollView.ContentInsetAdjustmentBehavior`.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable {
        case automatic, scrollableAxes, never, always
    }

    /// UIKit's `UIScrollView.KeyboardDismissMode`.
    public enum KeyboardDismissMode: Int, Sendable {
        case none, onDrag, interactive, onDragWithAccessory, interactiveWithAccessory
    }
}

/// UIKit's `UIScrollViewDelegate` (the part modelled): `UITableViewDelegate`
/// inherits it, as in UIKit, so a table's delegate hears its scrolling.
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: AnyObject {
    /// The content offset changed: after a drag, a `contentOffset` or
    /// `scrollToRow`, or an update that moved it (once per change, not per frame).
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// A simulated drag begins.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// A simulated drag's finger is about to lift, with no velocity: the
    /// target is where the content is; a target the delegate sets (snapping
    /// to a row) is where the content then goes, at once.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// A simulated drag's finger lifts (`decelerate` is false: the content stops where it lifts).
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Never called (a simulated drag does not decelerate); declared so that overrides compile.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Never called (a simulated drag does not decelerate); declared so that overrides compile.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Never called (no scroll is animated); declared so that overrides compile.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// Never asked (there is no status bar to tap); declared so that implementations compile.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Never called (there is no status bar to tap); declared so that overrides compile.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Default: nothing (a table learns it and stops calling: see `KnownDefaults`).
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {
        (scrollView as? UITableView)?.delegateDefaultRan(.didScroll, for: self)
    }
    /// Default: nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Default: nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Default: nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Default: nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// Default: true.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Default: nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
}
