import Foundation
import ScenarioRuntime
import SeededRandom
import Testing
@testable import TableEngine

/// The ends of a long range, listed without listing the range: separator
/// lines and rows, each checked against the whole list on random tables
/// (zero-height rows, grouped sections meeting at one y, per-row insets that
/// hide a line, filler lines).
@Suite struct SeparatorExcerptTests {
    /// A random small table with the awkward cases in reach.
    func randomTable(_ rng: inout SplitMix64) -> TableView {
        let counts = (0..<rng.int(0...5)).map { _ in rng.int(0...12) }
        let style = TableStyle.allCases[rng.int(0...2)]
        let (table, source) = makeTable(counts, style: style) { t, _ in
            t.viewportHeight = Double(rng.int(1...8) * 40)
            if rng.int(0...5) == 0 { t.separatorStyle = .none }
        }
        let heights: [Double] = [0, 0, 0.5, 10, 44]
        for (s, n) in counts.enumerated() {
            for r in 0..<n {
                source.rowHeights[ip(s, r)] = heights[rng.int(0...4)]
                if rng.int(0...6) == 0 { source.insets[ip(s, r)] = SeparatorInset(left: [0, 40, 400][rng.int(0...2)]) }
            }
            // Mostly none: grouped sections then meet at one y.
            if rng.int(0...3) > 0 { source.headers[s] = [0, 0, 10][rng.int(0...2)] }
            if rng.int(0...3) > 0 { source.footers[s] = [0, 0, 10][rng.int(0...2)] }
        }
        table.reloadData()
        try? table.setContentOffset(Double(rng.int(0...200)))
        return table
    }

    @Test func separatorEndsAreTheWholeListsEnds() {
        runSeeds(0..<400) { seed in
            var rng = SplitMix64(seed: seed)
            let table = randomTable(&rng)
            let top = Double(rng.int(-20...300)), length = Double(rng.int(0...400))
            let range = top ..< top + length
            let whole = table.separators(inY: range)
            var streamed: [SeparatorLine] = []
            table.forEachSeparator(inY: range) { streamed.append($0) }
            if streamed.count != whole.count || !whole.allSatisfy(streamed.contains) { return "forEachSeparator lists other lines" }
            let first = rng.int(0...6), last = rng.int(0...6)
            let excerpt = table.separators(inY: range, first: first, last: last)
            let head = Array(whole.prefix(first)), tail = Array(whole.dropFirst(head.count).suffix(last))
            if excerpt.head != head || excerpt.tail != tail || excerpt.count != whole.count {
                return "excerpt \(excerpt.head.map(Format.separator)) … \(excerpt.tail.map(Format.separator)) of \(excerpt.count), "
                    + "whole \(whole.map(Format.separator))"
            }
            return nil
        }
    }

    @Test func rowEndsAreTheWholeListsEnds() {
        runSeeds(0..<300) { seed in
            var rng = SplitMix64(seed: seed)
            let table = randomTable(&rng)
            let top = Double(rng.int(-20...300)), range = top ..< top + Double(rng.int(0...400))
            let whole = table.indexPathsForRows(inY: range)
            let first = rng.int(0...6), last = rng.int(0...6)
            let excerpt = table.indexPathsForRows(inY: range, first: first, last: last)
            let head = Array(whole.prefix(first)), tail = Array(whole.dropFirst(head.count).suffix(last))
            guard excerpt.head == head, excerpt.tail == tail, excerpt.count == whole.count else {
                return "excerpt \(text(excerpt.head)) … \(text(excerpt.tail)) of \(excerpt.count), whole \(text(whole))"
            }
            return nil
        }
    }

    /// Grouped sections of zero-height rows meeting at one y: each section's
    /// top line is listed before the rows' lines at its y, though it is found after them.
    @Test func aSectionsTopLineComesFirstAtItsY() {
        let (table, source) = makeTable([3, 3], style: .grouped)
        for s in 0..<2 {
            source.headers[s] = 0
            source.footers[s] = 0
            for r in 0..<3 { source.rowHeights[ip(s, r)] = 0 }
        }
        table.reloadData()
        let excerpt = table.visibleSeparators(first: 3, last: 2)
        #expect(excerpt.head.map(Format.separator) == ["0 0 375 full top 0", "0 0 375 full top 1", "0 15 375 inset 0,0"])
        #expect(excerpt.tail.map(Format.separator) == ["0 15 375 inset 1,1", "0 0 375 full 1,2"])
        #expect(excerpt.count == 8 && excerpt.omitted == 3)
    }

    /// A million zero-height rows on one screen: a million lines, kept at
    /// their ends only.
    @Test func aMillionLinesAreCountedNotKept() {
        let (table, source) = makeTable([1])
        source.counts = [1_000_000]
        table.rowHeight = 0
        table.reloadData()
        let excerpt = table.visibleSeparators(first: 2, last: 1)
        #expect(excerpt.count == 1_000_000)
        #expect(excerpt.head.map(Format.separator) == ["0 15 375 inset 0,0", "0 15 375 inset 0,1"])
        #expect(excerpt.tail.map(Format.separator) == ["0 15 375 inset 0,999999"])
    }

    /// A delegate that reloads the table while it is asked a row's inset:
    /// the reload waits until the lines are listed, so they are all the old
    /// table's, and it runs after.
    @Test func aReloadAskedForWhileListingWaitsUntilTheEnd() {
        final class Reloading: TableViewDataSource, TableViewDelegate {
            var rows = 30
            var asked = 0
            var rowsRightAfterReload: Int?
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            func tableView(_ tableView: TableView, separatorInsetForRowAt indexPath: IndexPath) -> SeparatorInset? {
                asked += 1
                if asked == 1 {
                    rows = 2
                    tableView.reloadData()
                    rowsRightAfterReload = tableView.numberOfRows(inSection: 0)
                }
                return nil
            }
        }
        let source = Reloading()
        let table = TableView(style: .plain)
        table.estimatedRowHeight = 0
        table.dataSource = source
        table.delegate = source
        table.reloadData()
        let lines = table.visibleSeparators
        #expect(lines.filter { if case .row = $0.owner { return true } else { return false } }.count == 15, "the old table's visible rows")
        #expect(source.rowsRightAfterReload == 30, "the reload waited")
        #expect(table.numberOfRows(inSection: 0) == 2, "the reload ran after")
        #expect(table.reentrancyError == nil)
    }
}
