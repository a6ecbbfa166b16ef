import Synchronization

/// What occupies a y coordinate of the sections' content.
package enum LayoutElement: Equatable, Sendable {
    case header(Int)
    case row(section: Int, row: Int)
    case footer(Int)
}

/// The heights of every section header, row and section footer, in table
/// order, with y coordinates relative to the top of section 0's header.
/// Rows are also numbered by a global ordinal `g` in table order, across sections.
///
/// Storage: one global sequence of *elements* in table order (for each
/// section: its header, its rows, its footer), kept in blocks of at most
/// `blockCapacity` (256) fixed-point heights plus a bit per element for the
/// "measured" flag, with a Fenwick tree over the blocks' (height, count)
/// totals. A second Fenwick tree over the sections' row counts maps sections
/// and global row ordinals to element indices (section `s` starts at element
/// `rowsBefore(s) + 2s`). Sums are integers, so every offset is exact and
/// independent of the order of updates. About 8.2 bytes per row after a reload.
///
/// Complexities below use n = elements (rows + 2 × sections), S = sections,
/// B = 256 (the block capacity, a constant). "O(log n)" operations do
/// O(log n) tree steps plus at most B/2 sequential additions inside one block.
package struct LayoutStore {
    var blocks: [HeightBlock] = []
    var blockIndex = Fenwick<BlockTotals>()
    var rowCounts: [Int] = []
    var rowIndex = Fenwick<Int>()
    var elementCount = 0
    package private(set) var totalRows = 0
    package internal(set) var totalHeight: Fixed = 0
    /// Changes on every mutation to a value no other store has had (cursors check it).
    package private(set) var version: UInt64 = 0
    /// Changes with `version`, but not when only a measured flag changes:
    /// where the elements lie is what it was (the header views' validity).
    private(set) var geometryVersion: UInt64 = 0

    /// An empty table.
    /// - Complexity: O(1)
    package init() {}

    /// Replace everything. `rowHeight(s, r)` gives a row's height and whether it is measured.
    /// - Complexity: O(n): one pass writing straight into the blocks, then an O(n/B) index build.
    package init(headers: [Fixed], footers: [Fixed], rowCounts: [Int], rowHeight: (Int, Int) -> (Fixed, Bool)) {
        self.init(headers: headers, footers: footers, rowCounts: rowCounts) { s, r, _, k, buffer, i, bits in
            var sum: Fixed = 0
            for j in 0..<k {
                let (h, m) = rowHeight(s, r + j)
                buffer[i + j] = h
                sum &+= h
                if m { bits[i + j] = true }
            }
            return sum
        }
    }

    /// Replace everything, the rows' heights given in table order (one per row,
    /// `rowHeights.count` the sum of `rowCounts`), all measured or none.
    /// - Complexity: O(n): each block's rows copied (listed heights) or filled
    ///   (repeated ones) in one go, then an O(n/B) index build.
    package init(headers: [Fixed], footers: [Fixed], rowCounts: [Int], rowHeights: RowHeights, measured: Bool) {
        precondition(rowHeights.count == rowCounts.reduce(0, +), "LayoutStore: one height per row")
        var reader = RowHeights.Reader(rowHeights)
        self.init(headers: headers, footers: footers, rowCounts: rowCounts, hasRuns: true, repeatedRun: { g in
            reader.run(holding: g).map { RepeatedRun(first: $0.first, end: $0.end, height: $0.height, measured: measured) }
        }, fillRows: { _, _, g, k, buffer, i, bits in
            guard let to = buffer.baseAddress else { return 0 }
            if measured { bits.set(i..<(i + k)) }
            return reader.copy(rows: g, count: k, to: to + i)
        })
    }

    /// Replace everything: `fillRows(s, r, g, k, buffer, i, &bits)` writes the
    /// heights of section `s`'s rows `r ..< r + k` (global ordinals from `g`)
    /// at `buffer[i...]`, sets their measured bits from `i`, and returns their sum.
    ///
    /// With `hasRuns`, a block of rows only that lie in one run of repeated rows
    /// (`repeatedRun(g)`: the run holding row `g`, nil when its height is
    /// listed) shares its heights array with the blocks before it that hold
    /// the same: until one of its rows changes (copy on write), rows at an
    /// estimate take no memory each. A block of such rows, headers and
    /// footers shares its array with the blocks that hold the same heights in
    /// the same order (`BlockPatterns`). Rows are asked block by block: the
    /// run last answered, else `repeatedRun`, for stretches of a block, then,
    /// unless it is shared, `fillRows` for the block's stretches from its start.
    private init(headers: [Fixed], footers: [Fixed], rowCounts: [Int],
                 hasRuns: Bool = false, repeatedRun: (Int) -> RepeatedRun? = { _ in nil },
                 fillRows: (Int, Int, Int, Int, UnsafeMutableBufferPointer<Fixed>, Int, inout MeasuredBits) -> Fixed) {
        precondition(headers.count == rowCounts.count && footers.count == rowCounts.count,
                     "LayoutStore: headers, footers and rowCounts must have one entry per section")
        self.rowCounts = rowCounts
        rowIndex = Fenwick(rowCounts)
        totalRows = rowCounts.reduce(0, +)
        elementCount = totalRows + 2 * rowCounts.count
        let n = elementCount
        let q = (n + Self.blockFill - 1) / Self.blockFill
        blocks.reserveCapacity(q)
        guard q > 0 else { touch(); return }
        let base = n / q, extra = n % q
        var total: Fixed = 0
        // Where the next element comes from: section s, row r (-1 = header, rowCounts[s] = footer); g rows before it.
        var s = 0, r = -1, g = 0
        var shared: [Fixed] = []
        var patterns = BlockPatterns()
        var known = RepeatedRun()
        for b in 0..<q {
            let size = base + (b < extra ? 1 : 0)
            if hasRuns, r >= 0, rowCounts[s] - r >= size, let (h, m) = known.holding(g, size, else: repeatedRun) {
                if shared.count != size || shared.first != h { shared = [Fixed](repeating: h, count: size) }
                var bits = MeasuredBits()
                if m { bits.set(0..<size) }
                let sum = h &* Fixed(size)
                blocks.append(HeightBlock(heights: shared, measured: bits, sum: sum))
                total &+= sum
                r += size; g += size
                continue
            }
            if hasRuns, let block = Self.describedBlock(size: size, from: &s, &r, &g, headers: headers, footers: footers, rowCounts: rowCounts,
                                               known: &known, repeatedRun: repeatedRun, patterns: &patterns, blocks: blocks) {
                blocks.append(block)
                total &+= block.sum
                continue
            }
            var bits = MeasuredBits()
            var sum: Fixed = 0
            let heights = [Fixed](unsafeUninitializedCapacity: Self.blockCapacity) { buffer, filled in
                var i = 0
                while i < size {
                    if r < 0 {
                        buffer[i] = headers[s]; sum &+= headers[s]; r = 0; i += 1
                    } else if r < rowCounts[s] {
                        let k = min(size - i, rowCounts[s] - r)
                        sum &+= fillRows(s, r, g, k, buffer, i, &bits)
                        i += k; r += k; g += k
                    } else {
                        buffer[i] = footers[s]; sum &+= footers[s]; s += 1; r = -1; i += 1
                    }
                }
                filled = size
            }
            blocks.append(HeightBlock(heights: heights, measured: bits, sum: sum))
            total &+= sum
        }
        totalHeight = total
        rebuildBlockIndex()
        touch()
    }

    /// The block of the `size` elements from section `s`'s row `r` (-1: its
    /// header; `rowCounts[s]`: its footer; `g` rows before it) when they are
    /// headers, footers and rows of repeated heights in at most
    /// `BlockPatterns.maxRuns` runs, its heights shared with the earlier
    /// block in `blocks` that holds the same (`patterns`); `s`,
    /// `r` and `g` then move past it. Nil (nothing moved) otherwise.
    /// - Complexity: O(runs) when its heights were seen before, else O(size).
    private static func describedBlock(size: Int, from s: inout Int, _ r: inout Int, _ g: inout Int,
                                       headers: [Fixed], footers: [Fixed], rowCounts: [Int],
                                       known: inout RepeatedRun, repeatedRun: (Int) -> RepeatedRun?,
                                       patterns: inout BlockPatterns, blocks: [HeightBlock]) -> HeightBlock? {
        var (ps, pr, pg, i) = (s, r, g, 0)
        var bits = MeasuredBits()
        patterns.begin()
        while i < size {
            let described: Bool
            if pr < 0 {
                described = patterns.append(headers[ps], count: 1)
                pr = 0; i += 1
            } else if pr < rowCounts[ps] {
                let k = min(size - i, rowCounts[ps] - pr)
                guard let (h, m) = known.holding(pg, k, else: repeatedRun) else { return nil }
                described = patterns.append(h, count: k)
                if m { bits.set(i..<(i + k)) }
                i += k; pr += k; pg += k
            } else {
                described = patterns.append(footers[ps], count: 1)
                ps += 1; pr = -1; i += 1
            }
            guard described else { return nil }
        }
        (s, r, g) = (ps, pr, pg)
        let (holder, sum) = patterns.holder(registering: blocks.count)
        return HeightBlock(heights: holder.map { blocks[$0].heights } ?? patterns.makeHeights(), measured: bits, sum: sum)
    }

    /// Rows `first ..< end` (global ordinals), all of one height and measured flag.
    struct RepeatedRun {
        var first = 0, end = 0
        var height: Fixed = 0
        var measured = false

        /// The height and flag of rows `g ..< g + k` when they lie in one
        /// run: this one, else the one `repeatedRun(g)` answers (kept here).
        /// - Complexity: O(1), plus a call when `g` lies outside this run.
        @inline(__always)
        mutating func holding(_ g: Int, _ k: Int, else repeatedRun: (Int) -> RepeatedRun?) -> (Fixed, Bool)? {
            if g < first || g >= end {
                guard let run = repeatedRun(g) else { return nil }
                self = run
            }
            return k <= end - g ? (height, measured) : nil
        }
    }

    private static let versions = Atomic<UInt64>(0)

    /// Marks a mutation.
    /// - Complexity: O(1)
    @inline(__always) mutating func touch() {
        version = Self.versions.wrappingAdd(1, ordering: .relaxed).newValue
        geometryVersion = version
    }

    /// Marks a mutation of measured flags alone: every element keeps its
    /// height and place (`geometryVersion` stays).
    /// - Complexity: O(1)
    @inline(__always) mutating func touchFlags() {
        version = Self.versions.wrappingAdd(1, ordering: .relaxed).newValue
    }

    // MARK: Sections and ordinals

    /// - Complexity: O(1)
    package var sectionCount: Int { rowCounts.count }
    /// - Complexity: O(1)
    package func rowCount(_ s: Int) -> Int { rowCounts[s] }

    /// The element index of section `s`'s header (`elementCount` for `s == sectionCount`).
    /// - Complexity: O(log S)
    func sectionStart(_ s: Int) -> Int { rowIndex.prefix(s) + 2 * s }

    /// The section containing element `e` (`0 <= e < elementCount`), its first
    /// element and the number of rows before it.
    /// - Complexity: O(log S)
    func section(ofElement e: Int) -> (section: Int, start: Int, rowsBefore: Int) {
        let (s, rows) = rowIndex.descend { c, v in v + 2 * c <= e }
        return (s, rows + 2 * s, rows)
    }

    /// The number of rows among the elements `0 ..< e` (`0 <= e <= elementCount`).
    /// - Complexity: O(log S)
    func rowsBefore(element e: Int) -> Int {
        if e >= elementCount { return totalRows }
        let (s, start, rows) = section(ofElement: e)
        return rows + min(max(e - start - 1, 0), rowCounts[s])
    }

    /// What element `e` is.
    /// - Complexity: O(log S)
    func layoutElement(_ e: Int) -> LayoutElement {
        let (s, start, _) = section(ofElement: e)
        let p = e - start
        if p == 0 { return .header(s) }
        if p == rowCounts[s] + 1 { return .footer(s) }
        return .row(section: s, row: p - 1)
    }

    /// The global ordinal of row (s, r).
    /// - Complexity: O(log S)
    package func globalIndex(_ s: Int, _ r: Int) -> Int { rowIndex.prefix(s) + r }

    /// The (section, row) of a global ordinal; `(sectionCount, 0)` when `g >= totalRows`.
    /// - Complexity: O(log S)
    package func row(atGlobal g: Int) -> (section: Int, row: Int) {
        if g < 0 { return (0, rowCounts.isEmpty ? 0 : g) }  // as the array placeholder did
        let (s, rows) = rowIndex.descend { _, v in v <= g }
        return s == rowCounts.count ? (s, 0) : (s, g - rows)
    }

    func rowElement(_ s: Int, _ r: Int) -> Int {
        precondition(s >= 0 && s < rowCounts.count && r >= 0 && r < rowCounts[s], "LayoutStore: no row \(s),\(r)")
        return sectionStart(s) + 1 + r
    }

    func checkSection(_ s: Int) {
        precondition(s >= 0 && s < rowCounts.count, "LayoutStore: no section \(s)")
    }

    // MARK: Heights

    /// - Complexity: O(log n)
    package func headerHeight(_ s: Int) -> Fixed { checkSection(s); return elementHeight(sectionStart(s)) }
    /// - Complexity: O(log n)
    package func footerHeight(_ s: Int) -> Fixed { checkSection(s); return elementHeight(sectionStart(s + 1) - 1) }
    /// - Complexity: O(log n)
    package func rowHeight(_ s: Int, _ r: Int) -> Fixed { elementHeight(rowElement(s, r)) }
    /// - Complexity: O(log n)
    package func isMeasured(_ s: Int, _ r: Int) -> Bool { elementMeasured(rowElement(s, r)) }
    /// Header + rows + footer of section `s`.
    /// - Complexity: O(log n)
    package func sectionHeight(_ s: Int) -> Fixed {
        checkSection(s)
        return prefixHeight(sectionStart(s + 1)) - prefixHeight(sectionStart(s))
    }

    /// - Complexity: O(log n)
    package mutating func setHeaderHeight(_ s: Int, _ h: Fixed) {
        checkSection(s)
        setElement(sectionStart(s), height: h, measured: false)
    }
    /// - Complexity: O(log n)
    package mutating func setFooterHeight(_ s: Int, _ h: Fixed) {
        checkSection(s)
        setElement(sectionStart(s + 1) - 1, height: h, measured: false)
    }
    /// - Complexity: O(log n)
    package mutating func setRowHeight(_ s: Int, _ r: Int, _ h: Fixed, measured m: Bool) {
        setElement(rowElement(s, r), height: h, measured: m)
    }

    /// `setRowHeight`, keeping two cursors that were current before it
    /// current after: one height changing moves no element between blocks
    /// or sections, only the tops of the elements after it (a layout pass
    /// measures a row at the viewport's edge, then looks up the edges again).
    /// - Complexity: O(log n)
    package mutating func setRowHeight(_ s: Int, _ r: Int, _ h: Fixed, measured m: Bool,
                                       keeping a: inout LayoutCursor, _ b: inout LayoutCursor) {
        let e = rowElement(s, r), before = version
        // The row is usually where one of the cursors just landed.
        let p = blockPosition(ofElement: e, near: abs(a.element - e) <= abs(b.element - e) ? a : b)
        let delta = setElement(atBlock: p.block, offset: p.offset, height: h, measured: m)
        func keep(_ c: inout LayoutCursor) {
            guard c.version == before else { return }
            c.version = version
            if c.element > e { c.top += delta }
        }
        keep(&a)
        keep(&b)
    }

    // MARK: Offsets

    /// y of section s's header (= top of the section); `totalHeight` for `s == sectionCount`.
    /// - Complexity: O(log n)
    package func sectionTop(_ s: Int) -> Fixed {
        precondition(s >= 0 && s <= rowCounts.count, "LayoutStore: no section \(s)")
        return prefixHeight(sectionStart(s))
    }
    /// - Complexity: O(log n)
    package func rowTop(_ s: Int, _ r: Int) -> Fixed {
        precondition(s >= 0 && s < rowCounts.count && r >= 0 && r <= rowCounts[s], "LayoutStore: no row \(s),\(r)")
        return prefixHeight(sectionStart(s) + 1 + r)
    }
    /// - Complexity: O(log n)
    package func footerTop(_ s: Int) -> Fixed { checkSection(s); return prefixHeight(sectionStart(s + 1) - 1) }

    /// - Complexity: O(log n)
    package func rowTop(global g: Int) -> Fixed { let p = row(atGlobal: g); return rowTop(p.section, p.row) }
    /// - Complexity: O(log n)
    package func rowHeight(global g: Int) -> Fixed { let p = row(atGlobal: g); return rowHeight(p.section, p.row) }

    // MARK: Structure

    /// - Complexity: O(log n) amortised (O(B + log n), plus an O(n/B) block
    ///   index rebuild at most once per ~B/2 insertions into one block).
    package mutating func insertRow(_ s: Int, _ r: Int, height: Fixed, measured m: Bool) {
        precondition(s >= 0 && s < rowCounts.count && r >= 0 && r <= rowCounts[s], "LayoutStore: cannot insert row \(s),\(r)")
        insertElement(at: sectionStart(s) + 1 + r, height: height, measured: m)
        rowCounts[s] += 1
        rowIndex.add(1, at: s)
        totalRows += 1
    }

    /// - Complexity: O(log n) amortised (as `insertRow`).
    package mutating func removeRow(_ s: Int, _ r: Int) {
        let e = rowElement(s, r)
        removeElements(e..<(e + 1))
        rowCounts[s] -= 1
        rowIndex.add(-1, at: s)
        totalRows -= 1
    }

    /// Inserts a section of `rowHeights.count` rows (all flagged `m`) before section `s`.
    /// - Complexity: O(S + k + B + n/B) for k rows (the section and block indexes are rebuilt);
    ///   O(S + k + B + log n) when the section fits in the block it goes into.
    package mutating func insertSection(at s: Int, header: Fixed, footer: Fixed, rowHeights: [Fixed], measured m: Bool) {
        precondition(s >= 0 && s <= rowCounts.count, "LayoutStore: cannot insert section \(s)")
        var hs: [Fixed] = []
        hs.reserveCapacity(rowHeights.count + 2)
        hs.append(header)
        hs.append(contentsOf: rowHeights)
        hs.append(footer)
        var ms = [Bool](repeating: m, count: hs.count)
        ms[0] = false
        ms[ms.count - 1] = false
        insertElements(at: sectionStart(s), heights: hs, measured: ms)
        rowCounts.insert(rowHeights.count, at: s)
        rowIndex = Fenwick(rowCounts)
        totalRows += rowHeights.count
    }

    /// - Complexity: O(S + k + B + n/B) for a section of k rows (as `insertSection`).
    package mutating func removeSection(_ s: Int) {
        checkSection(s)
        let start = sectionStart(s)
        removeElements(start..<(start + rowCounts[s] + 2))
        totalRows -= rowCounts[s]
        rowCounts.remove(at: s)
        rowIndex = Fenwick(rowCounts)
    }
}
