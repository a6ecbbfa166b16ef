/// Rows' heights in table order, as a load collects them: heights given one by
/// one, and runs of one height repeated (the table's estimate for the rows of
/// a delegate without estimates of its own), which take no memory per row.
package struct RowHeights {
    /// The heights given one by one, in table order.
    package var listed: [Fixed] = []
    /// `count` rows of one height from global ordinal `first` on.
    struct Run {
        var first: Int
        var count: Int
        var height: Fixed
    }

    /// The runs of one repeated height, in table order (every row outside
    /// them is listed): `closedRuns`, then `lastRun` (when its count is not
    /// 0), which grows while rows of its height follow it.
    private var closedRuns: [Run] = []
    private var lastRun = Run(first: 0, count: 0, height: 0)
    private var repeatedRows = 0


    /// - Complexity: O(1)
    package init() {}

    /// The number of rows.
    /// - Complexity: O(1)
    package var count: Int { listed.count + repeatedRows }

    /// Appends one row's height.
    /// - Complexity: O(1) amortised
    @inline(__always)
    package mutating func append(_ h: Fixed) { listed.append(h) }

    /// Appends heights given one by one.
    /// - Complexity: O(heights.count) amortised
    package mutating func append(contentsOf heights: UnsafeBufferPointer<Fixed>) { listed.append(contentsOf: heights) }

    /// Makes room for `n` more listed heights.
    /// - Complexity: O(listed) when it reallocates, else O(1).
    package mutating func reserveListed(_ n: Int) {
        // Geometric growth: reserving exactly `count + n` per section reallocates every time (quadratic in sections).
        let needed = listed.count + n
        if listed.capacity < needed { listed.reserveCapacity(max(needed, 2 * listed.capacity)) }
    }

    /// Appends `k` rows of height `h`.
    /// - Complexity: O(1) amortised
    package mutating func append(repeating h: Fixed, count k: Int) {
        guard k > 0 else { return }
        let first = count
        repeatedRows += k
        if lastRun.count > 0, lastRun.height == h, lastRun.first + lastRun.count == first {
            lastRun.count += k
            return
        }
        if lastRun.count > 0 { closedRuns.append(lastRun) }
        lastRun = Run(first: first, count: k, height: h)
    }

    /// Reads the heights of stretches of rows, mostly in order: each stretch
    /// costs O(1) amortised plus one step per run between it and the stretch
    /// asked before (a build looks a block ahead, then may read it).
    struct Reader {
        let rows: RowHeights
        /// The first run that does not end before the last row asked (its
        /// rows `runFirst ..< runEnd`, of height `runHeight`; both `Int.max`
        /// after the last run), the rows of the runs before it, and where the
        /// run before it ends (`Int.min` when there is none).
        private var nextRepeat = 0, repeatedBefore = 0
        private var runFirst = Int.max, runEnd = Int.max, runHeight: Fixed = 0, previousEnd = Int.min

        init(_ rows: RowHeights) {
            self.rows = rows
            loadRun()
        }

        /// Run `i` (count 0 past the last).
        private func run(_ i: Int) -> Run {
            let closed = rows.closedRuns
            return i < closed.count ? closed[i] : i == closed.count ? rows.lastRun : Run(first: 0, count: 0, height: 0)
        }

        private mutating func loadRun() {
            let before = nextRepeat > 0 ? run(nextRepeat - 1) : nil
            previousEnd = before.map { $0.first + $0.count } ?? Int.min
            let run = run(nextRepeat)
            guard run.count > 0 else { (runFirst, runEnd) = (Int.max, Int.max); return }
            (runFirst, runEnd, runHeight) = (run.first, run.first + run.count, run.height)
        }

        /// Moves to the first run that ends after row `g`.
        /// - Complexity: O(1) amortised over a pass, plus one step per run moved back.
        @inline(__always)
        private mutating func move(to g: Int) {
            while runEnd <= g {
                repeatedBefore += runEnd - runFirst
                nextRepeat += 1
                loadRun()
            }
            while previousEnd > g {
                nextRepeat -= 1
                repeatedBefore -= run(nextRepeat).count
                loadRun()
            }
        }

        /// The repeated run holding row `g` (its rows `first ..< end`), nil when `g` is listed.
        /// - Complexity: O(1) amortised
        @inline(__always)
        mutating func run(holding g: Int) -> (first: Int, end: Int, height: Fixed)? {
            move(to: g)
            return runFirst <= g ? (runFirst, runEnd, runHeight) : nil
        }

        /// Writes the heights of rows `g ..< g + k` at `to[0 ..< k]` and returns their sum.
        /// - Complexity: O(k) (a copy, or a fill, per run it crosses)
        mutating func copy(rows g: Int, count k: Int, to: UnsafeMutablePointer<Fixed>) -> Fixed {
            var sum: Fixed = 0, at = g, done = 0
            while done < k {
                move(to: at)
                let wanted = k - done
                if runFirst <= at {
                    let take = min(wanted, runEnd - at)
                    (to + done).update(repeating: runHeight, count: take)
                    sum &+= runHeight &* Fixed(take)
                    at += take; done += take
                } else {
                    // Listed rows up to the next run (or the stretch's end); every run before `at` is behind it.
                    let take = min(wanted, runFirst - at)
                    let from = at - repeatedBefore
                    rows.listed.withUnsafeBufferPointer { source in
                        guard let base = source.baseAddress else { return }
                        (to + done).update(from: base + from, count: take)
                        for h in UnsafeBufferPointer(start: base + from, count: take) { sum &+= h }
                    }
                    at += take; done += take
                }
            }
            return sum
        }
    }
}
