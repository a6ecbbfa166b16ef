#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation
import Testing
@testable import TodoList

/// The diffable list, tested through UIKit's API only.
@MainActor
struct TodoDiffableListTests {
    @Test func addingAndCompletingMoveRowsBetweenSections() {
        let list = TodoDiffableList(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let milk = list.add("Milk")
        list.add("Bread")
        #expect(list.tableView.numberOfRows(inSection: 0) == 2)
        list.complete(milk)
        #expect(list.tableView.numberOfRows(inSection: 0) == 1)
        #expect(list.tableView.numberOfRows(inSection: 1) == 1)
        #expect(list.dataSource.indexPath(for: milk) == IndexPath(row: 0, section: 1))
        #expect(list.tableView.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text == "Milk")
    }

    @Test func reorderingMovesTheItemInTheSnapshot() {
        let list = TodoDiffableList(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let milk = list.add("Milk")
        let bread = list.add("Bread")
        let eggs = list.add("Eggs")
        list.tableView.setEditing(true, animated: false)
        #if !canImport(UIKit)
        list.tableView.simulateReorder(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0))
        #expect(list.dataSource.snapshot().itemIdentifiers(inSection: .todo) == [bread, milk, eggs])
        #expect(list.tableView.visibleCells.compactMap { $0.textLabel?.text } == ["Bread", "Milk", "Eggs"])
        list.tableView.simulateReorder(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 0, section: 1))
        #expect(list.dataSource.snapshot().itemIdentifiers(inSection: .done) == [milk])
        #expect(list.tableView.numberOfRows(inSection: 0) == 2 && list.tableView.numberOfRows(inSection: 1) == 1)
        #endif
    }
}
