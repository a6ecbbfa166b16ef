import Foundation
import SeededRandom
import Testing
@testable import TableEngine

/// `indexPathsForVisibleRows` keeps its last array (`VisibleIndexPaths`) and
/// updates it in place for rows a few rows on: whatever the rows before, the
/// array is the rows' index paths, and an array handed out earlier and still
/// held keeps the rows it was for.
@Suite struct VisibleIndexPathsTests {
    @Test(arguments: 0 ..< 8 as Range<UInt64>)
    func theUpdatedPathsAreTheRowsPaths(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        var paths = VisibleIndexPaths()
        var section = 0, lo = 0, count = 10
        var held: (paths: [IndexPath], rows: [RowPath])?
        for _ in 0 ..< 400 {
            // Mostly a run a few rows on (scrolling), sometimes another
            // section, a jump, an empty set or rows that are not a run.
            var rows: CommittedRows
            switch Int.random(in: 0 ..< 12, using: &rng) {
            case 0: section = Int.random(in: 0 ..< 3, using: &rng); rows = CommittedRows(section: section, rows: lo ..< lo + count)
            case 1: lo = Int.random(in: 0 ..< 100, using: &rng); rows = CommittedRows(section: section, rows: lo ..< lo + count)
            case 2: rows = CommittedRows()
            case 3: rows = CommittedRows([RowPath(section, lo), RowPath(section, lo + 2), RowPath(section + 1, 0)])
            case 4: rows = CommittedRows((lo ..< lo + count).map { RowPath(section, $0) })
            default:
                lo = max(0, lo + Int.random(in: -4 ... 4, using: &rng))
                count = max(0, count + Int.random(in: -2 ... 2, using: &rng))
                rows = CommittedRows(section: section, rows: lo ..< lo + count)
            }
            paths.update(to: rows)
            #expect(paths.paths == rows.map(\.indexPath))
            // An array handed out before and kept by the caller is not changed.
            if let held { #expect(held.paths == held.rows.map(\.indexPath)) }
            held = Bool.random(using: &rng) ? (paths.paths, Array(rows)) : nil
        }
    }

    /// `numberOfVisibleRows`, `forEachVisibleRow(_:)` and `visibleRowBounds` read the rows
    /// `indexPathsForVisibleRows` lists, scrolling through sections and jumping.
    @Test(arguments: 0 ..< 4 as Range<UInt64>)
    func theRowsReadWithoutPathsAreTheListedOnes(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let (t, _) = makeTable([30, 0, 45, 12]) { _, source in source.headers = [0: 20, 2: 35] }
        for _ in 0 ..< 80 {
            if Bool.random(using: &rng) {
                try t.drag(by: Double.random(in: -200 ... 200, using: &rng))
            } else {
                try t.setContentOffset(Double.random(in: -40 ... t.contentHeight, using: &rng))
            }
            var read: [IndexPath] = []
            t.forEachVisibleRow { read.append(IndexPath(row: $1, section: $0)) }
            #expect(read == t.indexPathsForVisibleRows)
            #expect(t.numberOfVisibleRows == t.indexPathsForVisibleRows.count)
            let bounds = t.visibleRowBounds
            #expect(bounds.map { IndexPath(row: $0.first.row, section: $0.first.section) } == t.indexPathsForVisibleRows.first)
            #expect(bounds.map { IndexPath(row: $0.last.row, section: $0.last.section) } == t.indexPathsForVisibleRows.last)
        }
    }
}
