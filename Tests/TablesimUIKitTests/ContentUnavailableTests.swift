import Foundation
import Testing
import TablesimUIKit

/// A view controller's content-unavailable configuration (iOS 17): the
/// empty state of a list, updated through `updateContentUnavailableConfiguration(using:)`.
@MainActor
struct ContentUnavailableTests {
    /// A list that shows an empty state while it has no items, as Apple's sample does.
    final class Inbox: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .plain)
        var items: [String] = [] {
            didSet {
                table.reloadData()
                setNeedsUpdateContentUnavailableConfiguration()
            }
        }
        var updates: [String?] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            table.dataSource = self
            pin(table, toEdgesOf: view)
        }
        override func updateContentUnavailableConfiguration(using state: UIContentUnavailableConfigurationState) {
            updates.append(state.searchText)
            guard items.isEmpty else {
                contentUnavailableConfiguration = nil
                return
            }
            var empty = UIContentUnavailableConfiguration.empty()
            empty.text = "No Mail"
            empty.secondaryText = "New messages appear here."
            contentUnavailableConfiguration = empty
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }

        var shownEmptyState: UIContentUnavailableView? {
            view.subviews.last as? UIContentUnavailableView
        }
    }

    @Test func anEmptyListShowsItsEmptyStateOverTheContentOnceLaidOut() throws {
        let inbox = Inbox()
        showInWindow(inbox)
        #expect(inbox.updates.count == 1, "an update is made at the first layout pass")
        let configuration = try #require(inbox.contentUnavailableConfiguration as? UIContentUnavailableConfiguration)
        #expect(configuration.text == "No Mail" && configuration.kind == .empty)
        let shown = try #require(inbox.shownEmptyState)
        #expect(shown.frame == inbox.view.bounds)
        #expect((shown.configuration as? UIContentUnavailableConfiguration)?.secondaryText == "New messages appear here.")
    }

    @Test func requestsAreCombinedIntoOneUpdateAtTheNextLayoutPass() throws {
        let inbox = Inbox()
        showInWindow(inbox)
        inbox.items = ["a"]
        inbox.items = ["a", "b"]
        #expect(inbox.updates.count == 1, "nothing before the layout pass")
        inbox.view.layoutIfNeeded()
        #expect(inbox.updates.count == 2)
        #expect(inbox.contentUnavailableConfiguration == nil)
        #expect(inbox.shownEmptyState == nil, "the empty state's view is taken away")
        inbox.view.layoutIfNeeded()
        #expect(inbox.updates.count == 2, "one update a request")
    }

    @Test func theStateCarriesTheSearchText() throws {
        let inbox = Inbox()
        let search = UISearchController(searchResultsController: nil)
        inbox.navigationItem.searchController = search
        search.searchBar.text = "invoice"
        inbox.loadViewIfNeeded()
        inbox.view.layoutIfNeeded()
        #expect(inbox.updates == ["invoice"])
        #expect(inbox.contentUnavailableConfigurationState.searchText == "invoice")
    }

    @Test func aConfigurationSetBeforeTheViewLoadsShowsWhenItDoes() throws {
        let controller = UIViewController()
        controller.contentUnavailableConfiguration = UIContentUnavailableConfiguration.loading()
        #expect(controller.viewIfLoaded == nil)
        let shown = try #require(controller.view.subviews.last as? UIContentUnavailableView)
        #expect((shown.configuration as? UIContentUnavailableConfiguration)?.kind == .loading)
        controller.contentUnavailableConfiguration = nil
        #expect(!controller.view.subviews.contains { $0 is UIContentUnavailableView })
    }
}
