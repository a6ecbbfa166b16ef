import Foundation
import SeededRandom
import Testing
import TestSupport
import TablesimUIKit

typealias Snapshot = NSDiffableDataSourceSnapshot<String, Int>

@MainActor
final class DiffableHarness {
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
    var provided: [Int] = []
    lazy var dataSource = UITableViewDiffableDataSource<String, Int>(tableView: table) { [unowned self] table, indexPath, item in
        self.provided.append(item)
        let cell = table.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = "\(item)"
        return cell
    }

    init() {
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
    }

    /// What the table shows: each visible row's text, checked against the snapshot.
    func shownMatches(_ snapshot: Snapshot) -> Bool {
        let rows = table.indexPathsForVisibleRows ?? []
        let expected = rows.map { "\(snapshot.itemIdentifiers(inSection: snapshot.sectionIdentifiers[$0.section])[$0.row])" }
        return table.visibleCells.map { $0.textLabel?.text ?? "" } == expected
    }
}

func snapshot(_ sections: [(String, [Int])]) -> Snapshot {
    var s = Snapshot()
    for (id, items) in sections {
        s.appendSections([id])
        s.appendItems(items, toSection: id)
    }
    return s
}

@MainActor
struct DiffableTests {
    @Test func theFirstApplyLoadsAndLookupsFollowTheSnapshot() {
        let h = DiffableHarness()
        h.dataSource.apply(snapshot([("a", [1, 2, 3]), ("b", [4, 5])]), animatingDifferences: false)
        #expect(h.table.numberOfSections == 2)
        #expect(h.table.numberOfRows(inSection: 1) == 2)
        #expect(h.dataSource.itemIdentifier(for: IndexPath(row: 1, section: 1)) == 5)
        #expect(h.dataSource.indexPath(for: 3) == IndexPath(row: 2, section: 0))
        #expect(h.dataSource.sectionIdentifier(for: 1) == "b")
        #expect(h.dataSource.snapshot().numberOfItems == 5)
        #expect(h.table.visibleCells.map { $0.textLabel?.text } == ["1", "2", "3", "4", "5"])
    }

    @Test func applyPerformsTheDifferenceAsOneBatchKeepingCells() {
        let h = DiffableHarness()
        h.dataSource.apply(snapshot([("a", [1, 2, 3, 4])]))
        let cellOf4 = h.table.cellForRow(at: IndexPath(row: 3, section: 0))
        h.provided.removeAll()
        var done = false
        h.dataSource.apply(snapshot([("a", [4, 2, 5, 3])]), completion: { done = true })
        #expect(done)
        // Only the new item asks the provider for a cell; 4 moved with its cell.
        #expect(h.provided == [5])
        #expect(h.table.cellForRow(at: IndexPath(row: 0, section: 0)) === cellOf4)
        #expect(h.shownMatches(h.dataSource.snapshot()))
    }

    @Test func reconfigureAndReloadAskForTheItemAgain() {
        let h = DiffableHarness()
        h.dataSource.apply(snapshot([("a", [1, 2, 3])]))
        let cell = h.table.cellForRow(at: IndexPath(row: 1, section: 0))
        var s = h.dataSource.snapshot()
        s.reconfigureItems([2])
        h.provided.removeAll()
        h.dataSource.apply(s)
        #expect(h.provided == [2])
        #expect(h.table.cellForRow(at: IndexPath(row: 1, section: 0)) === cell)
        s = h.dataSource.snapshot()
        s.reloadItems([3])
        h.provided.removeAll()
        h.dataSource.apply(s)
        #expect(h.provided == [3])
    }

    @Test func duplicateIdentifiersRaiseUIKitsException() {
        var s = Snapshot()
        s.appendSections(["a"])
        let exception = UIKitException.catching { s.appendItems([1, 2, 1], toSection: "a") }
        #expect(exception == UIKitException(
            name: .internalInconsistencyException,
            reason: "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    1\n)}"))
        #expect(s.numberOfItems == 0)
        let sections = UIKitException.catching { s.appendSections(["a"]) }
        #expect(sections?.reason == "Fatal: supplied section identifiers are not unique. Duplicate identifiers: {(\n    \"a\"\n)}")
    }

    @Test func itemsWithoutSectionsAndMissingItemsRaise() {
        var s = Snapshot()
        #expect(UIKitException.catching { s.appendItems([1]) }?.reason
            == "There are currently no sections in the data source. Please add a section first.")
        s.appendSections(["a"])
        #expect(UIKitException.catching { s.reloadItems([9]) }?.reason
            == "Attempted to reload item identifier that does not exist in the snapshot: 9")
        #expect(UIKitException.catching { s.insertItems([1], beforeItem: 9) }?.reason
            == "Invalid parameter not satisfying: indexPath || ignoreInvalidItems")
        #expect(UIKitException.catching { _ = s.itemIdentifiers(inSection: "z") }?.reason
            == "Invalid parameter not satisfying: section != NSNotFound")
    }

    @Test func snapshotEditing() {
        var s = snapshot([("a", [1, 2]), ("b", [3])])
        s.insertItems([9], afterItem: 1)
        s.moveItem(3, beforeItem: 1)
        s.insertSections(["z"], beforeSection: "a")
        s.moveSection("b", afterSection: "z")
        #expect(s.sectionIdentifiers == ["z", "b", "a"])
        #expect(s.itemIdentifiers == [3, 1, 9, 2])
        #expect(s.sectionIdentifier(containingItem: 3) == "a")
        s.deleteItems([1])
        s.deleteSections(["z"])
        #expect(s.itemIdentifiers(inSection: "a") == [3, 9, 2])
        #expect(s.indexOfItem(2) == 2)
        #expect(s.numberOfItems(inSection: "b") == 0)
    }

    /// Random snapshots one after another: every apply is a valid batch and
    /// the table shows the snapshot.
    @Test(arguments: Soak.seeds(6, from: 11, chunks: 6))
    func randomSnapshotsApplyCleanly(seeds: Range<UInt64>) {
        for seed in seeds {
            var rng = SplitMix64(seed: seed)
            let h = DiffableHarness()
            var nextItem = 0
            var sections = ["s0", "s1", "s2"].map { ($0, [Int]()) }
            for step in 0..<60 {
                // Shuffle some sections, move, add and remove items.
                if rng.chance(0.2) { sections.shuffle(using: &rng) }
                if rng.chance(0.15), sections.count > 1 { sections.remove(at: rng.int(0...sections.count - 1)) }
                if rng.chance(0.15) { sections.insert(("t\(step)", []), at: rng.int(0...sections.count)) }
                var pool = sections.flatMap(\.1)
                pool.shuffle(using: &rng)
                let gone = Set(pool.prefix(rng.int(0...min(3, pool.count))))
                for i in sections.indices {
                    sections[i].1.removeAll { gone.contains($0) }
                    for _ in 0..<rng.int(0...4) {
                        sections[i].1.insert(nextItem, at: rng.int(0...sections[i].1.count))
                        nextItem += 1
                    }
                    if sections[i].1.count > 1 && rng.chance(0.3) { sections[i].1.swapAt(0, sections[i].1.count - 1) }
                }
                if sections.count > 1, !sections[0].1.isEmpty, rng.chance(0.3) {
                    sections[sections.count - 1].1.append(sections[0].1.removeFirst())
                }
                var s = snapshot(sections)
                let items = s.itemIdentifiers
                if let any = items.randomElement(using: &rng), rng.chance(0.3) { s.reloadItems([any]) }
                if let any = items.randomElement(using: &rng), rng.chance(0.3) { s.reconfigureItems([any]) }
                if let any = sections.randomElement(using: &rng), rng.chance(0.1) { s.reloadSections([any.0]) }
                let exception = UIKitException.catching { h.dataSource.apply(s) }
                #expect(exception == nil, "step \(step)")
                #expect(h.table.numberOfSections == s.numberOfSections)
                #expect(h.shownMatches(s), "step \(step)")
                if rng.chance(0.3) { h.table.contentOffset = CGPoint(x: 0, y: CGFloat(rng.int(0...600))) }
            }
        }
    }
}
