import Foundation
import SeededRandom
import Testing
@testable import TableEngine

private typealias Snapshot = DiffableSnapshot<String, String>

private func snapshot(_ sections: [(String, [String])]) throws -> Snapshot {
    var s = Snapshot()
    for (section, items) in sections {
        try s.appendSections([section])
        try s.appendItems(items, toSection: section)
    }
    return s
}

/// The engine's diffable snapshot: UIKit's errors, and edits that leave a failed snapshot unchanged.
struct DiffableSnapshotTests {
    @Test func duplicateItemsThrowUIKitsReasonAndChangeNothing() throws {
        var s = try snapshot([("A", ["x", "y"])])
        let before = s.itemIdentifiers
        #expect(throws: DiffableSnapshotError.duplicateItems(["\"y\"", "\"z\""])) { try s.appendItems(["y", "z", "z"]) }
        #expect(s.itemIdentifiers == before)
        #expect(DiffableSnapshotError.duplicateItems(["\"y\"", "\"z\""]).reason
            == "Fatal: supplied item identifiers are not unique. Duplicate identifiers: {(\n    \"y\",\n    \"z\"\n)}")
        #expect(throws: DiffableSnapshotError.duplicateSections(["\"A\""])) { try s.appendSections(["A"]) }
    }

    @Test func movingAsATableReorderDoesAndOutOfRangePlacesChangeNothing() throws {
        let s = try snapshot([("A", ["a", "b", "c"]), ("B", ["d"])])
        #expect(s.moving(from: IndexPath(row: 0, section: 0), to: IndexPath(row: 2, section: 0)).itemIdentifiers
            == ["b", "c", "a", "d"])
        let across = s.moving(from: IndexPath(row: 1, section: 0), to: IndexPath(row: 1, section: 1))
        #expect(across.itemIdentifiers(inSectionAt: 1) == ["d", "b"])
        #expect(across.sectionIdentifier(containingItem: "b") == "B")
        #expect(across.indexOfItem("b") == 3)
        for (from, to) in [((0, 3), (0, 0)), ((0, 0), (1, 2)), ((3, 0), (0, 0)), ((0, 0), (3, 0)), ((0, 0), (2, 1)), ((-1, 0), (0, 0))] {
            let moved = s.moving(from: IndexPath(row: from.0, section: from.1), to: IndexPath(row: to.0, section: to.1))
            #expect(moved.itemIdentifiers == s.itemIdentifiers, "\(from) → \(to)")
        }
    }

    @Test func missingSectionsAndItemsThrowUIKitsReasons() throws {
        var s = Snapshot()
        #expect(throws: DiffableSnapshotError.noSections) { try s.appendItems(["x"]) }
        #expect(DiffableSnapshotError.noSections.reason
            == "There are currently no sections in the data source. Please add a section first.")
        try s.appendSections(["A"])
        #expect(throws: DiffableSnapshotError.missingSection) { try s.appendItems(["x"], toSection: "B") }
        #expect(throws: DiffableSnapshotError.missingItem) { try s.insertItems(["y"], relativeTo: "nope", after: false) }
        #expect(DiffableSnapshotError.missingItem.reason == "Invalid parameter not satisfying: indexPath || ignoreInvalidItems")
        #expect(throws: DiffableSnapshotError.reconfigureOfMissingItem("\"q\"")) { try s.reconfigureItems(["q"]) }
        #expect(DiffableSnapshotError.reconfigureOfMissingItem("\"q\"").reason
            == "Attempted to reconfigure item identifier that does not exist in the snapshot: \"q\"")
        #expect(throws: DiffableSnapshotError.reloadOfMissingItem("\"q\"")) { try s.reloadItems(["q"]) }
        #expect(s.numberOfItems == 0 && s.reconfiguredItemIdentifiers.isEmpty)
    }

    @Test func editsPlaceItemsAndSections() throws {
        var s = try snapshot([("A", ["a", "b", "c"]), ("B", ["d"])])
        try s.insertItems(["n"], relativeTo: "b", after: true)
        try s.moveItem("a", relativeTo: "d", after: false)
        s.deleteItems(["c", "absent"])
        try s.insertSections(["Z"], relativeTo: "A", after: false)
        try s.moveSection("B", relativeTo: "Z", after: false)
        #expect(s.sectionIdentifiers == ["B", "Z", "A"])
        #expect(try s.itemIdentifiers(inSection: "A") == ["b", "n"])
        #expect(s.itemIdentifiers(inSectionAt: 0) == ["a", "d"])
        #expect(s.position(of: "n")! == (section: 2, row: 1))
        #expect(s.indexOfItem("n") == 3)
        s.deleteSections(["B"])
        #expect(s.sectionIdentifier(containingItem: "a") == nil && s.numberOfItems == 2)
    }

    @Test func settledForgetsTheMarks() throws {
        var s = try snapshot([("A", ["a", "b"])])
        try s.reloadItems(["a"])
        try s.reconfigureItems(["b"])
        try s.reloadSections(["A"])
        #expect(s.reloadedItemIdentifiers == ["a"] && s.reconfiguredItemIdentifiers == ["b"])
        let settled = s.settled
        #expect(settled.reloadedItemIdentifiers.isEmpty && settled.reconfiguredItemIdentifiers.isEmpty)
        #expect(settled.reloadedSectionIdentifiers.isEmpty && settled.itemIdentifiers == ["a", "b"])
    }

    @Test func theDifferenceInsertsDeletesMovesReloadsAndReconfigures() throws {
        let old = try snapshot([("A", ["a", "b", "c", "d"]), ("B", ["e"])])
        var new = try snapshot([("A", ["d", "a", "c", "x"]), ("C", []), ("B", ["e"])])
        try new.reloadItems(["a"])
        try new.reconfigureItems(["e"])
        let diff = SnapshotDifference(from: old, to: new)
        #expect(diff.insertedSections == IndexSet([1]))
        #expect(diff.deletedSections.isEmpty)
        #expect(diff.deletedRows == [IndexPath(row: 1, section: 0)])
        // a and c keep their order: only d moves.
        #expect(diff.movedRows.map(\.from) == [IndexPath(row: 3, section: 0)])
        #expect(diff.movedRows.map(\.to) == [IndexPath(row: 0, section: 0)])
        #expect(diff.insertedRows == [IndexPath(row: 3, section: 0)])
        // Reloads name rows before the batch, reconfigures rows after it.
        #expect(diff.reloadedRows == [IndexPath(row: 0, section: 0)])
        #expect(diff.reconfiguredRows == [IndexPath(row: 0, section: 2)])
        #expect(SnapshotDifference(from: old, to: old).isEmpty)
    }

    /// Random edits: performed on the table through a batch, the difference
    /// leaves the table with the new snapshot's counts (the engine checks the batch).
    @Test(arguments: [21, 22, 23, 24] as [UInt64])
    func theDifferenceIsAValidBatch(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        var old = Snapshot()
        try old.appendSections(["A", "B", "C"])
        for k in 0..<30 { try old.appendItems(["i\(k)"], toSection: ["A", "B", "C"][rng.int(0...2)]) }
        var new = old
        var next = 100
        for _ in 0..<12 {
            let items = new.itemIdentifiers
            switch rng.int(0...3) {
            case 0: new.deleteItems([items[rng.int(0...items.count - 1)]])
            case 1:
                try new.insertItems(["i\(next)"], relativeTo: items[rng.int(0...items.count - 1)], after: rng.chance(0.5))
                next += 1
            case 2: try new.moveItem(items[rng.int(0...items.count - 1)], relativeTo: items[rng.int(0...items.count - 1)], after: rng.chance(0.5))
            default: try new.reloadItems([items[rng.int(0...items.count - 1)]])
            }
        }
        let source = SnapshotSource(old)
        let table = TableView()
        table.dataSource = source
        table.layoutIfNeeded()
        let diff = SnapshotDifference(from: old, to: new)
        source.snapshot = new
        try table.performBatchUpdates {
            try table.deleteSections(diff.deletedSections)
            try table.insertSections(diff.insertedSections)
            try table.deleteRows(at: diff.deletedRows)
            try table.insertRows(at: diff.insertedRows)
            try table.reloadRows(at: diff.reloadedRows)
            for move in diff.movedRows { try table.moveRow(at: move.from, to: move.to) }
        }
        for s in 0..<3 { #expect(table.numberOfRows(inSection: s) == new.itemIdentifiers(inSectionAt: s).count) }
    }
}

/// A data source showing a snapshot.
private final class SnapshotSource: TableViewDataSource {
    var snapshot: Snapshot
    init(_ snapshot: Snapshot) { self.snapshot = snapshot }
    func numberOfSections(in tableView: TableView) -> Int { snapshot.numberOfSections }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        snapshot.itemIdentifiers(inSectionAt: section).count
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}
