#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation

/// The same list on a diffable data source: the app edits a snapshot and
/// applies it; the data source works out the rows to insert, delete and move.
@MainActor
public final class TodoDiffableList {
    public enum Section: Hashable, Sendable { case todo, done }

    /// The titles, shared with the cell provider.
    final class Titles {
        var byID: [Int: String] = [:]
    }

    public let tableView: UITableView
    public let dataSource: UITableViewDiffableDataSource<Section, Int>
    private let titles = Titles()
    private var nextID = 1

    public init(frame: CGRect) {
        let tableView = UITableView(frame: frame, style: .insetGrouped)
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
        self.tableView = tableView
        let titles = self.titles
        dataSource = UITableViewDiffableDataSource<Section, Int>(tableView: tableView) { table, indexPath, id in
            let cell = table.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
            cell.textLabel?.text = titles.byID[id]
            return cell
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections([.todo, .done])
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Adds a to-do at the top of its section; returns its identifier.
    @discardableResult
    public func add(_ title: String) -> Int {
        let id = nextID
        nextID += 1
        titles.byID[id] = title
        var snapshot = dataSource.snapshot()
        if let first = snapshot.itemIdentifiers(inSection: .todo).first {
            snapshot.insertItems([id], beforeItem: first)
        } else {
            snapshot.appendItems([id], toSection: .todo)
        }
        dataSource.apply(snapshot)
        return id
    }

    /// Moves a to-do to the end of the Done section.
    public func complete(_ id: Int) {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems([id])
        snapshot.appendItems([id], toSection: .done)
        dataSource.apply(snapshot)
    }
}
