import Foundation
import ScenarioLanguage
import TableEngine

/// The scenario app's editing, reordering and highlight answers (ENGINE.md
/// §13, §14, §17): per-row answers from `row S,R ...`, and what a correct app
/// does when the user commits an edit or drops a dragged row.
extension ScenarioApp {
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        attribute(indexPath, \.canEdit) ?? true
    }

    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool {
        attribute(indexPath, \.canMove) ?? true
    }

    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        attribute(indexPath, \.editingStyle) ?? .delete
    }

    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        attribute(indexPath, \.highlights) ?? true
    }

    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let redirect = attribute(indexPath, \.willSelect) else { return indexPath }
        return redirect.indexPath
    }

    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        guard let redirect = attribute(indexPath, \.willDeselect) else { return indexPath }
        return redirect.indexPath
    }

    /// What a correct app does: delete the row from its data and call
    /// `deleteRows`, or insert a new row (default identifier, the table's row
    /// height) after it and call `insertRows`. An error of that update is kept
    /// in `followUpError` for the command to report.
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        let s = indexPath.section, r = indexPath.row
        guard s >= 0, s < sections.count, r >= 0, r < sections[s].rows.count else { return }
        do {
            switch editingStyle {
            case .delete:
                sections[s].rows.remove(at: r)
                try tableView.deleteRows(at: [indexPath])
            case .insert:
                sections[s].rows.insert(RowAttributes(), at: r + 1)
                try tableView.insertRows(at: [IndexPath(row: r + 1, section: s)])
            case .none:
                break
            }
        } catch {
            followUpError = error
        }
    }

    /// The app moves the item in its data; the table has already moved the row.
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let (a, b) = (sourceIndexPath, destinationIndexPath)
        guard a.section >= 0, a.section < sections.count, a.row >= 0, a.row < sections[a.section].rows.count,
              b.section >= 0, b.section < sections.count else { return }
        let row = sections[a.section].rows.remove(at: a.row)
        sections[b.section].rows.insert(row, at: min(max(b.row, 0), sections[b.section].rows.count))
    }

    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        let (a, p) = (sourceIndexPath, proposedDestinationIndexPath)
        switch moveTarget {
        case .any: return p
        case .sameSection: break
        }
        guard p.section != a.section else { return p }
        let last = max(tableView.numberOfRows(inSection: a.section) - 1, 0)
        return IndexPath(row: p.section < a.section ? 0 : last, section: a.section)
    }
}
