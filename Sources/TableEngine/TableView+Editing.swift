import Foundation

/// The table's editing state (ENGINE.md §13).
struct EditingState {
    /// `setEditing(true)`: every row shows its editing controls.
    var isOn = false
    /// The row swiped to show its Delete button or its swipe actions: the
    /// table is editing for it alone.
    var swiped: RowPath? {
        didSet { if swiped == nil { swipeShowsActions = false } }
    }
    /// The swiped row shows the delegate's swipe actions, not a Delete button.
    var swipeShowsActions = false
    /// A commit is running: an update that deletes the swiped row ends the swipe
    /// without a `didEndEditing`, which the commit traces itself afterwards.
    var committing = false
    var allowsSelectionDuringEditing = false
    var allowsMultipleSelectionDuringEditing = false
}

/// Editing (ENGINE.md §13): editing mode, what it asks each row, swipe to
/// delete, and committing an edit.
///
/// The user's gestures are simulation calls with their own names
/// (`swipeToDelete(rowAt:)`, `endSwipe()`, `commitEditing(rowAt:)`); the
/// rest is UIKit's API.
extension TableView {
    /// `isEditing`: true in editing mode and while a row is swiped.
    /// Setting it is `setEditing(_:animated: false)`.
    /// - Complexity: O(1) to read; as `setEditing(_:animated:)` to set.
    public var isEditing: Bool {
        get { editing.isOn || editing.swiped != nil }
        set { setEditing(newValue) }
    }

    /// `allowsSelectionDuringEditing` (default false): whether taps select while editing.
    /// - Complexity: O(1)
    public var allowsSelectionDuringEditing: Bool {
        get { editing.allowsSelectionDuringEditing }
        set { editing.allowsSelectionDuringEditing = newValue }
    }

    /// `allowsMultipleSelectionDuringEditing` (default false): taps while
    /// editing toggle rows in and out of the selection, and rows show selection
    /// controls instead of delete or insert controls (no `editingStyle` is asked).
    /// - Complexity: O(1)
    public var allowsMultipleSelectionDuringEditing: Bool {
        get { editing.allowsMultipleSelectionDuringEditing }
        set { editing.allowsMultipleSelectionDuringEditing = newValue }
    }

    /// The row whose Delete button (or swipe actions) a swipe shows, nil when none is swiped.
    /// - Complexity: O(1)
    public var swipedRow: IndexPath? { editing.swiped?.indexPath }

    /// Whether the swiped row shows the delegate's swipe actions rather than a Delete button.
    /// - Complexity: O(1)
    public var swipeShowsActions: Bool { editing.swipeShowsActions }

    /// `setEditing(_:animated:)`. A swiped row's swipe ends first
    /// (`didEndEditing`). Turning editing on pushes it to every mounted cell,
    /// then asks each visible row, in order, `canEdit` and, when it can edit,
    /// `editingStyle` (not with multiple selection during editing). Turning it
    /// off asks nothing. The selection stays. Before the table has loaded it
    /// only sets the mode.
    /// - Complexity: O(m) for m mounted rows.
    public func setEditing(_ on: Bool, animated: Bool = false) {
        guard isLoaded else {
            editing.isOn = on
            return
        }
        operation {
            if editing.swiped != nil { endSwipeCallingOut() }
            guard on != editing.isOn else { return }
            editing.isOn = on
            for cell in boundCells { cell.isEditing = on }
            guard on else { return }
            for (p, cell) in zip(mounted, boundCells) where visible.containsSorted(p) {
                let ip = p.indexPath
                record(.canEdit, .row(ip))
                let canEdit = askCanEdit(ip)
                cell.answers.canEdit = canEdit
                if canEdit && !editing.allowsMultipleSelectionDuringEditing {
                    record(.editingStyle, .row(ip))
                    cell.answers.editingStyle = events?.tableView(self, editingStyleForRowAt: ip) ?? .delete
                }
            }
        }
        checkInvariants()
    }

    /// The editing answers asked when a row is bound: `canEdit`; while
    /// editing and when it can edit, `canMove` and `editingStyle` (not with
    /// multiple selection during editing). A row that cannot edit shows no
    /// control, so nothing more is asked about it.
    func askEditingAnswers(_ ip: IndexPath) -> TableViewCell.EditingAnswers {
        record(.canEdit, .row(ip))
        var answers = TableViewCell.EditingAnswers(canEdit: askCanEdit(ip))
        guard editing.isOn, answers.canEdit == true else { return answers }
        record(.canMove, .row(ip))
        answers.canMove = source?.tableView(self, canMoveRowAt: ip) ?? true
        if !editing.allowsMultipleSelectionDuringEditing {
            record(.editingStyle, .row(ip))
            answers.editingStyle = events?.tableView(self, editingStyleForRowAt: ip) ?? .delete
        }
        return answers
    }

    /// A row's editing answers: those its cell heard, else the data source's
    /// and delegate's now (not traced: the table looks them up, §13).
    func editingAnswers(_ p: RowPath) -> (canEdit: Bool, canMove: Bool, style: TableViewCell.EditingStyle) {
        let heard = cell(boundTo: p)?.answers ?? TableViewCell.EditingAnswers()
        let ip = p.indexPath
        let canEdit = heard.canEdit ?? askCanEdit(ip)
        let canMove = heard.canMove ?? source?.tableView(self, canMoveRowAt: ip) ?? true
        let style = heard.editingStyle ?? events?.tableView(self, editingStyleForRowAt: ip) ?? .delete
        return (canEdit, canMove, style)
    }

    // MARK: The user's gestures

    /// The user swipes a row to reveal its Delete button. On a visible row
    /// that can edit with style `.delete`, while the table is neither editing
    /// nor showing another swipe: `willBeginEditing`, and the table is editing
    /// for that row alone. Otherwise nothing happens, as in UIKit, and false
    /// is returned. The swipe uses the answers the row gave when it was bound.
    /// - Throws: `TableError.outOfRange` for a row the table does not have;
    ///   `TableError.invalidOperation` for a row not on screen, or from inside a callback.
    /// - Complexity: O(log m) for m mounted rows.
    @discardableResult
    public func swipeToDelete(rowAt indexPath: IndexPath) throws -> Bool {
        try swipe(rowAt: indexPath, showingActions: false)
    }

    /// The user swipes a row and it shows the swipe actions its delegate gave
    /// (iOS 11's `leading`/`trailingSwipeActionsConfigurationForRowAt`, asked
    /// by the caller, which found actions to show): as `swipeToDelete(rowAt:)`,
    /// on a visible row that can edit (whatever its editing style), while the
    /// table is neither editing nor showing another swipe, `willBeginEditing`
    /// and the table is editing for that row alone; the row shows no Delete
    /// button, so `commitEditing(rowAt:)` refuses it. `endSwipe()` ends it.
    /// - Throws: as `swipeToDelete(rowAt:)`.
    /// - Complexity: O(log m) for m mounted rows.
    @discardableResult
    public func swipeToShowActions(rowAt indexPath: IndexPath) throws -> Bool {
        try swipe(rowAt: indexPath, showingActions: true)
    }

    private func swipe(rowAt indexPath: IndexPath, showingActions: Bool) throws -> Bool {
        try refuseChangeWhileCallingOut()
        let p = try validate(indexPath)
        guard visible.containsSorted(p), let cell = cell(boundTo: p) else {
            throw TableError.invalidOperation(InvalidOperation(.rowNotOnScreen, indexPath: p.indexPath, "row \(p) is not on screen: only a visible row can be swiped"))
        }
        guard !editing.isOn, editing.swiped == nil else { return false }
        let answers = editingAnswers(p)
        guard answers.canEdit, showingActions || answers.style == .delete else { return false }
        operation {
            record(.willBeginEditing, .row(indexPath))
            events?.tableView(self, willBeginEditingRowAt: indexPath)
            editing.swiped = p
            editing.swipeShowsActions = showingActions
            cell.isEditing = true
            cell.showsDeleteConfirmation = !showingActions
        }
        checkInvariants()
        return true
    }

    /// The user dismisses the swiped row's Delete button: `didEndEditing`, and
    /// the table leaves editing. Does nothing when no row is swiped.
    /// - Complexity: O(log m) for m mounted rows.
    public func endSwipe() {
        guard editing.swiped != nil else { return }
        operation { endSwipeCallingOut() }
        checkInvariants()
    }

    /// The user taps a row's Delete (or insert) button, while the row is
    /// swiped or the table is editing: `commitEditingStyle`, then the data
    /// source's `commit(_:forRowAt:)`, where an app changes its data and tells
    /// the table (`deleteRows`, `insertRows`; this is not a callback in which
    /// the table refuses changes). After a swipe, `didEndEditing` with the
    /// row's index path from before the commit, and the table leaves editing.
    /// - Throws: `TableError.invalidOperation` when the row shows no such
    ///   button (not editing and not swiped, another row swiped, the row cannot
    ///   edit, style `.none`, multiple selection during editing); the data
    ///   source's update errors are the app's and are not rethrown.
    /// - Complexity: O(log m) plus what the data source does.
    public func commitEditing(rowAt indexPath: IndexPath) throws {
        try refuseChangeWhileCallingOut()
        let p = try validate(indexPath)
        let swiped = editing.swiped
        if let swiped, swiped != p {
            throw TableError.invalidOperation(InvalidOperation(.noEditingControl, indexPath: p.indexPath, "cannot commit an edit of row \(p): row \(swiped) is the swiped row, and only it shows a Delete button"))
        }
        if swiped != nil, editing.swipeShowsActions {
            throw TableError.invalidOperation(InvalidOperation(.noEditingControl, indexPath: p.indexPath,
                "cannot commit an edit of row \(p): the swipe shows the delegate's swipe actions, not a Delete button (run an action instead)"))
        }
        guard swiped != nil || editing.isOn else {
            throw TableError.invalidOperation(InvalidOperation(.noEditingControl, indexPath: p.indexPath, 
                "cannot commit an edit of row \(p): the table is not editing and no row is swiped (swipe the row or turn editing on first)"))
        }
        if swiped == nil && editing.allowsMultipleSelectionDuringEditing {
            throw TableError.invalidOperation(InvalidOperation(.noEditingControl, indexPath: p.indexPath, 
                "cannot commit an edit of row \(p): with multiple selection during editing, rows show selection controls, not delete or insert controls"))
        }
        let answers = editingAnswers(p)
        guard answers.canEdit else {
            throw TableError.invalidOperation(InvalidOperation(.noEditingControl, indexPath: p.indexPath, "cannot commit an edit of row \(p): canEditRowAt answered no, so it shows no editing control"))
        }
        guard answers.style != .none else {
            throw TableError.invalidOperation(InvalidOperation(.noEditingControl, indexPath: p.indexPath, "cannot commit an edit of row \(p): its editing style is none, so it shows no delete or insert control"))
        }
        let swipedCell = swiped.flatMap { cell(boundTo: $0) }
        record(.commitEditingStyle, .rowAndStyle(indexPath, answers.style))
        editing.committing = true
        source?.tableView(self, commit: answers.style, forRowAt: indexPath)
        editing.committing = false
        guard swiped != nil else { return }
        operation {
            if editing.swiped != nil {
                endSwipeCallingOut()
            } else {
                // The app deleted the row: the swipe ended with it; the delegate hears of it now.
                swipedCell?.isEditing = editing.isOn
                swipedCell?.showsDeleteConfirmation = false
                endedEditing(p)
            }
        }
        checkInvariants()
    }

    // MARK: Keeping the swipe in step

    private func endSwipeCallingOut() {
        guard let p = editing.swiped else { return }
        editing.swiped = nil
        if let cell = cell(boundTo: p) {
            cell.isEditing = editing.isOn
            cell.showsDeleteConfirmation = false
        }
        endedEditing(p)
    }

    private func endedEditing(_ p: RowPath) {
        record(.didEndEditing, .row(p.indexPath))
        events?.tableView(self, didEndEditingRowAt: p.indexPath)
    }

    /// `reloadData()` ends a swipe (`didEndEditing`) before it asks for anything.
    func endSwipeBeforeReload() {
        guard editing.swiped != nil else { return }
        operation { endSwipeCallingOut() }
    }

    /// After a batch: the swiped row follows its row; when the row is gone
    /// (deleted or reloaded) the swipe ends, with `didEndEditing` unless a
    /// commit is running (the commit traces it once the app returns).
    func followSwipe(_ newPath: (RowPath) -> RowPath?) {
        guard let p = editing.swiped else { return }
        if let q = newPath(p) {
            editing.swiped = q
            return
        }
        editing.swiped = nil
        // A reloaded row's new cell was bound while the row was swiped: it leaves editing with the swipe.
        for cell in boundCells where cell.isEditing != editing.isOn || cell.showsDeleteConfirmation {
            cell.isEditing = editing.isOn
            cell.showsDeleteConfirmation = false
        }
        if !editing.committing { endedEditing(p) }
    }

    /// The swiped row exists, is mounted, and the table is not in editing mode as well.
    func editingViolation() -> String? {
        guard let p = editing.swiped else { return nil }
        guard p.section < store.sectionCount, p.row < store.rowCount(p.section) else { return "swiped row \(p) does not exist" }
        if editing.isOn { return "a row is swiped while the table is in editing mode" }
        return nil
    }
}
