import Foundation
import TableEngine

/// Layout properties set on a loaded table take effect at its next layout
/// (UIKit's layout pass): what waits is kept in `pending` and applied when
/// the engine is next read, or after a batch update.
extension UITableView {
    /// The engine, loaded and with pending changes applied (not while it
    /// is calling out: a callback sees the table as the running pass left it).
    func readyEngine() -> TableView {
        prepareEngine()
        return engine
    }

    /// Loads the engine and applies pending changes (`readyEngine()`
    /// without handing the engine out: the callers that use `engine` then
    /// neither retain nor release it).
    @inline(__always)
    func prepareEngine() {
        // Nothing pending on a loaded table (every scroll step): nothing to do.
        if !pending.isEmpty { applyPending() }
    }

    private func applyPending() {
        if !engine.hasLoaded {
            pushConfiguration()
            pending = PendingLayout(load: false)
            engine.layoutIfNeeded()
            // Where the content starts (above the top inset) is not a scroll.
            reportedOffset = engine.contentOffset
            if hasHeaderOrFooterView { placeHeaderAndFooterViews() }
            return
        }
        // While calling out or inside a batch the engine could not apply
        // new heights (`relayout()` waits): they stay pending until after.
        guard !engine.isCallingOut, !engine.isUpdating else { return }
        let todo = pending
        pending = PendingLayout(load: false)
        // A table resting at its top stays there when the safe area moves it (UIKit's content-offset adjustment).
        let atTop = engine.contentOffset == -engine.contentInset.top, oldSafeTop = appliedSafeAreaAdjustment.top
        if todo.heights || todo.viewport || todo.insets { pushConfiguration() }
        let topMoved = atTop && appliedSafeAreaAdjustment.top != oldSafeTop
        if todo.reload {
            engine.reloadData()
        } else if todo.heights {
            engine.relayout()
        } else if todo.viewport || todo.insets {
            try? engine.setContentOffset(engine.contentOffset)
        } else {
            return
        }
        if topMoved, engine.contentOffset != -engine.contentInset.top { try? engine.setContentOffset(-engine.contentInset.top) }
        afterChange()
        reportScrollIfMoved()
    }

    /// Before a batch update: loads the engine and applies a pending reload,
    /// as `prepareEngine()` does, but leaves new heights and a new viewport
    /// for the next layout after the update. Applying them lays the table out
    /// again with the data source's counts, which the app has already changed
    /// for the update: the update would then find no change to account for
    /// (a spurious "Invalid update" after, say, setting `rowHeight`). A table
    /// that never loaded, or that has a reload pending, does read the new
    /// counts first, and the update then raises, as it does in UIKit.
    func prepareEngineForUpdate() {
        if pending.load || pending.reload { applyPending() }
    }

    /// Copies this table's layout properties into the engine.
    private func pushConfiguration() {
        engine.viewportWidth = Double(frame.width)
        engine.viewportHeight = Double(frame.height)
        engine.rowHeight = rowHeight < 0 ? UITableView.selfSizingFallback : Double(rowHeight)
        engine.estimatedRowHeight = estimatedRowHeight < 0 ? TableView.automaticDimension : Double(estimatedRowHeight)
        engine.isPrefetchingEnabled = isPrefetchingEnabled
        engine.sectionHeaderTopPadding = sectionHeaderTopPadding < 0 ? TableView.automaticDimension : Double(sectionHeaderTopPadding)
        engine.sectionHeaderHeight = Double(sectionHeaderHeight)
        engine.sectionFooterHeight = Double(sectionFooterHeight)
        engine.separatorStyle = separatorStyle == .none ? .none : .singleLine
        engine.separatorInset = SeparatorInset(left: Double(separatorInset.left), right: Double(separatorInset.right))
        // The relayout that follows applies the inset with the other settings.
        var safe = safeAreaAdjustment()
        safe.bottom += keyboardOverlap
        let inset = contentInset + safe
        engine.setContentInset(ContentInset(top: Double(inset.top), bottom: Double(inset.bottom)), layingOut: false)
        if safe != appliedSafeAreaAdjustment {
            appliedSafeAreaAdjustment = safe
            adjustedContentInsetDidChange()
        }
        engine.tableHeaderView = tableHeaderView.map { TableHeaderView(height: Double($0.frame.height)) }
        engine.tableFooterHeight = tableFooterView.map { Double($0.frame.height) }
        engine.fillerRowHeight = fillerRowHeight < 0 ? .automatic : fillerRowHeight == 0 ? .off : .height(Double(fillerRowHeight))
    }
}

/// What the next layout has to do.
struct PendingLayout {
    var reload = false
    var heights = false
    var viewport = false
    /// The safe area's part of the adjusted content inset may have changed.
    var insets = false
    /// Whether the engine may not have loaded yet (until a layout finds it
    /// loaded): the first layout loads it.
    var load = true

    /// Nothing to do: the engine is loaded and no change waits.
    var isEmpty: Bool { !reload && !heights && !viewport && !insets && !load }
}
