import Foundation

/// A separator line's kind (ENGINE.md §4).
public enum SeparatorKind: String, Sendable {
    /// From the left inset to the width minus the right inset.
    case inset
    /// The row's whole width.
    case full
}

/// One drawn separator line.
public struct SeparatorLine: Equatable, Sendable {
    public enum Owner: Equatable, Sendable {
        /// A row's bottom line.
        case row(IndexPath)
        /// A grouped section's top line.
        case sectionTop(Int)
        /// A filler line below the content.
        case extra
    }

    public var y: Double
    public var x0: Double
    public var x1: Double
    public var kind: SeparatorKind
    public var owner: Owner
}

/// Cell position classes (ENGINE.md §4.4).
public enum CellPosition: String, CaseIterable, Sendable {
    case single, first, middle, last, normal
    case lastInSection = "last-in-section"
}

extension TableView {
    /// The horizontal extent of a line of `kind` for a row, or nil when empty.
    private func extent(_ kind: SeparatorKind, inset: SeparatorInset) -> (Double, Double)? {
        Self.extent(kind, inset: inset, within: elementXRange)
    }

    /// The extent of a line of `kind` across rows spanning `x0 ..< x1`, or nil when empty.
    @inline(__always)
    private static func extent(_ kind: SeparatorKind, inset: SeparatorInset,
                               within x: (x0: Double, x1: Double)) -> (Double, Double)? {
        let extent = kind == .full ? (x.x0, x.x1) : (x.x0 + inset.left, x.x1 - inset.right)
        return extent.1 > extent.0 ? extent : nil
    }

    private func inset(for p: RowPath) -> SeparatorInset {
        delegate?.tableView(self, separatorInsetForRowAt: p.indexPath) ?? separatorInset
    }

    /// The kind of the line under a row before its extent is considered.
    private func bottomKind(_ p: RowPath) -> SeparatorKind? {
        guard separatorStyle != .none else { return nil }
        let isLast = p.row == store.rowCount(p.section) - 1
        switch style {
        case .plain:
            guard isLast else { return .inset }
            if store.footerHeight(p.section) > 0 {
                return revealedSeparators.contains(p.section) ? .full : nil
            }
            if p.section + 1 < store.sectionCount, store.headerHeight(p.section + 1) > 0 { return nil }
            return .inset
        case .grouped:
            return isLast ? .full : .inset
        case .insetGrouped:
            return isLast ? nil : .inset
        }
    }

    /// The line under a row, or nil when none is drawn.
    func bottomSeparator(_ p: RowPath) -> SeparatorLine? {
        bottomSeparator(p, bottom: store.rowTop(p.section, p.row) + store.rowHeight(p.section, p.row))
    }

    /// The line under a row whose bottom edge is at store y `bottom`.
    private func bottomSeparator(_ p: RowPath, bottom: Fixed) -> SeparatorLine? {
        guard let kind = bottomKind(p) else { return nil }
        // A grouped section's closing line belongs to the section: the row's inset does not apply.
        let lineInset = kind == .full ? separatorInset : inset(for: p)
        guard let (x0, x1) = extent(kind, inset: lineInset) else { return nil }
        return SeparatorLine(y: contentY(bottom), x0: x0, x1: x1, kind: kind, owner: .row(p.indexPath))
    }

    /// A grouped section's top line, above its first row.
    func topSeparator(_ p: RowPath) -> SeparatorLine? {
        topSeparator(p, top: store.rowTop(p.section, 0))
    }

    /// A grouped section's top line, its first row's top edge at store y `top`.
    private func topSeparator(_ p: RowPath, top: Fixed) -> SeparatorLine? {
        guard separatorStyle != .none, style == .grouped, p.row == 0,
              let (x0, x1) = extent(.full, inset: separatorInset) else { return nil }
        return SeparatorLine(y: contentY(top), x0: x0, x1: x1, kind: .full, owner: .sectionTop(p.section))
    }

    /// The kind of the line below a row, or nil for none.
    /// - Complexity: O(log n)
    public func separatorBelowRow(at indexPath: IndexPath) throws -> SeparatorKind? {
        bottomSeparator(try validate(indexPath))?.kind
    }

    /// The kind of the line above a row (only a grouped section's first row has one).
    /// - Complexity: O(log n)
    public func separatorAboveRow(at indexPath: IndexPath) throws -> SeparatorKind? {
        topSeparator(try validate(indexPath))?.kind
    }

    /// The spacing of filler lines, or nil when none are drawn (§4.3). Lines
    /// closer than 1 point apart are not drawn (engine choice: no screen shows them).
    var fillerSpacing: Double? {
        guard let spacing = requestedFillerSpacing, spacing >= 1 else { return nil }
        return spacing
    }

    private var requestedFillerSpacing: Double? {
        guard style == .plain, separatorStyle != .none, tableFooterHeight == nil else { return nil }
        switch fillerRowHeight ?? platform.fillerRowHeight {
        case .off: return nil
        case .height(let h): return h > 0 ? h : nil
        case .automatic:
            let rows = store.totalRows
            let h = rows > 0 ? FixedPoint.points(store.rowHeight(global: rows - 1)) : rowHeight
            return h > 0 ? h : nil
        }
    }

    /// The steps k of the filler lines `end + k × spacing` (k >= 1) drawn in
    /// `range`, or nil when there are none. Filler lines exist only on screen
    /// (§4.3: `offsetY <= y < offsetY + viewportHeight`), so the range is first
    /// clamped to the viewport: whatever the range (infinite, NaN, 0..<1e30),
    /// there are at most `viewportHeight / spacing + 2` steps, and with a
    /// viewport of at most `FixedPoint.maxLength` points and lines at least
    /// 1 point apart (`fillerSpacing`) that is about a million at the very most.
    /// Past 2^52 steps below the content (offsets beyond about 4.5e15 points),
    /// where a double can no longer place the lines, none are drawn (engine choice).
    /// - Complexity: O(1)
    private func fillerSteps(inY range: Range<Double>) -> (ClosedRange<Int>, spacing: Double, end: Double)? {
        guard let spacing = fillerSpacing, extent(.inset, inset: separatorInset) != nil else { return nil }
        // Comparisons with NaN are false: a NaN bound leaves nothing.
        guard range.lowerBound <= range.upperBound else { return nil }
        let lower = range.lowerBound > offset ? range.lowerBound : offset
        let upper = range.upperBound < offset + viewportHeight ? range.upperBound : offset + viewportHeight
        guard lower < upper else { return nil }
        let end = sectionsTop + FixedPoint.points(store.totalHeight)
        func y(_ k: Int) -> Double { end + Double(k) * spacing }
        // Guesses from division (both bounds are finite now), each corrected by
        // at most one step so that they agree with the comparisons exactly.
        let maxStep = Double(1 << 52)
        let firstGuess = ((lower - end) / spacing).rounded(.up), lastGuess = ((upper - end) / spacing).rounded(.up) - 1
        guard firstGuess <= maxStep, lastGuess >= 1 else { return nil }
        var first = Int(max(1, firstGuess)), last = Int(min(maxStep, lastGuess))
        if first > 1, y(first - 1) >= lower { first -= 1 } else if y(first) < lower { first += 1 }
        if y(last) >= upper { last -= 1 } else if y(last + 1) < upper { last += 1 }
        // A hard bound, whatever rounding did: no more lines than fit on screen.
        last = min(last, first + Int((viewportHeight / spacing).rounded(.up)) + 1)
        return last >= first ? (first...last, spacing, end) : nil
    }

    /// How many filler lines lie in `top <= y < bottom`, counted without listing
    /// them: those on screen, as filler lines are only drawn there (§4.3).
    /// - Complexity: O(1)
    public func extraSeparatorCount(inY range: Range<Double>) -> Int {
        layoutIfNeeded()
        return fillerSteps(inY: range)?.0.count ?? 0
    }

    /// Filler lines inside the viewport (`assert extra-separators`).
    /// - Complexity: O(1)
    public var visibleExtraSeparatorCount: Int {
        extraSeparatorCount(inY: contentOffset ..< contentOffset + viewportHeight)
    }

    /// Every separator line with `top <= y < bottom` (content coordinates), top to bottom:
    /// the rows' lines, and the filler lines on screen (at most one per point of the viewport).
    /// At equal y, a section's top line comes first, then the rows' lines in row order.
    /// - Complexity: O(s log n + (k + e) log(k + e)) for k rows in s sections and e filler lines in the range.
    public func separators(inY range: Range<Double>) -> [SeparatorLine] {
        var lines: [SeparatorLine] = []
        forEachSeparator(inY: range) { lines.append($0) }
        // A stable sort: only a section's top line can come after lines it sorts before.
        return lines.sorted(by: SeparatorLine.drawnBefore)
    }

    /// The first `first` and last `last` lines of `separators(inY:)`, and how
    /// many there are, without listing them all: a screen of ten million
    /// zero-height rows has ten million lines.
    /// - Complexity: O(s log n + k + e) time for k rows in s sections and e filler
    ///   lines, each grouped section's top line that comes after lines at its
    ///   y costing up to O(first + last) more; O(first + last) memory.
    public func separators(inY range: Range<Double>, first: Int, last: Int) -> Excerpt<SeparatorLine> {
        var excerpt = ExcerptBuilder(first: first, last: last, by: SeparatorLine.drawnBefore)
        forEachSeparator(inY: range) { excerpt.append($0) }
        return excerpt.excerpt
    }

    /// Calls `body` with every separator line with `top <= y < bottom`, in
    /// table order: row by row (a grouped section's top line, then the row's
    /// own), then the filler lines. That is top to bottom, except that a
    /// section's top line comes after the lines above it at the same y
    /// (zero-height rows, or no footer and header between sections), where
    /// `separators(inY:)` puts it first.
    /// - Complexity: O(s log n + k + e) time for k rows in s sections and e filler lines, O(1) memory.
    public func forEachSeparator(inY range: Range<Double>, _ body: (SeparatorLine) -> Void) {
        layoutIfNeeded()
        let lower = storeY(range.lowerBound), upper = storeY(range.upperBound)
        // Rows whose top or bottom edge may fall in the range.
        if let first = store.firstRow(bottomAfter: lower, inclusive: true),
           let last = store.lastRow(topBefore: upper, inclusive: true), first <= last {
            rowsWorked &+= last - first + 1
            // A delegate asked for a row's inset may try to change the table: as in
            // any operation that calls out, a reload waits until the walk ends
            // and other changes are refused, so the rows walked stay the table's.
            operation {
                // The rows are walked in a copy all the same: a layout pass the
                // delegate starts measures rows into the table's own.
                let rows = store
                // Read once, not once a row: a row that is not its section's last has
                // an inset line (`bottomKind`) unless separators are off, with the
                // delegate's inset for it.
                let drawn = separatorStyle != .none, delegate = self.delegate
                let rowsX = elementXRange, defaultInset = separatorInset, origin = sectionsTop
                var section = -1, sectionRows = 0, top: Fixed = 0
                rows.forEachRow(fromGlobal: first, through: last) { s, r, height, _ in
                    if s != section {
                        section = s
                        sectionRows = rows.rowCount(s)
                        top = rows.rowTop(s, r)
                    }
                    let p = RowPath(s, r)
                    if r == 0, let line = topSeparator(p, top: top), range.contains(line.y) { body(line) }
                    if r + 1 < sectionRows {
                        if drawn {
                            let indexPath = p.indexPath
                            let inset = delegate?.tableView(self, separatorInsetForRowAt: indexPath) ?? defaultInset
                            let y = origin + FixedPoint.points(top + height)
                            if range.contains(y), let (x0, x1) = Self.extent(.inset, inset: inset, within: rowsX) {
                                body(SeparatorLine(y: y, x0: x0, x1: x1, kind: .inset, owner: .row(indexPath)))
                            }
                        }
                    } else if let line = bottomSeparator(p, bottom: top + height), range.contains(line.y) {
                        body(line)
                    }
                    top += height
                }
            }
        }
        if let (ks, spacing, end) = fillerSteps(inY: range), let (x0, x1) = extent(.inset, inset: separatorInset) {
            for k in ks {
                body(SeparatorLine(y: end + Double(k) * spacing, x0: x0, x1: x1, kind: .inset, owner: .extra))
            }
        }
    }

    /// Separator lines inside the viewport.
    /// - Complexity: as `separators(inY:)`: O(log n + v + e) for v visible rows and e filler lines.
    public var visibleSeparators: [SeparatorLine] {
        separators(inY: contentOffset ..< contentOffset + viewportHeight)
    }

    /// The first `first` and last `last` lines inside the viewport, and how many there are.
    /// - Complexity: as `separators(inY:first:last:)`.
    public func visibleSeparators(first: Int, last: Int) -> Excerpt<SeparatorLine> {
        separators(inY: contentOffset ..< contentOffset + viewportHeight, first: first, last: last)
    }

    /// A row's position class (§4.4).
    /// - Complexity: O(1)
    public func position(ofRowAt indexPath: IndexPath) throws -> CellPosition {
        let p = try validate(indexPath)
        let count = store.rowCount(p.section)
        if style.isGrouped {
            if count == 1 { return .single }
            if p.row == 0 { return .first }
            return p.row == count - 1 ? .last : .middle
        }
        return p.row == count - 1 && p.section < store.sectionCount - 1 ? .lastInSection : .normal
    }
}

extension SeparatorLine {
    /// The order lines are listed in: by y; at equal y a section's top line,
    /// then a row's, then a filler line (a stable sort keeps rows in order).
    /// - Complexity: O(1)
    public static func drawnBefore(_ a: SeparatorLine, _ b: SeparatorLine) -> Bool {
        a.y != b.y ? a.y < b.y : a.owner.order < b.owner.order
    }
}

extension SeparatorLine.Owner {
    /// At equal y: a section's top line, then a row's, then an extra one.
    var order: Int {
        switch self {
        case .sectionTop: return 0
        case .row: return 1
        case .extra: return 2
        }
    }
}
