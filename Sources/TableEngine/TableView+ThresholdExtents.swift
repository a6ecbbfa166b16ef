/// The extents of the rows a threshold is found from (`nextThreshold`):
/// moving down, the first row's bottom (where it leaves) and the next row's
/// top (where it enters); moving up, the other way round. Consecutive
/// thresholds ask about the same rows, or the next ones, so the last two
/// extents read are remembered for the same rows and heights, and kept
/// across measuring a row (a row after them, or the one entering).
extension TableView {
    /// The extent of global row `g`, the row that enters at the next threshold.
    /// - Complexity: O(1) when remembered or near `c`, else O(log n).
    @inline(__always)
    func enteringExtent(_ g: Int, near c: LayoutCursor) -> (top: Fixed, bottom: Fixed) {
        extent(g, near: c, remembered: &scrolling.extents.entering)
    }

    /// The extent of global row `g`, the row that leaves at the next threshold.
    /// - Complexity: O(1) when remembered or near `c`, else O(log n).
    @inline(__always)
    func leavingExtent(_ g: Int, near c: LayoutCursor) -> (top: Fixed, bottom: Fixed) {
        extent(g, near: c, remembered: &scrolling.extents.leaving)
    }

    /// The extent of global row `g`: `slot`'s when it remembers that row at
    /// the current heights, else read near `c` and remembered there.
    @inline(__always)
    private func extent(_ g: Int, near c: LayoutCursor, remembered slot: inout RowExtent?) -> (top: Fixed, bottom: Fixed) {
        if let e = slot, e.row == g, e.version == store.version { return (e.top, e.bottom) }
        let x = store.rowExtent(global: g, near: c)
        slot = RowExtent(row: g, version: store.version, top: x.top, bottom: x.bottom)
        return x
    }

    /// Keeps the remembered extents across measuring row `p` at `h` (the
    /// heights at `version` before it): rows before it keep their extents,
    /// the row itself its top; the row after the remembered entering row in
    /// its section starts at its bottom, so it is remembered instead (the row prefetched
    /// below, measured after the row entering). Rows after `p` are not kept.
    /// Called before `keepKnownRows`, whose rows give `p`'s global ordinal.
    /// (Inlined: every measured row asks, and only scrolling remembers extents.)
    /// - Complexity: O(1)
    @inline(__always)
    func keepThresholdExtents(measuring p: RowPath, _ h: Fixed, from version: UInt64) {
        guard scrolling.extents.leaving != nil || scrolling.extents.entering != nil,
              let k = scrolling.known, k.version == version, k.section == p.section else { return }
        let g = k.base + p.row, now = store.version
        if let e = scrolling.extents.leaving, e.version == version {
            scrolling.extents.leaving = e.kept(measuring: g, h, at: now)
        }
        if let e = scrolling.extents.entering, e.version == version {
            // The next row of the same section starts where the entering row
            // ends; a section's first row starts after a footer and a header.
            scrolling.extents.entering = e.row + 1 == g && p.row > 0
                ? RowExtent(row: g, version: now, top: e.bottom, bottom: e.bottom + h)
                : e.kept(measuring: g, h, at: now)
        }
    }
}

/// The extents `nextThreshold` read last (`leavingExtent`, `enteringExtent`).
struct ThresholdExtents {
    var leaving: RowExtent?
    var entering: RowExtent?
}

/// The top and bottom of global row `row` at the heights' `version`.
struct RowExtent {
    var row: Int
    var version: UInt64
    var top: Fixed
    var bottom: Fixed

    /// The extent after global row `g` was measured at `h` (heights now at
    /// `version`): the same before `g`, the same top at `g`; nil after it.
    /// - Complexity: O(1)
    func kept(measuring g: Int, _ h: Fixed, at version: UInt64) -> RowExtent? {
        if row < g { return RowExtent(row: row, version: version, top: top, bottom: bottom) }
        if row == g { return RowExtent(row: row, version: version, top: top, bottom: top + h) }
        return nil
    }
}
