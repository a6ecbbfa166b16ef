/// Structural invariants, checked after every mutation in debug builds (and so in tests).
extension TableView {
    /// How much a debug build verifies after every mutation (`checkInvariants()`).
    ///
    /// Like swift-collections' `COLLECTIONS_INTERNAL_CHECKS`, the checks cost
    /// O(n) and exist to catch engine bugs: `.full` (the default, what the
    /// test suites run with) verifies the layout store on every mutation;
    /// `.upTo(rows)` does that only while the table holds at most `rows` rows
    /// and otherwise checks just the O(mounted + selection + pooled) part, so a
    /// debug build of a tool stays fast on a million rows. Release builds check nothing.
    public enum InvariantChecking: Equatable, Sendable {
        case full
        case upTo(rows: Int)
    }

    /// Traps in debug builds when an invariant is broken; does nothing in release builds.
    func checkInvariants() {
        #if DEBUG
        // Mid-operation the state may be half built (a call from a callback):
        // the outermost operation checks when it ends.
        if isCallingOut {
            reentrancy.checkPending = true
            return
        }
        if let problem = invariantViolation(includingLayoutStore: checksLayoutStore) {
            preconditionFailure("TableView invariant broken: \(problem)")
        }
        #endif
    }

    /// Whether `checkInvariants()` verifies the O(n) layout store this time.
    var checksLayoutStore: Bool {
        switch invariantChecking {
        case .full: return true
        case .upTo(let rows): return store.totalRows <= rows
        }
    }

    /// A description of the first broken invariant, or nil.
    /// - Complexity: O(n) for n rows.
    public func invariantViolation() -> String? {
        invariantViolation(includingLayoutStore: true)
    }

    /// Everything but the layout store is O(mounted + selected + pooled), plus
    /// the zero-height rows skipped between two mounted ones.
    private func invariantViolation(includingLayoutStore: Bool) -> String? {
        if includingLayoutStore, let problem = store.invariantViolation() { return problem }
        guard mounted.count == boundCells.count else { return "\(mounted.count) mounted rows but \(boundCells.count) bound cells" }
        for i in mounted.indices.dropFirst() where !(mounted[i - 1] < mounted[i]) {
            return "mounted rows out of order at \(mounted[i])"
        }
        for i in visible.indices.dropFirst() where !(visible[i - 1] < visible[i]) {
            return "visible rows out of order at \(visible[i])"
        }
        for p in visible where !mounted.containsSorted(p) { return "visible row \(p) is not mounted" }
        for p in mounted {
            guard p.section < store.sectionCount, p.row < store.rowCount(p.section) else { return "mounted row \(p) does not exist" }
        }
        if let problem = mountedRunViolation() { return problem }
        if let problem = editingViolation() { return problem }
        for p in selection {
            guard p.section < store.sectionCount, p.row < store.rowCount(p.section) else { return "selected row \(p) does not exist" }
        }
        for (p, cell) in zip(mounted, boundCells) {
            guard cell.isBound(to: p) else { return "cell \(cell) of mounted row \(p) is bound to another row" }
        }
        var seen = Set<ObjectIdentifier>()
        for cell in boundCells {
            guard seen.insert(ObjectIdentifier(cell)).inserted else { return "cell \(cell) is bound twice" }
        }
        for (id, pool) in pools.all {
            for cell in pool.cells {
                guard seen.insert(ObjectIdentifier(cell)).inserted else { return "cell \(cell) is both bound and pooled" }
                guard cell.reuseIdentifier == id else { return "cell \(cell) is in the pool of \(id)" }
            }
        }
        for cell in handedOut.cells {
            guard seen.insert(ObjectIdentifier(cell)).inserted else { return "cell \(cell) is handed out but bound or pooled" }
        }
        guard seen.count == cellsCreated else { return "\(cellsCreated) cells created but \(seen.count) accounted for" }
        return headerViewInvariantViolation()
    }

    /// Mounted rows form one run in table order (ENGINE.md §6): empty sections
    /// hold no rows to skip, and the only rows a run may step over are rows of
    /// zero height, which overlap no viewport by more than zero and so are
    /// never visible, nor the prefetched neighbour of a visible row.
    /// Expects mounted rows that exist, in order.
    private func mountedRunViolation() -> String? {
        for i in mounted.indices.dropFirst() {
            let (before, after) = (mounted[i - 1], mounted[i])
            let from = store.globalIndex(before.section, before.row), to = store.globalIndex(after.section, after.row)
            for g in (from + 1)..<to where store.rowHeight(global: g) > 0 {
                return "mounted rows are not one run: \(rowPath(global: g)) lies between mounted \(before) and \(after)"
                    + " with height \(FixedPoint.points(store.rowHeight(global: g))) but is not mounted"
            }
        }
        return nil
    }
}
