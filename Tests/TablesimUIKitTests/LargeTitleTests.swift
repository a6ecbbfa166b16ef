import Foundation
import Testing
import TablesimUIKit

/// Large titles: a bar that prefers them is 96 points tall (52 over the
/// standard 44) while its top item shows one, so a table under it starts at
/// `contentOffset.y == -116`; scrolling collapses the title, pulling down
/// past the top expands it again.
@MainActor
struct LargeTitleTests {
    final class List: UITableViewController {
        var mode = UINavigationItem.LargeTitleDisplayMode.automatic
        override func viewDidLoad() {
            super.viewDidLoad()
            navigationItem.largeTitleDisplayMode = mode
        }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell()
        }
    }

    private func shown(_ list: UIViewController, largeTitles: Bool = true) -> UINavigationController {
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.prefersLargeTitles = largeTitles
        showInWindow(navigation)
        return navigation
    }

    @Test func aTableUnderALargeTitleStartsBelowIt() {
        let list = List(), navigation = shown(list)
        #expect(navigation.navigationBar.frame == CGRect(x: 0, y: 20, width: 375, height: 96))
        #expect(list.tableView.adjustedContentInset.top == 116)
        #expect(list.tableView.contentOffset.y == -116)
        #expect(list.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
        #expect(list.tableView.indexPathsForVisibleRows?.last == IndexPath(row: 12, section: 0),
                "551 points below the bar: rows 0 to 12, the last in part")
        navigation.navigationBar.prefersLargeTitles = false
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(list.tableView.contentOffset.y == -64, "a table at its top stays at its top")
    }

    @Test func scrollingCollapsesTheTitleAndPullingDownExpandsIt() {
        let list = List(), navigation = shown(list), table = list.tableView!
        table.simulateScroll(by: 30)
        #expect(navigation.navigationBar.frame.height == 66)
        #expect(table.contentOffset.y == -86 && table.adjustedContentInset.top == 86)
        table.simulateScroll(by: 100)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(table.contentOffset.y == 14 && table.adjustedContentInset.top == 64)
        table.simulateScroll(by: -50)
        #expect(navigation.navigationBar.frame.height == 44, "back at the top, the title stays collapsed")
        #expect(table.contentOffset.y == -36)
        table.simulateScroll(by: -48)
        #expect(navigation.navigationBar.frame.height == 64, "pulled 20 points past the top")
        #expect(table.contentOffset.y == -84)
        table.simulateScroll(by: -200)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(table.contentOffset.y == -116)
    }

    @Test func eachItemsModeDecidesAndAutomaticFollowsTheItemUnder() {
        let root = List(), navigation = shown(root)
        let detail = List()
        detail.mode = .never
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(detail.tableView.contentOffset.y == -64)
        let more = List()
        navigation.pushViewController(more, animated: false)
        #expect(navigation.navigationBar.frame.height == 44, "automatic: as the item under it, small")
        more.navigationItem.largeTitleDisplayMode = .always
        #expect(navigation.navigationBar.frame.height == 96)
        navigation.popToRootViewController(animated: false)
        #expect(navigation.navigationBar.frame.height == 96)
        #expect(root.tableView.contentOffset.y == -116)
    }

    @Test func poppingBackToAScrolledTableShowsItsTitleCollapsed() {
        let root = List(), navigation = shown(root)
        root.tableView.simulateScroll(by: 400)
        #expect(navigation.navigationBar.frame.height == 44)
        let detail = List()
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.navigationBar.frame.height == 96, "a new table starts at its top, the title large")
        #expect(detail.tableView.contentOffset.y == -116)
        navigation.popViewController(animated: false)
        #expect(navigation.navigationBar.frame.height == 44)
        #expect(root.tableView.contentOffset.y == 284, "where it was: 400 points below its first top, -116")
    }

    @Test func aTableThatStopsAtAnOpaqueBarStartsBelowTheLargeTitleAndMovesNothing() {
        let list = List(), navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.isTranslucent = false
        navigation.navigationBar.prefersLargeTitles = true
        showInWindow(navigation)
        #expect(list.tableView.frame.minY == 116)
        #expect(list.tableView.contentOffset.y == 0)
        list.tableView.simulateScroll(by: 30)
        #expect(navigation.navigationBar.frame.height == 96, "not modelled: UIKit snaps such a bar")
    }
}
