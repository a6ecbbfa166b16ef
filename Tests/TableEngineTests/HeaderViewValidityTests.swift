import Foundation
import SeededRandom
import Testing
@testable import TableEngine

/// The header and footer views on screen are worked out again only where
/// they may change (ENGINE.md §16): a pass standing exactly at one end of
/// the range where they stay, whose approach has not crossed that end yet,
/// and passes after rows are measured at their estimated height leave them
/// alone. Leaving them alone must never change what the delegate hears.
@Suite struct HeaderViewValidityTests {
    /// A plain table, 100 points tall, of sections of five 44-point rows
    /// under 30-point headers: section 1's header starts at y 250, so it
    /// comes on screen, moving down, just past offset 150.
    func makeTable(estimated: Bool = false) -> TableView {
        let (t, _) = makeHeaderTable([5, 5, 5]) { t, source in
            t.viewportHeight = 100
            t.rowHeight = 44
            if estimated { t.estimatedRowHeight = 44 }
            for s in 0..<3 { source.headers[s] = 30 }
        }
        t.layoutIfNeeded()
        return t
    }

    /// A drag through the offset where a header comes on screen stops there
    /// twice (exactly there, then just past it): only the second finds it.
    @Test func aHeaderComingOnScreenIsWorkedOutOnce() throws {
        let t = makeTable()
        try t.setContentOffset(100)
        #expect(views(t).map { $0.prefix(8) } == ["header 0"])
        let before = t.headerViews.computed
        try t.drag(by: 60)
        #expect(views(t).map { $0.prefix(8) } == ["header 0", "header 1"])
        #expect(t.headerViews.computed - before == 1)
    }

    /// Rows measured at their estimated height move nothing: the views are
    /// not worked out again while rows come on screen.
    @Test func rowsMeasuredAtTheirEstimateLeaveTheViewsAlone() throws {
        let t = makeTable(estimated: true)
        // The load leaves no range: the first pass works the views out.
        try t.drag(by: 10)
        t.isTracing = true
        let before = t.headerViews.computed
        // From offset 10 to 140: rows 0-2 and 0-3 come on screen; the header
        // of section 0 stays pinned, section 1's comes only past 150.
        for _ in 0..<13 { try t.drag(by: 10) }
        // Rows were measured on the way (each a change of the store).
        #expect(traceText(t).contains { $0.hasPrefix("heightForRow") })
        #expect(t.headerViews.computed == before)
        #expect(views(t).map { $0.prefix(8) } == ["header 0"])
    }

    /// Random tables and drags (ordinary insets, so the views follow ranges):
    /// a table that works the views out at every pass hears the same calls
    /// in the same order and shows the same views.
    @Test func leavingTheViewsAloneChangesNoCall() throws {
        for seed in 1...UInt64(200) {
            func run(reusing: Bool) throws -> [String] {
                var rng = SplitMix64(seed: seed)
                let style = TableStyle.allCases.randomElement(using: &rng)!
                let counts = (0..<Int.random(in: 1...10, using: &rng)).map { _ in Int.random(in: 0...4, using: &rng) }
                let (t, s) = makeHeaderTable(counts, style: style)
                t.viewportHeight = [60, 200].randomElement(using: &rng)!
                t.rowHeight = [10, 22, 44].randomElement(using: &rng)!
                if Bool.random(using: &rng) { t.estimatedRowHeight = [t.rowHeight, 30].randomElement(using: &rng)! }
                t.sectionHeaderTopPadding = [0, 0, 22].randomElement(using: &rng)!
                for sec in counts.indices {
                    if Int.random(in: 0..<4, using: &rng) > 0 { s.headers[sec] = [0, 12, 30].randomElement(using: &rng)! }
                    if Bool.random(using: &rng) { s.footers[sec] = [0, 8, 40].randomElement(using: &rng)! }
                }
                t.headerViews.reusesValidity = reusing
                t.layoutIfNeeded()
                t.isTracing = true
                for _ in 0..<30 {
                    // Steps on a 2-point grid land exactly on many views' ends.
                    if Int.random(in: 0..<8, using: &rng) == 0 {
                        try t.setContentOffset(Double(2 * Int.random(in: 0...200, using: &rng)))
                    } else {
                        try t.drag(by: Double(2 * Int.random(in: -40...40, using: &rng)))
                    }
                }
                return traceText(t) + views(t)
            }
            let reused = try run(reusing: true), recomputed = try run(reusing: false)
            if reused != recomputed {
                let i = zip(reused, recomputed).prefix { $0 == $1 }.count
                Issue.record("seed \(seed): call \(i): \(reused[i...].prefix(4)) != \(recomputed[i...].prefix(4))")
                break
            }
        }
    }
}
