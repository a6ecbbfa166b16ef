import SeededRandom
import TableEngine

/// Row r's height in the benchmarks: varied, on the half-point grid, every other row measured.
let benchHeight: @Sendable (Int, Int) -> (Fixed, Bool) = { _, r in
    (Fixed(20 + (r &* 2_654_435_761) % 97) * 32_768, r & 1 == 0)
}

func makeStore(_ n: Int) -> LayoutStore {
    LayoutStore(headers: [0], footers: [0], rowCounts: [n], rowHeight: benchHeight)
}

/// Prefix sums (row tops, plus the total) of the same heights, in points.
func makeFlatTops(_ n: Int) -> [Double] {
    var tops = [Double](repeating: 0, count: n + 1)
    for r in 0..<n { tops[r + 1] = tops[r] + FixedPoint.points(benchHeight(0, r).0) }
    return tops
}

// MARK: Item 1: reload

@inline(never)
func baselineSumLoop(_ n: Int, _ height: (Int, Int) -> (Fixed, Bool)) -> Int64 {
    var total: Int64 = 0
    for r in 0..<n { total &+= height(0, r).0 }
    return total
}

/// Hides a value from the optimiser, so the baseline calls the height closure
/// through a function value just as the store (in another module) does.
@inline(never) @_optimize(none)
func opaque<T>(_ value: T) -> T { value }

func benchReload(n: Int, repetitions: Int) -> BenchResult {
    let measured = medianNanoseconds(repetitions: repetitions) {
        let store = makeStore(n)
        blackHole(store.totalHeight)
    }
    let baseline = medianNanoseconds(repetitions: repetitions) {
        blackHole(baselineSumLoop(n, opaque(benchHeight)))
    }
    return BenchResult(item: "1", name: "reload n rows (vs loop summing them)", n: n,
                       measured: measured, baseline: baseline, goal: .slowerAtMost(10))
}

// MARK: Item 2: offset → row

@inline(never)
func storeLookupLoop(_ store: LayoutStore, _ ys: [Fixed]) -> Int {
    var acc = 0
    for y in ys {
        if case .row(_, let r)? = store.element(at: y) { acc &+= r }
    }
    return acc
}

@inline(never)
func storeFirstRowLoop(_ store: LayoutStore, _ ys: [Fixed]) -> Int {
    var acc = 0
    for y in ys { acc &+= store.firstRow(bottomAfter: y) ?? -1 }
    return acc
}

@inline(never)
func storeScrollLoop(_ store: LayoutStore, _ ys: [Fixed]) -> Int {
    var acc = 0
    var cursor = LayoutCursor()
    for y in ys { acc &+= store.firstRow(bottomAfter: y, cursor: &cursor) ?? -1 }
    return acc
}

/// Binary search over the row tops: the largest i with tops[i] <= y.
@inline(never)
func baselineLookupLoop(_ tops: [Double], _ ys: [Double]) -> Int {
    var acc = 0
    tops.withUnsafeBufferPointer { t in
        for y in ys {
            var lo = 0, hi = t.count - 1
            while lo < hi {
                let mid = (lo + hi + 1) >> 1
                if t[mid] <= y { lo = mid } else { hi = mid - 1 }
            }
            acc &+= lo
        }
    }
    return acc
}

func lookupInputs(_ store: LayoutStore, count: Int, scrolling: Bool) -> (fixed: [Fixed], points: [Double]) {
    var rng = SplitMix64(seed: 42)
    let total = store.totalHeight
    var ys: [Fixed] = []
    ys.reserveCapacity(count)
    var y = Fixed.random(in: 0..<total, using: &rng)
    for _ in 0..<count {
        if scrolling {
            y = (y + Fixed.random(in: 0..<(30 * 65_536), using: &rng)) % total  // ~15 pt per frame
        } else {
            y = Fixed.random(in: 0..<total, using: &rng)
        }
        ys.append(y)
    }
    return (ys, ys.map(FixedPoint.points))
}

func benchLookups(n: Int, repetitions: Int, queries: Int) -> [BenchResult] {
    let store = makeStore(n)
    let tops = makeFlatTops(n)
    let random = lookupInputs(store, count: queries, scrolling: false)
    let scroll = lookupInputs(store, count: queries, scrolling: true)
    // Interleaved, so that the store and the baseline see the same machine load.
    let bodies: [() -> Int] = [
        { baselineLookupLoop(tops, random.points) },
        { baselineLookupLoop(tops, scroll.points) },
        { storeLookupLoop(store, random.fixed) },
        { storeFirstRowLoop(store, random.fixed) },
        { storeScrollLoop(store, scroll.fixed) },
    ]
    var samples = [[Double]](repeating: [], count: bodies.count)
    for _ in 0..<repetitions {
        for (i, body) in bodies.enumerated() {
            let start = now()
            blackHole(body())
            samples[i].append(Double(now() - start) / Double(queries))
        }
    }
    let t = samples.map { $0.sorted()[$0.count / 2] }
    return [
        BenchResult(item: "2a", name: "element(at:) random y (vs binary search)", n: n,
                    measured: t[2], baseline: t[0], goal: .slowerAtMost(2)),
        BenchResult(item: "2b", name: "firstRow(bottomAfter:) random y", n: n,
                    measured: t[3], baseline: t[0], goal: .slowerAtMost(2)),
        BenchResult(item: "2c", name: "firstRow with cursor, scrolling", n: n,
                    measured: t[4], baseline: t[1], goal: .slowerAtMost(2)),
    ]
}

// MARK: Item 3: insert / delete one row in the middle

@inline(never)
func storeInsertLoop(_ store: inout LayoutStore, _ positions: [Int]) {
    for p in positions { store.insertRow(0, p, height: 44 * 65_536, measured: true) }
}

@inline(never)
func storeDeleteLoop(_ store: inout LayoutStore, _ positions: [Int]) {
    for p in positions.reversed() { store.removeRow(0, p) }
}

/// The flat model: heights and their prefix sums, recomputed from the change on.
struct FlatHeights {
    var heights: [Double]
    var tops: [Double]

    mutating func recompute(from i: Int) {
        heights.withUnsafeBufferPointer { h in
            tops.withUnsafeMutableBufferPointer { t in
                for j in i..<h.count { t[j + 1] = t[j] + h[j] }
            }
        }
    }
}

@inline(never)
func baselineInsertLoop(_ flat: inout FlatHeights, _ positions: [Int]) {
    for p in positions {
        flat.heights.insert(44, at: p)
        flat.tops.append(0)
        flat.recompute(from: p)
    }
}

@inline(never)
func baselineDeleteLoop(_ flat: inout FlatHeights, _ positions: [Int]) {
    for p in positions.reversed() {
        flat.heights.remove(at: p)
        flat.tops.removeLast()
        flat.recompute(from: p)
    }
}

func middlePositions(n: Int, count: Int) -> [Int] {
    var rng = SplitMix64(seed: 7)
    let spread = max(1, min(n / 4, 5_000))
    return (0..<count).map { _ in n / 2 + Int.random(in: -spread...spread, using: &rng) }
}

func benchInsertDelete(n: Int, repetitions: Int, storeOps: Int, flatOps: Int) -> [BenchResult] {
    var store = makeStore(n)
    let tops = makeFlatTops(n)
    var flat = FlatHeights(heights: (0..<n).map { tops[$0 + 1] - tops[$0] }, tops: tops)
    let storePositions = middlePositions(n: n, count: storeOps)
    let flatPositions = middlePositions(n: n, count: flatOps)
    var insert: [Double] = [], delete: [Double] = [], flatInsert: [Double] = [], flatDelete: [Double] = []
    for _ in 0..<repetitions {
        var t = now()
        storeInsertLoop(&store, storePositions)
        insert.append(Double(now() - t) / Double(storeOps))
        t = now()
        storeDeleteLoop(&store, storePositions)
        delete.append(Double(now() - t) / Double(storeOps))
        t = now()
        baselineInsertLoop(&flat, flatPositions)
        flatInsert.append(Double(now() - t) / Double(flatOps))
        t = now()
        baselineDeleteLoop(&flat, flatPositions)
        flatDelete.append(Double(now() - t) / Double(flatOps))
    }
    blackHole(store.totalHeight)
    blackHole(Int(flat.tops[flat.tops.count - 1]))
    return [
        BenchResult(item: "3a", name: "insert one row mid-table (vs flat array)", n: n,
                    measured: median(insert), baseline: median(flatInsert), goal: .fasterAtLeast(100)),
        BenchResult(item: "3b", name: "delete one row mid-table (vs flat array)", n: n,
                    measured: median(delete), baseline: median(flatDelete), goal: .fasterAtLeast(100)),
    ]
}

// MARK: Items 4–6: slots for the engine

/// Items that need the engine's TableView and the scenario interpreter, which do not exist yet.
