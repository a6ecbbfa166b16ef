import Foundation

/// The safe area, as UIKit computes it on the modelled iPhone (no notch, no
/// home indicator, portrait): a shown window's top 20 points are the status bar's;
/// a container's bars (a navigation controller's navigation bar and toolbar,
/// a tab bar controller's tab bar) cover the top and bottom of the
/// controller view they show where it extends under them (translucent bars,
/// by default); a controller's `additionalSafeAreaInsets` add
/// to its view's; every other view inherits the part of its superview's
/// safe area that it overlaps. A view in no window, or in a hidden one, has none.
extension UIView {
    /// The status bar's height, the top of a window's safe area.
    static let statusBarHeight: CGFloat = 20

    /// `safeAreaInsets`, computed from the window down.
    func computedSafeAreaInsets() -> UIEdgeInsets {
        windowSafeAreaInsets() ?? .zero
    }

    /// The safe area's insets, nil for a view in no window or a hidden one.
    private func windowSafeAreaInsets() -> UIEdgeInsets? {
        if self is UIWindow { return isHidden ? nil : UIView.statusBarInsets }
        guard let parent = superview else { return presentedFullScreenInsets() }
        guard let outer = parent.windowSafeAreaInsets() else { return nil }
        return safeAreaInsets(inside: outer, of: parent)
    }

    /// A window's own safe area: the status bar's strip.
    private static let statusBarInsets = UIEdgeInsets(top: UIView.statusBarHeight, left: 0, bottom: 0, right: 0)

    /// The root view of a controller presented full screen (`.fullScreen`,
    /// `.overFullScreen`) by one on screen covers the window, status bar
    /// included (UIKit puts it in the window; here it has no superview): its
    /// safe area is the window's, plus its controller's additional insets.
    /// Sheets are not modelled (nil: no safe area).
    private func presentedFullScreenInsets() -> UIEdgeInsets? {
        guard let controller = owningController, controller.presentingStorage?.isInWindowHierarchy == true,
              controller.modalPresentationStyle == .fullScreen || controller.modalPresentationStyle == .overFullScreen
        else { return nil }
        return UIView.statusBarInsets + controller.additionalSafeAreaInsets
    }

    /// This view's safe area, given its superview's (`outer`, in a window):
    /// the part of `outer` the view's frame overlaps, raised by the bars of
    /// a container whose view this one fills, plus its controller's
    /// additional insets; never more than the view's size.
    private func safeAreaInsets(inside outer: UIEdgeInsets, of parent: UIView) -> UIEdgeInsets {
        let origin = parent.contentOriginForSafeArea
        let frame = self.frame, size = parent.frame.size
        var insets = UIEdgeInsets(top: outer.top - (frame.minY - origin.y),
                                  left: outer.left - (frame.minX - origin.x),
                                  bottom: outer.bottom - (origin.y + size.height - frame.maxY),
                                  right: outer.right - (origin.x + size.width - frame.maxX))
        if let controller = owningController {
            insets = controller.coveredByContainerBars(insets, view: self, in: parent) + controller.additionalSafeAreaInsets
        }
        return UIEdgeInsets(top: min(max(insets.top, 0), frame.height), left: min(max(insets.left, 0), frame.width),
                            bottom: min(max(insets.bottom, 0), frame.height), right: min(max(insets.right, 0), frame.width))
    }

    /// After the view's place in a window may have changed (it was added or
    /// removed, a container's bars showed or hid, a controller's additional
    /// insets changed): each view of the subtree whose safe area changed is
    /// laid out again and hears `safeAreaInsetsDidChange()`, its controller
    /// `viewSafeAreaInsetsDidChange()`; a table takes its new adjusted
    /// content inset at its next layout.
    func safeAreaContextChanged() {
        refreshSafeArea(windowSafeAreaInsets())
    }

    /// A container's bar showed or hid, or changed its translucency: the
    /// container lays its shown child's view out again, and the views under
    /// the bar have a new safe area.
    func containerBarChanged() {
        guard let root = superview else { return }
        root.owningController?.layOutShownChild()
        root.safeAreaContextChanged()
    }

    private func refreshSafeArea(_ inWindow: UIEdgeInsets?) {
        let insets = inWindow ?? .zero
        if insets != reportedSafeAreaInsets {
            reportedSafeAreaInsets = insets
            safeAreaChangedInternally()
            setNeedsLayout()
            safeAreaInsetsDidChange()
            owningController?.viewSafeAreaInsetsDidChange()
        }
        for view in subviews {
            view.refreshSafeArea(inWindow.map { view.safeAreaInsets(inside: $0, of: self) })
        }
    }
}

extension UIViewController {
    /// The bars a container (a navigation or tab bar controller) shows over
    /// its shown child's view, each with its edge and translucency.
    var containerBars: [(bar: UIView, edge: UIRectEdge, translucent: Bool)] {
        switch self {
        case let navigation as UINavigationController:
            [(navigation.navigationBar, .top, navigation.navigationBar.isTranslucent),
             (navigation.toolbar, .bottom, navigation.toolbar.isTranslucent)]
        case let tabs as UITabBarController:
            tabs.bottomBarHiddenByStack ? [] : [(tabs.tabBar, .bottom, tabs.tabBar.isTranslucent)]
        default:
            []
        }
    }

    /// Whether the tab bar is off screen because a controller in the
    /// selected navigation stack has `hidesBottomBarWhenPushed` (UIKit looks
    /// through the whole stack, root included).
    var bottomBarHiddenByStack: Bool {
        let stack = ((self as? UITabBarController)?.selectedViewController as? UINavigationController)?.viewControllers
        return stack?.contains { $0.hidesBottomBarWhenPushed } ?? false
    }

    /// The frame of `child`'s view in this container's view: the whole of
    /// it, less each shown bar the child's view does not extend under (an
    /// edge not in its `edgesForExtendedLayout`, or an opaque bar without
    /// `extendedLayoutIncludesOpaqueBars`), as UIKit lays it out.
    func containedFrame(for child: UIViewController?) -> CGRect {
        guard let root = viewIfLoaded else { return .zero }
        var frame = root.bounds
        for (bar, edge, translucent) in barsShown(over: root) {
            let extends = child.map { $0.edgesForExtendedLayout.contains(edge) && (translucent || $0.extendedLayoutIncludesOpaqueBars) }
            guard extends == false else { continue }
            if edge == .top {
                frame.size.height -= bar.frame.maxY - frame.minY
                frame.origin.y = bar.frame.maxY
            } else {
                frame.size.height = bar.frame.minY - frame.minY
            }
        }
        return frame
    }

    /// The bars of `containerBars` shown over `root`, this container's view.
    private func barsShown(over root: UIView) -> [(bar: UIView, edge: UIRectEdge, translucent: Bool)] {
        containerBars.filter { !$0.bar.isHidden && $0.bar.superview === root }
    }

    /// The child a container shows: a navigation controller's top one, a
    /// tab bar controller's selected one; nil for any other controller.
    var shownChild: UIViewController? {
        (self as? UINavigationController)?.topViewController ?? (self as? UITabBarController)?.selectedViewController
    }

    /// Lays the shown child's view out again (after a bar changed).
    func layOutShownChild() {
        let shown = shownChild
        guard let view = shown?.viewIfLoaded, view.superview === viewIfLoaded else { return }
        view.frame = containedFrame(for: shown)
    }

    /// `insets` of this controller's view, raised where a bar of the
    /// container whose view it is placed in (`parent`) covers it.
    func coveredByContainerBars(_ insets: UIEdgeInsets, view: UIView, in parent: UIView) -> UIEdgeInsets {
        var result = insets
        let frame = view.frame
        for (bar, edge, _) in parent.owningController?.barsShown(over: parent) ?? [] {
            if edge == .top {
                result.top = max(result.top, bar.frame.maxY - frame.minY)
            } else {
                result.bottom = max(result.bottom, frame.maxY - bar.frame.minY)
            }
        }
        return result
    }

    /// Whether this controller's view is shown by a navigation or tab bar
    /// controller (UIKit's `.automatic` adjustment then always applies vertically).
    var isShownByContainer: Bool {
        let container = viewIfLoaded?.superview?.owningController
        return container is UINavigationController || container is UITabBarController
    }
}

extension UIScrollView {
    /// The safe-area part of `adjustedContentInset`, by
    /// `contentInsetAdjustmentBehavior`: `.never` none, `.always` all four
    /// edges, `.scrollableAxes` the edges of the directions the view scrolls
    /// in (vertically when its content is taller than it or
    /// `alwaysBounceVertical`, which a table's is), `.automatic` as
    /// `.scrollableAxes`, and always vertically for a controller's view a
    /// navigation or tab bar controller shows.
    func safeAreaAdjustment() -> UIEdgeInsets {
        let safe = safeAreaInsets
        guard safe != .zero else { return .zero }
        switch contentInsetAdjustmentBehavior {
        case .never:
            return .zero
        case .always:
            return safe
        case .automatic, .scrollableAxes:
            let vertical = alwaysBounceVertical || contentTallerThanView
                || (contentInsetAdjustmentBehavior == .automatic && owningController?.isShownByContainer == true)
            let horizontal = alwaysBounceHorizontal || contentWiderThanView
            return UIEdgeInsets(top: vertical ? safe.top : 0, left: horizontal ? safe.left : 0,
                                bottom: vertical ? safe.bottom : 0, right: horizontal ? safe.right : 0)
        }
    }
}

extension UIEdgeInsets {
    /// The sum of two insets, edge by edge.
    static func + (a: UIEdgeInsets, b: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: a.top + b.top, left: a.left + b.left, bottom: a.bottom + b.bottom, right: a.right + b.right)
    }
}

/// UIKit's `UIRectEdge`: edges of a rectangle.
public struct UIRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = UIRectEdge(rawValue: 1 << 0)
    public static let left = UIRectEdge(rawValue: 1 << 1)
    public static let bottom = UIRectEdge(rawValue: 1 << 2)
    public static let right = UIRectEdge(rawValue: 1 << 3)
    public static let all: UIRectEdge = [.top, .left, .bottom, .right]
}
