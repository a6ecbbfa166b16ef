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
    /// Reads `count` consecutive rows from row `r` of section `s`, running on
    /// through the sections after it when they leave it (the footers and
    /// headers between them are stepped over): whether the rows at the
    /// offsets `positive` all have a height, and the offset of the first row
    /// not measured. The first row is found from `cursor` when it is current
    /// and a few elements away (where a lookup of the viewport's top just landed).
    /// - Complexity: O(count + k) for k sections reached near the cursor,
    ///   O(log n + count + k) otherwise.
    package func scanRows(section s: Int, from r: Int, count: Int, positive: Range<Int>,
                          near cursor: LayoutCursor) -> (allPositive: Bool, firstUnmeasured: Int?) {
        precondition(count >= 0 && s < sectionCount && r >= 0 && r + min(count, 1) <= rowCount(s),
                     "LayoutStore: no rows \(s),\(r) + \(count)")
        guard count > 0 else { return (true, nil) }
        var (block, offset) = blockPosition(ofElement: sectionStart(s, near: cursor) + 1 + r, near: cursor)
        var scan = RowScan()
        var i = 0, section = s, left = rowCount(s) - r
        while i < count {
            let k = min(left, count - i)
            if scanElements(&block, &offset, rows: i ..< (i + k), positive: positive, into: &scan) { break }
            i += k
            guard i < count else { break }
            // This section's footer, then each next section's header (and an empty one's footer).
            repeat {
                section += 1
                precondition(section < sectionCount, "LayoutStore: no rows past section \(section - 1)")
                offset += 2
                left = rowCount(section)
            } while left == 0
        }
        return (scan.allPositive, scan.firstUnmeasured)
    }

    /// What `scanRows` found so far.
    private struct RowScan {
        var allPositive = true
        var firstUnmeasured: Int?
    }

    /// Reads the consecutive elements of the scan's rows `rows` from block `b`,
    /// offset `o` (left past the last read) into `scan`; true when both answers
    /// are known and the rest need not be read.
    private func scanElements(_ b: inout Int, _ o: inout Int, rows: Range<Int>, positive: Range<Int>,
                              into scan: inout RowScan) -> Bool {
        var i = rows.lowerBound
        while i < rows.upperBound {
            while o >= blocks[b].count { o -= blocks[b].count; b += 1 }
            // This block's part of the rows, read through its buffer.
            let k = min(rows.upperBound - i, blocks[b].count - o)
            if scan.firstUnmeasured == nil, let c = blocks[b].measured.firstClear(from: o, to: o + k) {
                scan.firstUnmeasured = i + c - o
            }
            let lo = max(positive.lowerBound, i), hi = min(positive.upperBound, i + k)
            if scan.allPositive, lo < hi {
                let start = o - i
                scan.allPositive = blocks[b].heights.withUnsafeBufferPointer { h in
                    for j in (start + lo) ..< (start + hi) where !(h[j] > 0) { return false }
                    return true
                }
            }
            i += k
            o += k
            // Both answers known: the rest is not read.
            if scan.firstUnmeasured != nil, !scan.allPositive || i >= positive.upperBound { return true }
        }
        return false
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
