extension LayoutStore {
    /// Calls `body` with the section, row, height and measured flag of every
    /// row from global ordinal `first` through `last`, in order, walking the
    /// blocks sequentially.
    /// - Complexity: O(log n + k) for k elements walked (rows, and the headers
    ///   and footers between them).
    package func forEachRow(fromGlobal first: Int, through last: Int, _ body: (Int, Int, Fixed, Bool) -> Void) {
        guard first <= last, first >= 0, last < totalRows else { return }
        var (s, r) = row(atGlobal: first)
        var (block, offset, _) = locate(rowElement(s, r))
        // The block being walked, read once per block rather than once per row.
        var heights = blocks[block].heights, measured = blocks[block].measured
        var remaining = last - first + 1
        var rows = rowCounts[s]
        @inline(__always) func advance() {
            offset += 1
            if offset == heights.count, block + 1 < blocks.count {
                block += 1
                offset = 0
                heights = blocks[block].heights
                measured = blocks[block].measured
            }
        }
        while remaining > 0 {
            if r < rows {
                body(s, r, heights[offset], measured[offset])
                remaining -= 1
                r += 1
            } else {
                // Past the section's rows: skip its footer and the next section's header.
                s += 1
                r = 0
                rows = rowCounts[s]
                advance()
            }
            advance()
        }
    }
}

extension LayoutStore {
    /// Reads `count` consecutive rows of section `s` from row `r` (all of them
    /// in the section, so no header or footer lies between them): whether the
    /// rows at the offsets `positive` all have a height, and the offset of the
    /// first row not measured. The first row is found from `cursor` when it
    /// is current and a few elements away (where a lookup of the viewport's
    /// top just landed).
    /// - Complexity: O(count) near the cursor, O(log n + count) otherwise.
    package func scanRows(section s: Int, from r: Int, count: Int, positive: Range<Int>,
                          near cursor: LayoutCursor) -> (allPositive: Bool, firstUnmeasured: Int?) {
        precondition(count >= 0 && r + count <= rowCount(s), "LayoutStore: no rows \(s),\(r) + \(count)")
        guard count > 0 else { return (true, nil) }
        var (block, offset) = blockPosition(ofElement: rowElement(s, r), near: cursor)
        var allPositive = true
        var firstUnmeasured: Int?
        var i = 0
        while i < count {
            while offset == blocks[block].count { block += 1; offset = 0 }
            // This block's part of the rows, read through its buffer.
            let k = min(count - i, blocks[block].count - offset)
            if firstUnmeasured == nil, let c = blocks[block].measured.firstClear(from: offset, to: offset + k) {
                firstUnmeasured = i + c - offset
            }
            let lo = max(positive.lowerBound, i), hi = min(positive.upperBound, i + k)
            if allPositive, lo < hi {
                blocks[block].heights.withUnsafeBufferPointer { h in
                    for j in (offset + lo - i) ..< (offset + hi - i) where !(h[j] > 0) {
                        allPositive = false
                        break
                    }
                }
            }
            i += k
            offset += k
            // Both answers known: the rest is not read.
            if firstUnmeasured != nil, !allPositive || i >= positive.upperBound { break }
        }
        return (allPositive, firstUnmeasured)
    }
}

extension LayoutStore {
    /// The block and offset of element `e` (`0 <= e < elementCount`), walked
    /// from `c` when it is current and a few elements away, else located.
    /// - Complexity: O(1) near the cursor, O(log n) otherwise.
    func blockPosition(ofElement e: Int, near c: LayoutCursor) -> (block: Int, offset: Int) {
        let d = e - c.element
        guard c.version == version, c.block < blocks.count, d >= -8, d <= 8 else {
            let p = locate(e)
            return (p.block, p.offset)
        }
        var b = c.block, o = c.offset + d
        while o < 0 { b -= 1; o += blocks[b].count }
        while o >= blocks[b].count { o -= blocks[b].count; b += 1 }
        return (b, o)
    }
}
