import Foundation
import Testing
import TablesimUIKit

/// A diffable data source that reorders the way apps commonly do: it lets
/// every row be edited and moved and, in `moveRowAt`, applies a snapshot with the item
/// moved (deleted, then inserted before or after the item now at the
/// destination, or appended to an emptied section).
@MainActor
final class ReorderingDataSource: UITableViewDiffableDataSource<String, Int> {
    /// What `moveRowAt` applies, from the current snapshot and the move; nil applies the move itself.
    var respond: ((Snapshot, IndexPath, IndexPath) -> Snapshot)?
    var log: [String] = []

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        guard let item = itemIdentifier(for: sourceIndexPath) else { return }
        var next = snapshot()
        if let respond {
            next = respond(next, sourceIndexPath, destinationIndexPath)
        } else if sourceIndexPath != destinationIndexPath {
            next.deleteItems([item])
            let section = next.sectionIdentifiers[destinationIndexPath.section]
            let rows = next.itemIdentifiers(inSection: section)
            if destinationIndexPath.row < rows.count {
                next.insertItems([item], beforeItem: rows[destinationIndexPath.row])
            } else {
                next.appendItems([item], toSection: section)
            }
        }
        apply(next, animatingDifferences: false) { self.log.append("completion") }
        log.append("moveRowAt returns")
    }
}

@MainActor
struct DiffableReorderTests {
    func makeTable(_ sections: [(String, [Int])]) -> (UITableView, ReorderingDataSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = ReorderingDataSource(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = "\(item)"
            return cell
        }
        source.apply(snapshot(sections), animatingDifferences: false)
        table.layoutIfNeeded()
        table.setEditing(true, animated: false)
        return (table, source)
    }

    func shown(_ table: UITableView) -> [String] {
        table.visibleCells.map { $0.textLabel?.text ?? "" }
    }

    @Test func applyingTheMovedOrderInsideMoveRowAtKeepsTheMovedRowAndItsCell() {
        let (table, source) = makeTable([("a", [1, 2, 3, 4, 5])])
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        var landed: IndexPath?
        let exception = UIKitException.catching {
            landed = table.simulateReorder(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        }
        #expect(exception == nil, "\(exception?.reason ?? "")")
        #expect(landed == IndexPath(row: 3, section: 0))
        #expect(source.snapshot().itemIdentifiers == [2, 3, 4, 1, 5])
        #expect(shown(table) == ["2", "3", "4", "1", "5"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0)) === cell)
        #expect(source.itemIdentifier(for: IndexPath(row: 3, section: 0)) == 1)
        // Nothing differed from the move: the completion ran inside moveRowAt.
        #expect(source.log == ["completion", "moveRowAt returns"])
    }

    @Test func aMoveIntoAnotherSectionAndBackUp() {
        let (table, source) = makeTable([("a", [1, 2]), ("b", [3, 4])])
        table.simulateReorder(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 1))
        #expect(source.snapshot().itemIdentifiers(inSection: "a") == [2])
        #expect(source.snapshot().itemIdentifiers(inSection: "b") == [3, 4, 1])
        #expect(shown(table) == ["2", "3", "4", "1"])
        table.simulateReorder(from: IndexPath(row: 1, section: 1), to: IndexPath(row: 0, section: 0))
        #expect(source.snapshot().itemIdentifiers == [4, 2, 3, 1])
        #expect(table.numberOfRows(inSection: 0) == 2 && table.numberOfRows(inSection: 1) == 2)
        #expect(shown(table) == ["4", "2", "3", "1"])
    }

    @Test func whatASnapshotChangesBeyondTheMoveIsPerformedOnceTheMoveIsDone() {
        let (table, source) = makeTable([("a", [1, 2, 3, 4, 5])])
        // The app moves the item and also drops the last one (a "move to archive" screen).
        source.respond = { current, from, to in
            var next = current
            let item = current.itemIdentifiers[from.row]
            next.deleteItems([item, 5])
            next.insertItems([item], afterItem: 4)
            return next
        }
        let exception = UIKitException.catching {
            table.simulateReorder(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0))
        }
        #expect(exception == nil, "\(exception?.reason ?? "")")
        #expect(source.log == ["moveRowAt returns", "completion"])
        #expect(table.numberOfRows(inSection: 0) == 4)
        #expect(shown(table) == ["2", "3", "4", "1"])
    }

    @Test func aSnapshotThatIgnoresTheMovePutsTheRowBack() {
        let (table, source) = makeTable([("a", [1, 2, 3])])
        source.respond = { current, _, _ in current }
        table.simulateReorder(from: IndexPath(row: 2, section: 0), to: IndexPath(row: 0, section: 0))
        #expect(source.snapshot().itemIdentifiers == [1, 2, 3])
        #expect(shown(table) == ["1", "2", "3"])
        #expect(source.log == ["moveRowAt returns", "completion"])
    }

    @Test func anApplyOutsideAMoveIsAnOrdinaryBatch() {
        let (table, source) = makeTable([("a", [1, 2, 3])])
        table.simulateReorder(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 1, section: 0))
        source.log.removeAll()
        var next = source.snapshot()
        next.appendItems([9])
        source.apply(next) { source.log.append("done") }
        #expect(source.log == ["done"])
        #expect(shown(table) == ["2", "1", "3", "9"])
    }
}
