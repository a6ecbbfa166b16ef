import Foundation

/// A view that arranges its views in a row or a column (UIKit's
/// `UIStackView`): each arranged view is a subview, as in UIKit, and the
/// stack view places them at its layout pass, as far as their lengths are
/// known here (UIStackView+Arrangement.swift).
@preconcurrency @MainActor
open class UIStackView: UIView {
    /// How arranged views are sized along the axis (UIKit's raw values).
    public enum Distribution: Int, Sendable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How arranged views are placed across the axis (UIKit's raw values).
    public enum Alignment: Int, Sendable {
        case fill, leading, firstBaseline, center, trailing, lastBaseline
        public static let top = Alignment.leading
        public static let bottom = Alignment.trailing
    }

    /// UIKit's spacing meaning "the system's spacing" (`UIStackView.spacingUseSystem`).
    public static let spacingUseSystem = -Double.greatestFiniteMagnitude

    /// The views arranged, in order.
    public private(set) var arrangedSubviews: [UIView] = []
    open var axis = NSLayoutConstraint.Axis.horizontal
    open var distribution = Distribution.fill
    open var alignment = Alignment.fill
    open var spacing: CGFloat = 0
    /// Whether the arrangement is inside the layout margins (kept).
    open var isLayoutMarginsRelativeArrangement = false
    /// Whether baselines are measured from the views' bounds (kept).
    open var isBaselineRelativeArrangement = false
    private var customSpacing: [ObjectIdentifier: CGFloat] = [:]

    /// A stack of views (each becomes a subview).
    public convenience init(arrangedSubviews views: [UIView]) {
        self.init(frame: .zero)
        for view in views { addArrangedSubview(view) }
    }

    /// Adds a view at the end of the arrangement (and as a subview, if it is not one).
    open func addArrangedSubview(_ view: UIView) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts a view into the arrangement at an index (clamped to the arrangement).
    open func insertArrangedSubview(_ view: UIView, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        if view.superview !== self { addSubview(view) }
        setNeedsLayout()
    }

    /// Takes a view out of the arrangement; it stays a subview, as in UIKit.
    open func removeArrangedSubview(_ view: UIView) {
        arrangedSubviews.removeAll { $0 === view }
        customSpacing[ObjectIdentifier(view)] = nil
        setNeedsLayout()
    }

    /// Sets the spacing after one arranged view.
    open func setCustomSpacing(_ spacing: CGFloat, after view: UIView) {
        customSpacing[ObjectIdentifier(view)] = spacing
    }

    /// The spacing after an arranged view: its custom spacing, else `spacing`.
    open func customSpacing(after view: UIView) -> CGFloat {
        customSpacing[ObjectIdentifier(view)] ?? spacing
    }

    /// A subview removed from the stack view leaves the arrangement too.
    open override func willRemoveSubview(_ subview: UIView) {
        super.willRemoveSubview(subview)
        removeArrangedSubview(subview)
    }

    /// Places the constrained subviews, then the arranged views.
    open override func layoutSubviews() {
        super.layoutSubviews()
        arrangeViews()
    }
}
