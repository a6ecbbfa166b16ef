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
    func readSectionCount(for reading: InvalidDataSource.Reading) throws(TableError) -> Int {
        record(.numberOfSections)
        let sections = dataSource?.numberOfSections(in: self) ?? 0
        guard (0...TableView.maximumRows).contains(sections) else {
            throw .invalidDataSource(InvalidDataSource(count: sections, section: nil, reading: reading))
        }
        return sections
    }

    /// Checks section `s`'s row count `n` and adds it to `total`.
    @inline(__always)
    func accept(rows n: Int, section s: Int, into total: inout Int, for reading: InvalidDataSource.Reading) throws(TableError) {
        // `maximumRows - total` cannot overflow: 0 <= total <= maximumRows.
        guard n >= 0, n <= TableView.maximumRows - total else {
            throw .invalidDataSource(InvalidDataSource(count: n, section: s, reading: reading))
        }
        total += n
    }
}
