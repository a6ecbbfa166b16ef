import Foundation

/// One operation of a batch, as the table was told it (ENGINE.md §9's modern wording).
enum BatchOperation: Hashable {
    case deleteRow(RowPath), insertRow(RowPath), reloadRow(RowPath), moveRow(RowPath, RowPath)
    case deleteSection(Int), insertSection(Int), reloadSection(Int), moveSection(Int, Int)
}

/// `reconfigureRows(at:)` (ENGINE.md §12.5, iOS 15): mounted rows are
/// configured again in the cells they have.
extension TableView {
    /// `reconfigureRows(at:)`: index paths before the update. For each listed
    /// row that has a cell (prefetched ones included), `cellForRow` is called
    /// again and `dequeueReusableCell` hands back the row's own cell: no new
    /// cell, no pool change, no `willDisplay`, no height asked. Rows without a
    /// cell are skipped. Inside a batch it runs after the batch's layout pass;
    /// a batch of reconfigures alone makes no count check.
    /// - Throws: `TableError.invalidOperation` unless the platform is ios15;
    ///   `TableError.invalidUpdate` (at the batch's end) for a row that does not exist.
    /// - Complexity: O(k log m) for k rows and m mounted rows, inside or outside a batch.
    public func reconfigureRows(at indexPaths: [IndexPath]) throws {
        guard platform.hasReconfigure else { throw TableError.invalidOperation(UpdateMessage.reconfigureNeedsIOS15()) }
        try collect { $0.reconfiguredRows += indexPaths.map(RowPath.init) }
    }

    /// Reconfigures rows named by their index paths after the batch, in index-path order.
    func reconfigure(_ rows: [RowPath]) {
        for p in Set(rows).sorted() {
            guard let cell = cell(boundTo: p) else { continue }
            let ip = p.indexPath
            record(.cellForRow, .row(ip))
            reconfiguringCell = cell
            bindingRow = p
            let dequeuedBefore = dequeuedDuringBind.count
            let returned = source?.tableView(self, cellForRowAt: ip) ?? dequeueReusableCell(withIdentifier: cell.reuseIdentifier, for: ip)
            reconfiguringCell = nil
            bindingRow = nil
            _ = handedOut.remove(cell)
            if returned !== cell {
                dataSourceMisuse = .invalidOperation(UpdateMessage.cellNotHandedOut(returned, row: p, boundInstead: cell))
            }
            // Dequeued during this call and not the row's own cell: back to the pool.
            for other in dequeuedDuringBind[dequeuedBefore...] where other !== cell {
                if handedOut.remove(other) { enqueue(other) }
            }
            dequeuedDuringBind.removeSubrange(dequeuedBefore...)
        }
    }

    /// A batch of reconfigures alone: rows must exist before it (as a reload's), no counts are read.
    func applyReconfigureOnly(_ b: BatchState) throws {
        let sections = store.sectionCount
        for p in b.reconfiguredRows {
            let rows = p.section >= 0 && p.section < sections ? store.rowCount(p.section) : nil
            if rows == nil || p.row < 0 || p.row >= rows! {
                throw TableError.invalidUpdate(UpdateMessage.missingRowBefore(p, sections: sections, rows: rows))
            }
        }
        reconfigure(b.reconfiguredRows)
        checkInvariants()
    }
}
