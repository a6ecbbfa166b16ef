/// The heights arrays of a store being built, shared among its blocks that
/// hold the same heights in the same order.
///
/// A block is described by its runs of equal heights (a section's header,
/// rows at one repeated height, a footer ...); blocks described alike get one
/// array, which each copies on its first change (copy on write), as blocks of
/// rows at one height already share theirs. So a table of many sections at an
/// estimate allocates a few arrays, not one for each block holding a section
/// boundary (a footer and the next header among rows).
///
/// Everything is kept in arrays of integers (whose types the runtime has ready):
/// a load pays no type set-up for them.
struct BlockPatterns {
    /// Blocks of more runs are not described (their heights are written out).
    static let maxRuns = 16

    /// The runs of the block being described, the first `runCount`: their heights and lengths.
    private var runHeights = [Fixed](repeating: 0, count: maxRuns)
    private var runLengths = [Int](repeating: 0, count: maxRuns)
    private var runCount = 0
    /// The blocks whose arrays were handed out first, each with the hash of
    /// its runs and where they are in `storedRuns` (height, length, height,
    /// length ...), found through an open-addressing table of entry indexes
    /// (-1: empty; at most half full).
    private var holders: [Int] = [], hashes: [Int] = [], starts: [Int] = [0]
    private var storedRuns: [Int] = []
    private var table = [Int](repeating: -1, count: 64)

    /// - Complexity: O(1)
    init() {}

    /// Starts describing a block.
    /// - Complexity: O(1)
    mutating func begin() { runCount = 0 }

    /// Appends `k` elements of height `h` to the block being described; false
    /// when that makes more than `maxRuns` runs.
    /// - Complexity: O(1)
    @inline(__always)
    mutating func append(_ h: Fixed, count k: Int) -> Bool {
        if runCount > 0, runHeights[runCount - 1] == h {
            runLengths[runCount - 1] += k
            return true
        }
        guard runCount < Self.maxRuns else { return false }
        runHeights[runCount] = h
        runLengths[runCount] = k
        runCount += 1
        return true
    }

    /// The block (an index into the store's blocks) that holds the heights of
    /// the block described, nil when none does: the block `newBlock` then
    /// holds them (`makeHeights()`). With the heights' sum.
    /// - Complexity: O(runs) (expected)
    mutating func holder(registering newBlock: Int) -> (holder: Int?, sum: Fixed) {
        var hash = runCount, sum: Fixed = 0
        for j in 0..<runCount {
            hash = ((hash &* 1_000_003) ^ Int(truncatingIfNeeded: runHeights[j])) &* 31 &+ runLengths[j]
            sum &+= runHeights[j] &* Fixed(runLengths[j])
        }
        let mask = table.count - 1
        var slot = Self.firstSlot(hash, mask)
        while table[slot] >= 0 {
            let e = table[slot]
            if hashes[e] == hash && matches(e) { return (holders[e], sum) }
            slot = (slot + 1) & mask
        }
        table[slot] = holders.count
        holders.append(newBlock)
        hashes.append(hash)
        for j in 0..<runCount {
            storedRuns.append(Int(truncatingIfNeeded: runHeights[j]))
            storedRuns.append(runLengths[j])
        }
        starts.append(storedRuns.count)
        if 2 * holders.count > table.count { rebuildTable(slots: 2 * table.count) }
        return (nil, sum)
    }

    /// A new array of the described block's heights.
    /// - Complexity: O(elements)
    func makeHeights() -> [Fixed] {
        var size = 0
        for j in 0..<runCount { size += runLengths[j] }
        return [Fixed](unsafeUninitializedCapacity: size) { buffer, filled in
            guard let base = buffer.baseAddress else { return }
            for j in 0..<runCount {
                (base + filled).initialize(repeating: runHeights[j], count: runLengths[j])
                filled += runLengths[j]
            }
        }
    }

    /// Whether the described runs are those of entry `e`.
    @inline(__always)
    private func matches(_ e: Int) -> Bool {
        let start = starts[e]
        guard starts[e + 1] - start == 2 * runCount else { return false }
        return storedRuns.withUnsafeBufferPointer { stored in
            runHeights.withUnsafeBufferPointer { heights in
                runLengths.withUnsafeBufferPointer { lengths in
                    for j in 0..<runCount where stored[start + 2 * j] != Int(truncatingIfNeeded: heights[j])
                        || stored[start + 2 * j + 1] != lengths[j] {
                        return false
                    }
                    return true
                }
            }
        }
    }

    private static func firstSlot(_ hash: Int, _ mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt(bitPattern: hash) &* 0x9E37_79B9_7F4A_7C15) >> 32) & mask
    }

    private mutating func rebuildTable(slots: Int) {
        table = [Int](repeating: -1, count: slots)
        let mask = slots - 1
        for e in hashes.indices {
            var slot = Self.firstSlot(hashes[e], mask)
            while table[slot] >= 0 { slot = (slot + 1) & mask }
            table[slot] = e
        }
    }
}
