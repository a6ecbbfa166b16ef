import SeededRandom
import Testing
@testable import TableEngine

/// Where each old item stands among the new ones, as a dictionary of every
/// new item tells it: the naive model `newPlaces` must agree with.
private func naivePlaces(of oldLists: [[Int]], in newLists: [[Int]]) -> [[Int]] {
    var number: [Int: Int] = [:]
    var g = 0
    for list in newLists {
        for item in list {
            number[item] = g
            g += 1
        }
    }
    return oldLists.map { $0.map { number[$0] ?? -1 } }
}

private func offsets(_ lists: [[Int]]) -> [Int] {
    var offsets = [0]
    for list in lists { offsets.append(offsets[offsets.count - 1] + list.count) }
    return offsets
}

/// Sections of the given sizes, numbered 0, 1, 2, ... across them.
private func numberedSections(_ sizes: [Int]) -> [[Int]] {
    var next = 0
    return sizes.map { size in
        defer { next += size }
        return Array(next..<(next + size))
    }
}

/// The walk that matches old items to new ones before any hash table: its
/// answers must be those of a table of every item, whatever the edits.
struct DiffableMatchingTests {
    private func expectNaive(_ old: [[Int]], _ new: [[Int]], sourceLocation: SourceLocation = #_sourceLocation) {
        let places = SnapshotDifference.newPlaces(of: old, in: new, offsets: offsets(new))
        #expect(places == naivePlaces(of: old, in: new), sourceLocation: sourceLocation)
    }

    @Test func unchangedSectionsMatchInPlace() {
        let lists = numberedSections([5, 0, 3])
        #expect(SnapshotDifference.newPlaces(of: lists, in: lists, offsets: offsets(lists)) == [[0, 1, 2, 3, 4], [], [5, 6, 7]])
    }

    @Test func singleEditsFindTheStepAgain() {
        let old = Array(0..<20)
        expectNaive([old], [Array(old[..<7]) + [100] + Array(old[7...])])  // inserted
        expectNaive([old], [Array(old[..<7]) + Array(old[8...])])  // deleted
        expectNaive([old], [Array(old[..<3]) + Array(old[4..<15]) + [3] + Array(old[15...])])  // moved down
        expectNaive([old], [[19] + Array(old[..<19])])  // moved to the top
        expectNaive([old, [50, 51]], [Array(old[1...]), [50, 0, 51]])  // moved across sections
    }

    /// Runs longer than the look ahead: the walk leaves them to the table.
    @Test func blocksLongerThanTheLookAhead() {
        let old = Array(0..<100)
        let block = Array(1_000..<1_040)
        expectNaive([old], [Array(old[..<30]) + block + Array(old[30...])])
        expectNaive([old], [Array(old[..<30]) + Array(old[70...])])
        expectNaive([old], [Array(old[50...]) + Array(old[..<50])])
        expectNaive([old], [old.reversed()])
        expectNaive([old], [[]])
        expectNaive([[]], [old])
    }

    /// A reversed section of 10,000 spends every look ahead the walk may
    /// make (64 + items / 32); the sections after it are still matched.
    @Test func aReversedLargeSectionSpendsTheLooksAhead() {
        let lists = numberedSections([10_000, 50, 50])
        var new = lists
        new[0].reverse()
        new[1].remove(at: 10)
        new[2].insert(-1, at: 20)
        expectNaive(lists, new)
    }

    @Test(arguments: [31, 32, 33, 34, 35, 36, 37, 38] as [UInt64])
    func randomEditsMatchLikeATableOfEveryItem(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let old = numberedSections((0..<rng.int(1...4)).map { _ in rng.int(0...60) })
        var new = old
        var next = 10_000
        for _ in 0..<rng.int(0...40) {
            let k = rng.int(0...new.count - 1)
            switch rng.int(0...4) {
            case 0 where !new[k].isEmpty:
                new[k].remove(at: rng.int(0...new[k].count - 1))
            case 1 where !new[k].isEmpty:
                // A run removed, often longer than the look ahead.
                let start = rng.int(0...new[k].count - 1)
                new[k].removeSubrange(start..<min(new[k].count, start + rng.int(1...20)))
            case 2:
                let run = Array(next..<(next + rng.int(1...20)))
                next += run.count
                new[k].insert(contentsOf: run, at: rng.int(0...new[k].count))
            case 3 where !new[k].isEmpty:
                let item = new[k].remove(at: rng.int(0...new[k].count - 1))
                let to = rng.int(0...new.count - 1)
                new[to].insert(item, at: rng.int(0...new[to].count))
            case 4:
                new[k].shuffle(using: &rng)
            default:
                break
            }
        }
        expectNaive(old, new)
    }

    @Test func marksNameTheNewItemsTheyMark() {
        let new = [[1, 2, 3], [], [4, 5]]
        let all = [true, true, true]
        let marks = SnapshotDifference.marks(reloaded: [2, 5, 99], reconfigured: [1, 5], in: new, holdsMarks: all, count: 5)
        #expect(marks?.reloaded == [false, true, false, false, true])
        #expect(marks?.reconfigured == [true, false, false, false, true])
        #expect(SnapshotDifference.marks(reloaded: Set<Int>(), reconfigured: [], in: new, holdsMarks: all, count: 5) == nil)
        // Sections said to hold no marks are not read.
        let first = SnapshotDifference.marks(reloaded: [2, 5], reconfigured: [], in: new, holdsMarks: [true, false, false], count: 5)
        #expect(first?.reloaded == [false, true, false, false, false])
    }

    @Test func theSectionsHoldingMarksAreTheMarkedItemsKeptSections() throws {
        var snapshot = DiffableSnapshot<String, Int>()
        try snapshot.appendSections(["A", "B", "C"])
        try snapshot.appendItems([1, 2], toSection: "A")
        try snapshot.appendItems([3], toSection: "B")
        try snapshot.appendItems([4], toSection: "C")
        #expect(SnapshotDifference.sectionsHoldingMarks(of: snapshot, kept: ["A", "C"]) == [false, false])
        try snapshot.reloadItems([4])
        try snapshot.reconfigureItems([3])
        // B is not kept: its mark names no kept section.
        #expect(SnapshotDifference.sectionsHoldingMarks(of: snapshot, kept: ["A", "C"]) == [false, true])
    }
}
