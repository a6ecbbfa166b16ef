import Foundation
import Testing
import TablesimUIKit

/// Controls and bar items table screens use: a switch as a row's accessory,
/// a button in a cell, the Edit button, cells' image views and labels.
@MainActor
struct ControlsTests {
    /// A settings screen: a switch in each row's accessory view.
    final class Settings: UITableViewController {
        var options = ["Wi-Fi": false, "Bluetooth": true]
        let names = ["Bluetooth", "Wi-Fi"]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            let name = names[indexPath.row]
            cell.textLabel?.text = name
            cell.textLabel?.textAlignment = .left
            cell.imageView?.image = UIImage(systemName: "gear")
            let toggle = UISwitch()
            toggle.isOn = options[name] ?? false
            toggle.addAction(UIAction { [weak self] action in
                guard let toggle = action.sender as? UISwitch else { return }
                self?.options[name] = toggle.isOn
            }, for: .valueChanged)
            cell.accessoryView = toggle
            return cell
        }
    }

    @Test func aSwitchInARowChangesTheModel() throws {
        let settings = Settings(style: .insetGrouped)
        settings.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        settings.loadViewIfNeeded()
        settings.tableView.layoutIfNeeded()
        let cell = try #require(settings.tableView.cellForRow(at: IndexPath(row: 1, section: 0)))
        #expect(cell.imageView?.image == UIImage(systemName: "gear") && cell.textLabel?.textAlignment == .left)
        let toggle = try #require(cell.accessoryView as? UISwitch)
        toggle.simulateToggle()
        #expect(settings.options["Wi-Fi"] == true)
        toggle.isEnabled = false
        toggle.simulateToggle()
        #expect(toggle.isOn && settings.options["Wi-Fi"] == true, "a disabled switch takes no touch")
        toggle.isEnabled = true
        toggle.setOn(false, animated: true)
        #expect(settings.options["Wi-Fi"] == true, "setOn sends no action")
        toggle.sendActions(for: .valueChanged)
        #expect(settings.options["Wi-Fi"] == false)
    }

    @Test func buttonsRunTheirActionsForTheirEvents() {
        var log: [String] = []
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Retry") { _ in log.append("primary") })
        button.addAction(UIAction { _ in log.append("touchUp") }, for: .touchUpInside)
        #expect(button.currentTitle == "Retry" && button.titleLabel?.text == "Retry")
        button.setTitle("Busy", for: .disabled)
        button.simulateTap()
        #expect(log == ["primary", "touchUp"])
        button.isEnabled = false
        #expect(button.currentTitle == "Busy")
        button.simulateTap()
        #expect(log.count == 2)
        let hidden = UIView()
        button.isEnabled = true
        hidden.addSubview(button)
        hidden.isHidden = true
        button.simulateTap()
        #expect(log.count == 2, "no touch reaches a button in a hidden view")
    }

    /// The Edit button: its title follows editing mode, and tapping it toggles the table's.
    @Test func theEditButtonTogglesEditing() {
        let settings = Settings(style: .plain)
        settings.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        settings.navigationItem.rightBarButtonItem = settings.editButtonItem
        settings.loadViewIfNeeded()
        settings.tableView.layoutIfNeeded()
        let edit = settings.navigationItem.rightBarButtonItem
        #expect(edit === settings.editButtonItem && edit?.title == "Edit" && edit?.style == .plain)
        edit?.simulateTap()
        #expect(settings.isEditing && settings.tableView.isEditing && edit?.title == "Done" && edit?.style == .done)
        settings.setEditing(false, animated: false)
        #expect(!settings.tableView.isEditing && edit?.title == "Edit")
        var added = 0
        settings.navigationItem.leftBarButtonItem = UIBarButtonItem(systemItem: .add, primaryAction: UIAction { _ in added += 1 })
        settings.navigationItem.leftBarButtonItem?.simulateTap()
        #expect(added == 1)
    }

    @Test func viewsFindAndOrderTheirSubviews() {
        let root = UIView(), a = UIView(), b = UILabel()
        b.tag = 7
        root.addSubview(a)
        a.addSubview(b)
        #expect(root.viewWithTag(7) === b && root.viewWithTag(8) == nil)
        let c = UIView()
        root.insertSubview(c, at: 0)
        #expect(root.subviews.first === c && c.superview === root)
        root.bringSubviewToFront(c)
        #expect(root.subviews.last === c)
        root.sendSubviewToBack(c)
        #expect(root.subviews.first === c)
        a.frame = CGRect(x: 0, y: 0, width: 100, height: 40)
        a.center = CGPoint(x: 100, y: 100)
        #expect(a.frame == CGRect(x: 50, y: 80, width: 100, height: 40))
        b.attributedText = NSAttributedString(string: "styled")
        #expect(b.text == "styled")
        #expect(UITableViewCell(style: .value2, reuseIdentifier: nil).imageView == nil)
        #expect(UIImageView(image: nil).isUserInteractionEnabled == false)
    }

    /// Pull to refresh: the control starts refreshing and sends its action;
    /// the app reloads and ends the refresh.
    @Test func pullToRefreshReloads() throws {
        final class Inbox: UITableViewController {
            var messages = ["old"]
            var refreshes = 0
            override func viewDidLoad() {
                super.viewDidLoad()
                tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
                refreshControl = UIRefreshControl()
                refreshControl?.addAction(UIAction { [weak self] _ in self?.refresh() }, for: .valueChanged)
            }
            func refresh() {
                refreshes += 1
                #expect(refreshControl?.isRefreshing == true)
                messages.insert("new", at: 0)
                tableView.reloadData()
                refreshControl?.endRefreshing()
            }
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
            override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.textLabel?.text = messages[indexPath.row]
                return cell
            }
        }
        let inbox = Inbox(style: .plain)
        inbox.loadViewIfNeeded()
        let table = try #require(inbox.tableView)
        table.layoutIfNeeded()
        table.simulatePullToRefresh()
        #expect(inbox.refreshes == 1 && inbox.refreshControl?.isRefreshing == false)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["new", "old"])
        inbox.refreshControl?.beginRefreshing()
        table.simulatePullToRefresh()
        #expect(inbox.refreshes == 1, "no second refresh while one is under way")
        inbox.refreshControl?.endRefreshing()
        table.isScrollEnabled = false
        table.simulatePullToRefresh()
        #expect(inbox.refreshes == 1, "a table that cannot scroll cannot be pulled")
    }
}

/// `scrollRectToVisible(_:animated:)`: the least scroll that shows the rect.
@MainActor
struct ScrollRectTests {
    @Test func scrollsTheLeastNeeded() {
        let source = RowsSource([100])
        let table = makeTable(source, height: 440)
        table.layoutIfNeeded()
        table.scrollRectToVisible(CGRect(x: 0, y: 100, width: 10, height: 44), animated: false)
        #expect(table.contentOffset.y == 0, "already in sight")
        table.scrollRectToVisible(CGRect(x: 0, y: 1000, width: 10, height: 44), animated: false)
        #expect(table.contentOffset.y == 604, "its bottom edge at the bottom (1044 - 440)")
        table.scrollRectToVisible(CGRect(x: 0, y: 200, width: 10, height: 44), animated: false)
        #expect(table.contentOffset.y == 200, "its top edge at the top")
        table.scrollRectToVisible(CGRect(x: 0, y: 4300, width: 10, height: 900), animated: false)
        #expect(table.contentOffset.y == 3960, "no further than the content's end (4400 - 440)")
        table.scrollRectToVisible(table.rectForRow(at: IndexPath(row: 3, section: 0)), animated: false)
        #expect(table.indexPathsForVisibleRows?.first == IndexPath(row: 3, section: 0))
    }
}

/// A button's appearance by state, as apps set it before iOS 15's
/// configurations: the normal state's value stands for a state without its
/// own, and the label shows the current state's.
@MainActor
struct ButtonStateTests {
    @Test func titleColoursFollowTheState() {
        let button = UIButton(type: .system)
        button.setTitle("Follow", for: .normal)
        button.setTitle("Following", for: .selected)
        #expect(button.currentTitleColor == button.tintColor, "a system button's title takes its tint")
        button.setTitleColor(.gray, for: .normal)
        button.setTitleColor(.white, for: .selected)
        #expect(button.titleColor(for: .highlighted) == .gray, "the normal colour stands in")
        #expect(button.titleLabel?.textColor == .gray)
        button.isSelected = true
        #expect(button.currentTitle == "Following")
        #expect(button.currentTitleColor == .white && button.titleLabel?.textColor == .white)
        button.isSelected = false
        #expect(button.titleLabel?.text == "Follow" && button.titleLabel?.textColor == .gray)
        #expect(UIButton(type: .custom).currentTitleColor == .white, "a custom button's default")
    }

    @Test func attributedTitlesImagesAndBackgrounds() {
        let button = UIButton(type: .custom)
        button.setTitle("plain", for: .normal)
        button.setAttributedTitle(NSAttributedString(string: "styled"), for: .normal)
        #expect(button.titleLabel?.text == "styled", "an attributed title is the one shown")
        #expect(button.currentAttributedTitle?.string == "styled")
        let star = UIImage(), background = UIImage()
        button.setImage(star, for: .normal)
        button.setBackgroundImage(background, for: .normal)
        button.isEnabled = false
        #expect(button.imageView?.image === star && button.currentBackgroundImage === background)
        #expect(button.adjustsImageWhenHighlighted && !button.showsTouchWhenHighlighted)
        button.contentHorizontalAlignment = .leading
        #expect(button.contentHorizontalAlignment == .leading && button.contentVerticalAlignment == .center)
    }

    @Test func keptValuesHaveUIKitsDefaults() {
        let table = UITableView(frame: .zero, style: .plain)
        #expect(!table.dragInteractionEnabled, "iPhone's default")
        #expect(table.selfSizingInvalidation == .enabled)
        let toggle = UISwitch()
        toggle.thumbTintColor = .red
        #expect(toggle.thumbTintColor == .red)
        #expect(UIListContentConfiguration.accompaniedSidebarCell().variant == .accompaniedSidebarCell)
    }
}
