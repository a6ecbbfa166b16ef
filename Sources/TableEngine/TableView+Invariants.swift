/// Structural invariants, checked after every mutation in debug builds (and so in tests).
extension TableView {
    /// Traps in debug builds when an invariant is broken; does nothing in release builds.
    func checkInvariants() {
        #if DEBUG
        if let problem = invariantViolation() {
            preconditionFailure("TableView invariant broken: \(problem)")
        }
        #endif
    }

    /// A description of the first broken invariant, or nil.
    public func invariantViolation() -> String? {
        if let problem = store.invariantViolation() { return problem }
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
        for p in selection {
            guard p.section < store.sectionCount, p.row < store.rowCount(p.section) else { return "selected row \(p) does not exist" }
        }
        var seen = Set<ObjectIdentifier>()
        for cell in boundCells {
            guard seen.insert(ObjectIdentifier(cell)).inserted else { return "cell \(cell) is bound twice" }
        }
        for (id, pool) in pools {
            for cell in pool.cells {
                guard seen.insert(ObjectIdentifier(cell)).inserted else { return "cell \(cell) is both bound and pooled" }
                guard cell.reuseIdentifier == id else { return "cell \(cell) is in the pool of \(id)" }
            }
        }
        guard seen.count == cellsCreated else { return "\(cellsCreated) cells created but \(seen.count) accounted for" }
        return nil
    }
}
