import Foundation
import Testing
import TablesimUIKit

/// `UITabBarController`: tabs, their items, selection by code and by the
/// user's tap, and the appearance calls of a tab switch.
@MainActor
struct TabBarControllerTests {
    /// A screen that logs its appearance calls into a shared log.
    final class Screen: UIViewController {
        let name: String
        let log: Log
        init(_ name: String, log: Log) {
            self.name = name
            self.log = log
            super.init(nibName: nil, bundle: nil)
            title = name
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); log.lines.append("\(name) willAppear") }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated); log.lines.append("\(name) didAppear") }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated); log.lines.append("\(name) willDisappear") }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated); log.lines.append("\(name) didDisappear") }
    }

    final class Log {
        var lines: [String] = []
    }

    /// A delegate that refuses some tabs and logs what it hears.
    final class Gate: UITabBarControllerDelegate {
        var refused: Set<Int> = []
        var heard: [String] = []
        func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool {
            heard.append("should \(viewController.title ?? "")")
            let index = tabBarController.viewControllers?.firstIndex { $0 === viewController } ?? -1
            return !refused.contains(index)
        }
        func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {
            heard.append("did \(viewController.title ?? "")")
        }
    }

    private func makeTabs(_ log: Log) -> (UITabBarController, [Screen]) {
        let screens = ["Inbox", "Sent", "Archive"].map { Screen($0, log: log) }
        let tabs = UITabBarController()
        tabs.viewControllers = screens
        return (tabs, screens)
    }

    @Test func theFirstTabIsSelectedAndEachTabHasItsTitlesItem() {
        let (tabs, screens) = makeTabs(Log())
        #expect(tabs.selectedIndex == 0)
        #expect(tabs.selectedViewController === screens[0])
        #expect(tabs.tabBar.items?.map(\.title) == ["Inbox", "Sent", "Archive"])
        #expect(tabs.tabBar.selectedItem === screens[0].tabBarItem)
        #expect(tabs.children.count == 3)
        #expect(screens.allSatisfy { $0.tabBarController === tabs && $0.parent === tabs })
        screens[1].title = "Outbox"
        #expect(tabs.tabBar.items?[1].title == "Outbox", "a new title updates the tab's item, as in UIKit")
        screens[2].tabBarItem.badgeValue = "3"
        #expect(tabs.tabBar.items?[2].badgeValue == "3")
        let item = UITabBarItem(title: "Mail", image: nil, tag: 1)
        screens[0].tabBarItem = item
        #expect(tabs.tabBar.items?[0] === item && tabs.tabBar.selectedItem === item, "a new item replaces the tab's")
    }

    @Test func aControllerInsideATabsNavigationControllerFindsBoth() {
        let list = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        #expect(list.tabBarController === tabs)
        #expect(list.navigationController === navigation)
        #expect(UIViewController().tabBarController == nil)
    }

    @Test func switchingTabsOnScreenSendsTheAppearanceCallsAndSwapsTheViews() {
        let log = Log()
        let (tabs, screens) = makeTabs(log)
        showInWindow(tabs)
        #expect(log.lines == ["Inbox willAppear", "Inbox didAppear"])
        log.lines = []
        tabs.selectedIndex = 1
        #expect(log.lines == ["Inbox willDisappear", "Sent willAppear", "Inbox didDisappear", "Sent didAppear"])
        #expect(screens[1].view.superview === tabs.view)
        #expect(screens[1].view.frame == tabs.view.bounds)
        #expect(screens[0].viewIfLoaded?.superview == nil)
        #expect(tabs.tabBar.selectedItem === screens[1].tabBarItem)
    }

    @Test func offScreenOnlyTheSelectionChanges() {
        let log = Log()
        let (tabs, screens) = makeTabs(log)
        tabs.selectedViewController = screens[2]
        #expect(log.lines.isEmpty)
        #expect(tabs.selectedIndex == 2)
        showInWindow(tabs)
        #expect(log.lines == ["Archive willAppear", "Archive didAppear"])
    }

    @Test func codeSelectingOutsideTheTabsChangesNothing() {
        let (tabs, _) = makeTabs(Log())
        tabs.selectedIndex = 7
        tabs.selectedViewController = UIViewController()
        #expect(tabs.selectedIndex == 0)
    }

    @Test func theUsersTapAsksAndTellsTheDelegateButCodeDoesNot() {
        let (tabs, _) = makeTabs(Log())
        let gate = Gate()
        gate.refused = [2]
        tabs.delegate = gate
        showInWindow(tabs)
        tabs.selectedIndex = 1
        #expect(gate.heard.isEmpty, "selection by code is not told, as Apple documents")
        tabs.simulateTap(onTabAt: 2)
        #expect(tabs.selectedIndex == 1)
        #expect(gate.heard == ["should Archive"])
        tabs.simulateTap(onTabAt: 0)
        #expect(tabs.selectedIndex == 0)
        tabs.simulateTap(onTabAt: 0)
        #expect(gate.heard == ["should Archive", "should Inbox", "did Inbox", "should Inbox", "did Inbox"],
                "a tap on the selected tab is told too")
    }

    @Test func tappingTheSelectedTabPopsItsNavigationControllerToItsRoot() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation, UIViewController()]
        showInWindow(tabs)
        navigation.pushViewController(UIViewController(), animated: false)
        tabs.simulateTap(onTabAt: 1)
        tabs.simulateTap(onTabAt: 0)
        #expect(navigation.viewControllers.count == 2, "selecting the tab keeps its stack")
        tabs.simulateTap(onTabAt: 0)
        #expect(navigation.viewControllers.count == 1)
    }

    @Test func aTabBarControllerOffScreenTakesNoTaps() {
        let (tabs, _) = makeTabs(Log())
        tabs.simulateTap(onTabAt: 1)
        #expect(tabs.selectedIndex == 0)
    }

    @Test func newTabsKeepTheSelectedControllerElseItsIndexElseTheFirst() {
        let log = Log()
        let (tabs, screens) = makeTabs(log)
        tabs.selectedIndex = 2
        tabs.viewControllers = [screens[2], screens[0]]
        #expect(tabs.selectedViewController === screens[2])
        #expect(screens[1].tabBarController == nil)
        let others = (0..<3).map { Screen("\($0)", log: log) }
        tabs.viewControllers = others
        #expect(tabs.selectedIndex == 0, "index 0 was the selected controller's index")
        tabs.selectedIndex = 2
        tabs.viewControllers = [screens[0], screens[1]]
        #expect(tabs.selectedIndex == 0, "index 2 is out of range: the first")
        tabs.viewControllers = nil
        #expect(tabs.viewControllers == nil)
        #expect(tabs.selectedIndex == NSNotFound)
        #expect(tabs.selectedViewController == nil)
    }

    /// A list screen in a navigation controller in a tab: it loads and fills the screen when the window shows it.
    @Test func aTableInATabFillsTheScreenWhenShown() {
        final class List: UIViewController, UITableViewDataSource {
            let table = UITableView(frame: .zero, style: .plain)
            override func viewDidLoad() {
                super.viewDidLoad()
                table.dataSource = self
                pin(table, toEdgesOf: view)
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let list = List()
        let tabs = UITabBarController()
        tabs.viewControllers = [UIViewController(), UINavigationController(rootViewController: list)]
        showInWindow(tabs)
        #expect(list.viewIfLoaded == nil, "a tab not selected is not loaded")
        tabs.simulateTap(onTabAt: 1)
        #expect(list.table.frame.size == CGSize(width: 375, height: 667))
        // Under the status and navigation bars (64 points) and over the tab bar (49), as on iOS:
        // the content starts below the bars, so rows 0 to 13 are on screen.
        #expect(list.table.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        #expect(list.table.contentOffset.y == -64)
        #expect(list.table.visibleCells.count == 14)
    }
}
