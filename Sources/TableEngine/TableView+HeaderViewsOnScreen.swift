import Foundation

/// Which header and footer views are on screen (ENGINE.md §3.2, §16), and
/// where the viewport may move before that changes.
///
/// A header or footer frame always lies inside its section's extent, so only
/// the sections the viewport overlaps are looked at. In the grouped styles a
/// view is on screen when its natural rect overlaps the viewport. In plain
/// style, with content insets between 0 and the viewport's height, a floating
/// header is on screen exactly when `[H, E)` overlaps it and a floating footer
/// when `[H + h, E + f)` does (H the header's natural y, h its height, E the
/// end of the rows, f the footer's height): the pinned frame stays inside
/// those ranges and inside the viewport while they overlap it. Each view is
/// then on screen over one range of offsets, so the table records where the
/// viewport's top may move before any view comes or goes (`Validity`): layout
/// passes inside it do no header work, and drags stop at its ends as they do
/// at rows' thresholds. Other insets use the frames themselves, pass by pass.
extension TableView {
    /// Whether on-screen views follow from ranges of content (see above).
    var headerViewsFollowRanges: Bool {
        style != .plain || (insets.top >= 0 && insets.bottom >= 0
            && FixedPoint.fixed(insets.top) < viewportHeightFixed && FixedPoint.fixed(insets.bottom) < viewportHeightFixed)
    }

    /// The slots (`2s` header, `2s + 1` footer) of present headers and footers
    /// on screen with the viewport's top at store y `top`, in order; records
    /// their validity range when `headerViewsFollowRanges`.
    /// - Complexity: O(k log n) for k sections overlapping the viewport.
    func headerFooterSlotsOnScreen(top: Fixed, approach: Approach) -> [Int] {
        let height = viewportHeightFixed
        let ranges = headerViewsFollowRanges
        // Moving down the pass stands just past `top` (a view touching the bottom
        // edge is on screen); moving up, just before it (one touching the top edge is).
        let searchLow = approach == .movingUp ? top - 1 : top
        let searchHigh = top + height + (approach == .movingDown ? 1 : 0)
        var low = Fixed.min, high = Fixed.max
        var slots: [Int] = []
        // A header and a footer of each of the few sections on screen: one allocation.
        slots.reserveCapacity(6)
        defer {
            headerViews.gate.validity = ranges
                ? HeaderViewState.Validity(low: low, high: high, version: store.version, viewport: height, insets: insets)
                : nil
        }
        // Each view is on screen for tops in (a - height, b); outside, it is
        // not. Where the pass stands (just past or before `top`) decides on
        // which side of an end it is.
        func consider(_ slot: Int, _ a: Fixed, _ b: Fixed) {
            let s = slot >> 1
            let on = ranges ? a < searchHigh && b > searchLow
                : supplementaryOnScreen(s, header: slot & 1 == 0, offset: contentY(top))
            if on { slots.append(slot) }
            let above = approach == .movingUp ? top > b : top >= b
            let below = approach == .movingDown ? top < a - height : top <= a - height
            if !above && !below {
                low = max(low, a - height)
                high = min(high, b)
            } else if above {
                low = max(low, b)
            } else {
                high = min(high, a - height)
            }
        }
        let total = store.totalHeight
        guard store.sectionCount > 0, total > 0 else { return slots }
        if searchLow >= total {
            low = total
            return slots
        }
        if searchHigh <= 0 {
            high = -height
            return slots
        }
        guard var s = sectionOfElement(at: max(searchLow, 0), atTop: true) else { return slots }
        // The sections on screen are read by walking from where the lookup of the top landed.
        let near = topCursor
        var element = store.sectionStart(s, near: near)
        let first = store.elementExtent(element, near: near, limit: Self.headerWalkLimit)
        var start = first.top
        // The first header's height comes with its top; later ones need no sum.
        var firstHeaderHeight: Fixed? = first.height
        // The sections before end at or above this one's top.
        if searchLow >= 0 { low = max(low, start) }
        var empty = 0
        let sections = store.sectionCount
        while true {
            if start >= searchHigh {
                // The views of this section and those after start below the viewport.
                high = min(high, start - height)
                break
            }
            // Section s: its header element, its rows, its footer element.
            let headerHeight = firstHeaderHeight ?? store.elementHeight(element)
            firstHeaderHeight = nil
            let footerElement = element + store.rowCount(s) + 1
            let (footerTop, f) = store.elementExtent(footerElement, near: near, limit: Self.headerWalkLimit)
            let headerTop = start + (headerHeight > 0 ? headerPad : 0)
            let h = headerHeight > 0 ? headerHeight - headerPad : 0
            if h > 0 { consider(2 * s, headerTop, style == .plain ? footerTop : headerTop + h) }
            if f > 0 { consider(2 * s + 1, style == .plain ? headerTop + h : footerTop, footerTop + f) }
            let end = footerTop + f
            guard end < total, s + 1 < sections else { break }
            empty = end == start ? empty + 1 : 0
            if empty > 16, let next = sectionOfElement(at: end, atTop: false), next > s + 1 {
                // A run of empty sections: jump to the next one with a height.
                s = next
                element = store.sectionStart(s)
            } else {
                s += 1
                element = footerElement + 1
            }
            start = end
        }
        return slots
    }

    /// How far `headerFooterSlotsOnScreen` walks from the top's lookup to a
    /// section's header or footer before searching instead.
    private static let headerWalkLimit = 64

    /// The section of the element with a height that contains store y `y`;
    /// at the viewport's top, looked up from where the rows' lookup of the
    /// top landed (`topCursor`, kept across measuring rows), else searched.
    private func sectionOfElement(at y: Fixed, atTop: Bool) -> Int? {
        let element = atTop ? store.element(at: y, cursor: &topCursor) : store.element(at: y)
        switch element {
        case .header(let s)?, .footer(let s)?, .row(let s, _)?: return s
        case nil: return nil
        }
    }

    /// Whether the header and footer views on screen stay what they are for
    /// every viewport top strictly between store y `lo` and `hi`: views are
    /// idle, or their validity range, computed for the current heights,
    /// viewport and insets, holds that interval. Without a known range (insets
    /// outside 0 through the viewport's height) views follow the frames pass
    /// by pass, so no interval is steady for them.
    /// - Complexity: O(1); a single read while views are idle (the scroll step's path).
    @inline(__always)
    func headerViewsStay(from lo: Fixed, to hi: Fixed) -> Bool {
        headerViews.gate.idle || headerViewValidityHolds(from: lo, to: hi)
    }

    private func headerViewValidityHolds(from lo: Fixed, to hi: Fixed) -> Bool {
        guard let v = headerViews.gate.validity, v.version == store.version, v.viewport == viewportHeightFixed,
              v.insets == insets else { return false }
        return v.low <= lo && hi <= v.high
    }

    /// Where a drag must stop next for header and footer views: the end of the
    /// validity range in the direction of motion, if it is known.
    func headerViewThreshold(from x: Fixed, down: Bool) -> Fixed? {
        let gate = headerViews.gate
        guard !gate.idle, let v = gate.validity, v.version == store.version,
              v.viewport == viewportHeightFixed, v.insets == insets else { return nil }
        if down { return v.high > x && v.high != Fixed.max ? v.high : nil }
        return v.low < x && v.low != Fixed.min ? v.low : nil
    }
}

extension LayoutStore {
    /// The top and height of element `k` (`0 <= k < elementCount`) in one descent.
    /// - Complexity: O(log n) (tree descent, then at most B/2 additions)
    func elementExtent(_ k: Int) -> (top: Fixed, height: Fixed) {
        let (b, o, before) = locate(k)
        let sum = blocks[b].sum
        return blocks[b].heights.withUnsafeBufferPointer { h in
            var t: Fixed = 0
            if o <= h.count / 2 {
                for i in 0..<o { t &+= h[i] }
                return (before + t, h[o])
            }
            for i in o..<h.count { t &+= h[i] }
            return (before + sum - t, h[o])
        }
    }
}
