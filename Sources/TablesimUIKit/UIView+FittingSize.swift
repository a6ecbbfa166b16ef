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
        var edges: [ObjectIdentifier: EdgeSolution] = [:]
        for view in placed {
            var solution = EdgeSolution()
            if let length = view.constrainedLength(horizontal: horizontal, depth: depth + 1) { _ = solution.set(lengthAttribute, length) }
            edges[ObjectIdentifier(view)] = solution
        }
        var progress = true, passes = 0
        while progress && passes < 4 {
            progress = false
            passes += 1
            for c in all {
                if let view = c.firstItem as? UIView, var solution = edges[ObjectIdentifier(view)],
                   let other = startOrSolved(c.secondItem, c.secondAttribute, edges), c.secondItem != nil,
                   solution.set(c.firstAttribute, other * c.multiplier + c.constant) {
                    edges[ObjectIdentifier(view)] = solution
                    progress = true
                }
                if let view = c.secondItem as? UIView, c.multiplier != 0, var solution = edges[ObjectIdentifier(view)],
                   let other = startOrSolved(c.firstItem, c.firstAttribute, edges),
                   solution.set(c.secondAttribute, (other - c.constant) / c.multiplier) {
                    edges[ObjectIdentifier(view)] = solution
                    progress = true
                }
            }
        }
        // This view's trailing (bottom) edge, pinned to a solved subview edge.
        for c in all where c.multiplier == 1 {
            if c.firstItem === self, let end = endInset(c.firstAttribute), let value = solved(c.secondItem, c.secondAttribute, edges) {
                return value + c.constant + end
            }
            if c.secondItem === self, let end = endInset(c.secondAttribute), let value = solved(c.firstItem, c.firstAttribute, edges) {
                return value - c.constant + end
            }
        }
        return nil
    }

    /// This view's leading (top) edge, 0 (its margin's, the margin), or a solved subview attribute.
    private func startOrSolved(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute,
                               _ edges: [ObjectIdentifier: EdgeSolution]) -> CGFloat? {
        if item === self {
            switch attribute {
            case .top, .leading, .left: return 0
            case .topMargin: return layoutMargins.top
            case .leadingMargin, .leftMargin: return layoutMargins.left
            default: return nil
            }
        }
        return solved(item, attribute, edges)
    }

    private func solved(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute,
                        _ edges: [ObjectIdentifier: EdgeSolution]) -> CGFloat? {
        guard let view = item as? UIView, let solution = edges[ObjectIdentifier(view)] else { return nil }
        return solution.value(of: attribute)
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
