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
    /// footer heights as the delegate answers them (automatic when it has
    /// none), its row count, and its rows' heights (their estimates, read
    /// with `tableEstimate`, when `estimating`).
    struct LoadReading {
        var headerOwn: [Double] = [], footerOwn: [Double] = [], rowCounts: [Int] = []
        var heights = RowHeights()
    }

    /// A load's reading (§7): `numberOfSections`, then for each section its
    /// header height, footer height, `numberOfRowsInSection` and rows, each
    /// call traced. Every call goes to the data source and delegate set at
    /// that moment (a callback may replace them); they are passed down while
    /// they stay the same, not fetched again (and retained) for each call.
    /// - Throws: `TableError.invalidDataSource`, as `readCounts`.
    /// - Complexity: O(S) calls, plus the rows' (one a row asked).
    func readForLoad(estimating: Bool, tableEstimate: Fixed) throws(TableError) -> LoadReading {
        let sections = try readSectionCount(for: .load)
        var reading = LoadReading()
        reading.headerOwn.reserveCapacity(sections)
        reading.footerOwn.reserveCapacity(sections)
        reading.rowCounts.reserveCapacity(sections)
        var at = LoadPosition(), total = 0
        while at.section < sections {
            try readForLoad(from: &at, sections: sections, source: source, delegate: events, estimating: estimating,
                            tableEstimate: tableEstimate, total: &total, into: &reading)
        }
        return reading
    }

    /// Where a load's reading stands: a section, the next call for it
    /// (0 header, 1 footer, 2 row count, 3 rows) and the next row.
    struct LoadPosition {
        var section = 0, call = 0, row = 0
    }

    /// Reads on from `at` through `source` and `delegate` until the last
    /// section is read or a call replaces either (`partnerChanges`).
    private func readForLoad(from at: inout LoadPosition, sections: Int, source: TableViewDataSource?, delegate: TableViewDelegate?,
                             estimating: Bool, tableEstimate: Fixed, total: inout Int, into reading: inout LoadReading) throws(TableError) {
        let changes = partnerChanges
        let headerCall: TraceEvent.Call = estimating ? .estimatedHeightForHeader : .heightForHeader
        let footerCall: TraceEvent.Call = estimating ? .estimatedHeightForFooter : .heightForFooter
        while at.section < sections {
            let s = at.section
            switch at.call {
            case 0:
                record(headerCall, .section(s))
                reading.headerOwn.append(delegate?.tableView(self, heightForHeaderInSection: s) ?? TableView.automaticDimension)
            case 1:
                record(footerCall, .section(s))
                reading.footerOwn.append(delegate?.tableView(self, heightForFooterInSection: s) ?? TableView.automaticDimension)
            case 2:
                record(.numberOfRows, .section(s))
                let n = source?.tableView(self, numberOfRowsInSection: s) ?? 0
                try accept(rows: n, section: s, into: &total, for: .load)
                reading.rowCounts.append(n)
                if !estimating { reading.heights.reserveListed(n) }
            default:
                let n = reading.rowCounts[s]
                if estimating {
                    appendEstimatedHeights(section: s, rows: n, to: &reading.heights, tableEstimate: tableEstimate)
                } else if at.row < n {
                    // One index path per section, its row index rewritten in place (cheaper than building one a row).
                    var ip = IndexPath(row: 0, section: s)
                    repeat {
                        ip[1] = at.row
                        record(.heightForRow, .row(ip))
                        reading.heights.append(fixedLength(delegate?.tableView(self, heightForRowAt: ip) ?? rowHeight))
                        at.row += 1
                        if partnerChanges != changes { return }
                    } while at.row < n
                }
                at = LoadPosition(section: s + 1)
                continue
            }
            at.call += 1
            if partnerChanges != changes { return }
        }
    }
}
