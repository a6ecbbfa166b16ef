import Foundation

/// The part of Auto Layout that places views by their edges: a superview's
/// layout pass (the default `layoutSubviews()`) gives each subview that does
/// not translate its autoresizing mask (`translatesAutoresizingMaskIntoConstraints
/// = false`) the frame its active `.equal` constraints fix, edge by edge,
/// against the superview, its layout guides (safe area, margins), siblings
/// already placed, and constants. Inequalities, priorities and content sizes
/// are not solved: an axis the constraints do not fix keeps its frame
/// (docs/LIBRARY.md).
extension UIView {
    /// Places the constrained subviews: a few passes over the constraints,
    /// so that a view pinned to a sibling follows what the sibling's
    /// constraints fixed, then each takes its frame once.
    /// - Complexity: O(p · c) for p passes (at most 4) and c constraints held
    ///   by this view and by its constrained subviews.
    func placeConstrainedSubviews() {
        let placed = subviews.filter { !$0.translatesAutoresizingMaskIntoConstraints }
        guard !placed.isEmpty else { return }
        let constraints = (constraints + placed.flatMap(\.constraints)).filter { $0.isActive && $0.relation == .equal }
        guard !constraints.isEmpty else { return }
        var solver = ConstraintSolver(placed: placed)
        solver.solve(constraints) { value(of: $0, $1) }
        for view in placed { view.take(solver.solution(of: view)) }
    }

    /// An attribute of this view (its bounds), of one of its layout guides,
    /// or of a subview its constraints do not place (its frame), in this
    /// view's coordinates; nil for anything else.
    private func value(of item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        if let view = item as? UIView {
            if view === self { return attribute.value(in: CGRect(origin: .zero, size: bounds.size), margins: layoutMargins) }
            guard view.superview === self else { return nil }
            return attribute.value(in: view.frame, margins: view.layoutMargins)
        }
        if let guide = item as? UILayoutGuide, let owner = guide.owningView {
            let frame = guide.layoutFrame
            if owner === self { return attribute.value(in: frame, margins: .zero) }
            guard owner.superview === self else { return nil }
            return attribute.value(in: frame.offsetBy(dx: owner.frame.minX, dy: owner.frame.minY), margins: .zero)
        }
        return nil
    }

    /// Takes the frame its constraints fix, axis by axis (an axis they do not fix keeps its place and length).
    private func take(_ solution: (x: EdgeSolution, y: EdgeSolution)?) {
        guard let solution else { return }
        let x = solution.x.span(current: (frame.minX, frame.width))
        let y = solution.y.span(current: (frame.minY, frame.height))
        let fixed = CGRect(x: x.start, y: y.start, width: max(0, x.length), height: max(0, y.length))
        if fixed != frame { frame = fixed }
    }
}

/// The edges `.equal` constraints fix for a view's constrained subviews, the
/// one solver of a layout pass (`placeConstrainedSubviews`) and of a fitting
/// size (`constrainedLength(horizontal:)`), which differ only in what they
/// know outside the subviews.
@MainActor
struct ConstraintSolver {
    private var edges: [ObjectIdentifier: (x: EdgeSolution, y: EdgeSolution)] = [:]

    init(placed: [UIView]) {
        for view in placed { edges[ObjectIdentifier(view)] = (EdgeSolution(), EdgeSolution()) }
    }

    /// What the constraints fixed for `view`, nil for a view not placed here.
    func solution(of view: UIView) -> (x: EdgeSolution, y: EdgeSolution)? { edges[ObjectIdentifier(view)] }

    /// An attribute of a placed view, once what is fixed decides it.
    func value(of view: UIView, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        guard let solution = edges[ObjectIdentifier(view)] else { return nil }
        return attribute.isHorizontal ? solution.x.value(of: attribute) : solution.y.value(of: attribute)
    }

    /// Records an attribute of a placed view (the first value wins); true when it is new.
    mutating func set(_ view: UIView, _ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat) -> Bool {
        let key = ObjectIdentifier(view)
        guard var solution = edges[key] else { return false }
        let changed = attribute.isHorizontal ? solution.x.set(attribute, value) : solution.y.set(attribute, value)
        if changed { edges[key] = solution }
        return changed
    }

    /// A few passes over `constraints` (at most 4), so that a view pinned to
    /// a sibling follows what the sibling's constraints fixed: a constraint
    /// fixes a placed view's attribute from its other side, a placed view's
    /// solved attribute or what `known` says of anything else; a width or
    /// height constraint to nothing fixes its constant.
    /// - Complexity: O(p · c) for p passes and c constraints.
    mutating func solve(_ constraints: [NSLayoutConstraint],
                        known: (AnyObject?, NSLayoutConstraint.Attribute) -> CGFloat?) {
        func other(_ item: AnyObject?, _ attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
            if let view = item as? UIView, edges[ObjectIdentifier(view)] != nil { return value(of: view, attribute) }
            return known(item, attribute)
        }
        var progress = true, passes = 0
        while progress && passes < 4 {
            progress = false
            passes += 1
            for c in constraints {
                if let view = c.firstItem as? UIView, edges[ObjectIdentifier(view)] != nil {
                    if c.secondItem == nil {
                        if c.firstAttribute == .width || c.firstAttribute == .height, set(view, c.firstAttribute, c.constant) { progress = true }
                    } else if let value = other(c.secondItem, c.secondAttribute),
                              set(view, c.firstAttribute, value * c.multiplier + c.constant) {
                        progress = true
                    }
                }
                if let view = c.secondItem as? UIView, c.multiplier != 0, edges[ObjectIdentifier(view)] != nil,
                   let value = other(c.firstItem, c.firstAttribute), set(view, c.secondAttribute, (value - c.constant) / c.multiplier) {
                    progress = true
                }
            }
        }
    }
}

/// What the constraints fixed on one axis of a view: its leading edge, its
/// trailing edge, its centre and its length (the first value for each wins).
struct EdgeSolution {
    var start: CGFloat?
    var end: CGFloat?
    var center: CGFloat?
    var length: CGFloat?

    /// Records a value; true when it is new.
    mutating func set(_ attribute: NSLayoutConstraint.Attribute, _ value: CGFloat) -> Bool {
        switch attribute {
        case .left, .leading, .top: return fill(&start, value)
        case .right, .trailing, .bottom: return fill(&end, value)
        case .centerX, .centerY: return fill(&center, value)
        case .width, .height: return fill(&length, value)
        default: return false
        }
    }

    private func fill(_ slot: inout CGFloat?, _ value: CGFloat) -> Bool {
        guard slot == nil, value.isFinite else { return false }
        slot = value
        return true
    }

    /// An edge, the centre or the length, when what is fixed decides it (nil
    /// otherwise, and for margins and baselines).
    func value(of attribute: NSLayoutConstraint.Attribute) -> CGFloat? {
        let low = start ?? end.flatMap { e in length.map { e - $0 } } ?? center.flatMap { c in length.map { c - $0 / 2 } }
        let size = length ?? start.flatMap { s in end.map { $0 - s } }
        switch attribute {
        case .left, .leading, .top: return low
        case .right, .trailing, .bottom: return end ?? low.flatMap { l in size.map { l + $0 } }
        case .centerX, .centerY: return center ?? low.flatMap { l in size.map { l + $0 / 2 } }
        case .width, .height: return size
        default: return nil
        }
    }

    /// The start and length these fix, the current ones where they do not.
    func span(current: (start: CGFloat, length: CGFloat)) -> (start: CGFloat, length: CGFloat) {
        if let start, let end { return (start, end - start) }
        if let start, let length { return (start, length) }
        if let end, let length { return (end - length, length) }
        if let center, let length { return (center - length / 2, length) }
        if let center { return (center - current.length / 2, current.length) }
        if let start { return (start, current.length) }
        if let end { return (end - current.length, current.length) }
        if let length { return (current.start, length) }
        return current
    }
}

extension NSLayoutConstraint.Attribute {
    var isHorizontal: Bool {
        switch self {
        case .left, .right, .leading, .trailing, .width, .centerX, .leftMargin, .rightMargin, .leadingMargin,
             .trailingMargin, .centerXWithinMargins: return true
        default: return false
        }
    }

    /// The attribute's value on a rectangle (left to right), its margins inset for the margin attributes.
    func value(in r: CGRect, margins m: UIEdgeInsets) -> CGFloat? {
        switch self {
        case .left, .leading: return r.minX
        case .right, .trailing: return r.maxX
        case .top: return r.minY
        case .bottom: return r.maxY
        case .width: return r.width
        case .height: return r.height
        case .centerX: return r.midX
        case .centerY: return r.midY
        case .leftMargin, .leadingMargin: return r.minX + m.left
        case .rightMargin, .trailingMargin: return r.maxX - m.right
        case .topMargin: return r.minY + m.top
        case .bottomMargin: return r.maxY - m.bottom
        case .centerXWithinMargins: return (r.minX + m.left + r.maxX - m.right) / 2
        case .centerYWithinMargins: return (r.minY + m.top + r.maxY - m.bottom) / 2
        case .lastBaseline, .firstBaseline, .notAnAttribute: return nil
        }
    }
}
