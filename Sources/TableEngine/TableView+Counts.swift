/// Reading the data source's counts (ENGINE.md §7, §9, §11).
extension TableView {
    /// What the counts are read for; a refusal names what it refused.
    enum CountReading {
        /// The first layout pass or `reloadData()`.
        case load
        /// The check at the end of a batch update.
        case update
    }

    /// Asks the data source for `numberOfSections`, then each section's
    /// `numberOfRowsInSection`, tracing each call, and returns the row counts.
    /// Counts the table cannot hold are refused, for a load and an update
    /// alike: a negative count, more than `maximumRows` sections, or more than
    /// `maximumRows` rows in all (checked without overflow).
    /// - Parameters:
    ///   - beforeRows: called for each section before its row count is asked
    ///     (a load asks for the header and footer heights there).
    ///   - afterRows: called with each section and its accepted row count.
    /// - Throws: `TableError.invalidDataSource`, naming the count and the section.
    /// - Complexity: O(S) calls for S sections, plus the callbacks.
    func readCounts(for reading: CountReading, beforeRows: (Int) -> Void = { _ in },
                    afterRows: (Int, Int) -> Void = { _, _ in }) throws(TableError) -> [Int] {
        record(.numberOfSections)
        let sections = dataSource?.numberOfSections(in: self) ?? 0
        guard (0...TableView.maximumRows).contains(sections) else {
            throw .invalidDataSource(UpdateMessage.sectionCountRefused(sections, reading))
        }
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        var total = 0
        for s in 0..<sections {
            beforeRows(s)
            record(.numberOfRows, .section(s))
            let n = dataSource?.tableView(self, numberOfRowsInSection: s) ?? 0
            // `maximumRows - total` cannot overflow: 0 <= total <= maximumRows.
            guard n >= 0, n <= TableView.maximumRows - total else {
                throw .invalidDataSource(UpdateMessage.rowCountRefused(n, section: s, reading))
            }
            total += n
            counts.append(n)
            afterRows(s, n)
        }
        return counts
    }
}
