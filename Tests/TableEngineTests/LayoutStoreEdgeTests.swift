import SeededRandom
import Testing
@testable import TableEngine

@Suite struct LayoutStoreEdgeTests {
    func compare(_ fast: LayoutStore, _ naive: NaiveLayoutStore) throws {
        #expect(fast.invariantViolation() == nil)
        let flat = FlatLayout(naive)
        try compareOraclesEverywhere(flat, naive)
        try compareAll(fast, naive, flat)
    }

    @Test func emptyTable() throws {
        let store = LayoutStore()
        #expect(store.sectionCount == 0 && store.totalRows == 0 && store.totalHeight == 0)
        #expect(store.element(at: 0) == nil)
        #expect(store.element(at: -1) == nil)
        #expect(store.firstRow(bottomAfter: 0) == nil)
        #expect(store.firstRow(bottomAfter: 0, inclusive: true) == nil)
        #expect(store.lastRow(topBefore: 100) == nil)
        #expect(store.row(atGlobal: 0) == (0, 0))
        #expect(store.sectionTop(0) == 0)
        #expect(store.invariantViolation() == nil)
        try compare(store, NaiveLayoutStore())
        let reloaded = LayoutStore(headers: [], footers: [], rowCounts: []) { _, _ in (0, false) }
        #expect(reloaded.invariantViolation() == nil && reloaded.totalHeight == 0)
    }

    @Test func sectionsWithoutRows() throws {
        let h: [Fixed] = [0, 10, 0], f: [Fixed] = [5, 0, 0]
        let fast = LayoutStore(headers: h, footers: f, rowCounts: [0, 0, 0]) { _, _ in (0, false) }
        let naive = NaiveLayoutStore(headers: h, footers: f, rowCounts: [0, 0, 0]) { _, _ in (0, false) }
        #expect(fast.element(at: 0) == .footer(0))
        #expect(fast.element(at: 5) == .header(1))
        #expect(fast.element(at: 15) == nil)
        #expect(fast.firstRow(bottomAfter: -1) == nil)
        try compare(fast, naive)
    }

    @Test func outsideTheContent() throws {
        let counts = [3, 0, 700]
        let heights: (Int, Int) -> (Fixed, Bool) = { s, r in (FixedPoint.fixed(Double(10 + (s * 7 + r) % 5)), r % 2 == 0) }
        let fast = LayoutStore(headers: [20, 0, 30], footers: [0, 8, 8], rowCounts: counts, rowHeight: heights)
        let naive = NaiveLayoutStore(headers: [20, 0, 30], footers: [0, 8, 8], rowCounts: counts, rowHeight: heights)
        let total = fast.totalHeight
        for y in [Fixed(-1), -1_000_000, Fixed.min / 2] {
            #expect(fast.element(at: y) == nil)
            #expect(fast.firstRow(bottomAfter: y) == 0)
            #expect(fast.lastRow(topBefore: y) == nil)
            #expect(fast.lastRow(topBefore: y, inclusive: true) == nil)
        }
        for y in [total, total + 1, Fixed.max / 2] {
            #expect(fast.element(at: y) == nil)
            #expect(fast.firstRow(bottomAfter: y) == nil)
            #expect(fast.lastRow(topBefore: y) == 702)
        }
        #expect(fast.lastRow(topBefore: 0, inclusive: false) == nil)
        #expect(fast.firstRow(bottomAfter: 0, inclusive: true) == 0)
        try compare(fast, naive)
    }

    @Test func allZeroHeights() throws {
        let counts = [0, 500, 1, 300]
        let fast = LayoutStore(headers: [0, 0, 0, 0], footers: [0, 0, 0, 0], rowCounts: counts) { _, _ in (0, false) }
        let naive = NaiveLayoutStore(headers: [0, 0, 0, 0], footers: [0, 0, 0, 0], rowCounts: counts) { _, _ in (0, false) }
        #expect(fast.totalHeight == 0)
        #expect(fast.element(at: 0) == nil)
        #expect(fast.firstRow(bottomAfter: 0) == nil)
        #expect(fast.firstRow(bottomAfter: 0, inclusive: true) == 0)
        #expect(fast.lastRow(topBefore: 0) == nil)
        #expect(fast.lastRow(topBefore: 0, inclusive: true) == 800)
        try compare(fast, naive)
    }

    @Test func cursorSurvivesMutationsAndCopies() {
        var store = LayoutStore(headers: [0], footers: [0], rowCounts: [2_000]) { _, _ in (FixedPoint.fixed(44), false) }
        var cursor = LayoutCursor()
        #expect(store.element(at: FixedPoint.fixed(44 * 1_500), cursor: &cursor) == .row(section: 0, row: 1_500))
        let copy = store
        store.insertRow(0, 0, height: FixedPoint.fixed(100), measured: true)
        // The cursor is stale for `store` (mutated) but current for `copy`.
        #expect(store.element(at: FixedPoint.fixed(44 * 1_500), cursor: &cursor) == .row(section: 0, row: 1_498))
        #expect(copy.element(at: FixedPoint.fixed(44 * 1_500 + 1), cursor: &cursor) == .row(section: 0, row: 1_500))
        var scroll = LayoutCursor()
        for step in stride(from: 0, to: 2_000, by: 3) {
            let y = FixedPoint.fixed(Double(step) * 44 + 7)
            #expect(copy.firstRow(bottomAfter: y, cursor: &scroll) == copy.firstRow(bottomAfter: y))
        }
    }

    @Test func measuredBitsShift() {
        var rng = SplitMix64(seed: 99)
        var bits = MeasuredBits()
        var model = [Bool](repeating: false, count: 256)
        for _ in 0..<5_000 {
            let p = Int.random(in: 0..<256, using: &rng)
            if Bool.random(using: &rng) {
                let v = Bool.random(using: &rng)
                bits.insert(v, at: p); model.insert(v, at: p); model.removeLast()
            } else {
                bits.remove(at: p); model.remove(at: p); model.append(false)
            }
            if (0..<256).contains(where: { bits[$0] != model[$0] }) {
                Issue.record("MeasuredBits differs from [Bool] (seed 99)")
                return
            }
        }
    }
}

/// Heights on the pixel grid add up exactly, whatever the order of the updates.
@Suite struct LayoutStoreExactnessTests {
    static let rows = 1_000_000
    /// Row i is (1 + (i × 7919) mod 401) half-points high.
    static func halves(_ i: Int) -> Int { 1 + (i &* 7919) % 401 }
    static let expectedHalves = (0..<rows).reduce(0) { $0 + halves($1) }
    static var expected: Fixed { Fixed(expectedHalves) * 32_768 }

    @Test func reloadOfAMillionHalfPointRows() {
        let store = LayoutStore(headers: [0], footers: [0], rowCounts: [Self.rows]) { _, r in
            (FixedPoint.fixed(Double(Self.halves(r)) * 0.5), false)
        }
        #expect(store.totalHeight == Self.expected)
        #expect(FixedPoint.points(store.totalHeight) == Double(Self.expectedHalves) / 2)
        #expect(store.rowTop(0, Self.rows - 1) + store.rowHeight(0, Self.rows - 1) == Self.expected)
        #expect(store.invariantViolation() == nil)
    }

    @Test func sectionsInsertedInShuffledOrder() {
        var rng = SplitMix64(seed: 7)
        let chunk = 10_000
        var store = LayoutStore()
        var placed: [Int] = []  // chunk numbers in table order
        for c in (0..<(Self.rows / chunk)).shuffled(using: &rng) {
            let at = Int.random(in: 0...placed.count, using: &rng)
            let heights = (0..<chunk).map { FixedPoint.fixed(Double(Self.halves(c * chunk + $0)) * 0.5) }
            store.insertSection(at: at, header: 0, footer: 0, rowHeights: heights, measured: false)
            placed.insert(c, at: at)
        }
        #expect(store.totalRows == Self.rows)
        #expect(store.totalHeight == Self.expected, "seed 7")
        #expect(store.invariantViolation() == nil, "seed 7")
    }

    @Test func heightsSetInRandomOrder() {
        var rng = SplitMix64(seed: 11)
        var store = LayoutStore(headers: [0, 0], footers: [0, 0], rowCounts: [Self.rows / 2, Self.rows / 2]) { _, _ in (0, false) }
        for i in (0..<Self.rows).shuffled(using: &rng) {
            let (s, r) = (i / (Self.rows / 2), i % (Self.rows / 2))
            store.setRowHeight(s, r, FixedPoint.fixed(Double(Self.halves(i)) * 0.5), measured: true)
        }
        #expect(store.totalHeight == Self.expected, "seed 11")
        #expect(store.sectionTop(1) == store.sectionHeight(0))
        #expect(store.invariantViolation() == nil, "seed 11")
    }
}
