import Foundation
import TableEngine

/// What a row shows for editing (ENGINE.md §13, §14, §17), as `show` and
/// `show svg` draw it: in editing mode its editing control (delete, insert,
/// or with multiple selection during editing a selection circle) and its
/// reorder grip; after a swipe, its Delete button.
struct EditingMarks: Equatable {
    enum Control: Equatable {
        case none, delete, insert
        case selection(selected: Bool)
    }

    var control = Control.none
    var grip = false
    var deleteButton = false

    /// A row's marks from the table's mode and the app's answers.
    static func of(_ ip: IndexPath, table: TableView, app: ScenarioApp, selected: Bool) -> EditingMarks {
        var marks = EditingMarks()
        if table.swipedRow == ip, !table.swipeShowsActions { marks.deleteButton = true }
        guard table.isEditing, table.swipedRow == nil else { return marks }
        let row = app.attributes(ip)
        guard row.canEdit ?? true else { return marks }
        marks.grip = row.canMove ?? true
        if table.allowsMultipleSelectionDuringEditing {
            marks.control = .selection(selected: selected)
        } else {
            switch row.editingStyle ?? .delete {
            case .delete: marks.control = .delete
            case .insert: marks.control = .insert
            case .none: marks.control = .none
            }
        }
        return marks
    }

    /// `⊖ `, `⊕ `, `◉ ` or `○ ` before a row's label in `show`; `  ` for no
    /// control in editing mode, so that labels stay aligned.
    func textPrefix(editing: Bool) -> String {
        switch control {
        case .delete: return "⊖ "
        case .insert: return "⊕ "
        case .selection(let selected): return selected ? "◉ " : "○ "
        case .none: return editing ? "  " : ""
        }
    }
}
