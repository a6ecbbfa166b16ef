import Foundation
import TableEngine

/// Calling the engine: an engine error becomes the exception UIKit raises,
/// and the app's cells are brought in step with the engine's after each call.
extension UITableView {
    /// Brings the app's cells in step with the engine's (selected, editing) after a change.
    /// - Complexity: O(1) when no row is selected, the table is not editing
    ///   and no cell shows either (a scroll through a plain list); else O(m)
    ///   for m mounted rows.
    func afterChange() {
        if hasHeaderOrFooterView { placeHeaderAndFooterViews() }
        if FirstResponder.mayBeSet { endEditingInCellsNotShown() }
        // The common case in one call: nothing to bring in step.
        if !cellsMayShowState && engine.showsNoCellState { return }
        guard !engine.isCallingOut else { return }
        // Then every engine cell is unselected and not editing, and so is
        // every app cell: nothing differs.
        if !cellsMayShowState && !engine.isEditing && !engine.hasSelectedRows { return }
        var shows = false
        for e in engine.mountedCells {
            guard let cell = e.layerObject.map({ unsafeDowncast($0, to: UITableViewCell.self) }) else { continue }
            if cell.isSelected != e.isSelected { cell.setSelected(e.isSelected, animated: false) }
            if cell.isEditing != e.isEditing { cell.setEditing(e.isEditing, animated: false) }
            shows = shows || cell.isSelected || cell.isEditing
        }
        cellsMayShowState = shows || cells.values.contains { $0.isSelected || $0.isEditing }
    }

    /// Runs an engine call; an error becomes the exception UIKit raises.
    func perform(_ body: (TableView) throws -> Void) {
        prepareEngine()
        run(body)
    }

    /// `perform` for a batch update and its parts (`prepareEngineForUpdate()`).
    func performUpdate(_ body: (TableView) throws -> Void) {
        prepareEngineForUpdate()
        run(body)
    }

    private func run(_ body: (TableView) throws -> Void) {
        defer { reportScrollIfMoved() }
        do {
            try body(engine)
        } catch let error as TableError {
            UIKitException.raise(error.exceptionName, error.message)
        } catch {
            UIKitException.raise(.internalInconsistencyException, "\(error)")
        }
        afterChange()
    }
}
