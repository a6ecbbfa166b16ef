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
}

extension UIView: UILayoutAnchorsProviding {}

extension UIView {
    /// The size `intrinsicContentSize` gives on an axis with no size of its own.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size: for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingCompressedSize = CGSize.zero
    /// A size larger than any screen: for `systemLayoutSizeFitting(_:)`.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

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

    private func ownGuide(_ slot: ReferenceWritableKeyPath<AutoLayoutState, UILayoutGuide?>,
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

    /// The constraints added to the view with `addConstraint(_:)`.
    public var constraints: [NSLayoutConstraint] { autoLayout?.constraints ?? [] }

    /// Adds and activates a constraint (the older API; `isActive` is the usual one).
    public func addConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = true
        if !layoutState.constraints.contains(where: { $0 === constraint }) { layoutState.constraints.append(constraint) }
    }

    /// Adds and activates constraints.
    public func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { addConstraint(constraint) }
    }

    /// Removes and deactivates a constraint added to the view.
    public func removeConstraint(_ constraint: NSLayoutConstraint) {
        constraint.isActive = false
        autoLayout?.constraints.removeAll { $0 === constraint }
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
