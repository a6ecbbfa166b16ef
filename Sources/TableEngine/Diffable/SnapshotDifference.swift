import Foundation

/// The batch that turns one snapshot into another, in a table's terms:
/// deletions, reloads and move sources at index paths before the batch,
/// insertions and move destinations after it. A diffable data source
/// performs it as one batch update, then reconfigures `reconfiguredRows`.
public struct SnapshotDifference: Equatable, Sendable {
    public var deletedSections = IndexSet()
    public var insertedSections = IndexSet()
    public var reloadedSections = IndexSet()
    public var deletedRows: [IndexPath] = []
    public var insertedRows: [IndexPath] = []
    public var reloadedRows: [IndexPath] = []
    public var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// Rows (after the batch) whose cells are configured again once it is applied.
    public var reconfiguredRows: [IndexPath] = []

    /// No change at all.
    public init() {}

    public static func == (a: SnapshotDifference, b: SnapshotDifference) -> Bool {
        a.deletedSections == b.deletedSections && a.insertedSections == b.insertedSections
            && a.reloadedSections == b.reloadedSections && a.deletedRows == b.deletedRows
            && a.insertedRows == b.insertedRows && a.reloadedRows == b.reloadedRows
            && a.movedRows.map(\.from) == b.movedRows.map(\.from) && a.movedRows.map(\.to) == b.movedRows.map(\.to)
            && a.reconfiguredRows == b.reconfiguredRows
    }

    /// Whether the batch changes nothing.
    public var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty && reconfiguredRows.isEmpty
    }

    /// The difference between two snapshots, in O(n log n) time (Heckel's
    /// algorithm, which unique identifiers make a walk and a hash-table pass:
    /// `newPlaces(of:in:offsets:)` finds every old item among the new ones).
    /// A section that changes place among the sections both snapshots share
    /// is deleted and inserted (its rows go and come with it). Within a
    /// section, the items staying in it keep their place along a longest run
    /// that keeps its order (a longest increasing subsequence of their new
    /// places, in old order); only the others move, so one item moved across
    /// a section is one move. The per-item work past the matching is on
    /// integer arrays: code generic over the identifiers pays for each
    /// generic call.
    public init<S, I>(from old: DiffableSnapshot<S, I>, to new: DiffableSnapshot<S, I>) {
        let oldIndex = Dictionary(uniqueKeysWithValues: old.sections.enumerated().map { ($1, $0) })
        let newIndex = Dictionary(uniqueKeysWithValues: new.sections.enumerated().map { ($1, $0) })
        // Sections: the shared ones in both orders; those whose place among them changed count as replaced.
        let sharedOld = old.sections.filter { newIndex[$0] != nil }
        let sharedNew = new.sections.filter { oldIndex[$0] != nil }
        var kept = Set<S>()
        for (a, b) in zip(sharedOld, sharedNew) where a == b { kept.insert(a) }
        for (s, section) in old.sections.enumerated() where !kept.contains(section) { deletedSections.insert(s) }
        for (s, section) in new.sections.enumerated() where !kept.contains(section) { insertedSections.insert(s) }
        for section in new.reloadedSections where kept.contains(section) {
            if let s = oldIndex[section] { reloadedSections.insert(s) }
        }
        // Kept sections, in old order (the same as new order); the rest's items come and go with them.
        let keptSections = old.sections.filter { kept.contains($0) }
        let oldLists = keptSections.map { old.items[$0] ?? [] }
        let newLists = keptSections.map { new.items[$0] ?? [] }
        let oldSection = keptSections.map { oldIndex[$0] ?? 0 }
        let newSection = keptSections.map { newIndex[$0] ?? 0 }
        // The new items of kept sections are numbered in one sequence: kept section k's from offsets[k].
        var offsets = [0]
        for list in newLists { offsets.append(offsets[offsets.count - 1] + list.count) }
        let count = offsets[offsets.count - 1]
        let places = Self.newPlaces(of: oldLists, in: newLists, offsets: offsets)
        // Marks on new items: reloaded, reconfigured, and found among the old items.
        let marks = Self.marks(reloaded: new.reloaded, reconfigured: new.reconfigured, in: newLists,
                               holdsMarks: Self.sectionsHoldingMarks(of: new, kept: keptSections), count: count)
        func isReloaded(_ g: Int) -> Bool { marks?.reloaded[g] ?? false }
        func isReconfigured(_ g: Int) -> Bool { marks?.reconfigured[g] ?? false }
        var found = [Bool](repeating: false, count: count)
        /// The kept section numbering `g`: the last whose numbers start at or before it.
        func sectionOf(_ g: Int) -> Int { offsets[..<keptSections.count].countLess(than: g + 1) - 1 }
        func path(_ g: Int) -> IndexPath {
            let k = sectionOf(g)
            return IndexPath(row: g - offsets[k], section: newSection[k])
        }
        // A reloaded section's rows are asked for again with it: items
        // entering or leaving it are inserted or deleted on the other side only.
        let reloadedNew = keptSections.map { new.reloadedSections.contains($0) }
        for k in keptSections.indices {
            let destinations = places[k]
            let inPlace = Self.keptInOrder(destinations, numbers: offsets[k]..<offsets[k + 1])
            let fromReloaded = reloadedNew[k]
            for r in destinations.indices {
                let g = destinations[r]
                if g >= 0 && inPlace[r] && !isReloaded(g) && !isReconfigured(g) {
                    found[g] = true  // the common case: an item left alone
                    continue
                }
                let from = IndexPath(row: r, section: oldSection[k])
                guard g >= 0 else {
                    if !fromReloaded { deletedRows.append(from) }
                    continue
                }
                found[g] = true
                switch (fromReloaded, reloadedNew[sectionOf(g)]) {
                case (true, true): continue
                case (true, false): insertedRows.append(path(g))
                case (false, true): deletedRows.append(from)
                case (false, false):
                    if !inPlace[r] {
                        movedRows.append((from, path(g)))
                        if isReloaded(g) || isReconfigured(g) { reconfiguredRows.append(path(g)) }
                    } else if isReloaded(g) {
                        reloadedRows.append(from)
                    } else if isReconfigured(g) {
                        reconfiguredRows.append(path(g))
                    }
                }
            }
        }
        for k in keptSections.indices where !reloadedNew[k] {
            for g in offsets[k]..<offsets[k + 1] where !found[g] {
                insertedRows.append(IndexPath(row: g - offsets[k], section: newSection[k]))
            }
        }
        insertedRows.sort()
        deletedRows.sort()
        reconfiguredRows.sort()
    }

    /// Which of the kept sections (in order) hold an item `snapshot` marks for reload or reconfiguring.
    static func sectionsHoldingMarks<S, I>(of snapshot: DiffableSnapshot<S, I>, kept: [S]) -> [Bool] {
        var holds = [Bool](repeating: false, count: kept.count)
        guard !snapshot.reloaded.isEmpty || !snapshot.reconfigured.isEmpty else { return holds }
        let position = Dictionary(uniqueKeysWithValues: kept.enumerated().map { ($1, $0) })
        for item in snapshot.reloaded.union(snapshot.reconfigured) {
            if let section = snapshot.sectionOfItem[item], let k = position[section] { holds[k] = true }
        }
        return holds
    }

    /// Which of a section's old items (their numbers in the new snapshot, in
    /// old order; -1 for gone) stay in place: those staying in the section
    /// (whose new items are `numbers`) along a longest increasing subsequence
    /// of their numbers.
    /// O(k log k) for k items (patience sorting).
    static func keptInOrder(_ destinations: [Int], numbers: Range<Int>) -> [Bool] {
        // tails[l]: the index (into destinations) ending the best run of length l + 1 found so far.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: destinations.count)
        for (i, g) in destinations.enumerated() where numbers.contains(g) {
            // Most items keep their order: they extend the longest run found so far.
            if let last = tails.last, destinations[last] < g {
                previous[i] = last
                tails.append(i)
                continue
            }
            var lo = 0, hi = tails.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if destinations[tails[mid]] < g { lo = mid + 1 } else { hi = mid }
            }
            if lo > 0 { previous[i] = tails[lo - 1] }
            if lo == tails.count { tails.append(i) } else { tails[lo] = i }
        }
        var inPlace = [Bool](repeating: false, count: destinations.count)
        var i = tails.last ?? -1
        while i >= 0 {
            inPlace[i] = true
            i = previous[i]
        }
        return inPlace
    }
}

/// A hash table from identifiers to their numbers (0..<count), open
/// addressing on the identifiers' `hashValue`s. Its own work is on integers:
/// the only generic calls are one `hashValue` per identifier and the equality
/// checks of a lookup, where a generic `Dictionary` (which
/// nothing specializes across the module boundary) pays for type metadata on
/// every call.
struct IdentifierNumbers {
    /// One integer a slot: the hash's high 32 bits above the number + 1 (0 when empty).
    private var slots: [Int]
    private let mask: Int

    /// An empty table for `count` identifiers (at most half full; numbers fit in 32 bits).
    init(count: Int) {
        var size = 16
        while size < 2 * count { size *= 2 }
        slots = [Int](repeating: 0, count: size)
        mask = size - 1
    }

    private static let low = 0xffff_ffff

    /// Adds a number under a hash (identifiers are unique: no check).
    mutating func insert(hash: Int, number: Int) {
        var i = hash & mask
        while slots[i] != 0 { i = (i + 1) & mask }
        slots[i] = (hash & ~Self.low) | (number + 1)
    }

    /// The number of `item` (whose hash is `hash`), where `items[number]` is the identifier numbered so; nil when none.
    func number<I: Equatable>(of item: I, hash: Int, in items: [I]) -> Int? {
        var i = hash & mask
        while slots[i] != 0 {
            let number = (slots[i] & Self.low) - 1
            if slots[i] & ~Self.low == hash & ~Self.low && items[number] == item { return number }
            i = (i + 1) & mask
        }
        return nil
    }
}
