@testable import TableEngine

/// The first difference found between the fast store and the oracle.
struct Mismatch: Error, CustomStringConvertible {
    var description: String
}

func expectSame<T: Equatable>(_ fast: T, _ naive: T, _ what: @autoclosure () -> String) throws {
    if fast != naive { throw Mismatch(description: "\(what()): fast \(fast), naive \(naive)") }
}

func expectSame(_ fast: (section: Int, row: Int), _ naive: (section: Int, row: Int), _ what: @autoclosure () -> String) throws {
    if fast != naive { throw Mismatch(description: "\(what()): fast \(fast), naive \(naive)") }
}

/// Compares every point query at `y` (both `inclusive` values), also through `cursor`.
func compareLookups(_ fast: LayoutStore, _ naive: FlatLayout, at y: Fixed, cursor: inout LayoutCursor) throws {
    try expectSame(fast.element(at: y), naive.element(at: y), "element(at: \(y))")
    try expectSame(fast.element(at: y, cursor: &cursor), naive.element(at: y), "element(at: \(y), cursor:)")
    for inclusive in [false, true] {
        let first = naive.firstRow(bottomAfter: y, inclusive: inclusive)
        let last = naive.lastRow(topBefore: y, inclusive: inclusive)
        try expectSame(fast.firstRow(bottomAfter: y, inclusive: inclusive), first, "firstRow(bottomAfter: \(y), inclusive: \(inclusive))")
        try expectSame(fast.lastRow(topBefore: y, inclusive: inclusive), last, "lastRow(topBefore: \(y), inclusive: \(inclusive))")
        try expectSame(fast.firstRow(bottomAfter: y, inclusive: inclusive, cursor: &cursor), first,
                       "firstRow(bottomAfter: \(y), inclusive: \(inclusive), cursor:)")
        try expectSame(fast.lastRow(topBefore: y, inclusive: inclusive, cursor: &cursor), last,
                       "lastRow(topBefore: \(y), inclusive: \(inclusive), cursor:)")
        // The extents of the rows around where the cursor landed, read from it.
        for g in [first, last].compactMap({ $0 }).flatMap({ [$0 - 2, $0 - 1, $0, $0 + 1, $0 + 2] })
        where g >= 0 && g < fast.totalRows {
            let extent = fast.rowExtent(global: g, near: cursor)
            let top = fast.rowTop(global: g)
            try expectSame(extent.top, top, "rowExtent(global: \(g), near:).top")
            try expectSame(extent.bottom, top + fast.rowHeight(global: g), "rowExtent(global: \(g), near:).bottom")
        }
    }
}

/// Compares totals, and the per-section and per-row queries of one section.
func compareSection(_ fast: LayoutStore, _ naive: NaiveLayoutStore, _ s: Int) throws {
    try expectSame(fast.rowCount(s), naive.rowCount(s), "rowCount(\(s))")
    try expectSame(fast.headerHeight(s), naive.headerHeight(s), "headerHeight(\(s))")
    try expectSame(fast.footerHeight(s), naive.footerHeight(s), "footerHeight(\(s))")
    try expectSame(fast.sectionHeight(s), naive.sectionHeight(s), "sectionHeight(\(s))")
    try expectSame(fast.sectionTop(s), naive.sectionTop(s), "sectionTop(\(s))")
    try expectSame(fast.footerTop(s), naive.footerTop(s), "footerTop(\(s))")
    try expectSame(fast.rowTop(s, naive.rowCount(s)), naive.rowTop(s, naive.rowCount(s)), "rowTop(\(s), end)")
}

func compareRow(_ fast: LayoutStore, _ naive: NaiveLayoutStore, _ s: Int, _ r: Int) throws {
    try expectSame(fast.rowHeight(s, r), naive.rowHeight(s, r), "rowHeight(\(s), \(r))")
    try expectSame(fast.isMeasured(s, r), naive.isMeasured(s, r), "isMeasured(\(s), \(r))")
    try expectSame(fast.rowTop(s, r), naive.rowTop(s, r), "rowTop(\(s), \(r))")
    let g = naive.globalIndex(s, r)
    try expectSame(fast.globalIndex(s, r), g, "globalIndex(\(s), \(r))")
    try expectSame(fast.row(atGlobal: g), naive.row(atGlobal: g), "row(atGlobal: \(g))")
    try expectSame(fast.rowTop(global: g), naive.rowTop(global: g), "rowTop(global: \(g))")
    try expectSame(fast.rowHeight(global: g), naive.rowHeight(global: g), "rowHeight(global: \(g))")
}

func compareTotals(_ fast: LayoutStore, _ naive: NaiveLayoutStore) throws {
    try expectSame(fast.sectionCount, naive.sectionCount, "sectionCount")
    try expectSame(fast.totalRows, naive.totalRows, "totalRows")
    try expectSame(fast.totalHeight, naive.totalHeight, "totalHeight")
    try expectSame(fast.sectionTop(fast.sectionCount), naive.sectionTop(naive.sectionCount), "sectionTop(sectionCount)")
    let n = naive.totalRows
    try expectSame(fast.row(atGlobal: n), naive.row(atGlobal: n), "row(atGlobal: totalRows)")
    try expectSame(fast.row(atGlobal: n + 5), naive.row(atGlobal: n + 5), "row(atGlobal: totalRows + 5)")
}

/// Everything: all sections, all rows, lookups at every element edge (and ±1 unit).
func compareAll(_ fast: LayoutStore, _ naive: NaiveLayoutStore, _ flat: FlatLayout) throws {
    try compareTotals(fast, naive)
    var cursor = LayoutCursor()
    var g = 0
    for s in 0..<naive.sectionCount {
        try compareSection(fast, naive, s)
        try expectSame(fast.sectionTop(s), flat.sectionTops[s], "sectionTop(\(s))")
        try expectSame(fast.footerTop(s), flat.footerTops[s], "footerTop(\(s))")
        for r in 0..<naive.rowCount(s) {
            try expectSame(fast.rowHeight(s, r), naive.rowHeight(s, r), "rowHeight(\(s), \(r))")
            try expectSame(fast.isMeasured(s, r), naive.isMeasured(s, r), "isMeasured(\(s), \(r))")
            try expectSame(fast.rowTop(s, r), flat.rowTops[g], "rowTop(\(s), \(r))")
            try expectSame(fast.globalIndex(s, r), g, "globalIndex(\(s), \(r))")
            try expectSame(fast.row(atGlobal: g), (s, r), "row(atGlobal: \(g))")
            g += 1
        }
    }
    for e in [Fixed(-1)] + flat.tops + [flat.total] {
        for y in [e - 1, e, e + 1] { try compareLookups(fast, flat, at: y, cursor: &cursor) }
    }
}
