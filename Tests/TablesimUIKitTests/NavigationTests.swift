import Foundation
import Testing
import TablesimUIKit

/// Table screens in a navigation stack and behind alerts: a row's selection
/// pushes the next screen, a swipe action asks for confirmation.
@MainActor
struct NavigationTests {
    final class Detail: UIViewController {
        let item: String
        var log: [String] = []
        init(item: String) {
            self.item = item
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewDidLoad() { log.append("load") }
        override func viewWillAppear(_ animated: Bool) { log.append("willAppear") }
        override func viewDidAppear(_ animated: Bool) { log.append("didAppear") }
    }

    final class List: UITableViewController {
        var items = ["a", "b", "c"]
        var log: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        }
        override func viewWillDisappear(_ animated: Bool) { log.append("willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { log.append("didDisappear") }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            navigationController?.pushViewController(Detail(item: items[indexPath.row]), animated: true)
        }
        override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, done in
                let alert = UIAlertController(title: "Delete \(self?.items[indexPath.row] ?? "")?", message: nil,
                                              preferredStyle: .actionSheet)
                alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { _ in
                    self?.items.remove(at: indexPath.row)
                    self?.tableView.deleteRows(at: [indexPath], with: .automatic)
                    done(true)
                })
                alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { _ in done(false) })
                self?.present(alert, animated: true)
            }
            return UISwipeActionsConfiguration(actions: [delete])
        }
    }

    func makeStack() -> (UINavigationController, List) {
        let list = List(style: .plain)
        let navigation = UINavigationController(rootViewController: list)
        showInWindow(navigation)
        list.tableView.layoutIfNeeded()
        list.log.removeAll()
        return (navigation, list)
    }

    @Test func selectingARowPushesTheDetailAndPoppingClearsTheSelection() throws {
        let (navigation, list) = makeStack()
        #expect(list.navigationController === navigation && navigation.topViewController === list)
        list.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        let detail = try #require(navigation.topViewController as? Detail)
        #expect(detail.item == "b" && detail.navigationController === navigation)
        #expect(detail.log == ["load", "willAppear", "didAppear"] && list.log == ["willDisappear", "didDisappear"])
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 1, section: 0))
        #expect(navigation.popViewController(animated: true) === detail)
        #expect(navigation.viewControllers.count == 1 && detail.navigationController == nil)
        #expect(list.tableView.indexPathForSelectedRow == nil, "viewWillAppear clears the selection")
        #expect(navigation.popViewController(animated: true) == nil, "the root stays")
    }

    @Test func aSwipeActionConfirmsWithAnAlert() throws {
        let (_, list) = makeStack()
        let table = try #require(list.tableView)
        let row = IndexPath(row: 0, section: 0)
        let actions = try #require(table.simulateSwipeActions(at: row))
        #expect(table.simulateTap(on: actions.actions[0], at: row) == nil, "waiting for the alert")
        let alert = try #require(list.presentedViewController as? UIAlertController)
        #expect(alert.title == "Delete a?" && alert.actions.map(\.title) == ["Delete", "Cancel"])
        #expect(table.isEditing, "the swipe stays open while the alert asks")
        alert.simulateTap(on: alert.actions[1])
        #expect(list.presentedViewController == nil && list.items == ["a", "b", "c"] && !table.isEditing)
        let again = try #require(table.simulateSwipeActions(at: row))
        table.simulateTap(on: again.actions[0], at: row)
        let confirm = try #require(list.presentedViewController as? UIAlertController)
        confirm.simulateTap(on: confirm.actions[0])
        #expect(list.items == ["b", "c"] && table.visibleCells.map { $0.textLabel?.text } == ["b", "c"])
    }
}

/// iOS 15's async `apply`: done when it returns.
@MainActor
struct AsyncApplyTests {
    @Test func applyFromAsyncCode() async {
        let harness = DiffableHarness()
        await harness.dataSource.apply(snapshot([("s", [1, 2, 3])]))
        harness.table.layoutIfNeeded()
        #expect(harness.table.numberOfRows(inSection: 0) == 3)
        let next = snapshot([("s", [3, 1])])
        await harness.dataSource.apply(next, animatingDifferences: false)
        #expect(harness.dataSource.snapshot().itemIdentifiers == [3, 1] && harness.shownMatches(next))
        await harness.dataSource.applySnapshotUsingReloadData(snapshot([("t", [7])]))
        #expect(harness.table.numberOfRows(inSection: 0) == 1)
    }
}

@MainActor
struct NavigationDelegateTests {
    final class Watcher: UINavigationControllerDelegate {
        var log: [String] = []
        func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                                  animated: Bool) {
            log.append("will show \(viewController.title ?? "")")
        }
        func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                                  animated: Bool) {
            log.append("did show \(viewController.title ?? "")")
        }
    }

    final class Screen: UIViewController {
        var log: (String) -> Void = { _ in }
        override func viewWillAppear(_ animated: Bool) { log("\(title ?? "") will appear") }
        override func viewDidAppear(_ animated: Bool) { log("\(title ?? "") did appear") }
    }

    @Test func theDelegateHearsEachNewTopControllerAroundItsAppearance() {
        let root = Screen(), detail = Screen()
        root.title = "root"
        detail.title = "detail"
        let navigation = UINavigationController(rootViewController: root)
        showInWindow(navigation)
        let watcher = Watcher()
        navigation.delegate = watcher
        for screen in [root, detail] { screen.log = { watcher.log.append($0) } }
        navigation.pushViewController(detail, animated: true)
        #expect(watcher.log == ["will show detail", "detail will appear", "detail did appear", "did show detail"])
        watcher.log.removeAll()
        navigation.popViewController(animated: true)
        #expect(watcher.log == ["will show root", "root will appear", "root did appear", "did show root"])
        watcher.log.removeAll()
        navigation.setViewControllers([root], animated: false)
        #expect(watcher.log.isEmpty, "the top controller did not change")
    }
}
