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

    /// Lists in `slots` (emptied first) the slots (`2s` header, `2s + 1`
    /// footer) of present headers and footers on screen with the viewport's
    /// top at store y `top`, in order; records their validity range when
    /// `headerViewsFollowRanges`.
    /// - Complexity: O(e) for the e elements of the k sections overlapping the
    ///   viewport when they lie near the top's lookup, else O(k log n).
    func headerFooterSlotsOnScreen(top: Fixed, approach: Approach, into slots: inout [Int]) {
        let height = viewportHeightFixed
        let ranges = headerViewsFollowRanges
        // Moving down the pass stands just past `top` (a view touching the bottom
        // edge is on screen); moving up, just before it (one touching the top edge is).
        let searchLow = approach == .movingUp ? top - 1 : top
        let searchHigh = top + height + (approach == .movingDown ? 1 : 0)
        // Both ends of the range, and which passes standing exactly at each see what
        // passes inside see: bits of `Approach.bit` (exact 1, moving down 2, moving up 4).
        var range = HeaderViewState.Validity(low: Fixed.min, high: Fixed.max, version: store.geometryVersion,
                                             viewport: height, insets: insets)
        slots.removeAll(keepingCapacity: true)
        headerViews.computed &+= 1
        defer {
            headerViews.gate.validity = ranges ? range : nil
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
            // On screen inside: at its low end only a pass moving down still
            // sees it, at its high end only one moving up. Above or below:
            // at its end only a pass moving towards it sees it.
            if !above && !below {
                range.raiseLow(a - height, holds: 2)
                range.lowerHigh(b, holds: 4)
            } else if above {
                range.raiseLow(b, holds: 1 | 2)
            } else {
                range.lowerHigh(a - height, holds: 1 | 4)
            }
        }
        let total = store.totalHeight
        guard store.sectionCount > 0, total > 0 else { return }
        // Past the end, or above the start, every view is off screen (the
        // last footer ends at the end, the first header starts at 0 or below).
        if searchLow >= total {
            range.raiseLow(total, holds: 1 | 2)
            return
        }
        if searchHigh <= 0 {
            range.lowerHigh(-height, holds: 1 | 4)
            return
        }
        guard var s = sectionOfElement(at: max(searchLow, 0), atTop: true) else { return }
        // The sections on screen are read in one walk on from where the lookup
        // of the top landed: each header and footer from the one before.
        var walk = topCursor
        var element = store.sectionStart(s, near: walk)
        var (start, headerHeight) = store.elementExtent(element, moving: &walk, limit: Self.headerWalkLimit)
        // The sections before end at or above this one's top.
        if searchLow >= 0 { range.raiseLow(start, holds: 1 | 2) }
        var empty = 0
        let sections = store.sectionCount
        while true {
            if start >= searchHigh {
                // The views of this section and those after start below the viewport.
                range.lowerHigh(start - height, holds: 1 | 4)
                break
            }
            // Section s: its header element, its rows, its footer element.
            let footerElement = element + store.rowCount(s) + 1
            let (footerTop, f) = store.elementExtent(footerElement, moving: &walk, limit: Self.headerWalkLimit)
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
            (start, headerHeight) = store.elementExtent(element, moving: &walk, limit: Self.headerWalkLimit)
        }
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
        guard let v = currentHeaderViewValidity() else { return false }
        return v.low <= lo && hi <= v.high
    }

    /// The views' validity range, when it was worked out for the current
    /// heights (`geometryVersion`), viewport height and insets; nil otherwise.
    /// - Complexity: O(1)
    @inline(__always)
    func currentHeaderViewValidity() -> HeaderViewState.Validity? {
        guard let v = headerViews.gate.validity, v.version == store.geometryVersion,
              v.viewport == viewportHeightFixed, v.insets == insets else { return nil }
        return v
    }

    /// Where a drag must stop next for header and footer views: the end of the
    /// validity range in the direction of motion, if it is known.
    func headerViewThreshold(from x: Fixed, down: Bool) -> Fixed? {
        guard !headerViews.gate.idle, let v = currentHeaderViewValidity() else { return nil }
        if down { return v.high > x && v.high != Fixed.max ? v.high : nil }
        return v.low < x && v.low != Fixed.min ? v.low : nil
    }
}

extension LayoutStore {
    /// The top and height of element `k` (`0 <= k < elementCount`) in one descent.
    /// - Complexity: O(log n) (tree descent, then at most B/2 additions)
    func elementExtent(_ k: Int) -> (top: Fixed, height: Fixed) {
        let p = elementPosition(k)
        return (p.top, blocks[p.block].heights[p.offset])
    }

    /// Element `k`'s block, offset and top (`0 <= k < elementCount`) in one descent.
    /// - Complexity: O(log n) (tree descent, then at most B/2 additions)
    func elementPosition(_ k: Int) -> (block: Int, offset: Int, top: Fixed) {
        let (b, o, before) = locate(k)
        let sum = blocks[b].sum
        return blocks[b].heights.withUnsafeBufferPointer { h in
            var t: Fixed = 0
            if o <= h.count / 2 {
                for i in 0..<o { t &+= h[i] }
                return (b, o, before + t)
            }
            for i in o..<h.count { t &+= h[i] }
            return (b, o, before + sum - t)
        }
    }
}

extension HeaderViewState {
    /// Where the viewport's top may move (store y, both ends excluded) while
    /// the views on screen stay the same, and what that was computed for
    /// (`version`: the store's `geometryVersion`).
    struct Validity: Equatable {
        var low: Fixed
        var high: Fixed
        var version: UInt64
        var viewport: Fixed
        var insets: ContentInset
        /// The approaches (`Approach.bit`) of passes that, standing exactly
        /// at `low` or at `high`, find the views on screen inside: where a
        /// view's end lies, a pass standing there has crossed it or not by
        /// its approach (moving down, a view touching the bottom edge is on
        /// screen; exactly there, not yet).
        var lowHolds: UInt8 = 0
        var highHolds: UInt8 = 0

        /// Whether a pass at `top` by `approach` finds the views on screen inside.
        /// - Complexity: O(1)
        @inline(__always)
        func holds(_ top: Fixed, _ approach: TableView.Approach) -> Bool {
            (top > low || top == low && lowHolds & approach.bit != 0)
                && (top < high || top == high && highHolds & approach.bit != 0)
        }

        /// Raises `low` to `y`, where passes by the approaches `holds` see what they see inside.
        @inline(__always)
        mutating func raiseLow(_ y: Fixed, holds: UInt8) {
            if y > low { (low, lowHolds) = (y, holds) } else if y == low { lowHolds &= holds }
        }

        /// Lowers `high` to `y`, where passes by the approaches `holds` see what they see inside.
        @inline(__always)
        mutating func lowerHigh(_ y: Fixed, holds: UInt8) {
            if y < high { (high, highHolds) = (y, holds) } else if y == high { highHolds &= holds }
        }
    }
}
