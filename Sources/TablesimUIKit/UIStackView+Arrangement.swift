import Foundation

/// The arrangement a stack view's constraints make, for the lengths that
/// can be known here: at its layout pass the stack view places its arranged
/// views (the hidden ones left out) in a row or a column, `spacing` (or a
/// custom spacing) apart, inside its margins when
/// `isLayoutMarginsRelativeArrangement`. A view's length along the axis is
/// the constant of its own `.equal` width or height constraint, else its
/// intrinsic content size, else open. `.fillEqually` gives every view the
/// same length; the other distributions give the open views the room left,
/// shared among those that hug least (this library's reading: UIKit gives
/// it to one of them, and labels are not measured here). Across the axis,
/// `.fill` stretches the views; the other alignments keep their known
/// lengths (or the current ones) at the start, the centre or the end.
extension UIStackView {
    /// Places the arranged views (after the constrained subviews, as `super` does).
    /// - Complexity: O(n · c) for n arranged views and c constraints each holds.
    func arrangeViews() {
        let views = arrangedSubviews.filter { !$0.isHidden }
        guard !views.isEmpty else { return }
        let box = isLayoutMarginsRelativeArrangement
            ? CGRect(origin: .zero, size: bounds.size).inset(by: layoutMargins) : CGRect(origin: .zero, size: bounds.size)
        let horizontal = axis == .horizontal
        let room = horizontal ? box.width : box.height
        let gaps = views.dropLast().reduce(CGFloat(0)) { $0 + customSpacing(after: $1) }
        let lengths = alongLengths(views, available: max(0, room - gaps), horizontal: horizontal)
        var position = horizontal ? box.minX : box.minY
        for (view, length) in zip(views, lengths) {
            let cross = crossPlacement(view, in: box, horizontal: horizontal)
            view.frame = horizontal
                ? CGRect(x: position, y: cross.start, width: length, height: cross.length)
                : CGRect(x: cross.start, y: position, width: cross.length, height: length)
            position += length + customSpacing(after: view)
        }
    }

    /// Each view's length along the axis.
    private func alongLengths(_ views: [UIView], available: CGFloat, horizontal: Bool) -> [CGFloat] {
        if distribution == .fillEqually { return views.map { _ in available / CGFloat(views.count) } }
        let known = views.map { $0.knownLength(horizontal: horizontal) }
        let used = known.compactMap { $0 }.reduce(0, +)
        let open = views.indices.filter { known[$0] == nil }
        guard !open.isEmpty else { return known.map { $0 ?? 0 } }
        let axis: NSLayoutConstraint.Axis = horizontal ? .horizontal : .vertical
        let least = open.map { views[$0].contentHuggingPriority(for: axis).rawValue }.min() ?? 0
        let takers = open.filter { views[$0].contentHuggingPriority(for: axis).rawValue == least }
        let share = max(0, available - used) / CGFloat(takers.count)
        return views.indices.map { known[$0] ?? (takers.contains($0) ? share : 0) }
    }

    /// Where a view goes across the axis, and how long it is there.
    private func crossPlacement(_ view: UIView, in box: CGRect, horizontal: Bool) -> (start: CGFloat, length: CGFloat) {
        let start = horizontal ? box.minY : box.minX, full = horizontal ? box.height : box.width
        if alignment == .fill { return (start, full) }
        let length = view.knownLength(horizontal: !horizontal) ?? (horizontal ? view.frame.height : view.frame.width)
        switch alignment {
        case .center: return (start + (full - length) / 2, length)
        case .trailing, .lastBaseline: return (start + full - length, length)
        default: return (start, length)
        }
    }
}

extension UIView {
    /// The view's length on an axis when it is known here: the constant of
    /// its own `.equal` width or height constraint, or one tied to its other
    /// length when that is a constant (an aspect ratio), else its intrinsic size.
    func knownLength(horizontal: Bool) -> CGFloat? {
        let attribute: NSLayoutConstraint.Attribute = horizontal ? .width : .height
        let other: NSLayoutConstraint.Attribute = horizontal ? .height : .width
        let own = constraints.filter { $0.isActive && $0.relation == .equal && $0.firstItem === self }
        if let fixed = own.first(where: { $0.firstAttribute == attribute && $0.secondItem == nil }) { return fixed.constant }
        if let tied = own.first(where: { $0.firstAttribute == attribute && $0.secondItem === self && $0.secondAttribute == other }),
           let base = own.first(where: { $0.firstAttribute == other && $0.secondItem == nil }) {
            return base.constant * tied.multiplier + tied.constant
        }
        let intrinsic = horizontal ? intrinsicContentSize.width : intrinsicContentSize.height
        return intrinsic >= 0 ? intrinsic : nil
    }
}
