#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation

/// One thing to do.
public struct TodoItem: Hashable, Sendable {
    public let id: Int
    public var title: String

    public init(id: Int, title: String) {
        self.id = id
        self.title = title
    }
}

/// A cell showing a to-do: its title, and a checkmark once done.
public final class TodoCell: UITableViewCell {
    public static let reuseIdentifier = "TodoCell"
    public private(set) var configuredTitle: String?

    public override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override func prepareForReuse() {
        super.prepareForReuse()
        configuredTitle = nil
        accessoryType = .none
    }

    func configure(with item: TodoItem, done: Bool) {
        configuredTitle = item.title
        textLabel?.text = item.title
        accessoryType = done ? .checkmark : .none
    }
}

/// A to-do list in two sections, "To Do" and "Done". Tapping a row moves it
/// to the other section; swiping deletes it.
public final class TodoListViewController: UITableViewController {
    public enum Section: Int, CaseIterable {
        case todo, done
    }

    public private(set) var todo: [TodoItem]
    public private(set) var done: [TodoItem] = []
    private var nextID: Int

    public init(items: [TodoItem]) {
        todo = items
        nextID = (items.map(\.id).max() ?? 0) + 1
        super.init(style: .insetGrouped)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
        tableView.rowHeight = 52
    }

    // MARK: Changes

    /// Adds a to-do at the top of the list.
    public func add(_ title: String) {
        todo.insert(TodoItem(id: nextID, title: title), at: 0)
        nextID += 1
        tableView.insertRows(at: [IndexPath(row: 0, section: Section.todo.rawValue)], with: .automatic)
    }

    /// Moves a to-do between the sections in one batch: it leaves its row
    /// and enters the other section at the top.
    public func toggle(at indexPath: IndexPath) {
        let destination: IndexPath
        if indexPath.section == Section.todo.rawValue {
            done.insert(todo.remove(at: indexPath.row), at: 0)
            destination = IndexPath(row: 0, section: Section.done.rawValue)
        } else {
            todo.insert(done.remove(at: indexPath.row), at: 0)
            destination = IndexPath(row: 0, section: Section.todo.rawValue)
        }
        tableView.performBatchUpdates({
            self.tableView.deleteRows(at: [indexPath], with: .fade)
            self.tableView.insertRows(at: [destination], with: .fade)
        }, completion: nil)
    }

    /// Empties the Done section.
    public func clearDone() {
        let rows = done.indices.map { IndexPath(row: $0, section: Section.done.rawValue) }
        done.removeAll()
        tableView.deleteRows(at: rows, with: .automatic)
    }

    private func items(in section: Int) -> [TodoItem] {
        section == Section.todo.rawValue ? todo : done
    }

    // MARK: UITableViewDataSource

    public override func numberOfSections(in tableView: UITableView) -> Int {
        Section.allCases.count
    }

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        items(in: section).count
    }

    public override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == Section.todo.rawValue ? "To Do" : "Done"
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        if let todoCell = cell as? TodoCell {
            todoCell.configure(with: items(in: indexPath.section)[indexPath.row], done: indexPath.section == Section.done.rawValue)
        }
        return cell
    }

    public override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                                   forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        if indexPath.section == Section.todo.rawValue {
            todo.remove(at: indexPath.row)
        } else {
            done.remove(at: indexPath.row)
        }
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    // MARK: UITableViewDelegate

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        toggle(at: indexPath)
    }
}
