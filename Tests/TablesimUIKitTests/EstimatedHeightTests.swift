import Foundation
import Testing
import TableEngine  // the engine under the table (its trace, its difference), read through @testable
@testable import TablesimUIKit

/// UIKit asks a delegate for `tableView(_:estimatedHeightForRowAt:)` only when
/// it implements the method; otherwise every unmeasured row gets the table's
/// `estimatedRowHeight` (docs/FIDELITY.md). The engine's trace (read through
/// `@testable`) shows what the table asked.
@MainActor
struct EstimatedHeightTests {
    /// A delegate implementing the method: it records each call and answers 60.
    final class EstimatingSource: UITableViewDataSource, UITableViewDelegate {
        var rows: [Int]
        var asked: [IndexPath] = []
        init(_ rows: [Int]) { self.rows = rows }
        func numberOfSections(in tableView: UITableView) -> Int { rows.count }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            asked.append(indexPath)
            return 60
        }
    }

    /// Rows 44 points high estimated at 100 on a 220-point screen, traced.
    func table(_ source: some UITableViewDataSource & UITableViewDelegate) -> UITableView {
        let table = makeTable(source, height: 220)
        table.estimatedRowHeight = 100
        table.engine.isTracing = true
        return table
    }

    func tracedEstimates(_ table: UITableView) -> [String] {
        table.engine.trace.map(\.description).filter { $0.hasPrefix("estimatedHeightForRow") }
    }

    func path(_ s: Int, _ r: Int) -> IndexPath { IndexPath(row: r, section: s) }

    @Test func aDelegateWithoutTheMethodIsNeverAsked() {
        let source = RowsSource([10, 20])
        let table = table(source)
        table.layoutIfNeeded()
        #expect(tracedEstimates(table).isEmpty)
        #expect(table.rectForRow(at: path(0, 1)).height == 44, "measured")
        #expect(table.rectForRow(at: path(1, 7)).height == 100, "the table's estimate")
        source.rows[1] += 2
        table.performBatchUpdates { table.insertRows(at: [path(1, 3), path(1, 15)], with: .automatic) }
        table.reloadRows(at: [path(1, 9)], with: .none)
        table.reloadData()
        #expect(tracedEstimates(table).isEmpty)
        #expect(table.rectForRow(at: path(1, 15)).height == 100)
        #expect(table.contentSize.height == CGFloat(table.engine.indexPathsForMountedRows.count) * 44
            + CGFloat(32 - table.engine.indexPathsForMountedRows.count) * 100)
    }

    @Test func aDelegateWithTheMethodIsAskedForEveryRowInOrder() {
        let source = EstimatingSource([3, 5])
        let table = table(source)
        table.layoutIfNeeded()
        let all = (0..<3).map { path(0, $0) } + (0..<5).map { path(1, $0) }
        #expect(source.asked == all)
        #expect(tracedEstimates(table) == all.map { "estimatedHeightForRow \($0.section),\($0.row)" })
        #expect(table.rectForRow(at: path(1, 4)).height == 60, "its own estimate")
        source.asked = []
        source.rows[0] += 1
        table.performBatchUpdates { table.insertRows(at: [path(0, 3)], with: .automatic) }
        #expect(source.asked == [path(0, 3)])
    }

    @Test func withoutADelegateNothingIsAsked() {
        let source = RowsSource([30])
        let table = table(source)
        table.delegate = nil
        table.layoutIfNeeded()
        #expect(tracedEstimates(table).isEmpty)
        #expect(table.rectForRow(at: path(0, 29)).height == 100)
    }

    /// A controller's table: the base class's method is the default (not
    /// asked); a subclass that overrides it is asked for every row.
    final class PlainController: UITableViewController {
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.estimatedRowHeight = 100
            tableView.engine.isTracing = true
        }
    }

    final class EstimatingController: UITableViewController {
        var asked: [IndexPath] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            asked.append(indexPath)
            return 70
        }
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            tableView.estimatedRowHeight = 100
            tableView.engine.isTracing = true
        }
    }

    @Test func aControllerIsAskedOnlyWhenItOverridesTheMethod() {
        let plain = PlainController(style: .plain)
        plain.tableView.layoutIfNeeded()
        #expect(tracedEstimates(plain.tableView).isEmpty)
        #expect(plain.tableView.rectForRow(at: path(0, 39)).height == 100)

        let estimating = EstimatingController(style: .plain)
        estimating.tableView.layoutIfNeeded()
        #expect(estimating.asked == (0..<40).map { path(0, $0) })
        #expect(tracedEstimates(estimating.tableView).count == 40)
        #expect(estimating.tableView.rectForRow(at: path(0, 39)).height == 70)
    }
}
