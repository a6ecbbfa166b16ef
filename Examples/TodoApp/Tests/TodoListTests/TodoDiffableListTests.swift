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
}
