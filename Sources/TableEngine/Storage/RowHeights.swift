/// Rows' heights in table order, as a load collects them: heights given one by
/// one, and runs of one height repeated (the table's estimate for the rows of
/// a delegate without estimates of its own), which take no memory per row.
package struct RowHeights {
    /// The heights given one by one, in table order.
    package var listed: [Fixed] = []
    /// The runs of one repeated height, in table order: `count` rows from
    /// global ordinal `first` on. Every row outside them is listed.
    private(set) var repeats: [(first: Int, count: Int, height: Fixed)] = []
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
        if let last = repeats.last, last.height == h, last.first + last.count == first {
            repeats[repeats.count - 1].count += k
        } else {
            repeats.append((first, k, h))
        }
        repeatedRows += k
    }

    /// Reads the heights in order, one stretch of rows after another (each
    /// stretch starting where the last one ended).
    struct Reader {
        let rows: RowHeights
        var nextListed = 0, nextRepeat = 0

        init(_ rows: RowHeights) { self.rows = rows }

        /// The height of rows `g ..< g + k` when they all lie in one repeated
        /// run, which they are then read from; nil (nothing read) otherwise.
        /// - Complexity: O(1)
        mutating func skip(rows g: Int, count k: Int) -> Fixed? {
            guard nextRepeat < rows.repeats.count else { return nil }
            let run = rows.repeats[nextRepeat]
            guard run.first <= g, g + k <= run.first + run.count else { return nil }
            if g + k == run.first + run.count { nextRepeat += 1 }
            return run.height
        }

        /// Writes the heights of rows `g ..< g + k` at `to[0 ..< k]` and returns their sum.
        /// - Complexity: O(k) (a copy, or a fill, per run it crosses)
        mutating func copy(rows g: Int, count k: Int, to: UnsafeMutablePointer<Fixed>) -> Fixed {
            var sum: Fixed = 0, at = g, done = 0
            while done < k {
                let wanted = k - done
                if nextRepeat < rows.repeats.count, rows.repeats[nextRepeat].first <= at {
                    let run = rows.repeats[nextRepeat]
                    let take = min(wanted, run.first + run.count - at)
                    (to + done).update(repeating: run.height, count: take)
                    sum &+= run.height &* Fixed(take)
                    if at + take == run.first + run.count { nextRepeat += 1 }
                    at += take; done += take
                } else {
                    // Listed rows up to the next run (or the stretch's end).
                    let runStart = nextRepeat < rows.repeats.count ? rows.repeats[nextRepeat].first : Int.max
                    let take = min(wanted, runStart - at)
                    rows.listed.withUnsafeBufferPointer { source in
                        guard let from = source.baseAddress else { return }
                        (to + done).update(from: from + nextListed, count: take)
                        for h in UnsafeBufferPointer(start: from + nextListed, count: take) { sum &+= h }
                    }
                    nextListed += take; at += take; done += take
                }
            }
            return sum
        }
    }
}
