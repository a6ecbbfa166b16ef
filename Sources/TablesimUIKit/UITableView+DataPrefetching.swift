import Foundation

/// Data prefetching (`UITableViewDataSourcePrefetching`), as Apple documents
/// it: "as the user scrolls", the table asks its `prefetchDataSource` for the
/// rows "it is likely to display in the near future", sorted "closest to the
/// visible area" first, never for rows it needs at once, and cancels the
/// requests for rows no longer likely to be shown. How far ahead UIKit looks
/// is not documented; here it is one screen beyond the visible rows in the
/// direction of the move (docs/LIBRARY.md, FIDELITY.md row 86).
extension UITableView {
    /// After the content moved: asks for the rows of the screen ahead not
    /// asked for yet, and cancels those asked for that left it unshown.
    /// - Complexity: O(v + r) for v rows a screen and r rows asked for.
    func prefetchAhead(movingDown: Bool) {
        guard let prefetcher = prefetchDataSource else { return }
        let engine = readyEngine()
        let top = engine.contentOffset, height = engine.viewportHeight
        guard height > 0 else { return }
        let mounted = Set(engine.indexPathsForMountedRows)
        let ahead = movingDown
            ? engine.indexPathsForRows(inY: (top + height) ..< (top + 2 * height))
            : top > 0 ? Array(engine.indexPathsForRows(inY: max(0, top - height) ..< top).reversed()) : []
        let zone = Set(ahead)
        // Rows shown since they were asked for need nothing more; rows that left the screen ahead unshown are cancelled.
        prefetchRequested.subtract(mounted)
        let dropped = prefetchRequested.subtracting(zone).sorted()
        prefetchRequested.subtract(dropped)
        if !dropped.isEmpty { prefetcher.tableView(self, cancelPrefetchingForRowsAt: dropped) }
        let wanted = ahead.filter { !mounted.contains($0) && !prefetchRequested.contains($0) }
        guard !wanted.isEmpty else { return }
        prefetchRequested.formUnion(wanted)
        prefetcher.tableView(self, prefetchRowsAt: wanted)
    }
}
