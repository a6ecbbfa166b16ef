/// Reading the data source's counts (ENGINE.md §7, §9, §11).
extension TableView {
    /// Asks the data source for `numberOfSections`, then each section's
    /// `numberOfRowsInSection`, tracing each call, and returns the row counts.
    /// Counts the table cannot hold are refused, for a load and an update
    /// alike: a negative count, more than `maximumRows` sections, or more than
    /// `maximumRows` rows in all (checked without overflow).
    /// - Parameters:
    ///   - beforeRows: called with each section and the number of sections
    ///     before its row count is asked (a load asks for the header and
    ///     footer heights there).
    ///   - afterRows: called with each section and its accepted row count.
    /// - Throws: `TableError.invalidDataSource`, naming the count and the section.
    /// - Complexity: O(S) calls for S sections, plus the callbacks.
    func readCounts(for reading: InvalidDataSource.Reading, beforeRows: (Int, Int) -> Void = { _, _ in },
                    afterRows: (Int, Int) -> Void = { _, _ in }) throws(TableError) -> [Int] {
        record(.numberOfSections)
        let sections = dataSource?.numberOfSections(in: self) ?? 0
        guard (0...TableView.maximumRows).contains(sections) else {
            throw .invalidDataSource(InvalidDataSource(count: sections, section: nil, reading: reading))
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        var total = 0
        for s in 0..<sections {
            beforeRows(s, sections)
            record(.numberOfRows, .section(s))
            let n = dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0
            // `maximumRows - total` cannot overflow: 0 <= total <= maximumRows.
            guard n >= 0, n <= TableView.maximumRows - total else {
                throw .invalidDataSource(InvalidDataSource(count: n, section: s, reading: reading))
            }
            total += n
            counts.append(n)
            afterRows(s, n)
        }
        return counts
    }
}
