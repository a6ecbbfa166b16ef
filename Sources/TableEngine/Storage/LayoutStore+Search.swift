/// A remembered position in a `LayoutStore`, so that lookups near the previous
/// one (scrolling) cost O(distance) instead of O(log n). A cursor is only
/// used while the store is unchanged (it records the store's `version`);
/// after any mutation the next lookup falls back to the O(log n) search.
/// Any cursor works with any store: a stale or foreign one is just a miss.
package struct LayoutCursor: Sendable {
    var version: UInt64 = 0
    // An element position: element index, its block and offset, and the height above it.
    var element = 0
    var block = 0
    var offset = 0
    var top: Fixed = 0
    // A window of one section: elements start ..< end, rows before it.
    var section = 0
    var sectionStart = 0
    var sectionEnd = 0
    var sectionRows = 0

    /// - Complexity: O(1)
    package init() {}
}

/// How far a cursor walks (elements, sections) before falling back to the tree search.
private let cursorWalkLimit = 2 * LayoutStore.blockCapacity
private let cursorSectionWalkLimit = 8
/// How far `rowExtent(global:near:)` walks from a cursor before searching instead.
private let cursorExtentWalkLimit = 32

extension LayoutStore {
    /// The sum of the heights of elements `0 ..< k` (`0 <= k <= elementCount`).
    /// - Complexity: O(log n) (tree descent, then at most B/2 additions)
    func prefixHeight(_ k: Int) -> Fixed {
        if k >= elementCount { return totalHeight }
        let (b, acc) = blockIndex.descend { _, v in v.count <= k }
        let o = k - acc.count
        let sum = blocks[b].sum
        return blocks[b].heights.withUnsafeBufferPointer { h in
            var t: Fixed = 0
            if o <= h.count / 2 {
                for i in 0..<o { t &+= h[i] }
                return acc.height + t
            }
            for i in o..<h.count { t &+= h[i] }
            return acc.height + sum - t
        }
    }

    @inline(__always) private static func accepts(_ v: Fixed, _ y: Fixed, _ strict: Bool) -> Bool {
        strict ? v < y : v <= y
    }

    /// The largest k in `0...elementCount` whose prefix height is `<= y` (`< y`
    /// when `strict`), as a position; nil when even k = 0 does not qualify.
    /// - Complexity: O(log n) (tree descent, then at most B/2 additions)
    func searchPrefix(_ y: Fixed, strict: Bool) -> LayoutCursor? {
        guard Self.accepts(0, y, strict) else { return nil }
        var c = LayoutCursor()
        c.version = version
        let (b, acc) = blockIndex.descend { _, v in Self.accepts(v.height, y, strict) }
        if b == blocks.count {
            c.element = elementCount
            c.block = max(b - 1, 0)
            c.offset = b == 0 ? 0 : blocks[b - 1].count
            c.top = totalHeight
            return c
        }
        // P(acc) holds and P(acc + sum) does not: the answer is inside block b.
        let sum = blocks[b].sum
        let (i, t) = blocks[b].heights.withUnsafeBufferPointer { h -> (Int, Fixed) in
            // From the nearer end, eight elements at a time, then one by one.
            if y - acc.height <= sum / 2 {
                var i = 0, t = acc.height
                while i + 8 <= h.count {
                    let c = (h[i] &+ h[i + 1]) &+ (h[i + 2] &+ h[i + 3]) &+ (h[i + 4] &+ h[i + 5]) &+ (h[i + 6] &+ h[i + 7])
                    if !Self.accepts(t + c, y, strict) { break }
                    t += c; i += 8
                }
                while Self.accepts(t + h[i], y, strict) { t += h[i]; i += 1 }
                return (i, t)
            }
            var i = h.count, t = acc.height + sum
            while i >= 8 {
                let c = (h[i - 1] &+ h[i - 2]) &+ (h[i - 3] &+ h[i - 4]) &+ (h[i - 5] &+ h[i - 6]) &+ (h[i - 7] &+ h[i - 8])
                if Self.accepts(t - c, y, strict) { break }
                t -= c; i -= 8
            }
            repeat { i -= 1; t -= h[i] } while !Self.accepts(t, y, strict)
            return (i, t)
        }
        c.element = acc.count + i
        c.block = b
        c.offset = i
        c.top = t
        return c
    }

    /// `searchPrefix`, walking from `cursor` when it is current and near.
    /// - Complexity: O(min(d, B) + 1) for a result d elements from the cursor,
    ///   O(log n) when the cursor is stale or far.
    func searchPrefix(_ y: Fixed, strict: Bool, cursor: inout LayoutCursor) -> LayoutCursor? {
        guard Self.accepts(0, y, strict) else { return nil }
        if cursor.version == version, cursor.element <= elementCount {
            var p = cursor
            var steps = 0
            if Self.accepts(p.top, y, strict) {
                while p.element < elementCount {
                    if p.offset == blocks[p.block].count { p.block += 1; p.offset = 0 }
                    let h = blocks[p.block].heights[p.offset]
                    if !Self.accepts(p.top + h, y, strict) { break }
                    p.top += h; p.offset += 1; p.element += 1
                    steps += 1
                    if steps > cursorWalkLimit { break }
                }
            } else {
                while !Self.accepts(p.top, y, strict) {
                    if p.offset == 0 { p.block -= 1; p.offset = blocks[p.block].count }
                    p.offset -= 1; p.element -= 1
                    p.top -= blocks[p.block].heights[p.offset]
                    steps += 1
                    if steps > cursorWalkLimit { break }
                }
            }
            if steps <= cursorWalkLimit {
                cursor.element = p.element; cursor.block = p.block; cursor.offset = p.offset; cursor.top = p.top
                return cursor
            }
        }
        let found = searchPrefix(y, strict: strict)!
        if cursor.version != version {
            cursor = found
        } else {
            cursor.element = found.element; cursor.block = found.block; cursor.offset = found.offset; cursor.top = found.top
        }
        return cursor
    }

    /// The top and bottom of global row `g` (`0 <= g < totalRows`): what
    /// `rowTop(global:)` and `rowTop(global:) + rowHeight(global:)` return.
    /// When `cursor` is current, its section window holds the row and its
    /// element is a few elements from the row's, this walks from the cursor
    /// (scrolling asks about the rows at the viewport's edges, where the
    /// cursors just landed); otherwise it searches. The cursor is not changed.
    ///
    /// This walk is not shared with `searchPrefix(_:strict:cursor:)` or
    /// `forEachRow`'s `step`: those move a cursor until a height condition
    /// fails, one direction at a time, and write the cursor back; this one
    /// walks a known number of elements either way on a copy. A common helper
    /// would take a closure or extra branches on the scroll path's innermost
    /// loop (two calls per threshold crossed) for about ten shared lines.
    /// - Complexity: O(1) near the cursor, O(log n) otherwise.
    func rowExtent(global g: Int, near c: LayoutCursor) -> (top: Fixed, bottom: Fixed) {
        if c.version == version, c.sectionEnd > c.sectionStart, c.section < rowCounts.count,
           g >= c.sectionRows, g < c.sectionRows + rowCounts[c.section],
           let x = walkedExtent(c.sectionStart + 1 + (g - c.sectionRows), from: c, limit: cursorExtentWalkLimit) {
            return (x.top, x.top + x.height)
        }
        let top = rowTop(global: g)
        return (top, top + rowHeight(global: g))
    }

    /// The top and height of element `e` (`0 <= e < elementCount`), walked
    /// from `c` when it is current and at most `limit` elements away, else
    /// located. The cursor is not changed.
    /// - Complexity: O(limit) near the cursor, O(log n) otherwise.
    func elementExtent(_ e: Int, near c: LayoutCursor, limit: Int) -> (top: Fixed, height: Fixed) {
        walkedExtent(e, from: c, limit: limit) ?? elementExtent(e)
    }

    /// `elementExtent(_:near:limit:)` that also moves `c` to element `e`, so
    /// that a walk through the elements after it (the sections on screen,
    /// one header and footer after another) sums each height once.
    /// - Complexity: O(limit) near the cursor, O(log n) otherwise.
    func elementExtent(_ e: Int, moving c: inout LayoutCursor, limit: Int) -> (top: Fixed, height: Fixed) {
        guard let p = walkedPosition(e, from: c, limit: limit) else {
            let p = elementPosition(e)
            // A position only: no section window.
            c = LayoutCursor()
            (c.version, c.element, c.block, c.offset, c.top) = (version, e, p.block, p.offset, p.top)
            return (p.top, blocks[p.block].heights[p.offset])
        }
        (c.element, c.block, c.offset, c.top) = (e, p.block, p.offset, p.top)
        return (p.top, blocks[p.block].heights[p.offset])
    }

    /// `sectionStart(_:)`, read from `c`'s section window when it is current and holds section `s`.
    /// - Complexity: O(1) then, O(log S) otherwise.
    func sectionStart(_ s: Int, near c: LayoutCursor) -> Int {
        c.version == version && c.sectionEnd > c.sectionStart && c.section == s ? c.sectionStart : sectionStart(s)
    }

    /// The walk of `rowExtent(global:near:)` and `elementExtent(_:near:limit:)`:
    /// element `e`'s top and height from a current cursor at most `limit` elements away; nil otherwise.
    @inline(__always)
    private func walkedExtent(_ e: Int, from c: LayoutCursor, limit: Int) -> (top: Fixed, height: Fixed)? {
        walkedPosition(e, from: c, limit: limit).map { ($0.top, blocks[$0.block].heights[$0.offset]) }
    }

    /// Element `e`'s block, offset and top, walked from a current cursor at
    /// most `limit` elements away; nil otherwise. (`walkedExtent`'s walk, and
    /// `elementExtent(_:moving:limit:)`'s, which keeps the position.)
    @inline(__always)
    private func walkedPosition(_ e: Int, from c: LayoutCursor, limit: Int) -> (block: Int, offset: Int, top: Fixed)? {
        let d = e - c.element
        guard c.version == version, c.element <= elementCount, e < elementCount, d >= -limit, d <= limit else { return nil }
        var b = c.block, o = c.offset, t = c.top, left = d.magnitude
        if d >= 0 && d <= 4 {
            // A few elements on (the next row, header or footer): height by height.
            while true {
                if o == blocks[b].count {
                    b += 1
                    o = 0
                    continue
                }
                if left == 0 { break }
                t += blocks[b].heights[o]
                o += 1
                left -= 1
            }
        } else if d >= 0 {
            // Further, block by block: the heights passed are summed through each block's buffer.
            while true {
                while o == blocks[b].count { b += 1; o = 0 }
                guard left > 0 else { break }
                let n = min(Int(left), blocks[b].count - o), from = o
                t += blocks[b].heights.withUnsafeBufferPointer { h in h[from ..< from + n].reduce(0, &+) }
                o += n
                left -= UInt(n)
            }
        } else {
            while left > 0 {
                while o == 0 { b -= 1; o = blocks[b].count }
                let n = min(Int(left), o), to = o
                t -= blocks[b].heights.withUnsafeBufferPointer { h in h[to - n ..< to].reduce(0, &+) }
                o -= n
                left -= UInt(n)
            }
        }
        return (b, o, t)
    }

    /// The top and bottom of global row `g` when `c` is current and stands
    /// on that row (where a lookup of a viewport's edge just landed); nil otherwise.
    /// - Complexity: O(1)
    @inline(__always)
    func rowExtent(global g: Int, at c: LayoutCursor) -> (top: Fixed, bottom: Fixed)? {
        guard c.version == version, c.element > c.sectionStart, c.element < c.sectionEnd - 1,
              c.element == c.sectionStart + 1 + (g - c.sectionRows), c.block < blocks.count,
              c.offset < blocks[c.block].count else { return nil }
        return (c.top, c.top + blocks[c.block].heights[c.offset])
    }

    /// Moves `c` from the row it stands on to the next row, when that is in
    /// the same section, and returns the next row's bottom; nil (and `c`
    /// unchanged) otherwise.
    /// - Complexity: O(1)
    func advance(_ c: inout LayoutCursor) -> Fixed? {
        guard c.version == version, c.element > c.sectionStart, c.element + 1 < c.sectionEnd - 1,
              c.block < blocks.count, c.offset < blocks[c.block].count else { return nil }
        var b = c.block, o = c.offset + 1
        while o == blocks[b].count {
            guard b + 1 < blocks.count else { return nil }
            b += 1
            o = 0
        }
        let top = c.top + blocks[c.block].heights[c.offset]
        c.element += 1
        c.block = b
        c.offset = o
        c.top = top
        return top + blocks[b].heights[o]
    }

    /// `section(ofElement:)` through the cursor's section window.
    /// - Complexity: O(1) when `e` is in or a few sections from the cursor's
    ///   section, O(log S) otherwise.
    func section(ofElement e: Int, cursor c: inout LayoutCursor) -> (section: Int, start: Int, rowsBefore: Int) {
        if c.version == version, c.sectionEnd > c.sectionStart {
            var steps = 0
            while steps < cursorSectionWalkLimit {
                if e < c.sectionStart {
                    c.section -= 1
                    c.sectionEnd = c.sectionStart
                    c.sectionStart -= rowCounts[c.section] + 2
                    c.sectionRows -= rowCounts[c.section]
                } else if e >= c.sectionEnd {
                    c.sectionRows += rowCounts[c.section]
                    c.section += 1
                    c.sectionStart = c.sectionEnd
                    c.sectionEnd += rowCounts[c.section] + 2
                } else {
                    return (c.section, c.sectionStart, c.sectionRows)
                }
                steps += 1
            }
        }
        let found = section(ofElement: e)
        c.section = found.section
        c.sectionStart = found.start
        c.sectionEnd = found.start + rowCounts[found.section] + 2
        c.sectionRows = found.rowsBefore
        return found
    }

    func rowsBefore(element e: Int, cursor: inout LayoutCursor) -> Int {
        if e >= elementCount { return totalRows }
        let (s, start, rows) = section(ofElement: e, cursor: &cursor)
        return rows + min(max(e - start - 1, 0), rowCounts[s])
    }

    // MARK: Lookups

    /// The element whose extent `[top, top + height)` contains y; elements of
    /// height 0 never contain anything. nil when y is outside `0 ..< totalHeight`.
    /// - Complexity: O(log n)
    package func element(at y: Fixed) -> LayoutElement? {
        guard let p = searchPrefix(y, strict: false), p.element < elementCount else { return nil }
        return layoutElement(p.element)
    }

    /// `element(at:)` starting from `cursor`, which it updates.
    /// - Complexity: amortised O(1) when y is near the previous lookup's; O(log n) otherwise.
    package func element(at y: Fixed, cursor: inout LayoutCursor) -> LayoutElement? {
        guard let p = searchPrefix(y, strict: false, cursor: &cursor), p.element < elementCount else { return nil }
        let (s, start, _) = section(ofElement: p.element, cursor: &cursor)
        let q = p.element - start
        if q == 0 { return .header(s) }
        if q == rowCounts[s] + 1 { return .footer(s) }
        return .row(section: s, row: q - 1)
    }

    /// The smallest global row ordinal whose bottom is `> y` (or `>= y` when `inclusive`), or nil.
    /// - Complexity: O(log n)
    package func firstRow(bottomAfter y: Fixed, inclusive: Bool = false) -> Int? {
        let e = searchPrefix(y, strict: inclusive)?.element ?? 0
        let g = rowsBefore(element: e)
        return g < totalRows ? g : nil
    }

    /// `firstRow(bottomAfter:inclusive:)` starting from `cursor`, which it updates.
    /// - Complexity: amortised O(1) when y is near the previous lookup's; O(log n) otherwise.
    package func firstRow(bottomAfter y: Fixed, inclusive: Bool = false, cursor: inout LayoutCursor) -> Int? {
        let e = searchPrefix(y, strict: inclusive, cursor: &cursor)?.element ?? 0
        let g = rowsBefore(element: e, cursor: &cursor)
        return g < totalRows ? g : nil
    }

    /// The largest global row ordinal whose top is `< y` (or `<= y` when `inclusive`), or nil.
    /// - Complexity: O(log n)
    package func lastRow(topBefore y: Fixed, inclusive: Bool = false) -> Int? {
        guard let p = searchPrefix(y, strict: !inclusive) else { return nil }
        let g = rowsBefore(element: min(elementCount, p.element + 1))
        return g > 0 ? g - 1 : nil
    }

    /// `lastRow(topBefore:inclusive:)` starting from `cursor`, which it updates.
    /// - Complexity: amortised O(1) when y is near the previous lookup's; O(log n) otherwise.
    package func lastRow(topBefore y: Fixed, inclusive: Bool = false, cursor: inout LayoutCursor) -> Int? {
        guard let p = searchPrefix(y, strict: !inclusive, cursor: &cursor) else { return nil }
        let g = rowsBefore(element: min(elementCount, p.element + 1), cursor: &cursor)
        return g > 0 ? g - 1 : nil
    }
}
