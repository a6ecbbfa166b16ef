/// Section header and footer heights (ENGINE.md §3.1, §12.3, §12.4).
extension TableView {
    /// A header height as the store holds it: the view plus the gap above it (§12.3).
    func storedHeaderHeight(_ points: Double) -> Fixed {
        storedHeaderHeight(points, pad: headerPad)
    }

    func storedHeaderHeight(_ points: Double, pad: Fixed) -> Fixed {
        let h = FixedPoint.length(points)
        return h > 0 ? h + pad : 0
    }

    /// ENGINE.md §3.1: the section's own height, the table-wide one, a title's, then automatic.
    func resolveSupplementaryHeight(own: Double, tableWide: Double, section: Int, isHeader: Bool, anyHeaderSet: Bool) -> Double {
        resolveSupplementaryHeight(own: own, tableWide: tableWide, section: section, isHeader: isHeader,
                                   anyHeaderSet: anyHeaderSet, grouped: style.isGrouped, source: dataSource)
    }

    /// As above, the title asked of `source` (the table's data source).
    @inline(__always)
    func resolveSupplementaryHeight(own: Double, tableWide: Double, section: Int, isHeader: Bool,
                                    anyHeaderSet: Bool, grouped: Bool, source: TableViewDataSource?) -> Double {
        givenSupplementaryHeight(own: own, tableWide: tableWide, section: section, isHeader: isHeader, grouped: grouped, source: source)
            ?? automaticSupplementaryHeight(section: section, isHeader: isHeader, anyHeaderSet: anyHeaderSet, grouped: grouped)
    }

    /// §3.1's first three rules: the section's own height, the table-wide
    /// one, a title's (asked of `source`); nil when none applies.
    @inline(__always)
    func givenSupplementaryHeight(own: Double, tableWide: Double, section: Int, isHeader: Bool, grouped: Bool,
                                  source: TableViewDataSource?) -> Double? {
        if own >= 0 { return own }
        if tableWide >= 0 { return tableWide }
        let title = isHeader
            ? source?.tableView(self, titleForHeaderInSection: section)
            : source?.tableView(self, titleForFooterInSection: section)
        return title != nil ? (grouped ? 38 : 28) : nil
    }

    /// §3.1's last rule: the automatic height.
    func automaticSupplementaryHeight(section: Int, isHeader: Bool, anyHeaderSet: Bool, grouped: Bool) -> Double {
        guard grouped else { return 0 }
        // Section 0's automatic header: none under a table header view, else the 35-pt band (§12.4).
        if isHeader && section == 0 && !anyHeaderSet { return (headerView?.height ?? 0) > 0 ? 0 : 35 }
        return 18
    }

    /// What a load resolves its header and footer heights with: the table's
    /// settings, read once a load (they apply from the next reload on).
    struct SupplementarySettings {
        let header: Double, footer: Double
        let grouped: Bool
        let pad: Fixed

        init(_ table: TableView) {
            (header, footer, grouped, pad) = (table.sectionHeaderHeight, table.sectionFooterHeight, table.style.isGrouped, table.headerPad)
        }
    }
}
