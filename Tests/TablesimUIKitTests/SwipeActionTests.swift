import Foundation
import Testing
import TablesimUIKit

/// iOS 11 swipe actions: the configuration the delegate gives, its handlers.
@MainActor
struct SwipeActionTests {
    final class Mail: UITableViewController {
        var messages = ["a", "b", "c", "d"]
        var flagged: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { messages.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = messages[indexPath.row]
            return cell
        }
        override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { indexPath.row != 3 }
        override func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
            -> UISwipeActionsConfiguration? {
            let delete = UIContextualAction(style: .destructive, title: "Delete") { _, _, done in
                self.messages.remove(at: indexPath.row)
                tableView.deleteRows(at: [indexPath], with: .automatic)
                done(true)
            }
            let flag = UIContextualAction(style: .normal, title: "Flag") { _, view, done in
                self.flagged.append((view as? UITableViewCell)?.textLabel?.text ?? "?")
                done(false)
            }
            return UISwipeActionsConfiguration(actions: [delete, flag])
        }
    }

    func makeMail() -> Mail {
        let mail = Mail(style: .plain)
        mail.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        mail.loadViewIfNeeded()
        mail.tableView.layoutIfNeeded()
        return mail
    }

    @Test func trailingActionsRunTheirHandlers() throws {
        let mail = makeMail()
        let table = mail.tableView!
        let actions = try #require(table.simulateSwipeActions(at: IndexPath(row: 1, section: 0)))
        #expect(actions.actions.map(\.title) == ["Delete", "Flag"])
        #expect(actions.actions.map(\.style) == [.destructive, .normal])
        #expect(actions.performsFirstActionWithFullSwipe)
        #expect(table.simulateTap(on: actions.actions[1], at: IndexPath(row: 1, section: 0)) == false)
        #expect(mail.flagged == ["b"])
        #expect(table.simulateTap(on: actions.actions[0], at: IndexPath(row: 1, section: 0)) == true)
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["a", "c", "d"])
    }

    @Test func noActionsWhereTheRowCannotEditOrOnTheLeadingEdge() {
        let mail = makeMail()
        let table = mail.tableView!
        #expect(table.simulateSwipeActions(at: IndexPath(row: 3, section: 0)) == nil)
        #expect(table.simulateSwipeActions(at: IndexPath(row: 0, section: 0), edge: .leading) == nil)
        let exception = UIKitException.catching { _ = table.simulateSwipeActions(at: IndexPath(row: 9, section: 0)) }
        #expect(exception?.name == .rangeException)
    }

    @Test func onlyAVisibleRowOutsideEditingCanBeSwiped() throws {
        let mail = makeMail()
        let table = mail.tableView!
        let actions = try #require(table.simulateSwipeActions(at: IndexPath(row: 0, section: 0)))
        #expect(actions.actions.map(\.backgroundColor) == [.systemRed, .systemGray])
        mail.messages += (0..<40).map { "m\($0)" }
        table.reloadData()
        let exception = UIKitException.catching { _ = table.simulateSwipeActions(at: IndexPath(row: 40, section: 0)) }
        #expect(exception?.reason.contains("not on screen") == true)
        table.setEditing(true, animated: false)
        #expect(table.simulateSwipeActions(at: IndexPath(row: 0, section: 0)) == nil)
    }
}
