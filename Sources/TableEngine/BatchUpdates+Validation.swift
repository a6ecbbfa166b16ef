/// A checked batch: where every old row and section goes (ENGINE.md §9).
struct BatchPlan {
    var oldSectionCount = 0
    /// The data source's counts after the update.
    var newRowCounts: [Int] = []
    var newSectionCount: Int { newRowCounts.count }
    /// Per old section: its index after the update, nil when deleted.
    var oldToFinal: [Int?] = []
    /// Per section after the update: the old section it comes from, nil when inserted.
    var finalSource: [Int?] = []
    /// A row moves out of a deleted section or into an inserted one: the table reloads its data instead.
    var fallsBackToReload = false
    /// Old sections whose rows are all replaced.
    var reloadedSections: Set<Int> = []
    /// Old section -> new index, for moved sections.
    var movedSections: [Int: Int] = [:]
    /// Rows deleted (old paths), not counting those of deleted or reloaded sections.
    var deletedRows: Set<RowPath> = []
    /// Rows reloaded (old paths), likewise.
    var reloadedRows: Set<RowPath> = []
    /// Moved rows: old path -> new path.
    var moves: [RowPath: RowPath] = [:]
    /// Rows inserted (new paths), not counting those of inserted or reloaded sections.
    var insertedRows: Set<RowPath> = []
    /// Per old section: rows leaving it (deleted or moved out), sorted.
    var removedRows: [Int: [Int]] = [:]
    /// Per new section: rows arriving in it (inserted or moved in), sorted.
    var arrivingRows: [Int: [Int]] = [:]
    /// Sections that are new in the store (inserted or reloaded), by new index.
    func isFresh(_ f: Int) -> Bool {
        guard let s = finalSource[f] else { return true }
        return reloadedSections.contains(s)
    }

    /// What becomes of an old row.
    enum Fate: Equatable {
        /// Deleted, or its section deleted.
        case deleted
        /// Its cell is replaced: the row is reloaded (at the new path) or its section is.
        case replaced(RowPath?)
        case kept(RowPath)
    }

    /// - Complexity: O(log k + k) for k operations touching the row's sections.
    func fate(of p: RowPath) -> Fate {
        guard let f = oldToFinal[p.section] else { return .deleted }
        if reloadedSections.contains(p.section) { return .replaced(nil) }
        if deletedRows.contains(p) { return .deleted }
        if let to = moves[p] { return .kept(to) }
        let removed = removedRows[p.section] ?? []
        let j = p.row - removed.countLess(than: p.row)
        let q = RowPath(f, (arrivingRows[f] ?? []).nthFree(j))
        return reloadedRows.contains(p) ? .replaced(q) : .kept(q)
    }
}

extension Array where Element == Int {
    /// The j-th (zero-based) index not in this sorted array of occupied indexes.
    func nthFree(_ j: Int) -> Int {
        var pos = j
        for o in self {
            if o <= pos { pos += 1 } else { break }
        }
        return pos
    }
}

extension TableView {
    /// Checks a batch in ENGINE.md §9's order: what must exist before the
    /// update, conflicting operations, what must exist after it, the section
    /// count, each section's row count (unless a move falls back to a reload).
    /// Identical duplicate operations are dropped first. Changes nothing but the trace.
    /// - Complexity: O(S + k log k) for S sections and k operations.
    func plan(_ told: BatchState) throws -> BatchPlan {
        let b = told.withoutDuplicates()
        func refuse(_ update: InvalidUpdate) -> TableError { .invalidUpdate(update) }
        var plan = BatchPlan()
        let oldS = store.sectionCount
        plan.oldSectionCount = oldS
        func oldRows(_ s: Int) -> Int? { s >= 0 && s < oldS ? store.rowCount(s) : nil }

        // 1. What must exist before the update.
        // A reload is a delete and an insert to UIKit, and is reported as a delete.
        for (verb, list) in [("delete", b.deletedSections), ("delete", b.reloadedSections), ("move", b.movedSections.map(\.from))] {
            for s in list where oldRows(s) == nil { throw refuse(UpdateMessage.missingSectionBefore(verb, s, sections: oldS)) }
        }
        for p in b.deletedRows + b.reloadedRows + b.reconfiguredRows {
            let rows = oldRows(p.section)
            if rows == nil || p.row < 0 || p.row >= rows! {
                throw refuse(UpdateMessage.missingRowBefore(p, sections: oldS, rows: rows))
            }
        }
        for (from, to) in b.movedRows {
            let rows = oldRows(from.section)
            if rows == nil || from.row < 0 || from.row >= rows! {
                throw refuse(UpdateMessage.missingMoveSource(from, to: to, sections: oldS, rows: rows))
            }
        }

        // The data source's counts after the update: counts the table cannot
        // hold (negative ones included) refuse the update, as they refuse a load.
        plan.newRowCounts = try readCounts(for: .update)
        let newS = plan.newSectionCount
        func newRows(_ s: Int) -> Int? { s >= 0 && s < newS ? plan.newRowCounts[s] : nil }

        // 2. Conflicting operations.
        let deletedSections = Set(b.deletedSections), insertedSections = Set(b.insertedSections)
        plan.reloadedSections = Set(b.reloadedSections)
        for s in b.reloadedSections where deletedSections.contains(s) { throw refuse(UpdateMessage.deleteAndReloadSection(s)) }
        var sectionDestinations: [Int: Int] = [:]
        for (from, to) in b.movedSections {
            // A reload is a delete and an insert to UIKit.
            if deletedSections.contains(from) || plan.reloadedSections.contains(from) {
                throw refuse(UpdateMessage.deleteAndMoveSection(from, to: to))
            }
            if let other = plan.movedSections[from] { throw refuse(UpdateMessage.sectionMovedTwice(from, other, to)) }
            if let other = sectionDestinations[to] { throw refuse(UpdateMessage.sectionsMovedToOne(other, from, to)) }
            if insertedSections.contains(to) { throw refuse(UpdateMessage.insertAndMoveToSection(from, to)) }
            plan.movedSections[from] = to
            sectionDestinations[to] = from
        }
        let goneSections = deletedSections.union(plan.reloadedSections)
        plan.deletedRows = Set(b.deletedRows.filter { !goneSections.contains($0.section) })
        plan.reloadedRows = Set(b.reloadedRows.filter { !goneSections.contains($0.section) })
        for p in b.reloadedRows where plan.deletedRows.contains(p) { throw refuse(UpdateMessage.deleteAndReloadRow(p)) }
        var rowDestinations: [RowPath: RowPath] = [:]
        let insertedRows = Set(b.insertedRows)
        for (from, to) in b.movedRows {
            if plan.deletedRows.contains(from) || plan.reloadedRows.contains(from) {
                throw refuse(UpdateMessage.deleteAndMoveRow(from, to: to))
            }
            if let other = plan.moves[from] { throw refuse(UpdateMessage.rowMovedTwice(from, other, to)) }
            if let other = rowDestinations[to] { throw refuse(UpdateMessage.rowsMovedToOne(other, from, to)) }
            if insertedRows.contains(to) { throw refuse(UpdateMessage.insertAndMoveToRow(from, to)) }
            plan.moves[from] = to
            rowDestinations[to] = from
        }

        // 3. What must exist after it.
        for s in b.insertedSections where newRows(s) == nil { throw refuse(UpdateMessage.missingInsertedSection(s, sections: newS)) }
        for (from, to) in b.movedSections where newRows(to) == nil {
            throw refuse(UpdateMessage.missingSectionDestination(from, to, sections: newS))
        }
        for p in b.insertedRows {
            let rows = newRows(p.section)
            if rows == nil || p.row < 0 || p.row >= rows! { throw refuse(UpdateMessage.missingInsertedRow(p, sections: newS, rows: rows)) }
        }
        for (from, to) in b.movedRows {
            let rows = newRows(to.section)
            if rows == nil || to.row < 0 || to.row >= rows! {
                throw refuse(UpdateMessage.missingMoveDestination(from, to, sections: newS, rows: rows))
            }
        }

        // 4. The section count.
        let oldRowCounts = (0..<oldS).map { store.rowCount($0) }
        let expectedSections = oldS - deletedSections.count + insertedSections.count
        guard newS == expectedSections else {
            throw refuse(countMessage(b, before: oldRowCounts, after: plan.newRowCounts, section: nil)
                ?? UpdateMessage.sectionCount(platform, after: newS, before: oldS, inserted: insertedSections.count, deleted: deletedSections.count))
        }
        mapSections(&plan, deleted: deletedSections, inserted: insertedSections)

        // A row moved out of a deleted (or reloaded) section or into an inserted
        // (or reloaded) one: UITableView gives up animating and reloads its data (§9).
        // iOS 7–10 refused it ("cannot move a row from a deleted section", as
        // public reports of that era quote).
        if platform == .ios10 {
            for (from, to) in b.movedRows {
                if goneSections.contains(from.section) { throw refuse(UpdateMessage.moveFromDeletedSection(from, to)) }
                if plan.isFresh(to.section) { throw refuse(UpdateMessage.moveIntoInsertedSection(from, to)) }
            }
        }
        if b.movedRows.contains(where: { goneSections.contains($0.from.section) || plan.isFresh($0.to.section) }) {
            plan.fallsBackToReload = true
            return plan
        }
        plan.insertedRows = Set(b.insertedRows.filter { !plan.isFresh($0.section) })

        // 5. Each section's row count.
        var deletedIn: [Int: Int] = [:], insertedIn: [Int: Int] = [:], movedOut: [Int: Int] = [:], movedIn: [Int: Int] = [:]
        var removed: [Int: [Int]] = [:], arriving: [Int: [Int]] = [:]
        for p in plan.deletedRows {
            deletedIn[p.section, default: 0] += 1
            removed[p.section, default: []].append(p.row)
        }
        for p in plan.insertedRows {
            insertedIn[p.section, default: 0] += 1
            arriving[p.section, default: []].append(p.row)
        }
        for (from, to) in plan.moves {
            removed[from.section, default: []].append(from.row)
            arriving[to.section, default: []].append(to.row)
            if plan.oldToFinal[from.section] != to.section {
                movedOut[from.section, default: 0] += 1
                movedIn[to.section, default: 0] += 1
            }
        }
        plan.removedRows = removed.mapValues { $0.sorted() }
        plan.arrivingRows = arriving.mapValues { $0.sorted() }
        for f in 0..<newS where !plan.isFresh(f) {
            let s = plan.finalSource[f]!
            let before = store.rowCount(s)
            let (ins, del, mIn, mOut) = (insertedIn[f] ?? 0, deletedIn[s] ?? 0, movedIn[f] ?? 0, movedOut[s] ?? 0)
            guard plan.newRowCounts[f] == before + ins - del + mIn - mOut else {
                throw refuse(countMessage(b, before: oldRowCounts, after: plan.newRowCounts, section: f)
                    ?? UpdateMessage.rowCount(platform, section: f, after: plan.newRowCounts[f], before: before,
                                              inserted: ins, deleted: del, movedIn: mIn, movedOut: mOut))
            }
        }
        return plan
    }

    /// Fills `oldToFinal` and `finalSource`: moved sections go to their
    /// destinations, inserted ones take theirs, the others keep their order in the free places.
    /// - Complexity: O(S)
    private func mapSections(_ plan: inout BatchPlan, deleted: Set<Int>, inserted: Set<Int>) {
        let oldS = plan.oldSectionCount, newS = plan.newSectionCount
        plan.oldToFinal = Array(repeating: nil, count: oldS)
        plan.finalSource = Array(repeating: nil, count: newS)
        var taken = Array(repeating: false, count: newS)
        for s in inserted { taken[s] = true }
        for (from, to) in plan.movedSections {
            taken[to] = true
            plan.finalSource[to] = from
            plan.oldToFinal[from] = to
        }
        var next = 0
        for s in 0..<oldS where !deleted.contains(s) && plan.movedSections[s] == nil {
            while next < newS && taken[next] { next += 1 }
            guard next < newS else { break }
            plan.oldToFinal[s] = next
            plan.finalSource[next] = s
            next += 1
        }
    }
}

extension TableView {
    /// The modern wording (ios15, §9) when the data source's counts changed
    /// since before the update, but not by what the table was told; nil when
    /// the classic text stands.
    func countMessage(_ b: BatchState, before: [Int], after: [Int], section: Int?) -> InvalidUpdate? {
        guard platform.usesModernUpdateWording, before != after else { return nil }
        return UpdateMessage.invalidBatch(before: before, after: after, updates: b.told, section: section)
    }
}

extension BatchState {
    /// The batch with identical duplicate operations dropped (UIKit drops them silently), first ones kept.
    /// - Complexity: O(k) for k operations.
    func withoutDuplicates() -> BatchState {
        func unique<T: Hashable>(_ list: [T]) -> [T] {
            var seen = Set<T>()
            return list.filter { seen.insert($0).inserted }
        }
        var b = self
        b.deletedSections = unique(deletedSections)
        b.insertedSections = unique(insertedSections)
        b.reloadedSections = unique(reloadedSections)
        b.deletedRows = unique(deletedRows)
        b.insertedRows = unique(insertedRows)
        b.reloadedRows = unique(reloadedRows)
        b.reconfiguredRows = unique(reconfiguredRows)
        var seenSectionMoves = Set<[Int]>(), seenRowMoves = Set<[RowPath]>()
        b.movedSections = movedSections.filter { seenSectionMoves.insert([$0.from, $0.to]).inserted }
        b.movedRows = movedRows.filter { seenRowMoves.insert([$0.from, $0.to]).inserted }
        b.told = unique(told)
        return b
    }
}
