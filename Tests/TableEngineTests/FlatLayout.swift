@testable import TableEngine

/// The naive oracle flattened once per operation into arrays of tops, so
/// that the randomised tests can ask it thousands of lookups cheaply: built in
/// O(n) from `NaiveLayoutStore`'s O(1) height accessors, answering lookups by
/// binary search. `compareOracles` checks it against the naive store's own
/// (O(n log n)) query methods.
struct FlatLayout {
    var elements: [LayoutElement] = []
    var tops: [Fixed] = []       // per element
    var bottoms: [Fixed] = []    // per element
    var rowTops: [Fixed] = []    // per global row
    var rowBottoms: [Fixed] = [] // per global row
    var sectionTops: [Fixed] = []
    var footerTops: [Fixed] = []
    var total: Fixed = 0

    init(_ naive: NaiveLayoutStore) {
        var y: Fixed = 0
        func add(_ e: LayoutElement, _ h: Fixed) {
            elements.append(e)
            tops.append(y)
            y += h
            bottoms.append(y)
        }
        for s in 0..<naive.sectionCount {
            sectionTops.append(y)
            add(.header(s), naive.headerHeight(s))
            for r in 0..<naive.rowCount(s) {
                rowTops.append(y)
                add(.row(section: s, row: r), naive.rowHeight(s, r))
                rowBottoms.append(y)
            }
            footerTops.append(y)
            add(.footer(s), naive.footerHeight(s))
        }
        total = y
    }

    /// The first index whose value fails `below` (values ascending).
    static func partition(_ values: [Fixed], _ below: (Fixed) -> Bool) -> Int {
        var lo = 0, hi = values.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if below(values[mid]) { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    func element(at y: Fixed) -> LayoutElement? {
        guard y >= 0 else { return nil }
        let i = Self.partition(bottoms) { $0 <= y }
        return i < elements.count ? elements[i] : nil
    }

    func firstRow(bottomAfter y: Fixed, inclusive: Bool) -> Int? {
        let g = Self.partition(rowBottoms) { inclusive ? $0 < y : $0 <= y }
        return g < rowBottoms.count ? g : nil
    }

    func lastRow(topBefore y: Fixed, inclusive: Bool) -> Int? {
        let g = Self.partition(rowTops) { inclusive ? $0 <= y : $0 < y }
        return g > 0 ? g - 1 : nil
    }
}

/// Checks the flattened oracle against the naive store's own lookups at y.
func compareOracles(_ flat: FlatLayout, _ naive: NaiveLayoutStore, at y: Fixed) throws {
    try expectSame(flat.element(at: y), naive.element(at: y), "oracles: element(at: \(y))")
    for inclusive in [false, true] {
        try expectSame(flat.firstRow(bottomAfter: y, inclusive: inclusive), naive.firstRow(bottomAfter: y, inclusive: inclusive),
                       "oracles: firstRow(bottomAfter: \(y), inclusive: \(inclusive))")
        try expectSame(flat.lastRow(topBefore: y, inclusive: inclusive), naive.lastRow(topBefore: y, inclusive: inclusive),
                       "oracles: lastRow(topBefore: \(y), inclusive: \(inclusive))")
    }
}
