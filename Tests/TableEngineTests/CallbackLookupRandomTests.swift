import Foundation
import SeededRandom
import Testing
import TestSupport
@testable import TableEngine

/// ENGINE.md §7: a lookup made from a callback in the middle of a layout
/// pass never names the wrong row. Random tables (several sections, random
/// heights, estimates on or off, prefetching on or off, each profile) scroll
/// up and down by drags and jumps, with rows inserted and deleted; inside
/// every `willDisplay` and `didEndDisplaying` the app asks `cellForRow(at:)`
/// for every visible row and for the row of the callback, and reads the row
/// of every cell in `visibleCells` (the engine's `indexPath(for:)`). A cell
/// returned for a row is bound to that row; `visibleCells` lists cells of
/// visible rows in the order of `indexPathsForVisibleRows`, each the cell
/// `cellForRow(at:)` returns for its row (mid-pass it holds only the cells
/// bound so far, so it may be shorter); between steps the two list the same
/// rows. Inside its own `willDisplay` a row's cell is found, scrolling up as
/// scrolling down.
@Suite struct CallbackLookupRandomTests {
    /// An app that looks rows and cells up from its display callbacks.
    final class LookingApp: TableViewDataSource, TableViewDelegate {
        var counts: [Int]
        let heights: [IndexPath: Double]
        /// Answers naming the wrong row, or lists out of order.
        var wrong: [String] = []
        /// `willDisplay` calls whose own cell `cellForRow(at:)` did not return.
        var ownMisses: [String] = []
        var displays = 0
        var step = ""

        init(counts: [Int], heights: [IndexPath: Double]) {
            self.counts = counts
            self.heights = heights
        }

        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
            heights[indexPath] ?? Double(12 + (indexPath.row * 7 + indexPath.section * 5) % 40)
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: indexPath.section % 2 == 0 ? "A" : "B", for: indexPath)
        }
        func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
            displays += 1
            if tableView.cellForRow(at: indexPath) !== cell { ownMisses.append("\(step): willDisplay \(text([indexPath]))") }
            look(tableView, "willDisplay", indexPath)
        }
        func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
            look(tableView, "didEndDisplaying", indexPath)
        }

        /// Every lookup a callback can make, checked for a wrong row.
        func look(_ tableView: TableView, _ callback: String, _ indexPath: IndexPath) {
            let at = "\(step): \(callback) \(text([indexPath]))"
            let rows = tableView.indexPathsForVisibleRows
            for p in rows + [indexPath] {
                if let cell = tableView.cellForRow(at: p), cell.indexPath != p {
                    wrong.append("\(at): cellForRow(\(text([p]))) is bound to \(cell.indexPath.map { text([$0]) } ?? "no row")")
                }
            }
            let cells = tableView.visibleCells
            var last = -1
            for cell in cells {
                guard let p = cell.indexPath, let i = rows.firstIndex(of: p), i > last else {
                    wrong.append("\(at): visibleCells \(cells.map { $0.indexPath.map { text([$0]) } ?? "-" }) against \(text(rows))")
                    return
                }
                last = i
                if tableView.cellForRow(at: p) !== cell { wrong.append("\(at): visibleCells holds \(text([p]))'s cell, cellForRow does not") }
            }
        }
    }

    @Test(arguments: Soak.seeds(120, from: 1, chunks: 4))
    func lookupsFromCallbacksNeverNameTheWrongRow(seeds: Range<UInt64>) throws {
        try runSeeds(seeds) { try run(seed: $0) }
    }

    /// Scrolling up one step at a time with prefetching under iOS 15 (the
    /// prefetched row above becomes visible): every row's cell is found in
    /// its own `willDisplay`, as scrolling down.
    @Test(arguments: PlatformProfile.allCases, [true, false])
    func scrollingUpFindsTheDisplayedCell(platform: PlatformProfile, prefetching: Bool) throws {
        let app = LookingApp(counts: [300], heights: [:])
        let table = TableView()
        table.platform = platform
        table.isPrefetchingEnabled = prefetching
        table.dataSource = app
        table.delegate = app
        try table.setContentOffset(4_000)
        for _ in 0 ..< 300 { try table.drag(by: -9) }
        table.endDragging()
        #expect(app.displays > 50)
        #expect(app.ownMisses.prefix(3) == [])
        #expect(app.wrong.prefix(3) == [])
    }

    func run(seed: UInt64) throws -> String? {
        var rng = SplitMix64(seed: seed)
        let counts = (0 ..< Int.random(in: 1...4, using: &rng)).map { _ in Int.random(in: 0...80, using: &rng) }
        var heights: [IndexPath: Double] = [:]
        for (s, n) in counts.enumerated() {
            for r in 0 ..< n where Int.random(in: 0..<4, using: &rng) == 0 {
                heights[ip(s, r)] = [0, 10, 17, 44, 90].randomElement(using: &rng)!
            }
        }
        let app = LookingApp(counts: counts, heights: heights)
        let table = TableView()
        table.platform = [PlatformProfile.ios10, .ios14, .ios15][Int(seed % 3)]
        table.isPrefetchingEnabled = Bool.random(using: &rng)
        table.estimatedRowHeight = [0, 44, TableView.automaticDimension].randomElement(using: &rng)!
        table.viewportHeight = [120.0, 300, 667].randomElement(using: &rng)!
        table.usesConsecutiveRowPasses = Int.random(in: 0..<4, using: &rng) > 0
        table.dataSource = app
        table.delegate = app
        table.layoutIfNeeded()
        for step in 0 ..< 120 {
            let action = Int.random(in: 0..<11, using: &rng)
            let distance = Double(Int.random(in: -240...240, using: &rng)) / [1, 3, 20].randomElement(using: &rng)!
            switch action {
            case 0...5:
                app.step = "step \(step) drag \(distance)"
                try table.drag(by: distance)
            case 6:
                app.step = "step \(step) release"
                table.endDragging()
            case 7:
                let y = Double.random(in: -40...max(0, table.contentHeight), using: &rng)
                app.step = "step \(step) jump to \(y)"
                try table.setContentOffset(y)
            case 8, 9:
                app.step = "step \(step) jump by \(distance / 4)"
                try table.setContentOffset(table.contentOffset + distance / 4)
            default:
                // A row inserted or deleted among the visible ones: the rows
                // after it move while the pass displays and ends rows.
                guard let p = table.indexPathsForVisibleRows.randomElement(using: &rng) else { continue }
                let inserting = Bool.random(using: &rng)
                app.step = "step \(step) \(inserting ? "insert" : "delete") \(text([p]))"
                app.counts[p.section] += inserting ? 1 : -1
                try table.performBatchUpdates {
                    if inserting { try table.insertRows(at: [p]) } else { try table.deleteRows(at: [p]) }
                }
            }
            if let w = app.wrong.first { return "\(w) (passes in place: \(table.usesConsecutiveRowPasses))" }
            let rows = table.visibleCells.map { $0.indexPath }
            if rows != table.indexPathsForVisibleRows.map({ Optional($0) }) {
                return "seed \(seed) \(app.step): visibleCells and indexPathsForVisibleRows differ"
            }
        }
        if let miss = app.ownMisses.first { return "\(miss) (passes in place: \(table.usesConsecutiveRowPasses))" }
        return nil
    }
}
