import Foundation

/// UIKit's `UISearchTextField` (iOS 13): the text field inside a search bar.
@preconcurrency @MainActor
open class UISearchTextField: UITextField {}

/// UIKit's `UISearchBar`: a search field with optional Cancel button and
/// scope buttons. Its text is edited in its `searchTextField`, so it begins
/// and ends editing one field at a time, as text fields do, and its delegate
/// hears UIKit's `UISearchBarDelegate` calls. A search controller's bar also
/// drives the controller (`UISearchController`). The user is played by
/// `simulateTap()`, `simulateTyping(_:)`, `simulateDeleteBackward()`,
/// `simulateTapClearButton()`, `simulateTapSearchButton()`,
/// `simulateTapCancelButton()` and `simulateSelectScopeButton(at:)`.
@preconcurrency @MainActor
open class UISearchBar: UIView {
    /// UIKit's `UISearchBar.Style`.
    public enum Style: UInt, Sendable { case `default`, prominent, minimal }

    /// The bar's height since iOS 11 (it was 44 before): what `sizeThatFits` answers.
    static let standardHeight: CGFloat = 56

    /// The field the text is edited in (its delegate is the bar's own: use the bar's `delegate`).
    public let searchTextField = UISearchTextField(frame: .zero)
    /// The delegate (not retained).
    open weak var delegate: UISearchBarDelegate?
    /// The search controller this bar belongs to, if any.
    weak var searchController: UISearchController?
    /// The table showing this bar as its `tableHeaderView`, if any.
    weak var headerOf: UITableView?
    private var fieldDelegate: SearchFieldDelegate?

    /// The search text: setting it calls no delegate, as in UIKit.
    open var text: String? {
        get { searchTextField.text }
        set { searchTextField.text = newValue }
    }
    /// The grey text shown while the field is empty (kept, not drawn).
    open var placeholder: String? {
        get { searchTextField.placeholder }
        set { searchTextField.placeholder = newValue }
    }
    /// A line above the field (kept, not drawn).
    open var prompt: String?
    /// The look (kept, not drawn; `.default`).
    open var searchBarStyle: Style = .default
    /// The bar's style and colours (kept, not drawn).
    open var barStyle: UIBarStyle = .default
    open var barTintColor: UIColor?
    open var isTranslucent = true

    /// Whether the Cancel button shows. Setting it hands the button to the
    /// app: a search controller stops showing and hiding it (its
    /// `automaticallyShowsCancelButton` becomes false), as UIKit documents.
    open var showsCancelButton: Bool {
        get { cancelButtonShown }
        set { setShowsCancelButton(newValue, animated: false) }
    }
    private var cancelButtonShown = false
    /// Shows or hides the Cancel button (nothing animates).
    open func setShowsCancelButton(_ showsCancelButton: Bool, animated: Bool) {
        cancelButtonShown = showsCancelButton
        searchController?.automaticallyShowsCancelButton = false
    }
    /// Whether the bookmark and results-list buttons show (kept, not drawn).
    open var showsBookmarkButton = false, showsSearchResultsButton = false
    /// The scope buttons' titles (shown under the field when `showsScopeBar`).
    open var scopeButtonTitles: [String]?
    /// The selected scope button (default 0).
    open var selectedScopeButtonIndex = 0
    /// Whether the scope bar shows (a search controller shows it while active).
    open var showsScopeBar = false

    // The keyboard settings are the field's.
    open var keyboardType: UIKeyboardType {
        get { searchTextField.keyboardType }
        set { searchTextField.keyboardType = newValue }
    }
    open var returnKeyType: UIReturnKeyType {
        get { searchTextField.returnKeyType }
        set { searchTextField.returnKeyType = newValue }
    }
    open var autocapitalizationType: UITextAutocapitalizationType {
        get { searchTextField.autocapitalizationType }
        set { searchTextField.autocapitalizationType = newValue }
    }
    open var autocorrectionType: UITextAutocorrectionType {
        get { searchTextField.autocorrectionType }
        set { searchTextField.autocorrectionType = newValue }
    }
    open var spellCheckingType: UITextSpellCheckingType {
        get { searchTextField.spellCheckingType }
        set { searchTextField.spellCheckingType = newValue }
    }
    open var enablesReturnKeyAutomatically: Bool {
        get { searchTextField.enablesReturnKeyAutomatically }
        set { searchTextField.enablesReturnKeyAutomatically = newValue }
    }
    open override var inputAccessoryView: UIView? {
        get { searchTextField.inputAccessoryView }
        set { searchTextField.inputAccessoryView = newValue }
    }

    public override init(frame: CGRect) {
        super.init(frame: frame)
        searchTextField.clearButtonMode = .whileEditing
        searchTextField.returnKeyType = .search
        let fieldDelegate = SearchFieldDelegate(bar: self)
        self.fieldDelegate = fieldDelegate
        searchTextField.delegate = fieldDelegate
        searchTextField.addAction(UIAction { [weak self] _ in self?.textChanged() }, for: .editingChanged)
        addSubview(searchTextField)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The bar is 56 points high since iOS 11 (FIDELITY.md, row 69), as wide as asked.
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: Self.standardHeight)
    }

    /// Whether the bar's field is being edited.
    open override var isFirstResponder: Bool { searchTextField.isFirstResponder }
    /// Begins editing the bar's field (as `UITextField` does), activating its search controller.
    @discardableResult
    open override func becomeFirstResponder() -> Bool { searchTextField.becomeFirstResponder() }
    /// Ends editing the bar's field.
    @discardableResult
    open override func resignFirstResponder() -> Bool { searchTextField.resignFirstResponder() }

    // MARK: Delegate calls, from the field

    fileprivate func shouldBeginEditing() -> Bool { delegate?.searchBarShouldBeginEditing(self) ?? true }

    fileprivate func didBeginEditing() {
        searchController?.activate()
        delegate?.searchBarTextDidBeginEditing(self)
        searchController?.updateResults()
    }

    fileprivate func textChanged() {
        delegate?.searchBar(self, textDidChange: text ?? "")
        searchController?.updateResults()
    }

    fileprivate func shouldChange(in range: NSRange, replacement: String) -> Bool {
        delegate?.searchBar(self, shouldChangeTextIn: range, replacementText: replacement) ?? true
    }

    fileprivate func shouldEndEditing() -> Bool { delegate?.searchBarShouldEndEditing(self) ?? true }
    fileprivate func didEndEditing() { delegate?.searchBarTextDidEndEditing(self) }
    fileprivate func searchButtonClicked() { delegate?.searchBarSearchButtonClicked(self) }

    // MARK: The user (not UIKit API)

    /// The user taps the field: `searchBarShouldBeginEditing`; if allowed,
    /// a search controller presents itself (see `UISearchController`), then
    /// `searchBarTextDidBeginEditing` and the controller's
    /// `updateSearchResults(for:)`. Nothing when the bar takes no touch.
    public func simulateTap() { searchTextField.simulateTap() }

    /// The user types `text`, one key at a time: `searchBar(_:shouldChangeTextIn:replacementText:)`,
    /// then `searchBar(_:textDidChange:)` and `updateSearchResults(for:)`
    /// for each character allowed. The field is tapped first if not editing.
    public func simulateTyping(_ text: String) { searchTextField.simulateTyping(text) }

    /// The user presses Delete: as typing, with an empty replacement.
    public func simulateDeleteBackward() { searchTextField.simulateDeleteBackward() }

    /// The user taps the field's clear button (shown while editing, with
    /// text): the text empties and the delegate hears `textDidChange` with
    /// "", as Apple documents.
    public func simulateTapClearButton() { searchTextField.simulateTapClearButton() }

    /// The user taps the keyboard's Search key while editing: `searchBarSearchButtonClicked`.
    /// Editing goes on (resign the bar there to hide the keyboard).
    public func simulateTapSearchButton() { searchTextField.simulateReturn() }

    /// The user taps Cancel, when it shows: `searchBarCancelButtonClicked`;
    /// a search controller's bar then dismisses the search (its text cleared).
    /// Nothing when the button is hidden or the bar takes no touch.
    public func simulateTapCancelButton() {
        guard showsCancelButton, receivesTouches else { return }
        delegate?.searchBarCancelButtonClicked(self)
        searchController?.cancel()
    }

    /// The user taps scope button `index`, when the scope bar shows:
    /// `selectedScopeButtonIndex` changes and the delegate hears
    /// `searchBar(_:selectedScopeButtonIndexDidChange:)`, then a search
    /// controller's `updateSearchResults(for:)`. Nothing for the selected
    /// button, one out of range, or a bar that takes no touch.
    public func simulateSelectScopeButton(at index: Int) {
        guard showsScopeBar, receivesTouches, index != selectedScopeButtonIndex,
              (scopeButtonTitles ?? []).indices.contains(index) else { return }
        selectedScopeButtonIndex = index
        delegate?.searchBar(self, selectedScopeButtonIndexDidChange: index)
        searchController?.updateResults()
    }

    /// Shows or hides the Cancel button for a search controller (which keeps it automatic).
    func showCancelButtonAutomatically(_ shown: Bool) {
        cancelButtonShown = shown
    }
}

extension UIView {
    /// The view this one is inside (`superview`). `isDescendant(of:)`,
    /// hit-testing, `window`, `convert(_:to:)` and the responder chain follow
    /// it, so `endEditing` reaches a field in a cell and a field's position
    /// converts to the table's coordinates.
    var containingView: UIView? { superview }

    /// The table, for what a table shows without making it a subview here
    /// (in UIKit each is one): a search bar that is its `tableHeaderView`, a
    /// cell it has mounted, a header or footer view it shows.
    var shownByTable: UIView? {
        if let bar = self as? UISearchBar { return bar.headerOf }
        if let cell = self as? UITableViewCell { return cell.engineCell?.indexPath == nil ? nil : cell.owningTable }
        if let view = self as? UITableViewHeaderFooterView { return view.engineView?.section == nil ? nil : view.owningTable }
        return nil
    }
}

/// Passes the bar's field's questions and news to the bar, as UIKit's bar
/// is its own field's delegate (kept apart so the bar's API stays UIKit's).
@MainActor
private final class SearchFieldDelegate: UITextFieldDelegate {
    unowned let bar: UISearchBar

    init(bar: UISearchBar) {
        self.bar = bar
    }

    func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { bar.shouldBeginEditing() }
    func textFieldDidBeginEditing(_ textField: UITextField) { bar.didBeginEditing() }
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { bar.shouldEndEditing() }
    func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { bar.didEndEditing() }
    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        bar.shouldChange(in: range, replacement: string)
    }
    func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        bar.searchButtonClicked()
        return false
    }
}

/// UIKit's `UISearchBarDelegate`; every method is optional (defaults below).
@preconcurrency @MainActor
public protocol UISearchBarDelegate: AnyObject {
    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar)
    func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String)
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar)
    func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar)
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar)
    func searchBarResultsListButtonClicked(_ searchBar: UISearchBar)
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int)
}

extension UISearchBarDelegate {
    public func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {}
    public func searchBarShouldEndEditing(_ searchBar: UISearchBar) -> Bool { true }
    public func searchBarTextDidEndEditing(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) {}
    public func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarBookmarkButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBarResultsListButtonClicked(_ searchBar: UISearchBar) {}
    public func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {}
}
