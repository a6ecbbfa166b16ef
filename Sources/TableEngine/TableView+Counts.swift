import Foundation

/// Reading the data source's counts (ENGINE.md §7, §9, §11).
///
/// Counts the table cannot hold are refused, for a load and an update alike:
/// a negative count, more than `maximumRows` sections, or more than
/// `maximumRows` rows in all (checked without overflow).
extension TableView {
    /// Asks the data source for `numberOfSections`, then each section's
    /// `numberOfRowsInSection`, tracing each call, and returns the row counts.
    /// - Throws: `TableError.invalidDataSource`, naming the count and the section.
    /// - Complexity: O(S) calls for S sections.
    func readCounts(for reading: InvalidDataSource.Reading) throws(TableError) -> [Int] {
        let sections = try readSectionCount(for: reading)
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        var total = 0
        for s in 0..<sections {
            record(.numberOfRows, .section(s))
            let n = dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0
            try accept(rows: n, section: s, into: &total, for: reading)
            counts.append(n)
        }
        return counts
    }

    /// `numberOfSections`, traced and checked.
    private func readSectionCount(for reading: InvalidDataSource.Reading) throws(TableError) -> Int {
        record(.numberOfSections)
        let sections = dataSource?.numberOfSections(in: self) ?? 0
        guard (0...TableView.maximumRows).contains(sections) else {
            throw .invalidDataSource(InvalidDataSource(count: sections, section: nil, reading: reading))
        }
        return sections
    }

    /// Checks section `s`'s row count `n` and adds it to `total`.
    @inline(__always)
    private func accept(rows n: Int, section s: Int, into total: inout Int, for reading: InvalidDataSource.Reading) throws(TableError) {
        // `maximumRows - total` cannot overflow: 0 <= total <= maximumRows.
        guard n >= 0, n <= TableView.maximumRows - total else {
            throw .invalidDataSource(InvalidDataSource(count: n, section: s, reading: reading))
        }
        total += n
    }

    /// What a load reads section by section: each section's header and
    /// footer heights in store units, its row count, and its rows' heights
    /// (their estimates, read with `tableEstimate`, when `estimating`).
    struct LoadReading {
        var headers: [Fixed] = [], footers: [Fixed] = [], rowCounts: [Int] = []
        var heights = RowHeights()
        /// The header or footer height the delegate gave last (its own, or automatic).
        fileprivate var own = TableView.automaticDimension
        /// Whether a header height was given (its own or the table's), and
        /// whether section 0's header was resolved as automatic (§3.1).
        fileprivate var anyHeaderSet = false, firstHeaderAutomatic = false
    }

    /// A load's reading (§7): `numberOfSections`, then for each section its
    /// header height (then its title when the height is automatic, §3.1),
    /// footer height (alike), `numberOfRowsInSection` and rows, each call but
    /// the titles traced. Every call goes to the data source and delegate set at
    /// that moment (a callback may replace them); they are passed down while
    /// they stay the same, not fetched again (and retained) for each call.
    /// - Throws: `TableError.invalidDataSource`, as `readCounts`.
    /// - Complexity: O(S) calls, plus the rows' (one a row asked).
    func readForLoad(estimating: Bool, tableEstimate: Fixed) throws(TableError) -> LoadReading {
        let sections = try readSectionCount(for: .load)
        var reading = LoadReading()
        reading.headers.reserveCapacity(sections)
        reading.footers.reserveCapacity(sections)
        reading.rowCounts.reserveCapacity(sections)
        let settings = SupplementarySettings(self)
        reading.anyHeaderSet = settings.header >= 0
        var at = LoadPosition(), total = 0
        while at.section < sections {
            try readForLoad(from: &at, sections: sections, source: source, delegate: events, estimating: estimating,
                            tableEstimate: tableEstimate, settings: settings, total: &total, into: &reading)
        }
        // Section 0's automatic header depends on every section's (§3.1, §12.4).
        if reading.firstHeaderAutomatic, !reading.anyHeaderSet {
            reading.headers[0] = storedHeaderHeight(
                automaticSupplementaryHeight(section: 0, isHeader: true, anyHeaderSet: false, grouped: settings.grouped), pad: settings.pad)
        }
        return reading
    }

    /// Where a load's reading stands: a section, the next call for it (0
    /// header height, 1 header title, 2 footer height, 3 footer title, 4 row
    /// count, 5 rows; a title is asked only for a height left automatic) and
    /// the next row.
    struct LoadPosition {
        var section = 0, call = 0, row = 0
    }

    /// Reads on from `at` through `source` and `delegate` until the last
    /// section is read or a call replaces either (`partnerChanges`).
    private func readForLoad(from at: inout LoadPosition, sections: Int, source: TableViewDataSource?, delegate: TableViewDelegate?,
                             estimating: Bool, tableEstimate: Fixed, settings: SupplementarySettings,
                             total: inout Int, into reading: inout LoadReading) throws(TableError) {
        let changes = partnerChanges
        let headerCall: TraceEvent.Call = estimating ? .estimatedHeightForHeader : .heightForHeader
        let footerCall: TraceEvent.Call = estimating ? .estimatedHeightForFooter : .heightForFooter
        // Each section's calls in a straight line; a change of partners stops
        // the reading after the call that made it, which `at` records.
        while at.section < sections {
            let s = at.section
            switch at.call {
            case 0:
                record(headerCall, .section(s))
                reading.own = delegate?.tableView(self, heightForHeaderInSection: s) ?? TableView.automaticDimension
                if reading.own >= 0 { reading.anyHeaderSet = true }
                if partnerChanges != changes { at.call = 1; return }
                fallthrough
            case 1:
                let given = givenSupplementaryHeight(own: reading.own, tableWide: settings.header, section: s, isHeader: true,
                                                     grouped: settings.grouped, source: source)
                if s == 0 { reading.firstHeaderAutomatic = given == nil }
                let points = given ?? automaticSupplementaryHeight(section: s, isHeader: true, anyHeaderSet: true, grouped: settings.grouped)
                reading.headers.append(storedHeaderHeight(points, pad: settings.pad))
                if partnerChanges != changes { at.call = 2; return }
                fallthrough
            case 2:
                record(footerCall, .section(s))
                reading.own = delegate?.tableView(self, heightForFooterInSection: s) ?? TableView.automaticDimension
                if partnerChanges != changes { at.call = 3; return }
                fallthrough
            case 3:
                reading.footers.append(fixedLength(resolveSupplementaryHeight(
                    own: reading.own, tableWide: settings.footer, section: s, isHeader: false,
                    anyHeaderSet: true, grouped: settings.grouped, source: source)))
                if partnerChanges != changes { at.call = 4; return }
                fallthrough
            case 4:
                record(.numberOfRows, .section(s))
                let n = source?.tableView(self, numberOfRowsInSection: s) ?? 0
                try accept(rows: n, section: s, into: &total, for: .load)
                reading.rowCounts.append(n)
                if !estimating { reading.heights.reserveListed(n) }
                if partnerChanges != changes { at.call = 5; return }
                fallthrough
            default:
                let n = reading.rowCounts[s]
                if estimating {
                    appendEstimatedHeights(section: s, rows: n, to: &reading.heights, tableEstimate: tableEstimate)
                } else if at.row < n {
                    // One index path per section, its row index rewritten in place (cheaper than building one a row).
                    var ip = IndexPath(row: 0, section: s)
                    var r = at.row
                    repeat {
                        ip[1] = r
                        record(.heightForRow, .row(ip))
                        reading.heights.append(fixedLength(delegate?.tableView(self, heightForRowAt: ip) ?? rowHeight))
                        r += 1
                        if partnerChanges != changes, r < n { at.call = 5; at.row = r; return }
                    } while r < n
                }
                at = LoadPosition(section: s + 1)
                if partnerChanges != changes { return }
            }
        }
    }
}
