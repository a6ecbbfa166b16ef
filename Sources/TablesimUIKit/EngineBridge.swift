import Foundation
import TableEngine

/// The engine's data source and delegate: it hands each call to the
/// UIKit-shaped data source and delegate of its table, turning engine cells
/// into the app's cells and back. The calls every row makes are
/// `nonisolated` and enter the main actor through `onMainActor`.
@MainActor
final class EngineBridge: @preconcurrency TableViewDataSource, @preconcurrency TableViewDelegate {
    /// The table this bridge serves, not retained and never released early:
    /// the table owns the bridge and the engine, and the engine calls the
    /// bridge only from inside the table's own methods, so the table is alive
    /// at every call (a weak reference cost a slow-path load and release per
    /// call). The calls every row makes get it through `withUnretained`,
    /// without even a retain and a release (the table is weakly referenced,
    /// by its cells, and so takes the runtime's slow path for both, about
    /// 145 instructions a call); the other calls read `table`.
    nonisolated let tableReference: Unmanaged<UITableView>

    /// The table (see `tableReference`).
    var table: UITableView { tableReference.takeUnretainedValue() }

    /// The user's move whose `moveRowAt` the data source is answering (the
    /// row is already where it was dropped, as far as the app can tell); nil otherwise.
    var rowBeingMoved: (from: IndexPath, to: IndexPath)?
    /// Work a `moveRowAt` leaves for after the move: a diffable snapshot
    /// applied there whose order differs from the moved one.
    var afterMove: [() -> Void] = []
    /// Whether the user's gesture under way selected or deselected a row
    /// (`UITableView.postSelectionChangeIfAny()` posts the notification).
    var userChangedSelection = false

    init(table: UITableView) {
        tableReference = Unmanaged.passUnretained(table)
    }

    /// Runs what the data source's `moveRowAt` left for after the move, in order.
    func finishMove() {
        while !afterMove.isEmpty { afterMove.removeFirst()() }
    }

    // MARK: Data source

    func numberOfSections(in tableView: TableView) -> Int {
        guard let source = table.dataSource else { return 1 }
        return source.numberOfSections(in: table)
    }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        guard let source = table.dataSource else { return 0 }
        return source.tableView(table, numberOfRowsInSection: section)
    }

    nonisolated func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableEngine.TableViewCell {
        onMainActor((tableReference, Unmanaged.passUnretained(tableView), indexPath)) { call in
            let (table, tableView, indexPath) = call
            return table.withUnretained { table in
                guard let source = table.dataSource else {
                    return tableView.takeUnretainedValue().dequeueReusableCell(withIdentifier: "", for: indexPath)
                }
                let start = table.dequeuedWhileBinding.count
                table.binding.append(start)
                let cell = source.tableView(table, cellForRowAt: indexPath)
                table.binding.removeLast()
                let engineCell = table.engineCell(returnedBy: cell, at: indexPath, dequeued: table.dequeuedWhileBinding[start...])
                while table.dequeuedWhileBinding.count > start { table.dequeuedWhileBinding.removeLast() }
                return engineCell
            }
        }
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        guard let source = table.dataSource else { return nil }
        return source.tableView(table, titleForHeaderInSection: section)
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        guard let source = table.dataSource else { return nil }
        return source.tableView(table, titleForFooterInSection: section)
    }

    nonisolated func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        onMainActor((tableReference, indexPath)) { call in
            // Not asked once the default is learnt (`KnownDefaults`): the engine answers for it.
            return call.0.withUnretained { table in
                guard let source = table.dataSource else { return true }
                return source.tableView(table, canEditRowAt: call.1)
            }
        }
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        guard let source = table.dataSource else { return false }
        return source.tableView(table, canMoveRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, commit editingStyle: TableEngine.TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        table.dataSource?.tableView(table, commit: UITableViewCell.EditingStyle(editingStyle), forRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rowBeingMoved = (sourceIndexPath, destinationIndexPath)
        defer { rowBeingMoved = nil }
        table.dataSource?.tableView(table, moveRowAt: sourceIndexPath, to: destinationIndexPath)
    }

    func sectionIndexTitles(for tableView: TableView) -> [String]? {
        guard let source = table.dataSource else { return nil }
        return source.sectionIndexTitles(for: table)
    }

    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        guard let source = table.dataSource else { return index }
        return source.tableView(table, sectionForSectionIndexTitle: title, at: index)
    }

    // MARK: Delegate

    nonisolated func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        onMainActor((tableReference, Unmanaged.passUnretained(tableView), indexPath)) { call in
            return call.0.withUnretained { table in
                guard let delegate = table.delegate else { return call.1.takeUnretainedValue().rowHeight }
                let height = delegate.tableView(table, heightForRowAt: call.2)
                return height < 0 ? UITableView.selfSizingFallback : Double(height)
            }
        }
    }

    nonisolated func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        onMainActor((tableReference, Unmanaged.passUnretained(tableView), indexPath)) { call in
            // No delegate: UIKit asks nobody, and the table uses its own estimate.
            return call.0.withUnretained { table in
                guard let delegate = table.delegate else { return call.1.takeUnretainedValue().defaultEstimatedRowHeight() }
                let height = delegate.tableView(table, estimatedHeightForRowAt: call.2)
                // automaticDimension: the engine's own estimate (the row height).
                return height < 0 ? TableView.automaticDimension : Double(height)
            }
        }
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        guard let delegate = table.delegate else { return TableView.automaticDimension }
        return Double(delegate.tableView(table, heightForHeaderInSection: section))
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        guard let delegate = table.delegate else { return TableView.automaticDimension }
        return Double(delegate.tableView(table, heightForFooterInSection: section))
    }

    nonisolated func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        onMainActor((tableReference, indexPath)) { call in
            // Not asked once the default is learnt (`KnownDefaults`).
            return call.0.withUnretained { table in
                guard let delegate = table.delegate else { return 0 }
                return delegate.tableView(table, indentationLevelForRowAt: call.1)
            }
        }
    }

    nonisolated func tableView(_ tableView: TableView, willDisplay cell: TableEngine.TableViewCell, forRowAt indexPath: IndexPath) {
        onMainActor((tableReference, Unmanaged.passUnretained(cell), indexPath)) { call in
            let (table, cell, indexPath) = call
            return table.withUnretained { table in
                let shown = cell.withUnretained { $0.shownState }
                // Nothing to do when the delegate's willDisplay is the default, the
                // cell shows neither state, no app cell of this table does, and
                // the app cell exists (else it is made here, as in every call)
                // with no configuration update due that the app could see.
                // The cell's frame waits until the app gets the cell from the
                // table (`cellForRow(at:)`, `visibleCells`), where it is set.
                if table.knownDefaults.contains(.willDisplay), !shown.isSelected, !shown.isEditing, !table.cellsMayShowState,
                   let layer = cell.withUnretained({ $0.layer }),
                   !unsafeDowncast(layer, to: UITableViewCell.self).configurationUpdateIsDue {
                    return
                }
                let appCell = cell.withUnretained { table.appCell(for: $0) }
                // The cell takes its row's rect and lays out (if its size changed
                // or a configuration update is due).
                appCell.takeRowFrame(in: table)
                if appCell.isSelected != shown.isSelected { appCell.setSelected(shown.isSelected, animated: false) }
                if appCell.isEditing != shown.isEditing { appCell.setEditing(shown.isEditing, animated: false) }
                if !table.knownDefaults.contains(.willDisplay) {
                    table.delegate?.tableView(table, willDisplay: appCell, forRowAt: indexPath)
                }
            }
        }
    }

    nonisolated func tableView(_ tableView: TableView, didEndDisplaying cell: TableEngine.TableViewCell, forRowAt indexPath: IndexPath) {
        onMainActor((tableReference, Unmanaged.passUnretained(cell), indexPath)) { call in
            // Not asked once the default is learnt (`KnownDefaults`).
            return call.0.withUnretained { table in
                table.delegate?.tableView(table, didEndDisplaying: call.1.withUnretained { table.appCell(for: $0) }, forRowAt: call.2)
            }
        }
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let delegate = table.delegate else { return indexPath }
        return delegate.tableView(table, willSelectRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        userChangedSelection = true
        table.delegate?.tableView(table, didSelectRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let delegate = table.delegate else { return indexPath }
        return delegate.tableView(table, willDeselectRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        userChangedSelection = true
        table.delegate?.tableView(table, didDeselectRowAt: indexPath)
    }

    // MARK: Header and footer views

    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableEngine.TableViewHeaderFooterView? {
        return table.engineHeaderFooterView(returnedBy: table.delegate?.tableView(table, viewForHeaderInSection: section))
    }

    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableEngine.TableViewHeaderFooterView? {
        return table.engineHeaderFooterView(returnedBy: table.delegate?.tableView(table, viewForFooterInSection: section))
    }

    func tableView(_ tableView: TableView, willDisplayHeaderView view: TableEngine.TableViewHeaderFooterView, forSection section: Int) {
        table.delegate?.tableView(table, willDisplayHeaderView: table.appHeaderFooterView(for: view), forSection: section)
    }

    func tableView(_ tableView: TableView, willDisplayFooterView view: TableEngine.TableViewHeaderFooterView, forSection section: Int) {
        table.delegate?.tableView(table, willDisplayFooterView: table.appHeaderFooterView(for: view), forSection: section)
    }

    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: TableEngine.TableViewHeaderFooterView, forSection section: Int) {
        table.delegate?.tableView(table, didEndDisplayingHeaderView: table.appHeaderFooterView(for: view), forSection: section)
    }

    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: TableEngine.TableViewHeaderFooterView, forSection section: Int) {
        table.delegate?.tableView(table, didEndDisplayingFooterView: table.appHeaderFooterView(for: view), forSection: section)
    }

    // MARK: Editing, reordering, highlight

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableEngine.TableViewCell.EditingStyle {
        guard let delegate = table.delegate else { return .delete }
        return delegate.tableView(table, editingStyleForRowAt: indexPath).engine
    }

    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {
        table.delegate?.tableView(table, willBeginEditingRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {
        table.delegate?.tableView(table, didEndEditingRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        guard let delegate = table.delegate else { return proposedDestinationIndexPath }
        return delegate.tableView(table, targetIndexPathForMoveFromRowAt: sourceIndexPath, toProposedIndexPath: proposedDestinationIndexPath)
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        guard let delegate = table.delegate else { return true }
        return delegate.tableView(table, shouldHighlightRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
        tableView.cellForRow(at: indexPath).map { table.appCell(for: $0).isHighlighted = true }
        table.delegate?.tableView(table, didHighlightRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {
        tableView.cellForRow(at: indexPath).map { table.appCell(for: $0).isHighlighted = false }
        table.delegate?.tableView(table, didUnhighlightRowAt: indexPath)
    }

    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        table.delegate?.tableView(table, accessoryButtonTappedForRowWith: indexPath)
    }
}

extension UITableViewCell.EditingStyle {
    init(_ engine: TableEngine.TableViewCell.EditingStyle) {
        switch engine {
        case .none: self = .none
        case .delete: self = .delete
        case .insert: self = .insert
        }
    }

    var engine: TableEngine.TableViewCell.EditingStyle {
        switch self {
        case .none: return .none
        case .delete: return .delete
        case .insert: return .insert
        }
    }
}

extension Unmanaged {
    /// Runs `body` with the object, neither retained nor released: the
    /// caller keeps it alive. The calls every row makes hand the bridge's
    /// main-actor code their table, engine table and engine cell this way
    /// (a reference in `onMainActor`'s arguments is retained and released,
    /// about 40 instructions, and 150 for a weakly referenced object).
    /// Called from this module: a main-actor closure handed straight to the
    /// standard library checks the executor (about 220 instructions).
    @inline(__always)
    func withUnretained<Result>(_ body: (Instance) -> Result) -> Result {
        _withUnsafeGuaranteedRef(body)
    }
}

/// Runs main-actor code for one of the engine's calls, with its arguments,
/// without the runtime's check of the current executor (about 220
/// instructions a call, six calls for every row that scrolls in). The engine
/// calls its data source and delegate only from inside the `UITableView`
/// method that called it, and `UITableView` is isolated to the main actor:
/// the call is already there. `body` takes its values as arguments, not as
/// captures: a closure that captures nothing has no context, so passing it
/// as escaping allocates nothing, and it converts without
/// `withoutActuallyEscaping` (whose check that the closure did not escape
/// cost a runtime call and a reabstraction thunk a call).
@inline(__always)
func onMainActor<Arguments, Result>(_ arguments: Arguments, _ body: @escaping @MainActor (Arguments) -> Result) -> Result {
    unsafeBitCast(body, to: ((Arguments) -> Result).self)(arguments)
}

extension UITableView.Style {
    var engineStyle: TableStyle {
        switch self {
        case .plain: return .plain
        case .grouped: return .grouped
        case .insetGrouped: return .insetGrouped
        }
    }
}

extension TableError {
    /// The name of the exception UIKit raises for this error.
    var exceptionName: NSExceptionName {
        switch self {
        case .scrollOutOfBounds, .outOfRange: return .rangeException
        case .invalidLength: return .invalidArgumentException
        case .invalidOperation(let operation):
            switch operation.kind {
            // A title, position or drop place the table does not have: an index out of range.
            case .noSuchIndexTitle, .indexTitleSectionOutOfRange, .dropOutOfRange: return .rangeException
            case .changeWhileCallingOut, .reloadLoop, .reconfigureUnavailable, .unbalancedEndUpdates, .cellNotHandedOut,
                 .viewNotHandedOut, .sectionIndexNotShown, .rowNotOnScreen, .noEditingControl, .noReorderControl,
                 .invalidMoveTarget:
                return .internalInconsistencyException
            }
        case .invalidUpdate, .invalidDataSource: return .internalInconsistencyException
        }
    }
}
