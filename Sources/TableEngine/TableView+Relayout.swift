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

    /// One layout pass where the table stands, as UIKit runs one when a
    /// view is marked as needing layout: rows measured since the last pass
    /// decide again which rows are on screen. After a first pass from
    /// estimates that were too large, the screen fills; too small, the rows
    /// past the screen leave (§7). When the committed rows are still the
    /// ones on screen, nothing is called. Does nothing before the first
    /// load, inside a batch, or while the table is calling out; returns
    /// whether the pass ran.
    /// - Complexity: O(log n + v) for v rows on screen before and after; O(1)
    ///   when the rows on screen are the committed ones.
    @discardableResult
    public func layoutPassAtCurrentOffset() -> Bool {
        guard isLoaded, batch == nil, !isCallingOut else { return false }
        jump(to: offset)
        checkInvariants()
        return true
    }

    /// Sets `contentInset`; `layingOut: false` leaves the layout as it is,
    /// for a caller that lays the table out again right after (`relayout()`)
    /// with other new settings, so that no pass runs with half of them.
    /// - Complexity: O(1) without laying out, else as `insetsChanged()`.
    public func setContentInset(_ inset: ContentInset, layingOut: Bool) {
        let valid = { (x: Double) in x.isFinite ? min(max(x, -FixedPoint.maxLength), FixedPoint.maxLength) : 0 }
        let old = insets
        insets = ContentInset(top: valid(inset.top), bottom: valid(inset.bottom))
        if layingOut, insets != old { insetsChanged() }
    }

    /// After a new content inset on a loaded table: the rows' geometry stays,
    /// so no height is asked again; the offset is clamped into the new range
    /// (`minOffset...maxOffset`, ENGINE.md §8) and one layout pass at it
    /// brings the visible rows and the floating header and footer views up to
    /// date, as UIKit's next layout pass does. Inside a batch or while the
    /// table is calling out, the inset waits for the next layout pass.
    /// - Complexity: O(log n + v) for v rows visible before and after.
    func insetsChanged() {
        guard isLoaded, batch == nil, !isCallingOut else { return }
        offset = min(max(offset, minOffset), maxOffset)
        layoutPass(at: offset, approach: .exact)
        checkInvariants()
    }
}
