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
