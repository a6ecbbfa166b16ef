import Foundation

/// Layout passes over consecutive rows (ENGINE.md §7), in one section or on
/// through the sections after it, the case of every scroll step: the
/// visible and mounted rows are described by ranges of rows (global
/// ordinals, `RowRun`), found without building lists, and committed as
/// ranges (`CommittedRows`), the cells updated in place. The
/// calls out and their order are those of the general pass
/// (`commit(visible:mounted:)`), step for step; a table can be forced
/// through the general pass with `usesConsecutiveRowPasses` (the tests
/// compare the two).
extension TableView {
    /// `rowSets(bounds:)` when every row of the run `first ... last` has a
    /// height (the rows `from ... through`, the run and its neighbours, are
    /// consecutive in global order, whatever sections they lie in): then
    /// the visible rows are the run, the mounted ones `from ... through`, and
    /// the first row not measured is the first in that order. nil otherwise.
    /// Rows known to be measured with a height (`KnownRows`: the rows of the
    /// last passes in one section) are not read again.
    /// - Complexity: O(log n + v) without known rows, O(1 + k) for k mounted
    ///   rows outside them (one or two a scroll step); no lists built.
    func consecutiveRowSets(first: Int, last: Int, from: Int, through: Int) -> RowSets? {
        guard usesConsecutiveRowPasses else { return nil }
        let count = through - from + 1
        var known = scrolling.known
        if let k = known, k.version != store.version { known = nil }
        let (s, r): (Int, Int)
        if let k = known, from >= k.base, from - k.base < store.rowCount(k.section) {
            (s, r) = (k.section, from - k.base)
        } else if let p = committedRow(atGlobal: from) {
            (s, r) = (p.section, p.row)
        } else {
            (s, r) = store.row(atGlobal: from)
        }
        guard s < store.sectionCount else { return nil }
        guard r + count <= store.rowCount(s) else {
            return runThroughSections(from: s, base: from - r, first: first, last: last, from: from, through: through)
        }
        let mounted = r ..< (r + count)
        var sets = RowSets()
        sets.run = RowRun(sections: RunSections(first: s, base: from - r), visible: first ..< (last + 1),
                          mounted: from ..< (through + 1))
        if let k = known, k.section == s, case let have = k.rows.clamped(to: mounted), !have.isEmpty {
            // Only the mounted rows before and after the known ones are read
            // (their heights only where they are not known to be positive).
            let front = scan(s, mounted.lowerBound ..< have.lowerBound, near: topCursor, positive: k.positive)
            let back = scan(s, have.upperBound ..< mounted.upperBound, near: bottomCursor, positive: k.positive)
            if front.positive && back.positive {
                sets.firstUnmeasured = (front.unmeasured ?? back.unmeasured).map { RowPath(s, $0) }
                let lo = front.unmeasured == nil ? min(k.rows.lowerBound, mounted.lowerBound) : k.rows.lowerBound
                let hi = back.unmeasured == nil ? max(k.rows.upperBound, mounted.upperBound) : k.rows.upperBound
                scrolling.known?.rows = lo ..< hi
                scrolling.known?.positive = k.positive.overlaps(mounted) || k.positive.upperBound == mounted.lowerBound
                    || mounted.upperBound == k.positive.lowerBound
                    ? min(k.positive.lowerBound, mounted.lowerBound) ..< max(k.positive.upperBound, mounted.upperBound) : mounted
                return sets
            }
        } else {
            let all = scan(s, mounted, near: topCursor, positive: nil)
            if all.positive {
                sets.firstUnmeasured = all.unmeasured.map { RowPath(s, $0) }
                scrolling.known = KnownRows(section: s, base: from - r, rows: r ..< (all.unmeasured ?? mounted.upperBound),
                                            positive: mounted, version: store.version)
                return sets
            }
        }
        // A mounted row without a height: only the visible ones must have one.
        let scan = store.scanRows(section: s, from: r, count: count, positive: (first - from) ..< (last - from + 1),
                                  near: topCursor)
        guard scan.allPositive else { return nil }
        sets.firstUnmeasured = scan.firstUnmeasured.map { RowPath(s, r + $0) }
        return sets
    }

    /// The row at global ordinal `g` when it lies in a section the committed
    /// run lists (where the last pass's rows were): no search. A committed
    /// run always numbers rows as the store does, since every change of the
    /// sections' rows commits lists instead (updates, reloads, reorders).
    /// - Complexity: O(1) in the run's first section, else O(log k) for the
    ///   k sections it lists
    private func committedRow(atGlobal g: Int) -> RowPath? {
        guard let held = mounted.heldRun, g >= held.sections.base else { return nil }
        let p = held.sections.path(g)
        return p.section < store.sectionCount && p.row < store.rowCount(p.section) ? p : nil
    }

    /// `consecutiveRowSets` for rows that go on from section `s` (its first
    /// row at global ordinal `base`) into the sections after it: where each
    /// section begins is listed, and the rows are read in one walk.
    /// - Complexity: O(v + k) near the top's lookup, else O(log n + v + k),
    ///   for k sections the rows reach.
    private func runThroughSections(from s: Int, base: Int, first: Int, last: Int, from: Int, through: Int) -> RowSets? {
        var sections = RunSections(first: s, base: base)
        var end = base + store.rowCount(s), k = s
        while end <= through {
            // Past the sections a run holds: the general pass.
            k += 1
            guard k < store.sectionCount, sections.append(end) else { return nil }
            end += store.rowCount(k)
        }
        // Only the visible rows must have a height.
        let scan = store.scanRows(section: s, from: from - base, count: through - from + 1,
                                  positive: (first - from) ..< (last - from + 1), near: topCursor)
        guard scan.allPositive else { return nil }
        var sets = RowSets()
        sets.run = RowRun(sections: sections, visible: first ..< (last + 1), mounted: from ..< (through + 1))
        sets.firstUnmeasured = scan.firstUnmeasured.map { sections.path(from + $0) }
        return sets
    }

    /// Whether rows `rows` of section `s` all have a height, and the first
    /// not measured. The heights of rows in `known` (rows known to have a
    /// height) are not read when `known` covers a prefix or a suffix of `rows`.
    /// - Complexity: O(k) for k rows near `cursor`, else O(log n + k); the
    ///   rows in `known` cost a bit-set search for the first not measured.
    private func scan(_ s: Int, _ rows: Range<Int>, near cursor: LayoutCursor,
                      positive known: Range<Int>?) -> (positive: Bool, unmeasured: Int?) {
        guard !rows.isEmpty else { return (true, nil) }
        var check = rows
        if let known, !known.isEmpty {
            if known.lowerBound <= rows.lowerBound, known.upperBound > rows.lowerBound {
                check = min(known.upperBound, rows.upperBound) ..< rows.upperBound
            } else if known.upperBound >= rows.upperBound, known.lowerBound < rows.upperBound {
                check = rows.lowerBound ..< max(known.lowerBound, rows.lowerBound)
            }
        }
        let relative = (check.lowerBound - rows.lowerBound) ..< (check.upperBound - rows.lowerBound)
        let scan = store.scanRows(section: s, from: rows.lowerBound, count: rows.count, positive: relative, near: cursor)
        return (scan.allPositive, scan.firstUnmeasured.map { rows.lowerBound + $0 })
    }

    /// Keeps the rows known to be measured with a height (`KnownRows`)
    /// across measuring row `p` (not measured before) at `h`: the others
    /// keep their heights, and `p` joins them when it is next to them and has a height.
    /// - Complexity: O(1)
    func keepKnownRows(measuring p: RowPath, _ h: Fixed, from version: UInt64) {
        guard var k = scrolling.known, k.version == version, !(p.section == k.section && k.rows.contains(p.row)) else {
            scrolling.known = nil
            return
        }
        k.version = store.version
        if p.section == k.section, h > 0 {
            if p.row == k.rows.upperBound { k.rows = k.rows.lowerBound ..< (p.row + 1) }
            if p.row == k.rows.lowerBound - 1 { k.rows = p.row ..< k.rows.upperBound }
        } else if p.section == k.section, k.positive.contains(p.row) {
            // A row measured at no height: the known part before it stays positive.
            k.positive = k.positive.lowerBound ..< p.row
        }
        scrolling.known = k
    }

    /// Commits a pass's rows: in place when they and the committed ones are
    /// runs of consecutive rows over the same sections, else through
    /// `commit(visible:mounted:)`, after which the rows are held as the run.
    func commit(_ sets: RowSets) {
        guard let run = sets.run, cellsLeavingByReload.isEmpty, boundCells.count == mounted.count,
              let old = mounted.heldRun, !old.rows.isEmpty, run.sections.agrees(with: old.sections),
              let oldVisible = visible.isEmpty ? old.rows.lowerBound ..< old.rows.lowerBound : visible.heldRun?.rows,
              oldVisible.clamped(to: old.rows) == oldVisible else {
            commit(visible: sets.visible, mounted: sets.mounted)
            if let run = sets.run { holdAsRun(run) }
            return
        }
        commitRun(run, oldVisible: oldVisible, oldMounted: old.rows, oldSections: old.sections)
    }

    /// Holds the committed rows as `run` when they are its rows (the general
    /// pass committed them as lists), so the next pass can commit in place.
    /// - Complexity: O(v)
    private func holdAsRun(_ run: RowRun) {
        guard visible.count == run.visible.count, mounted.count == run.mounted.count,
              visible.elementsEqual(run.visible.lazy.map(run.sections.path)),
              mounted.elementsEqual(run.mounted.lazy.map(run.sections.path)) else { return }
        visible.setRun(sections: run.sections, rows: run.visible)
        mounted.setRun(sections: run.sections, rows: run.mounted)
    }

    /// `commit(visible:mounted:)` for runs of rows (global ordinals): the same
    /// calls in the same order, with the rows set as ranges and the cells updated in place.
    /// - Complexity: O(v) for v mounted rows; no lists built.
    private func commitRun(_ run: RowRun, oldVisible: Range<Int>, oldMounted: Range<Int>, oldSections: RunSections) {
        passKey = nil
        let newVisible = run.visible, newMounted = run.mounted
        if newVisible == oldVisible && newMounted == oldMounted { return }
        // 1. didEndDisplaying for the rows that stopped being visible, in order.
        forEachRow(in: oldVisible, outside: newVisible) { g in
            // The cell's index path is the row's (read, not built again).
            let cell = boundCells[g - oldMounted.lowerBound]
            let ip = cell.indexPath ?? oldSections.path(g).indexPath
            record(.didEndDisplaying, .row(ip))
            cell.isHidden = true
            tellDidEndDisplaying(cell, ip)
        }
        // 2. The kept rows and the leaving cells (enqueued after the binding, step 3).
        let kept = oldMounted.clamped(to: newMounted)
        let dropFront = kept.isEmpty ? oldMounted.count : kept.lowerBound - oldMounted.lowerBound
        let dropBack = oldMounted.count - dropFront - kept.count
        // The leaving cells, in index-path order, go to their pools after the
        // binding (step 3): one (a scroll step's) taken off the list's end,
        // more through the scratch list (no list built per pass).
        if dropFront + dropBack > 1 {
            var leaving: [TableViewCell] = []
            swap(&leaving, &scrolling.leaving)
            for i in 0..<dropFront { leaving.append(boundCells[i]) }
            for i in (oldMounted.count - dropBack)..<oldMounted.count { leaving.append(boundCells[i]) }
            boundCells.removeLast(dropBack)
            boundCells.removeFirst(dropFront)
            bindEntering(run, kept: kept, oldVisible: oldVisible)
            // 3. Only now do the leaving cells go to their pools (§12.5).
            for cell in leaving { enqueue(cell) }
            leaving.emptyKeepingStorage()
            swap(&leaving, &scrolling.leaving)
        } else {
            let leavingOne = dropFront == 1 ? boundCells.removeFirst() : dropBack == 1 ? boundCells.removeLast() : nil
            bindEntering(run, kept: kept, oldVisible: oldVisible)
            // 3. Only now does the leaving cell go to its pool (§12.5).
            if let leavingOne { enqueue(leavingOne) }
        }
        flushPoolAfterBinding()
        keepSpareCell()
    }

    /// Step 2 of `commitRun` once the leaving cells are off `boundCells`:
    /// the rows committed, then binding and displaying in index-path order:
    /// new rows in front, kept rows that became visible, new rows behind.
    @inline(__always)
    private func bindEntering(_ run: RowRun, kept: Range<Int>, oldVisible: Range<Int>) {
        let sections = run.sections, newVisible = run.visible, newMounted = run.mounted
        mounted.setRun(sections: sections, rows: newMounted)
        visible.setRun(sections: sections, rows: newVisible)
        let frontEnd = kept.isEmpty ? newMounted.upperBound : kept.lowerBound
        // Rows in front: their cells go on `boundCells` after the kept rows
        // are shown (the kept cells' places count from the list's start),
        // gathered on the scratch list (no list made a pass; none touched
        // when no row enters there, every step down).
        if newMounted.lowerBound < frontEnd {
            var front: [TableViewCell] = []
            swap(&front, &scrolling.front)
            for g in newMounted.lowerBound ..< frontEnd {
                let p = sections.path(g), shown = newVisible.contains(g)
                let cell = bind(p)
                cell.isHidden = !shown
                front.append(cell)
                if shown { display(cell, at: p) }
            }
            showKept(sections, kept.clamped(to: newVisible), outside: oldVisible, keptFrom: kept.lowerBound)
            boundCells.prepend(contentsOf: front)
            front.emptyKeepingStorage()
            swap(&front, &scrolling.front)
        } else {
            showKept(sections, kept.clamped(to: newVisible), outside: oldVisible, keptFrom: kept.lowerBound)
        }
        // Rows behind: each cell goes on `boundCells` at once, in its row's place.
        for g in max(frontEnd, kept.upperBound) ..< newMounted.upperBound {
            let p = sections.path(g), shown = newVisible.contains(g)
            let cell = bind(p, inPlace: true)
            cell.isHidden = !shown
            boundCells.append(cell)
            if shown { display(cell, at: p) }
        }
    }

    /// The kept rows `rows` (global ordinals in `sections`) outside
    /// `oldVisible` became visible: their cells (on `boundCells` from row
    /// `first` on) show and are displayed.
    @inline(__always)
    private func showKept(_ sections: RunSections, _ rows: Range<Int>, outside oldVisible: Range<Int>, keptFrom first: Int) {
        forEachRow(in: rows, outside: oldVisible) { g in
            let cell = boundCells[g - first]
            cell.isHidden = false
            display(cell, at: sections.path(g))
        }
    }

    /// Calls `body` with the rows of `rows` outside `other`, in order.
    /// (Inlined: no closure context for `body`.)
    @inline(__always)
    private func forEachRow(in rows: Range<Int>, outside other: Range<Int>, _ body: (Int) -> Void) {
        guard !other.isEmpty else {
            for r in rows { body(r) }
            return
        }
        for r in rows.clamped(to: rows.lowerBound ..< max(rows.lowerBound, other.lowerBound)) { body(r) }
        for r in rows.clamped(to: min(rows.upperBound, other.upperBound) ..< rows.upperBound) { body(r) }
    }
}
