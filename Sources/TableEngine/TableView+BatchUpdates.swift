import Foundation

/// The operations a batch collected, as written (ENGINE.md §9). Deletes,
/// reloads and move sources are index paths before the batch; inserts and
/// move destinations are index paths after it.
struct BatchState {
    /// beginUpdates() calls not yet matched by endUpdates(): nested batches count as one.
    var depth = 0
    /// An error raised inside the batch (reloadData), thrown at its end.
    var error: TableError?
    var deletedSections: [Int] = []
    var insertedSections: [Int] = []
    var reloadedSections: [Int] = []
    var movedSections: [(from: Int, to: Int)] = []
    var deletedRows: [RowPath] = []
    var insertedRows: [RowPath] = []
    var reloadedRows: [RowPath] = []
    var movedRows: [(from: RowPath, to: RowPath)] = []
    /// `reconfigureRows(at:)`: index paths before the batch, run after its layout pass (§12.5).
    var reconfiguredRows: [RowPath] = []
    /// Every operation in the order the table was told (for the modern wording, §9).
    var told: [BatchOperation] = []

    /// Whether the batch changes no row or section (reconfigures alone make no count check).
    var changesNothing: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && movedSections.isEmpty
            && deletedRows.isEmpty && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty
    }

    var isEmpty: Bool { changesNothing && reconfiguredRows.isEmpty }
}

/// Batch updates: the UIKit-shaped public API. Outside a batch each call is a
/// batch of its own; inside one, calls are collected and checked at its end.
extension TableView {
    /// Whether a batch is open (between `beginUpdates()` and its `endUpdates()`).
    /// - Complexity: O(1)
    public var isUpdating: Bool { batch != nil }

    /// Opens a batch; nested calls count as one batch.
    /// - Complexity: O(1) (loads the table first if it has not loaded: O(n)).
    public func beginUpdates() {
        layoutIfNeeded()
        if batch == nil {
            batch = BatchState()
            // Opened from inside a callback: its endUpdates() throws and applies nothing.
            if isCallingOut { batch!.error = .invalidOperation(.changeWhileCallingOut) }
        }
        batch!.depth += 1
    }

    /// Closes a batch. The outermost call checks the data source's counts
    /// against the collected operations and applies them, or throws
    /// `TableError.invalidUpdate` and leaves the table as it was.
    /// - Complexity: O(S + k log n + v) for S sections, k operations, n rows and
    ///   v mounted rows (plus the rows of inserted, reloaded or moved sections);
    ///   O(n) without estimated heights, where every row's height is asked again.
    public func endUpdates() throws {
        guard var state = batch else { throw TableError.invalidOperation(UpdateMessage.unbalancedEnd()) }
        state.depth -= 1
        guard state.depth == 0 else {
            batch = state
            return
        }
        batch = nil
        if let error = state.error {
            if isCallingOut { reentrancyError = error }
            throw error
        }
        try operation { try withEstimateProbe { try applyBatch(state) } }
    }

    /// `performBatchUpdates(_:completion:)`: runs `updates` inside one batch.
    /// When `updates` throws, the batch is dropped (the table does not change) and the error rethrown.
    /// - Complexity: as `endUpdates()`.
    public func performBatchUpdates(_ updates: () throws -> Void) throws {
        beginUpdates()
        do {
            try updates()
        } catch {
            abandonBatchLevel()
            throw error
        }
        try endUpdates()
    }

    /// Leaves one level of a batch without applying it; leaving the last level drops the batch.
    private func abandonBatchLevel() {
        guard var state = batch else { return }
        state.depth -= 1
        batch = state.depth > 0 ? state : nil
    }

    /// Runs `body` inside the open batch, or in a batch of its own.
    func collect(_ body: (inout BatchState) -> Void) throws {
        beginUpdates()
        body(&batch!)
        try endUpdates()
    }

    /// `insertRows(at:with:)`: index paths after the update.
    /// - Complexity: O(k) inside a batch; as `endUpdates()` outside one.
    public func insertRows(at indexPaths: [IndexPath]) throws {
        try collect {
            $0.insertedRows += indexPaths.map(RowPath.init)
            $0.told += indexPaths.map { .insertRow(RowPath($0)) }
        }
    }

    /// `deleteRows(at:with:)`: index paths before the update.
    /// - Complexity: O(k) inside a batch; as `endUpdates()` outside one.
    public func deleteRows(at indexPaths: [IndexPath]) throws {
        try collect {
            $0.deletedRows += indexPaths.map(RowPath.init)
            $0.told += indexPaths.map { .deleteRow(RowPath($0)) }
        }
    }

    /// `moveRow(at:to:)`: the source before the update, the destination after it. The row keeps its cell.
    /// - Complexity: O(1) inside a batch; as `endUpdates()` outside one.
    public func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) throws {
        try collect {
            $0.movedRows.append((RowPath(indexPath), RowPath(newIndexPath)))
            $0.told.append(.moveRow(RowPath(indexPath), RowPath(newIndexPath)))
        }
    }

    /// `reloadRows(at:with:)`: index paths before the update; the rows are measured and bound again.
    /// - Complexity: O(k) inside a batch; as `endUpdates()` outside one.
    public func reloadRows(at indexPaths: [IndexPath]) throws {
        try collect {
            $0.reloadedRows += indexPaths.map(RowPath.init)
            $0.told += indexPaths.map { .reloadRow(RowPath($0)) }
        }
    }

    /// `insertSections(_:with:)`: section indexes after the update.
    /// - Complexity: O(k) inside a batch; as `endUpdates()` outside one.
    public func insertSections(_ sections: IndexSet) throws { try insertSections(Array(sections)) }

    /// `insertSections(_:with:)`: section indexes after the update.
    /// - Complexity: O(k) inside a batch; as `endUpdates()` outside one.
    public func insertSections(_ sections: [Int]) throws {
        try collect {
            $0.insertedSections += sections
            $0.told += sections.map { .insertSection($0) }
        }
    }

    /// `deleteSections(_:with:)`: section indexes before the update.
    /// - Complexity: O(k) inside a batch; as `endUpdates()` outside one.
    public func deleteSections(_ sections: IndexSet) throws { try deleteSections(Array(sections)) }

    /// `deleteSections(_:with:)`: section indexes before the update.
    /// - Complexity: O(k) inside a batch; as `endUpdates()` outside one.
    public func deleteSections(_ sections: [Int]) throws {
        try collect {
            $0.deletedSections += sections
            $0.told += sections.map { .deleteSection($0) }
        }
    }

    /// `moveSection(_:toSection:)`: the source before the update, the destination after it.
    /// - Complexity: O(1) inside a batch; as `endUpdates()` outside one.
    public func moveSection(_ section: Int, toSection newSection: Int) throws {
        try collect {
            $0.movedSections.append((section, newSection))
            $0.told.append(.moveSection(section, newSection))
        }
    }

    /// `reloadSections(_:with:)`: section indexes before the update; the
    /// section's header, footer, row count and rows are asked for again.
    /// - Complexity: O(k) inside a batch; as `endUpdates()` outside one.
    public func reloadSections(_ sections: IndexSet) throws { try reloadSections(Array(sections)) }

    /// `reloadSections(_:with:)`: section indexes before the update.
    /// - Complexity: O(k) inside a batch; as `endUpdates()` outside one.
    public func reloadSections(_ sections: [Int]) throws {
        try collect {
            $0.reloadedSections += sections
            $0.told += sections.map { .reloadSection($0) }
        }
    }
}
