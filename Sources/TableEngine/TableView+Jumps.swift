import Foundation

/// Programmatic jumps (ENGINE.md §8): `setContentOffset`, `scrollToRow` and
/// the section index set the offset and run one layout pass there.
extension TableView {
    /// Sets the offset to `y` and runs the jump's layout pass there, unless
    /// `y` lies strictly inside the interval of offsets where a pass finds
    /// the committed rows and header views (`SteadyRun`): that pass would
    /// change nothing, so none runs. After a pass, the interval around `y`
    /// in which the same rows stay on screen is recorded, so that a short
    /// jump after it (an app setting `contentOffset` a few points at a time)
    /// costs a comparison. A table forced through the general pass
    /// (`usesConsecutiveRowPasses = false`) runs the pass at every jump.
    /// - Complexity: O(1) inside the recorded interval, else O(log n + v).
    func jump(to y: Double) {
        let end = storeY(y)
        offset = y
        guard usesConsecutiveRowPasses else {
            layoutPass(atStoreY: end, approach: .exact)
            return
        }
        if steadyRun(around: end) != nil { return }
        seedEdges(jumpingDownTo: end)
        let loads = scrolling.loads
        layoutPass(atStoreY: end, approach: .exact)
        scrolling.steady = loads == scrolling.loads ? runAround(end) : nil
        scrolling.ahead = nil
    }

    /// The edge rows of the pass of a jump down to `end` at or just past the
    /// end of the recorded interval, found from the rows committed before it
    /// instead of by lookups: the first row stays first while its bottom is
    /// past the top edge, else the next row is first if its bottom is; the
    /// last row stays last while its bottom reaches the bottom edge, else the
    /// next row is last if its bottom does (rows of one section, read where
    /// the lookup cursors stand, which move on with them). Nothing when the
    /// jump goes further, up, or the rows are not known so.
    /// - Complexity: O(1)
    private func seedEdges(jumpingDownTo end: Fixed) {
        guard let steady = scrolling.steady, let key = passKey, steady.key == key, key.version == store.version,
              key.prefetching == prefetching, steady.viewport == viewportHeightFixed, end >= steady.hi, key.first >= 0,
              let first = store.rowExtent(global: key.first, at: topCursor),
              let last = store.rowExtent(global: key.last, at: bottomCursor) else { return }
        let height = viewportHeightFixed
        var f = key.first, l = key.last
        // (A cursor moved on and left there is as good as before: it stands on a row.)
        if end >= first.bottom {
            guard let bottom = store.advance(&topCursor), end < bottom else { return }
            f += 1
        }
        if end + height > last.bottom {
            guard let bottom = store.advance(&bottomCursor), end + height <= bottom else { return }
            l += 1
        }
        scrolling.edges = EdgeRows(top: end, bottom: end + height, approach: .exact, version: store.version, first: f, last: l)
    }

    /// The open interval of viewport tops around `top` in which a layout
    /// pass finds the run of rows the last pass committed there: the first
    /// row's bottom stays past the top edge and its top before it, the last
    /// row's top stays before the bottom edge and its bottom past it. Rows
    /// before the first end at or before its top, rows after the last start
    /// at or after its bottom, so no row enters or leaves inside (a section
    /// boundary only widens the true interval). nil when the run is empty,
    /// `top` is at the interval's end, or header and footer views change inside it.
    /// - Complexity: O(1) (the rows' extents read where the lookup cursors landed).
    @inline(__always)
    private func runAround(_ top: Fixed) -> SteadyRun? {
        guard let key = passKey, key.first >= 0, key.version == store.version else { return nil }
        let height = viewportHeightFixed
        let first = store.rowExtent(global: key.first, at: topCursor) ?? store.rowExtent(global: key.first, near: topCursor)
        let last = store.rowExtent(global: key.last, at: bottomCursor) ?? store.rowExtent(global: key.last, near: bottomCursor)
        let lo = max(first.top, last.top - height), hi = min(first.bottom, last.bottom - height)
        guard lo < top, top < hi, headerViewsStay(from: lo, to: hi) else { return nil }
        return SteadyRun(lo: lo, hi: hi, key: key, viewport: height)
    }
}
