@testable import TableEngine

/// The naive oracle flattened once per operation into arrays of tops, so that
/// the randomised tests can ask it thousands of questions cheaply: built in
/// O(n) from `NaiveLayoutStore`'s O(1) height accessors, answering positions
/// by index and lookups by binary search. The naive store's own queries are
/// O(n) each (a sum over everything above); `compareOracles` checks that the
/// two oracles agree.
struct FlatLayout {
    var elements: [LayoutElement] = []
    var tops: [Fixed] = []       // per element
    var bottoms: [Fixed] = []    // per element
    var rowTops: [Fixed] = []    // per global row
    var rowBottoms: [Fixed] = [] // per global row
    var rowSections: [Int] = []  // per global row
    var sectionTops: [Fixed] = []
    var footerTops: [Fixed] = []
    var firstRows: [Int] = []    // per section: the global ordinal of its row 0
    var total: Fixed = 0

    init(_ naive: NaiveLayoutStore) {
        let rows = naive.totalRows, sections = naive.sectionCount
        elements.reserveCapacity(rows + 2 * sections)
        tops.reserveCapacity(rows + 2 * sections)
        bottoms.reserveCapacity(rows + 2 * sections)
        rowTops.reserveCapacity(rows)
        rowBottoms.reserveCapacity(rows)
        rowSections.reserveCapacity(rows)
        var y: Fixed = 0
        for s in 0..<sections {
            sectionTops.append(y)
            firstRows.append(rowTops.count)
            elements.append(.header(s))
            tops.append(y)
            y += naive.headerHeight(s)
            bottoms.append(y)
            for r in 0..<naive.rowCount(s) {
                elements.append(.row(section: s, row: r))
                tops.append(y)
                rowTops.append(y)
                rowSections.append(s)
                y += naive.rowHeight(s, r)
                bottoms.append(y)
                rowBottoms.append(y)
            }
            footerTops.append(y)
            elements.append(.footer(s))
            tops.append(y)
            y += naive.footerHeight(s)
            bottoms.append(y)
        }
        total = y
    }

    var sectionCount: Int { sectionTops.count }
    var totalRows: Int { rowTops.count }

    func rowCount(_ s: Int) -> Int { (s + 1 < sectionCount ? firstRows[s + 1] : totalRows) - firstRows[s] }

    /// y of row r of section s; r may be the row count (the section's footer top).
    func rowTop(_ s: Int, _ r: Int) -> Fixed { r < rowCount(s) ? rowTops[firstRows[s] + r] : footerTops[s] }

    func sectionHeight(_ s: Int) -> Fixed { (s + 1 < sectionCount ? sectionTops[s + 1] : total) - sectionTops[s] }

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

/// Checks the flattened oracle against the naive store's own queries: the
/// lookups at y, the totals, and the positions of section s and of row r in it.
func compareOracles(_ flat: FlatLayout, _ naive: NaiveLayoutStore, at y: Fixed, section s: Int?, row r: Int?) throws {
    try compareOracleLookups(flat, naive, at: y)
    try expectSame(flat.total, naive.totalHeight, "oracles: totalHeight")
    try expectSame(flat.totalRows, naive.totalRows, "oracles: totalRows")
    try expectSame(flat.sectionCount, naive.sectionCount, "oracles: sectionCount")
    if let s { try compareOraclePositions(flat, naive, section: s, row: r) }
}

func compareOracleLookups(_ flat: FlatLayout, _ naive: NaiveLayoutStore, at y: Fixed) throws {
    try expectSame(flat.element(at: y), naive.element(at: y), "oracles: element(at: \(y))")
    for inclusive in [false, true] {
        try expectSame(flat.firstRow(bottomAfter: y, inclusive: inclusive), naive.firstRow(bottomAfter: y, inclusive: inclusive),
                       "oracles: firstRow(bottomAfter: \(y), inclusive: \(inclusive))")
        try expectSame(flat.lastRow(topBefore: y, inclusive: inclusive), naive.lastRow(topBefore: y, inclusive: inclusive),
                       "oracles: lastRow(topBefore: \(y), inclusive: \(inclusive))")
    }
}

func compareOraclePositions(_ flat: FlatLayout, _ naive: NaiveLayoutStore, section s: Int, row r: Int?) throws {
    try expectSame(flat.sectionTops[s], naive.sectionTop(s), "oracles: sectionTop(\(s))")
    try expectSame(flat.footerTops[s], naive.footerTop(s), "oracles: footerTop(\(s))")
    try expectSame(flat.sectionHeight(s), naive.sectionHeight(s), "oracles: sectionHeight(\(s))")
    try expectSame(flat.rowCount(s), naive.rowCount(s), "oracles: rowCount(\(s))")
    try expectSame(flat.rowTop(s, naive.rowCount(s)), naive.rowTop(s, naive.rowCount(s)), "oracles: rowTop(\(s), end)")
    guard let r else { return }
    let g = flat.firstRows[s] + r
    try expectSame(g, naive.globalIndex(s, r), "oracles: globalIndex(\(s), \(r))")
    try expectSame((flat.rowSections[g], g - flat.firstRows[flat.rowSections[g]]), naive.row(atGlobal: g), "oracles: row(atGlobal: \(g))")
    try expectSame(flat.rowTop(s, r), naive.rowTop(s, r), "oracles: rowTop(\(s), \(r))")
    try expectSame(flat.rowTops[g], naive.rowTop(global: g), "oracles: rowTop(global: \(g))")
    try expectSame(flat.rowBottoms[g] - flat.rowTops[g], naive.rowHeight(global: g), "oracles: rowHeight(global: \(g))")
}

/// For the small tables of the edge tests: every position of both oracles,
/// and their lookups around up to 64 element edges spread over the table.
func compareOraclesEverywhere(_ flat: FlatLayout, _ naive: NaiveLayoutStore) throws {
    try compareOracles(flat, naive, at: -1, section: nil, row: nil)
    for s in 0..<naive.sectionCount {
        try compareOraclePositions(flat, naive, section: s, row: nil)
        for r in 0..<naive.rowCount(s) { try compareOraclePositions(flat, naive, section: s, row: r) }
    }
    let edges = flat.tops + [flat.total]
    for i in stride(from: 0, to: edges.count, by: max(1, edges.count / 64)) {
        for y in [edges[i] - 1, edges[i], edges[i] + 1] { try compareOracleLookups(flat, naive, at: y) }
    }
}
