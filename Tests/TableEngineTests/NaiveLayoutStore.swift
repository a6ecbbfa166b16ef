@testable import TableEngine

/// The heights of every section header, row and section footer, in table
/// order, with y coordinates relative to the top of section 0's header.
/// Rows are also numbered by a global ordinal `g` in table order, across sections.
///
/// The naive oracle: the original placeholder `LayoutStore` on plain arrays,
/// kept verbatim (renamed) so randomised tests can compare the fast store with it.
struct NaiveLayoutStore {
    private var headers: [Fixed] = []
    private var footers: [Fixed] = []
    private var rows: [[Fixed]] = []
    private var measured: [[Bool]] = []

    init() {}

    /// Replace everything. `rowHeight(s, r)` gives a row's height and whether it is measured.
    /// - Complexity: O(n)
    init(headers: [Fixed], footers: [Fixed], rowCounts: [Int], rowHeight: (Int, Int) -> (Fixed, Bool)) {
        self.headers = headers
        self.footers = footers
        for (s, n) in rowCounts.enumerated() {
            var hs: [Fixed] = []
            var ms: [Bool] = []
            hs.reserveCapacity(n)
            for r in 0..<n {
                let (h, m) = rowHeight(s, r)
                hs.append(h)
                ms.append(m)
            }
            rows.append(hs)
            measured.append(ms)
        }
    }

    var sectionCount: Int { headers.count }
    func rowCount(_ s: Int) -> Int { rows[s].count }
    var totalRows: Int { rows.reduce(0) { $0 + $1.count } }
    var totalHeight: Fixed { (0..<sectionCount).reduce(0) { $0 + sectionHeight($1) } }

    func headerHeight(_ s: Int) -> Fixed { headers[s] }
    func footerHeight(_ s: Int) -> Fixed { footers[s] }
    func rowHeight(_ s: Int, _ r: Int) -> Fixed { rows[s][r] }
    func isMeasured(_ s: Int, _ r: Int) -> Bool { measured[s][r] }
    func sectionHeight(_ s: Int) -> Fixed { headers[s] + footers[s] + rows[s].reduce(0, +) }

    mutating func setHeaderHeight(_ s: Int, _ h: Fixed) { headers[s] = h }
    mutating func setFooterHeight(_ s: Int, _ h: Fixed) { footers[s] = h }
    mutating func setRowHeight(_ s: Int, _ r: Int, _ h: Fixed, measured m: Bool) {
        rows[s][r] = h
        measured[s][r] = m
    }

    /// y of section s's header (= top of the section).
    func sectionTop(_ s: Int) -> Fixed { (0..<s).reduce(0) { $0 + sectionHeight($1) } }
    func rowTop(_ s: Int, _ r: Int) -> Fixed { sectionTop(s) + headers[s] + rows[s][0..<r].reduce(0, +) }
    func footerTop(_ s: Int) -> Fixed { sectionTop(s) + headers[s] + rows[s].reduce(0, +) }

    /// The global ordinal of row (s, r).
    func globalIndex(_ s: Int, _ r: Int) -> Int { rows[0..<s].reduce(0) { $0 + $1.count } + r }
    /// The (section, row) of a global ordinal.
    func row(atGlobal g: Int) -> (section: Int, row: Int) {
        var g = g
        for s in 0..<rows.count {
            if g < rows[s].count { return (s, g) }
            g -= rows[s].count
        }
        return (rows.count, 0)
    }
    func rowTop(global g: Int) -> Fixed { let p = row(atGlobal: g); return rowTop(p.section, p.row) }
    func rowHeight(global g: Int) -> Fixed { let p = row(atGlobal: g); return rows[p.section][p.row] }

    /// The element whose extent `[top, top + height)` contains y; elements of
    /// height 0 never contain anything. nil when y is outside `0 ..< totalHeight`.
    func element(at y: Fixed) -> LayoutElement? {
        guard y >= 0 else { return nil }
        var top: Fixed = 0
        for s in 0..<sectionCount {
            if y < top + headers[s] { return .header(s) }
            top += headers[s]
            for r in 0..<rows[s].count {
                if y < top + rows[s][r] { return .row(section: s, row: r) }
                top += rows[s][r]
            }
            if y < top + footers[s] { return .footer(s) }
            top += footers[s]
        }
        return nil
    }

    /// The smallest global row ordinal whose bottom is `> y` (or `>= y` when `inclusive`), or nil.
    func firstRow(bottomAfter y: Fixed, inclusive: Bool = false) -> Int? {
        let n = totalRows
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            let bottom = rowTop(global: mid) + rowHeight(global: mid)
            if inclusive ? bottom >= y : bottom > y { hi = mid } else { lo = mid + 1 }
        }
        return lo < n ? lo : nil
    }

    /// The largest global row ordinal whose top is `< y` (or `<= y` when `inclusive`), or nil.
    func lastRow(topBefore y: Fixed, inclusive: Bool = false) -> Int? {
        let n = totalRows
        var lo = 0, hi = n
        while lo < hi {
            let mid = (lo + hi) / 2
            let top = rowTop(global: mid)
            if inclusive ? top > y : top >= y { hi = mid } else { lo = mid + 1 }
        }
        return lo > 0 ? lo - 1 : nil
    }

    mutating func insertRow(_ s: Int, _ r: Int, height: Fixed, measured m: Bool) {
        rows[s].insert(height, at: r)
        measured[s].insert(m, at: r)
    }

    mutating func removeRow(_ s: Int, _ r: Int) {
        rows[s].remove(at: r)
        measured[s].remove(at: r)
    }

    mutating func insertSection(at s: Int, header: Fixed, footer: Fixed, rowHeights: [Fixed], measured m: Bool) {
        headers.insert(header, at: s)
        footers.insert(footer, at: s)
        rows.insert(rowHeights, at: s)
        measured.insert(Array(repeating: m, count: rowHeights.count), at: s)
    }

    mutating func removeSection(_ s: Int) {
        headers.remove(at: s)
        footers.remove(at: s)
        rows.remove(at: s)
        measured.remove(at: s)
    }

    /// Checks the structure's own consistency; returns a description of the first problem.
    func invariantViolation() -> String? { nil }
}
