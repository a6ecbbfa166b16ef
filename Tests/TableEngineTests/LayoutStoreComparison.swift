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

/// Compares every point query at `y` (both `inclusive` values), also through
/// `cursor`, and the extents of the rows around where the cursor landed.
func compareLookups(_ fast: LayoutStore, _ naive: FlatLayout, at y: Fixed, cursor: inout LayoutCursor) throws {
    try expectSame(fast.element(at: y), naive.element(at: y), "element(at: \(y))")
    try expectSame(fast.element(at: y, cursor: &cursor), naive.element(at: y), "element(at: \(y), cursor:)")
    var checked: Set<Int> = []
    for inclusive in [false, true] {
        let first = naive.firstRow(bottomAfter: y, inclusive: inclusive)
        let last = naive.lastRow(topBefore: y, inclusive: inclusive)
        try expectSame(fast.firstRow(bottomAfter: y, inclusive: inclusive), first, "firstRow(bottomAfter: \(y), inclusive: \(inclusive))")
        try expectSame(fast.lastRow(topBefore: y, inclusive: inclusive), last, "lastRow(topBefore: \(y), inclusive: \(inclusive))")
        try expectSame(fast.firstRow(bottomAfter: y, inclusive: inclusive, cursor: &cursor), first,
                       "firstRow(bottomAfter: \(y), inclusive: \(inclusive), cursor:)")
        try expectSame(fast.lastRow(topBefore: y, inclusive: inclusive, cursor: &cursor), last,
                       "lastRow(topBefore: \(y), inclusive: \(inclusive), cursor:)")
        // The extents of the rows around where the cursor landed, read from it
        // (each row once per y: the two passes mostly land on the same rows).
        for g in [first, last].compactMap({ $0 }).flatMap({ [$0 - 2, $0 - 1, $0, $0 + 1, $0 + 2] })
        where g >= 0 && g < naive.totalRows && checked.insert(g).inserted {
            let extent = fast.rowExtent(global: g, near: cursor)
            try expectSame(extent.top, naive.rowTops[g], "rowExtent(global: \(g), near:).top")
            try expectSame(extent.bottom, naive.rowBottoms[g], "rowExtent(global: \(g), near:).bottom")
        }
    }
}

/// Compares the per-section queries of section s.
func compareSection(_ fast: LayoutStore, _ naive: NaiveLayoutStore, _ flat: FlatLayout, _ s: Int) throws {
    try expectSame(fast.rowCount(s), naive.rowCount(s), "rowCount(\(s))")
    try expectSame(fast.headerHeight(s), naive.headerHeight(s), "headerHeight(\(s))")
    try expectSame(fast.footerHeight(s), naive.footerHeight(s), "footerHeight(\(s))")
    try expectSame(fast.sectionHeight(s), flat.sectionHeight(s), "sectionHeight(\(s))")
    try expectSame(fast.sectionTop(s), flat.sectionTops[s], "sectionTop(\(s))")
    try expectSame(fast.footerTop(s), flat.footerTops[s], "footerTop(\(s))")
    try expectSame(fast.rowTop(s, naive.rowCount(s)), flat.footerTops[s], "rowTop(\(s), end)")
}

/// Compares the per-row queries of row (s, r).
func compareRow(_ fast: LayoutStore, _ naive: NaiveLayoutStore, _ flat: FlatLayout, _ s: Int, _ r: Int) throws {
    try expectSame(fast.rowHeight(s, r), naive.rowHeight(s, r), "rowHeight(\(s), \(r))")
    try expectSame(fast.isMeasured(s, r), naive.isMeasured(s, r), "isMeasured(\(s), \(r))")
    let g = flat.firstRows[s] + r
    try expectSame(fast.rowTop(s, r), flat.rowTops[g], "rowTop(\(s), \(r))")
    try expectSame(fast.globalIndex(s, r), g, "globalIndex(\(s), \(r))")
    try expectSame(fast.row(atGlobal: g), (s, r), "row(atGlobal: \(g))")
    try expectSame(fast.rowTop(global: g), flat.rowTops[g], "rowTop(global: \(g))")
    try expectSame(fast.rowHeight(global: g), naive.rowHeight(s, r), "rowHeight(global: \(g))")
}

func compareTotals(_ fast: LayoutStore, _ naive: NaiveLayoutStore, _ flat: FlatLayout) throws {
    try expectSame(fast.sectionCount, naive.sectionCount, "sectionCount")
    try expectSame(fast.totalRows, flat.totalRows, "totalRows")
    try expectSame(fast.totalHeight, flat.total, "totalHeight")
    try expectSame(fast.sectionTop(fast.sectionCount), flat.total, "sectionTop(sectionCount)")
    let n = flat.totalRows
    try expectSame(fast.row(atGlobal: n), naive.row(atGlobal: n), "row(atGlobal: totalRows)")
    try expectSame(fast.row(atGlobal: n + 5), naive.row(atGlobal: n + 5), "row(atGlobal: totalRows + 5)")
}

/// Everything: all sections, all rows, lookups at every element edge (and ±1
/// unit), each distinct y once, in table order (the cursor walks down the table).
func compareAll(_ fast: LayoutStore, _ naive: NaiveLayoutStore, _ flat: FlatLayout) throws {
    try compareTotals(fast, naive, flat)
    for s in 0..<naive.sectionCount {
        try compareSection(fast, naive, flat, s)
        for r in 0..<naive.rowCount(s) { try compareRow(fast, naive, flat, s, r) }
    }
    var cursor = LayoutCursor()
    var last = Fixed.min
    for e in [Fixed(-1)] + flat.tops + [flat.total] {
        // Edges are ascending, so a y at or above the last one looked at is new.
        for y in [e - 1, e, e + 1] where y > last {
            try compareLookups(fast, flat, at: y, cursor: &cursor)
            last = y
        }
    }
}
