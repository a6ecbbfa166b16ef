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
        guard y.isFinite else { throw TableError.invalidLength(InvalidLength(.offset)) }
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
        guard distance.isFinite else { throw TableError.invalidLength(InvalidLength(.dragDistance)) }
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
            throw TableError.scrollOutOfBounds(OutOfRange(section: s, row: nil, count: store.sectionCount))
        }
        guard r >= 0, r < store.rowCount(s) else {
            throw TableError.scrollOutOfBounds(OutOfRange(section: s, row: r, count: store.rowCount(s)))
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
    /// threshold crossed on the way and one at the destination. A move that
    /// stays between two thresholds (most scroll steps) has nothing to do:
    /// it finds that from the interval the last move recorded, in O(1).
    /// - Complexity: O(1) without a threshold crossed, else O((k + 1) log n) for k crossed.
    func move(to target: Double) {
        let end = storeY(target), start = storeY(offset)
        let steady = steadyRun(around: start)
        if let steady, steady.lo < end, end < steady.hi {
            offset = target
            return
        }
        let moved = target != offset, down = target > offset, moving: Approach = down ? .movingDown : .movingUp
        let loads = scrolling.loads
        // Where the last pass stood, and the first threshold past it.
        var last = start
        var next: Fixed?
        if moved {
            if let steady {
                // The offset is strictly between two thresholds: the rows a pass
                // would see there are the ones already committed.
                let bound = down ? steady.hi : steady.lo
                next = bound == (down ? Fixed.max : Fixed.min) ? nil : bound
            } else {
                // The finger has just left the start: a row touching the edge the
                // content moves towards enters now, before any other threshold
                // (§8: rows enter and leave in the order their thresholds are crossed).
                layoutPass(atStoreY: start, approach: moving)
                next = nextThreshold(from: start, down: down)
            }
            while let e = next, down ? e < end : e > end {
                // At one offset, rows leaving go before rows entering (§8): standing
                // exactly at e first, then just past it. So a drag stopped at e and
                // resumed gives the same cells as one that passes it, although a
                // pass binds entering rows before pooling leaving cells (§12.5).
                layoutPass(atStoreY: e, approach: .exact)
                layoutPass(atStoreY: e, approach: moving)
                last = e
                next = nextThreshold(from: e, down: down)
            }
        }
        offset = target
        // `end` strictly between `last` and `next`: the last pass (just past
        // `last`) saw what a pass at `end` would see, so none is needed, and
        // that open interval is where the next move can stop for free.
        // Header and footer views must stay the same over it too (§16).
        if moved, next != end, last != end, let key = passKey, scrolling.loads == loads,
           key.version == store.version, key.prefetching == prefetching {
            let far = next ?? (down ? Fixed.max : Fixed.min)
            let run = SteadyRun(lo: down ? last : far, hi: down ? far : last, key: key, viewport: viewportHeightFixed)
            if headerViewsStay(from: run.lo, to: run.hi) {
                scrolling.steady = run
                return
            }
        }
        scrolling.steady = nil
        layoutPass(atStoreY: end, approach: .exact)
    }

    /// The interval the last move recorded, if it still holds and `y` is inside it.
    func steadyRun(around y: Fixed) -> SteadyRun? {
        guard let steady = scrolling.steady, let key = passKey, steady.key == key, key.version == store.version,
              key.prefetching == prefetching, steady.viewport == viewportHeightFixed,
              steady.lo < y, y < steady.hi, headerViewsStay(from: steady.lo, to: steady.hi) else { return nil }
        return steady
    }

    /// The next store y past `x` (in the direction of motion) at which a row
    /// starts or stops overlapping the viewport.
    /// - Complexity: O(log n)
    func nextThreshold(from x: Fixed, down: Bool) -> Fixed? {
        let height = viewportHeightFixed
        let total = store.totalRows
        guard total > 0 else { return headerViewThreshold(from: x, down: down) }
        var best: Fixed?
        func consider(_ y: Fixed) {
            guard down ? y > x : y < x else { return }
            if let b = best { best = down ? min(b, y) : max(b, y) } else { best = y }
        }
        // The rows asked about are where the cursors just landed: their extents
        // are read from the cursors, not searched for.
        // They are the edges of a pass moving the same way from x, usually
        // the pass just run there: the lookups are remembered (`edgeRows`).
        let edges = edgeRows(x, x + height, approach: down ? .movingDown : .movingUp)
        if down {
            if let first = edges.first {
                consider(store.rowExtent(global: first, near: topCursor).bottom)
            }
            let next = (edges.last ?? -1) + 1
            if next < total { consider(store.rowExtent(global: next, near: bottomCursor).top - height) }
        } else {
            let previous = (edges.first ?? total) - 1
            if previous >= 0 { consider(store.rowExtent(global: previous, near: topCursor).bottom) }
            if let last = edges.last {
                consider(store.rowExtent(global: last, near: bottomCursor).top - height)
            }
        }
        // Header and footer views come and go at thresholds of their own (§16).
        if let y = headerViewThreshold(from: x, down: down) { consider(y) }
        return best
    }
}

/// An open interval of store y between two thresholds (no row starts or
/// stops overlapping the viewport inside it), where layout passes see the
/// rows `key` describes and the header and footer views stay as they are
/// (`headerViewsStay(from:to:)`): a move that stays inside has nothing to do.
/// It holds while the committed pass, the heights, the viewport height and
/// the header views' validity stay as they were. `Fixed.min` and `Fixed.max`
/// stand for no threshold.
struct SteadyRun {
    var lo: Fixed
    var hi: Fixed
    var key: PassKey
    var viewport: Fixed
}

/// What continuous scrolling keeps between steps (`move(to:)`).
struct ScrollState {
    var steady: SteadyRun?
    /// Counts loads: a move during which one ran (a reload deferred from a
    /// callback) records no interval.
    var loads = 0
    /// Scratch for the cells leaving in a pass over consecutive rows, kept
    /// empty between passes (TableView+ConsecutiveRows.swift).
    var leaving: [TableViewCell] = []
    /// The last edge lookups (`edgeRows`).
    var edges: EdgeRows?
}

/// The rows at a viewport's edges for given edges, approach and heights (`edgeRows`).
struct EdgeRows {
    var top: Fixed
    var bottom: Fixed
    var approach: TableView.Approach
    var version: UInt64
    var first: Int?
    var last: Int?
}
