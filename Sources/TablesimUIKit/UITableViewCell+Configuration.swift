import Foundation

/// Configuration updates (iOS 14), as Apple documents them: a change of the
/// cell's configuration state (selection, highlight, editing), a reuse, the
/// handler being set or `setNeedsUpdateConfiguration()` ask for an update;
/// requests are combined into one update, made at the cell's next layout
/// pass (before the table first shows it, when the table hands it out
/// through `cellForRow(at:)` or `visibleCells`, or at `layoutIfNeeded()`).
/// The update calls `updateConfiguration(using:)`, then the
/// `configurationUpdateHandler`, then, where the automatic updates are on,
/// replaces the content and background configurations with their
/// `updated(for:)`.
extension UITableViewCell {
    /// Asks for a configuration update for the current state at the next layout pass.
    public func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

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
}
