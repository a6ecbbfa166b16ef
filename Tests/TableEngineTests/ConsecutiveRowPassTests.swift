import Foundation
import SeededRandom
import Testing
import TestSupport
@testable import TableEngine

/// Layout passes over consecutive rows of one section take an in-place path
/// (TableView+ConsecutiveRows.swift). Two tables on the same random data and
/// the same random steps, one of them forced through the general pass
/// (`usesConsecutiveRowPasses = false`), must make the same calls in the
/// same order and end every step with the same rows, cells, hidden flags
/// and pools. The forced table also runs both layout passes at every
/// threshold a drag crosses and looks up the viewport's edges for each, where
/// the other skips the pass that finds nothing new and takes the edges from
/// the threshold (`Threshold` in TableView+Scrolling.swift). It also runs the
/// layout pass of every jump, where the other skips the passes of short jumps
/// that stay inside the interval the last pass recorded (`jump(to:)`).
/// `TABLESIM_SOAK=N` runs N times as many seeds (docs/TESTING.md).
@Suite struct ConsecutiveRowPassTests {
    static let steps = 80

    @Test(arguments: Soak.seeds(300, from: 1, chunks: 6))
    func inPlacePassesMatchTheGeneralPass(seeds: Range<UInt64>) throws {
        try runSeeds(seeds) { try run(seed: $0) }
    }

    /// Two seeds beyond the default run whose drags measure a section's first
    /// row right after the last row of the section before entered: the
    /// remembered extent of the row after it must not start at that row's
    /// bottom (a footer and a header lie between).
    @Test(arguments: [533, 598] as [UInt64])
    func aSectionsFirstRowIsNotPlacedAtThePreviousRowsBottom(seed: UInt64) throws {
        #expect(try run(seed: seed) == nil)
    }

    /// The fast path is taken at all: scrolling a long section commits in place.
    @Test func scrollingASectionTakesTheInPlacePath() throws {
        let (t, _) = makeTable([200]) { t, _ in t.estimatedRowHeight = TableView.automaticDimension }
        t.layoutIfNeeded()
        try t.drag(by: 30)
        // The rows of a pass over one section are ranges, not lists.
        let sets = t.rowSets(atStoreY: FixedPoint.fixed(t.contentOffset), approach: .exact)
        #expect(sets.run != nil)
        // The rows of the last passes are known to be measured with a height
        // (the next pass reads only the mounted rows outside them): all of
        // them are, and they cover the mounted rows.
        for _ in 0..<20 { try t.drag(by: 10) }
        let known = try #require(t.scrolling.known)
        #expect(known.version == t.store.version)
        for r in known.rows { #expect(t.store.isMeasured(0, r) && t.store.rowHeight(0, r) > 0) }
        #expect(t.indexPathsForMountedRows.allSatisfy { known.rows.contains($0.row) })
        t.usesConsecutiveRowPasses = false
        #expect(t.rowSets(atStoreY: FixedPoint.fixed(t.contentOffset), approach: .exact).run == nil)
        // A zero-height row among the visible ones takes the general path.
        let (z, source) = makeTable([50])
        source.rowHeights[ip(0, 3)] = 0
        z.layoutIfNeeded()
        #expect(z.rowSets(atStoreY: 0, approach: .exact).run == nil)
    }

    /// Rows running on from one section into the next ones (a header and a
    /// footer between them, an empty section among them) are one run too:
    /// a pass there commits ranges, and every row reads as the section's own.
    @Test func rowsAcrossSectionsAreOneRun() throws {
        let (t, _) = makeTable([6, 0, 5, 40]) { t, source in
            for s in 0..<4 { source.headers[s] = 20; source.footers[s] = 10 }
        }
        t.layoutIfNeeded()
        let sets = t.rowSets(atStoreY: 0, approach: .exact)
        let run = try #require(sets.run)
        #expect(run.list(run.visible) == t.indexPathsForVisibleRows.map { RowPath($0.section, $0.row) })
        #expect(run.sections.laterCount == 3)
        #expect(run.sections.path(6) == RowPath(2, 0) && run.sections.path(11) == RowPath(3, 0))
        #expect(run.sections.global(RowPath(1, 0)) == nil && run.sections.global(RowPath(0, 6)) == nil)
        // Committed in place: the rows are held as a run, not a list.
        for _ in 0..<8 { try t.drag(by: 10) }
        let held = try #require(t.mounted.heldRun)
        #expect(held.sections.first == 0 && (0 ..< held.sections.laterCount).map(held.sections.later) == [6, 6, 11])
        #expect(t.visible.map(\.indexPath) == t.indexPathsForVisibleRows)
        #expect(t.visible.contains(RowPath(2, 4)) && t.visible.contains(RowPath(3, 0)))
    }

    /// A viewport over many one-row sections (nine of them, one empty) is
    /// one run too, committed in place as it scrolls.
    @Test func manyTinySectionsOnScreenAreOneRun() throws {
        let (t, _) = makeTable([1, 1, 0, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1, 1]) { t, source in
            t.viewportHeight = 480
            for s in 0..<14 { source.headers[s] = 20 }
        }
        t.layoutIfNeeded()
        let run = try #require(t.rowSets(atStoreY: 0, approach: .exact).run)
        #expect(run.sections.laterCount >= 7)
        #expect(run.list(run.visible) == t.indexPathsForVisibleRows.map { RowPath($0.section, $0.row) })
        for _ in 0..<8 { try t.drag(by: 10) }
        let held = try #require(t.mounted.heldRun)
        #expect(held.sections.laterCount >= 7)
        #expect(t.visible.map(\.indexPath) == t.indexPathsForVisibleRows)
    }

    /// Short drags through a long section take their edge rows from the
    /// thresholds they cross, and the rows are still the ones a jump finds.
    @Test func shortDragsTakeTheEdgesFromTheThresholds() throws {
        let (t, _) = makeTable([400]) { t, _ in t.estimatedRowHeight = TableView.automaticDimension }
        let (u, _) = makeTable([400]) { t, _ in t.estimatedRowHeight = TableView.automaticDimension }
        t.layoutIfNeeded()
        u.layoutIfNeeded()
        var seeded = false
        for _ in 0..<200 {
            try t.drag(by: 7)
            seeded = seeded || t.scrolling.seeded > 0
        }
        for _ in 0..<140 { try t.drag(by: -3) }
        try u.drag(by: 1_400)
        try u.drag(by: -420)
        #expect(t.contentOffset == u.contentOffset)
        #expect(seeded)
        #expect(t.indexPathsForVisibleRows == u.indexPathsForVisibleRows)
        #expect(t.indexPathsForMountedRows == u.indexPathsForMountedRows)
    }

    /// Short jumps record the interval their pass holds for, and a jump inside
    /// it runs no pass; the rows are those of a table running every pass.
    @Test func shortJumpsInsideTheRecordedIntervalRunNoPass() throws {
        let (t, _) = makeTable([400]) { t, _ in t.estimatedRowHeight = TableView.automaticDimension }
        let (u, _) = makeTable([400]) { t, _ in
            t.estimatedRowHeight = TableView.automaticDimension
            t.usesConsecutiveRowPasses = false
        }
        t.layoutIfNeeded()
        u.layoutIfNeeded()
        var skipped = 0
        for k in 1...300 {
            let key = t.passKey, version = t.store.version
            try t.setContentOffset(Double(k) * 3)
            try u.setContentOffset(Double(k) * 3)
            if let run = t.scrolling.steady, t.passKey == key, t.store.version == version { skipped += run.key == key ? 1 : 0 }
            #expect(t.indexPathsForVisibleRows == u.indexPathsForVisibleRows)
            #expect(t.indexPathsForMountedRows == u.indexPathsForMountedRows)
        }
        #expect(skipped > 100)
        #expect(u.scrolling.steady == nil)
    }

    /// Rows a fraction of a point tall put thousands on screen, each measured
    /// by a pass of its own; rows known to have a height are not read again
    /// (`KnownRows.positive`), and a row measured at no height (the third
    /// table) is read again. The rows and calls are those of the general pass.
    @Test func thousandsOfTinyRowsOnScreenMatchTheGeneralPass() throws {
        for zeroRow in [nil, 1_500] as [Int?] {
            let tables = [true, false].map { fast in
                makeTable([20_000]) { t, source in
                    t.estimatedRowHeight = TableView.automaticDimension
                    t.rowHeight = 0.25
                    if let zeroRow { source.rowHeights[ip(0, zeroRow)] = 0 }
                    t.viewportHeight = 600
                    t.usesConsecutiveRowPasses = fast
                    t.isTracing = true
                }.0
            }
            for t in tables { t.layoutIfNeeded() }
            #expect(compare(tables[0], tables[1]) == nil)
            for y in [100.0, 103, 2_000, 40] {
                for t in tables { try t.setContentOffset(y) }
                #expect(compare(tables[0], tables[1]) == nil, "at \(y)")
            }
            for _ in 0..<30 { for t in tables { try t.drag(by: 37) } }
            #expect(compare(tables[0], tables[1]) == nil)
            #expect(tables[0].indexPathsForVisibleRows.count > 2_000)
        }
    }

    /// Two equal tables, the second forced through the general pass.
    func makePair(seed: UInt64, using rng: inout SplitMix64) -> [(TableView, TestSource)] {
        // One table in three: many tiny sections, several on screen at once.
        let tiny = Int.random(in: 0..<3, using: &rng) == 0
        let sections = tiny ? Int.random(in: 6...16, using: &rng) : Int.random(in: 1...4, using: &rng)
        let counts = (0..<sections).map { _ in Int.random(in: 0...(tiny ? 4 : 60), using: &rng) }
        var heights: [IndexPath: Double] = [:]
        for (s, n) in counts.enumerated() {
            for r in 0..<n where Int.random(in: 0..<3, using: &rng) == 0 {
                heights[ip(s, r)] = [0, 0.5, 10, 17, 44, 58, 120].randomElement(using: &rng)!
            }
        }
        let headers = (0..<sections).map { _ in [0.0, 18, 30].randomElement(using: &rng)! }
        let footers = (0..<sections).map { _ in [0.0, 0, 12].randomElement(using: &rng)! }
        let platform = PlatformProfile.allCases[Int(seed % UInt64(PlatformProfile.allCases.count))]
        let estimate = [0, 20, 44, TableView.automaticDimension].randomElement(using: &rng)!
        let prefetching = Bool.random(using: &rng)
        let viewport = [100.0, 220, 480].randomElement(using: &rng)!
        return [true, false].map { fast in
            let (t, source) = makeTable(counts, platform: platform) { t, source in
                source.rowHeights = heights
                for (s, h) in headers.enumerated() { source.headers[s] = h }
                for (s, h) in footers.enumerated() { source.footers[s] = h }
                t.estimatedRowHeight = estimate
                t.isPrefetchingEnabled = prefetching
                t.viewportHeight = viewport
                t.usesConsecutiveRowPasses = fast
                t.isTracing = true
            }
            t.layoutIfNeeded()
            return (t, source)
        }
    }

    func run(seed: UInt64) throws -> String? {
        var rng = SplitMix64(seed: seed)
        let pair = makePair(seed: seed, using: &rng)
        if let problem = compare(pair[0].0, pair[1].0) { return "after load: \(problem)" }
        for step in 0..<Self.steps {
            let action = Int.random(in: 0..<12, using: &rng)
            // Long drags cross many thresholds; short ones (every scroll step) one or none.
            let distance = Double(Int.random(in: -300...300, using: &rng)) / [1, 2, 4, 30].randomElement(using: &rng)!
            let y = Double.random(in: -50...max(0, pair[0].0.contentHeight), using: &rng)
            let row = Int.random(in: 0..<1_000, using: &rng)
            var describe = ""
            for (t, source) in pair {
                switch action {
                case 0...4:
                    describe = "drag \(distance)"
                    try t.drag(by: distance)
                case 5:
                    describe = "release"
                    t.endDragging()
                case 6:
                    describe = "scroll to \(y)"
                    try t.setContentOffset(y)
                case 7:
                    let counts = source.counts
                    guard let s = counts.indices.filter({ counts[$0] > 0 }).first else { continue }
                    describe = "scroll to row \(s),\(row % counts[s])"
                    try t.scrollToRow(at: ip(s, row % counts[s]), at: .middle)
                case 10, 11:
                    // Short jumps (an app setting `contentOffset` a few points
                    // at a time) skip the pass inside the recorded interval.
                    describe = "jump by \(distance / 8)"
                    try t.setContentOffset(t.contentOffset + distance / 8)
                case 8:
                    describe = "select"
                    if let p = t.indexPathsForVisibleRows.first { try t.selectRow(at: p, scrollPosition: nil) }
                default:
                    describe = "reload"
                    t.reloadData()
                }
            }
            if let problem = compare(pair[0].0, pair[1].0) { return "step \(step) (\(describe)): \(problem)" }
        }
        return nil
    }

    /// What a caller of either table can observe.
    func compare(_ fast: TableView, _ general: TableView) -> String? {
        if let v = fast.invariantViolation() { return v }
        let a = traceText(fast), b = traceText(general)
        guard a == b else {
            let i = zip(a, b).prefix { $0 == $1 }.count
            return "traces differ at call \(i): \(a.dropFirst(i).prefix(4)) against \(b.dropFirst(i).prefix(4))"
        }
        fast.clearTrace()
        general.clearTrace()
        guard fast.contentOffset == general.contentOffset else { return "offsets \(fast.contentOffset), \(general.contentOffset)" }
        guard fast.indexPathsForVisibleRows == general.indexPathsForVisibleRows else {
            return "visible \(text(fast.indexPathsForVisibleRows)) against \(text(general.indexPathsForVisibleRows))"
        }
        guard fast.indexPathsForMountedRows == general.indexPathsForMountedRows else {
            return "mounted \(text(fast.indexPathsForMountedRows)) against \(text(general.indexPathsForMountedRows))"
        }
        func cells(_ t: TableView) -> [String] { t.mountedCells.map { "\($0) \($0.isHidden) \($0.indexPath.map { text([$0]) } ?? "-")" } }
        guard cells(fast) == cells(general) else { return "cells \(cells(fast)) against \(cells(general))" }
        for id in general.reuseIdentifiers where fast.reusePool(withIdentifier: id).map(\.identity) != general.reusePool(withIdentifier: id).map(\.identity) {
            return "pool \(id) differs"
        }
        return nil
    }
}

/// A layout pass measures a row at the viewport's edge, then looks up the
/// edges again: `setRowHeight(_:_:_:measured:keeping:_:)` keeps the cursors
/// current, and lookups through them must answer as a fresh search does.
@Suite struct MeasurementKeepsCursorsTests {
    @Test(arguments: 0..<20)
    func lookupsThroughKeptCursorsMatchSearches(seed: UInt64) {
        var rng = SplitMix64(seed: seed)
        let counts = (0..<3).map { _ in Int.random(in: 0...600, using: &rng) }
        var store = LayoutStore(headers: [0, 10, 20], footers: [5, 0, 0], rowCounts: counts) { _, r in
            (Fixed(1 + r % 7) * 65_536 * 8, r % 3 == 0)
        }
        var top = LayoutCursor(), bottom = LayoutCursor(), stale = LayoutCursor()
        for _ in 0..<200 {
            guard store.totalHeight > 0 else { return }
            let y = Fixed.random(in: 0..<store.totalHeight, using: &rng)
            _ = store.firstRow(bottomAfter: y, cursor: &top)
            _ = store.lastRow(topBefore: y + 65_536 * 300, cursor: &bottom)
            let staleBefore = stale.version
            guard let s = counts.indices.filter({ counts[$0] > 0 }).randomElement(using: &rng) else { return }
            let r = Int.random(in: 0..<counts[s], using: &rng)
            let h = Fixed(Int.random(in: 0...100, using: &rng)) * 32_768
            store.setRowHeight(s, r, h, measured: true, keeping: &top, &bottom)
            #expect(top.version == store.version && bottom.version == store.version)
            #expect(stale.version == staleBefore, "a cursor that was not current stays as it was")
            for probe in [y, y + 1, y - 65_536 * 40, y + 65_536 * 300] {
                #expect(store.firstRow(bottomAfter: probe, cursor: &top) == store.firstRow(bottomAfter: probe))
                #expect(store.lastRow(topBefore: probe, cursor: &bottom) == store.lastRow(topBefore: probe))
            }
            #expect(store.element(at: y, cursor: &stale) == store.element(at: y))
            stale = LayoutCursor()
        }
    }
}
