import Foundation
import Testing
import TablesimUIKit

/// A UIKit-shaped app with a list that commits and moves really change,
/// logging every editing, reordering and highlight call it gets.
@MainActor
final class EditableList: UITableViewDataSource, UITableViewDelegate {
    var items: [[String]]
    var log: [String] = []
    var cannotHighlight: Set<IndexPath> = []

    init(_ items: [[String]]) {
        self.items = items
    }

    func numberOfSections(in tableView: UITableView) -> Int { items.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items[section].count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.section][indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(editingStyle) \(indexPath.section),\(indexPath.row)")
        guard editingStyle == .delete else { return }
        items[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        log.append("move \(sourceIndexPath.row) \(destinationIndexPath.row)")
        let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        items[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        log.append("style \(indexPath.row)")
        return .delete
    }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { log.append("willBegin \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) { log.append("didEnd \(indexPath?.row ?? -1)") }
    func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        log.append("target \(proposedDestinationIndexPath.row)")
        return proposedDestinationIndexPath
    }
    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        log.append("shouldHighlight \(indexPath.row)")
        return !cannotHighlight.contains(indexPath)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {
        log.append("didHighlight \(indexPath.row) \(tableView.cellForRow(at: indexPath)?.isHighlighted == true)")
    }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { log.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        log.append("willSelect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { log.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) { log.append("accessory \(indexPath.row)") }
}

@MainActor
struct UIKitEditingTests {
    private func makeList(_ n: Int = 8) -> (UITableView, EditableList) {
        let list = EditableList([(0..<n).map { "item \($0)" }])
        let table = makeTable(list)
        table.layoutIfNeeded()
        return (table, list)
    }

    @Test func setEditingAsksEachVisibleRowItsStyleAndEditsEveryCell() {
        let (table, list) = makeList(4)
        table.setEditing(true, animated: true)
        #expect(table.isEditing)
        #expect(list.log == ["style 0", "style 1", "style 2", "style 3"])
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        table.isEditing = false
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    }

    @Test func aCellsEditingStyleIsTheOneTheDelegateGaveItsRow() {
        let (table, _) = makeList(4)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.editingStyle == UITableViewCell.EditingStyle.none, "not editing: UIKit's default")
        table.setEditing(true, animated: false)
        #expect(cell?.editingStyle == .delete)
        #expect(UITableViewCell().editingStyle == UITableViewCell.EditingStyle.none, "a cell no table shows")
    }

    @Test func swipeCommitDeletesTheRowThroughTheApp() {
        let (table, list) = makeList()
        #expect(table.simulateSwipeToDelete(at: IndexPath(row: 2, section: 0)))
        #expect(table.isEditing && table.cellForRow(at: IndexPath(row: 2, section: 0))?.isEditing == true)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isEditing == false)
        let exception = UIKitException.catching { table.simulateCommitEditing(at: IndexPath(row: 2, section: 0)) }
        #expect(exception == nil)
        #expect(list.log.filter { !$0.hasPrefix("style") } == ["willBegin 2", "commit delete 0,2", "didEnd 2"])
        #expect(table.numberOfRows(inSection: 0) == 7 && list.items[0][2] == "item 3")
        #expect(!table.isEditing)
    }

    @Test func aCommitWithNoButtonIsRecordedAndChangesNothing() {
        let (table, list) = makeList()
        let exception = UIKitException.catching { table.simulateCommitEditing(at: IndexPath(row: 1, section: 0)) }
        #expect(exception?.reason.contains("no row is swiped") == true)
        #expect(list.items[0].count == 8 && !list.log.contains { $0.hasPrefix("commit") })
    }

    @Test func endSwipeTellsTheDelegate() {
        let (table, list) = makeList()
        table.simulateSwipeToDelete(at: IndexPath(row: 0, section: 0))
        table.simulateEndSwipe()
        #expect(list.log.suffix(1) == ["didEnd 0"])
        #expect(!table.isEditing)
    }

    @Test func reorderAsksForTargetsAndMovesTheItem() {
        let (table, list) = makeList(5)
        table.setEditing(true, animated: false)
        list.log.removeAll()
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(table.simulateReorder(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)) == IndexPath(row: 2, section: 0))
        #expect(list.log == ["target 1", "target 2", "move 0 2"])
        #expect(list.items[0] == ["item 1", "item 2", "item 0", "item 3", "item 4"])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
    }

    @Test func reorderOutsideEditingIsRefused() {
        let (table, list) = makeList(5)
        var landed: IndexPath?
        let exception = UIKitException.catching {
            landed = table.simulateReorder(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        }
        #expect(landed == nil && exception?.reason.contains("not in editing mode") == true && list.items[0][0] == "item 0")
    }

    @Test func aTapHighlightsThenSelects() {
        let (table, list) = makeList()
        table.simulateTap(at: IndexPath(row: 3, section: 0))
        #expect(list.log == ["shouldHighlight 3", "didHighlight 3 true", "didUnhighlight 3", "willSelect 3", "didSelect 3"])
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isHighlighted == false)
        list.log.removeAll()
        list.cannotHighlight = [IndexPath(row: 4, section: 0)]
        table.simulateTap(at: IndexPath(row: 4, section: 0))
        #expect(list.log == ["shouldHighlight 4"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test func selectionPropertiesGovernTaps() {
        let (table, list) = makeList()
        table.allowsSelection = false
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(list.log.isEmpty && table.indexPathForSelectedRow == nil)
        table.setEditing(true, animated: false)
        table.allowsMultipleSelectionDuringEditing = true
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
        #expect(table.visibleCells.filter(\.isSelected).count == 2)
    }

    @Test func programmaticSelectionCallsNoDelegateMethod() {
        let (table, list) = makeList(40)
        table.selectRow(at: IndexPath(row: 30, section: 0), animated: true, scrollPosition: .none)
        #expect(list.log.isEmpty && table.contentOffset.y == 0)
        table.scrollToNearestSelectedRow(at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(1320)) // the greatest offset, 40 × 44 − 440
        table.deselectRow(at: IndexPath(row: 30, section: 0), animated: false)
        #expect(list.log.isEmpty && table.indexPathForSelectedRow == nil)
    }

    @Test func theAccessoryButton() {
        let (table, list) = makeList()
        table.simulateTapAccessory(at: IndexPath(row: 5, section: 0))
        #expect(list.log == ["accessory 5"])
    }
}
