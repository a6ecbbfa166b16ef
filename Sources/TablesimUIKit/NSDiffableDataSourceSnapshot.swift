import Foundation

/// UIKit's `NSDiffableDataSourceSnapshot`: the sections and items a table
/// shows, by identifier. Misuse UIKit raises on (duplicate identifiers, an
/// item before any section, a missing item or section) raises the same
/// exception here (recorded) and leaves the snapshot as it was.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable, ItemIdentifierType: Hashable & Sendable>: Sendable {
    @usableFromInline typealias Section = SectionIdentifierType
    @usableFromInline typealias Item = ItemIdentifierType

    // Internal and usable from inlinable code: the methods that build a
    // snapshot are inlinable, so an app's code specializes them for its
    // identifier types (generic code that is not specialized pays for type
    // metadata on every dictionary call, about 10× the work).
    @usableFromInline var sections: [Section] = []
    @usableFromInline var items: [Section: [Item]] = [:]
    /// Each item's section.
    @usableFromInline var sectionOfItem: [Item: Section] = [:]
    private(set) var reloaded: Set<Item> = []
    private(set) var reconfigured: Set<Item> = []
    private(set) var reloadedSections: Set<Section> = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The number of items in all sections.
    public var numberOfItems: Int { sectionOfItem.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The item identifiers of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { sections.flatMap { items[$0] ?? [] } }
    /// The items reloaded since the snapshot was taken.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter { reloaded.contains($0) } }
    /// The items reconfigured since the snapshot was taken.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { itemIdentifiers.filter { reconfigured.contains($0) } }
    /// The sections reloaded since the snapshot was taken.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { sections.filter { reloadedSections.contains($0) } }

    /// The number of items in a section (raises for a section the snapshot does not have).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        itemIdentifiers(inSection: identifier).count
    }

    /// The items of a section, in order (raises for a section the snapshot does not have).
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        guard let list = items[identifier] else {
            Self.raiseMissingSection()
            return []
        }
        return list
    }

    /// The section holding an item, nil when the snapshot does not have it.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        sectionOfItem[identifier]
    }

    /// An item's index among all items, nil when the snapshot does not have it.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = sectionOfItem[identifier], let s = sections.firstIndex(of: section),
              let r = items[section]?.firstIndex(of: identifier) else { return nil }
        return sections[..<s].reduce(0) { $0 + (items[$1]?.count ?? 0) } + r
    }

    /// A section's index, nil when the snapshot does not have it.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sections.firstIndex(of: identifier) }

    // MARK: Sections

    /// Adds sections at the end.
    @inlinable
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        guard checkNewSections(identifiers) else { return }
        sections += identifiers
        for s in identifiers { items[s] = [] }
    }

    /// Inserts sections before another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        guard checkNewSections(identifiers), let i = sectionIndex(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers, at: i)
        for s in identifiers { items[s] = [] }
    }

    /// Inserts sections after another.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        guard checkNewSections(identifiers), let i = sectionIndex(toIdentifier) else { return }
        sections.insert(contentsOf: identifiers, at: i + 1)
        for s in identifiers { items[s] = [] }
    }

    /// Deletes sections and their items (sections it does not have are ignored).
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let gone = Set(identifiers)
        for s in gone {
            for item in items[s] ?? [] { sectionOfItem[item] = nil }
            items[s] = nil
        }
        sections.removeAll { gone.contains($0) }
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks sections to be reloaded by the next `apply`.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for s in identifiers {
            guard sectionIndex(s) != nil else { return }
            reloadedSections.insert(s)
        }
    }

    // MARK: Items

    /// Adds items at the end of a section (the last one when nil).
    @inlinable
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            Self.raiseNoSections()
            return
        }
        guard items[section] != nil else {
            Self.raiseMissingSection()
            return
        }
        guard checkNewItems(identifiers) else { return }
        items[section]! += identifiers
        for item in identifiers { sectionOfItem[item] = section }
    }

    /// Inserts items before another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: beforeIdentifier, after: false)
    }

    /// Inserts items after another item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insertItems(identifiers, relativeTo: afterIdentifier, after: true)
    }

    /// Deletes items (items it does not have are ignored).
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
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
        self = NSDiffableDataSourceSnapshot()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: false)
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        moveItem(identifier, relativeTo: toIdentifier, after: true)
    }

    /// Marks items to be reloaded (new cells) by the next `apply`.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        guard checkExisting(identifiers, verb: "reload") else { return }
        reloaded.formUnion(identifiers)
    }

    /// Marks items to be reconfigured (their cells configured again) by the next `apply`.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        guard checkExisting(identifiers, verb: "reconfigure") else { return }
        reconfigured.formUnion(identifiers)
    }

    // MARK: Checks and helpers

    /// UIKit's text for identifiers given twice: `{(\n    a,\n    b\n)}`.
    static func duplicatesReason(_ kind: String, _ duplicates: [String]) -> String {
        "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n    "
            + duplicates.joined(separator: ",\n    ") + "\n)}"
    }

    @usableFromInline
    static func describe<T>(_ value: T) -> String { String(reflecting: value) }

    @usableFromInline
    static func raiseNoSections() {
        UIKitException.raise(.internalInconsistencyException,
                             "There are currently no sections in the data source. Please add a section first.")
    }

    @usableFromInline
    static func raiseMissingSection() {
        UIKitException.raise(.internalInconsistencyException, "Invalid parameter not satisfying: section != NSNotFound")
    }

    static func raiseMissingItem() {
        UIKitException.raise(.internalInconsistencyException, "Invalid parameter not satisfying: indexPath || ignoreInvalidItems")
    }

    /// Items given twice in one call (or already present) raise UIKit's exception.
    @inlinable
    func checkNewItems(_ identifiers: [Item]) -> Bool {
        var seen = Set<Item>(minimumCapacity: identifiers.count), duplicates: [Item] = []
        for item in identifiers where !seen.insert(item).inserted || sectionOfItem[item] != nil {
            duplicates.append(item)
        }
        guard duplicates.isEmpty else {
            Self.raiseDuplicates("item", duplicates.map { Self.describe($0) })
            return false
        }
        return true
    }

    @inlinable
    func checkNewSections(_ identifiers: [Section]) -> Bool {
        var seen = Set(sections), duplicates: [Section] = []
        for s in identifiers where !seen.insert(s).inserted { duplicates.append(s) }
        guard duplicates.isEmpty else {
            Self.raiseDuplicates("section", duplicates.map { Self.describe($0) })
            return false
        }
        return true
    }

    @usableFromInline
    static func raiseDuplicates(_ kind: String, _ duplicates: [String]) {
        UIKitException.raise(.internalInconsistencyException, duplicatesReason(kind, duplicates))
    }

    private func checkExisting(_ identifiers: [Item], verb: String) -> Bool {
        for item in identifiers where sectionOfItem[item] == nil {
            UIKitException.raise(.internalInconsistencyException,
                                 "Attempted to \(verb) item identifier that does not exist in the snapshot: \(Self.describe(item))")
            return false
        }
        return true
    }

    private func sectionIndex(_ identifier: Section) -> Int? {
        guard let i = sections.firstIndex(of: identifier) else {
            Self.raiseMissingSection()
            return nil
        }
        return i
    }

    private func itemPosition(_ identifier: Item) -> (section: Section, index: Int)? {
        guard let s = sectionOfItem[identifier], let i = items[s]?.firstIndex(of: identifier) else {
            Self.raiseMissingItem()
            return nil
        }
        return (s, i)
    }

    private mutating func insertItems(_ identifiers: [Item], relativeTo anchor: Item, after: Bool) {
        guard let (s, i) = itemPosition(anchor), checkNewItems(identifiers) else { return }
        items[s]!.insert(contentsOf: identifiers, at: after ? i + 1 : i)
        for item in identifiers { sectionOfItem[item] = s }
    }

    private mutating func moveItem(_ identifier: Item, relativeTo anchor: Item, after: Bool) {
        guard identifier != anchor, let (from, i) = itemPosition(identifier), itemPosition(anchor) != nil else { return }
        items[from]!.remove(at: i)
        guard let (to, j) = itemPosition(anchor) else { return }
        items[to]!.insert(identifier, at: after ? j + 1 : j)
        sectionOfItem[identifier] = to
    }

    private mutating func moveSection(_ identifier: Section, relativeTo anchor: Section, after: Bool) {
        guard identifier != anchor, let i = sectionIndex(identifier), sectionIndex(anchor) != nil else { return }
        sections.remove(at: i)
        guard let j = sectionIndex(anchor) else { return }
        sections.insert(identifier, at: after ? j + 1 : j)
    }

    /// The snapshot without its reload and reconfigure marks (what the data source keeps after `apply`).
    var settled: NSDiffableDataSourceSnapshot {
        var copy = self
        copy.reloaded = []
        copy.reconfigured = []
        copy.reloadedSections = []
        return copy
    }
}
