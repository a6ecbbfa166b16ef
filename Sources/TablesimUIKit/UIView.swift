import Foundation

/// The part of `UIView` that table code touches: a frame, subviews and
/// layout hooks. Nothing is drawn.
@preconcurrency @MainActor
open class UIView: UIResponder {
    /// The view's frame in its superview's coordinates.
    open var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            setNeedsLayout()
            for view in subviews where !view.autoresizingMask.isEmpty {
                view.autoresize(from: oldValue.size, to: frame.size)
            }
        }
    }

    /// How the view follows its superview's size (a table filling its
    /// controller's view: `[.flexibleWidth, .flexibleHeight]`).
    open var autoresizingMask: AutoresizingMask = []
    /// Whether constraints are made from the autoresizing mask (true); set it
    /// false for the view to be placed by its constraints (UIView+ConstraintLayout.swift).
    open var translatesAutoresizingMaskIntoConstraints = true

    /// The view's bounds: its own coordinate space, origin zero unless set.
    open var bounds: CGRect {
        get { CGRect(origin: boundsOrigin, size: frame.size) }
        set {
            boundsOrigin = newValue.origin
            frame.size = newValue.size
        }
    }

    private var boundsOrigin: CGPoint = .zero
    /// The views added with `addSubview(_:)`, back to front.
    public private(set) var subviews: [UIView] = []
    /// The view this one is inside: the one it was added to, else the table
    /// for a cell, header or footer view or header search bar the table shows
    /// (in UIKit the table's subviews; not listed in its `subviews` here).
    public var superview: UIView? { superviewStorage ?? shownByTable }
    /// `superview`, weak in effect but not a weak reference: a superview
    /// holds its subviews, sets this when it adds one, and clears it when it
    /// removes one or is freed (`deinit`). A weak reference would give every
    /// view with subviews (every cell: its content view) a side table, and
    /// so the runtime's slow path for each retain and release of it (about
    /// 75 and 95 instructions, several times for each row that scrolls in).
    /// Not isolated, so that `deinit` (which is not) can clear it: only a
    /// view's superview writes it, from the main actor or while being freed.
    /// Two consequences: release views on the main actor (as UIKit asks of
    /// all its views), and a superview subclass's own `deinit` runs before
    /// this clearing, so there its subviews still name it as their superview
    /// (do not keep that reference).
    nonisolated(unsafe) private unowned(unsafe) var superviewStorage: UIView?
    /// Whether the view is hidden (a hidden view gets no touches: see `receivesTouches`).
    open var isHidden = false
    /// Whether touches reach the view (default true; a label's false, as in
    /// UIKit). A simulated gesture on a table or a row's cell that does not
    /// take them does nothing.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the bounds (kept, not drawn; a scroll view's default is true).
    open var clipsToBounds = false
    /// Whether the view is fully opaque (kept, not drawn).
    open var isOpaque = true
    /// The margins content is laid out within (kept: nothing is laid out by
    /// constraints); 8 points on each edge, a plain `UIView`'s default (the
    /// margins UIKit gives cells and tables are not modelled).
    open var layoutMargins = UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)
    /// `layoutMargins` by leading and trailing edge (left to right here).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { NSDirectionalEdgeInsets(top: layoutMargins.top, leading: layoutMargins.left,
                                      bottom: layoutMargins.bottom, trailing: layoutMargins.right) }
        set { layoutMargins = UIEdgeInsets(top: newValue.top, left: newValue.leading, bottom: newValue.bottom, right: newValue.trailing) }
    }
    /// Whether the superview's margins add to this view's (kept; a plain `UIView`'s default).
    open var preservesSuperviewLayoutMargins = false
    /// Whether the safe area adds to the margins (kept: there is no safe area).
    open var insetsLayoutMarginsFromSafeArea = true
    /// The background colour (kept, not drawn).
    open var backgroundColor: UIColor?
    /// The tint colour (kept, not drawn): the superview's unless set, then
    /// `.systemBlue`, as in UIKit; setting nil goes back to that.
    open var tintColor: UIColor! {
        get { ownTint ?? superview?.tintColor ?? .systemBlue }
        set { ownTint = newValue }
    }
    private var ownTint: UIColor?
    /// The opacity (kept, not drawn).
    open var alpha: CGFloat = 1
    /// The identifier UI tests find the view by.
    open var accessibilityIdentifier: String?
    /// An app-defined number.
    open var tag = 0
    /// What VoiceOver reads for the view: what was set, else, as UIKit
    /// documents, "a label derived from the control or view, such as a
    /// button's title" (a label's text), else nil.
    open var accessibilityLabel: String? {
        get { ownAccessibilityLabel ?? standardAccessibilityLabel }
        set { ownAccessibilityLabel = newValue }
    }
    private var ownAccessibilityLabel: String?
    /// The label derived from the kind of view, before one is set.
    var standardAccessibilityLabel: String? { nil }
    /// VoiceOver's hint for the view (kept).
    open var accessibilityHint: String?
    /// VoiceOver's value for the view (kept).
    open var accessibilityValue: String?
    /// Whether VoiceOver treats the view as one element: what was set, else,
    /// as UIKit documents, false "unless the receiver is a standard UIKit
    /// control, in which case the value is true" (labels too).
    open var isAccessibilityElement: Bool {
        get { ownIsAccessibilityElement ?? isStandardAccessibilityElement }
        set { ownIsAccessibilityElement = newValue }
    }
    private var ownIsAccessibilityElement: Bool?
    /// Whether the kind of view is an accessibility element before it is set.
    var isStandardAccessibilityElement: Bool { false }
    /// What VoiceOver says the element is (kept): none unless the view is one
    /// of UIKit's controls, which have their standard traits (a button
    /// `.button`, a label `.staticText`, a slider `.adjustable`).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { ownAccessibilityTraits ?? standardAccessibilityTraits }
        set { ownAccessibilityTraits = newValue }
    }
    private var ownAccessibilityTraits: UIAccessibilityTraits?
    /// The traits of the kind of view, before any are set.
    var standardAccessibilityTraits: UIAccessibilityTraits { .none }
    /// The elements inside the view, in VoiceOver's order, or nil (kept).
    open var accessibilityElements: [Any]?
    /// The actions VoiceOver offers on the view (kept; nil by default).
    open var accessibilityCustomActions: [UIAccessibilityCustomAction]?
    /// Whether VoiceOver skips the view's elements (kept).
    open var accessibilityElementsHidden = false
    /// How the content fills the bounds (kept, not drawn; `.scaleToFill` by default).
    open var contentMode = ContentMode.scaleToFill
    /// The view's affine transform (kept: frames are not transformed; `.identity` by default).
    open var transform = CGAffineTransform.identity
    /// The view's layer: its corner radius, border and shadow (kept, not drawn).
    public var layer: CALayer {
        if let layer = ownLayer { return layer }
        let layer = CALayer(view: self)
        ownLayer = layer
        return layer
    }
    private var ownLayer: CALayer?
    /// Whether the view needs a layout pass (`setNeedsLayout()` was called).
    /// Read at every `layoutIfNeeded()`: release builds leave out its exclusivity checks.
    #if DEBUG
    public private(set) var needsLayout = false
    /// Whether a view inside this one waits for its layout pass: then this
    /// view's `layoutIfNeeded()` reaches it, as UIKit's lays out "the view
    /// subtree starting at the root". Set on every ancestor of a view marked.
    var descendantNeedsLayout = false
    #else
    @exclusivity(unchecked) public private(set) var needsLayout = false
    @exclusivity(unchecked) var descendantNeedsLayout = false
    #endif

    /// A view with a frame.
    public init(frame: CGRect) {
        self.frame = frame
        super.init()
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// A freed view's subviews have no superview any more (see `superviewStorage`).
    deinit {
        for view in subviews where view.superviewStorage === self { view.superviewStorage = nil }
    }

    /// A view with a zero frame.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Adds a subview on top of the others, taking it from its old superview.
    open func addSubview(_ view: UIView) {
        attach(view, at: .max)
    }

    /// Removes the view from its superview.
    open func removeFromSuperview() {
        detachFromSuperview()?.resignForced()  // a first responder taken off screen stops being it
        if FirstResponder.mayBeSet { Keyboard.viewLeft(self) }
    }

    /// Takes the view out of its superview, and returns the first responder
    /// inside it (still first: its caller makes it resign once it knows the
    /// view left the window).
    private func detachFromSuperview() -> UIView? {
        guard let parent = superviewStorage else { return nil }
        if owningController != nil { UIViewController.viewWillLeaveSuperview(self) }
        let first = FirstResponder.view(inside: self)
        parent.willRemoveSubview(self)
        parent.subviews.removeAll { $0 === self }
        superviewStorage = nil
        if parent.window != nil { safeAreaContextChanged() }
        return first
    }

    /// Called before a subview is removed (override to follow it; a stack
    /// view takes it out of its arrangement).
    open func willRemoveSubview(_ subview: UIView) {}

    /// Called after a subview is added.
    open func didAddSubview(_ subview: UIView) {}

    /// Marks the view as needing a layout pass, which its superviews' `layoutIfNeeded()` reaches too.
    open func setNeedsLayout() {
        needsLayout = true
        var view = superviewStorage
        while let v = view, !v.descendantNeedsLayout {
            v.descendantNeedsLayout = true
            view = v.superviewStorage
        }
    }

    /// Runs the pending layout passes of the subtree starting here
    /// (`layoutSubviews()`), this view's first. As UIKit's layers do, a
    /// superview waiting for its pass runs it first (it may place this view).
    open func layoutIfNeeded() {
        if let parent = superviewStorage, parent.needsLayout { parent.layoutIfNeeded() }
        if needsLayout {
            needsLayout = false
            // A controller's root view tells it around its layout pass.
            if let controller = owningController {
                controller.updateContentUnavailableConfigurationIfNeeded()
                controller.viewWillLayoutSubviews()
                layoutSubviews()
                controller.viewDidLayoutSubviews()
            } else {
                layoutSubviews()
            }
        }
        guard descendantNeedsLayout else { return }
        descendantNeedsLayout = false
        for view in subviews where view.needsLayout || view.descendantNeedsLayout { view.layoutIfNeeded() }
    }

    /// The controller whose root view this is.
    weak var owningController: UIViewController?

    /// The next responder: the controller whose root view this is, else the
    /// superview (the table, for a cell it shows).
    open override var next: UIResponder? { owningController ?? containingView }
    override var windowForResponding: UIWindow? { window }

    /// Lays out subviews: places those that constraints position
    /// (UIView+ConstraintLayout.swift); override to add your own layout,
    /// calling super first.
    open func layoutSubviews() {
        placeConstrainedSubviews()
    }

    // MARK: Sizes and constraints (kept, not solved: AutoLayout.swift)

    /// The Auto Layout state an app gave the view, made on first use.
    var autoLayout: AutoLayoutState?

    /// The size the view would like: UIKit's default, the existing size
    /// (override it in a view laid out by hand; `systemLayoutSizeFitting` asks it).
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// The size the content needs, without constraints: none by default (`noIntrinsicMetric` on both axes).
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// The fitting size for `targetSize`: on each axis the length the view's
    /// constraints fix (UIView+FittingSize.swift), else `sizeThatFits(targetSize)`'s.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        let fitted = sizeThatFits(targetSize)
        return CGSize(width: constrainedLength(horizontal: true) ?? fitted.width,
                      height: constrainedLength(horizontal: false) ?? fitted.height)
    }

    /// The fitting size with fitting priorities: as `systemLayoutSizeFitting(_:)`,
    /// with a required priority keeping that axis of `targetSize`.
    open func systemLayoutSizeFitting(_ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority,
                                      verticalFittingPriority vertical: UILayoutPriority) -> CGSize {
        let fitting = systemLayoutSizeFitting(targetSize)
        return CGSize(width: horizontal == .required ? targetSize.width : fitting.width,
                      height: vertical == .required ? targetSize.height : fitting.height)
    }

    /// Updates the view's constraints: called by `updateConstraintsIfNeeded()`
    /// after `setNeedsUpdateConstraints()`; override to change constraints in one place.
    open func updateConstraints() {}

    /// The safe area's insets: where the status bar (a window's top 20
    /// points) and a container's bars cover the view, plus controllers'
    /// `additionalSafeAreaInsets`; zero in no window (UIView+SafeArea.swift).
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }

    /// Called when the safe area changed: after the view entered or left a
    /// window, a container's bars showed or hid, or additional insets changed.
    open func safeAreaInsetsDidChange() {}

    /// The safe area the view last heard of (`safeAreaInsetsDidChange()`).
    var reportedSafeAreaInsets = UIEdgeInsets.zero

    /// The safe area changed (the library's own hook: a table takes its new
    /// adjusted content inset at its next layout, whatever an override of
    /// `safeAreaInsetsDidChange()` does).
    func safeAreaChangedInternally() {}

    /// The point of this view's content at its top-left corner, for its
    /// subviews' safe areas: the bounds origin (a table's content offset,
    /// read without laying the table out).
    var contentOriginForSafeArea: CGPoint { bounds.origin }

    /// The view's traits: `UITraitCollection.current` (one screen, light mode)
    /// with the interface style of the nearest override (this view, a superview, their controllers).
    open var traitCollection: UITraitCollection { UITraitCollection.inherited(by: self) }
    /// The interface style this view and its subviews show in (`.unspecified`: inherited).
    open var overrideUserInterfaceStyle = UIUserInterfaceStyle.unspecified

    /// Called when the traits change (they never do here).
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The frame's centre, in the superview's coordinates.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }

    /// Whether the view is `view` or inside it.
    open func isDescendant(of view: UIView) -> Bool {
        var current: UIView? = self
        while let v = current, v !== view { current = v.containingView }
        return current != nil
    }

    /// The view itself or the first subview, depth first, with this tag.
    open func viewWithTag(_ tag: Int) -> UIView? {
        if self.tag == tag { return self }
        for view in subviews {
            if let found = view.viewWithTag(tag) { return found }
        }
        return nil
    }

    /// Adds a subview at a position among the others (0: at the back).
    open func insertSubview(_ view: UIView, at index: Int) {
        attach(view, at: index)
    }

    /// Takes `view` from its old superview and puts it among the subviews at
    /// `index` (clamped: `.max` is on top).
    private func attach(_ view: UIView, at index: Int) {
        // A subview put elsewhere among its siblings is moved, not removed and added.
        let moving = view.superviewStorage === self
        var first: UIView?
        if moving { subviews.removeAll { $0 === view } } else { first = view.detachFromSuperview() }
        subviews.insert(view, at: min(max(index, 0), subviews.count))
        view.superviewStorage = self
        // A first responder moved within its window stays first; moved out of it, it resigns (as UIKit does on a window change).
        if let first, first.window == nil { first.resignForced() }
        if !moving {
            // UIKit lays out a view added, and the view it is added to.
            setNeedsLayout()
            view.setNeedsLayout()
            didAddSubview(view)
            if view.owningController != nil { UIViewController.viewDidEnterSuperview(view) }
            if window != nil { view.safeAreaContextChanged() }
        }
    }

    /// Moves a subview in front of the others.
    open func bringSubviewToFront(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.append(subviews.remove(at: i))
    }

    /// Moves a subview behind the others.
    open func sendSubviewToBack(_ view: UIView) {
        guard let i = subviews.firstIndex(where: { $0 === view }) else { return }
        subviews.insert(subviews.remove(at: i), at: 0)
    }

    /// Resizes the view to `sizeThatFits(_:)` of its current size (which,
    /// with no fonts or constraints to measure by, is the current size
    /// unless a subclass overrides `sizeThatFits`).
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }
}
