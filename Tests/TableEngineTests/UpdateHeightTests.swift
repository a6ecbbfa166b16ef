import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §9 (v3): an accepted update measures the rows that stay again,
/// so an empty batch shows a row's new height, UIKit's
/// `beginUpdates()`/`endUpdates()` idiom for expanding a row.
@Suite struct UpdateHeightTests {
    func loaded(_ profile: PlatformProfile, rows: Int = 20) -> (TableView, ArrayApp) {
        let app = ArrayApp(counts: [rows])
        let table = TableView()
        table.platform = profile
        table.viewportHeight = 220
        table.dataSource = app
        table.delegate = app
        table.layoutIfNeeded()
        return (table, app)
    }

    @Test(arguments: [PlatformProfile.ios10, .ios14, .ios15])
    func anEmptyBatchShowsARowsNewHeight(profile: PlatformProfile) throws {
        let (t, app) = loaded(profile)
        #expect(try t.rectForRow(at: ip(0, 1)).height == 44)
        app.sections[0].rows[1].height = 160
        try t.performBatchUpdates {}
        #expect(try t.rectForRow(at: ip(0, 1)).height == 160)
        #expect(try t.rectForRow(at: ip(0, 2)).minY == 44 + 160, "the rows below move down")
        #expect(t.contentHeight == 19 * 44 + 160)
        #expect(t.indexPathsForVisibleRows == [ip(0, 0), ip(0, 1), ip(0, 2)], "the taller row leaves room for one more")
    }

    @Test func withoutEstimatesEveryRowIsAskedAgainInOrder() throws {
        let (t, _) = loaded(.ios10)
        t.isTracing = true
        try t.performBatchUpdates {}
        #expect(t.trace.map(\.description) == ["numberOfSections", "numberOfRows 0"] + (0..<20).map { "heightForRow 0,\($0)" })
    }

    @Test func withEstimatesTheRowsOnScreenAreMeasuredAgainAndNoOthers() throws {
        let (t, app) = loaded(.ios15)
        try t.setContentOffset(10 * 44)
        try t.setContentOffset(0)                  // rows 10… were measured on the way
        app.sections[0].rows[10].height = 100
        t.isTracing = true
        try t.performBatchUpdates {}
        let heights = t.trace.filter { $0.call == .heightForRow }.map(\.description)
        #expect(heights == t.indexPathsForMountedRows.map { "heightForRow 0,\($0.row)" }, "the mounted rows, top to bottom")
        #expect(try t.rectForRow(at: ip(0, 10)).height == 44, "an off-screen row is not asked: its old height stands as its estimate")
        t.trace.removeAll()
        try t.setContentOffset(10 * 44)
        #expect(t.trace.contains { $0.description == "heightForRow 0,10" }, "it is asked when it comes on screen")
        #expect(try t.rectForRow(at: ip(0, 10)).height == 100)
    }

    /// "Expand all": every row grows, and the rows the update pushes off
    /// screen (measured before it) grow too when they are scrolled to.
    @Test(arguments: [PlatformProfile.ios14, .ios15])
    func rowsAnUpdatePushesOffScreenAreMeasuredAgainWhenScrolledTo(profile: PlatformProfile) throws {
        let (t, app) = loaded(profile, rows: 14)
        let before = t.indexPathsForMountedRows
        #expect(before.count >= 5)
        for r in 0..<14 { app.sections[0].rows[r].height = 176 }
        try t.performBatchUpdates {}
        #expect(!t.indexPathsForMountedRows.contains(ip(0, 4)), "the taller rows push row 4 off screen")
        for r in 0..<14 {
            try t.scrollToRow(at: ip(0, r), at: .middle)
            #expect(try t.rectForRow(at: ip(0, r)).height == 176, "row \(r)")
        }
        #expect(t.contentHeight == 14 * 176)
    }
}
