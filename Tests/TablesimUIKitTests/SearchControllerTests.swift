import Testing
import TablesimUIKit

/// A contacts screen searched the usual way: the table controller filters
/// its names in `updateSearchResults(for:)` and logs what UIKit tells it.
@MainActor
private final class ContactsController: UITableViewController, UISearchResultsUpdating, UISearchBarDelegate,
    UISearchControllerDelegate {
    let names = ["Ann", "Bob", "Dana", "Hana", "Oscar"]
    var shown: [String] = []
    var log: [String] = []
    var refusesEditing = false
    let search: UISearchController

    init(resultsController: UIViewController? = nil) {
        search = UISearchController(searchResultsController: resultsController)
        super.init(style: .plain)
        shown = names
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "name")
        search.searchResultsUpdater = self
        search.delegate = self
        search.searchBar.delegate = self
        search.searchBar.placeholder = "Search contacts"
        navigationItem.searchController = search
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { shown.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "name", for: indexPath)
        cell.textLabel?.text = shown[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        log.append("select \(shown[indexPath.row])")
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        log.append("update '\(text)' active \(searchController.isActive)")
        shown = text.isEmpty ? names : names.filter { $0.lowercased().contains(text.lowercased()) }
        tableView.reloadData()
    }

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        log.append("should begin")
        return !refusesEditing
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) { log.append("did begin") }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("did end") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        log.append("should change \(range.location) '\(text)'")
        return text != "!"
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text '\(searchText)'") }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) { log.append("search button") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel button") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.append("scope \(selectedScope)")
    }

    func willPresentSearchController(_ searchController: UISearchController) { log.append("will present") }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("did present") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("will dismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("did dismiss") }

    var rowTitles: [String] {
        (0..<tableView.numberOfRows(inSection: 0)).compactMap {
            tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text
        }
    }
}

@MainActor
private func contactsScreen(resultsController: UIViewController? = nil) -> (UINavigationController, ContactsController) {
    let contacts = ContactsController(resultsController: resultsController)
    let navigation = UINavigationController(rootViewController: contacts)
    showInWindow(navigation)
    contacts.tableView.layoutIfNeeded()
    contacts.log.removeAll()
    return (navigation, contacts)
}

/// A search controller subclass as apps write one.
@MainActor
private final class ThemedSearchController: UISearchController {
    override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchBar.placeholder = "Search"
    }

    required init?(coder: NSCoder) { nil }
}

@MainActor
struct SearchControllerTests {
    @Test func aSubclassOverridesTheDesignatedInitializer() {
        let search = ThemedSearchController(nibName: nil, bundle: nil)
        #expect(search.searchBar.placeholder == "Search" && search.searchResultsController == nil)
        #expect(UISearchController().searchBar.frame.height == 56)
    }

    @Test func dismissingTheSearchDirectlyEndsIt() {
        let (navigation, contacts) = contactsScreen()
        contacts.search.searchBar.simulateTyping("a")
        navigation.dismiss(animated: true)
        #expect(!contacts.search.isActive && !contacts.search.searchBar.isFirstResponder)
        #expect(!contacts.search.searchBar.showsCancelButton)
        contacts.search.searchBar.simulateTap()
        #expect(contacts.search.isActive, "the search can begin again")
    }

    @Test func endingTheTablesEditingReachesABarInItsHeader() {
        let contacts = ContactsController()
        showInWindow(contacts)
        contacts.navigationItem.searchController = nil
        contacts.tableView.tableHeaderView = contacts.search.searchBar
        contacts.search.searchBar.simulateTap()
        #expect(contacts.search.searchBar.isFirstResponder)
        contacts.tableView.endEditing(true)
        #expect(!contacts.search.searchBar.isFirstResponder)
        contacts.tableView.isHidden = true
        contacts.search.searchBar.simulateTapCancelButton()
        #expect(contacts.search.isActive, "a bar in a hidden table takes no touch")
    }

    @Test func typingInTheBarFiltersTheTableThroughTheUpdater() {
        let (_, contacts) = contactsScreen()
        contacts.search.searchBar.simulateTap()
        #expect(contacts.log == ["should begin", "will present", "did present", "did begin", "update '' active true"])
        #expect(contacts.search.isActive && contacts.search.searchBar.isFirstResponder)
        #expect(contacts.search.searchBar.showsCancelButton)
        contacts.log.removeAll()
        contacts.search.searchBar.simulateTyping("an")
        #expect(contacts.log == ["should change 0 'a'", "text 'a'", "update 'a' active true",
                                 "should change 1 'n'", "text 'an'", "update 'an' active true"])
        #expect(contacts.rowTitles == ["Ann", "Dana", "Hana"])
        contacts.log.removeAll()
        contacts.search.searchBar.simulateTyping("!")
        #expect(contacts.log == ["should change 2 '!'"])
        contacts.search.searchBar.simulateDeleteBackward()
        #expect(contacts.search.searchBar.text == "a")
        contacts.search.searchBar.simulateTapSearchButton()
        #expect(contacts.log.last == "search button")
        #expect(contacts.search.searchBar.isFirstResponder)
    }

    @Test func cancelClearsTheTextDismissesTheSearchAndAsksForResultsOnceMore() {
        let (_, contacts) = contactsScreen()
        contacts.search.searchBar.simulateTyping("bo")
        #expect(contacts.rowTitles == ["Bob"])
        contacts.log.removeAll()
        contacts.search.searchBar.simulateTapCancelButton()
        #expect(contacts.log == ["cancel button", "did end", "will dismiss", "did dismiss", "update '' active false"])
        #expect(!contacts.search.isActive && !contacts.search.searchBar.isFirstResponder)
        #expect(contacts.search.searchBar.text == "" && !contacts.search.searchBar.showsCancelButton)
        #expect(contacts.rowTitles == contacts.names)
        contacts.log.removeAll()
        contacts.search.searchBar.simulateTapCancelButton()
        #expect(contacts.log.isEmpty, "the Cancel button is hidden once the search is dismissed")
    }

    @Test func aDelegateThatRefusesEditingKeepsTheSearchInactive() {
        let (_, contacts) = contactsScreen()
        contacts.refusesEditing = true
        contacts.search.searchBar.simulateTyping("a")
        #expect(contacts.log == ["should begin"])
        #expect(!contacts.search.isActive && contacts.search.searchBar.text == "")
    }

    @Test func activatingInCodeShowsTheSearchWithoutEditingOrUpdating() {
        let (_, contacts) = contactsScreen()
        contacts.search.isActive = true
        #expect(contacts.log == ["will present", "did present"])
        #expect(!contacts.search.searchBar.isFirstResponder)
        contacts.search.searchBar.becomeFirstResponder()
        #expect(contacts.log.suffix(2) == ["did begin", "update '' active true"])
        contacts.search.searchBar.simulateTyping("x")
        contacts.log.removeAll()
        contacts.search.isActive = false
        #expect(contacts.log == ["did end", "will dismiss", "did dismiss"])
        #expect(contacts.search.searchBar.text == "x", "dismissing in code keeps the text")
    }

    @Test func theSearchIsPresentedFromTheControllerThatDefinesTheContextElseFromItsNavigationController() {
        let (navigation, contacts) = contactsScreen()
        contacts.search.isActive = true
        #expect(navigation.presentedViewController === contacts.search && contacts.search.presentingViewController === navigation)
        #expect(contacts.presentedViewController === contacts.search, "what an ancestor presents counts, as UIKit documents")
        contacts.search.isActive = false
        #expect(navigation.presentedViewController == nil)

        contacts.definesPresentationContext = true
        contacts.search.isActive = true
        #expect(contacts.presentedViewController === contacts.search)
        #expect(contacts.search.presentingViewController === contacts)
        let alert = UIAlertController(title: "Delete?", message: nil, preferredStyle: .alert)
        contacts.present(alert, animated: false)
        #expect(contacts.presentedViewController === contacts.search, "a controller presenting the search presents nothing else")
    }

    @Test func rowsUnderTheSearchTakeTapsUnlessItObscuresThem() {
        let (_, contacts) = contactsScreen()
        #expect(!contacts.search.obscuresBackgroundDuringPresentation, "false by default since iOS 15")
        contacts.search.searchBar.simulateTyping("o")
        contacts.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(contacts.log.last == "select Bob")
        #expect(contacts.search.isActive)

        let (_, obscured) = contactsScreen()
        obscured.search.obscuresBackgroundDuringPresentation = true
        obscured.search.searchBar.simulateTyping("o")
        obscured.log.removeAll()
        obscured.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(obscured.log == ["did end", "will dismiss", "did dismiss", "update '' active false"],
                "the tap lands on the dimming view, which cancels the search")
        #expect(!obscured.search.isActive && obscured.tableView.indexPathForSelectedRow == nil)
        obscured.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(obscured.log.last == "select Ann", "once dismissed, the rows take taps again")
    }

    @Test func aResultsControllerCoversTheContentsOnceThereIsText() {
        let results = UITableViewController(style: .plain)
        let (_, contacts) = contactsScreen(resultsController: results)
        contacts.search.searchBar.simulateTap()
        #expect(!contacts.search.showsSearchResultsController)
        contacts.tableView.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(contacts.log.last == "select Bob", "with no text, the contents still take taps")
        contacts.search.searchBar.simulateTyping("d")
        #expect(contacts.search.showsSearchResultsController)
        contacts.log.removeAll()
        contacts.tableView.simulateTap(at: IndexPath(row: 0, section: 0))
        contacts.tableView.simulateScroll(by: 10)
        #expect(contacts.log.isEmpty && contacts.search.isActive)
        contacts.search.searchBar.simulateTapClearButton()
        #expect(contacts.log == ["text ''", "update '' active true"])
        #expect(!contacts.search.showsSearchResultsController)
    }

    @Test func aBarInTheTableHeaderIsFiftySixPointsHighAndFindsItsController() {
        let contacts = ContactsController()
        showInWindow(contacts)
        contacts.navigationItem.searchController = nil
        contacts.definesPresentationContext = true
        contacts.tableView.tableHeaderView = contacts.search.searchBar
        contacts.tableView.layoutIfNeeded()
        #expect(contacts.tableView.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 56)
        let bar = UISearchBar()
        bar.sizeToFit()
        #expect(bar.frame.height == 56)
        contacts.search.searchBar.simulateTap()
        #expect(contacts.presentedViewController === contacts.search)
    }

    @Test func scopeButtonsShowWhileActiveAndAskForResultsWhenChanged() {
        let (_, contacts) = contactsScreen()
        let bar = contacts.search.searchBar
        bar.scopeButtonTitles = ["All", "Friends"]
        bar.simulateSelectScopeButton(at: 1)
        #expect(bar.selectedScopeButtonIndex == 0, "the scope bar is hidden until the search is active")
        bar.simulateTap()
        #expect(bar.showsScopeBar)
        contacts.log.removeAll()
        bar.simulateSelectScopeButton(at: 1)
        bar.simulateSelectScopeButton(at: 1)
        bar.simulateSelectScopeButton(at: 5)
        #expect(contacts.log == ["scope 1", "update '' active true"])
        bar.simulateTapCancelButton()
        #expect(!bar.showsScopeBar)
    }

    @Test func settingTheCancelButtonHandsItToTheApp() {
        let (_, contacts) = contactsScreen()
        let bar = contacts.search.searchBar
        bar.showsCancelButton = false
        #expect(!contacts.search.automaticallyShowsCancelButton)
        bar.simulateTap()
        #expect(!bar.showsCancelButton)
        bar.simulateTapCancelButton()
        #expect(contacts.search.isActive, "no Cancel button to tap")
    }

    @Test func theBarTakesTheKeyboardFromAnotherField() {
        let (_, contacts) = contactsScreen()
        let note = UITextField()
        contacts.view.addSubview(note)
        note.simulateTap()
        contacts.search.searchBar.simulateTap()
        #expect(!note.isEditing && contacts.search.searchBar.isFirstResponder)
        contacts.search.searchBar.resignFirstResponder()
        #expect(!contacts.search.searchBar.isFirstResponder && contacts.log.last == "did end")
        #expect(contacts.search.isActive, "ending the editing does not dismiss the search")
    }
}
