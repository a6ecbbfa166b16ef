import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §7, estimated heights: estimates stand in for unmeasured rows;
/// later passes measure as they go; measuring never moves the offset.
@Suite struct EstimateTests {
    /// 100 rows estimated at 100, really 44, on a 220-point screen. The load
    /// measures the rows it mounts from the estimated layout (0..3 under ios15, 0..2 under ios14).
    func table(_ platform: PlatformProfile) -> TableView {
        let (t, _) = makeTable([100], platform: platform) { t, _ in
            t.viewportHeight = 220
            t.estimatedRowHeight = 100
        }
        t.layoutIfNeeded()
        t.isTracing = true
        return t
    }

    func measured(_ t: TableView) -> [String] {
        traceText(t).filter { $0.hasPrefix("heightForRow") }.map { String($0.dropFirst("heightForRow ".count)) }
    }

    /// ios15: the prefetched row above the screen enters the mounted set, so it
    /// is measured first; shorter than its estimate, it pulls the rows below up
    /// under the unmoved offset, and the pass measures on until every mounted
    /// row is measured. 0,11 is measured although it ends up unmounted.
    @Test func measuringTheRowAboveShiftsTheRowsUnderIos15() throws {
        let t = table(.ios15)
        // Rows 0..3 measured: 0,r starts at 176 + (r - 4) x 100 for r >= 4.
        try t.setContentOffset(1000)   // estimated: 0,12 (976..1076) .. 0,14 visible
        #expect(measured(t) == (11...19).map { "0,\($0)" })
        #expect(t.contentOffset == 1000, "measuring never moves the offset")
        // 0,11 measured: 0,12 at 920..1020; 0,12 measured: it ends at 964, off the screen.
        #expect(try t.rectForRow(at: ip(0, 13)).minY == 964)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 13, 18))
        #expect(text(t.indexPathsForMountedRows) == span(0, 12, 19))
    }

    /// ios14 mounts only visible rows: the walk starts at the first visible
    /// row, which may itself stop being visible once measured.
    @Test func ios14WalksDownFromTheFirstVisibleRow() throws {
        let t = table(.ios14)
        // Rows 0..2 measured: 0,r starts at 132 + (r - 3) x 100; 0,11 is at 932..1032.
        try t.setContentOffset(1000)
        #expect(measured(t) == (11...17).map { "0,\($0)" })
        #expect(try t.rectForRow(at: ip(0, 12)).minY == 976)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 12, 17))
        #expect(text(t.indexPathsForMountedRows) == span(0, 12, 17))
    }

    /// Scrolling to a row uses the estimated rect; the pass then measures
    /// without moving the offset, so the row need not end at the top.
    @Test func scrollToRowUsesTheEstimatedRect() throws {
        let t = table(.ios15)
        #expect(t.contentHeight == 4 * 44 + 96 * 100)
        try t.scrollToRow(at: ip(0, 20), at: .top)   // estimated minY 176 + 16 x 100
        #expect(t.contentOffset == 1776)
        #expect(try t.rectForRow(at: ip(0, 20)).minY == 1720, "0,19 measured first pulled it up 56")
        #expect(text(t.indexPathsForVisibleRows) == span(0, 21, 26))
    }

    /// A slow drag down measures each row as it enters at the bottom: nothing
    /// above the screen changes, so the rows never jump.
    @Test func draggingDownMeasuresRowsAsTheyEnter() throws {
        let t = table(.ios15)
        try t.drag(by: 100)
        // 0..3 were measured; 0,4 (176..276 estimated) and its prefetched
        // neighbour enter as the finger starts, then one row every 44 points:
        // at 100 the screen shows 0,2..0,7 and 0,8 is prefetched.
        #expect(measured(t) == (4...8).map { "0,\($0)" })
        #expect(text(t.indexPathsForMountedRows) == span(0, 1, 8))
        #expect(try t.rectForRow(at: ip(0, 7)).minY == 7 * 44)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 2, 7))
        #expect(t.contentOffset == 100)
    }

    /// With estimates, an update asks for the estimated height of an inserted
    /// row; the layout pass then measures it, as any row entering the mounted
    /// set, and measures again the rows that stayed on screen (v3), top to bottom.
    @Test func updateAsksEstimatesThenThePassMeasures() throws {
        let (t, s) = makeTable([20]) { t, s in t.viewportHeight = 220; t.estimatedRowHeight = 100; s.estimates = [:] }
        t.layoutIfNeeded()             // 0..3 mounted and measured
        s.counts = [21]
        t.isTracing = true
        try t.insertRows(at: [ip(0, 1)])
        let calls = traceText(t).filter { !$0.hasPrefix("indentationLevel") && !$0.hasPrefix("canEdit") }
        #expect(calls == ["numberOfSections", "numberOfRows 0", "estimatedHeightForRow 0,1",
                          "heightForRow 0,0", "heightForRow 0,1", "heightForRow 0,2", "heightForRow 0,3",
                          "heightForRow 0,4", "heightForRow 0,5",
                          "cellForRow 0,1", "willDisplay 0,1", "willDisplay 0,4", "cellForRow 0,5"])
        #expect(text(t.indexPathsForVisibleRows) == span(0, 0, 4))
    }
}
