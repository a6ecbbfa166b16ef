import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §11: counts a data source returns that the table cannot hold
/// (negative, huge) refuse the load with a typed error instead of crashing.
@Suite struct DataSourceCountTests {
    final class Counts: TableViewDataSource {
        var sections: Int
        var rows: (Int) -> Int
        init(sections: Int, rows: @escaping (Int) -> Int) {
            self.sections = sections
            self.rows = rows
        }
        func numberOfSections(in tableView: TableView) -> Int { sections }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows(section) }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    /// A refused load leaves an empty table that every query and action handles.
    func expectRefused(_ table: TableView, mentioning words: [String]) throws {
        table.layoutIfNeeded()
        let error = try #require(table.loadError)
        guard case .invalidDataSource(let refusal) = error else {
            Issue.record("expected invalidDataSource, got \(error)")
            return
        }
        #expect(refusal.reading == .load)
        let message = error.description
        for word in words { #expect(message.contains(word), "\(message)") }
        #expect(table.indexPathsForVisibleRows.isEmpty)
        #expect(table.visibleCells.isEmpty)
        #expect(table.contentHeight == 0)
        #expect(table.indexPathForRow(atY: 10) == nil)
        try table.scroll(by: 100)
        #expect(throws: TableError.self) { try table.scrollToRow(at: ip(0, 0), at: .top) }
        #expect(table.invariantViolation() == nil)
    }

    @Test(arguments: [Int.max, TableView.maximumRows + 1, Int.min, -1])
    func aSectionCountItCannotHoldIsRefused(rows: Int) throws {
        let table = TableView()
        table.dataSource = Counts(sections: 1, rows: { _ in rows })
        try expectRefused(table, mentioning: ["numberOfRowsInSection returned \(rows) for section 0", "not loaded"])
    }

    @Test func rowsAreCountedAcrossSections() throws {
        let table = TableView()
        table.dataSource = Counts(sections: 3, rows: { $0 == 1 ? Int.max - 1 : 3 })
        try expectRefused(table, mentioning: ["for section 1", "at most \(TableView.maximumRows) rows in all"])
    }

    @Test(arguments: [Int.max, TableView.maximumRows + 1, Int.min, -5])
    func aNumberOfSectionsItCannotHoldIsRefused(sections: Int) throws {
        let table = TableView()
        table.dataSource = Counts(sections: sections, rows: { _ in 3 })
        try expectRefused(table, mentioning: ["numberOfSections returned \(sections)", "so the table was not loaded"])
    }

    @Test func aLaterReloadWithCountsItCanHoldLoads() throws {
        let counts = Counts(sections: 1, rows: { _ in Int.max })
        let table = TableView()
        table.dataSource = counts
        table.layoutIfNeeded()
        #expect(table.loadError != nil)
        counts.rows = { _ in 30 }
        table.reloadData()
        #expect(table.loadError == nil)
        #expect(text(table.indexPathsForVisibleRows) == span(0, 0, 15))
        counts.sections = -1
        table.reloadData()
        #expect(table.loadError != nil)
        #expect(table.indexPathsForVisibleRows.isEmpty)
    }

    /// The batch check asks for the counts after an update: ones it cannot
    /// hold, negative ones included, refuse the update and leave the table as it was.
    @Test(arguments: [(1, Int.max), (Int.max, 3), (2, TableView.maximumRows / 2 + 1), (-1, 3), (1, -2), (1, Int.min)])
    func anUpdateToCountsItCannotHoldIsRefused(sections: Int, rows: Int) throws {
        let counts = Counts(sections: 1, rows: { _ in 30 })
        let table = TableView()
        table.dataSource = counts
        table.layoutIfNeeded()
        let before = text(table.indexPathsForVisibleRows)
        counts.sections = sections
        counts.rows = { _ in rows }
        #expect {
            try table.insertRows(at: [ip(0, 0)])
        } throws: { error in
            guard case TableError.invalidDataSource(let refusal) = error, refusal.reading == .update else { return false }
            let message = refusal.description
            let named = message.contains("numberOfSections returned \(sections);")
                || message.contains("numberOfRowsInSection returned \(rows) for section")
            return named && message.hasSuffix("so the update was refused")
        }
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(text(table.indexPathsForVisibleRows) == before)
        #expect(table.invariantViolation() == nil)
    }
}

/// The mounted-rows invariant of ENGINE.md §6, and how much debug builds check.
@Suite struct MountedRunInvariantTests {
    @Test func zeroHeightRowsMayBeSkippedBetweenMountedRows() throws {
        let (table, source) = makeTable([10, 0, 0, 10])
        source.rowHeights[ip(0, 3)] = 0
        source.rowHeights[ip(0, 9)] = 0
        table.layoutIfNeeded()
        #expect(table.invariantViolation() == nil)
        try table.scroll(by: 300)
        #expect(table.invariantViolation() == nil)
    }

    @Test func aGapInTheMountedRowsIsReported() throws {
        let (table, _) = makeTable([30])
        table.layoutIfNeeded()
        table.visible = []
        let keep = [0, 5]
        table.mounted = CommittedRows(keep.map { table.mounted[$0] })
        table.boundCells = CommittedList(keep.map { table.boundCells[$0] })
        let problem = try #require(table.invariantViolation())
        #expect(problem == "mounted rows are not one run: 0,1 lies between mounted 0,0 and 0,5 with height 44.0 but is not mounted")
    }

    @Test(arguments: [(TableView.InvariantChecking.full, 100, true), (.upTo(rows: 100), 100, true),
                      (.upTo(rows: 100), 101, false)])
    func theLayoutStoreIsCheckedUpToARowCount(checking: TableView.InvariantChecking, rows: Int, checksStore: Bool) {
        let (table, _) = makeTable([rows]) { t, _ in t.invariantChecking = checking }
        table.layoutIfNeeded()
        #expect(table.checksLayoutStore == checksStore)
    }
}
