/// Finding each old item among the new items: the part of a snapshot
/// difference that reads every item (ENGINE.md §21).
extension SnapshotDifference {
    /// How many items ahead the walk looks, on each side, for the step it lost.
    static let lookahead = 8

    /// The new place of every old item of each kept section: its number
    /// among the kept sections' new items (counted across the sections in
    /// order; section `k`'s start at `offsets[k]`), or -1 when the new
    /// snapshot does not hold it in a kept section.
    ///
    /// Most items keep their place between two snapshots an app applies, so
    /// each section's old and new items are first walked side by side. Equal
    /// items are matched: identifiers are unique, so an equal pair is each
    /// one's only match. Where the two differ, up to `lookahead` items ahead
    /// on either side are compared to find the step again (an item inserted,
    /// deleted or moved away). Only the items the walk leaves unmatched are
    /// numbered in a hash table and looked up. The walk reads both lists in
    /// order, where a table of every item is read at random places: at
    /// 1,000,000 items such a table no longer fits in the caches.
    ///
    /// Where the lists differ too often for that (a shuffled or reversed
    /// section), the walk stops looking ahead once its failed looks have
    /// cost about half a comparison an item, and what it leaves is matched
    /// through the table: never more than that over matching through the
    /// table alone.
    /// - Complexity: O(n) for n items, expected (hashing).
    static func newPlaces<I: Hashable>(of oldLists: [[I]], in newLists: [[I]], offsets: [Int]) -> [[Int]] {
        var places: [[Int]] = []
        places.reserveCapacity(oldLists.count)
        var unmatchedOld: [(section: Int, row: Int)] = []
        var unmatchedNew: [I] = [], unmatchedNumbers: [Int] = []
        let items = oldLists.reduce(0) { $0 + $1.count } + newLists.reduce(0) { $0 + $1.count }
        // Failed looks ahead the walk may still make (each compares up to 2 × lookahead pairs).
        var looksLeft = max(64, items / (4 * lookahead))
        for k in oldLists.indices {
            let old = oldLists[k], new = newLists[k], base = offsets[k]
            // Filled here, then filed (a write through `places[k]` checks both arrays' uniqueness every time).
            var sectionPlaces = [Int](repeating: -1, count: old.count)
            var i = 0, j = 0
            while i < old.count && j < new.count {
                if old[i] == new[j] {
                    sectionPlaces[i] = base + j
                    i += 1
                    j += 1
                    continue
                }
                switch looksLeft > 0 ? step(old, i, new, j) : nil {
                case let skipped? where skipped > 0:
                    // new[j] up to the old item's place came from elsewhere.
                    for r in j..<(j + skipped) {
                        unmatchedNew.append(new[r])
                        unmatchedNumbers.append(base + r)
                    }
                    j += skipped
                case let skipped?:
                    // old[i] up to the new item's old place went elsewhere.
                    for r in i..<(i - skipped) { unmatchedOld.append((k, r)) }
                    i -= skipped
                case nil:
                    if looksLeft > 0 { looksLeft -= 1 }
                    unmatchedOld.append((k, i))
                    unmatchedNew.append(new[j])
                    unmatchedNumbers.append(base + j)
                    i += 1
                    j += 1
                }
            }
            for r in i..<old.count { unmatchedOld.append((k, r)) }
            for r in j..<new.count {
                unmatchedNew.append(new[r])
                unmatchedNumbers.append(base + r)
            }
            places.append(sectionPlaces)
        }
        guard !unmatchedOld.isEmpty, !unmatchedNew.isEmpty else { return places }
        var numbers = IdentifierNumbers(count: unmatchedNew.count)
        for (u, item) in unmatchedNew.enumerated() { numbers.insert(hash: item.hashValue, number: u) }
        for (k, r) in unmatchedOld {
            let item = oldLists[k][r]
            if let u = numbers.number(of: item, hash: item.hashValue, in: unmatchedNew) {
                places[k][r] = unmatchedNumbers[u]
            }
        }
        return places
    }

    /// Where the walk finds its step again after `old[i] != new[j]`: d > 0
    /// when `old[i]` is `new[j + d]` (d new items came from elsewhere), -d
    /// when `new[j]` is `old[i + d]` (d old items went elsewhere), the
    /// nearest first; nil when neither is within `lookahead`.
    private static func step<I: Equatable>(_ old: [I], _ i: Int, _ new: [I], _ j: Int) -> Int? {
        for d in 1...lookahead {
            if j + d < new.count, old[i] == new[j + d] { return d }
            if i + d < old.count, old[i + d] == new[j] { return -d }
        }
        return nil
    }

    /// Which new items (by number, as `newPlaces`) are in `reloaded` and in
    /// `reconfigured`; nil where neither has any. The items of the sections
    /// holding a marked item (`holdsMarks`, by kept section) are hashed once
    /// each and looked up in two tables of the marked items, which stay small;
    /// the other sections are skipped.
    static func marks<I: Hashable>(reloaded: Set<I>, reconfigured: Set<I>, in newLists: [[I]], holdsMarks: [Bool],
                                   count: Int) -> (reloaded: [Bool], reconfigured: [Bool])? {
        guard !reloaded.isEmpty || !reconfigured.isEmpty else { return nil }
        let reloadedItems = Array(reloaded), reconfiguredItems = Array(reconfigured)
        var reloadTable = IdentifierNumbers(count: reloadedItems.count)
        var reconfigureTable = IdentifierNumbers(count: reconfiguredItems.count)
        for (m, item) in reloadedItems.enumerated() { reloadTable.insert(hash: item.hashValue, number: m) }
        for (m, item) in reconfiguredItems.enumerated() { reconfigureTable.insert(hash: item.hashValue, number: m) }
        var isReloaded = [Bool](repeating: false, count: count), isReconfigured = isReloaded
        // Asked once: asking the generic array on every item costs more than the item's lookup.
        let anyReloaded = !reloaded.isEmpty, anyReconfigured = !reconfigured.isEmpty
        var g = 0
        for (k, list) in newLists.enumerated() {
            guard holdsMarks[k] else {
                g += list.count
                continue
            }
            for item in list {
                let hash = item.hashValue
                if anyReloaded, reloadTable.number(of: item, hash: hash, in: reloadedItems) != nil {
                    isReloaded[g] = true
                }
                if anyReconfigured, reconfigureTable.number(of: item, hash: hash, in: reconfiguredItems) != nil {
                    isReconfigured[g] = true
                }
                g += 1
            }
        }
        return (isReloaded, isReconfigured)
    }
}
