import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §11: a data source that misuses cells does not crash the table.
/// A cell not handed out for the row, or already in use, is not bound: the
/// table binds a cell of its own and records the misuse in `dataSourceMisuse`.
@Suite struct DataSourceMisuseTests {
    final class Source: TableViewDataSource {
        var rows = 30
        var cellFor: (TableView, IndexPath) -> TableViewCell
        init(_ cellFor: @escaping (TableView, IndexPath) -> TableViewCell) { self.cellFor = cellFor }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell { cellFor(tableView, indexPath) }
    }

    /// Every mounted row has its own cell and the books balance.
    func expectSound(_ table: TableView) {
        let cells = table.mountedCells.map(ObjectIdentifier.init)
        #expect(Set(cells).count == cells.count)
        #expect(table.invariantViolation() == nil)
    }

    @Test func theSameCellReturnedForEveryRowIsBoundOnce() throws {
        var kept: TableViewCell?
        let table = TableView()
        table.dataSource = Source { t, ip in
            if let kept { return kept }
            kept = t.dequeueReusableCell(withIdentifier: "Cell", for: ip)
            return kept!
        }
        table.layoutIfNeeded()
        expectSound(table)
        #expect(table.mountedCells.first === kept)
        let misuse = try #require(table.dataSourceMisuse)
        #expect(misuse.message.hasPrefix("cellForRowAt returned cell #1 for row 0,16, which dequeueReusableCell did not hand out"))
        try table.scroll(by: 500)
        try table.scroll(by: -300)
        expectSound(table)
    }

    @Test func aCellFromAnotherTableIsNotBound() throws {
        let other = TableView()
        let foreign = other.dequeueReusableCell(withIdentifier: "Other", for: ip(0, 0))
        let table = TableView()
        table.dataSource = Source { _, _ in foreign }
        table.layoutIfNeeded()
        expectSound(table)
        #expect(!table.mountedCells.contains { $0 === foreign })
        #expect(table.mountedCells.allSatisfy { $0.reuseIdentifier == "Other" })
        #expect(table.dataSourceMisuse != nil)
    }

    @Test func aPooledCellKeptFromEarlierIsNotBoundAgain() throws {
        var first: TableViewCell?
        let table = TableView()
        table.dataSource = Source { t, ip in
            let cell = t.dequeueReusableCell(withIdentifier: "Cell", for: ip)
            if first == nil { first = cell }
            // After a scroll, the first cell waits in the pool: returning it is misuse.
            return ip.row > 20 ? first! : cell
        }
        table.layoutIfNeeded()
        #expect(table.dataSourceMisuse == nil)
        try table.scroll(by: 700)
        expectSound(table)
        #expect(table.dataSourceMisuse != nil)
    }

    @Test func cellsDequeuedButNotReturnedGoBackToThePool() throws {
        let table = TableView()
        table.dataSource = Source { t, ip in
            _ = t.dequeueReusableCell(withIdentifier: "Spare", for: ip)
            return t.dequeueReusableCell(withIdentifier: "Cell", for: ip)
        }
        table.layoutIfNeeded()
        expectSound(table)
        #expect(table.dataSourceMisuse == nil)
        #expect(table.reusePool(withIdentifier: "Spare").count == 1)
    }

    @Test func aCellDequeuedAheadOfTimeMayBeReturnedLater() throws {
        let table = TableView()
        let early = table.dequeueReusableCell(withIdentifier: "Cell", for: ip(0, 0))
        #expect(table.invariantViolation() == nil)
        var handed = false
        table.dataSource = Source { t, ip in
            if !handed { handed = true; return early }
            return t.dequeueReusableCell(withIdentifier: "Cell", for: ip)
        }
        table.layoutIfNeeded()
        expectSound(table)
        #expect(table.mountedCells.first === early)
        #expect(table.dataSourceMisuse == nil)
    }
}
