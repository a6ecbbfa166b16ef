import Foundation
import Testing
import TablesimUIKit

/// A data source with rows per section, made of plain registered cells.
@MainActor
final class RowsSource: UITableViewDataSource, UITableViewDelegate {
    var rows: [Int]
    var titles: [Int: String] = [:]
    var displayed: [IndexPath] = []
    var selected: [IndexPath] = []

    init(_ rows: [Int]) {
        self.rows = rows
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(indexPath.section),\(indexPath.row)"
        return cell
    }
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { titles[section] }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
}

@MainActor
func makeTable(_ source: some UITableViewDataSource & UITableViewDelegate, style: UITableView.Style = .plain,
               height: CGFloat = 440) -> UITableView {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: style)
    table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    table.dataSource = source
    table.delegate = source
    return table
}

@MainActor
struct TableBasicsTests {
    @Test func loadsAndBindsTheVisibleRows() {
        let source = RowsSource([30])
        let table = makeTable(source)
        table.layoutIfNeeded()
        #expect(table.numberOfSections == 1)
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(table.indexPathsForVisibleRows?.count == 10)
        #expect(table.visibleCells.map { $0.textLabel?.text } == (0..<10).map { "0,\($0)" })
        #expect(source.displayed == (0..<10).map { IndexPath(row: $0, section: 0) })
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 132, width: 320, height: 44))
        #expect(table.indexPathForRow(at: CGPoint(x: 10, y: 100)) == IndexPath(row: 2, section: 0))
    }

    @Test func registeredSubclassesAreMadeAndReused() {
        final class Custom: UITableViewCell {
            var reuses = 0
            override func prepareForReuse() {
                super.prepareForReuse()
                reuses += 1
            }
        }
        let source = RowsSource([100])
        let table = makeTable(source)
        table.register(Custom.self, forCellReuseIdentifier: "Cell")
        // Scrolled a screen at a time, so that cells leaving the top are reused at the bottom
        // (one jump of more than a screen makes a new screenful, as UIKit does).
        for y in stride(from: 100, through: 2000, by: 100) {
            table.contentOffset = CGPoint(x: 0, y: y)
            table.layoutIfNeeded()
        }
        #expect(table.visibleCells.allSatisfy { $0 is Custom })
        #expect(table.visibleCells.contains { ($0 as? Custom)?.reuses ?? 0 > 0 })
        let cell = table.visibleCells[0]
        #expect(table.indexPath(for: cell) == table.indexPathsForVisibleRows?.first)
        #expect(cell.reuseIdentifier == "Cell")
    }

    @Test func oldStyleCellsMadeByTheDataSourceWork() {
        @MainActor final class OldStyle: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Old")
                    ?? UITableViewCell(style: .subtitle, reuseIdentifier: "Old")
                cell.textLabel?.text = "row \(indexPath.row)"
                return cell
            }
        }
        let source = OldStyle()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.dataSource = source
        let exception = UIKitException.catching {
            table.layoutIfNeeded()
            table.contentOffset = CGPoint(x: 0, y: 880)
        }
        #expect(exception == nil)
        #expect(table.visibleCells.map { $0.textLabel?.text } == (20..<30).map { "row \($0)" })
        #expect(table.visibleCells.allSatisfy { $0.detailTextLabel != nil })
    }

    @Test func programmaticSelectionCallsNoDelegateMethod() {
        let source = RowsSource([20])
        let table = makeTable(source)
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(table.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == true)
        #expect(source.selected.isEmpty)
        table.simulateTap(at: IndexPath(row: 4, section: 0))
        #expect(source.selected == [IndexPath(row: 4, section: 0)])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 4, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.isSelected == false)
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func editingReachesTheCells() {
        let source = RowsSource([5])
        let table = makeTable(source)
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
    }

    @Test func batchUpdatesApplyAndCallTheCompletion() {
        let source = RowsSource([5, 3])
        let table = makeTable(source)
        table.layoutIfNeeded()
        var finished: Bool?
        source.rows = [4, 5]
        table.performBatchUpdates({
            table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            table.insertRows(at: [IndexPath(row: 0, section: 1), IndexPath(row: 1, section: 1)], with: .automatic)
        }, completion: { finished = $0 })
        #expect(finished == true)
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(table.numberOfRows(inSection: 1) == 5)
        source.rows = [4, 5, 2]
        table.beginUpdates()
        table.insertSections(IndexSet(integer: 2), with: .none)
        table.endUpdates()
        #expect(table.numberOfSections == 3)
    }

    @Test func scrollToRowAndContentOffset() {
        let source = RowsSource([100])
        let table = makeTable(source)
        table.scrollToRow(at: IndexPath(row: 50, section: 0), at: .top, animated: true)
        #expect(table.contentOffset == CGPoint(x: 0, y: 2200))
        #expect(table.bounds.origin.y == 2200)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 50, section: 0))
        #expect(table.contentSize == CGSize(width: 320, height: 4400))
    }

    @Test func tableViewControllerIsItsTablesDataSource() {
        final class Controller: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "C", for: indexPath)
                cell.textLabel?.text = "\(indexPath.row)"
                return cell
            }
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "C")
            }
        }
        let controller = Controller(style: .grouped)
        #expect(controller.tableView.style == .grouped)
        #expect(controller.tableView.visibleCells.map { $0.textLabel?.text } == ["0", "1", "2"])
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.isEditing)
    }
}
