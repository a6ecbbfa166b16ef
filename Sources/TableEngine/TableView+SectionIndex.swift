import Foundation

/// The section index (ENGINE.md §15): the titles the data source gives at each
/// load, shown in plain style only, and only from a number of rows on; and the
/// user touching one.
struct SectionIndexState {
    /// The data source's `sectionIndexTitles(for:)` at the last load (nil: none).
    var titles: [String] = []
    /// `sectionIndexMinimumDisplayRowCount`.
    var minimumDisplayRowCount = 0
}

extension TableView {
    /// `sectionIndexMinimumDisplayRowCount`: the index is shown only when the
    /// table has at least this many rows (default 0: titles alone show it).
    /// - Complexity: O(1)
    public var sectionIndexMinimumDisplayRowCount: Int {
        get { sectionIndex.minimumDisplayRowCount }
        set { sectionIndex.minimumDisplayRowCount = newValue }
    }

    /// Whether the section index is shown: the table is plain (Apple documents
    /// the index for the plain style only), the data source gave titles at the
    /// last load, and the table has at least `sectionIndexMinimumDisplayRowCount` rows.
    /// - Complexity: O(1)
    public var isSectionIndexShown: Bool {
        layoutIfNeeded()
        return style == .plain && !sectionIndex.titles.isEmpty && store.totalRows >= sectionIndex.minimumDisplayRowCount
    }

    /// The titles of the section index as shown, top to bottom; empty when it is not shown.
    /// - Complexity: O(1) (the array is shared, copied on write).
    public var sectionIndexTitlesShown: [String] {
        isSectionIndexShown ? sectionIndex.titles : []
    }

    /// Asks the data source for the index titles again (`sectionIndexTitles`),
    /// without a reload: UIKit's way to update the index after sections were
    /// inserted or deleted, which does not ask for them.
    /// - Throws: `TableError.invalidOperation` from inside a callback (a change while calling out).
    /// - Complexity: O(t) for t titles, plus a pending load.
    public func reloadSectionIndexTitles() throws {
        try refuseChangeWhileCallingOut()
        layoutIfNeeded()
        operation { loadSectionIndexTitles() }
    }

    /// Part of the load (§7): `sectionIndexTitles`.
    func loadSectionIndexTitles() {
        record(.sectionIndexTitles)
        sectionIndex.titles = dataSource?.sectionIndexTitles(for: self) ?? []
    }

    // MARK: The user touching the index (a simulation of a gesture)

    /// The user touches an index title, by its text: a repeated title means
    /// its first occurrence. See `tapSectionIndex(at:)`.
    /// - Throws: `TableError.invalidOperation` when the index is not shown,
    ///   `TableError.invalidOperation` too when it has no such title or the data source
    ///   answers a section the table does not have.
    /// - Complexity: O(t + log n) for t titles.
    public func tapSectionIndex(title: String) throws {
        try refuseChangeWhileCallingOut()
        let titles = try shownIndexTitles()
        guard let index = titles.firstIndex(of: title) else {
            throw TableError.invalidOperation(InvalidOperation(.noSuchIndexTitle, "the section index has no title \(TraceEvent.quoted(title)): its titles are "
                + titles.map(TraceEvent.quoted).joined(separator: " ")))
        }
        try touchIndex(title: title, at: index)
    }

    /// The user touches the index title at `index` (0 is the top one): the
    /// table asks the data source `sectionForSectionIndexTitle` and scrolls
    /// so that the section's rect starts at the top edge (offset = its minY
    /// minus the top content inset, clamped into the offset range), in one jump.
    /// - Throws: `TableError.invalidOperation` when the index is not shown,
    ///   `TableError.invalidOperation` too when it has no such position or the data
    ///   source answers a section the table does not have.
    /// - Complexity: O(log n)
    public func tapSectionIndex(at index: Int) throws {
        try refuseChangeWhileCallingOut()
        let titles = try shownIndexTitles()
        guard index >= 0, index < titles.count else {
            throw TableError.invalidOperation(InvalidOperation(.noSuchIndexTitle, "index title \(index) is out of range: the section index has \(titles.count) "
                + "title\(titles.count == 1 ? "" : "s") (0 to \(titles.count - 1))"))
        }
        try touchIndex(title: titles[index], at: index)
    }

    private func shownIndexTitles() throws -> [String] {
        layoutIfNeeded()
        let titles = sectionIndex.titles
        if titles.isEmpty {
            throw TableError.invalidOperation(InvalidOperation(.sectionIndexNotShown, "the section index is not shown: the data source gives no section index titles"))
        }
        if style != .plain {
            throw TableError.invalidOperation(InvalidOperation(.sectionIndexNotShown, "the section index is not shown: a \(style.rawValue) table has none (UIKit shows it in plain style only)"))
        }
        let rows = store.totalRows, minimum = sectionIndex.minimumDisplayRowCount
        if rows < minimum {
            throw TableError.invalidOperation(InvalidOperation(.sectionIndexNotShown, "the section index is not shown: the table has \(rows) row\(rows == 1 ? "" : "s"), "
                + "fewer than sectionIndexMinimumDisplayRowCount (\(minimum))"))
        }
        return titles
    }

    private func touchIndex(title: String, at index: Int) throws {
        let section = operation { () -> Int in
            record(.sectionForSectionIndexTitle, .indexTitle(title, at: index))
            return dataSource?.tableView(self, sectionForSectionIndexTitle: title, at: index) ?? index
        }
        let sections = store.sectionCount
        guard section >= 0, section < sections else {
            throw TableError.invalidOperation(InvalidOperation(.indexTitleSectionOutOfRange, "the data source's sectionForSectionIndexTitle answered section \(section) for "
                + "\(TraceEvent.quoted(title)) at \(index), but the table has \(sections) section\(sections == 1 ? "" : "s")"))
        }
        jump(to: min(max(contentY(store.sectionTop(section)) - insets.top, minOffset), maxOffset))
        checkInvariants()
    }
}
