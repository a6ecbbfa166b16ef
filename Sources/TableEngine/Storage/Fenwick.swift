/// A Fenwick (binary indexed) tree over a sequence of values of an additive
/// type: prefix sums, point updates and a monotone descent ("the longest
/// prefix whose sum still satisfies a predicate") in O(log n).
///
/// Values are expected to be non-negative in every component the descent
/// looks at, so that prefix sums grow monotonically.
struct Fenwick<Value: AdditiveArithmetic> {
    /// 1-based implicit tree; `tree[0]` is unused.
    private(set) var tree: [Value]
    /// The largest power of two `<= count` (0 when empty).
    private var topStep: Int

    /// An empty tree.
    /// - Complexity: O(1)
    init() {
        tree = [.zero]
        topStep = 0
    }

    /// Builds the tree over `values`.
    /// - Complexity: O(n)
    init<C: Collection>(_ values: C) where C.Element == Value {
        var t: [Value] = []
        t.reserveCapacity(values.count + 1)
        t.append(.zero)
        t.append(contentsOf: values)
        let n = t.count - 1
        if n > 0 {
            t.withUnsafeMutableBufferPointer { t in
                for i in 1...n {
                    let j = i + (i & -i)
                    if j <= n { t[j] += t[i] }
                }
            }
        }
        tree = t
        topStep = Fenwick.highestPowerOfTwo(atMost: n)
    }

    /// The number of values.
    /// - Complexity: O(1)
    var count: Int { tree.count - 1 }

    /// Adds `delta` to value `i` (0-based).
    /// - Complexity: O(log n)
    mutating func add(_ delta: Value, at i: Int) {
        updateNodes(covering: i) { $0 += delta }
    }

    /// Calls `update` on every node whose range holds value `i` (0-based),
    /// with one uniqueness check for the whole walk (a measured row's
    /// height, every scroll step).
    /// - Complexity: O(log n)
    @inline(__always)
    private mutating func updateNodes(covering i: Int, _ update: (inout Value) -> Void) {
        guard i >= 0 else { return }
        tree.withUnsafeMutableBufferPointer { t in
            var j = i + 1
            let n = t.count - 1
            while j <= n {
                update(&t[j])
                j += j & -j
            }
        }
    }

    /// The sum of the first `k` values (`0 <= k <= count`).
    /// - Complexity: O(log n)
    func prefix(_ k: Int) -> Value {
        var sum = Value.zero
        var j = k
        while j > 0 {
            sum += tree[j]
            j &= j - 1
        }
        return sum
    }

    /// The largest `k` in `0...count` such that `accept(k, prefix(k))`, and
    /// that prefix sum. `accept` must be monotone in `k` (true up to some
    /// point, false after) and is assumed true for `k = 0`.
    /// - Complexity: O(log n) calls of `accept`
    @inline(__always)
    func descend(_ accept: (Int, Value) -> Bool) -> (count: Int, sum: Value) {
        var pos = 0
        var acc = Value.zero
        var step = topStep
        let n = count
        while step > 0 {
            let next = pos + step
            if next <= n {
                let candidate = acc + tree[next]
                if accept(next, candidate) {
                    pos = next
                    acc = candidate
                }
            }
            step >>= 1
        }
        return (pos, acc)
    }

    static func highestPowerOfTwo(atMost n: Int) -> Int {
        n <= 0 ? 0 : 1 << (Int.bitWidth - 1 - n.leadingZeroBitCount)
    }
}

/// The height and element count of one block (or of a run of blocks).
struct BlockTotals: Equatable, AdditiveArithmetic {
    var height: Fixed
    var count: Int

    static var zero: BlockTotals { BlockTotals(height: 0, count: 0) }

    static func == (a: BlockTotals, b: BlockTotals) -> Bool {
        a.height == b.height && a.count == b.count
    }

    static func + (a: BlockTotals, b: BlockTotals) -> BlockTotals {
        BlockTotals(height: a.height + b.height, count: a.count + b.count)
    }

    static func - (a: BlockTotals, b: BlockTotals) -> BlockTotals {
        BlockTotals(height: a.height - b.height, count: a.count - b.count)
    }
}

extension Fenwick where Value == BlockTotals {
    /// `add(BlockTotals(height: delta, count: 0), at: i)`: only the heights
    /// are written (a measured row's height, every scroll step).
    /// - Complexity: O(log n)
    mutating func addHeight(_ delta: Fixed, at i: Int) {
        updateNodes(covering: i) { $0.height += delta }
    }
}
