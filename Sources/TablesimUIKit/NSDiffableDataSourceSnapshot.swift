import Foundation
import TableEngine

/// UIKit's `NSDiffableDataSourceSnapshot`: the sections and items a table
/// shows, by identifier. Misuse UIKit raises on (duplicate identifiers, an
/// item before any section, a missing item or section) raises the same
/// exception here (recorded) and leaves the snapshot as it was.
/// (A thin layer over the engine's `DiffableSnapshot`.)
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    // Usable from inlinable code: the methods that build a snapshot are
    // inlinable, so an app's code specializes them for its identifier types.
    @usableFromInline var core: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>

    /// An empty snapshot.
    public init() { core = DiffableSnapshot() }

    init(core: DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) { self.core = core }

    // MARK: Reading

    /// The number of sections.
    public var numberOfSections: Int { core.numberOfSections }
    /// The number of items in all sections.
    public var numberOfItems: Int { core.numberOfItems }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { core.sectionIdentifiers }
    /// The item identifiers of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { core.itemIdentifiers }
    /// The items reloaded since the snapshot was taken.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { core.reloadedItemIdentifiers }
    /// The items reconfigured since the snapshot was taken.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { core.reconfiguredItemIdentifiers }
    /// The sections reloaded since the snapshot was taken.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { core.reloadedSectionIdentifiers }

    /// The number of items in a section (raises for a section the snapshot does not have).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of a section, in order (raises for a section the snapshot does not have).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        do { return try core.itemIdentifiers(inSection: identifier) } catch {
            Self.raise(error)
            return []
        }
    }

    /// The section holding an item, nil when the snapshot does not have it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        core.sectionIdentifier(containingItem: identifier)
    }

    /// An item's index among all items, nil when the snapshot does not have it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? { core.indexOfItem(identifier) }

    /// A section's index, nil when the snapshot does not have it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { core.indexOfSection(identifier) }

    // MARK: Sections

    /// Adds sections at the end.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        do { try core.appendSections(identifiers) } catch { Self.raise(error) }
    }

    /// Inserts sections before another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        edit { try $0.insertSections(identifiers, relativeTo: toIdentifier, after: false) }
    }

    /// Inserts sections after another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        edit { try $0.insertSections(identifiers, relativeTo: toIdentifier, after: true) }
    }

    /// Deletes sections and their items (sections it does not have are ignored).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) { core.deleteSections(identifiers) }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        edit { try $0.moveSection(identifier, relativeTo: toIdentifier, after: false) }
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        edit { try $0.moveSection(identifier, relativeTo: toIdentifier, after: true) }
    }

    /// Marks sections to be reloaded by the next `apply`.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        edit { try $0.reloadSections(identifiers) }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last one when nil).
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        do { try core.appendItems(identifiers, toSection: sectionIdentifier) } catch { Self.raise(error) }
    }

    /// Inserts items before another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        edit { try $0.insertItems(identifiers, relativeTo: beforeIdentifier, after: false) }
    }

    /// Inserts items after another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        edit { try $0.insertItems(identifiers, relativeTo: afterIdentifier, after: true) }
    }

    /// Deletes items (items it does not have are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) { core.deleteItems(identifiers) }

    /// Deletes every section and item.
    public mutating func deleteAllItems() { core.deleteAllItems() }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        edit { try $0.moveItem(identifier, relativeTo: toIdentifier, after: false) }
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        edit { try $0.moveItem(identifier, relativeTo: toIdentifier, after: true) }
    }

    /// Marks items to be reloaded (new cells) by the next `apply`.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        edit { try $0.reloadItems(identifiers) }
    }

    /// Marks items to be reconfigured (their cells configured again) by the next `apply`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        edit { try $0.reconfigureItems(identifiers) }
    }

    // MARK: Raising

    /// Runs an edit of the core; its error is raised as UIKit's exception (recorded).
    private mutating func edit(_ body: (inout DiffableSnapshot<SectionIdentifierType, ItemIdentifierType>) throws -> Void) {
        do {
            try body(&core)
        } catch let error as DiffableSnapshotError {
            Self.raise(error)
        } catch {
            UIKitException.raise(.internalInconsistencyException, "\(error)")
        }
    }

    @usableFromInline
    static func raise(_ error: DiffableSnapshotError) {
        UIKitException.raise(.internalInconsistencyException, error.reason)
    }

    /// The snapshot with a table reorder's move made (`DiffableSnapshot.moving(from:to:)`).
    func moving(from source: IndexPath, to destination: IndexPath) -> NSDiffableDataSourceSnapshot {
        NSDiffableDataSourceSnapshot(core: core.moving(from: source, to: destination))
    }

    /// The snapshot without its reload and reconfigure marks (what the data source keeps after `apply`).
    var settled: NSDiffableDataSourceSnapshot { NSDiffableDataSourceSnapshot(core: core.settled) }
}

/// The difference between two of UIKit's snapshots (the engine's, by identifier).
typealias SnapshotDiff = SnapshotDifference

extension SnapshotDifference {
    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
        self.init(from: old.core, to: new.core)
    }
}
