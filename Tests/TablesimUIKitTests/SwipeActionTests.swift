import Foundation
import Testing
import TablesimUIKit

/// iOS 11 swipe actions: the configuration the delegate gives, its handlers.
@MainActor
struct SwipeActionTests {
    class Mail: UITableViewController {
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

    func makeMail() -> Mail { loaded(Mail(style: .plain)) }

    /// The controller with its cells registered, loaded and laid out.
    func loaded<Controller: Mail>(_ mail: Controller) -> Controller {
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

    /// Mail, logging the swipe's editing calls.
    final class LoggingMail: Mail {
        var log: [String] = []
        override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
            log.append("willBegin \(indexPath.row)")
        }
        override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
            log.append("didEnd \(indexPath?.row ?? -1)")
        }
    }

    /// Showing actions puts the row in the swiped state, as a Delete button
    /// does, without the button; an action's completion closes the swipe.
    @Test func actionsShownPutTheRowInTheSwipedState() throws {
        let mail = loaded(LoggingMail(style: .plain))
        let table = mail.tableView!
        let row1 = IndexPath(row: 1, section: 0)
        let actions = try #require(table.simulateSwipeActions(at: row1))
        #expect(mail.log == ["willBegin 1"])
        #expect(table.isEditing && table.cellForRow(at: row1)?.isEditing == true)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0))?.isEditing == false)
        let refused = UIKitException.catching { table.simulateCommitEditing(at: row1) }
        #expect(refused?.reason.contains("swipe actions, not a Delete button") == true)
        #expect(table.simulateTap(on: actions.actions[1], at: row1) == false)
        #expect(mail.log == ["willBegin 1", "didEnd 1"])
        #expect(!table.isEditing && table.cellForRow(at: row1)?.isEditing == false)
        // The destructive action deletes the row in its handler: the swipe ends with it.
        let again = try #require(table.simulateSwipeActions(at: row1))
        #expect(table.simulateTap(on: again.actions[0], at: row1) == true)
        #expect(mail.log == ["willBegin 1", "didEnd 1", "willBegin 1", "didEnd 1"])
        #expect(!table.isEditing && mail.messages == ["a", "c", "d"])
        // An empty configuration shows nothing and begins no swipe.
        #expect(table.simulateSwipeActions(at: IndexPath(row: 0, section: 0), edge: .leading) == nil)
        #expect(mail.log.count == 4)
    }

    /// A swipe whose actions are still shown ends when the user closes it.
    @Test func closingTheActionsEndsTheSwipe() throws {
        let mail = loaded(LoggingMail(style: .plain))
        let table = mail.tableView!
        _ = try #require(table.simulateSwipeActions(at: IndexPath(row: 2, section: 0)))
        table.simulateEndSwipe()
        #expect(mail.log == ["willBegin 2", "didEnd 2"])
        #expect(!table.isEditing)
    }

    /// A "Read" action whose handler reloads its row (to show the row's new
    /// state), then completes: the swipe ends, and the row's new cell is not
    /// editing, as every cell follows the table when it leaves editing.
    @Test func aRowReloadedByItsActionLeavesEditingWithTheSwipe() throws {
        class Reader: Mail {
            var read: Set<Int> = []
            override func tableView(_ tableView: UITableView, leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath)
                -> UISwipeActionsConfiguration? {
                UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Read") { _, _, done in
                    self.read.insert(indexPath.row)
                    tableView.reloadRows(at: [indexPath], with: .none)
                    done(true)
                }])
            }
        }
        let reader = loaded(Reader(style: .plain))
        let table = reader.tableView!
        let row = IndexPath(row: 1, section: 0)
        let actions = try #require(table.simulateSwipeActions(at: row, edge: .leading))
        #expect(table.cellForRow(at: row)?.isEditing == true)
        #expect(table.simulateTap(on: actions.actions[0], at: row) == true)
        #expect(reader.read == [1])
        #expect(!table.isEditing)
        let cell = try #require(table.cellForRow(at: row))
        #expect(!cell.isEditing)
        #expect(!cell.configurationState.isEditing)
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isEditing })
    }
}
