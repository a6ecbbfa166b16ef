import Foundation

/// Layout passes over consecutive rows of one section (ENGINE.md §7), the
/// case of every scroll step inside a section: the visible and mounted rows
/// are described by ranges of rows, found without building lists, and
/// committed as ranges (`CommittedRows`), the cells updated in place. The
/// calls out and their order are those of the general pass
/// (`commit(visible:mounted:)`), step for step; a table can be forced
/// through the general pass with `usesConsecutiveRowPasses` (the tests
/// compare the two).
extension TableView {
    /// `rowSets(bounds:)` when the rows `from ... through` (the run and its
    /// neighbours) are consecutive rows of one section and every row of the
    /// run has a height: then the visible rows are the run, the mounted ones
    /// `from ... through`, and the first row not measured is the first in
    /// that order. nil otherwise. Rows known to be measured with a height
    /// (`KnownRows`: the rows of the last passes) are not read again.
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
        } else {
            (s, r) = store.row(atGlobal: from)
        }
        guard s < store.sectionCount, r + count <= store.rowCount(s) else { return nil }
        let mounted = r ..< (r + count)
        var sets = RowSets()
        sets.run = RowRun(section: s, visible: (r + first - from) ..< (r + last - from + 1), mounted: mounted)
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
    /// consecutive rows of one section, else through `commit(visible:mounted:)`.
    func commit(_ sets: RowSets) {
        guard let run = sets.run, cellsLeavingByReload.isEmpty, boundCells.count == mounted.count,
              let oldVisible = visible.run(inSection: run.section),
              let oldMounted = mounted.run(inSection: run.section), !oldMounted.isEmpty,
              oldVisible.isEmpty || oldVisible.clamped(to: oldMounted) == oldVisible else {
            commit(visible: sets.visible, mounted: sets.mounted)
            return
        }
        commitRun(run, oldVisible: oldVisible, oldMounted: oldMounted)
    }

    /// `commit(visible:mounted:)` for ranges of rows of one section: the same
    /// calls in the same order, with the rows set as ranges and the cells updated in place.
    /// - Complexity: O(v) for v mounted rows; no lists built.
    private func commitRun(_ run: RowRun, oldVisible: Range<Int>, oldMounted: Range<Int>) {
        passKey = nil
        let s = run.section, newVisible = run.visible, newMounted = run.mounted
        if newVisible == oldVisible && newMounted == oldMounted { return }
        // 1. didEndDisplaying for the rows that stopped being visible, in order.
        forEachRow(in: oldVisible, outside: newVisible) { r in
            // The cell's index path is the row's (read, not built again).
            let cell = boundCells[r - oldMounted.lowerBound]
            let ip = cell.indexPath ?? RowPath(s, r).indexPath
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
            bindEntering(s, visible: newVisible, mounted: newMounted, kept: kept, oldVisible: oldVisible)
            // 3. Only now do the leaving cells go to their pools (§12.5).
            for cell in leaving { enqueue(cell) }
            leaving.emptyKeepingStorage()
            swap(&leaving, &scrolling.leaving)
        } else {
            let leavingOne = dropFront == 1 ? boundCells.removeFirst() : dropBack == 1 ? boundCells.removeLast() : nil
            bindEntering(s, visible: newVisible, mounted: newMounted, kept: kept, oldVisible: oldVisible)
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
    private func bindEntering(_ s: Int, visible newVisible: Range<Int>, mounted newMounted: Range<Int>,
                              kept: Range<Int>, oldVisible: Range<Int>) {
        mounted.setRun(section: s, rows: newMounted)
        visible.setRun(section: s, rows: newVisible)
        let frontEnd = kept.isEmpty ? newMounted.upperBound : kept.lowerBound
        // Rows in front: their cells go on `boundCells` after the kept rows
        // are shown (the kept cells' places count from the list's start),
        // gathered on the scratch list (no list made a pass; none touched
        // when no row enters there, every step down).
        if newMounted.lowerBound < frontEnd {
            var front: [TableViewCell] = []
            swap(&front, &scrolling.front)
            for r in newMounted.lowerBound ..< frontEnd {
                let p = RowPath(s, r), shown = newVisible.contains(r)
                let cell = bind(p)
                cell.isHidden = !shown
                front.append(cell)
                if shown { display(cell, at: p) }
            }
            showKept(s, kept.clamped(to: newVisible), outside: oldVisible, keptFrom: kept.lowerBound)
            boundCells.prepend(contentsOf: front)
            front.emptyKeepingStorage()
            swap(&front, &scrolling.front)
        } else {
            showKept(s, kept.clamped(to: newVisible), outside: oldVisible, keptFrom: kept.lowerBound)
        }
        // Rows behind: each cell goes on `boundCells` at once, in its row's place.
        for r in max(frontEnd, kept.upperBound) ..< newMounted.upperBound {
            let p = RowPath(s, r), shown = newVisible.contains(r)
            let cell = bind(p, inPlace: true)
            cell.isHidden = !shown
            boundCells.append(cell)
            if shown { display(cell, at: p) }
        }
    }

    /// The kept rows `rows` of section `s` outside `oldVisible` became
    /// visible: their cells (on `boundCells` from row `first` on) show and
    /// are displayed.
    @inline(__always)
    private func showKept(_ s: Int, _ rows: Range<Int>, outside oldVisible: Range<Int>, keptFrom first: Int) {
        forEachRow(in: rows, outside: oldVisible) { r in
            let cell = boundCells[r - first]
            cell.isHidden = false
            display(cell, at: RowPath(s, r))
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

/// The rows of a layout pass that are consecutive rows of one section.
struct RowRun: Equatable {
    var section: Int
    var visible: Range<Int>
    var mounted: Range<Int>

    /// - Complexity: O(v)
    func list(_ rows: Range<Int>) -> [RowPath] { rows.map { RowPath(section, $0) } }

    /// Whether `p` is the mounted row below the visible ones (prefetched).
    /// - Complexity: O(1)
    func isPrefetchedBelow(_ p: RowPath) -> Bool {
        p.section == section && p.row == mounted.upperBound - 1 && p.row >= visible.upperBound
    }
}

/// Rows of one section known to be measured and to have a height, at a
/// version of the heights: those of the last layout passes while scrolling
/// through a section, which `consecutiveRowSets` does not read again.
struct KnownRows {
    var section: Int
    /// The global ordinal of the section's first row.
    var base: Int
    var rows: Range<Int>
    /// Rows known to have a height, measured or not (around `rows`): their
    /// heights are not read again. Rows a fraction of a point tall put
    /// hundreds of thousands on screen, each measured in turn by its own
    /// pass: read again at every pass, they made the passes quadratic.
    var positive: Range<Int>
    var version: UInt64
}
