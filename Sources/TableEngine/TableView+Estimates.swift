import Foundation

/// What the running load or batch update has learnt about the delegate's row
/// estimates (ENGINE.md §7, "A delegate without row estimates of its own").
struct EstimateState {
    /// Set by `defaultEstimatedRowHeight()`: the call being made was answered
    /// by a default implementation, not by the app.
    var answeredByDefault = false
    /// The delegate that answered so, held until the load or batch ends: until
    /// it is replaced, the table asks it nothing more and uses its own estimate.
    var delegateWithoutEstimate: AnyObject?
}

/// Estimated row heights (ENGINE.md §7, §12.1).
///
/// UIKit asks a delegate only for the optional methods it implements
/// (`respondsToSelector:`): a delegate without
/// `tableView(_:estimatedHeightForRowAt:)` is never asked, and every
/// unmeasured row gets the table's `estimatedRowHeight`. Swift cannot ask
/// whether a method is implemented, so the protocol's default implementation
/// says so instead, through `defaultEstimatedRowHeight()`: the table asks the
/// delegate for one row, and when the default answered, it takes that call out
/// of the trace and asks nothing more for the rest of the load or batch update
/// (unless the delegate is replaced meanwhile). A delegate that implements the
/// method is asked for every row, in order.
extension TableView {
    var isEstimating: Bool { estimatedRowHeight != 0 }

    /// What a delegate without an estimate of its own answers to
    /// `tableView(_:estimatedHeightForRowAt:)`: the table's `estimatedRowHeight`.
    /// The default implementations answer through it (the engine's protocol,
    /// and TablesimUIKit's `UITableViewDelegate` and `UITableViewController`).
    ///
    /// Answering through it also tells the table that the delegate has no
    /// estimate of its own, as UIKit learns from `respondsToSelector:`: the
    /// table takes the call out of its trace and asks the delegate for no other
    /// row until the running load or batch update ends, giving each unmeasured
    /// row the table's estimate. So an implementation that answers through it
    /// for one row is not asked for the others; one that should be asked for
    /// every row returns `tableView.estimatedRowHeight` instead.
    /// - Complexity: O(1)
    public func defaultEstimatedRowHeight() -> Double {
        estimates.answeredByDefault = true
        return estimatedRowHeight
    }

    /// The estimate of an unmeasured row (§7): the delegate's, asked and traced,
    /// or the table's when the delegate has none of its own.
    func estimatedHeight(_ ip: IndexPath) -> Fixed {
        asksNoEstimates ? resolvedEstimate(TableView.automaticDimension) : askEstimate(ip)
    }

    /// Whether the delegate is not to be asked for estimates: there is none,
    /// or it has no estimate of its own in this load or batch update.
    /// (Compares references only: no retain on the rows it asks.)
    @inline(__always)
    var asksNoEstimates: Bool {
        guard let without = estimates.delegateWithoutEstimate else { return events == nil }
        return events == nil || events === without
    }

    /// `estimatedHeightForRow`, traced; a call the default implementation
    /// answered is taken out of the trace again and remembered.
    @inline(__always)
    func askEstimate(_ ip: IndexPath) -> Fixed {
        guard let delegate = events else { return resolvedEstimate(TableView.automaticDimension) }
        return askEstimate(ip, of: delegate)
    }

    /// `askEstimate(_:)` of `delegate`, the table's delegate as the caller holds it.
    @inline(__always)
    private func askEstimate(_ ip: IndexPath, of delegate: TableViewDelegate) -> Fixed {
        let mark = tracing ? trace.count : -1
        record(.estimatedHeightForRow, .row(ip))
        estimates.answeredByDefault = false
        let points = delegate.tableView(self, estimatedHeightForRowAt: ip)
        if estimates.answeredByDefault {
            estimates.answeredByDefault = false
            estimates.delegateWithoutEstimate = delegate
            // UIKit would not have called: the trace loses the line recorded for it.
            if mark >= 0, mark < trace.count, trace[mark] == TraceEvent(.estimatedHeightForRow, .row(ip)) { trace.remove(at: mark) }
        }
        return resolvedEstimate(points)
    }

    /// An estimate in store units: `points`, else (negative: automatic) the
    /// table's `estimatedRowHeight`, else (automatic too) its `rowHeight` (§12.1).
    @inline(__always)
    func resolvedEstimate(_ points: Double) -> Fixed {
        var h = points
        if h < 0 { h = estimatedRowHeight }
        if h < 0 { h = rowHeight }
        return FixedPoint.length(h)
    }

    /// Runs a load or a batch update's reading of heights: the delegate is
    /// probed afresh, and released when it ends.
    func withEstimateProbe<R>(_ body: () throws -> R) rethrows -> R {
        estimates = EstimateState()
        defer { estimates = EstimateState() }
        return try body()
    }

    /// Appends the estimates of section `s`'s `n` rows to `heights`, in row
    /// order: asked one by one while the delegate has estimates of its own, the
    /// rest filled in one go with `tableEstimate` (the table's, read once a
    /// load) once it has none.
    /// - Complexity: O(n) appends, and one call per row asked; O(1) when the
    ///   delegate is known to have no estimates.
    func appendEstimatedHeights(section s: Int, rows n: Int, to heights: inout RowHeights, tableEstimate: Fixed) {
        let asked = n > 0 && !asksNoEstimates ? askEstimates(section: s, rows: n, to: &heights) : 0
        heights.append(repeating: tableEstimate, count: n - asked)
    }

    /// Asks the estimates of section `s`'s rows in order, appending them to
    /// `heights`, until the delegate turns out to have none of its own; the
    /// number of rows asked.
    private func askEstimates(section s: Int, rows n: Int, to heights: inout RowHeights) -> Int {
        // One index path per section, its row index rewritten in place (cheaper than building one a row).
        var ip = IndexPath(row: 0, section: s)
        var r = 0
        while r < n {
            // The delegate is held while no call replaces it (`partnerChanges`):
            // no retain and release a row.
            guard let delegate = events else { return r }
            let changes = partnerChanges
            repeat {
                if asksNoEstimates { return r }
                // A delegate with estimates of its own: room for the section's rows.
                if r == 1 { heights.reserveListed(n - 1) }
                ip[1] = r
                heights.append(askEstimate(ip, of: delegate))
                r += 1
            } while r < n && partnerChanges == changes
        }
        return n
    }
}
