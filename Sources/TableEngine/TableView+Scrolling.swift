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
    @inline(__always)
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
    /// range, in one jump with one layout pass at the destination (`jump(to:)`).
    /// - Complexity: O(log n + v) for v rows visible before and after; O(1)
    ///   for a short jump that changes no row (`jump(to:)`).
    public func setContentOffset(_ y: Double) throws {
        try refuseChangeWhileCallingOut()
        guard y.isFinite else { throw TableError.invalidLength(InvalidLength(.offset)) }
        layoutIfNeeded()
        jump(to: y)
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
        // A drag closes a swipe (§13), then scrolls.
        if !fingerDown { _ = closesSwipe() }
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

    /// `scrollToRow(at:at:animated: false)` (ENGINE.md §8): one jump. A row
    /// of `NSNotFound` scrolls to the section itself, header included
    /// (Apple: "NSNotFound is a valid row index for scrolling to a section
    /// with zero rows"), in a section with rows as well.
    /// - Complexity: O(log n)
    public func scrollToRow(at indexPath: IndexPath, at position: ScrollPosition) throws {
        try refuseChangeWhileCallingOut()
        layoutIfNeeded()
        let s = indexPath.section, r = indexPath.row
        guard s >= 0, s < store.sectionCount else {
            throw TableError.scrollOutOfBounds(OutOfRange(section: s, row: nil, count: store.sectionCount, platform: platform))
        }
        guard r == NSNotFound || (r >= 0 && r < store.rowCount(s)) else {
            throw TableError.scrollOutOfBounds(OutOfRange(section: s, row: r, count: store.rowCount(s), platform: platform))
        }
        let rowRect = r == NSNotFound ? try rect(forSection: s) : rectForRow(RowPath(s, r))
        let minY = Double(rowRect.minY), maxY = Double(rowRect.maxY)
        // The pinned header's height counts only for `.top` and `.none`, and
        // not when the target is the section, header and all.
        func pinned() -> Double { style == .plain && r != NSNotFound ? FixedPoint.points(headerViewHeight(s)) : 0 }
        let top = contentInset.top, bottomInset = contentInset.bottom
        func offsetFor(_ position: ScrollPosition) -> Double {
            switch position {
            case .top: return minY - top - pinned()
            case .middle: return (minY + maxY) / 2 - (top + viewportHeight - bottomInset) / 2
            case .bottom: return maxY - viewportHeight + bottomInset
            case .none:
                let visibleTop = offset + top + pinned(), visibleBottom = offset + viewportHeight - bottomInset
                if minY >= visibleTop && maxY <= visibleBottom { return offset }
                return minY < visibleTop ? offsetFor(.top) : offsetFor(.bottom)
            }
        }
        jump(to: min(max(offsetFor(position), minOffset), maxOffset))
        checkInvariants()
    }

    /// Moves the offset continuously to `target`, running a layout pass at every
    /// threshold crossed on the way and one at the destination. A move that
    /// stays between two thresholds (most scroll steps) has nothing to do:
    /// it finds that from the interval the last move recorded, in O(1).
    /// - Complexity: O(1) without a threshold crossed, else O((k + 1) log n) for k crossed.
    func move(to target: Double) {
        let top = sectionsTop
        let end = storeY(target, sectionsTop: top)
        // The offset's store y, as the last move left it (the same offset and table header).
        let at = scrolling.at
        let start = at.offset == offset && at.top == top ? at.y : storeY(offset, sectionsTop: top)
        scrolling.at = (target, top, end)
        let steady = steadyRun(around: start)
        if let steady, steady.lo < end, end < steady.hi {
            offset = target
            return
        }
        let moved = target != offset, down = target > offset, moving: Approach = down ? .movingDown : .movingUp
        let loads = scrolling.loads
        // Where the last pass stood, and the first threshold past it.
        var last = start
        var next: Threshold?
        if moved {
            if let steady {
                // The offset is strictly between two thresholds: the rows a pass
                // would see there are the ones already committed.
                let bound = down ? steady.hi : steady.lo
                if bound != (down ? Fixed.max : Fixed.min) {
                    if let t = scrolling.ahead, t.y == bound, t.down == down { next = t } else { next = Threshold(y: bound, down: down) }
                }
            } else {
                // The finger has just left the start: a row touching the edge the
                // content moves towards enters now, before any other threshold
                // (§8: rows enter and leave in the order their thresholds are crossed).
                layoutPass(atStoreY: start, approach: moving)
                next = nextThreshold(from: start, down: down)
            }
            while let t = next, down ? t.y < end : t.y > end {
                // At one offset, rows leaving go before rows entering (§8): standing
                // exactly at e first, then just past it. So a drag stopped at e and
                // resumed gives the same cells as one that passes it, although a
                // pass binds entering rows before pooling leaving cells (§12.5).
                // A pass that would find the rows committed is not run (`Threshold`).
                let e = t.y
                let holdsBefore = t.holds(passKey, store.version, loads: loads == scrolling.loads, exactPass: false)
                if t.seeds, holdsBefore {
                    scrolling.seeded += 1
                    scrolling.edges = EdgeRows(top: e, bottom: e + viewportHeightFixed, approach: t.leaving ? .exact : moving,
                                               version: t.version, first: t.seedFirst, last: t.seedLast)
                }
                if t.leaving || !holdsBefore {
                    layoutPass(atStoreY: e, approach: .exact)
                } else {
                    headerViewsPass(atStoreY: e, approach: .exact)
                }
                if t.entering || !t.holds(passKey, store.version, loads: loads == scrolling.loads, exactPass: true) {
                    layoutPass(atStoreY: e, approach: moving)
                } else {
                    headerViewsPass(atStoreY: e, approach: moving)
                    rememberEdges(e, e + viewportHeightFixed, from: .exact, as: moving)
                }
                last = e
                next = nextThreshold(from: e, down: down)
            }
        }
        offset = target
        // `end` strictly between `last` and `next`: the last pass (just past
        // `last`) saw what a pass at `end` would see, so none is needed, and
        // that open interval is where the next move can stop for free.
        // Header and footer views must stay the same over it too (§16).
        if moved, next?.y != end, last != end, let key = passKey, scrolling.loads == loads,
           key.version == store.version, key.prefetching == prefetching {
            let far = next?.y ?? (down ? Fixed.max : Fixed.min)
            let run = SteadyRun(lo: down ? last : far, hi: down ? far : last, key: key, viewport: viewportHeightFixed)
            if headerViewsStay(from: run.lo, to: run.hi) {
                scrolling.steady = run
                scrolling.ahead = next
                return
            }
        }
        scrolling.steady = nil
        layoutPass(atStoreY: end, approach: .exact)
    }

    /// The interval the last move recorded, if it still holds and `y` is inside it.
    /// (Inlined: every scroll step and every jump asks.)
    @inline(__always)
    func steadyRun(around y: Fixed) -> SteadyRun? {
        guard let steady = scrolling.steady, let key = passKey, steady.key == key, key.version == store.version,
              key.prefetching == prefetching, steady.viewport == viewportHeightFixed,
              steady.lo < y, y < steady.hi, headerViewsStay(from: steady.lo, to: steady.hi) else { return nil }
        return steady
    }

    /// The next store y past `x` (in the direction of motion) at which a row
    /// starts or stops overlapping the viewport, and which of the two happens there.
    /// - Complexity: O(log n)
    func nextThreshold(from x: Fixed, down: Bool) -> Threshold? {
        let height = viewportHeightFixed
        let total = store.totalRows
        var leave: Fixed?, enter: Fixed?, key: PassKey?
        var run: (first: Int, last: Int)?, enteringHeight: Fixed?
        if total > 0 {
            // The rows asked about are where the cursors just landed: their extents
            // are read from the cursors, not searched for.
            // They are the edges of a pass moving the same way from x, usually
            // the pass just run there: the lookups are remembered (`edgeRows`).
            let edges = edgeRows(x, x + height, approach: down ? .movingDown : .movingUp)
            var entering: (top: Fixed, bottom: Fixed)?
            if down {
                if let first = edges.first { leave = leavingExtent(first, near: topCursor).bottom }
                let next = (edges.last ?? -1) + 1
                if next < total { entering = enteringExtent(next, near: bottomCursor) }
                enter = entering.map { $0.top - height }
            } else {
                let previous = (edges.first ?? total) - 1
                if previous >= 0 { entering = enteringExtent(previous, near: topCursor) }
                enter = entering?.bottom
                if let last = edges.last { leave = leavingExtent(last, near: bottomCursor).top - height }
            }
            run = Self.run(edges)
            key = PassKey(run, version: store.version, prefetching: prefetching)
            enteringHeight = entering.map { $0.bottom - $0.top }
        }
        var best: Fixed?
        func consider(_ y: Fixed?) {
            guard let y, down ? y > x : y < x else { return }
            if let b = best { best = down ? min(b, y) : max(b, y) } else { best = y }
        }
        consider(leave)
        consider(enter)
        // Header and footer views come and go at thresholds of their own (§16).
        let header = headerViewThreshold(from: x, down: down)
        consider(header)
        guard let y = best else { return nil }
        var t = Threshold(y: y, down: down)
        // At a threshold of header views alone no row leaves or enters: the
        // rows' passes are not run, only the views' (`headerViewsPass`).
        // (Tables forced through the general pass run both passes at every threshold.)
        if let key, usesConsecutiveRowPasses {
            t.leaving = leave == y
            t.entering = enter == y
            t.key = key
            t.version = store.version
            if let run { seed(&t, run: run, enteringHeight: enteringHeight) }
        }
        return t
    }

    /// The edge rows of the one pass that runs at a threshold where one row
    /// leaves or one enters, found from the rows committed before it: moving
    /// down, a row leaving makes the next one first (when it has a height:
    /// all the committed run's rows are visible) and a row entering (with a
    /// height) becomes the last; moving up, the other way round. nil when
    /// unknown, and after a few thresholds found so (`ScrollState.seeded`),
    /// so that a pass's own lookup brings the lookup cursors to the edges.
    private func seed(_ t: inout Threshold, run: (first: Int, last: Int), enteringHeight: Fixed?) {
        guard t.leaving != t.entering, scrolling.seeded < 4 else { return }
        let (first, last) = run
        var f = first, l = last
        if t.leaving {
            guard first < last, visible.count == last - first + 1 else { return }
            if t.down { f += 1 } else { l -= 1 }
        } else {
            guard let h = enteringHeight, h > 0 else { return }
            if t.down { l += 1 } else { f -= 1 }
        }
        t.seeds = true
        t.seedFirst = f
        t.seedLast = l
    }

    /// A layout pass known to find the committed rows: only the header and
    /// footer views are looked at, as the pass would (`layoutPass(atStoreY:approach:)`).
    func headerViewsPass(atStoreY top: Fixed, approach: Approach) {
        if headerViews.gate.idle { return }
        operation { updateHeaderFooterViews(atStoreY: top, approach: approach) }
    }
}

/// A threshold (`nextThreshold`) and what happens there. Moving down, rows
/// leave at the top edge when the first row's bottom reaches it, which a pass
/// standing exactly at y sees, and enter at the bottom edge when the next
/// row's top reaches it, which only a pass just past y sees (moving up, the
/// other way round). So at a threshold where no row leaves, the pass exactly
/// at y finds the rows committed at the last threshold, and where none
/// enters, the pass just past y finds those of the pass exactly at y: as
/// long as the heights are those the threshold was found with (`holds`).
struct Threshold {
    var y: Fixed
    var down: Bool
    /// Whether a row may stop (`leaving`) or start (`entering`) overlapping
    /// the viewport at y; both when unknown.
    var leaving = true
    var entering = true
    /// The rows committed when the threshold was found (nil: not known, both
    /// passes run) and the heights' version.
    var key: PassKey?
    var version: UInt64 = 0
    /// The edge rows of the pass that runs there, when known (`seed`).
    var seeds = false
    var seedFirst = 0, seedLast = 0

    /// Whether the rows and heights are still those the threshold was found
    /// with: before the pass exactly at y, the committed rows are `key`;
    /// after it (`exactPass`), that pass committed at the same heights.
    func holds(_ committed: PassKey?, _ version: UInt64, loads: Bool, exactPass: Bool) -> Bool {
        guard loads, let key, let committed, version == self.version, committed.version == version,
              committed.prefetching == key.prefetching else { return false }
        return exactPass || committed == key
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
    /// Scratch for the cells entering in front in such a pass, kept empty between passes.
    var front: [TableViewCell] = []
    /// The last edge lookups (`edgeRows`).
    var edges: EdgeRows?
    /// The threshold `steady` ends at in the direction of the move that recorded it.
    var ahead: Threshold?
    /// Edge lookups taken from thresholds (`Threshold.seeds`) since the cursors last moved.
    var seeded = 0
    /// The offset the last move went to, the table header's height then and
    /// that offset's store y (`storeY`), so the next move need not convert it again.
    var at: (offset: Double, top: Double, y: Fixed) = (.nan, .nan, 0)
    /// Rows of the last passes known to be measured with a height (TableView+ConsecutiveRows.swift).
    var known: KnownRows?
    /// The extents of the rows leaving and entering at the last threshold found (TableView+ThresholdExtents.swift).
    var extents = ThresholdExtents()
}

/// The rows at a viewport's edges for given edges, approach and heights (`edgeRows`).
struct EdgeRows {
    var top: Fixed
    var bottom: Fixed
    var approach: TableView.Approach
    var version: UInt64
    var first: Int?
    var last: Int?

    /// Whether these are the lookups for the edges `top` and `bottom`, `approach` and the heights' `version`.
    /// - Complexity: O(1)
    func matches(_ top: Fixed, _ bottom: Fixed, _ approach: TableView.Approach, version: UInt64) -> Bool {
        self.top == top && self.bottom == bottom && self.approach == approach && self.version == version
    }
}
