import Foundation

/// What the Auto Layout API keeps for a view (see AutoLayout.swift).
@MainActor
final class AutoLayoutState {
    var constraints: [NSLayoutConstraint] = []
    var guides: [UILayoutGuide] = []
    /// Content hugging and compression resistance, horizontal then vertical.
    var hugging = [UILayoutPriority.defaultLow, .defaultLow]
    var compressionResistance = [UILayoutPriority.defaultHigh, .defaultHigh]
    var needsUpdateConstraints = false
    var marginsGuide: UILayoutGuide?
    var safeAreaGuide: UILayoutGuide?
    var readableGuide: UILayoutGuide?
    /// A scroll view's frame and content guides.
    var frameGuide: UILayoutGuide?
    var contentGuide: UILayoutGuide?
    var keyboardGuide: UIKeyboardLayoutGuide?
}

extension UIView: UILayoutAnchorsProviding {}

extension UIView {
    /// The size `intrinsicContentSize` gives on an axis with no size of its own.
    public nonisolated static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size: for `systemLayoutSizeFitting(_:)`.
    public nonisolated static let layoutFittingCompressedSize = CGSize.zero
    /// A size larger than any screen: for `systemLayoutSizeFitting(_:)`.
    public nonisolated static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    var layoutState: AutoLayoutState {
        if let state = autoLayout { return state }
        let state = AutoLayoutState()
        autoLayout = state
        return state
    }

    public var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .firstBaseline) }
    public var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .lastBaseline) }

    /// The guide of the view's bounds less its `layoutMargins` (the same object each time).
    public var layoutMarginsGuide: UILayoutGuide {
        ownGuide(\.marginsGuide) { $0.layoutMargins }
    }

    /// The guide of the view's safe area: its bounds less `safeAreaInsets`.
    public var safeAreaLayoutGuide: UILayoutGuide {
        ownGuide(\.safeAreaGuide) { $0.safeAreaInsets }
    }

    /// The guide of a readable text width: the margins here (UIKit's width depends on fonts).
    public var readableContentGuide: UILayoutGuide {
        ownGuide(\.readableGuide) { $0.layoutMargins }
    }

    /// The guide of the space the keyboard takes (iOS 15): from the
    /// keyboard's top to the view's foot while the keyboard shows over the
    /// view; otherwise the strip of the bottom safe-area inset at its foot,
    /// as UIKit places it then. The view lays out again when the keyboard
    /// shows or hides.
    public var keyboardLayoutGuide: UIKeyboardLayoutGuide {
        if let guide = layoutState.keyboardGuide { return guide }
        let guide = UIKeyboardLayoutGuide { view in
            let usesSafeArea = view.layoutState.keyboardGuide?.usesBottomSafeArea ?? true
            var top = view.bounds.height - (usesSafeArea ? view.safeAreaInsets.bottom : 0)
            if let keyboard = Keyboard.frame, view.window != nil {
                top = min(top, max(0, view.convert(keyboard.origin, from: nil).y - view.bounds.minY))
            }
            return UIEdgeInsets(top: top, left: 0, bottom: 0, right: 0)
        }
        guide.owningView = self
        layoutState.keyboardGuide = guide
        Keyboard.guidedViews.append(Weak(value: self))
        return guide
    }

    /// The view's own guide in `slot`, made once, whose frame is the bounds less `inset`.
    func ownGuide(_ slot: ReferenceWritableKeyPath<AutoLayoutState, UILayoutGuide?>,
                          inset: @escaping (UIView) -> UIEdgeInsets) -> UILayoutGuide {
        if let guide = layoutState[keyPath: slot] { return guide }
        let guide = UILayoutGuide(inset: inset)
        guide.owningView = self
        layoutState[keyPath: slot] = guide
        return guide
    }

    /// The layout guides added to the view.
    public var layoutGuides: [UILayoutGuide] { autoLayout?.guides ?? [] }

    /// Adds a layout guide (its frame is the view's bounds).
    public func addLayoutGuide(_ guide: UILayoutGuide) {
        guide.owningView?.removeLayoutGuide(guide)
        guide.owningView = self
        layoutState.guides.append(guide)
    }

    /// Removes a layout guide the view has.
    public func removeLayoutGuide(_ guide: UILayoutGuide) {
        guard guide.owningView === self else { return }
        layoutState.guides.removeAll { $0 === guide }
        guide.owningView = nil
    }

    /// The active constraints the view holds: added with `addConstraint(_:)`,
    /// or activated with this view as their items' closest common ancestor.
    public var constraints: [NSLayoutConstraint] { autoLayout?.constraints ?? [] }

    /// Adds and activates a constraint (the older API; `isActive` is the usual one).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        if constraint.holder !== self {
            constraint.holder?.uninstall(constraint)
            constraint.holder = self
            layoutState.constraints.append(constraint)
        }
        constraint.isActive = true
    }

    /// Files an activated constraint with its items' closest common
    /// ancestor; false (after UIKit's exception) when they have none.
    static func install(_ constraint: NSLayoutConstraint) -> Bool {
        guard constraint.holder == nil else { return true }
        let first = layoutView(of: constraint.firstItem), second = layoutView(of: constraint.secondItem)
        var holder = first
        if let second {
            holder = nil
            var ancestor = first
            while let candidate = ancestor, holder == nil {
                if second.isDescendant(of: candidate) { holder = candidate }
                ancestor = candidate.containingView
            }
        }
        guard let holder else {
            UIKitException.raise(.genericException, "Unable to activate constraint with anchors \(anchorDescription(constraint.firstItem, constraint.firstAttribute)) and \(anchorDescription(constraint.secondItem, constraint.secondAttribute)) because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
            return false
        }
        constraint.holder = holder
        holder.layoutState.constraints.append(constraint)
        return true
    }

    /// A constraint this view holds changed: it and its superview lay out again.
    func setNeedsLayoutAround() {
        setNeedsLayout()
        superview?.setNeedsLayout()
    }

    /// Takes a constraint out of the view's `constraints`.
    func uninstall(_ constraint: NSLayoutConstraint) {
        autoLayout?.constraints.removeAll { $0 === constraint }
        if constraint.holder === self { constraint.holder = nil }
    }

    /// The view an item stands for: itself, or a layout guide's owning view.
    private static func layoutView(of item: AnyObject?) -> UIView? {
        (item as? UIView) ?? (item as? UILayoutGuide)?.owningView
    }

    /// An anchor as UIKit's message shows it: `<NSLayoutXAxisAnchor:0x… "UILabel:0x….leading">`
    /// (the addresses are the item's).
    private static func anchorDescription(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> String {
        let kind: String
        switch attribute {
        case .width, .height: kind = "NSLayoutDimension"
        case .top, .bottom, .centerY, .firstBaseline, .lastBaseline, .topMargin, .bottomMargin, .centerYWithinMargins:
            kind = "NSLayoutYAxisAnchor"
        default: kind = "NSLayoutXAxisAnchor"
        }
        let name = item.map { String(reflecting: type(of: $0)).replacingOccurrences(of: "TablesimUIKit.", with: "") } ?? "nil"
        let address = item.map { String(UInt(bitPattern: ObjectIdentifier($0).hashValue), radix: 16) } ?? "0"
        return "<\(kind):0x\(address) \"\(name):0x\(address).\(String(describing: attribute))\">"
    }

    /// Adds and activates constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes and deactivates a constraint added to the view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        guard constraint.holder === self else { return }
        constraint.isActive = false
    }

    /// Removes and deactivates constraints.
    public func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraint(constraint) }
    }

    /// How strongly the view resists growing past its intrinsic size on an axis (250 by default).
    public func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.hugging[axis.rawValue] ?? .defaultLow
    }

    public func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.hugging[axis.rawValue] = priority
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis (750 by default).
    public func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        autoLayout?.compressionResistance[axis.rawValue] ?? .defaultHigh
    }

    public func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        layoutState.compressionResistance[axis.rawValue] = priority
    }

    /// Marks the view's constraints as needing `updateConstraints()`.
    public func setNeedsUpdateConstraints() { layoutState.needsUpdateConstraints = true }

    /// Whether `updateConstraints()` is pending.
    public func needsUpdateConstraints() -> Bool { autoLayout?.needsUpdateConstraints ?? false }

    /// Runs `updateConstraints()` now if it is pending, for the view's subviews first.
    public func updateConstraintsIfNeeded() {
        for view in subviews { view.updateConstraintsIfNeeded() }
        guard let state = autoLayout, state.needsUpdateConstraints else { return }
        state.needsUpdateConstraints = false
        updateConstraints()
    }

    /// Tells the view its intrinsic size changed (nothing is solved, so nothing follows).
    public func invalidateIntrinsicContentSize() {}
}
