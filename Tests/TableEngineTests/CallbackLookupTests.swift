import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §7: while a scroll step down binds and displays the rows
/// entering behind the kept ones, a callback finds each cell already bound
/// (`cellForRow(at:)`, `visibleCells`), with and without prefetching.
@Suite struct CallbackLookupTests {
    /// An app whose `willDisplay` looks the displayed cell up.
    final class LookingApp: TableViewDataSource, TableViewDelegate {
        var misses: [String] = []
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 400 }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
            Double(10 + (indexPath.row * 7) % 48)
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            if tableView.cellForRow(at: indexPath) !== cell { misses.append("cellForRow \(indexPath)") }
            if !tableView.visibleCells.contains(where: { $0 === cell }) { misses.append("visibleCells \(indexPath)") }
        }
    }

    @Test(arguments: [true, false], [true, false])
    func cellsBoundDuringAStepAreFoundFromCallbacks(prefetching: Bool, estimating: Bool) throws {
        let app = LookingApp(), table = TableView()
        table.isPrefetchingEnabled = prefetching
        table.estimatedRowHeight = estimating ? TableView.automaticDimension : 0
        table.dataSource = app
        table.delegate = app
        for _ in 0 ..< 600 { try table.drag(by: 10) }
        table.endDragging()
        #expect(table.numberOfCellsCreated > 0)
        #expect(app.misses == [])
    }
}
