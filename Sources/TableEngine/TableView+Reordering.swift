import Foundation

/// Reordering (ENGINE.md §14): the user drags a row by its reorder control
/// while editing; the delegate retargets each position it passes; on drop the
/// data source moves its item and the table moves the row, with no
/// consistency check (UIKit has already moved it on screen).
extension TableView {
    /// The user drags row `source` by its reorder control and drops it at
    /// `destination` (a simulation call). For each position passed, from the
    /// row's neighbour to `destination`: `targetIndexPathForMove`, whose answer
    /// is the position used. Within the row's own section the positions are its
    /// rows' index paths; in another section of m rows, the m + 1 gaps `S,0` …
    /// `S,m`. On drop: `moveRowAt` (even when the row lands where it started),
    /// the data source's `moveRowAt`, then the table moves the row, which keeps
    /// its cell and selection, and runs a layout pass. Returns the final position.
    /// - Throws: `TableError.invalidOperation` when the table is not in editing
    ///   mode, the row cannot move (`canEditRowAt` or `canMoveRowAt` said no),
    ///   or the delegate answers a position the row cannot take;
    ///   `TableError.outOfRange` for a row or position the table does not have.
    /// - Complexity: O(k log n + m) for k positions passed, n rows and m mounted rows.
    @discardableResult
    public func dragRow(from source: IndexPath, to destination: IndexPath) throws -> IndexPath {
        try refuseChangeWhileCallingOut()
        let a = try validate(source)
        guard editing.isOn else {
            throw TableError.invalidOperation(InvalidOperation(.noReorderControl, indexPath: a.indexPath, "cannot reorder row \(a): the table is not in editing mode, so no row shows a reorder control"))
        }
        let b = try dropPosition(destination, for: a, answeredBy: nil)
        let answers = editingAnswers(a)
        guard answers.canEdit else {
            throw TableError.invalidOperation(InvalidOperation(.noReorderControl, indexPath: a.indexPath, "cannot reorder row \(a): canEditRowAt answered no, so it shows no reorder control"))
        }
        guard answers.canMove else {
            throw TableError.invalidOperation(InvalidOperation(.noReorderControl, indexPath: a.indexPath, "cannot reorder row \(a): canMoveRowAt answered no, so it shows no reorder control"))
        }
        let final: RowPath = try operation {
            var used = a
            for proposal in positionsPassed(from: a, to: b) {
                record(.targetIndexPathForMove, .rowAndRow(source, proposal.indexPath))
                let answer = events?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposal.indexPath)
                used = try dropPosition(answer ?? proposal.indexPath, for: a, answeredBy: proposal)
            }
            record(.moveRowAt, .rowAndRow(source, used.indexPath))
            self.source?.tableView(self, moveRowAt: source, to: used.indexPath)
            moveRowWithoutCheck(from: a, to: used)
            return used
        }
        checkInvariants()
        return final.indexPath
    }

    /// A place row `a` can be dropped: a row of its own section, or one of the
    /// m + 1 gaps of another section of m rows.
    private func dropPosition(_ ip: IndexPath, for a: RowPath, answeredBy proposal: RowPath?) throws -> RowPath {
        let q = RowPath(ip)
        let sections = store.sectionCount
        let rows = q.section >= 0 && q.section < sections ? store.rowCount(q.section) : 0
        let limit = q.section == a.section ? rows - 1 : rows
        guard q.section >= 0, q.section < sections, q.row >= 0, q.row <= limit else {
            let place = q.section >= 0 && q.section < sections
                ? "section \(q.section) takes a moved row at rows 0 to \(limit)"
                : "the table has \(sections) section\(sections == 1 ? "" : "s")"
            if let proposal {
                throw TableError.invalidOperation(InvalidOperation(.invalidMoveTarget, indexPath: a.indexPath, 
                    "targetIndexPathForMoveFromRowAt answered \(q) for row \(a) proposed at \(proposal), where the row cannot go: \(place)"))
            }
            throw TableError.invalidOperation(InvalidOperation(.dropOutOfRange, indexPath: a.indexPath, "cannot drop row \(a) at \(q): \(place)"))
        }
        return q
    }

    /// The positions a dragged row passes from `a` to `b`, in order (§14).
    func positionsPassed(from a: RowPath, to b: RowPath) -> [RowPath] {
        var passed: [RowPath] = []
        if a.section == b.section {
            if b.row > a.row {
                passed = (a.row + 1 ... b.row).map { RowPath(a.section, $0) }
            } else if b.row < a.row {
                passed = stride(from: a.row - 1, through: b.row, by: -1).map { RowPath(a.section, $0) }
            }
        } else if b.section > a.section {
            passed = (a.row + 1 ..< store.rowCount(a.section)).map { RowPath(a.section, $0) }
            for s in a.section + 1 ..< b.section {
                passed += (0 ... store.rowCount(s)).map { RowPath(s, $0) }
            }
            passed += (0 ... b.row).map { RowPath(b.section, $0) }
        } else {
            passed = stride(from: a.row - 1, through: 0, by: -1).map { RowPath(a.section, $0) }
            for s in stride(from: a.section - 1, to: b.section, by: -1) {
                passed += stride(from: store.rowCount(s), through: 0, by: -1).map { RowPath(s, $0) }
            }
            passed += stride(from: store.rowCount(b.section), through: b.row, by: -1).map { RowPath(b.section, $0) }
        }
        return passed
    }

    /// Moves row `a` to `f` in the table alone: its height, cell and
    /// selection go with it, the rows between shift, then a layout pass.
    private func moveRowWithoutCheck(from a: RowPath, to f: RowPath) {
        if a != f {
            let height = store.rowHeight(a.section, a.row), measured = store.isMeasured(a.section, a.row)
            store.removeRow(a.section, a.row)
            store.insertRow(f.section, f.row, height: height, measured: measured)
            func moved(_ p: RowPath) -> RowPath {
                if p == a { return f }
                var q = p
                if q.section == a.section && q.row > a.row { q.row -= 1 }
                if q.section == f.section && q.row >= f.row { q.row += 1 }
                return q
            }
            let pairs = zip(mounted, boundCells).map { (moved($0.0), $0.1) }.sorted { $0.0 < $1.0 }
            mounted = CommittedRows(pairs.map(\.0))
            boundCells = CommittedList(pairs.map(\.1))
            for (q, cell) in pairs { cell.indexPath = q.indexPath }
            visible = CommittedRows(visible.map(moved).sorted())
            selection = Set(selection.map(moved))
            passKey = nil
        }
        layoutPass(at: offset, approach: .exact)
    }
}
