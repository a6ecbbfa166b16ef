#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation
import Testing
@testable import TodoList

/// The searchable archive. The user's typing is simulated where TablesimUIKit
/// plays it; on iOS the same checks run by setting the bar's text and asking
/// the updater, as UIKit does on each keystroke.
@MainActor
struct TodoArchiveTests {
    /// The search presents itself, which only a screen in a shown window can do (on iOS too).
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))

    func makeArchive() -> (UINavigationController, TodoArchiveViewController) {
        let items = ["Buy milk", "Call Ann", "Pay rent", "Buy stamps"].enumerated().map { TodoItem(id: $0.offset, title: $0.element) }
        let archive = TodoArchiveViewController(items: items)
        let navigation = UINavigationController(rootViewController: archive)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        archive.tableView.layoutIfNeeded()
        return (navigation, archive)
    }

    func titles(_ table: UITableView) -> [String?] {
        table.visibleCells.map { $0.textLabel?.text }
    }

    func search(_ archive: TodoArchiveViewController, for text: String) {
        #if canImport(UIKit)
        archive.searchController.isActive = true
        archive.searchController.searchBar.text = text
        archive.updateSearchResults(for: archive.searchController)
        #else
        archive.searchController.searchBar.simulateTyping(text)
        #endif
    }

    @Test func typingFiltersTheArchive() {
        let (_, archive) = makeArchive()
        search(archive, for: "buy")
        #expect(titles(archive.tableView) == ["Buy milk", "Buy stamps"])
        #expect(archive.searchController.isActive)
        #expect(archive.presentedViewController === archive.searchController, "the archive defines the presentation context")
    }

    @Test func aMatchCanBeOpenedWhileSearching() {
        let (navigation, archive) = makeArchive()
        search(archive, for: "rent")
        #if !canImport(UIKit)
        archive.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(archive.opened?.title == "Pay rent")
        #expect(navigation.topViewController?.title == "Pay rent")
        #endif
    }

    @Test func cancellingShowsEverythingAgain() {
        let (_, archive) = makeArchive()
        search(archive, for: "call")
        #expect(titles(archive.tableView) == ["Call Ann"])
        #if !canImport(UIKit)
        archive.searchController.searchBar.simulateTapCancelButton()
        #expect(!archive.searchController.isActive && archive.searchController.searchBar.text == "")
        #expect(titles(archive.tableView) == ["Buy milk", "Call Ann", "Pay rent", "Buy stamps"])
        #endif
    }
}
