#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import XCTest
@testable import TodoList

/// The same kind of tests in XCTest, as many iOS teams write them: a
/// main-actor test case. On Linux its test methods are `async` (see
/// docs/LIBRARY.md: Linux's XCTest cannot run a synchronous `@MainActor`
/// test method); they run unchanged on iOS.
@MainActor
final class TodoListXCTests: XCTestCase {
    private var window: UIWindow?

    /// The list at the root of a navigation controller, in a window on screen.
    private func show(_ titles: [String]) -> TodoListViewController {
        let controller = TodoListViewController(items: titles.enumerated().map { TodoItem(id: $0.offset, title: $0.element) })
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = UINavigationController(rootViewController: controller)
        window.makeKeyAndVisible()
        self.window = window
        return controller
    }

    func testShownInAWindowTheListIsLaidOutAndFillsTheScreen() async throws {
        let controller = show(["Milk", "Bread", "Eggs"])
        let table = try XCTUnwrap(controller.tableView)
        XCTAssertEqual(table.frame.size, CGSize(width: 375, height: 667))
        XCTAssertEqual(table.visibleCells.map { $0.textLabel?.text }, ["Milk", "Bread", "Eggs"])
        XCTAssertTrue(table.visibleCells.first?.superview === table)
    }

    func testTappingARowMovesItToDone() async throws {
        let controller = show(["Milk", "Bread"])
        let table = try XCTUnwrap(controller.tableView)
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        XCTAssertEqual(table.numberOfRows(inSection: 0), 1)
        XCTAssertEqual(table.cellForRow(at: IndexPath(row: 0, section: 1))?.textLabel?.text, "Bread")
        XCTAssertNil(table.indexPathsForSelectedRows)
    }
}
