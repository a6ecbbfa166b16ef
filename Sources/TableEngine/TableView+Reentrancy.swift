import Foundation

/// What the table does while it is calling its data source or delegate.
///
/// Every operation that calls out from inside its own work (a load, a
/// layout pass, a batch) counts itself in `depth`. A tap does not: its
/// calls come from the user's touch, and the app may change the table in
/// them (`tapRow(at:)`). A callback may read the table at any time; it
/// sees the state the running operation has built so far (`cellForRow(at:)`
/// answers for rows already bound, `visibleCells` holds the cells bound so
/// far). Changes are handled so the running operation never sees its state
/// move under it:
/// - `reloadData()` is deferred: it runs once the outermost operation ends,
///   as UIKit's deferred reload at its next layout pass does. A reload that
///   keeps asking for itself stops after `maximumDeferredReloads` rounds and
///   sets `reentrancyError`.
/// - batch updates (and each insert, delete, move or reload call), content
///   offset changes, drags and `scrollToRow` throw
///   `TableError.invalidOperation(.changeWhileCallingOut)` (`reentrantChangeMessage`) and change nothing.
struct ReentrancyState {
    var depth = 0
    var pendingReload = false
    var deferredReloads = 0
    /// A check of the invariants asked for while calling out, run when the operation ends.
    var checkPending = false
    /// Cells bound by the running operation, for lookups from callbacks
    /// while `boundCells` is being rebuilt.
    var passCells: [TableViewCell] = []
}

extension TableView {
    /// How many deferred reloads may follow each other before the table stops
    /// one that keeps asking for itself (a reload inside every `willDisplay`).
    public static let maximumDeferredReloads = 64

    /// The message of the error thrown by a change made from inside a callback.
    public static let reentrantChangeMessage =
        "the table cannot change while it is calling its data source or delegate "
        + "(a batch update, a scroll or a content offset change from inside a callback): "
        + "make the change after the callback returns"

    /// Whether the table is inside a load, layout pass or batch, calling
    /// out to its data source or delegate.
    /// - Complexity: O(1)
    public var isCallingOut: Bool { reentrancy.depth > 0 }

    /// Set when the table refused or dropped a call made from inside a
    /// callback (a reload that kept asking for itself); nil otherwise.
    /// - Complexity: O(1)
    public internal(set) var reentrancyError: TableError? {
        get { lastReentrancyError }
        set { lastReentrancyError = newValue }
    }

    /// Runs `body` as an operation that calls out; when the outermost one
    /// ends, a reload requested meanwhile runs.
    func operation<R>(_ body: () throws -> R) rethrows -> R {
        reentrancy.depth += 1
        defer {
            reentrancy.depth -= 1
            if reentrancy.depth == 0 {
                reentrancy.passCells.emptyKeepingStorage()
                runDeferredReload()
                if reentrancy.checkPending {
                    reentrancy.checkPending = false
                    checkInvariants()
                }
            }
        }
        return try body()
    }

    /// A cell bound to row `p` during the running operation, if any.
    func passCell(boundTo p: RowPath) -> TableViewCell? {
        reentrancy.passCells.last { $0.isBound(to: p) }
    }

    /// The cells bound to visible rows, in row order: during an operation,
    /// those bound so far (`boundCells` lags behind while a pass runs).
    func cellsOfVisibleRows() -> [TableViewCell] {
        var seen = Set<ObjectIdentifier>()
        var found: [(RowPath, TableViewCell)] = []
        for cell in boundCells + reentrancy.passCells {
            guard let ip = cell.indexPath, seen.insert(ObjectIdentifier(cell)).inserted else { continue }
            let p = RowPath(ip)
            if visible.containsSorted(p) { found.append((p, cell)) }
        }
        if reentrancy.depth > 0 { found.sort { $0.0 < $1.0 } }
        return found.map(\.1)
    }

    /// Called by `reloadData()`: true when the reload is deferred.
    func deferReloadIfCallingOut() -> Bool {
        guard reentrancy.depth > 0 else { return false }
        reentrancy.pendingReload = true
        return true
    }

    /// Throws when a change is made from inside a callback.
    func refuseChangeWhileCallingOut() throws {
        guard reentrancy.depth > 0 else { return }
        let error = TableError.invalidOperation(.changeWhileCallingOut)
        reentrancyError = error
        throw error
    }

    private func runDeferredReload() {
        guard reentrancy.pendingReload else {
            reentrancy.deferredReloads = 0
            return
        }
        reentrancy.pendingReload = false
        reentrancy.deferredReloads += 1
        guard reentrancy.deferredReloads <= TableView.maximumDeferredReloads else {
            reentrancy.deferredReloads = 0
            reentrancyError = .invalidOperation(InvalidOperation(.reloadLoop,
                "reloadData() was called from inside every reload it caused (\(TableView.maximumDeferredReloads) in a row): "
                + "the last one was dropped"))
            return
        }
        reloadData()
        if !reentrancy.pendingReload { reentrancy.deferredReloads = 0 }
    }
}
