import Foundation

/// Binding cells, reuse pools and the public cell API (ENGINE.md §7).
extension TableView {
    /// `willDisplay` for the cell bound to row `p` (its index path is the
    /// row's: read, not built again).
    func display(_ cell: TableViewCell, at p: RowPath) {
        let ip = cell.indexPath ?? p.indexPath
        record(.willDisplay, .row(ip))
        events?.tableView(self, willDisplay: cell, forRowAt: ip)
    }

    /// Without prefetching the table keeps one unbound cell: after a pass, if
    /// the pool of the last mounted row's identifier is empty, a cell is
    /// created into it (§6).
    @inline(__always)
    func keepSpareCell() {
        if !prefetching { keepSpareCellWithoutPrefetching() }
    }

    private func keepSpareCellWithoutPrefetching() {
        guard let last = boundCells.last else { return }
        let id = last.reuseIdentifier
        if pools.isEmpty(id) { pools.push(makeCell(id), id) }
    }

    /// Binding a row: `cellForRow` (the data source dequeues), `indentationLevel`,
    /// then the editing answers (`canEdit`; while editing `canMove`, `editingStyle`, §13).
    ///
    /// The cell bound is the one the data source returns when the table handed
    /// it out through `dequeueReusableCell` and it is not in use. Any other
    /// cell (one bound to another row, waiting in a pool, returned twice, or
    /// from another table) is not bound: the table records the misuse in
    /// `dataSourceMisuse` and binds a cell it dequeues itself, with the returned
    /// cell's identifier. Cells the data source dequeued during the call but
    /// did not return go back to their pools.
    ///
    /// The cell is listed among the operation's cells (`passCells`) for
    /// lookups from callbacks, unless the caller puts it on `boundCells`, at
    /// row `p`'s place among the committed `mounted` rows, before any
    /// callback runs (`inPlace`).
    func bind(_ p: RowPath, inPlace: Bool = false) -> TableViewCell {
        rowsWorked &+= 1
        let ip = p.indexPath
        record(.cellForRow, .row(ip))
        bindingRow = p
        let dequeuedBefore = dequeuedDuringBind.count
        let returned = source?.tableView(self, cellForRowAt: ip) ?? dequeueReusableCell(withIdentifier: "Cell", for: ip)
        bindingRow = nil
        var cell = returned
        if !handedOut.remove(returned) {
            cell = takeCell(returned.reuseIdentifier)
            dataSourceMisuse = .invalidOperation(UpdateMessage.cellNotHandedOut(returned, row: p, boundInstead: cell))
        }
        // Dequeued during this call and not returned: back to the pool.
        for i in dequeuedBefore ..< dequeuedDuringBind.count where dequeuedDuringBind[i] !== cell {
            let other = dequeuedDuringBind[i]
            if handedOut.remove(other) { enqueue(other) }
        }
        // Removed from the end (the one cell a data source dequeues, usually).
        while dequeuedDuringBind.count > dequeuedBefore { dequeuedDuringBind.removeLast() }
        record(.indentationLevel, .row(ip))
        askIndentationLevel(ip)
        cell.answers = askEditingAnswers(ip)
        cell.indexPath = ip
        if !inPlace { reentrancy.passCells.append(cell) }
        cell.isEditing = editing.isOn || editing.swiped == p
        cell.showsDeleteConfirmation = editing.swiped == p && !editing.swipeShowsActions
        cell.isSelected = isSelected(p)
        return cell
    }

    func makeCell(_ identifier: String) -> TableViewCell {
        cellsCreated += 1
        return TableViewCell(identity: cellsCreated, reuseIdentifier: identifier)
    }

    func enqueue(_ cell: TableViewCell) {
        cell.indexPath = nil
        cell.isHidden = false
        cell.isSelected = false
        cell.showsDeleteConfirmation = false
        pools.push(cell, cell.reuseIdentifier)
    }

    /// The cell bound to a mounted row.
    ///
    /// From a callback made during a layout pass the rule is the one of
    /// `visibleCells`: a row's cell is found once it is bound to the row
    /// (the cell `willDisplay` hands over is found, scrolling up as scrolling
    /// down), never a cell bound to another row, and nil for a row whose
    /// cell is not bound yet.
    /// - Complexity: O(log v); O(m) for m mounted rows from a callback made
    ///   while `boundCells` is being rebuilt.
    func cell(boundTo p: RowPath) -> TableViewCell? {
        // During a layout pass `mounted` runs ahead of `boundCells`: a cell
        // counts only once it is bound to this very row.
        let i = mounted.sortedIndex(of: p)
        if let i, i < boundCells.count, boundCells[i].isBound(to: p) { return boundCells[i] }
        guard isCallingOut else { return nil }
        if let cell = passCell(boundTo: p) { return cell }
        // A kept cell while the cells bound in front of it are not on
        // `boundCells` yet (or the general pass rebuilds the list): its place
        // is off by those, so it is looked for.
        guard i != nil else { return nil }
        return boundCells.last { $0.isBound(to: p) }
    }

    // MARK: Public API

    /// Takes the cell enqueued last in the identifier's pool, or creates one.
    /// Call it from `tableView(_:cellForRowAt:)`.
    /// - Complexity: O(1) amortised.
    public func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> TableViewCell {
        // While reconfiguring a row, the dequeue hands back the row's own cell (§12.5).
        let own = reconfiguringCell.flatMap { $0.reuseIdentifier == identifier && !handedOut.contains($0) ? $0 : nil }
        let cell = own ?? takeCell(identifier)
        handedOut.insert(cell)
        if bindingRow != nil { dequeuedDuringBind.append(cell) }
        return cell
    }

    /// The cell enqueued last in the identifier's pool, or a new one.
    private func takeCell(_ identifier: String) -> TableViewCell {
        if let cell = pools.pop(identifier) { return cell }
        return makeCell(identifier)
    }

    /// `indexPathsForVisibleRows`: rows visible at the last layout pass.
    /// Asked again for the same consecutive rows of one section (a scenario
    /// printing and checking them), it returns the array it built last; for
    /// rows of that section a few rows on, that array updated in place.
    /// - Complexity: O(v) for v visible rows, O(1) when asked again, O(k)
    ///   for k rows come or gone since (no array built while nobody else holds the last one).
    public var indexPathsForVisibleRows: [IndexPath] {
        layoutIfNeeded()
        visibleIndexPaths.update(to: visible)
        return visibleIndexPaths.paths
    }

    /// The visible rows in `indexPathsForVisibleRows`' order, handed to
    /// `body` as section and row: for a caller that reads the numbers, no
    /// index path is built or read. The rows are those visible when the
    /// call begins, even if `body` scrolls or changes the table.
    /// - Complexity: O(v) for v visible rows.
    public func forEachVisibleRow(_ body: (_ section: Int, _ row: Int) throws -> Void) rethrows {
        layoutIfNeeded()
        for p in visible { try body(p.section, p.row) }
    }

    /// The first and the last visible rows as section and row, nil when no
    /// row is visible: `indexPathsForVisibleRows`' first and last, without
    /// the list (for a summary such as `0,3..0,17`).
    /// - Complexity: O(1) once the table is laid out (the first call may load it).
    public var visibleRowBounds: (first: (section: Int, row: Int), last: (section: Int, row: Int))? {
        layoutIfNeeded()
        guard let first = visible.first, let last = visible.last else { return nil }
        return ((first.section, first.row), (last.section, last.row))
    }

    /// `indexPathsForVisibleRows.count`, without the index paths.
    /// - Complexity: O(1) once the table is laid out (the first call may load it).
    public var numberOfVisibleRows: Int {
        layoutIfNeeded()
        return visible.count
    }

    /// Cells of the visible rows (prefetched cells are left out, as in UIKit).
    /// - Complexity: O(m log v) for m mounted and v visible rows.
    public var visibleCells: [TableViewCell] {
        layoutIfNeeded()
        return cellsOfVisibleRows()
    }

    /// Rows with a bound cell: the visible ones plus prefetched neighbours (with prefetching).
    /// - Complexity: O(m) for m mounted rows.
    public var indexPathsForMountedRows: [IndexPath] {
        layoutIfNeeded()
        return mounted.map(\.indexPath)
    }

    /// Every bound cell, in index-path order, including hidden prefetched ones.
    /// - Complexity: O(1) (the array is shared, copied on write), O(m)
    ///   while rows that left at the top still hold slots (`CommittedList`).
    public var mountedCells: [TableViewCell] {
        layoutIfNeeded()
        return boundCells.array
    }

    /// UIKit's `cellForRow(at:)`: the cell bound to a mounted row, visible or
    /// prefetched (a prefetched one is hidden: seed 004 found it returned
    /// under iOS 15), nil for a row with no cell (§6).
    /// - Complexity: O(log m), m the number of mounted rows.
    public func cellForRow(at indexPath: IndexPath) -> TableViewCell? {
        mountedCell(at: indexPath)
    }

    /// The cell bound to a row, visible or prefetched.
    /// - Complexity: O(log m), m the number of mounted rows.
    public func mountedCell(at indexPath: IndexPath) -> TableViewCell? {
        layoutIfNeeded()
        return cell(boundTo: RowPath(indexPath))
    }

    /// The cell bound to a row the table has, nil when that row has no cell.
    /// - Throws: `TableError.outOfRange` when the table has no such row (§9).
    /// - Complexity: O(log m), m the number of mounted rows.
    public func cellForExistingRow(at indexPath: IndexPath) throws -> TableViewCell? {
        cell(boundTo: try validate(indexPath))
    }

    /// Cells waiting in a reuse pool, in dequeue order.
    /// - Complexity: O(c) for c cells in the pool.
    public func reusePool(withIdentifier identifier: String) -> [TableViewCell] {
        layoutIfNeeded()
        return pools[identifier]?.cells ?? []
    }

    /// Every reuse identifier that has ever had a cell, sorted.
    /// - Complexity: O(p log p) for p identifiers.
    public var reuseIdentifiers: [String] { pools.all.map(\.identifier).sorted() }

    /// Cells created since the table was made.
    /// - Complexity: O(1)
    public var numberOfCellsCreated: Int {
        layoutIfNeeded()
        return cellsCreated
    }
}

/// Cells `dequeueReusableCell` handed out that are not bound yet: usually
/// none, or the one the running `cellForRow` call dequeued and returns, held
/// in a slot of its own (no array); more wait in a list searched from its end
/// (no hashing). A cell is in it at most once: it comes from a pool, is new,
/// or is a reconfigured row's own cell not in it.
struct HandedOutCells {
    /// The only cell handed out, when there is just one.
    private var one: TableViewCell?
    /// The cells handed out, oldest first, when there are several (or none).
    private var more: [TableViewCell] = []

    /// The cells handed out, oldest first.
    var cells: [TableViewCell] { one.map { [$0] } ?? more }

    /// - Complexity: O(1) for the cell handed out last, O(k) for k cells handed out.
    func contains(_ cell: TableViewCell) -> Bool {
        if let one { return one === cell }
        return more.lastIndex { $0 === cell } != nil
    }

    /// - Complexity: O(1) amortised.
    mutating func insert(_ cell: TableViewCell) {
        if one == nil, more.isEmpty {
            one = cell
            return
        }
        if let first = one {
            more.append(first)
            one = nil
        }
        more.append(cell)
    }

    /// Removes the cell; false when it was not handed out.
    /// - Complexity: O(1) for the cell handed out last, O(k) for k cells handed out.
    mutating func remove(_ cell: TableViewCell) -> Bool {
        if let first = one {
            guard first === cell else { return false }
            one = nil
            return true
        }
        guard let i = more.lastIndex(where: { $0 === cell }) else { return false }
        // The cell handed out last (every bind's): no general removal.
        if i == more.count - 1 { more.removeLast() } else { more.remove(at: i) }
        return true
    }
}

/// The index paths of the visible rows as `indexPathsForVisibleRows` last
/// handed them out, with the rows they are for when those are consecutive
/// rows of one section (`CommittedRows.run(inSection:)`): asked again for
/// the same rows, the array is handed out again; for rows of that section a
/// few rows on, the rows kept stay in place and only the others are built.
struct VisibleIndexPaths {
    private(set) var paths: [IndexPath] = []
    private var section = 0
    /// nil when the paths are not for consecutive rows of one section.
    private var rows: Range<Int>? = 0 ..< 0

    /// Makes `paths` the index paths of `visible`.
    /// - Complexity: O(1) for the rows held, O(k + v) for k rows come or gone
    ///   (the kept ones moved in place, no new storage while the array is not
    ///   shared), else O(v) for v rows.
    mutating func update(to visible: CommittedRows) {
        let s = visible.first?.section ?? 0
        let run = visible.run(inSection: s)
        if let run, let held = rows, s == section {
            if run == held { return }
            let kept = held.clamped(to: run)
            if !kept.isEmpty, kept.lowerBound - run.lowerBound <= VisibleIndexPaths.mostInsertedInFront {
                paths.removeLast(held.upperBound - kept.upperBound)
                paths.removeFirst(kept.lowerBound - held.lowerBound)
                for r in (run.lowerBound ..< kept.lowerBound).reversed() { paths.insert(IndexPath(row: r, section: s), at: 0) }
                for r in kept.upperBound ..< run.upperBound { paths.append(IndexPath(row: r, section: s)) }
                rows = run
                return
            }
        }
        paths.removeAll(keepingCapacity: true)
        paths.reserveCapacity(visible.count)
        for p in visible { paths.append(p.indexPath) }
        section = s
        rows = run
    }

    /// Rows entering in front that are inserted one by one (each moves the
    /// rows after it); past that the paths are built again.
    static let mostInsertedInFront = 2
}
