import Foundation
import TableEngine

/// Batch updates, reloads and editing. Animations are not modelled: the
/// `with:` and `animated:` arguments are accepted and every change is
/// immediate. An invalid update raises UIKit's exception (recorded) and
/// leaves the table as it was.
extension UITableView {
    /// Runs `updates` as one batch, then checks the data source's counts
    /// against the changes and applies them. `completion` runs before this
    /// returns, with `true` (UIKit runs it when the animations end); it does
    /// not run when the batch raised an exception. `updates` does not escape,
    /// as UIKit declares it (`NS_NOESCAPE`): a closure in a controller may
    /// name `tableView` without `self`.
    public func performBatchUpdates(_ updates: () -> Void, completion: ((Bool) -> Void)? = nil) {
        prepareEngineForUpdate()
        engine.beginUpdates()
        updates()
        // As every other change: an error becomes UIKit's exception, then the
        // cells and the scroll delegate follow (`run`).
        var applied = false
        performUpdate { engine in
            try engine.endUpdates()
            applied = true
        }
        if applied { completion?(true) }
    }

    /// `performBatchUpdates` with no updates, or updates passed as an optional closure.
    public func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdates({ updates?() }, completion: completion)
    }

    /// Opens a batch (nested calls count as one).
    public func beginUpdates() {
        prepareEngineForUpdate()
        engine.beginUpdates()
    }

    /// Closes a batch: the outermost call applies it.
    public func endUpdates() { performUpdate { try $0.endUpdates() } }

    /// Inserts rows (index paths after the update).
    public func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performUpdate { try $0.insertRows(at: indexPaths) }
    }

    /// Deletes rows (index paths before the update).
    public func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performUpdate { try $0.deleteRows(at: indexPaths) }
    }

    /// Reloads rows: they are measured and get their cells again.
    public func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        performUpdate { try $0.reloadRows(at: indexPaths) }
    }

    /// Moves a row; it keeps its cell.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        performUpdate { try $0.moveRow(at: indexPath, to: newIndexPath) }
    }

    /// Inserts sections (indexes after the update).
    public func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        performUpdate { try $0.insertSections(sections) }
    }

    /// Deletes sections (indexes before the update).
    public func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        performUpdate { try $0.deleteSections(sections) }
    }

    /// Reloads sections: header, footer, row count and rows are asked for again.
    public func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        performUpdate { try $0.reloadSections(sections) }
    }

    /// Moves a section.
    public func moveSection(_ section: Int, toSection newSection: Int) {
        performUpdate { try $0.moveSection(section, toSection: newSection) }
    }
}
