import Foundation
import Testing
import TablesimUIKit

/// Ordinary iOS table code compiles and behaves here: the zero-argument
/// initializers, the Xcode cell template's overrides, views compared by
/// identity, a view controller's `isEditing` setter.
@MainActor
struct IOSShapedCodeTests {
    /// Xcode's cell template, with a highlight override.
    final class TemplateCell: UITableViewCell {
        var awoken = false
        var highlights: [Bool] = []
        override func awakeFromNib() {
            super.awakeFromNib()
            awoken = true
        }
        override func setHighlighted(_ highlighted: Bool, animated: Bool) {
            super.setHighlighted(highlighted, animated: animated)
            highlights.append(highlighted)
        }
    }

    @Test func zeroArgumentInitializers() {
        let cell = UITableViewCell()
        #expect(cell.reuseIdentifier == nil)
        #expect(cell.detailTextLabel == nil, "the default style")
        #expect(cell.frame == .zero)
        let framed = UITableViewCell(frame: CGRect(x: 0, y: 0, width: 320, height: 50))
        #expect(framed.frame.height == 50)
        #expect(UITableViewHeaderFooterView().reuseIdentifier == nil)
        #expect(UIEdgeInsets() == .zero)
        #expect(IndexPath(item: 3, section: 1) == IndexPath(row: 3, section: 1))
        #expect(IndexPath(row: 4, section: 0).item == 4)
    }

    @Test func templateOverridesRun() {
        let cell = TemplateCell()
        cell.awakeFromNib()
        #expect(cell.awoken)
        cell.isHighlighted = true
        cell.setHighlighted(false, animated: true)
        #expect(cell.highlights == [true, false])
        #expect(!cell.isHighlighted)
    }

    @Test func viewsCompareByIdentity() {
        let source = RowsSource([30])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))!
        #expect(table.visibleCells.contains(cell))
        #expect(table.visibleCells.firstIndex(of: cell) == 2)
        #expect(!table.visibleCells.contains(UITableViewCell()))
        #expect(Set(table.visibleCells).count == table.visibleCells.count)
    }

    @Test func aViewControllersIsEditingSetterCallsSetEditing() {
        final class ListController: UITableViewController {
            var calls: [Bool] = []
            override func setEditing(_ editing: Bool, animated: Bool) {
                super.setEditing(editing, animated: animated)
                calls.append(animated)
            }
        }
        let controller = ListController(style: .plain)
        controller.loadViewIfNeeded()
        controller.isEditing = true
        #expect(controller.isEditing)
        #expect(controller.tableView.isEditing)
        #expect(controller.calls == [false])
    }

    /// iOS 14's way to fill a cell: a list content configuration.
    final class ConfiguredSource: UITableViewDataSource, UITableViewDelegate {
        let items = ["Milk", "Bread", "Eggs"]
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            var content = cell.defaultContentConfiguration()
            content.text = items[indexPath.row]
            content.secondaryText = "row \(indexPath.row)"
            content.image = UIImage(systemName: "cart")
            cell.contentConfiguration = content
            return cell
        }
    }

    @Test func listContentConfigurations() {
        let source = ConfiguredSource()
        let table = makeTable(source)
        table.layoutIfNeeded()
        let contents = table.visibleCells.map { $0.contentConfiguration as? UIListContentConfiguration }
        #expect(contents.map { $0?.text } == ["Milk", "Bread", "Eggs"])
        #expect(contents[1]?.secondaryText == "row 1")
        #expect(contents[2]?.image == UIImage(systemName: "cart"))
        #expect(contents[0]?.variant == .cell)
        #expect(UITableViewCell(style: .subtitle, reuseIdentifier: nil).defaultContentConfiguration().variant == .subtitleCell)
        #expect(UITableViewCell(style: .value1, reuseIdentifier: nil).defaultContentConfiguration().prefersSideBySideTextAndSecondaryText)
        let view = contents[0]!.makeContentView()
        #expect((view.configuration as? UIListContentConfiguration)?.text == "Milk")
        #expect(UITableViewHeaderFooterView().defaultContentConfiguration().variant == .plainHeader)
    }

    /// UIKit's `rowHeight` defaults to `automaticDimension`; rows lay out at 44 points here.
    @Test func rowHeightDefaultsToAutomaticDimension() {
        let source = RowsSource([3])
        let table = makeTable(source)
        #expect(table.rowHeight == UITableView.automaticDimension)
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)) == CGRect(x: 0, y: 44, width: 320, height: 44))
        table.rowHeight = 60
        #expect(table.rectForRow(at: IndexPath(row: 1, section: 0)).height == 60)
    }

    /// A typical `viewDidLoad`'s appearance set-up compiles, and what it set reads back.
    @Test func appearanceSetUpCompilesAndReadsBack() {
        final class Settings: UITableViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.backgroundColor = .systemGroupedBackground
                tableView.separatorColor = .separator
                tableView.keyboardDismissMode = .onDrag
                tableView.backgroundView = UIView()
                tableView.tableFooterView = UIView()
                tableView.accessibilityIdentifier = "settings"
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.textColor = .secondaryLabel
                cell.accessoryView = UIView(frame: CGRect(x: 0, y: 0, width: 51, height: 31))
                cell.selectedBackgroundView = UIView()
                cell.contentView.backgroundColor = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1).withAlphaComponent(0.5)
                return cell
            }
        }
        let settings = Settings(style: .insetGrouped)
        settings.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        settings.loadViewIfNeeded()
        let table = settings.tableView!
        #expect(table.backgroundColor == .systemGroupedBackground)
        #expect(table.separatorColor?.name == "separator")
        #expect(table.keyboardDismissMode == .onDrag)
        #expect(table.accessibilityIdentifier == "settings")
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        #expect(cell?.textLabel?.textColor == .secondaryLabel)
        #expect(cell?.accessoryView?.frame.width == 51)
        #expect(cell?.contentView.backgroundColor == UIColor(red: 1, green: 0.5, blue: 0, alpha: 0.5))
        #expect(UIColor.systemBlue.withAlphaComponent(0.3) != .systemBlue)
    }

    /// An image-loading prefetcher that leaves out the optional cancel
    /// compiles, and hears about the rows just below the screen as it scrolls.
    @Test func aPrefetchDataSourceHearsAboutTheRowsAhead() {
        final class Prefetcher: UITableViewDataSourcePrefetching {
            var asked: [IndexPath] = []
            func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked += indexPaths }
        }
        let source = RowsSource([100])
        let prefetcher = Prefetcher()
        let table = makeTable(source)
        table.prefetchDataSource = prefetcher
        table.layoutIfNeeded()
        table.simulateScroll(by: 600)
        #expect(table.prefetchDataSource === prefetcher)
        let lastVisible = table.indexPathsForVisibleRows?.last?.row ?? 0
        #expect(!prefetcher.asked.isEmpty && prefetcher.asked == prefetcher.asked.sorted())
        #expect(prefetcher.asked.allSatisfy { $0.row > lastVisible }, "never a row on screen")
    }

    /// UIKit's defaults: a view's tint comes from its superview, then `.systemBlue`; a label's text is `.label`.
    @Test func colourDefaults() {
        let parent = UIView(), child = UIView(), label = UILabel(frame: .zero)
        parent.addSubview(child)
        #expect(child.tintColor == .systemBlue)
        parent.tintColor = .systemPink
        #expect(child.tintColor == .systemPink)
        child.tintColor = .red
        #expect(child.tintColor == .red)
        child.tintColor = nil
        #expect(child.tintColor.withAlphaComponent(0.5) == UIColor.systemPink.withAlphaComponent(0.5))
        #expect(label.textColor == .label)
        #expect(UIColor(named: "Brand") == UIColor(named: "Brand") && UIColor(named: "Brand") != .label)
        var content = UIListContentConfiguration.subtitleCell()
        #expect(content.textProperties.color == .label && content.secondaryTextProperties.color == .secondaryLabel)
        content.imageProperties.tintColor = .purple
        #expect(content.imageProperties.tintColor == .purple)
    }

    /// A `viewDidLoad` of the usual kind: scroll-view and layout set-up that
    /// changes nothing drawn here compiles and is kept, and an estimated
    /// header height override compiles and is never asked.
    @Test func everydaySetUpCompilesAndIsKept() {
        final class Controller: UITableViewController {
            var headerEstimatesAsked = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.showsVerticalScrollIndicator = false
                tableView.contentInsetAdjustmentBehavior = .never
                tableView.bounces = false
                tableView.estimatedSectionHeaderHeight = 0
                tableView.cellLayoutMarginsFollowReadableWidth = false
                tableView.separatorInsetReference = .fromCellEdges
                tableView.clipsToBounds = false
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.separatorInset = UIEdgeInsets(top: 0, left: indexPath.row == 2 ? 0 : 16, bottom: 0, right: 0)
                cell.layoutMargins = .zero
                return cell
            }
            override func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
            override func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
                headerEstimatesAsked += 1
                return 30
            }
        }
        let controller = Controller(style: .plain)
        controller.loadViewIfNeeded()
        let table = controller.tableView!
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        table.layoutIfNeeded()
        #expect(table.visibleCells.count == 3)
        #expect(!table.showsVerticalScrollIndicator && !table.bounces && !table.clipsToBounds)
        #expect(table.contentInsetAdjustmentBehavior == .never && table.estimatedSectionHeaderHeight == 0)
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0))?.separatorInset.left == 0)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.layoutMargins == .zero)
        #expect(table.rectForHeader(inSection: 0).height == 30)
        #expect(controller.headerEstimatesAsked == 0)
    }

    /// Changes wrapped in view animations are made at once, and the
    /// completion runs, with true, before the call returns.
    @Test func viewAnimationsRunAtOnce() {
        let source = RowsSource([3])
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.rows = [5]
        var finished = false
        UIView.transition(with: table, duration: 0.3, options: .transitionCrossDissolve,
                          animations: { table.reloadData() }, completion: { finished = $0 })
        #expect(finished && table.numberOfRows(inSection: 0) == 5)
        var order: [String] = []
        UIView.animate(withDuration: 0.25, delay: 0, options: [.curveEaseOut, .beginFromCurrentState],
                       animations: { order.append("animations") }, completion: { _ in order.append("completion") })
        UIView.performWithoutAnimation { order.append("without") }
        #expect(order == ["animations", "completion", "without"])
        UIView.setAnimationsEnabled(false)
        #expect(!UIView.areAnimationsEnabled)
        UIView.setAnimationsEnabled(true)
    }
}
