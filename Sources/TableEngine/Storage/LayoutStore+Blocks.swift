/// 256 bits, stored inline: the "measured" flags of one block's elements.
struct MeasuredBits: Equatable {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)
    static let capacity = 256

    init() {}

    static func == (a: MeasuredBits, b: MeasuredBits) -> Bool {
        a.words == b.words
    }

    @inline(__always) private func word(_ w: Int) -> UInt64 {
        withUnsafeBytes(of: words) { $0.load(fromByteOffset: w &* 8, as: UInt64.self) }
    }

    @inline(__always) private mutating func setWord(_ w: Int, _ value: UInt64) {
        withUnsafeMutableBytes(of: &words) { $0.storeBytes(of: value, toByteOffset: w &* 8, as: UInt64.self) }
    }

    /// - Complexity: O(1)
    subscript(i: Int) -> Bool {
        get { word(i >> 6) & (1 << UInt64(i & 63)) != 0 }
        set {
            let bit: UInt64 = 1 << UInt64(i & 63)
            let w = word(i >> 6)
            setWord(i >> 6, newValue ? w | bit : w & ~bit)
        }
    }

    /// The first bit in `a ..< b` that is not set, nil when all are.
    /// - Complexity: O(1) (at most four words)
    func firstClear(from a: Int, to b: Int) -> Int? {
        var p = a
        while p < b {
            let limit = min(b - p, 64 - (p & 63))
            let t = (~word(p >> 6) >> UInt64(p & 63)).trailingZeroBitCount
            if t < limit { return p + t }
            p += limit
        }
        return nil
    }

    /// Sets the bits `range` (within `0 ..< capacity`), a word at a time.
    /// - Complexity: O(1) (at most four words)
    mutating func set(_ range: Range<Int>) {
        var i = range.lowerBound
        while i < range.upperBound {
            let w = i >> 6
            let end = min(range.upperBound - (w << 6), 64)
            let high: UInt64 = end == 64 ? ~0 : (1 << UInt64(end)) &- 1
            let low: UInt64 = (1 << UInt64(i & 63)) &- 1
            setWord(w, word(w) | (high & ~low))
            i = (w + 1) << 6
        }
    }

    /// Inserts a bit at `p`, shifting the bits from `p` up by one; bit 255 is lost.
    /// - Complexity: O(1) (four words)
    mutating func insert(_ value: Bool, at p: Int) {
        let wp = p >> 6
        let low: UInt64 = (1 << UInt64(p & 63)) &- 1
        var w = word(wp)
        var carry = w >> 63
        setWord(wp, (w & low) | ((w & ~low) << 1) | (value ? (1 << UInt64(p & 63)) : 0))
        var j = wp + 1
        while j < 4 {
            w = word(j)
            setWord(j, (w << 1) | carry)
            carry = w >> 63
            j += 1
        }
    }

    /// Removes bit `p`, shifting the bits above it down by one; bit 255 becomes 0.
    /// - Complexity: O(1) (four words)
    mutating func remove(at p: Int) {
        let wp = p >> 6
        let low: UInt64 = (1 << UInt64(p & 63)) &- 1
        let w = word(wp)
        let next = wp < 3 ? word(wp + 1) : 0
        setWord(wp, (w & low) | ((w >> 1) & ~low) | ((next & 1) << 63))
        var j = wp + 1
        while j < 4 {
            let after = j < 3 ? word(j + 1) : 0
            setWord(j, (word(j) >> 1) | ((after & 1) << 63))
            j += 1
        }
    }
}

/// A run of up to `LayoutStore.blockCapacity` consecutive elements' heights.
struct HeightBlock {
    var heights: [Fixed]
    var measured: MeasuredBits
    var sum: Fixed

    /// - Complexity: O(k)
    init(heights h: ArraySlice<Fixed>, measured m: ArraySlice<Bool>) {
        heights = []
        heights.reserveCapacity(LayoutStore.blockCapacity)
        heights.append(contentsOf: h)
        measured = MeasuredBits()
        var i = 0
        for flag in m {
            if flag { measured[i] = true }
            i += 1
        }
        sum = h.reduce(0, +)
    }

    /// - Complexity: O(1)
    init(heights: [Fixed], measured: MeasuredBits, sum: Fixed) {
        self.heights = heights
        self.measured = measured
        self.sum = sum
    }

    var count: Int { heights.count }
    var totals: BlockTotals { BlockTotals(height: sum, count: heights.count) }
}

extension LayoutStore {
    /// Blocks hold at most this many elements ...
    static let blockCapacity = MeasuredBits.capacity
    /// ... and at least this many, unless there is only one block.
    static let blockMinimum = 64

    /// The block and offset of element `k` (`0 <= k < elementCount`), and the
    /// height of everything before that block.
    /// - Complexity: O(log n)
    @inline(__always)
    func locate(_ k: Int) -> (block: Int, offset: Int, before: Fixed) {
        let (b, acc) = blockIndex.descend { _, v in v.count <= k }
        return (b, k - acc.count, acc.height)
    }

    /// Where a new element inserted at `k` (`0 <= k <= elementCount`) goes.
    /// - Complexity: O(log n)
    func insertionPoint(_ k: Int) -> (block: Int, offset: Int) {
        if k == elementCount { return (blocks.count - 1, blocks[blocks.count - 1].count) }
        let p = locate(k)
        return (p.block, p.offset)
    }

    /// The height of element `k`.
    /// - Complexity: O(log n)
    func elementHeight(_ k: Int) -> Fixed {
        let p = locate(k)
        return blocks[p.block].heights[p.offset]
    }

    /// Whether element `k` is flagged as measured.
    /// - Complexity: O(log n)
    func elementMeasured(_ k: Int) -> Bool {
        let p = locate(k)
        return blocks[p.block].measured[p.offset]
    }

    /// Clears every row's measured flag and keeps its height, as the estimate
    /// it now is: an accepted update under estimates (ENGINE.md §9), after
    /// which a row is measured again when it is next laid out. (Headers and
    /// footers are never flagged, so every block's flags are cleared whole.)
    /// - Complexity: O(n / B) for B = block capacity.
    package mutating func forgetRowMeasurements() {
        for b in blocks.indices { blocks[b].measured = MeasuredBits() }
        touchFlags()
    }

    /// Sets element `k`'s height and measured flag; returns how much its height grew.
    /// - Complexity: O(log n)
    @discardableResult
    mutating func setElement(_ k: Int, height h: Fixed, measured m: Bool) -> Fixed {
        let p = locate(k)
        return setElement(atBlock: p.block, offset: p.offset, height: h, measured: m)
    }

    /// `setElement` for the element at `offset` in block `block`.
    /// - Complexity: O(log n)
    @discardableResult
    mutating func setElement(atBlock block: Int, offset: Int, height h: Fixed, measured m: Bool) -> Fixed {
        let p = (block: block, offset: offset)
        let delta = h - blocks[p.block].heights[p.offset]
        blocks[p.block].heights[p.offset] = h
        blocks[p.block].measured[p.offset] = m
        if delta != 0 {
            blocks[p.block].sum += delta
            blockIndex.addHeight(delta, at: p.block)
            totalHeight += delta
            touch()
        } else {
            touchFlags()
        }
        return delta
    }

    /// Inserts elements at `k` (`0 <= k <= elementCount`).
    /// - Complexity: O(m + B + log n) when they fit in the block at `k`,
    ///   otherwise O(m + B + n/B) (the block index is rebuilt); B = block capacity.
    mutating func insertElements(at k: Int, heights h: [Fixed], measured m: [Bool]) {
        guard !h.isEmpty else { return }
        let added = h.reduce(0, +)
        defer {
            elementCount += h.count
            totalHeight += added
            touch()
        }
        if blocks.isEmpty {
            replaceBlocks(0..<0, heights: h[...], measured: m[...])
            return
        }
        let (b, i) = insertionPoint(k)
        if blocks[b].count + h.count <= Self.blockCapacity {
            blocks[b].heights.insert(contentsOf: h, at: i)
            for j in 0..<m.count { blocks[b].measured.insert(m[j], at: i + j) }
            blocks[b].sum += added
            blockIndex.add(BlockTotals(height: added, count: h.count), at: b)
            return
        }
        var hs = Array(blocks[b].heights[..<i])
        var ms = (0..<i).map { blocks[b].measured[$0] }
        hs.append(contentsOf: h)
        ms.append(contentsOf: m)
        hs.append(contentsOf: blocks[b].heights[i...])
        for j in i..<blocks[b].count { ms.append(blocks[b].measured[j]) }
        replaceBlocks(b..<(b + 1), heights: hs[...], measured: ms[...])
    }

    /// Removes the elements `range`.
    /// - Complexity: O(m + B + log n) inside one block that stays at least
    ///   `blockMinimum` full, otherwise O(m + B + n/B) (the block index is rebuilt).
    mutating func removeElements(_ range: Range<Int>) {
        guard !range.isEmpty else { return }
        defer {
            elementCount -= range.count
            touch()
        }
        let first = locate(range.lowerBound)
        let last = locate(range.upperBound - 1)
        if first.block == last.block {
            let b = first.block
            let removed = blocks[b].heights[first.offset...last.offset].reduce(0, +)
            blocks[b].heights.removeSubrange(first.offset...last.offset)
            for _ in range { blocks[b].measured.remove(at: first.offset) }
            blocks[b].sum -= removed
            totalHeight -= removed
            blockIndex.add(BlockTotals(height: -removed, count: -range.count), at: b)
            if blocks[b].count < Self.blockMinimum { mergeUnderfull(b) }
            return
        }
        // Remnants of the two edge blocks, plus a neighbour if they are too few.
        var lo = first.block, hi = last.block + 1
        var removed: Fixed = 0
        for b in lo..<hi { removed += blocks[b].sum }
        var hs = Array(blocks[lo].heights[..<first.offset])
        var ms = (0..<first.offset).map { blocks[lo].measured[$0] }
        hs.append(contentsOf: blocks[last.block].heights[(last.offset + 1)...])
        for j in (last.offset + 1)..<blocks[last.block].count { ms.append(blocks[last.block].measured[j]) }
        removed -= hs.reduce(0, +)
        totalHeight -= removed
        if hs.count < Self.blockMinimum {
            if hi < blocks.count {
                hs.append(contentsOf: blocks[hi].heights)
                for j in 0..<blocks[hi].count { ms.append(blocks[hi].measured[j]) }
                hi += 1
            } else if lo > 0 {
                lo -= 1
                hs.insert(contentsOf: blocks[lo].heights, at: 0)
                ms.insert(contentsOf: (0..<blocks[lo].count).map { blocks[lo].measured[$0] }, at: 0)
            }
        }
        replaceBlocks(lo..<hi, heights: hs[...], measured: ms[...])
    }

    /// Restores the fill invariant of block `b` by merging it with a neighbour
    /// (or sharing the neighbour's elements); drops it when it is the only, empty block.
    /// - Complexity: O(B + n/B)
    mutating func mergeUnderfull(_ b: Int) {
        if blocks.count == 1 {
            if blocks[0].count == 0 { replaceBlocks(0..<1, heights: [], measured: []) }
            return
        }
        let range = b + 1 < blocks.count ? b..<(b + 2) : (b - 1)..<(b + 1)
        var hs: [Fixed] = []
        var ms: [Bool] = []
        hs.reserveCapacity(2 * Self.blockCapacity)
        for j in range {
            hs.append(contentsOf: blocks[j].heights)
            for i in 0..<blocks[j].count { ms.append(blocks[j].measured[i]) }
        }
        replaceBlocks(range, heights: hs[...], measured: ms[...])
    }

    /// Replaces the blocks `range` with blocks holding `heights`, split as
    /// evenly as possible into the fewest blocks, and rebuilds the block index.
    /// - Complexity: O(m + n/B)
    mutating func replaceBlocks(_ range: Range<Int>, heights: ArraySlice<Fixed>, measured: ArraySlice<Bool>) {
        blocks.replaceSubrange(range, with: Self.makeBlocks(heights: heights, measured: measured))
        rebuildBlockIndex()
    }

    /// Rebuilds the Fenwick tree over the blocks' totals.
    /// - Complexity: O(n/B)
    mutating func rebuildBlockIndex() {
        var totals: [BlockTotals] = []
        totals.reserveCapacity(blocks.count)
        blocks.withUnsafeBufferPointer { bs in
            for i in bs.indices { totals.append(BlockTotals(height: bs[i].sum, count: bs[i].heights.count)) }
        }
        blockIndex = Fenwick(totals)
    }

    /// Inserts one element at `k` (`0 <= k <= elementCount`).
    /// - Complexity: O(B + log n) when its block has room; otherwise the block
    ///   splits in O(B + n/B), at most once per B/2 insertions into it.
    mutating func insertElement(at k: Int, height h: Fixed, measured m: Bool) {
        guard !blocks.isEmpty else { return insertElements(at: k, heights: [h], measured: [m]) }
        let (b, i) = insertionPoint(k)
        guard blocks[b].count < Self.blockCapacity else { return insertElements(at: k, heights: [h], measured: [m]) }
        blocks[b].heights.insert(h, at: i)
        blocks[b].measured.insert(m, at: i)
        blocks[b].sum += h
        blockIndex.add(BlockTotals(height: h, count: 1), at: b)
        elementCount += 1
        totalHeight += h
        touch()
    }

    /// Blocks are built three-quarters full, so that the inserts after a reload
    /// fill them before any has to split (a split rebuilds the block index).
    static let blockFill = blockCapacity * 3 / 4

    /// `heights` in blocks of about `blockFill` elements, sized as evenly as
    /// possible (so every block has more than B/2 elements when there is more than one).
    /// - Complexity: O(m)
    static func makeBlocks(heights: ArraySlice<Fixed>, measured: ArraySlice<Bool>) -> [HeightBlock] {
        let n = heights.count
        guard n > 0 else { return [] }
        let q = (n + blockFill - 1) / blockFill
        let base = n / q, extra = n % q
        var result: [HeightBlock] = []
        result.reserveCapacity(q)
        var start = 0
        for j in 0..<q {
            let size = base + (j < extra ? 1 : 0)
            let hs = heights.dropFirst(start).prefix(size)
            let ms = measured.dropFirst(start).prefix(size)
            result.append(HeightBlock(heights: hs, measured: ms))
            start += size
        }
        return result
    }
}
