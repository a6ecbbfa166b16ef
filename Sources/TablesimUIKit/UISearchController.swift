import Foundation

/// UIKit's `UISearchController`: a search bar that, while active, presents
/// the search over the screen showing it (the "contents" controller: the one
/// whose `navigationItem.searchController` it is, or the controller of the
/// view holding its bar, such as a table whose `tableHeaderView` it is).
///
/// The search is presented, as UIKit does, from the contents controller when
/// it `definesPresentationContext`, else from its navigation controller
/// (FIDELITY.md, row 70): so `presentedViewController` tells which. While it
/// is presented, `obscuresBackgroundDuringPresentation` (false by default,
/// as since iOS 15; FIDELITY.md, row 71) covers the contents: their tables
/// take no touches, and a tap on a row dismisses the search as Cancel does
/// instead of selecting it. A search results controller, once there is text,
/// covers the contents too. `updateSearchResults(for:)` is called when the
/// bar begins editing and when its text or scope changes, as Apple documents.
@preconcurrency @MainActor
open class UISearchController: UIViewController {
    /// The controller showing the results, or nil when the contents show them.
    public let searchResultsController: UIViewController?
    /// The search bar to put on screen (a navigation item's, or a table's header view).
    public let searchBar: UISearchBar
    /// Told to update the results (not retained).
    open weak var searchResultsUpdater: UISearchResultsUpdating?
    /// Told as the search is presented and dismissed (not retained).
    open weak var delegate: UISearchControllerDelegate?
    /// Whether the contents are covered while the search is presented and the
    /// bar is empty (or always, with no results controller): false by
    /// default, as since iOS 15 (it was true until iOS 14).
    open var obscuresBackgroundDuringPresentation = false
    /// The name `obscuresBackgroundDuringPresentation` had before iOS 13.
    @available(*, deprecated, renamed: "obscuresBackgroundDuringPresentation")
    open var dimsBackgroundDuringPresentation: Bool {
        get { obscuresBackgroundDuringPresentation }
        set { obscuresBackgroundDuringPresentation = newValue }
    }
    /// Whether the navigation bar hides while searching (kept, not drawn; true).
    open var hidesNavigationBarDuringPresentation = true
    /// Whether the controller shows the bar's Cancel button while active (true;
    /// setting the bar's `showsCancelButton` makes it false, as UIKit documents).
    open var automaticallyShowsCancelButton = true
    /// Whether the controller shows the bar's scope buttons while active (true).
    open var automaticallyShowsScopeBar = true
    /// Whether the results controller shows itself once there is text (true).
    open var automaticallyShowsSearchResultsController = true
    /// Whether the results controller is shown; kept up to date while
    /// `automaticallyShowsSearchResultsController`: active with text.
    open var showsSearchResultsController = false

    /// The controller whose navigation item holds this one, if any.
    weak var contentsStorage: UIViewController?
    private var active = false

    /// A search controller whose results show in `searchResultsController` (nil: the contents show them).
    public init(searchResultsController: UIViewController?) {
        self.searchResultsController = searchResultsController
        self.searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width,
                                                   height: UISearchBar.standardHeight))
        super.init(nibName: nil, bundle: nil)
        searchBar.searchController = self
    }

    /// A search controller whose results show in the contents (designated, as
    /// in UIKit, so a subclass can override it).
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        searchResultsController = nil
        searchBar = UISearchBar(frame: CGRect(x: 0, y: 0, width: UIScreen.main.bounds.width, height: UISearchBar.standardHeight))
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
        searchBar.searchController = self
    }

    /// Controllers are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the search is presented. Setting it true presents it without
    /// editing the bar (call `searchBar.becomeFirstResponder()` for the
    /// keyboard, as on iOS); setting it false dismisses it and ends the
    /// bar's editing, keeping its text.
    open var isActive: Bool {
        get { active }
        set {
            if newValue { activate() } else { deactivate() }
        }
    }

    /// The controller whose screen the search covers (see the type's notes).
    var contentsController: UIViewController? {
        if let contentsStorage { return contentsStorage }
        var responder: UIResponder? = searchBar.headerOf ?? searchBar.superview
        while let current = responder {
            if let controller = current as? UIViewController { return controller }
            responder = current.next
        }
        return nil
    }

    /// The controller the search is presented from.
    private var presenter: UIViewController? {
        guard let contents = contentsController else { return nil }
        return contents.definesPresentationContext ? contents : contents.navigationController ?? contents
    }

    /// Presents the search: `willPresentSearchController`, the presentation
    /// (the Cancel button and scope bar shown, if automatic), `didPresentSearchController`.
    func activate() {
        guard !active else { return }
        delegate?.willPresentSearchController(self)
        active = true
        listActive(true)
        if automaticallyShowsCancelButton { searchBar.showCancelButtonAutomatically(true) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = true }
        followText()
        presenter?.presentHere(self, animated: true)
        delegate?.didPresentSearchController(self)
    }

    /// Dismisses the search: the bar's editing ends, `willDismissSearchController`,
    /// the dismissal (the Cancel button and scope bar hidden, if automatic),
    /// `didDismissSearchController`.
    func deactivate() {
        guard active else { return }
        searchBar.searchTextField.finishEditing(forced: true)
        delegate?.willDismissSearchController(self)
        becomeInactive()
        presentingViewController?.dismiss(animated: true)
        delegate?.didDismissSearchController(self)
    }

    /// The search is no longer presented: not listed, the Cancel button and scope bar hidden (if automatic).
    private func becomeInactive() {
        active = false
        listActive(false)
        if automaticallyShowsCancelButton { searchBar.showCancelButtonAutomatically(false) }
        if automaticallyShowsScopeBar, !(searchBar.scopeButtonTitles ?? []).isEmpty { searchBar.showsScopeBar = false }
        followText()
    }

    /// Dismissed some other way (`dismiss(animated:)` on it or its presenter):
    /// the search ends as when `isActive` is set false, without the delegate's calls.
    open override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        guard active, presentingViewController == nil else { return }
        searchBar.searchTextField.finishEditing(forced: true)
        becomeInactive()
    }

    /// The user cancels (the Cancel button, or a tap on the covered contents):
    /// the text is cleared, the search dismissed, and, when the text changed,
    /// the updater asked once more (for the empty text).
    func cancel() {
        let hadText = !(searchBar.text ?? "").isEmpty
        searchBar.text = ""
        deactivate()
        if hadText { searchResultsUpdater?.updateSearchResults(for: self) }
    }

    /// Asks the updater, after the results controller is shown or hidden for the text.
    func updateResults() {
        followText()
        searchResultsUpdater?.updateSearchResults(for: self)
    }

    private func followText() {
        guard automaticallyShowsSearchResultsController, searchResultsController != nil else { return }
        showsSearchResultsController = active && !(searchBar.text ?? "").isEmpty
    }

    /// Whether the search covers `view` now: it is presented, `view` is in
    /// the contents, and either the dimming view (obscuring, with no results
    /// controller or no text yet) or the results controller is over it.
    func covers(_ view: UIView) -> Bool {
        guard active, let contents = contentsController?.viewIfLoaded, view.isDescendant(of: contents) else { return false }
        return dims || (searchResultsController != nil && showsSearchResultsController)
    }

    /// Whether the dimming view is over the contents (a tap on it cancels the search).
    var dims: Bool {
        active && obscuresBackgroundDuringPresentation
            && (searchResultsController == nil || !showsSearchResultsController)
    }

    /// The search controllers active now (for the tables' touches).
    static var presented: [UISearchController] { activeControllers.compactMap(\.value) }
    private static var activeControllers: [Weak<UISearchController>] = []

    private func listActive(_ listed: Bool) {
        Self.activeControllers.removeAll { $0.value == nil || $0.value === self }
        if listed { Self.activeControllers.append(Weak(value: self)) }
    }
}

/// UIKit's `UISearchResultsUpdating`.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: AnyObject {
    /// Called when the bar begins editing, and when its text or scope changes.
    func updateSearchResults(for searchController: UISearchController)
}

/// UIKit's `UISearchControllerDelegate`; every method is optional.
/// (`presentSearchController(_:)`, to present it yourself, is not offered:
/// Swift cannot tell whether a delegate implements it.)
@preconcurrency @MainActor
public protocol UISearchControllerDelegate: AnyObject {
    func willPresentSearchController(_ searchController: UISearchController)
    func didPresentSearchController(_ searchController: UISearchController)
    func willDismissSearchController(_ searchController: UISearchController)
    func didDismissSearchController(_ searchController: UISearchController)
}

extension UISearchControllerDelegate {
    public func willPresentSearchController(_ searchController: UISearchController) {}
    public func didPresentSearchController(_ searchController: UISearchController) {}
    public func willDismissSearchController(_ searchController: UISearchController) {}
    public func didDismissSearchController(_ searchController: UISearchController) {}
}
