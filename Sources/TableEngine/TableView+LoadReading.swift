import Foundation

/// A load's reading of the data source and delegate, section by section
/// (ENGINE.md §7, §3.1): counts, header and footer heights and titles, rows.
extension TableView {
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
            try readSections(from: &at, sections: sections, source: source, delegate: events, estimating: estimating,
                            tableEstimate: tableEstimate, settings: settings, total: &total, into: &reading)
        }
        // Section 0's automatic header depends on every section's (§3.1, §12.4).
        if reading.firstHeaderAutomatic, !reading.anyHeaderSet {
            reading.headers[0] = storedHeaderHeight(
                automaticSupplementaryHeight(section: 0, isHeader: true, anyHeaderSet: false, grouped: settings.grouped), pad: settings.pad)
        }
        return reading
    }

    /// Where a load's reading stands: a section, its next step and the next row.
    struct LoadPosition {
        var section = 0, step = Step.headerHeight, row = 0

        /// A section's steps, in order.
        enum Step {
            /// `heightForHeaderInSection`.
            case headerHeight
            /// The header's height resolved (its title asked when the height is automatic, §3.1).
            case header
            /// `heightForFooterInSection`.
            case footerHeight
            /// The footer's height resolved (alike).
            case footer
            /// `numberOfRowsInSection`.
            case rowCount
            /// The rows' heights (or estimates), from `row` on.
            case rows
        }
    }

    /// Reads on from `at` through `source` and `delegate` until the last
    /// section is read or a call replaces either (`partnerChanges`).
    private func readSections(from at: inout LoadPosition, sections: Int, source: TableViewDataSource?, delegate: TableViewDelegate?,
                              estimating: Bool, tableEstimate: Fixed, settings: SupplementarySettings,
                              total: inout Int, into reading: inout LoadReading) throws(TableError) {
        let changes = partnerChanges
        let headerCall: TraceEvent.Call = estimating ? .estimatedHeightForHeader : .heightForHeader
        let footerCall: TraceEvent.Call = estimating ? .estimatedHeightForFooter : .heightForFooter
        // Each section's calls in a straight line; a change of partners stops
        // the reading after the call that made it, which `at` records.
        while at.section < sections {
            let s = at.section
            switch at.step {
            case .headerHeight:
                record(headerCall, .section(s))
                reading.own = delegate?.tableView(self, heightForHeaderInSection: s) ?? TableView.automaticDimension
                if reading.own >= 0 { reading.anyHeaderSet = true }
                if partnerChanges != changes { at.step = .header; return }
                fallthrough
            case .header:
                let given = givenSupplementaryHeight(own: reading.own, tableWide: settings.header, section: s, isHeader: true,
                                                     grouped: settings.grouped, source: source)
                if s == 0 { reading.firstHeaderAutomatic = given == nil }
                let points = given ?? automaticSupplementaryHeight(section: s, isHeader: true, anyHeaderSet: true, grouped: settings.grouped)
                reading.headers.append(storedHeaderHeight(points, pad: settings.pad))
                if partnerChanges != changes { at.step = .footerHeight; return }
                fallthrough
            case .footerHeight:
                record(footerCall, .section(s))
                reading.own = delegate?.tableView(self, heightForFooterInSection: s) ?? TableView.automaticDimension
                if partnerChanges != changes { at.step = .footer; return }
                fallthrough
            case .footer:
                reading.footers.append(FixedPoint.length(resolveSupplementaryHeight(
                    own: reading.own, tableWide: settings.footer, section: s, isHeader: false,
                    anyHeaderSet: true, grouped: settings.grouped, source: source)))
                if partnerChanges != changes { at.step = .rowCount; return }
                fallthrough
            case .rowCount:
                record(.numberOfRows, .section(s))
                let n = source?.tableView(self, numberOfRowsInSection: s) ?? 0
                try accept(rows: n, section: s, into: &total, for: .load)
                reading.rowCounts.append(n)
                if !estimating { reading.heights.reserveListed(n) }
                if partnerChanges != changes { at.step = .rows; return }
                fallthrough
            case .rows:
                let n = reading.rowCounts[s]
                if estimating {
                    appendEstimatedHeights(section: s, rows: n, to: &reading.heights, tableEstimate: tableEstimate)
                } else if at.row < n,
                          let next = readRowHeights(section: s, rows: at.row ..< n, delegate: delegate, changes: changes,
                                                    into: &reading.heights) {
                    at.step = .rows; at.row = next; return
                }
                at = LoadPosition(section: s + 1)
                if partnerChanges != changes { return }
            }
        }
    }

    /// Asks `heightForRowAt` for `rows` of section `s`, in order, and lists
    /// the heights. Returns the next row when a call replaced the data
    /// source or delegate before the last row (`partnerChanges`), else nil.
    /// The heights gather in a buffer on the stack and join the list a chunk
    /// at a time: an append a row checked the list's uniqueness each time.
    /// - Complexity: O(rows) calls.
    private func readRowHeights(section s: Int, rows: Range<Int>, delegate: TableViewDelegate?, changes: UInt,
                                into heights: inout RowHeights) -> Int? {
        withUnsafeTemporaryAllocation(of: Fixed.self, capacity: min(rows.count, 512)) { buffer in
            // One index path, its row index rewritten in place (cheaper than building one a row).
            var ip = IndexPath(row: 0, section: s)
            var r = rows.lowerBound
            while r < rows.upperBound {
                let end = min(r + buffer.count, rows.upperBound)
                var k = 0, replaced = false
                repeat {
                    ip[1] = r
                    record(.heightForRow, .row(ip))
                    buffer[k] = FixedPoint.length(delegate?.tableView(self, heightForRowAt: ip) ?? rowHeight)
                    k += 1
                    r += 1
                    replaced = partnerChanges != changes
                } while r < end && !replaced
                heights.append(contentsOf: UnsafeBufferPointer(rebasing: buffer[..<k]))
                if replaced { return r < rows.upperBound ? r : nil }
            }
            return nil
        }
    }
}
