import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §12: platform profiles as bundles of UIKit properties, each
/// settable alone, and the v2 rules of reuse and reload.
@Suite struct ProfileTests {
    /// A table on a `TestSource` with the profile's own defaults (no pins).
    func profileTable(_ counts: [Int], _ platform: PlatformProfile, style: TableStyle = .plain,
                      _ configure: (TableView, TestSource) -> Void = { _, _ in }) -> (TableView, TestSource) {
        let t = TableView(style: style)
        let s = TestSource(counts)
        t.platform = platform
        t.dataSource = s
        t.delegate = s
        configure(t, s)
        return (t, s)
    }

    @Test(arguments: [
        (PlatformProfile.ios10, 0.0, false, FillerRowHeight.automatic, 0.0),
        (.ios14, TableView.automaticDimension, false, .automatic, 0),
        (.ios15, TableView.automaticDimension, true, .off, 22),
    ])
    func profilesAreBundlesOfDefaults(platform: PlatformProfile, estimate: Double, prefetching: Bool,
                                      filler: FillerRowHeight, padding: Double) {
        let t = TableView()
        t.platform = platform
        #expect(t.estimatedRowHeight == estimate)
        #expect(t.isPrefetchingEnabled == prefetching)
        #expect(platform.fillerRowHeight == filler)
        #expect(t.effectiveSectionHeaderTopPadding == padding)
        #expect(platform.hasReconfigure == (platform == .ios15))
    }

    /// A property set on the table wins over every profile, whatever the order.
    @Test func setPropertiesWinOverTheProfile() {
        let t = TableView()
        t.isPrefetchingEnabled = false
        t.estimatedRowHeight = 0
        t.sectionHeaderTopPadding = 5
        for p in PlatformProfile.allCases {
            t.platform = p
            #expect(!t.isPrefetchingEnabled && t.estimatedRowHeight == 0 && t.effectiveSectionHeaderTopPadding == 5)
        }
        t.sectionHeaderTopPadding = -3
        #expect(t.sectionHeaderTopPadding == TableView.automaticDimension, "negative means automatic")
        t.sectionHeaderTopPadding = .nan
        #expect(t.sectionHeaderTopPadding == 0)
    }

    /// §12.1: automatic estimates measure only the mounted rows at load.
    @Test(arguments: [PlatformProfile.ios14, .ios15])
    func automaticEstimatesMeasureOnlyMountedRows(platform: PlatformProfile) {
        let (t, s) = profileTable([100], platform) { t, _ in t.viewportHeight = 220; t.isTracing = true }
        for r in 0..<100 { s.rowHeights[ip(0, r)] = 60 }
        s.estimates = [:]   // asked for every row (EstimateProbeTests: a delegate without the method is not)
        t.layoutIfNeeded()
        let measured = traceText(t).filter { $0.hasPrefix("heightForRow") }
        let mounted = t.indexPathsForMountedRows.count
        #expect(measured.count == mounted)
        #expect(traceText(t).filter { $0.hasPrefix("estimatedHeightForRow") }.count == 100)
        #expect(t.contentHeight == Double(mounted) * 60 + Double(100 - mounted) * 44, "unmeasured rows stand at the row height")
    }

    @Test func ios10AsksEveryHeightAtLoad() {
        let (t, _) = profileTable([100], .ios10) { t, _ in t.isTracing = true }
        t.layoutIfNeeded()
        #expect(traceText(t).filter { $0.hasPrefix("heightForRow") }.count == 100)
        #expect(!traceText(t).contains { $0.hasPrefix("estimated") })
    }

    /// §12.3: the gap above present plain headers; pinning ignores it; grouped has none.
    @Test func sectionHeaderTopPadding() throws {
        let (t, _) = profileTable([3, 10], .ios15) { t, s in t.viewportHeight = 200; s.headers = [0: 30, 1: 30] }
        #expect(box(try t.rect(forSection: 0)) == "0 0 375 184")
        #expect(box(try t.rectForHeader(inSection: 0)) == "0 22 375 30")
        #expect(box(try t.rectForRow(at: ip(0, 0))) == "0 52 375 44")
        #expect(box(try t.rectForHeader(inSection: 1)) == "0 206 375 30")
        #expect(try t.separatorBelowRow(at: ip(0, 2)) == nil, "a present header still hides the line above it")
        try t.setContentOffset(100)
        #expect(try t.frameForHeader(inSection: 0)?.minY == 100, "pinned at the top edge")
        try t.scrollToRow(at: ip(1, 0), at: .top)
        #expect(t.contentOffset == 236 - 30, "the row below the header view, the gap scrolled away")
        let (g, _) = profileTable([3, 3], .ios15, style: .grouped) { _, s in s.headers = [0: 30, 1: 30] }
        #expect(box(try g.rectForHeader(inSection: 1)) == "0 180 375 30")
        let (old, _) = profileTable([3, 3], .ios14) { _, s in s.headers = [0: 30, 1: 30] }
        #expect(box(try old.rectForHeader(inSection: 1)) == "0 162 375 30")
    }

    /// §12.4: the 35-pt band of a grouped table without a table header view.
    @Test(arguments: PlatformProfile.allCases)
    func groupedTopBand(platform: PlatformProfile) throws {
        let (t, _) = profileTable([2], platform, style: .grouped)
        #expect(box(try t.rectForRow(at: ip(0, 0))) == "0 35 375 44")
        t.tableHeaderView = TableHeaderView(height: 50)
        t.reloadData()
        #expect(box(try t.rectForRow(at: ip(0, 0))) == "0 50 375 44")
    }

    /// §12.2: prefetching off mounts only the visible rows, plus the spare cell.
    @Test func prefetchingOffUnderIOS15() {
        let (t, _) = profileTable([20], .ios15) { t, _ in t.viewportHeight = 220; t.isPrefetchingEnabled = false }
        #expect(t.indexPathsForMountedRows == t.indexPathsForVisibleRows)
        #expect(t.reusePool(withIdentifier: "Cell").count == 1, "the spare cell")
    }

    /// §12.5: a jump of more than a screen makes a new screenful (the spec's example).
    @Test func jumpMakesANewScreenful() throws {
        let (t, _) = profileTable([500], .ios14) { t, _ in t.viewportHeight = 600; t.rowHeight = 60 }
        #expect(t.numberOfCellsCreated == 11)
        try t.setContentOffset(3000)
        #expect(t.mountedCells.map(\.identity) == [11] + Array(12...20))
        #expect(t.numberOfCellsCreated == 20)
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == Array((1...10).reversed()))
        try t.drag(by: 60)
        #expect(t.mountedCell(at: ip(0, 60))?.identity == 10)
    }

    /// §12.5: a reloaded row gets another cell; its old one is pooled after.
    @Test func reloadedRowGetsANewCell() throws {
        let (t, s) = profileTable([20], .ios15) { t, _ in t.viewportHeight = 220 }
        t.layoutIfNeeded()
        let old = try #require(t.mountedCell(at: ip(0, 2)))
        s.counts = [20]
        try t.reloadRows(at: [ip(0, 2)])
        let new = try #require(t.mountedCell(at: ip(0, 2)))
        #expect(new !== old)
        #expect(t.reusePool(withIdentifier: "Cell").first === old)
        #expect(t.invariantViolation() == nil)
    }

    /// §12.5: reconfigure keeps the cell, traces only cellForRow, skips rows without a cell.
    @Test func reconfigureKeepsTheCell() throws {
        let (t, _) = profileTable([20], .ios15) { t, _ in t.viewportHeight = 220 }
        t.layoutIfNeeded()
        let cells = t.mountedCells.map(ObjectIdentifier.init)
        let created = t.numberOfCellsCreated
        t.isTracing = true
        try t.reconfigureRows(at: [ip(0, 5), ip(0, 1), ip(0, 15)])
        #expect(traceText(t) == ["cellForRow 0,1", "cellForRow 0,5"])
        #expect(t.mountedCells.map(ObjectIdentifier.init) == cells)
        #expect(t.numberOfCellsCreated == created)
        #expect(t.reusePool(withIdentifier: "Cell").isEmpty)
        #expect(t.dataSourceMisuse == nil)
    }

    @Test func reconfigureInsideABatchUsesOldIndexPaths() throws {
        let (t, s) = profileTable([20], .ios15) { t, _ in t.viewportHeight = 220 }
        t.layoutIfNeeded()
        let cell = try #require(t.mountedCell(at: ip(0, 3)))
        s.counts = [19]
        t.isTracing = true
        try t.performBatchUpdates {
            try t.deleteRows(at: [ip(0, 0)])
            try t.reconfigureRows(at: [ip(0, 3)])
        }
        #expect(traceText(t).last == "cellForRow 0,2")
        #expect(t.mountedCell(at: ip(0, 2)) === cell)
    }

    @Test func reconfigureNeedsIOS15AndExistingRows() {
        let (t, _) = profileTable([3], .ios14)
        let unavailable = expectTableError("reconfigureRows(at:) needs iOS 15 or later (platform ios15)") {
            try t.reconfigureRows(at: [ip(0, 0)])
        }
        guard case .invalidOperation(let operation)? = unavailable else { return }
        #expect(operation.kind == .reconfigureUnavailable)
        let (u, _) = profileTable([3], .ios15)
        let missing = expectTableError("attempt to delete row 7 from section 0 which only contains 3 rows before the update") {
            try u.reconfigureRows(at: [ip(0, 7)])
        }
        guard case .invalidUpdate(let update)? = missing else { return }
        #expect(update.kind == .deletedRowMissing && update.indexPath == ip(0, 7) && update.rowCount == 3)
    }
}
