import SeededRandom
import Testing
@testable import TableEngine

/// `CommittedRows` (the committed visible and mounted rows) held as a run of
/// one section's rows reads exactly as the same rows held as a list, and
/// `ReusePools` keeps each identifier's pool a stack whichever identifier came first.
@Suite struct CommittedRowsTests {
    @Test(arguments: 0 ..< 8 as Range<UInt64>)
    func aRunReadsAsTheSameRowsListed(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        for _ in 0 ..< 200 {
            let s = Int.random(in: 0 ..< 4, using: &rng), lo = Int.random(in: 0 ..< 50, using: &rng)
            let rows = lo ..< lo + Int.random(in: 0 ..< 12, using: &rng)
            let listed = rows.map { RowPath(s, $0) }
            let run = CommittedRows(section: s, rows: rows), list = CommittedRows(listed)
            #expect(Array(run) == listed)
            #expect(run == list)
            #expect(run.count == list.count && run.first == list.first && run.last == list.last)
            for other in 0 ..< 4 {
                #expect(run.run(inSection: other) == list.run(inSection: other))
            }
            let probe = RowPath(s, Int.random(in: 0 ..< 70, using: &rng))
            #expect(run.sortedIndex(of: probe) == list.sortedIndex(of: probe))
            // A run answers the searches without searching: as a list searched does.
            let elsewhere = RowPath(Int.random(in: 0 ..< 5, using: &rng), Int.random(in: -2 ..< 70, using: &rng))
            for p in [probe, elsewhere] {
                #expect(run.sortedIndex(of: p) == listed.sortedIndex(of: p))
                #expect(run.countLess(than: p) == listed.countLess(than: p))
                #expect(run.containsSorted(p) == listed.containsSorted(p))
            }
            // Set in place over a list: the run's rows.
            var set = CommittedRows([RowPath(9, 1), RowPath(9, 3)])
            set.setRun(sections: RunSections(first: s, base: 0), rows: rows)
            #expect(Array(set) == listed)
        }
    }

    /// Rows far outside the run are compared, not subtracted (a subtraction wraps around).
    @Test func aRunAnswersAsTheListAtExtremeRows() {
        let run = CommittedRows(section: 0, rows: 5 ..< 10)
        let listed = (5 ..< 10).map { RowPath(0, $0) }
        for p in [RowPath(0, Int.min), RowPath(0, Int.min + 3), RowPath(0, Int.max), RowPath(0, Int.max - 2)] {
            #expect(run.countLess(than: p) == listed.countLess(than: p), "\(p)")
            #expect(run.sortedIndex(of: p) == listed.sortedIndex(of: p), "\(p)")
        }
    }

    @Test func rowsNotConsecutiveInOneSectionAreNoRun() {
        #expect(CommittedRows([RowPath(0, 1), RowPath(0, 3)]).run(inSection: 0) == nil)
        #expect(CommittedRows([RowPath(0, 9), RowPath(1, 0)]).run(inSection: 0) == nil)
        #expect(CommittedRows(section: 2, rows: 4 ..< 6).run(inSection: 1) == nil)
        #expect(CommittedRows().run(inSection: 3) == 0 ..< 0)
        var rows = CommittedRows(section: 2, rows: 4 ..< 6)
        rows.removeAll()
        #expect(rows.isEmpty && rows.run(inSection: 0) == 0 ..< 0)
    }

    @Test func eachIdentifiersPoolIsAStack() {
        var pools = ReusePools()
        let cells = (1 ... 6).map { TableViewCell(identity: $0, reuseIdentifier: $0 % 2 == 0 ? "B" : "A") }
        #expect(pools.pop("B") == nil)  // B's pool exists from this first use on, empty
        #expect(pools.isEmpty("B") && pools.isEmpty("A") && pools["A"] == nil)
        for cell in cells { pools.push(cell, cell.reuseIdentifier) }
        #expect(pools["A"]?.cells.map(\.identity) == [5, 3, 1])
        #expect(pools["B"]?.cells.map(\.identity) == [6, 4, 2])
        #expect(pools.all.map(\.identifier).sorted() == ["A", "B"])
        #expect(pools.pop("A")?.identity == 5)
        #expect(pools.pop("B")?.identity == 6)
        #expect(pools.pop("C") == nil)
        #expect(pools.all.map(\.identifier).sorted() == ["A", "B", "C"])
        #expect(!pools.isEmpty("A") && pools.isEmpty("C"))
    }
}
