extension LayoutStore {
    /// Checks the structure's own consistency; returns a description of the first problem.
    ///
    /// Checked: every block holds 1...B elements (at least `blockMinimum` when
    /// there are several), its cached sum equals the sum of its heights, no
    /// height is negative and no measured bit is set past its end; the block
    /// Fenwick tree equals one rebuilt from the blocks; the element count is
    /// rows + 2 × sections; the row-count Fenwick tree matches `rowCounts`;
    /// the cached totals match.
    /// - Complexity: O(n)
    package func invariantViolation() -> String? {
        var elements = 0
        var height: Fixed = 0
        for (b, block) in blocks.enumerated() {
            let n = block.count
            if n == 0 || n > Self.blockCapacity {
                return "Block \(b) holds \(n) elements, outside 1...\(Self.blockCapacity)"
            }
            if blocks.count > 1 && n < Self.blockMinimum {
                return "Block \(b) of \(blocks.count) holds \(n) elements, fewer than \(Self.blockMinimum)"
            }
            var sum: Fixed = 0
            for (i, h) in block.heights.enumerated() {
                if h < 0 { return "Element \(elements + i) (block \(b)) has negative height \(h)" }
                sum += h
            }
            if sum != block.sum {
                return "Block \(b) caches sum \(block.sum) but its heights add up to \(sum)"
            }
            for i in n..<Self.blockCapacity where block.measured[i] {
                return "Block \(b) has a measured bit at \(i), past its \(n) elements"
            }
            elements += n
            height += sum
        }
        if blocks.isEmpty != (elementCount == 0) {
            return "\(blocks.count) blocks for \(elementCount) elements"
        }
        if elements != elementCount {
            return "Blocks hold \(elements) elements but elementCount is \(elementCount)"
        }
        if height != totalHeight {
            return "Blocks add up to \(height) but totalHeight is \(totalHeight)"
        }
        let rebuilt = Fenwick(blocks.map { BlockTotals(height: $0.sum, count: $0.count) })
        if rebuilt.tree != blockIndex.tree {
            let i = zip(rebuilt.tree, blockIndex.tree).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            return "Block index differs from the blocks (at node \(i.map(String.init) ?? "count"): "
                + "\(blockIndex.count) nodes for \(blocks.count) blocks)"
        }
        let rows = rowCounts.reduce(0, +)
        if let s = rowCounts.firstIndex(where: { $0 < 0 }) {
            return "Section \(s) has \(rowCounts[s]) rows"
        }
        if rows != totalRows {
            return "Sections have \(rows) rows but totalRows is \(totalRows)"
        }
        if rows + 2 * rowCounts.count != elementCount {
            return "\(rows) rows in \(rowCounts.count) sections need \(rows + 2 * rowCounts.count) elements, not \(elementCount)"
        }
        if Fenwick(rowCounts).tree != rowIndex.tree {
            return "Section index differs from the sections' row counts"
        }
        return nil
    }
}
