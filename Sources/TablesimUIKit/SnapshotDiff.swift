import Foundation

/// The batch that turns one snapshot into another, in UITableView's terms:
/// deletions, reloads and move sources at index paths before the batch,
/// insertions and move destinations after it.
struct SnapshotDiff: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var reloadedSections = IndexSet()
    var deletedRows: [IndexPath] = []
    var insertedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var movedRows: [(from: IndexPath, to: IndexPath)] = []
    /// Rows (after the batch) whose cells are configured again once it is applied.
    var reconfiguredRows: [IndexPath] = []

    static func == (a: SnapshotDiff, b: SnapshotDiff) -> Bool {
        a.deletedSections == b.deletedSections && a.insertedSections == b.insertedSections
            && a.reloadedSections == b.reloadedSections && a.deletedRows == b.deletedRows
            && a.insertedRows == b.insertedRows && a.reloadedRows == b.reloadedRows
            && a.movedRows.map(\.from) == b.movedRows.map(\.from) && a.movedRows.map(\.to) == b.movedRows.map(\.to)
            && a.reconfiguredRows == b.reconfiguredRows
    }

    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && reloadedSections.isEmpty && deletedRows.isEmpty
            && insertedRows.isEmpty && reloadedRows.isEmpty && movedRows.isEmpty && reconfiguredRows.isEmpty
    }

    /// The difference between two snapshots, in O(n log n) time with one
    /// hash table (Heckel's algorithm, which unique identifiers make a
    /// hash-table pass): the items of the new snapshot are numbered in one
    /// table, and every old item is looked up in it once. A section that
    /// changes place among the sections both snapshots share is deleted and
    /// inserted (its rows go and come with it). Within a section, the items
    /// staying in it keep their place along a longest run that keeps its
    /// order (a longest increasing subsequence of their new places, in old
    /// order); only the others move, so one item moved across a section is
    /// one move. The per-item work past the lookup is on integer arrays:
    /// code generic over the identifiers pays for each generic call.
    init<S, I>(from old: NSDiffableDataSourceSnapshot<S, I>, to new: NSDiffableDataSourceSnapshot<S, I>) {
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
        // The new items of kept sections numbered in one sequence; each number's section (k, into keptSections) and row.
        var newItems: [I] = [], sectionOf: [Int] = [], rowOf: [Int] = []
        let count = newLists.reduce(0) { $0 + $1.count }
        newItems.reserveCapacity(count)
        sectionOf.reserveCapacity(count)
        rowOf.reserveCapacity(count)
        for (k, list) in newLists.enumerated() {
            newItems += list
            sectionOf.append(contentsOf: repeatElement(k, count: list.count))
            rowOf.append(contentsOf: 0..<list.count)
        }
        var numbers = IdentifierNumbers(count: count)
        for g in 0..<count { numbers.insert(hash: newItems[g].hashValue, number: g) }
        func number(_ item: I) -> Int? { numbers.number(of: item, hash: item.hashValue, in: newItems) }
        // Marks on new items: reloaded, reconfigured, and found among the old items.
        var reloadedItem = [Bool](repeating: false, count: count)
        var reconfiguredItem = reloadedItem, found = reloadedItem
        for item in new.reloaded { if let g = number(item) { reloadedItem[g] = true } }
        for item in new.reconfigured { if let g = number(item) { reconfiguredItem[g] = true } }
        func path(_ g: Int) -> IndexPath { IndexPath(row: rowOf[g], section: newSection[sectionOf[g]]) }
        // A reloaded section's rows are asked for again with it: items
        // entering or leaving it are inserted or deleted on the other side only.
        let reloadedNew = keptSections.map { new.reloadedSections.contains($0) }
        for k in keptSections.indices {
            let list = oldLists[k]
            var destinations = [Int](repeating: -1, count: list.count)
            for r in 0..<list.count { destinations[r] = number(list[r]) ?? -1 }
            let inPlace = Self.keptInOrder(destinations, sectionOf: sectionOf, section: k)
            let fromReloaded = reloadedNew[k]
            for r in 0..<list.count {
                let g = destinations[r]
                if g >= 0 && inPlace[r] && !reloadedItem[g] && !reconfiguredItem[g] {
                    found[g] = true  // the common case: an item left alone
                    continue
                }
                let from = IndexPath(row: r, section: oldSection[k])
                guard g >= 0 else {
                    if !fromReloaded { deletedRows.append(from) }
                    continue
                }
                found[g] = true
                switch (fromReloaded, reloadedNew[sectionOf[g]]) {
                case (true, true): continue
                case (true, false): insertedRows.append(path(g))
                case (false, true): deletedRows.append(from)
                case (false, false):
                    if !inPlace[r] {
                        movedRows.append((from, path(g)))
                        if reloadedItem[g] || reconfiguredItem[g] { reconfiguredRows.append(path(g)) }
                    } else if reloadedItem[g] {
                        reloadedRows.append(from)
                    } else if reconfiguredItem[g] {
                        reconfiguredRows.append(path(g))
                    }
                }
            }
        }
        for g in 0..<count where !found[g] && !reloadedNew[sectionOf[g]] { insertedRows.append(path(g)) }
        insertedRows.sort()
        deletedRows.sort()
        reconfiguredRows.sort()
    }

    /// Which of a section's old items (their numbers in the new snapshot, in
    /// old order; -1 for gone) stay in place: those staying in `section`
    /// along a longest increasing subsequence of their numbers.
    /// O(k log k) for k items (patience sorting).
    static func keptInOrder(_ destinations: [Int], sectionOf: [Int], section: Int) -> [Bool] {
        // tails[l]: the index (into destinations) ending the best run of length l + 1 found so far.
        var tails: [Int] = []
        var previous = [Int](repeating: -1, count: destinations.count)
        for (i, g) in destinations.enumerated() where g >= 0 && sectionOf[g] == section {
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
