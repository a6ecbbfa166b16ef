#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation

/// The same list on a diffable data source: the app edits a snapshot and
/// applies it; the data source works out the rows to insert, delete and move.
/// In editing mode the user reorders rows; the data source applies the
/// moved order from `moveRowAt`.
@MainActor
public final class TodoDiffableList {
    public enum Section: Hashable, Sendable { case todo, done }

    /// A data source that lets the user reorder rows, within and across sections.
    public final class DataSource: UITableViewDiffableDataSource<Section, Int> {
        public override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

        public override func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }

        public override func tableView(_ tableView: UITableView, moveRowAt from: IndexPath, to: IndexPath) {
            guard let id = itemIdentifier(for: from), from != to else { return }
            var snapshot = snapshot()
            snapshot.deleteItems([id])
            let section = snapshot.sectionIdentifiers[to.section]
            let rows = snapshot.itemIdentifiers(inSection: section)
            if to.row < rows.count {
                snapshot.insertItems([id], beforeItem: rows[to.row])
            } else {
                snapshot.appendItems([id], toSection: section)
            }
            apply(snapshot, animatingDifferences: false)
        }
    }

    /// The titles, shared with the cell provider.
    final class Titles {
        var byID: [Int: String] = [:]
    }

    public let tableView: UITableView
    public let dataSource: DataSource
    private let titles = Titles()
    private var nextID = 1

    public init(frame: CGRect) {
        let tableView = UITableView(frame: frame, style: .insetGrouped)
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
        self.tableView = tableView
        let titles = self.titles
        dataSource = DataSource(tableView: tableView) { table, indexPath, id in
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
