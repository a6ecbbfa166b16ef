extension LayoutStore {
    /// Calls `body` with the section, row, height and measured flag of every
    /// row from global ordinal `first` through `last`, in order, walking the
    /// blocks sequentially.
    /// - Complexity: O(log n + k) for k elements walked (rows, and the headers
    ///   and footers between them).
    package func forEachRow(fromGlobal first: Int, through last: Int, _ body: (Int, Int, Fixed, Bool) -> Void) {
        guard first <= last, first >= 0, last < totalRows else { return }
        var (s, r) = row(atGlobal: first)
        var element = rowElement(s, r)
        var (block, offset, _) = locate(element)
        var remaining = last - first + 1
        while remaining > 0 {
            if r < rowCounts[s] {
                body(s, r, blocks[block].heights[offset], blocks[block].measured[offset])
                remaining -= 1
                r += 1
                step(&element, &block, &offset)
            } else {
                // Past the section's rows: skip its footer and the next section's header.
                s += 1
                r = 0
                step(&element, &block, &offset)
                step(&element, &block, &offset)
            }
        }
    }

    @inline(__always)
    private func step(_ element: inout Int, _ block: inout Int, _ offset: inout Int) {
        element += 1
        offset += 1
        if offset == blocks[block].count, block + 1 < blocks.count {
            block += 1
            offset = 0
        }
    }
}
