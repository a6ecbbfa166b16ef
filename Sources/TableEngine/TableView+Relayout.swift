import Foundation

/// Laying the table out again after a layout property changed.
extension TableView {
    /// Lays the loaded table out again with its current configuration (row
    /// and section heights, viewport, insets) and the data source's current
    /// counts, as UIKit's next layout pass does after such a change: heights
    /// are asked for again, rows that stay mounted keep their cells, rows that
    /// leave end displaying, new rows are bound. The selection keeps the rows
    /// that still exist. Does nothing before the first load, inside a batch,
    /// or while the table is calling out (the change waits for the next call).
    /// - Complexity: O(n) for n rows.
    public func relayout() {
        guard isLoaded, batch == nil, !isCallingOut else { return }
        let selected = selection
        selection.removeAll()
        revealedSeparators.removeAll()
        passKey = nil
        load(initial: false)
        for p in selected where p.section < store.sectionCount && p.row < store.rowCount(p.section) {
            selection.insert(p)
            cell(boundTo: p)?.isSelected = true
        }
        checkInvariants()
    }
}
