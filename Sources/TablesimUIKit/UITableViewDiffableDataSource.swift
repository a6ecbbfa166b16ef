import Foundation

/// UIKit's `UITableViewDiffableDataSource`: a table's data source driven by
/// snapshots. `apply` computes the difference from the current snapshot
/// (one hash-table pass, the fewest moves) and performs it as one batch on the table, so cells, the
/// delegate's calls and the consistency checks are the table's own. Keep a
/// strong reference to it: the table's `dataSource` is weak, as in UIKit.
/// Subclass it to provide titles or editing (`canEditRowAt`, `commit`).
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>:
    UITableViewDataSource {
    /// Makes the cell for an item: dequeue it from the table and configure it.
    public typealias CellProvider = @MainActor (UITableView, IndexPath, ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var current = NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>()
    private var hasApplied = false

    /// The animation of the rows `apply` inserts, deletes and reloads (not modelled; kept for code that sets it).
    public var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// A data source for a table; it becomes the table's `dataSource`.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        tableView.dataSource = self
    }

    /// A copy of the current snapshot.
    public func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// Shows a snapshot. The first apply reloads the table; later ones
    /// perform the difference as one batch update (`animatingDifferences`
    /// only chooses the animation, which is not modelled). `completion` runs
    /// before this returns. When the batch raises an exception, the data
    /// source keeps its previous snapshot and the table stays as it was.
    ///
    /// Applied from `tableView(_:moveRowAt:to:)` while the user reorders (the
    /// usual way to reorder a diffable table), the snapshot is compared with
    /// the current one with the user's move made: the row is already there.
    /// A snapshot with the same order changes no row; what differs is
    /// performed as a batch once the move is done, and `completion` runs then.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        guard let tableView else {
            current = snapshot.settled
            completion?()
            return
        }
        guard hasApplied else {
            applySnapshotUsingReloadData(snapshot, completion: completion)
            return
        }
        if let move = tableView.bridge.rowBeingMoved {
            let moved = current.moving(from: move.from, to: move.to)
            current = snapshot.settled
            let diff = SnapshotDiff(from: moved, to: snapshot)
            guard !diff.isEmpty else {
                completion?()
                return
            }
            tableView.bridge.afterMove.append { [weak self] in
                self?.perform(diff, on: tableView, restoring: moved, completion: completion)
            }
            return
        }
        // What waits for the table's next layout (a reload, new heights) is
        // done now, while the data source still answers with the old snapshot.
        tableView.prepareEngine()
        let diff = SnapshotDiff(from: current, to: snapshot)
        let previous = current
        current = snapshot.settled
        perform(diff, on: tableView, restoring: previous, completion: completion)
    }

    /// Performs a snapshot's difference as one batch update on the table
    /// (the data source already answers with the new snapshot); when the
    /// batch raises, the data source goes back to `previous`.
    private func perform(_ diff: SnapshotDiff, on tableView: UITableView,
                         restoring previous: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                         completion: (() -> Void)?) {
        var applied = false
        let animation = defaultRowAnimation
        let exception = UIKitException.catching {
            tableView.performBatchUpdates({
                if !diff.deletedSections.isEmpty { tableView.deleteSections(diff.deletedSections, with: animation) }
                if !diff.insertedSections.isEmpty { tableView.insertSections(diff.insertedSections, with: animation) }
                if !diff.reloadedSections.isEmpty { tableView.reloadSections(diff.reloadedSections, with: animation) }
                if !diff.deletedRows.isEmpty { tableView.deleteRows(at: diff.deletedRows, with: animation) }
                if !diff.insertedRows.isEmpty { tableView.insertRows(at: diff.insertedRows, with: animation) }
                if !diff.reloadedRows.isEmpty { tableView.reloadRows(at: diff.reloadedRows, with: animation) }
                for move in diff.movedRows { tableView.moveRow(at: move.from, to: move.to) }
            }, completion: { _ in applied = true })
        }
        if let exception {
            current = previous
            UIKitException.raise(exception.name, exception.reason)
            return
        }
        if applied && !diff.reconfiguredRows.isEmpty { tableView.reconfigureRows(at: diff.reconfiguredRows) }
        completion?()
    }

    /// `apply` from async code (iOS 15's `await dataSource.apply(snapshot)`):
    /// done when it returns, as the synchronous form is.
    public func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                      animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// `applySnapshotUsingReloadData` from async code (iOS 15).
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Shows a snapshot by reloading the table (no difference is computed).
    public func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                             completion: (() -> Void)? = nil) {
        current = snapshot.settled
        hasApplied = true
        tableView?.reloadData()
        completion?()
    }

    /// The item at an index path, nil when there is none.
    public func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        let list = current.core.itemIdentifiers(inSectionAt: indexPath.section)
        return indexPath.row >= 0 && indexPath.row < list.count ? list[indexPath.row] : nil
    }

    /// An item's index path, nil when the snapshot does not have it.
    public func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        current.core.position(of: itemIdentifier).map { IndexPath(row: $0.row, section: $0.section) }
    }

    /// The section at an index, nil when there is none.
    public func sectionIdentifier(for index: Int) -> SectionIdentifierType? {
        let sections = current.core.sectionIdentifiers
        return sections.indices.contains(index) ? sections[index] : nil
    }

    /// A section's index, nil when the snapshot does not have it.
    public func index(for sectionIdentifier: SectionIdentifierType) -> Int? {
        current.indexOfSection(sectionIdentifier)
    }

    // MARK: UITableViewDataSource

    /// The snapshot's number of sections.
    open func numberOfSections(in tableView: UITableView) -> Int { current.numberOfSections }

    /// The snapshot's number of items in the section.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        current.core.itemIdentifiers(inSectionAt: section).count
    }

    /// The cell provider's cell for the item. A provider returning nil raises (recorded) and the row gets a plain cell.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        if let item = itemIdentifier(for: indexPath), let cell = cellProvider(tableView, indexPath, item) { return cell }
        UIKitException.raise(.internalInconsistencyException,
                             "UITableView dataSource returned a nil cell for row at index path: "
                                 + "<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.row)}")
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// Default: nil (override for titles).
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default: nil (override for titles).
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Default: false, as in UIKit (override to allow swipe to delete).
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }
    /// Default: false.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Default: nil.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
    /// Default: `index`.
    open func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int { index }
    /// Default: nothing (override to delete the item and apply a snapshot).
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Default: nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
}
