import Foundation
import Testing
import TablesimUIKit

/// The safe area and the adjusted content inset, on the modelled iPhone
/// (375 × 667, a 20-point status bar, 44-point navigation bar and toolbar,
/// 49-point tab bar): a table under bars starts below them, as on iOS.
@MainActor
struct SafeAreaTests {
    /// A table of `rows` 44-point rows with one 28-point header per section.
    final class List: UITableViewController {
        var rows = 100
        var sections = 1
        var safeAreaChanges = 0
        var insetChanges: [UIEdgeInsets] { (tableView as? ObservedTable)?.changes ?? [] }
        override func loadView() {
            let table = ObservedTable(frame: .zero, style: .plain)
            table.dataSource = self
            table.delegate = self
            tableView = table
        }
        override func numberOfSections(in tableView: UITableView) -> Int { sections }
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell()
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
        override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
            sections > 1 ? "Section \(section)" : nil
        }
        override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
            sections > 1 ? 28 : 0
        }
        override func viewSafeAreaInsetsDidChange() {
            super.viewSafeAreaInsetsDidChange()
            safeAreaChanges += 1
        }
    }

    /// A table that records each adjusted content inset it reports.
    final class ObservedTable: UITableView {
        var changes: [UIEdgeInsets] = []
        override func adjustedContentInsetDidChange() {
            super.adjustedContentInsetDidChange()
            changes.append(adjustedContentInset)
        }
    }

    @Test func aViewInNoWindowHasNoSafeArea() {
        let list = List()
        _ = UINavigationController(rootViewController: list)
        list.loadViewIfNeeded()
        #expect(list.view.safeAreaInsets == .zero)
        #expect(list.tableView.adjustedContentInset == .zero)
        #expect(list.tableView.contentOffset.y == 0)
    }

    @Test func aHiddenWindowGivesNoSafeAreaUntilShown() {
        let list = List()
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = UINavigationController(rootViewController: list)
        #expect(list.view.safeAreaInsets == .zero, "not yet visible on screen")
        window.makeKeyAndVisible()
        #expect(list.view.safeAreaInsets.top == 64)
        #expect(list.tableView.contentOffset.y == -64)
        window.isHidden = true
    }

    @Test func aWindowsRootViewIsUnderTheStatusBar() {
        let list = List()
        showInWindow(list)
        #expect(list.view.window?.safeAreaInsets == UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0))
        #expect(list.tableView.safeAreaInsets.top == 20)
        #expect(list.tableView.adjustedContentInset.top == 20)
        #expect(list.tableView.contentOffset.y == -20)
        #expect(list.tableView.indexPathsForVisibleRows?.first == IndexPath(row: 0, section: 0))
    }

    @Test func aTableInANavigationControllerStartsBelowTheBar() {
        let list = List()
        showInWindow(UINavigationController(rootViewController: list))
        let table = list.tableView!
        #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 667), "the view extends under the bar")
        #expect(table.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(table.contentInset == .zero, "the app's own inset is untouched")
        #expect(table.contentOffset.y == -64)
        // Content y from -64 to 603 is on screen: rows 0 to 13.
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0...13))
        #expect(list.insetChanges == [UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0)])
    }

    /// A prefetching table loaded before it is shown moves up to -64 as it
    /// appears: nothing lies above the content to prefetch.
    @Test func aPrefetchingTableMovingUpToItsTopAsksNothing() {
        final class Prefetcher: UITableViewDataSourcePrefetching {
            var asked: [[IndexPath]] = []
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked.append(indexPaths) }
        }
        let list = List(), prefetcher = Prefetcher()
        let navigation = UINavigationController(rootViewController: list)
        list.tableView.prefetchDataSource = prefetcher
        list.tableView.layoutIfNeeded()
        #expect(list.tableView.contentOffset.y == 0)
        showInWindow(navigation)
        #expect(list.tableView.contentOffset.y == -64)
        #expect(prefetcher.asked.isEmpty)
    }

    @Test func scrollingToARowAtTheTopPutsItUnderTheBar() {
        let list = List()
        showInWindow(UINavigationController(rootViewController: list))
        list.tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: false)
        #expect(list.tableView.contentOffset.y == CGFloat(20 * 44 - 64))
        list.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: false)
        #expect(list.tableView.contentOffset.y == -64)
    }

    @Test func aPinnedHeaderSticksBelowTheBar() {
        let list = List()
        list.sections = 3
        showInWindow(UINavigationController(rootViewController: list))
        list.tableView.contentOffset = CGPoint(x: 0, y: 500)
        list.tableView.layoutIfNeeded()
        let header = list.tableView.headerView(forSection: 0)
        #expect(header?.frame.minY == CGFloat(500 + 64))
    }

    @Test func neverAdjustingKeepsTheContentUnderTheBar() {
        let list = List()
        list.loadViewIfNeeded()
        list.tableView.contentInsetAdjustmentBehavior = .never
        showInWindow(UINavigationController(rootViewController: list))
        #expect(list.tableView.safeAreaInsets.top == 64)
        #expect(list.tableView.adjustedContentInset == .zero)
        #expect(list.tableView.contentOffset.y == 0)
    }

    @Test func hidingTheBarMovesATableAtItsTopAndLeavesAScrolledOneWhereItIs() {
        let resting = List(), scrolled = List()
        let restingNavigation = UINavigationController(rootViewController: resting)
        let scrolledNavigation = UINavigationController(rootViewController: scrolled)
        showInWindow(restingNavigation)
        showInWindow(scrolledNavigation)
        scrolled.tableView.contentOffset = CGPoint(x: 0, y: 300)
        let changesBefore = resting.safeAreaChanges
        restingNavigation.setNavigationBarHidden(true, animated: false)
        scrolledNavigation.setNavigationBarHidden(true, animated: false)
        #expect(resting.safeAreaChanges == changesBefore + 1)
        #expect(resting.tableView.safeAreaInsets.top == 20, "the status bar's 20 points remain")
        #expect(resting.tableView.contentOffset.y == -20)
        #expect(scrolled.tableView.contentOffset.y == 300)
        restingNavigation.navigationBar.isHidden = false
        #expect(resting.tableView.contentOffset.y == -64)
    }

    @Test func anOpaqueBarLaysTheViewOutBelowIt() {
        let list = List()
        let navigation = UINavigationController(rootViewController: list)
        navigation.navigationBar.isTranslucent = false
        showInWindow(navigation)
        let table = list.tableView!
        #expect(table.frame == CGRect(x: 0, y: 64, width: 375, height: 603))
        #expect(table.safeAreaInsets == .zero)
        #expect(table.contentOffset.y == 0)
        #expect(table.indexPathsForVisibleRows?.map(\.row) == Array(0...13))
        // Made translucent again, the bar covers the view, which extends under it.
        navigation.navigationBar.isTranslucent = true
        #expect(table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(table.contentOffset.y == -64)
    }

    @Test func aViewThatDoesNotExtendUnderTheTopBarStartsBelowIt() {
        let list = List(), opaqueIncluded = List()
        list.edgesForExtendedLayout = []
        opaqueIncluded.extendedLayoutIncludesOpaqueBars = true
        showInWindow(UINavigationController(rootViewController: list))
        let navigation = UINavigationController(rootViewController: opaqueIncluded)
        navigation.navigationBar.isTranslucent = false
        showInWindow(navigation)
        #expect(list.tableView.frame.minY == 64)
        #expect(list.tableView.contentOffset.y == 0)
        #expect(opaqueIncluded.tableView.frame.minY == 0)
        #expect(opaqueIncluded.tableView.contentOffset.y == -64)
    }

    @Test func additionalInsetsAddToTheBars() {
        let list = List()
        showInWindow(UINavigationController(rootViewController: list))
        list.additionalSafeAreaInsets = UIEdgeInsets(top: 10, left: 0, bottom: 30, right: 0)
        #expect(list.tableView.safeAreaInsets == UIEdgeInsets(top: 74, left: 0, bottom: 30, right: 0))
        #expect(list.tableView.contentOffset.y == -74)
    }

    @Test func theTabBarInsetsTheBottom() {
        let list = List()
        list.rows = 30
        let tabs = UITabBarController()
        tabs.viewControllers = [UINavigationController(rootViewController: list)]
        showInWindow(tabs)
        let table = list.tableView!
        #expect(table.adjustedContentInset == UIEdgeInsets(top: 64, left: 0, bottom: 49, right: 0))
        // The last row can scroll to just above the tab bar.
        table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        #expect(table.contentOffset.y == CGFloat(30 * 44 + 49 - 667))
    }

    @Test func aControllerThatHidesTheBottomBarFillsTheScreenWhilePushed() {
        let root = List(), detail = List()
        detail.hidesBottomBarWhenPushed = true
        let navigation = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [navigation]
        showInWindow(tabs)
        #expect(root.tableView.adjustedContentInset.bottom == 49)
        navigation.pushViewController(detail, animated: false)
        #expect(detail.tableView.safeAreaInsets == UIEdgeInsets(top: 64, left: 0, bottom: 0, right: 0))
        #expect(navigation.view.safeAreaInsets.bottom == 0)
        navigation.popViewController(animated: false)
        #expect(root.tableView.adjustedContentInset.bottom == 49)
    }

    @Test func aControllerPresentedFullScreenHasTheWindowsSafeArea() {
        let home = UIViewController(), list = List(), sheetList = List()
        showInWindow(home)
        let navigation = UINavigationController(rootViewController: list)
        navigation.modalPresentationStyle = .fullScreen
        home.present(navigation, animated: false)
        #expect(navigation.view.safeAreaInsets.top == 20)
        #expect(list.tableView.safeAreaInsets.top == 64)
        #expect(list.tableView.contentOffset.y == -64)
        home.dismiss(animated: false)
        #expect(list.tableView.safeAreaInsets == .zero, "off screen again")
        // A sheet's geometry is not modelled: no safe area.
        let sheet = UINavigationController(rootViewController: sheetList)
        sheet.modalPresentationStyle = .pageSheet
        home.present(sheet, animated: false)
        #expect(sheetList.tableView.safeAreaInsets == .zero)
    }

    @Test func aPlainScrollViewAdjustsOnlyTheAxesItScrolls() {
        let controller = UIViewController()
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        controller.view.addSubview(scroll)
        showInWindow(controller)
        scroll.contentSize = CGSize(width: 375, height: 300)
        #expect(scroll.safeAreaInsets.top == 20)
        #expect(scroll.adjustedContentInset == .zero, "content shorter than the view: not scrollable")
        scroll.alwaysBounceVertical = true
        #expect(scroll.adjustedContentInset.top == 20)
        scroll.alwaysBounceVertical = false
        scroll.contentInsetAdjustmentBehavior = .always
        #expect(scroll.adjustedContentInset.top == 20)
    }

    @Test func aViewLeavingTheWindowLosesItsSafeArea() {
        let list = List()
        showInWindow(UINavigationController(rootViewController: list))
        let label = UILabel(frame: CGRect(x: 0, y: 0, width: 375, height: 100))
        list.navigationController?.view.addSubview(label)
        #expect(label.safeAreaInsets.top == 20)
        label.removeFromSuperview()
        #expect(label.safeAreaInsets == .zero)
    }

    @Test func aViewPinnedToTheSafeAreaSitsBelowTheBar() {
        let controller = UIViewController()
        let banner = UIView()
        banner.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(banner)
        NSLayoutConstraint.activate([
            banner.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            banner.leadingAnchor.constraint(equalTo: controller.view.leadingAnchor),
            banner.trailingAnchor.constraint(equalTo: controller.view.trailingAnchor),
            banner.heightAnchor.constraint(equalToConstant: 50),
        ])
        showInWindow(UINavigationController(rootViewController: controller))
        controller.view.layoutIfNeeded()
        #expect(banner.frame == CGRect(x: 0, y: 64, width: 375, height: 50))
    }
}

/// Scroll geometry with insets: `scrollRectToVisible` keeps a rect out from
/// under bars and a keyboard's bottom inset; the background view and the
/// scroll view's guides follow the view.
@MainActor
struct InsetScrollGeometryTests {
    @Test func aRectIsScrolledOutFromUnderTheBar() {
        let list = SafeAreaTests.List()
        showInWindow(UINavigationController(rootViewController: list))
        let table = list.tableView!
        table.contentOffset = CGPoint(x: 0, y: 300)
        // Row 8 (352 to 396) is on screen but under the bar (which covers 300 to 364).
        table.scrollRectToVisible(table.rectForRow(at: IndexPath(row: 8, section: 0)), animated: false)
        #expect(table.contentOffset.y == CGFloat(352 - 64))
    }

    @Test func aRectIsScrolledAboveAKeyboardInset() {
        let source = RowsSource([40])
        let table = makeTable(source, height: 667)
        table.layoutIfNeeded()
        // Apple's keyboard pattern: a bottom inset as tall as the keyboard, then scroll the field into view.
        table.contentInset.bottom = 216
        table.scrollRectToVisible(table.rectForRow(at: IndexPath(row: 12, section: 0)), animated: false)
        #expect(table.contentOffset.y == CGFloat(13 * 44 - (667 - 216)))
    }

    @Test func aNewContentInsetAsksNoHeightsAgain() {
        final class Counting: NSObject, UITableViewDataSource, UITableViewDelegate {
            var heightsAsked = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
            func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
                heightsAsked += 1
                return 44
            }
        }
        let source = Counting()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let asked = source.heightsAsked
        table.contentInset = UIEdgeInsets(top: 100, left: 0, bottom: 50, right: 0)
        table.layoutIfNeeded()
        #expect(source.heightsAsked == asked, "an inset changes no row's height")
        table.scrollToRow(at: IndexPath(row: 10, section: 0), at: .top, animated: false)
        #expect(table.contentOffset.y == CGFloat(440 - 100))
    }

    @Test func theBackgroundViewIsTheTablesSize() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        let label = UILabel()
        table.backgroundView = label
        #expect(label.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 480)
        #expect(label.frame.size == CGSize(width: 320, height: 480))
    }

    @Test func theScrollViewsGuidesAreItsFrameAndItsContent() {
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        scroll.contentSize = CGSize(width: 375, height: 2000)
        #expect(scroll.visibleSize == CGSize(width: 375, height: 667))
        #expect(scroll.frameLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(scroll.contentLayoutGuide.layoutFrame == CGRect(x: 0, y: 0, width: 375, height: 2000))
        #expect(scroll.frameLayoutGuide === scroll.frameLayoutGuide)
        #expect(scroll.automaticallyAdjustsScrollIndicatorInsets)
    }

    @Test func aControllerKeepsItsContentScrollViewsWeakly() {
        let controller = UIViewController()
        var scroll: UIScrollView? = UIScrollView(frame: .zero)
        controller.setContentScrollView(scroll, for: .top)
        #expect(controller.contentScrollView(for: .top) === scroll)
        #expect(controller.contentScrollView(for: .bottom) == nil)
        scroll = nil
        #expect(controller.contentScrollView(for: .top) == nil)
        #expect(controller.systemMinimumLayoutMargins.leading == 16)
        #expect(controller.viewRespectsSystemMinimumLayoutMargins)
    }
}
