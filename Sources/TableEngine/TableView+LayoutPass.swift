import Foundation

/// Layout passes: which rows are visible and mounted, and committing a
/// pass's rows to cells in ENGINE.md §7's order (§6, §7).
extension TableView {
    /// The visible and mounted rows for a viewport whose top is at store y
    /// `top`, and the first mounted row not measured yet.
    /// - Complexity: O(log n + v) for v visible rows.
    func rowSets(atStoreY top: Fixed, approach: Approach) -> RowSets {
        rowSets(bounds: runBounds(top, top + viewportHeightFixed, approach: approach))
    }

    /// The visible and mounted rows for the run of rows `runBounds` found: the
    /// rows of the run that have a height, and with prefetching their
    /// neighbours (the rows just before the first and just after the last).
    /// One walk over the run and its neighbours reads heights and measured flags.
    /// - Complexity: O(log n + v) for v rows in the run.
    func rowSets(bounds: (first: Int, last: Int)?) -> RowSets {
        guard let (first, last) = bounds else { return RowSets() }
        let prefetch = prefetching
        let from = prefetch ? max(first - 1, 0) : first, through = prefetch ? min(last + 1, store.totalRows - 1) : last
        if let sets = consecutiveRowSets(first: first, last: last, from: from, through: through) { return sets }
        var sets = RowSets(), visible: [RowPath] = []
        visible.reserveCapacity(last - first + 1)
        // With prefetching: the row walked last, and the rows before the first and after the last visible row.
        var previous: (path: RowPath, measured: Bool)?
        var before: (path: RowPath, measured: Bool)?, after: (path: RowPath, measured: Bool)?
        var afterVisible = false
        var firstUnmeasured: RowPath?
        var g = from
        rowsWorked &+= through - from + 1
        store.forEachRow(fromGlobal: from, through: through) { s, r, height, measured in
            let p = RowPath(s, r)
            if g >= first, g <= last, height > 0 {
                if visible.isEmpty { before = previous }
                visible.append(p)
                if !measured, firstUnmeasured == nil { firstUnmeasured = p }
                afterVisible = true
                after = nil
            } else if afterVisible {
                after = (p, measured)
                afterVisible = false
            }
            previous = (p, measured)
            g += 1
        }
        sets.visibleList = visible
        guard prefetch, !visible.isEmpty else {
            sets.mountedList = visible
            sets.firstUnmeasured = firstUnmeasured
            return sets
        }
        var mounted: [RowPath] = []
        mounted.reserveCapacity(visible.count + 2)
        if let before { mounted.append(before.path) }
        mounted.append(contentsOf: visible)
        if let after { mounted.append(after.path) }
        sets.mountedList = mounted
        // In row order: the row before, the visible ones, the row after.
        if let before, !before.measured {
            sets.firstUnmeasured = before.path
        } else if let firstUnmeasured {
            sets.firstUnmeasured = firstUnmeasured
        } else if let after, !after.measured {
            sets.firstUnmeasured = after.path
        }
        return sets
    }

    /// Runs one layout pass with the viewport top at store y `top`. With
    /// estimated heights, rows entering the mounted set are measured first,
    /// top to bottom, each before deciding the next (§7).
    func layoutPass(atStoreY top: Fixed, approach: Approach) {
        operation { layoutPassCallingOut(atStoreY: top, approach: approach) }
    }

    private func layoutPassCallingOut(atStoreY top: Fixed, approach: Approach) {
        // The sets depend only on the run of rows the viewport spans and the
        // heights in it: when neither changed since the last pass, nothing does.
        let bounds = runBounds(top, top + viewportHeightFixed, approach: approach)
        let key = PassKey(bounds, version: store.version, prefetching: prefetching)
        if key == passKey {
            updateHeaderFooterViews(atStoreY: top, approach: approach)
            return
        }
        var sets = rowSets(bounds: bounds)
        var moved = false
        if isEstimating {
            // Measure one unmeasured mounted row at a time, then look again: its
            // real height decides whether the rows after it are still on screen.
            while let next = sets.firstUnmeasured {
                let version = store.version
                measureUnmeasured(next)
                if sets.run?.isPrefetchedBelow(next) == true {
                    // The row prefetched below the visible ones, the last of the
                    // walk: its height moves no row on screen nor its own top,
                    // nor the edge rows.
                    sets.firstUnmeasured = nil
                    keepEdges(top, top + viewportHeightFixed, approach: approach, from: version)
                } else {
                    sets = rowSets(atStoreY: top, approach: approach)
                    moved = true
                }
            }
        }
        commit(sets)
        // Measuring may have moved the rows: the key describes what was committed.
        let settled = moved ? runBounds(top, top + viewportHeightFixed, approach: approach) : bounds
        passKey = PassKey(settled, version: store.version, prefetching: prefetching)
        updateHeaderFooterViews(atStoreY: top, approach: approach)
    }

    /// A layout pass at a content offset.
    func layoutPass(at offset: Double, approach: Approach) {
        layoutPass(atStoreY: storeY(offset), approach: approach)
    }

    /// Asks the delegate for a row's real height (`heightForRow`) and stores it.
    func measure(_ p: RowPath) {
        guard !store.isMeasured(p.section, p.row) else { return }
        measureUnmeasured(p)
    }

    /// `measure` for a row known not to be measured (a pass's `firstUnmeasured`).
    private func measureUnmeasured(_ p: RowPath) {
        let ip = p.indexPath
        record(.heightForRow, .row(ip))
        let h = FixedPoint.length(delegate?.tableView(self, heightForRowAt: ip) ?? rowHeight)
        let version = store.version
        store.setRowHeight(p.section, p.row, h, measured: true, keeping: &topCursor, &bottomCursor)
        keepThresholdExtents(measuring: p, h, from: version)
        keepKnownRows(measuring: p, h, from: version)
    }

    /// The three steps of a layout pass: end displaying, bind, enqueue (§7).
    /// - Complexity: O(v) for v mounted rows before and after; no work when nothing changed.
    func commit(visible newVisible: [RowPath], mounted newMounted: [RowPath]) {
        passKey = nil
        let oldVisible = visible, oldMounted = mounted
        if rowsEqual(newVisible, oldVisible) && rowsEqual(newMounted, oldMounted) { return }
        // 1. didEndDisplaying for rows that stopped being visible. When the old
        // visible rows are the new ones with rows gone at either end (every
        // scroll step), only the rows at the ends are looked at.
        var common: Range<Int>?
        if let newFirst = newVisible.first, let newLast = newVisible.last {
            let oldCount = oldVisible.count, newCount = newVisible.count
            var lo = 0, hi = oldCount
            while lo < oldCount && oldVisible[lo] < newFirst { lo += 1 }
            while hi > lo && oldVisible[hi - 1] > newLast { hi -= 1 }
            if lo < hi {
                var start = 0
                while start < newCount && newVisible[start] < oldVisible[lo] { start += 1 }
                // Rows before `lo` and from `hi` are outside the new rows; those
                // between are all among them exactly when the runs are equal.
                if start + (hi - lo) <= newCount && sameRows(oldVisible, lo, newVisible, start, hi - lo) {
                    common = start ..< start + (hi - lo)
                    for i in 0 ..< lo { endDisplaying(oldVisible[i], oldMounted: oldMounted) }
                    for i in hi ..< oldCount { endDisplaying(oldVisible[i], oldMounted: oldMounted) }
                }
            }
        }
        if common == nil {
            // All the lists are sorted: each step walks them together, O(v) in all.
            var j = 0
            for p in oldVisible {
                while j < newVisible.count && newVisible[j] < p { j += 1 }
                if j < newVisible.count && newVisible[j] == p { continue }
                endDisplaying(p, oldMounted: oldMounted)
            }
        }
        // 2 and 3, in place when the mounted run only gained or lost rows at its
        // ends (every scroll step), else by walking both lists.
        if !commitEnds(newVisible: newVisible, newMounted: newMounted, oldVisible: oldVisible, common: common) {
            commitWalking(newVisible: newVisible, newMounted: newMounted, oldVisible: oldVisible,
                          oldMounted: oldMounted, oldCells: boundCells)
        }
        flushPoolAfterBinding()
        keepSpareCell()
    }

    /// Pools the old cells of reloaded rows, once the pass has bound their new ones (§12.5).
    @inline(__always)
    func flushPoolAfterBinding() {
        if !poolAfterBinding.isEmpty { poolCellsOfReloadedRows() }
    }

    private func poolCellsOfReloadedRows() {
        for cell in poolAfterBinding { enqueue(cell) }
        poolAfterBinding.removeAll()
    }

    /// didEndDisplaying for a row that stopped being visible.
    private func endDisplaying(_ p: RowPath, oldMounted: CommittedRows) {
        record(.didEndDisplaying, .row(p.indexPath))
        if let m = oldMounted.sortedIndex(of: p) {
            let cell = boundCells[m]
            cell.isHidden = true
            tellDidEndDisplaying(cell, p.indexPath)
        } else if let cell = cellsLeavingByReload[p] {
            tellDidEndDisplaying(cell, p.indexPath)
        }
    }

    /// Whether two sorted row lists are equal.
    private func rowsEqual(_ a: [RowPath], _ b: CommittedRows) -> Bool {
        a.count == b.count && (a.isEmpty || sameRows(a, 0, b, 0, a.count))
    }

    /// Whether `a[i ..< i + n]` equals `b[j ..< j + n]`, both sorted without
    /// repeats. O(1) when they span the same consecutive rows of one section
    /// (n strictly increasing rows from r to r + n - 1 can only be those).
    private func sameRows<A: RandomAccessCollection<RowPath>, B: RandomAccessCollection<RowPath>>(
        _ a: A, _ i: Int, _ b: B, _ j: Int, _ n: Int
    ) -> Bool where A.Index == Int, B.Index == Int {
        guard n > 0 else { return true }
        let first = a[i], last = a[i + n - 1]
        guard first == b[j], last == b[j + n - 1] else { return false }
        if n <= 2 || (first.section == last.section && last.row - first.row == n - 1) { return true }
        for k in 1 ..< n - 1 where a[i + k] != b[j + k] { return false }
        return true
    }

    /// Steps 2 and 3 when the rows kept are a run in the middle of both the
    /// old and the new mounted rows: O(rows entering + leaving + v) with no
    /// new arrays. Returns false (having changed nothing) otherwise.
    private func commitEnds(newVisible: [RowPath], newMounted: [RowPath], oldVisible: CommittedRows,
                            common: Range<Int>?) -> Bool {
        let old = mounted
        let oldCount = old.count, newCount = newMounted.count
        var dropFront = 0, dropBack = 0
        if let newFirst = newMounted.first, let newLast = newMounted.last {
            while dropFront < oldCount, old[dropFront] < newFirst { dropFront += 1 }
            while dropBack < oldCount - dropFront, old[oldCount - 1 - dropBack] > newLast { dropBack += 1 }
        } else {
            dropFront = oldCount
        }
        // The rows kept are old[keptStart ..< keptStart + keptCount].
        let keptStart = dropFront, keptCount = oldCount - dropFront - dropBack
        var addFront = 0
        if keptCount > 0 {
            let keptFirst = old[keptStart]
            while addFront < newCount, newMounted[addFront] < keptFirst { addFront += 1 }
        } else {
            addFront = newCount
        }
        guard addFront + keptCount <= newCount else { return false }
        guard sameRows(old, keptStart, newMounted, addFront, keptCount) else { return false }
        // The leaving cells, in index-path order: enqueued after the binding (step 3).
        var leaving = Array(boundCells[0..<dropFront])
        leaving += boundCells[(oldCount - dropBack)..<oldCount]
        boundCells.removeLast(dropBack)
        boundCells.removeFirst(dropFront)
        mounted = CommittedRows(newMounted)
        visible = CommittedRows(newVisible)
        // 2. Bind and display in index-path order: the new rows in front, the kept ones, the new ones behind.
        var front: [TableViewCell] = []
        for p in newMounted[..<addFront] {
            let shown = newVisible.containsSorted(p)
            let cell = bind(p)
            cell.isHidden = !shown
            front.append(cell)
            if shown { display(cell, at: p) }
        }
        // Kept rows that became visible. With `common` (new visible rows that
        // were all visible before), only the new visible rows around it can be.
        func showIfKept(_ p: RowPath) {
            guard keptCount > 0, p >= old[keptStart], p <= old[keptStart + keptCount - 1],
                  let k = old.sortedIndex(of: p), !oldVisible.containsSorted(p) else { return }
            let cell = boundCells[k - keptStart]
            cell.isHidden = false
            display(cell, at: p)
        }
        if let common {
            for p in newVisible[..<common.lowerBound] { showIfKept(p) }
            for p in newVisible[common.upperBound...] { showIfKept(p) }
        } else {
            var v = 0, ov = 0
            for i in 0..<keptCount {
                let p = old[keptStart + i]
                while v < newVisible.count && newVisible[v] < p { v += 1 }
                guard v < newVisible.count && newVisible[v] == p else { continue }
                while ov < oldVisible.count && oldVisible[ov] < p { ov += 1 }
                if !(ov < oldVisible.count && oldVisible[ov] == p) {
                    let cell = boundCells[i]
                    cell.isHidden = false
                    display(cell, at: p)
                }
            }
        }
        boundCells.prepend(contentsOf: front)
        for p in newMounted[(addFront + keptCount)...] {
            let shown = newVisible.containsSorted(p)
            let cell = bind(p)
            cell.isHidden = !shown
            boundCells.append(cell)
            if shown { display(cell, at: p) }
        }
        // 3. Only now do the leaving cells go to their pools (§12.5).
        for cell in leaving { enqueue(cell) }
        return true
    }

    /// Steps 2 and 3 in general: all four lists are sorted and walked together, O(v).
    private func commitWalking(newVisible: [RowPath], newMounted: [RowPath], oldVisible: CommittedRows,
                               oldMounted: CommittedRows, oldCells: CommittedList<TableViewCell>) {
        visible = CommittedRows(newVisible)
        mounted = CommittedRows(newMounted)
        var cells: [TableViewCell] = []
        cells.reserveCapacity(newMounted.count)
        var v = 0, o = 0, ov = 0
        for p in newMounted {
            while v < newVisible.count && newVisible[v] < p { v += 1 }
            let isVisible = v < newVisible.count && newVisible[v] == p
            while o < oldMounted.count && oldMounted[o] < p { o += 1 }
            if o < oldMounted.count && oldMounted[o] == p {
                let cell = oldCells[o]
                cells.append(cell)
                guard isVisible else { continue }
                while ov < oldVisible.count && oldVisible[ov] < p { ov += 1 }
                if !(ov < oldVisible.count && oldVisible[ov] == p) {
                    cell.isHidden = false
                    display(cell, at: p)
                }
            } else {
                let cell = bind(p)
                cell.isHidden = !isVisible
                cells.append(cell)
                if isVisible { display(cell, at: p) }
            }
        }
        boundCells = CommittedList(cells)
        // 3. The cells of rows that left, in index-path order, after the binding (§12.5).
        var j = 0
        for (i, p) in oldMounted.enumerated() {
            while j < newMounted.count && newMounted[j] < p { j += 1 }
            if !(j < newMounted.count && newMounted[j] == p) { enqueue(oldCells[i]) }
        }
    }
}

/// The inputs of a layout pass's outcome (see `layoutPass(atStoreY:approach:)`).
struct PassKey: Equatable {
    var first: Int
    var last: Int
    var version: UInt64
    var prefetching: Bool

    /// The key of a pass that found the run `bounds` (`runBounds`).
    init(_ bounds: (first: Int, last: Int)?, version: UInt64, prefetching: Bool) {
        self.init(first: bounds?.first ?? -1, last: bounds?.last ?? -1, version: version, prefetching: prefetching)
    }

    init(first: Int, last: Int, version: UInt64, prefetching: Bool) {
        self.first = first
        self.last = last
        self.version = version
        self.prefetching = prefetching
    }
}

/// The rows of a layout pass (see `rowSets(bounds:)`): lists, or for
/// consecutive rows of one section their ranges (`run`).
struct RowSets {
    var run: RowRun?
    /// The rows listed, when they are not a run (nil: no rows, or the run's).
    /// Two optionals, each one word: a pass over a run makes and frees no
    /// list, not even empty ones, and the general pass reads each list
    /// without unpacking a pair (a pair in one optional cost item 4b's
    /// general passes about 240 instructions a scroll step).
    var visibleList: [RowPath]?
    var mountedList: [RowPath]?
    /// The first mounted row, in row order, whose height is not measured yet.
    var firstUnmeasured: RowPath?

    /// - Complexity: O(v)
    var visible: [RowPath] { run.map { $0.list($0.visible) } ?? visibleList ?? [] }
    /// - Complexity: O(m)
    var mounted: [RowPath] { run.map { $0.list($0.mounted) } ?? mountedList ?? [] }
}
