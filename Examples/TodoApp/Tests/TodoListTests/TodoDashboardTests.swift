#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation
import Testing
@testable import TodoList

/// The dashboard: the list as a child controller, shown in a window.
@MainActor
struct TodoDashboardTests {
    @Test func theDashboardHoldsTheListAndSummarisesItWhenShown() {
        let items = ["Buy milk", "Call Ann", "Pay rent"].enumerated().map { TodoItem(id: $0.offset, title: $0.element) }
        let dashboard = TodoDashboardViewController(items: items)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = dashboard
        window.makeKeyAndVisible()
        #expect(dashboard.children == [dashboard.list] && dashboard.list.parent === dashboard)
        #expect(dashboard.list.view.window === window && dashboard.summary.text == "3 to do, 0 done")
        dashboard.list.tableView.layoutIfNeeded()
        #expect(dashboard.list.tableView.frame.height == 623, "the list fills the dashboard below the summary")
        dashboard.list.toggle(at: IndexPath(row: 0, section: 0))
        #expect(dashboard.summary.text == "3 to do, 0 done", "refreshed only when the dashboard appears again")
        window.rootViewController = nil
        window.rootViewController = dashboard
        #expect(dashboard.summary.text == "2 to do, 1 done")
    }
}
