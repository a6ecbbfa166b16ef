import Foundation
import SeededRandom
import TablesimUIKit

// MARK: Item 11: a diffable data source's apply of 1,000 scattered changes

/// The benchmark's sections: items are spread over this many (10,000 items each at 100,000).
let diffableBenchSections = 10

typealias BenchSnapshot = NSDiffableDataSourceSnapshot<Int, Int>

/// A table of `items` rows fed by a diffable data source, loaded with `snapshot`.
@MainActor
final class DiffableBenchTable {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
    let dataSource: UITableViewDiffableDataSource<Int, Int>

    init(_ snapshot: BenchSnapshot) {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        dataSource = UITableViewDiffableDataSource<Int, Int>(tableView: table) { table, indexPath, item in
            let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = String(item)
            return cell
        }
        dataSource.apply(snapshot, animatingDifferences: false)
        table.layoutIfNeeded()
    }
}

/// The items of each section before and after `changes` scattered changes: a
/// quarter each of deletes, inserts, moves (to a random place, often in
/// another section) and reloads.
func diffableBenchItems(items: Int, changes: Int, seed: UInt64) -> (old: [[Int]], new: [[Int]], reloaded: [Int]) {
    var random = SplitMix64(seed: seed)
    let perSection = max(1, items / diffableBenchSections)
    let old = (0..<diffableBenchSections).map { s in Array(s * perSection..<(s + 1) * perSection) }
    let total = perSection * diffableBenchSections
    let quarter = changes / 4
    var picked = Set<Int>()
    while picked.count < min(total, 3 * quarter) { picked.insert(Int.random(in: 0..<total, using: &random)) }
    let chosen = Array(picked).sorted().shuffled(using: &random)
    let deletes = Set(chosen.prefix(quarter)), moves = Array(chosen.dropFirst(quarter).prefix(quarter))
    let reloaded = Array(chosen.dropFirst(2 * quarter))
    let moving = Set(moves)
    var new = old.map { $0.filter { !deletes.contains($0) && !moving.contains($0) } }
    func place(_ item: Int) {
        let s = Int.random(in: 0..<new.count, using: &random)
        new[s].insert(item, at: Int.random(in: 0...new[s].count, using: &random))
    }
    for item in moves { place(item) }
    for k in 0..<quarter { place(total + k) }
    return (old, new, reloaded)
}

func benchSnapshot(_ sections: [[Int]], reloading reloaded: [Int] = []) -> BenchSnapshot {
    var snapshot = BenchSnapshot()
    snapshot.appendSections(Array(sections.indices))
    for (s, items) in sections.enumerated() { snapshot.appendItems(items, toSection: s) }
    if !reloaded.isEmpty { snapshot.reloadItems(reloaded) }
    return snapshot
}

// One function per side, so that callgrind counts each apart (`--only diffable --reps 1`).
@MainActor @inline(never)
func applyDifference(_ table: DiffableBenchTable, _ snapshot: BenchSnapshot) -> Int {
    table.dataSource.apply(snapshot, animatingDifferences: true)
    return table.table.numberOfRows(inSection: 0)
}

@MainActor @inline(never)
func applyByReloadData(_ table: DiffableBenchTable, _ snapshot: BenchSnapshot) -> Int {
    table.dataSource.applySnapshotUsingReloadData(snapshot)
    return table.table.numberOfRows(inSection: 0)
}

/// `apply` of a snapshot of `items` items differing by `changes` scattered
/// changes from the one shown, against `applySnapshotUsingReloadData` of the
/// same snapshot on the same table (what a diff saves the app from). Each
/// repetition starts from a freshly loaded table (not timed); the two sides
/// alternate. The target, 50 ms at 100,000 items, grows linearly above.
func benchDiffable(items: Int, changes: Int, repetitions: Int) -> BenchResult {
    MainActor.assumeIsolated {
        let (oldItems, newItems, reloaded) = diffableBenchItems(items: items, changes: changes, seed: 18)
        let old = benchSnapshot(oldItems)
        let new = benchSnapshot(newItems, reloading: reloaded)
        var applied: [Double] = [], reloads: [Double] = []
        for _ in 0..<repetitions {
            let table = DiffableBenchTable(old)
            applied.append(medianNanoseconds(repetitions: 1) { blackHole(applyDifference(table, new)) })
            if table.table.numberOfRows(inSection: 0) != newItems[0].count {
                orExit("the benchmark's apply") { throw DiffableBenchError() }
            }
            let reloading = DiffableBenchTable(old)
            reloads.append(medianNanoseconds(repetitions: 1) { blackHole(applyByReloadData(reloading, new)) })
        }
        let total = oldItems.map(\.count).reduce(0, +)
        return BenchResult(item: "11", name: "diffable apply: \(changes) scattered changes (vs reloadData of it)", n: total,
                           measured: median(applied), baseline: median(reloads),
                           goal: .timeAtMost(50e6 * max(1, Double(total) / 100_000)))
    }
}

struct DiffableBenchError: Error, CustomStringConvertible {
    var description: String { "the table does not show the applied snapshot" }
}
