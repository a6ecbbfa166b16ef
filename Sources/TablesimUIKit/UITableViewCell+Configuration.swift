import Foundation

/// Configuration updates (iOS 14), as Apple documents them: a change of the
/// cell's configuration state (selection, highlight, editing, a swipe), a
/// reuse, the handler being set or `setNeedsUpdateConfiguration()` ask for
/// an update; requests are combined into one update, made at the cell's
/// next layout pass (`layoutIfNeeded()`). The table makes that pass before
/// it shows a cell that has a configuration or a handler, and before it
/// hands any cell out through `cellForRow(at:)` or `visibleCells`.
/// The update calls `updateConfiguration(using:)`, then the
/// `configurationUpdateHandler`, then, where the automatic updates are on,
/// replaces the content and background configurations with their
/// `updated(for:)`.
extension UITableViewCell {
    /// Makes a requested update now, if one is due (the layout pass calls it).
    func updateConfigurationIfNeeded() {
        guard needsConfigurationUpdate else { return }
        needsConfigurationUpdate = false
        let state = configurationState
        updateConfiguration(using: state)
        configurationUpdateHandler?(self, state)
        if automaticallyUpdatesContentConfiguration, let content = contentConfiguration {
            contentConfiguration = content.updated(for: state)
        }
        if automaticallyUpdatesBackgroundConfiguration, let background = backgroundConfiguration {
            backgroundConfiguration = background.updated(for: state)
        }
    }

    /// Whether an update the app could see is due: the table then lays the
    /// cell out before showing it. A cell with no configuration and no
    /// handler waits until the app gets it from the table.
    @inline(__always)
    var configurationUpdateIsDue: Bool { needsConfigurationUpdate && usesConfigurations }

    /// Whether the cell's row is swiped to show its Delete button or swipe actions.
    var isSwiped: Bool {
        guard let table = owningTable, let swiped = table.engine.swipedRow,
              let engineCell, engineCell.layer === self else { return false }
        return engineCell.indexPath == swiped
    }
}

extension UITableViewCell {
    /// The editing control the cell's row shows: the style the table heard
    /// from the delegate's `tableView(_:editingStyleForRowAt:)` for the row
    /// while editing, else `.none`, UIKit's default for a cell not editable.
    public var editingStyle: UITableViewCell.EditingStyle {
        guard let engineCell, engineCell.indexPath != nil, engineCell.answers.canEdit == true,
              let style = engineCell.answers.editingStyle else { return .none }
        return UITableViewCell.EditingStyle(style)
    }
}
