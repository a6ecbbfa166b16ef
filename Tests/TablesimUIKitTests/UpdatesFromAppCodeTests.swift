import Foundation
import Testing
import TablesimUIKit

/// Updates an app makes in the ordinary places: in `didSelectRowAt` after a
/// tap, and right after setting a layout property.
@MainActor
struct UpdatesFromAppCodeTests {
    /// A list whose tap handler deletes the tapped row, or reloads it.
    final class TapToChange: UITableViewDataSource, UITableViewDelegate {
        enum Action { case nothing, delete, reload, batchDeleteAndScroll }
        var items = (0..<30).map { "item \($0)" }
        var action = Action.delete
        var deselected: [IndexPath] = []

        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            switch action {
            case .nothing:
                break
            case .delete:
                items.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
            case .reload:
                items[indexPath.row] += " (done)"
                tableView.reloadRows(at: [indexPath], with: .none)
            case .batchDeleteAndScroll:
                tableView.performBatchUpdates {
                    self.items.remove(at: indexPath.row)
                    tableView.deleteRows(at: [indexPath], with: .fade)
                }
                tableView.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: true)
            }
        }
        func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {
            deselected.append(indexPath)
            // Deleting the row that loses the selection (a list that drops what you leave).
            items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
        }
    }

    @Test func didSelectRowAtDeletesTheTappedRow() {
        let source = TapToChange()
        let table = makeTable(source)
        table.layoutIfNeeded()
        let exception = UIKitException.catching { table.simulateTap(at: IndexPath(row: 2, section: 0)) }
        #expect(exception == nil)
        #expect(table.numberOfRows(inSection: 0) == 29)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "item 3")
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func didSelectRowAtReloadsTheTappedRow() {
        let source = TapToChange()
        source.action = .reload
        let table = makeTable(source)
        table.layoutIfNeeded()
        #expect(UIKitException.catching { table.simulateTap(at: IndexPath(row: 4, section: 0)) } == nil)
        #expect(table.cellForRow(at: IndexPath(row: 4, section: 0))?.textLabel?.text == "item 4 (done)")
    }

    @Test func didSelectRowAtRunsABatchThenScrolls() {
        let source = TapToChange()
        source.action = .batchDeleteAndScroll
        let table = makeTable(source)
        table.layoutIfNeeded()
        #expect(UIKitException.catching { table.simulateTap(at: IndexPath(row: 0, section: 0)) } == nil)
        #expect(table.numberOfRows(inSection: 0) == 29)
        #expect(table.contentOffset.y == 440)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 10, section: 0))
    }

    @Test func aRowDeletedByDidDeselectRowAtIsNotSelected() {
        let source = TapToChange()
        source.action = .nothing
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        // Tapping row 5 deselects row 1, whose handler deletes it: the row
        // tapped is now 0,4 and the index path 0,5 names the next row, so
        // the tap stops there and selects nothing (engine choice).
        #expect(UIKitException.catching { table.simulateTap(at: IndexPath(row: 5, section: 0)) } == nil)
        #expect(source.deselected == [IndexPath(row: 1, section: 0)])
        #expect(table.numberOfRows(inSection: 0) == 29)
        #expect(table.indexPathsForSelectedRows == nil)
        // The tapped row is the last one: deleting the row before it from its
        // deselect leaves no row at the tapped index path, and nothing selected.
        table.selectRow(at: IndexPath(row: 27, section: 0), animated: false, scrollPosition: .none)
        source.deselected = []
        #expect(UIKitException.catching { table.simulateTap(at: IndexPath(row: 28, section: 0)) } == nil)
        #expect(source.deselected == [IndexPath(row: 27, section: 0)])
        #expect(table.numberOfRows(inSection: 0) == 28)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func aLayoutPropertySetBetweenTheDataChangeAndTheInsertWaitsForTheUpdate() {
        let source = RowsSource([5])
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.rows = [6]
        table.rowHeight = 60
        table.tableFooterView = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 40))
        let exception = UIKitException.catching { table.insertRows(at: [IndexPath(row: 5, section: 0)], with: .automatic) }
        #expect(exception == nil)
        #expect(table.numberOfRows(inSection: 0) == 6)
        // The new heights applied after the update, at the next layout.
        #expect(table.rectForRow(at: IndexPath(row: 5, section: 0)) == CGRect(x: 0, y: 300, width: 320, height: 60))
        #expect(table.contentSize.height == 400)
    }

    @Test func aRowHeightSetInsideABatchAppliesAfterIt() {
        let source = RowsSource([5])
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.performBatchUpdates {
            source.rows = [6]
            table.rowHeight = 50
            _ = table.numberOfRows(inSection: 0)
            table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
        }
        #expect(table.rowHeight == 50)
        #expect(table.rectForRow(at: IndexPath(row: 3, section: 0)) == CGRect(x: 0, y: 150, width: 320, height: 50))
    }

    @Test func aDiffableApplyAfterARowHeightChange() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let dataSource = UITableViewDiffableDataSource<Int, String>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = item
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        snapshot.appendSections([0])
        snapshot.appendItems(["a", "b"])
        dataSource.apply(snapshot)
        table.layoutIfNeeded()
        table.rowHeight = 60
        snapshot.appendItems(["c"])
        #expect(UIKitException.catching { dataSource.apply(snapshot) } == nil)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 120, width: 320, height: 60))
    }
}
