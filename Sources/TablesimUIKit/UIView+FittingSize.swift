import Foundation

/// The fitting size Auto Layout gives a view from its constraints, where
/// they fix it (`systemLayoutSizeFitting(_:)`): its known length (the one a
/// stack view uses: its own `.equal` constant, an aspect ratio to one, its
/// intrinsic size), or, on each axis, a chain of `.equal` constraints from
/// its leading (top) edge through its constrained subviews, whose lengths
/// are their own fitted lengths, to its trailing (bottom) edge. A label is
/// not measured (it has no intrinsic size here), so a chain through one
/// leaves the axis to `sizeThatFits(_:)`, the current size (docs/LIBRARY.md).
extension UIView {
    /// The length the constraints give this view on one axis, when they fix it.
    /// - Complexity: O(d · p · c) for d levels of nested constrained views,
    ///   p passes (at most 4) and c constraints at each level.
    func constrainedLength(horizontal: Bool, depth: Int = 0) -> CGFloat? {
        guard depth < 8 else { return nil }
        if let known = knownLength(horizontal: horizontal) { return known }
        let lengthAttribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let placed = subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        guard !placed.isEmpty else { return nil }
        let all = (constraints + placed.flatMap(\.constraints)).filter {
            $0.isActive && $0.relation == .equal && $0.firstAttribute.isHorizontal == horizontal
        }
        var solver = ConstraintSolver(placed: placed)
        for view in placed {
            if let length = view.constrainedLength(horizontal: horizontal, depth: depth + 1) { _ = solver.set(view, lengthAttribute, length) }
        }
        solver.solve(all) { item, attribute in item === self ? startEdge(attribute) : nil }
        // This view's trailing (bottom) edge, pinned to a solved subview edge.
        func solved(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
            (item as? UIView).flatMap { solver.value(of: $0, attribute) }
        }
        for c in all where c.multiplier == 1 {
            if c.firstItem === self, let end = endInset(c.firstAttribute), let value = solved(c.secondItem, c.secondAttribute) {
                return value + c.constant + end
            }
            if c.secondItem === self, let end = endInset(c.secondAttribute), let value = solved(c.firstItem, c.firstAttribute) {
                return value - c.constant + end
            }
        }
        return nil
    }

    /// This view's leading (top) edge, 0, or its margin's, the margin: all a
    /// fitting size knows of the view before its length.
    private func startEdge(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        switch attribute {
        case .top, .leading, .left: return 0
        case .topMargin: return layoutMargins.top
        case .leadingMargin, .leftMargin: return layoutMargins.left
        default: return nil
        }
    }

    /// How far this view's trailing (bottom) edge is beyond an attribute pinned to it: 0 for the edge, the margin for its margin.
    private func endInset(_ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        switch attribute {
        case .bottom, .trailing, .right: return 0
        case .bottomMargin: return layoutMargins.bottom
        case .trailingMargin, .rightMargin: return layoutMargins.right
        default: return nil
        }
    }
}
