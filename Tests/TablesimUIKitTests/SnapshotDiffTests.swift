import Foundation
import SeededRandom
import Testing
import TableEngine  // the engine under the table (its trace, its difference), read through @testable
@testable import TablesimUIKit

/// An identifier whose hash is the same for every value: every lookup collides.
struct Colliding: Hashable, Sendable {
    var value: Int
    func hash(into hasher: inout Hasher) { hasher.combine(0) }
}

/// The rows a one-section batch leaves, as UITableView applies it: the rows
/// neither deleted nor moved keep their order and fill the places that
/// insertions and move destinations leave free.
func applying<I: Hashable>(_ diff: SnapshotDiff, to old: [I], inserted: (Int) -> I) -> [I] {
    let gone = Set(diff.deletedRows.map(\.row) + diff.movedRows.map(\.from.row))
    let staying = old.indices.filter { !gone.contains($0) }.map { old[$0] }
    var placed: [Int: I] = [:]
    for path in diff.insertedRows { placed[path.row] = inserted(path.row) }
    for move in diff.movedRows { placed[move.to.row] = old[move.from.row] }
    var result: [I] = []
    var next = staying.makeIterator()
    for row in 0..<(staying.count + placed.count) {
        if let item = placed[row] { result.append(item) } else if let item = next.next() { result.append(item) }
    }
    return result
}

/// The length of a longest increasing subsequence, by the quadratic dynamic programme.
func longestIncreasingRun(_ values: [Int]) -> Int {
    var best = [Int](repeating: 1, count: values.count)
    for i in values.indices {
        for j in 0..<i where values[j] < values[i] { best[i] = max(best[i], best[j] + 1) }
    }
    return best.max() ?? 0
}

func oneSection<I>(_ items: [I]) -> NSDiffableDataSourceSnapshot<String, I> {
    var s = NSDiffableDataSourceSnapshot<String, I>()
    s.appendSections(["a"])
    s.appendItems(items, toSection: "a")
    return s
}

struct SnapshotDiffTests {
    @Test func oneItemMovedToTheEndIsOneMove() {
        let diff = SnapshotDiff(from: oneSection(Array(0..<10)), to: oneSection(Array(1..<10) + [0]))
        #expect(diff.movedRows.map(\.from) == [IndexPath(row: 0, section: 0)])
        #expect(diff.movedRows.map(\.to) == [IndexPath(row: 9, section: 0)])
        #expect(diff.insertedRows.isEmpty && diff.deletedRows.isEmpty && diff.reloadedRows.isEmpty)
    }

    @Test func anItemMovedAcrossSectionsIsOneMove() {
        var old = NSDiffableDataSourceSnapshot<String, Int>()
        old.appendSections(["a", "b"])
        old.appendItems([1, 2, 3], toSection: "a")
        old.appendItems([4, 5], toSection: "b")
        var new = old
        new.moveItem(1, afterItem: 5)
        let diff = SnapshotDiff(from: old, to: new)
        #expect(diff.movedRows.map(\.from) == [IndexPath(row: 0, section: 0)])
        #expect(diff.movedRows.map(\.to) == [IndexPath(row: 2, section: 1)])
        #expect(diff.insertedRows.isEmpty && diff.deletedRows.isEmpty)
    }

    @Test func reloadedAndReconfiguredItemsFollowTheirRows() {
        var new = oneSection([3, 1, 2, 9])
        new.reloadItems([2])
        new.reconfigureItems([3, 1])
        let diff = SnapshotDiff(from: oneSection([1, 2, 3]), to: new)
        // 3 moves to the front (1 and 2 keep their order); a moved item reconfigures at its new row.
        #expect(diff.movedRows.map(\.from) == [IndexPath(row: 2, section: 0)])
        #expect(diff.reloadedRows == [IndexPath(row: 1, section: 0)])
        #expect(diff.reconfiguredRows == [IndexPath(row: 0, section: 0), IndexPath(row: 1, section: 0)])
        #expect(diff.insertedRows == [IndexPath(row: 3, section: 0)])
    }

    /// Random permutations with deletions and insertions: the batch turns the
    /// old list into the new one, and it moves only the items off a longest
    /// run that keeps its order (the fewest moves any batch can make).
    @Test(arguments: [1, 2, 3, 4, 5, 6, 7, 8] as [UInt64])
    func theBatchTurnsOldIntoNewWithTheFewestMoves(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let old = Array(0..<rng.int(0...60))
        var new = old.filter { _ in !rng.chance(0.2) }
        for _ in 0..<rng.int(0...8) where new.count > 1 {
            let item = new.remove(at: rng.int(0...new.count - 1))
            new.insert(item, at: rng.int(0...new.count))
        }
        for k in 0..<rng.int(0...6) { new.insert(1_000 + k, at: rng.int(0...new.count)) }
        let diff = SnapshotDiff(from: oneSection(old), to: oneSection(new))
        #expect(applying(diff, to: old) { new[$0] } == new)
        let stayingOldRows = new.filter { $0 < 1_000 }  // old items are their own old rows
        #expect(diff.movedRows.count == stayingOldRows.count - longestIncreasingRun(stayingOldRows))
        #expect(diff.deletedRows.count == old.count - stayingOldRows.count)
        #expect(diff.insertedRows.count == new.count - stayingOldRows.count)
    }

    /// Identifiers whose hashes all collide are still told apart by equality.
    @Test func collidingHashesAreToldApart() {
        let old = (0..<40).map(Colliding.init)
        var new = old.filter { $0.value % 3 != 0 }.reversed() as [Colliding]
        new.insert(Colliding(value: 99), at: 5)
        let diff = SnapshotDiff(from: oneSection(old), to: oneSection(new))
        #expect(applying(diff, to: old) { new[$0] } == new)
        #expect(diff.deletedRows.count == 14)
        #expect(diff.insertedRows == [IndexPath(row: 5, section: 0)])
        // 26 staying items in reverse order: one keeps its place, 25 move.
        #expect(diff.movedRows.count == 25)
    }
}
