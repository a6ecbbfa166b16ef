import Foundation

/// Whether taps select at all (ENGINE.md §17).
struct SelectionPolicy {
    var allowsSelection = true
}

/// The user's taps (ENGINE.md §10, §17): a tap is touch-down then lift. On
/// touch-down the row is asked whether it highlights; a row that does not is
/// neither highlighted nor selected. On lift it is unhighlighted, then the
/// selection calls follow, which `willSelectRowAt` and `willDeselectRowAt` may
/// redirect or refuse. These are simulation calls (`tapRow(at:)`,
/// `tapToDeselectRow(at:)`, `tapAccessory(rowAt:)`); the app's own selection
/// is `selectRow(at:animated:scrollPosition:)`, which calls no delegate method.
extension TableView {
    /// `allowsSelection` (default true): when false, taps outside editing mode
    /// neither highlight nor select, and no delegate method is called.
    /// - Complexity: O(1)
    public var allowsSelection: Bool {
        get { selectionPolicy.allowsSelection }
        set { selectionPolicy.allowsSelection = newValue }
    }

    /// Whether a tap selects now: in editing mode `allowsSelectionDuringEditing`
    /// or `allowsMultipleSelectionDuringEditing`, else `allowsSelection`.
    var tapsSelect: Bool {
        if editing.isOn { return editing.allowsSelectionDuringEditing || editing.allowsMultipleSelectionDuringEditing }
        return selectionPolicy.allowsSelection
    }

    /// A simulated user tap on a row: `shouldHighlight`; when it answers yes,
    /// `didHighlight`, `didUnhighlight`, then the selection calls. Single
    /// selection: `willSelect(B)`, `willDeselect(A)`, `didDeselect(A)`,
    /// `didSelect(B)`; `willSelect` may answer another row (selected instead)
    /// or nil (nothing changes). With multiple selection (during editing:
    /// multiple selection during editing), tapping a selected row deselects it.
    /// When taps do not select (`allowsSelection`, editing), nothing is called;
    /// while a row is swiped, the tap only closes the swipe (`closesSwipe()`).
    /// - Throws: `TableError.outOfRange` when the table has no such row.
    /// - Complexity: O(s log s) for s selected rows.
    ///
    /// A tap is not an operation that calls out (`isCallingOut` stays
    /// false): its calls come from the user's touch, not from inside a pass,
    /// so the app may change the table in them, as UIKit apps do in
    /// `didSelectRowAt` (a batch update, a reload, a scroll). A handler that
    /// runs before `didSelectRowAt` (the highlight calls, `willSelectRowAt`,
    /// `willDeselectRowAt`, `didDeselectRowAt`) and changes the rows (a
    /// batch or a reload) stops the tap there: the index paths it holds
    /// name other rows now (engine choice).
    public func tapRow(at indexPath: IndexPath) throws {
        let p = try validate(indexPath)
        if closesSwipe() { return }
        let changes = rowChanges
        guard tapsSelect, highlight(p), rowChanges == changes else { return }
        let multiple = selectsMultiple
        if multiple && selection.contains(p) {
            deselect(p)
            return
        }
        record(.willSelect, .row(indexPath))
        // The delegate's nil refuses; no delegate selects the row.
        let answer = delegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard rowChanges == changes, let target = answer,
              let q = try? validate(target) else { return }
        // A tap on the one selected row (the usual repeated tap) has no other
        // row to deselect and nothing to insert.
        if !(selection.count == 1 && selection.first == q) {
            if !multiple {
                for other in selection.sorted() where other != q {
                    deselect(other)
                    guard rowChanges == changes else {
                        checkInvariants()
                        return
                    }
                }
            }
            selection.insert(q)
        }
        cell(boundTo: q)?.isSelected = true
        record(.didSelect, .row(q.indexPath))
        delegate?.tableView(self, didSelectRowAt: q.indexPath)
        checkInvariants()
    }

    /// A simulated user tap that deselects a selected row: the highlight calls
    /// as for `tapRow(at:)`, then `willDeselect`, `didDeselect` (nothing happens
    /// for a row that is not selected, or when taps do not select).
    /// - Throws: `TableError.outOfRange` when the table has no such row.
    /// - Complexity: O(log m) for m mounted rows.
    public func tapToDeselectRow(at indexPath: IndexPath) throws {
        let p = try validate(indexPath)
        if closesSwipe() { return }
        guard selection.contains(p), tapsSelect else { return }
        let changes = rowChanges
        if highlight(p), rowChanges == changes { deselect(p) }
        checkInvariants()
    }

    /// A simulated tap on a row's accessory button: `accessoryButtonTapped`.
    /// - Throws: `TableError.outOfRange` when the table has no such row.
    /// - Complexity: O(1) plus the delegate's call.
    public func tapAccessory(rowAt indexPath: IndexPath) throws {
        _ = try validate(indexPath)
        if closesSwipe() { return }
        record(.accessoryButtonTapped, .row(indexPath))
        delegate?.tableView(self, accessoryButtonTappedForRowWith: indexPath)
    }

    /// While a row is swiped, the user's touch only closes the swipe
    /// (`didEndEditing`): a tap selects nothing, as in iOS's own lists (§13,
    /// FIDELITY.md row 52). Returns whether it did. (Inlined: a drag asks at every scroll step.)
    @inline(__always)
    func closesSwipe() -> Bool {
        guard editing.swiped != nil else { return false }
        endSwipe()
        return true
    }

    /// Touch-down and lift: `shouldHighlight`, then, when it answers yes,
    /// `didHighlight` and `didUnhighlight`. Returns the answer.
    private func highlight(_ p: RowPath) -> Bool {
        let ip = p.indexPath
        record(.shouldHighlight, .row(ip))
        guard delegate?.tableView(self, shouldHighlightRowAt: ip) ?? true else { return false }
        record(.didHighlight, .row(ip))
        delegate?.tableView(self, didHighlightRowAt: ip)
        record(.didUnhighlight, .row(ip))
        delegate?.tableView(self, didUnhighlightRowAt: ip)
        return true
    }

    /// `willDeselect` may answer the row (deselected), another selected row
    /// (deselected instead) or nil (nothing changes).
    private func deselect(_ p: RowPath) {
        record(.willDeselect, .row(p.indexPath))
        let changes = rowChanges
        let answer = delegate.map { $0.tableView(self, willDeselectRowAt: p.indexPath) } ?? p.indexPath
        guard rowChanges == changes, let target = answer,
              let q = try? validate(target), selection.contains(q) else { return }
        selection.remove(q)
        cell(boundTo: q)?.isSelected = false
        record(.didDeselect, .row(q.indexPath))
        delegate?.tableView(self, didDeselectRowAt: q.indexPath)
    }
}
