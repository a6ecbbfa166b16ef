#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation

/// The finished to-dos, searchable: the search bar sits in the navigation
/// bar, and the list itself shows the matches as the user types.
public final class TodoArchiveViewController: UITableViewController, UISearchResultsUpdating {
    public let items: [TodoItem]
    public private(set) var shown: [TodoItem]
    public let searchController = UISearchController(searchResultsController: nil)
    /// The to-do last opened (its detail is pushed).
    public private(set) var opened: TodoItem?

    public init(items: [TodoItem]) {
        self.items = items
        shown = items
        super.init(style: .plain)
    }

    public required init?(coder: NSCoder) {
        return nil
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        title = "Archive"
        tableView.register(TodoCell.self, forCellReuseIdentifier: TodoCell.reuseIdentifier)
        searchController.searchResultsUpdater = self
        searchController.obscuresBackgroundDuringPresentation = false
        searchController.searchBar.placeholder = "Search the archive"
        navigationItem.searchController = searchController
        definesPresentationContext = true
    }

    // MARK: UISearchResultsUpdating

    public func updateSearchResults(for searchController: UISearchController) {
        let query = (searchController.searchBar.text ?? "").trimmingCharacters(in: .whitespaces).lowercased()
        shown = query.isEmpty ? items : items.filter { $0.title.lowercased().contains(query) }
        tableView.reloadData()
    }

    // MARK: UITableViewDataSource

    public override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        shown.count
    }

    public override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: TodoCell.reuseIdentifier, for: indexPath)
        (cell as? TodoCell)?.configure(with: shown[indexPath.row], done: true)
        return cell
    }

    // MARK: UITableViewDelegate

    public override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        let item = shown[indexPath.row]
        opened = item
        let detail = UIViewController()
        detail.title = item.title
        navigationController?.pushViewController(detail, animated: true)
    }
}
