import Foundation

/// Geometry (ENGINE.md §2): natural rects, content size, hit testing.
extension TableView {
    /// The top of section 0 in content coordinates (the table header view's height).
    var sectionsTop: Double { headerView?.height ?? 0 }

    /// Content y of a store y.
    @inline(__always) func contentY(_ y: Fixed) -> Double { sectionsTop + FixedPoint.points(y) }
    /// Store y of a content y.
    @inline(__always) func storeY(_ y: Double) -> Fixed { storeY(y, sectionsTop: sectionsTop) }
    /// `storeY` with `sectionsTop` read already (a move converts two offsets).
    @inline(__always) func storeY(_ y: Double, sectionsTop top: Double) -> Fixed { FixedPoint.fixed(y - top) }

    /// The horizontal extent of rows, headers and footers: the card in `inset-grouped`.
    var elementXRange: (x0: Double, x1: Double) {
        style == .insetGrouped ? (20, max(20, viewportWidth - 20)) : (0, viewportWidth)
    }

    func rect(y: Fixed, height: Fixed) -> CGRect {
        let (x0, x1) = elementXRange
        return CGRect(x: x0, y: contentY(y), width: x1 - x0, height: FixedPoint.points(height))
    }

    /// The height of all content: table header, sections, table footer.
    /// - Complexity: O(1) (O(S) before the fast store).
    @inline(__always)
    public var contentHeight: Double {
        layoutIfNeeded()
        return sectionsTop + FixedPoint.points(store.totalHeight) + (footerHeight ?? 0)
    }

    /// The content's size: the viewport's width and `contentHeight`.
    /// - Complexity: O(1)
    public var contentSize: CGSize { CGSize(width: viewportWidth, height: contentHeight) }

    /// The number of sections.
    /// - Complexity: O(1)
    public var numberOfSections: Int {
        layoutIfNeeded()
        return store.sectionCount
    }

    /// The rows of a section; 0 for a section the table does not have, in
    /// every profile (the scenario language counts on it). UIKit's own answer
    /// there follows the profile (`PlatformProfile.raisesForRowCountOfMissingSection`).
    /// - Complexity: O(1)
    public func numberOfRows(inSection section: Int) -> Int {
        layoutIfNeeded()
        guard section >= 0, section < store.sectionCount else { return 0 }
        return store.rowCount(section)
    }

    /// Throws unless the table has this row.
    func validate(_ indexPath: IndexPath) throws -> RowPath {
        let p = RowPath(indexPath)
        try validateSection(p.section)
        let rows = store.rowCount(p.section)
        guard p.row >= 0, p.row < rows else {
            throw TableError.rowOutOfRange(p.row, section: p.section, rows: rows)
        }
        return p
    }

    func validateSection(_ section: Int) throws {
        layoutIfNeeded()
        guard section >= 0, section < store.sectionCount else {
            throw TableError.sectionOutOfRange(section, sections: store.sectionCount)
        }
    }

    /// The natural rect of a row in content coordinates.
    /// - Complexity: O(1) for a row near the top of the viewport, O(log n) otherwise.
    public func rectForRow(at indexPath: IndexPath) throws -> CGRect {
        rectForRow(try validate(indexPath))
    }

    /// `rectForRow(at:)` of a row the table has, read from where the top
    /// lookup cursor stands when the row is in its section and near it (a
    /// row on screen: `scrollToRow` to a row in sight), else searched.
    /// - Complexity: O(1) near the cursor, O(log n) otherwise.
    func rectForRow(_ p: RowPath) -> CGRect {
        let c = topCursor
        guard c.version == store.version, c.section == p.section, c.sectionEnd > c.sectionStart else {
            return rect(y: store.rowTop(p.section, p.row), height: store.rowHeight(p.section, p.row))
        }
        let x = store.rowExtent(global: c.sectionRows + p.row, near: c)
        return rect(y: x.top, height: x.bottom - x.top)
    }

    /// The natural rect of a section header view (height 0 when it has none),
    /// below the plain-style top padding (§12.3).
    /// - Complexity: O(log n)
    public func rectForHeader(inSection section: Int) throws -> CGRect {
        try validateSection(section)
        return rect(y: headerViewTop(section), height: headerViewHeight(section))
    }

    /// The natural rect of a section footer (height 0 when it has none).
    /// - Complexity: O(log n)
    public func rectForFooter(inSection section: Int) throws -> CGRect {
        try validateSection(section)
        return rect(y: store.footerTop(section), height: store.footerHeight(section))
    }

    /// Header, rows and footer of a section.
    /// - Complexity: O(log n)
    public func rect(forSection section: Int) throws -> CGRect {
        try validateSection(section)
        let top = store.sectionTop(section)
        let end = store.footerTop(section) + store.footerHeight(section)
        return rect(y: top, height: end - top)
    }

    /// The row whose rect contains y (`minY <= y < maxY`), or nil.
    /// - Complexity: O(log n)
    public func indexPathForRow(atY y: Double) -> IndexPath? {
        layoutIfNeeded()
        guard y.isFinite, case .row(let s, let r)? = store.element(at: storeY(y)) else { return nil }
        return IndexPath(row: r, section: s)
    }

    /// Every row whose rect overlaps `range` by more than zero, in order.
    /// - Complexity: O(log n + k) for k rows returned.
    public func indexPathsForRows(inY range: Range<Double>) -> [IndexPath] {
        layoutIfNeeded()
        guard range.lowerBound.isFinite, range.upperBound.isFinite else { return [] }
        return rows(overlapping: storeY(range.lowerBound), storeY(range.upperBound), approach: .exact).map(\.indexPath)
    }

    /// The first `first` and last `last` rows of `indexPathsForRows(inY:)`,
    /// and how many there are, without listing them all (`show all` of ten
    /// million rows).
    /// - Complexity: O(log n + k) time for k rows in the range, O(first + last) memory.
    public func indexPathsForRows(inY range: Range<Double>, first: Int, last: Int) -> Excerpt<IndexPath> {
        layoutIfNeeded()
        var excerpt = ExcerptBuilder<RowPath>(first: first, last: last)
        guard range.lowerBound.isFinite, range.upperBound.isFinite,
              let (firstRow, lastRow) = runBounds(storeY(range.lowerBound), storeY(range.upperBound), approach: .exact)
        else { return Excerpt() }
        rowsWorked &+= lastRow - firstRow + 1
        store.forEachRow(fromGlobal: firstRow, through: lastRow) { s, r, height, _ in
            if height > 0 { excerpt.append(RowPath(s, r)) }
        }
        return excerpt.excerpt.map(\.indexPath)
    }

    /// The row after `p` in table order, skipping empty sections.
    /// - Complexity: O(1) amortised (O(e) across e empty sections).
    func row(after p: RowPath) -> RowPath? {
        if p.row + 1 < store.rowCount(p.section) { return RowPath(p.section, p.row + 1) }
        var s = p.section + 1
        while s < store.sectionCount {
            if store.rowCount(s) > 0 { return RowPath(s, 0) }
            s += 1
        }
        return nil
    }

    func rowPath(global g: Int) -> RowPath {
        let p = store.row(atGlobal: g)
        return RowPath(p.section, p.row)
    }

    /// How a layout pass at an offset treats rows exactly at its edges: while
    /// moving down, the pass stands just past the offset (a row touching the
    /// bottom edge enters); while moving up, just before it.
    enum Approach {
        case exact, movingDown, movingUp

        /// One bit for each approach (`HeaderViewState.Validity`).
        var bit: UInt8 {
            switch self {
            case .exact: 1
            case .movingDown: 2
            case .movingUp: 4
            }
        }
    }

    /// The global ordinals of the first and last rows that may overlap `top ..< bottom`.
    func runBounds(_ top: Fixed, _ bottom: Fixed, approach: Approach) -> (first: Int, last: Int)? {
        Self.run(edgeRows(top, bottom, approach: approach))
    }

    /// The run of rows between edge rows (`edgeRows`), nil when none.
    static func run(_ edges: (first: Int?, last: Int?)) -> (first: Int, last: Int)? {
        guard let first = edges.first, let last = edges.last, first <= last else { return nil }
        return (first, last)
    }

    /// The first row whose bottom is past `top` and the last row whose top
    /// is before `bottom` (rows exactly at an edge as `approach` says), found
    /// from the cursors. The answer for the same edges and heights is
    /// remembered: a pass, the pass after its measurements and the search
    /// for the next threshold ask the same.
    /// - Complexity: O(1) when remembered or near the cursors, O(log n) otherwise.
    func edgeRows(_ top: Fixed, _ bottom: Fixed, approach: Approach) -> (first: Int?, last: Int?) {
        if let m = scrolling.edges, m.matches(top, bottom, approach, version: store.version) {
            return (m.first, m.last)
        }
        let first = store.firstRow(bottomAfter: top, inclusive: approach == .movingUp, cursor: &topCursor)
        let last = store.lastRow(topBefore: bottom, inclusive: approach == .movingDown, cursor: &bottomCursor)
        scrolling.seeded = 0
        scrolling.edges = EdgeRows(top: top, bottom: bottom, approach: approach, version: store.version, first: first, last: last)
        return (first, last)
    }

    /// Remembers the edge lookups for `approach` as those for `other` at the
    /// same edges and heights, when a caller knows no row lies exactly at the
    /// edge where the two differ (`Threshold`).
    func rememberEdges(_ top: Fixed, _ bottom: Fixed, from approach: Approach, as other: Approach) {
        guard var m = scrolling.edges, m.matches(top, bottom, approach, version: store.version) else { return }
        m.approach = other
        scrolling.edges = m
    }

    /// Keeps the edge lookups for these edges across a height change that
    /// cannot move them (a row after the last edge row changed: the rows
    /// after it all start past the bottom edge, as before).
    func keepEdges(_ top: Fixed, _ bottom: Fixed, approach: Approach, from version: UInt64) {
        guard var m = scrolling.edges, m.matches(top, bottom, approach, version: version) else { return }
        m.version = store.version
        scrolling.edges = m
    }

    /// Rows overlapping `top ..< bottom` by more than zero (rows of height 0 never do).
    func rows(overlapping top: Fixed, _ bottom: Fixed, approach: Approach) -> [RowPath] {
        guard let (first, last) = runBounds(top, bottom, approach: approach) else { return [] }
        rowsWorked &+= last - first + 1
        var result: [RowPath] = []
        result.reserveCapacity(last - first + 1)
        store.forEachRow(fromGlobal: first, through: last) { s, r, height, _ in
            if height > 0 { result.append(RowPath(s, r)) }
        }
        return result
    }

    /// Sections whose rect overlaps the visible rect by more than zero.
    func sectionsOnScreen() -> [Int] {
        let top = storeY(offset), bottom = top + viewportHeightFixed
        var s: Int
        switch store.element(at: max(top, 0)) {
        case .header(let x)?, .footer(let x)?: s = x
        case .row(let x, _)?: s = x
        case nil: return []
        }
        var result: [Int] = []
        while s < store.sectionCount, store.sectionTop(s) < bottom {
            let end = store.footerTop(s) + store.footerHeight(s)
            if end > top, end > store.sectionTop(s) { result.append(s) }
            s += 1
        }
        return result
    }
}
