/// Applying a checked batch (ENGINE.md §9): the layout store, cells, selection, trace.
extension TableView {
    /// Checks a batch and applies it, or throws and leaves the table as it was.
    /// - Complexity: O(S + k log n + v·k) for S sections, k operations, n rows,
    ///   v mounted rows, plus the rows of inserted, reloaded and moved sections;
    ///   O(n) more without estimated heights (every row's height is asked again).
    func applyBatch(_ b: BatchState) throws {
        rowChanges &+= 1
        if b.changesNothing && !b.reconfiguredRows.isEmpty {
            try applyReconfigureOnly(b)
            return
        }
        let plan = try plan(b)
        if plan.fallsBackToReload {
            // The section count checked, the table reloads instead of animating (§9).
            reloadData()
            return
        }
        let estimating = isEstimating
        let newS = plan.newSectionCount
        let sectionsChanged = !(b.deletedSections.isEmpty && b.insertedSections.isEmpty
            && b.movedSections.isEmpty && b.reloadedSections.isEmpty)

        // Heights of new rows (and of fresh sections' headers and footers), in new index-path order.
        // Without estimates every row is asked again, those that stay among them (§9, v3):
        // `restated` holds the new height of every row, in order.
        var reloadTargets: [RowPath: RowPath] = [:]
        for p in plan.reloadedRows {
            if case .replaced(let q?) = plan.fate(of: p) { reloadTargets[q] = p }
        }
        var asked: [Int: [Int]] = [:]
        for q in plan.insertedRows { asked[q.section, default: []].append(q.row) }
        for q in reloadTargets.keys { asked[q.section, default: []].append(q.row) }
        let anyHeaderSet = style.isGrouped && sectionsChanged ? headerSetAnywhere(sections: newS) : false
        var newHeights: [RowPath: Fixed] = [:]
        var fresh: [Int: (header: Fixed, footer: Fixed, rows: [Fixed])] = [:]
        var restated: [Fixed] = []
        for f in 0..<newS {
            if plan.isFresh(f) {
                record(.heightForHeader, .section(f))
                let header = supplementaryHeight(f, header: true, anyHeaderSet: anyHeaderSet)
                record(.heightForFooter, .section(f))
                let footer = supplementaryHeight(f, header: false, anyHeaderSet: anyHeaderSet)
                let rows = (0..<plan.newRowCounts[f]).map { askHeight(RowPath(f, $0), estimating: estimating) }
                fresh[f] = (header, footer, rows)
                if !estimating { restated += rows }
            } else if !estimating {
                let wanted = Set(asked[f] ?? [])
                for r in 0..<plan.newRowCounts[f] {
                    let h = askHeight(RowPath(f, r), estimating: false)
                    restated.append(h)
                    if wanted.contains(r) { newHeights[RowPath(f, r)] = h }
                }
            } else if let rows = asked[f] {
                for r in rows.sorted() { newHeights[RowPath(f, r)] = askHeight(RowPath(f, r), estimating: estimating) }
            }
        }

        // Where the mounted cells, visible rows and selection go (decided on the old state).
        var toPool: [TableViewCell] = [], replacedCells: [TableViewCell] = []
        var ended: [(RowPath, TableViewCell)] = []
        var kept: [(RowPath, TableViewCell)] = []
        for (p, cell) in zip(mounted, boundCells) {
            switch plan.fate(of: p) {
            case .deleted:
                toPool.append(cell)
                if visible.containsSorted(p) { ended.append((p, cell)) }
            case .replaced:
                // A reloaded row gets another cell: its old one is pooled after the binding (§12.5).
                replacedCells.append(cell)
            case .kept(let q):
                kept.append((q, cell))
            }
        }
        kept.sort { $0.0 < $1.0 }
        let newVisible = visible.compactMap { p -> RowPath? in
            if case .kept(let q) = plan.fate(of: p) { return q } else { return nil }
        }.sorted()
        let newSelection = Set(selection.compactMap { p -> RowPath? in
            if case .kept(let q) = plan.fate(of: p) { return q } else { return nil }
        })
        // A revealed line (quirk, §4.5) follows its section, reloaded or not, until the next full reload.
        var revealed = Set(revealedSeparators.compactMap { plan.oldToFinal[$0] })

        updateStore(plan, fresh: fresh, newHeights: newHeights, reloadTargets: Array(reloadTargets.keys), estimating: estimating)
        if estimating {
            // Every row that stays is measured again when it is next laid out: those on screen by the
            // layout pass below, top to bottom, the others when they come on screen (§9, v3).
            store.forgetRowMeasurements()
        } else {
            restate(restated)
        }
        if style.isGrouped && sectionsChanged {
            // Only section 0's automatic header depends on its index (§3.1).
            var firsts: Set<Int> = [0]
            if plan.oldSectionCount > 0, let f = plan.oldToFinal[0] { firsts.insert(f) }
            for f in firsts where f < newS && !plan.isFresh(f) {
                store.setHeaderHeight(f, supplementaryHeight(f, header: true, anyHeaderSet: anyHeaderSet))
            }
        }

        // Cells: deleted rows end displaying, then their cells go to the pool.
        for (p, cell) in ended {
            record(.didEndDisplaying, .row(p.indexPath))
            tellDidEndDisplaying(cell, p.indexPath)
        }
        for cell in toPool { enqueue(cell) }
        moveHeaderFooterViews(plan)
        passKey = nil
        mounted = CommittedRows(kept.map(\.0))
        boundCells = CommittedList(kept.map(\.1))
        for (q, cell) in kept { cell.indexPath = q.indexPath }
        visible = CommittedRows(newVisible)
        selection = newSelection

        // The quirk: a deletion in a plain section with a footer reveals its last row's separator (§4.5).
        if quirks.contains(.deleteRevealsSeparator) && style == .plain {
            for p in plan.deletedRows {
                if let f = plan.oldToFinal[p.section], store.footerHeight(f) > 0 { revealed.insert(f) }
            }
        }
        revealedSeparators = revealed

        offset = min(max(offset, minOffset), maxOffset)
        poolAfterBinding = replacedCells
        layoutPass(at: offset, approach: .exact)
        flushPoolAfterBinding()
        // Reconfigured rows, named before the batch, where they are now (§12.5).
        if !b.reconfiguredRows.isEmpty {
            reconfigure(b.reconfiguredRows.compactMap { p in
                if case .kept(let q) = plan.fate(of: p) { return q } else { return nil }
            })
        }
        followSwipe { p in if case .kept(let q) = plan.fate(of: p) { return q } else { return nil } }
        checkInvariants()
    }

    /// The store edits: rows leave, sections leave, sections arrive, rows arrive, reloaded rows are re-measured.
    private func updateStore(_ plan: BatchPlan, fresh: [Int: (header: Fixed, footer: Fixed, rows: [Fixed])],
                             newHeights: [RowPath: Fixed], reloadTargets: [RowPath], estimating: Bool) {
        // 1. Rows leaving surviving sections (deleted or moved out), last first; moved rows keep their heights.
        var carried: [RowPath: (Fixed, Bool)] = [:]
        for (s, rows) in plan.removedRows {
            for r in rows.reversed() {
                if let to = plan.moves[RowPath(s, r)] { carried[to] = (store.rowHeight(s, r), store.isMeasured(s, r)) }
                store.removeRow(s, r)
            }
        }
        // 2. Sections leaving the store: deleted, reloaded and moved ones (moved ones carried whole), last first.
        var leaving = Set(plan.reloadedSections).union(plan.movedSections.keys)
        for s in 0..<plan.oldSectionCount where plan.oldToFinal[s] == nil { leaving.insert(s) }
        var carriedSections: [Int: (header: Fixed, footer: Fixed, rows: [(Fixed, Bool)])] = [:]
        for s in leaving.sorted(by: >) {
            if let to = plan.movedSections[s] {
                let rows = (0..<store.rowCount(s)).map { (store.rowHeight(s, $0), store.isMeasured(s, $0)) }
                carriedSections[to] = (store.headerHeight(s), store.footerHeight(s), rows)
            }
            store.removeSection(s)
        }
        // 3. Sections arriving, in new order.
        var arriving = Array(fresh.keys)
        arriving += carriedSections.keys
        for f in arriving.sorted() {
            if let c = carriedSections[f] {
                store.insertSection(at: f, header: c.header, footer: c.footer, rowHeights: c.rows.map(\.0), measured: true)
                for (r, row) in c.rows.enumerated() where !row.1 { store.setRowHeight(f, r, row.0, measured: false) }
            } else if let n = fresh[f] {
                store.insertSection(at: f, header: n.header, footer: n.footer, rowHeights: n.rows, measured: !estimating)
            }
        }
        // 4. Rows arriving in surviving sections (inserted or moved in), in new order.
        for (f, rows) in plan.arrivingRows {
            for r in rows {
                let q = RowPath(f, r)
                if let (h, m) = carried[q] {
                    store.insertRow(f, r, height: h, measured: m)
                } else {
                    store.insertRow(f, r, height: newHeights[q] ?? 0, measured: !estimating)
                }
            }
        }
        // 5. Reloaded rows get their new heights.
        for q in reloadTargets { store.setRowHeight(q.section, q.row, newHeights[q] ?? 0, measured: !estimating) }
    }

    /// Gives every row the height just asked for it (`heights`, in global
    /// order), changing only those that differ.
    /// - Complexity: O(n + c log n) for n rows and c changed heights.
    private func restate(_ heights: [Fixed]) {
        guard !heights.isEmpty else { return }
        var changed: [(section: Int, row: Int, height: Fixed)] = []
        var g = 0
        store.forEachRow(fromGlobal: 0, through: heights.count - 1) { s, r, h, _ in
            if g < heights.count, heights[g] != h { changed.append((s, r, heights[g])) }
            g += 1
        }
        for c in changed { store.setRowHeight(c.section, c.row, c.height, measured: true) }
    }

    /// `heightForRow` (or `estimatedHeightForRow` when estimating) for a row after an update, traced.
    private func askHeight(_ q: RowPath, estimating: Bool) -> Fixed {
        let ip = q.indexPath
        if estimating { return estimatedHeight(ip) }
        record(.heightForRow, .row(ip))
        return FixedPoint.length(delegate?.tableView(self, heightForRowAt: ip) ?? rowHeight)
    }

    /// A header's or footer's height after the update (§3.1), asked of the delegate (not traced).
    private func supplementaryHeight(_ s: Int, header: Bool, anyHeaderSet: Bool) -> Fixed {
        let own = (header ? delegate?.tableView(self, heightForHeaderInSection: s)
                          : delegate?.tableView(self, heightForFooterInSection: s)) ?? TableView.automaticDimension
        let points = resolveSupplementaryHeight(own: own, tableWide: header ? sectionHeaderHeight : sectionFooterHeight,
                                                section: s, isHeader: header, anyHeaderSet: anyHeaderSet)
        return header ? storedHeaderHeight(points) : FixedPoint.length(points)
    }

    /// Whether a header height is set anywhere (table-wide or on a section), after the update.
    /// - Complexity: O(S)
    private func headerSetAnywhere(sections: Int) -> Bool {
        if sectionHeaderHeight >= 0 { return true }
        return (0..<sections).contains { (delegate?.tableView(self, heightForHeaderInSection: $0) ?? -1) >= 0 }
    }
}
