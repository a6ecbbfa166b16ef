import Foundation

/// Scrolling (ENGINE.md §8): the offset range, continuous drags, programmatic jumps, scrollToRow.
extension TableView {
    /// `UITableView.ScrollPosition`
    public enum ScrollPosition: String, CaseIterable, Sendable {
        case top, middle, bottom, none
    }

    /// The least offset: `-contentInset.top`.
    /// - Complexity: O(1)
    public var minOffset: Double { -insets.top }

    /// The greatest offset; with an auto-hiding table header at least `Ht - contentInset.top`.
    /// - Complexity: O(1)
    public var maxOffset: Double {
        let top = insets.top
        var result = max(-top, contentHeight + insets.bottom - viewportHeight)
        if let header = headerView, header.autohides {
            result = max(result, header.height - top)
        }
        return result
    }

    /// The content offset y.
    /// - Complexity: O(1)
    public var contentOffset: Double {
        layoutIfNeeded()
        return offset
    }

    /// `setContentOffset(_:animated: false)`: exactly as given, even out of
    /// range, in one jump with one layout pass at the destination.
    /// - Complexity: O(log n + v) for v rows visible before and after.
    public func setContentOffset(_ y: Double) throws {
        try refuseChangeWhileCallingOut()
        guard y.isFinite else { throw TableError.invalidLength("the offset must be a finite number") }
        layoutIfNeeded()
        offset = y
        layoutPass(at: y, approach: .exact)
        checkInvariants()
    }

    /// The user drags the content by `distance` points (positive shows later
    /// rows) without lifting the finger. The offset is clamped into range; rows
    /// enter and leave in the order their thresholds are crossed.
    /// - Complexity: O((k + 1) log n) for k rows crossed.
    public func drag(by distance: Double) throws {
        try refuseChangeWhileCallingOut()
        guard distance.isFinite else { throw TableError.invalidLength("a drag distance must be a finite number") }
        layoutIfNeeded()
        fingerDown = true
        move(to: min(max(offset + distance, minOffset), maxOffset))
        checkInvariants()
    }

    /// The user lifts the finger: an auto-hiding table header half shown snaps
    /// shown or hidden (ENGINE.md §5), animated like a drag.
    /// - Complexity: O(1), or as `drag(by:)` when the table header snaps.
    public func endDragging() {
        layoutIfNeeded()
        if isCallingOut { return }
        guard fingerDown else { return }
        fingerDown = false
        guard let header = tableHeaderView, header.autohides else { return }
        let t = offset + contentInset.top
        guard t > 0, t < header.height else { return }
        let target = t < header.height / 2 ? 0 : header.height
        move(to: target - contentInset.top)
        checkInvariants()
    }

    /// A drag followed by lifting the finger.
    /// - Complexity: O((k + 1) log n) for k rows crossed, as `drag(by:)`.
    public func scroll(by distance: Double) throws {
        try drag(by: distance)
        endDragging()
    }

    /// Whether the table header view is fully scrolled out of sight (`t >= Ht`).
    /// - Complexity: O(1)
    public var isTableHeaderHidden: Bool {
        guard let header = tableHeaderView else { return true }
        return contentOffset + contentInset.top >= header.height
    }

    /// `scrollToRow(at:at:animated: false)` (ENGINE.md §8): one jump.
    /// - Complexity: O(log n)
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition) throws {
        try refuseChangeWhileCallingOut()
        layoutIfNeeded()
        let s = indexPath.section, r = indexPath.row
        guard s >= 0, s < store.sectionCount else {
            throw TableError.scrollOutOfBounds("section (\(s)) beyond bounds (\(store.sectionCount)).")
        }
        guard r >= 0, r < store.rowCount(s) else {
            throw TableError.scrollOutOfBounds("row (\(r)) beyond bounds (\(store.rowCount(s))) for section (\(s)).")
        }
        let rowRect = try rectForRow(at: indexPath)
        let minY = Double(rowRect.minY), maxY = Double(rowRect.maxY)
        let pinned = style == .plain ? FixedPoint.points(headerViewHeight(s)) : 0
        let top = contentInset.top, bottomInset = contentInset.bottom
        func offsetFor(_ position: ScrollPosition) -> Double {
            switch position {
            case .top: return minY - top - pinned
            case .middle: return (minY + maxY) / 2 - (top + viewportHeight - bottomInset) / 2
            case .bottom: return maxY - viewportHeight + bottomInset
            case .none:
                let visibleTop = offset + top + pinned, visibleBottom = offset + viewportHeight - bottomInset
                if minY >= visibleTop && maxY <= visibleBottom { return offset }
                return minY < visibleTop ? offsetFor(.top) : offsetFor(.bottom)
            }
        }
        let target = min(max(offsetFor(position), minOffset), maxOffset)
        offset = target
        layoutPass(at: target, approach: .exact)
        checkInvariants()
    }

    /// Moves the offset continuously to `target`, running a layout pass at every
    /// threshold crossed on the way and one at the destination.
    func move(to target: Double) {
        let end = storeY(target)
        let down = target > offset
        if target != offset {
            var x = storeY(offset)
            // The finger has just left the start: a row touching the edge the
            // content moves towards enters now, before any other threshold
            // (§8: rows enter and leave in the order their thresholds are crossed).
            layoutPass(atStoreY: x, approach: down ? .movingDown : .movingUp)
            while let e = nextThreshold(from: x, down: down), down ? e < end : e > end {
                // At one offset, rows leaving go before rows entering (§8): standing
                // exactly at e first, then just past it. So a drag stopped at e and
                // resumed gives the same cells as one that passes it, although a
                // pass binds entering rows before pooling leaving cells (§12.5).
                layoutPass(atStoreY: e, approach: .exact)
                layoutPass(atStoreY: e, approach: down ? .movingDown : .movingUp)
                x = e
            }
        }
        offset = target
        layoutPass(atStoreY: end, approach: .exact)
    }

    /// The next store y past `x` (in the direction of motion) at which a row
    /// starts or stops overlapping the viewport.
    /// - Complexity: O(log n)
    func nextThreshold(from x: Fixed, down: Bool) -> Fixed? {
        let height = viewportHeightFixed
        let total = store.totalRows
        guard total > 0 else { return nil }
        var best: Fixed?
        func consider(_ y: Fixed) {
            guard down ? y > x : y < x else { return }
            if let b = best { best = down ? min(b, y) : max(b, y) } else { best = y }
        }
        // The rows asked about are where the cursors just landed: their extents
        // are read from the cursors, not searched for.
        if down {
            if let first = store.firstRow(bottomAfter: x, cursor: &topCursor) {
                consider(store.rowExtent(global: first, near: topCursor).bottom)
            }
            let next = (store.lastRow(topBefore: x + height, inclusive: true, cursor: &bottomCursor) ?? -1) + 1
            if next < total { consider(store.rowExtent(global: next, near: bottomCursor).top - height) }
        } else {
            let previous = (store.firstRow(bottomAfter: x, inclusive: true, cursor: &topCursor) ?? total) - 1
            if previous >= 0 { consider(store.rowExtent(global: previous, near: topCursor).bottom) }
            if let last = store.lastRow(topBefore: x + height, cursor: &bottomCursor) {
                consider(store.rowExtent(global: last, near: bottomCursor).top - height)
            }
        }
        return best
    }
}
