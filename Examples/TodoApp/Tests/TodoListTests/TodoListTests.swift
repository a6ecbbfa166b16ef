#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation
import Testing
@testable import TodoList

/// Tests written against UIKit's API only: they run unchanged on iOS.
@MainActor
struct TodoListTests {
    func makeController(_ titles: [String]) -> TodoListViewController {
        let controller = TodoListViewController(items: titles.enumerated().map { TodoItem(id: $0.offset, title: $0.element) })
        controller.loadViewIfNeeded()
        controller.tableView.layoutIfNeeded()
        return controller
    }

    func titles(_ table: UITableView) -> [String?] {
        table.visibleCells.map { $0.textLabel?.text }
    }

    @Test func loadsTwoSectionsWithTheirRows() {
        let controller = makeController(["Milk", "Bread", "Eggs"])
        let table = controller.tableView!
        #expect(table.numberOfSections == 2)
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(titles(table) == ["Milk", "Bread", "Eggs"])
        #expect(table.visibleCells.allSatisfy { $0 is TodoCell })
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 52)
    }

    @Test func addingInsertsAtTheTop() {
        let controller = makeController(["Milk"])
        controller.add("Call Ada")
        let table = controller.tableView!
        #expect(table.numberOfRows(inSection: 0) == 2)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.textLabel?.text == "Call Ada")
    }

    @Test func tappingMovesARowToDoneInOneBatch() {
        let controller = makeController(["Milk", "Bread"])
        let table = controller.tableView!
        controller.tableView(table, didSelectRowAt: IndexPath(row: 1, section: 0))
        #expect(table.numberOfRows(inSection: 0) == 1)
        #expect(table.numberOfRows(inSection: 1) == 1)
        let moved = table.cellForRow(at: IndexPath(row: 0, section: 1))
        #expect(moved?.textLabel?.text == "Bread")
        #expect(moved?.accessoryType == .checkmark)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func aUsersTapMovesTheRowToo() {
        // The same through the table, as a user's tap: the highlight, the
        // selection calls, then `didSelectRowAt`, which updates the table.
        let controller = makeController(["Milk", "Bread"])
        let table = controller.tableView!
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(titles(table) == ["Bread", "Milk"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 1))?.accessoryType == .checkmark)
        #expect(table.indexPathsForSelectedRows == nil)
    }

    @Test func swipeToDeleteRemovesTheRow() {
        let controller = makeController(["Milk", "Bread", "Eggs"])
        let table = controller.tableView!
        #expect(controller.tableView(table, canEditRowAt: IndexPath(row: 1, section: 0)))
        controller.tableView(table, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        #expect(controller.todo.map(\.title) == ["Milk", "Eggs"])
        #expect(titles(table) == ["Milk", "Eggs"])
    }

    @Test func reusedCellsArePreparedForReuse() {
        let controller = makeController((1...40).map { "Item \($0)" })
        let table = controller.tableView!
        table.setContentOffset(CGPoint(x: 0, y: 1000), animated: false)
        let first = table.indexPathsForVisibleRows?.first
        #expect(first != nil)
        if let first {
            #expect(table.cellForRow(at: first)?.textLabel?.text == "Item \(first.row + 1)")
        }
        #expect(table.visibleCells.allSatisfy { ($0 as? TodoCell)?.configuredTitle == $0.textLabel?.text })
    }

    @Test func clearingDoneEmptiesTheSection() {
        let controller = makeController(["Milk", "Bread"])
        let table = controller.tableView!
        controller.toggle(at: IndexPath(row: 0, section: 0))
        controller.toggle(at: IndexPath(row: 0, section: 0))
        controller.clearDone()
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(table.numberOfRows(inSection: 0) == 0)
    }
}
