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

    /// The difference between two snapshots, in linear time (Heckel's
    /// algorithm, which identifiers being unique makes a pair of hash-table
    /// passes): every identifier is looked up once in a table of the other
    /// snapshot. An element that keeps its identifier and its place among
    /// the elements both snapshots share is left alone; one whose place
    /// changed moves. A section that changes place is deleted and inserted
    /// (its rows go and come with it).
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
        // Items: where each one was and is, in kept sections only (the rest
        // come and go with their sections).
        var oldPath: [I: IndexPath] = [:]
        for section in old.sections where kept.contains(section) {
            let s = oldIndex[section]!
            for (r, item) in (old.items[section] ?? []).enumerated() { oldPath[item] = IndexPath(row: r, section: s) }
        }
        var newPath: [I: IndexPath] = [:]
        for section in new.sections where kept.contains(section) {
            let s = newIndex[section]!
            for (r, item) in (new.items[section] ?? []).enumerated() { newPath[item] = IndexPath(row: r, section: s) }
        }
        // A reloaded section's rows are asked for again with it: items
        // entering or leaving it are inserted or deleted on the other side only.
        let reloadedOld = Set(reloadedSections)
        let reloadedNew = Set(new.reloadedSections.filter { kept.contains($0) }.compactMap { newIndex[$0] })
        for section in old.sections where kept.contains(section) {
            let list = old.items[section] ?? []
            // Items staying in this section, in old order and in new order.
            let stayingOld = list.filter { newPath[$0]?.section == newIndex[section] }
            let stayingNew = (new.items[section] ?? []).filter { oldPath[$0]?.section == oldIndex[section] }
            var moved = Set<I>()
            for (a, b) in zip(stayingOld, stayingNew) where a != b { moved.insert(a) }
            for item in list {
                let from = oldPath[item]!
                let fromReloaded = reloadedOld.contains(from.section)
                guard let to = newPath[item] else {
                    if !fromReloaded { deletedRows.append(from) }
                    continue
                }
                let toReloaded = reloadedNew.contains(to.section)
                switch (fromReloaded, toReloaded) {
                case (true, true): continue
                case (true, false): insertedRows.append(to)
                case (false, true): deletedRows.append(from)
                case (false, false):
                    if to.section != from.section || moved.contains(item) {
                        movedRows.append((from, to))
                        if new.reloaded.contains(item) || new.reconfigured.contains(item) { reconfiguredRows.append(to) }
                    } else if new.reloaded.contains(item) {
                        reloadedRows.append(from)
                    } else if new.reconfigured.contains(item) {
                        reconfiguredRows.append(to)
                    }
                }
            }
        }
        for section in new.sections where kept.contains(section) && !reloadedNew.contains(newIndex[section]!) {
            for (r, item) in (new.items[section] ?? []).enumerated() where oldPath[item] == nil {
                insertedRows.append(IndexPath(row: r, section: newIndex[section]!))
            }
        }
        insertedRows.sort()
        deletedRows.sort()
        reconfiguredRows.sort()
    }
}
