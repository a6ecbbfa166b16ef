import Foundation

/// The sections and items a diffable data source shows, by identifier: the
/// identifier-level core of UIKit's `NSDiffableDataSourceSnapshot`, without
/// UIKit's names (TablesimUIKit's snapshot wraps it; the scenario language's
/// snapshot commands edit one). Misuse UIKit raises on (duplicate
/// identifiers, an item before any section, a missing item or section)
/// throws a `DiffableSnapshotError` with UIKit's reason and leaves the
/// snapshot as it was (`reloadSections` keeps the marks it made before a
/// missing section).
/// `SnapshotDifference` turns one snapshot into another as a table batch
/// (ENGINE.md §21).
public struct DiffableSnapshot<Section: Hashable & Sendable, Item: Hashable & Sendable>: Sendable {
    // Internal and usable from inlinable code: the methods that build a
    // snapshot are inlinable, so an app's code specializes them for its
    // identifier types (generic code that is not specialized pays for type
    // metadata on every dictionary call, about 10× the work).
    @usableFromInline var sections: [Section] = []
    @usableFromInline var items: [Section: [Item]] = [:]
    /// Each item's section.
    @usableFromInline var sectionOfItem: [Item: Section] = [:]
    var reloaded: Set<Item> = []
    var reconfigured: Set<Item> = []
    var reloadedSections: Set<Section> = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [Section] { sections }
    /// The item identifiers of all sections, in order.
    public var itemIdentifiers: [Item] { sections.flatMap { items[$0] ?? [] } }
    /// The items marked for reload, in order.
    public var reloadedItemIdentifiers: [Item] { itemIdentifiers.filter { reloaded.contains($0) } }
    /// The items marked for reconfiguring, in order.
    public var reconfiguredItemIdentifiers: [Item] { itemIdentifiers.filter { reconfigured.contains($0) } }
    /// The sections marked for reload, in order.
    public var reloadedSectionIdentifiers: [Section] { sections.filter { reloadedSections.contains($0) } }

    /// The items of a section, in order.
    public func itemIdentifiers(inSection identifier: Section) throws(DiffableSnapshotError) -> [Item] {
        guard let list = items[identifier] else { throw .missingSection }
        return list
    }

    /// The items of the section at an index, in order; empty when there is no such section.
    /// - Complexity: O(1)
    public func itemIdentifiers(inSectionAt index: Int) -> [Item] {
        sections.indices.contains(index) ? items[sections[index]] ?? [] : []
    }

    /// The section holding an item, nil when the snapshot does not have it.
    public func sectionIdentifier(containingItem identifier: Item) -> Section? {
        sectionOfItem[identifier]
    }

    /// An item's index among all items, nil when the snapshot does not have it.
    public func indexOfItem(_ identifier: Item) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section),
              let r = items[section]?.firstIndex(of: identifier) else { return nil }
        return sections[..<s].reduce(0) { $0 + (items[$1]?.count ?? 0) } + r
    }

    /// An item's section index and row, nil when the snapshot does not have it.
    public func position(of identifier: Item) -> (section: Int, row: Int)? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section),
              let r = items[section]?.firstIndex(of: identifier) else { return nil }
        return (s, r)
    }

    /// A section's index, nil when the snapshot does not have it.
    public func indexOfSection(_ identifier: Section) -> Int? { sections.firstIndex(of: identifier) }

    /// The snapshot without its reload and reconfigure marks (what a data source keeps after applying it).
    public var settled: DiffableSnapshot {
        var copy = self
        copy.reloaded = []
        copy.reconfigured = []
        copy.reloadedSections = []
        return copy
    }

    // MARK: Sections

    /// Adds sections at the end.
    @inlinable
    public mutating func appendSections(_ identifiers: [Section]) throws(DiffableSnapshotError) {
        try checkNewSections(identifiers)
        sections += identifiers
        for s in identifiers { items[s] = [] }
    }

    /// Inserts sections before (or after) another.
    public mutating func insertSections(_ identifiers: [Section], relativeTo anchor: Section,
                                        after: Bool) throws(DiffableSnapshotError) {
        try checkNewSections(identifiers)
        let i = try sectionIndex(anchor)
        sections.insert(contentsOf: identifiers, at: after ? i + 1 : i)
        for s in identifiers { items[s] = [] }
    }

    /// Deletes sections and their items (sections it does not have are ignored).
    public mutating func deleteSections(_ identifiers: [Section]) {
        let gone = Set(identifiers)
        for s in gone {
            for item in items[s] ?? [] { sectionOfItem[item] = nil }
            items[s] = nil
        }
        sections.removeAll { gone.contains($0) }
    }

    /// Moves a section before (or after) another; moving it next to itself does nothing.
    public mutating func moveSection(_ identifier: Section, relativeTo anchor: Section,
                                     after: Bool) throws(DiffableSnapshotError) {
        guard identifier != anchor else { return }
        let i = try sectionIndex(identifier)
        _ = try sectionIndex(anchor)
        sections.remove(at: i)
        let j = try sectionIndex(anchor)
        sections.insert(identifier, at: after ? j + 1 : j)
    }

    /// Marks sections to be reloaded by the next apply (those before a missing one stay marked).
    public mutating func reloadSections(_ identifiers: [Section]) throws(DiffableSnapshotError) {
        for s in identifiers {
            _ = try sectionIndex(s)
            reloadedSections.insert(s)
        }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last one when nil).
    @inlinable
    public mutating func appendItems(_ identifiers: [Item], toSection sectionIdentifier: Section? = nil) throws(DiffableSnapshotError) {
        guard let section = sectionIdentifier ?? sections.last else { throw .noSections }
        guard items[section] != nil else { throw .missingSection }
        try checkNewItems(identifiers)
        items[section]! += identifiers
        for item in identifiers { sectionOfItem[item] = section }
    }

    /// Inserts items before (or after) another item.
    public mutating func insertItems(_ identifiers: [Item], relativeTo anchor: Item,
                                     after: Bool) throws(DiffableSnapshotError) {
        let (s, i) = try itemPosition(anchor)
        try checkNewItems(identifiers)
        items[s]!.insert(contentsOf: identifiers, at: after ? i + 1 : i)
        for item in identifiers { sectionOfItem[item] = s }
    }

    /// Deletes items (items it does not have are ignored).
    public mutating func deleteItems(_ identifiers: [Item]) {
        var bySection: [Section: Set<Item>] = [:]
        for item in identifiers {
            guard let s = sectionOfItem.removeValue(forKey: item) else { continue }
            bySection[s, default: []].insert(item)
            reloaded.remove(item)
            reconfigured.remove(item)
        }
        for (s, gone) in bySection { items[s]?.removeAll { gone.contains($0) } }
    }

    /// Deletes every section and item.
    public mutating func deleteAllItems() {
        self = DiffableSnapshot()
    }

    /// Moves an item before (or after) another; moving it next to itself does nothing.
    public mutating func moveItem(_ identifier: Item, relativeTo anchor: Item, after: Bool) throws(DiffableSnapshotError) {
        guard identifier != anchor else { return }
        let (from, i) = try itemPosition(identifier)
        _ = try itemPosition(anchor)
        items[from]!.remove(at: i)
        let (to, j) = try itemPosition(anchor)
        items[to]!.insert(identifier, at: after ? j + 1 : j)
        sectionOfItem[identifier] = to
    }

    /// The snapshot with the item at `source` moved to `destination`, as a
    /// table's reorder moves a row: `destination` counts the rows of its
    /// section once the item has left. Unchanged when either place is not in
    /// the snapshot.
    /// - Complexity: O(r) for the r items of the two sections.
    public func moving(from source: IndexPath, to destination: IndexPath) -> DiffableSnapshot {
        guard sections.indices.contains(source.section), sections.indices.contains(destination.section) else { return self }
        let (from, to) = (sections[source.section], sections[destination.section])
        guard let list = items[from], list.indices.contains(source.row) else { return self }
        var moved = self
        let item = moved.items[from]!.remove(at: source.row)
        guard destination.row >= 0, destination.row <= moved.items[to]!.count else { return self }
        moved.items[to]!.insert(item, at: destination.row)
        moved.sectionOfItem[item] = to
        return moved
    }

    /// Marks items to be reloaded (new cells) by the next apply.
    public mutating func reloadItems(_ identifiers: [Item]) throws(DiffableSnapshotError) {
        if let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) {
            throw .reloadOfMissingItem(Self.describe(missing))
        }
        reloaded.formUnion(identifiers)
    }

    /// Marks items to be reconfigured (their cells configured again) by the next apply.
    public mutating func reconfigureItems(_ identifiers: [Item]) throws(DiffableSnapshotError) {
        if let missing = identifiers.first(where: { sectionOfItem[$0] == nil }) {
            throw .reconfigureOfMissingItem(Self.describe(missing))
        }
        reconfigured.formUnion(identifiers)
    }

    // MARK: Checks

    /// How UIKit's messages print an identifier.
    @usableFromInline
    static func describe<T>(_ value: T) -> String { String(reflecting: value) }

    /// Items given twice in one call (or already present) throw UIKit's error.
    @inlinable
    func checkNewItems(_ identifiers: [Item]) throws(DiffableSnapshotError) {
        var seen = Set<Item>(minimumCapacity: identifiers.count), duplicates: [Item] = []
        for item in identifiers where !seen.insert(item).inserted || sectionOfItem[item] != nil {
            duplicates.append(item)
        }
        guard duplicates.isEmpty else { throw .duplicateItems(duplicates.map { Self.describe($0) }) }
    }

    @inlinable
    func checkNewSections(_ identifiers: [Section]) throws(DiffableSnapshotError) {
        var seen = Set(sections), duplicates: [Section] = []
        for s in identifiers where !seen.insert(s).inserted { duplicates.append(s) }
        guard duplicates.isEmpty else { throw .duplicateSections(duplicates.map { Self.describe($0) }) }
    }

    private func sectionIndex(_ identifier: Section) throws(DiffableSnapshotError) -> Int {
        guard let i = sections.firstIndex(of: identifier) else { throw .missingSection }
        return i
    }

    private func itemPosition(_ identifier: Item) throws(DiffableSnapshotError) -> (section: Section, index: Int) {
        guard let s = sectionOfItem[identifier], let i = items[s]?.firstIndex(of: identifier) else { throw .missingItem }
        return (s, i)
    }
}
