/// Section header and footer heights (ENGINE.md §3.1, §12.3, §12.4).
extension TableView {
    /// A header height as the store holds it: the view plus the gap above it (§12.3).
    func storedHeaderHeight(_ points: Double) -> Fixed {
        storedHeaderHeight(points, pad: headerPad)
    }

    func storedHeaderHeight(_ points: Double, pad: Fixed) -> Fixed {
        let h = fixedLength(points)
        return h > 0 ? h + pad : 0
    }

    /// ENGINE.md §3.1: the section's own height, the table-wide one, a title's, then automatic.
    func resolveSupplementaryHeight(own: Double, tableWide: Double, section: Int, isHeader: Bool, anyHeaderSet: Bool) -> Double {
        var source = CurrentSource(self)
        return resolveSupplementaryHeight(own: own, tableWide: tableWide, section: section, isHeader: isHeader,
                                          anyHeaderSet: anyHeaderSet, grouped: style.isGrouped, source: &source)
    }

    /// As above, the title asked through `source` (held for a run of calls).
    @inline(__always)
    func resolveSupplementaryHeight(own: Double, tableWide: Double, section: Int, isHeader: Bool,
                                    anyHeaderSet: Bool, grouped: Bool, source: inout CurrentSource) -> Double {
        if own >= 0 { return own }
        if tableWide >= 0 { return tableWide }
        let title = isHeader
            ? source.get(self)?.tableView(self, titleForHeaderInSection: section)
            : source.get(self)?.tableView(self, titleForFooterInSection: section)
        if title != nil { return grouped ? 38 : 28 }
        guard grouped else { return 0 }
        // Section 0's automatic header: none under a table header view, else the 35-pt band (§12.4).
        if isHeader && section == 0 && !anyHeaderSet { return (headerView?.height ?? 0) > 0 ? 0 : 35 }
        return 18
    }

    /// A load's header and footer heights in store units, from the delegate's
    /// answers (`headerOwn`, `footerOwn`, one a section). The table's settings
    /// are read once, not a section (they apply from the next reload on).
    /// - Complexity: O(S), plus a title asked of each section without a height.
    func supplementaryHeights(headerOwn: [Double], footerOwn: [Double]) -> (headers: [Fixed], footers: [Fixed]) {
        let tableHeader = sectionHeaderHeight, tableFooter = sectionFooterHeight
        let grouped = style.isGrouped, pad = headerPad
        let anyHeaderSet = tableHeader >= 0 || headerOwn.contains { $0 >= 0 }
        var headers: [Fixed] = [], footers: [Fixed] = []
        headers.reserveCapacity(headerOwn.count)
        footers.reserveCapacity(footerOwn.count)
        var source = CurrentSource(self)
        for (s, own) in headerOwn.enumerated() {
            headers.append(storedHeaderHeight(resolveSupplementaryHeight(own: own, tableWide: tableHeader, section: s, isHeader: true,
                                                                         anyHeaderSet: anyHeaderSet, grouped: grouped,
                                                                         source: &source), pad: pad))
        }
        for (s, own) in footerOwn.enumerated() {
            footers.append(fixedLength(resolveSupplementaryHeight(own: own, tableWide: tableFooter, section: s, isHeader: false,
                                                                  anyHeaderSet: anyHeaderSet, grouped: grouped, source: &source)))
        }
        return (headers, footers)
    }
}

/// The table's data source, held for a run of calls: fetched again only when
/// `dataSource` or `delegate` was set since (`partnerChanges`), so a call made
/// through it costs no reference counting.
struct CurrentSource {
    private var changes: UInt
    private var source: TableViewDataSource?

    init(_ table: TableView) { (changes, source) = (table.partnerChanges, table.source) }

    /// The table's data source now.
    @inline(__always)
    mutating func get(_ table: TableView) -> TableViewDataSource? {
        if changes != table.partnerChanges { self = CurrentSource(table) }
        return source
    }
}
