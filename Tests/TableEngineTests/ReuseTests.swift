import Foundation
import Testing
@testable import TableEngine

@Suite struct ReuseTests {
    @Test func ios15MountsOneNeighbourEachSideAcrossEmptySections() throws {
        let (t, _) = makeTable([10, 0, 0, 10]) { t, _ in t.viewportHeight = 220 }
        try t.setContentOffset(330)   // 330..550: 0,7 (308..352) .. 3,2 (528..572)
        #expect(text(t.indexPathsForVisibleRows) == "0,7 0,8 0,9 3,0 3,1 3,2")
        #expect(text(t.indexPathsForMountedRows) == "0,6 0,7 0,8 0,9 3,0 3,1 3,2 3,3")
        #expect(t.visibleCells.count == 6)
        #expect(t.mountedCells.filter { $0.isHidden }.count == 2)
        #expect(t.cellForRow(at: ip(0, 6))?.isHidden == true && t.cellForRow(at: ip(0, 5)) == nil)
    }

    @Test func ios14KeepsOneSpareCell() {
        let (t, _) = makeTable([20], platform: .ios14) { t, _ in t.viewportHeight = 220 }
        #expect(text(t.indexPathsForMountedRows) == span(0, 0, 4))
        #expect(t.numberOfCellsCreated == 6)
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == [6])
    }

    /// Pools are stacks (§12.5): `reusePool` lists them top first.
    @Test func poolsAreStacks() throws {
        let (t, _) = makeTable([20]) { t, _ in t.viewportHeight = 220 }
        try t.scroll(by: 132)
        #expect(t.mountedCell(at: ip(0, 8))?.identity == 1)
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == [2])
        try t.scroll(by: -132)
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == [7, 8], "#7 (0,7) left after #8 (0,8)")
        #expect(t.numberOfCellsCreated == 8)
    }

    @Test func identifiersHaveTheirOwnPools() throws {
        let (t, _) = makeTable([6, 20]) { t, s in t.viewportHeight = 220; s.identifiers[0] = "Photo" }
        try t.scroll(by: 440)
        #expect(t.reusePool(withIdentifier: "Photo").count == 6)
        #expect(t.mountedCells.allSatisfy { $0.reuseIdentifier == "Cell" })
    }

    @Test func reloadDataEnqueuesInOrderAndRebinds() throws {
        let (t, _) = makeTable([20]) { t, _ in t.viewportHeight = 220 }
        try t.scroll(by: 44)          // 0,0..0,6 mounted with #1..#7
        try t.tapRow(at: ip(0, 2))
        t.reloadData()
        // Pooled #1..#7 in index-path order, dequeued from the top: row 0 gets #7.
        #expect(t.mountedCells.map(\.identity) == [7, 6, 5, 4, 3, 2, 1])
        #expect(t.indexPathsForSelectedRows.isEmpty)
        #expect(t.numberOfCellsCreated == 7)
    }

    @Test func reloadClampsTheOffset() throws {
        let (t, s) = makeTable([30])
        try t.setContentOffset(600)
        s.counts = [5]
        t.reloadData()
        #expect(t.contentOffset == 0)
    }

    @Test func staleStateThroughVisibleCellsUnderIos15Only() throws {
        for platform in PlatformProfile.allCases {
            let (t, s) = makeTable([20, 20], platform: platform)
            try t.scroll(by: 200)
            s.state["editing"] = "on"
            for cell in t.visibleCells { cell.content = s.state }
            try t.scroll(by: 44)
            let stale = t.mountedCells.filter { $0.content != s.state }.compactMap(\.indexPath)
            #expect(text(stale) == (platform == .ios15 ? "1,0" : "none"))
            for cell in t.mountedCells { cell.content = s.state }
            try t.scroll(by: 44)
            #expect(t.mountedCells.allSatisfy { $0.content == s.state })
        }
    }

    @Test func estimatesTooLargeLeaveTheBottomEmptyUntilTheNextPass() throws {
        let (t, _) = makeTable([30]) { t, _ in t.estimatedRowHeight = 200 }
        #expect(text(t.indexPathsForVisibleRows) == span(0, 0, 3))
        #expect(t.numberOfCellsCreated == 5)
        #expect(t.contentHeight == 5 * 44 + 25 * 200)
        try t.setContentOffset(0)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 0, 15))
        #expect(t.contentOffset == 0, "measuring never moves the offset")
    }

    /// `layoutPassAtCurrentOffset()` is the next pass: where the table
    /// stands, with the heights measured since; run again, it calls nothing.
    @Test func aPassWhereTheTableStandsFillsTheScreen() throws {
        let (t, _) = makeTable([30]) { t, _ in t.estimatedRowHeight = 200 }
        t.layoutIfNeeded()
        let bindings = t.rowsWorked
        #expect(bindings == 5)
        t.layoutPassAtCurrentOffset()
        #expect(text(t.indexPathsForVisibleRows) == span(0, 0, 15))
        #expect(t.contentOffset == 0)
        #expect(t.rowsWorked == bindings + 12, "rows 5...16 bound")
        t.isTracing = true
        t.layoutPassAtCurrentOffset()
        #expect(t.trace.isEmpty)
        #expect(t.rowsWorked == bindings + 12)
    }

    /// Walking the separators or the rows of a range counts every row walked,
    /// rows of zero height (on screen, not visible) included.
    @Test func walksCountTheRowsTheyWalk() throws {
        let (t, _) = makeTable([2000]) { t, _ in t.rowHeight = 0 }
        t.layoutIfNeeded()
        #expect(t.numberOfVisibleRows == 0)
        let before = t.rowsWorked
        t.forEachSeparator(inY: 0 ..< 667) { _ in }
        #expect(t.rowsWorked == before + 2000)
        // The rows of a range: from the first to the last with a height (here none).
        _ = t.indexPathsForRows(inY: 0 ..< 667, first: 10, last: 10)
        #expect(t.rowsWorked == before + 2000)
        let (u, _) = makeTable([2000])
        u.layoutIfNeeded()
        let start = u.rowsWorked
        _ = u.indexPathsForRows(inY: 0 ..< 440, first: 1, last: 1)
        _ = u.indexPathsForRows(inY: 440 ..< 880)
        #expect(u.rowsWorked == start + 20)
    }

    @Test func estimatesTooSmallMakeTooManyCells() throws {
        let (t, _) = makeTable([100]) { t, _ in t.estimatedRowHeight = 10 }
        t.layoutIfNeeded()
        #expect(t.numberOfCellsCreated == 68)
        try t.setContentOffset(0)
        #expect(t.reusePool(withIdentifier: "Cell").count == 51)
    }

    @Test func reloadForgetsMeasuredHeights() throws {
        let (t, _) = makeTable([30]) { t, _ in t.estimatedRowHeight = 100 }
        try t.setContentOffset(0)
        let measured = t.contentHeight
        t.reloadData()
        #expect(t.contentHeight > measured)
    }

    @Test func editingIsPushedToHiddenCellsToo() throws {
        let (t, _) = makeTable([40])
        try t.scroll(by: 200)
        t.setEditing(true)
        #expect(t.mountedCells.allSatisfy { $0.isEditing })
        try t.scroll(by: 300)
        #expect(t.mountedCells.allSatisfy { $0.isEditing })
    }

    // MARK: - ENGINE.md §6 and §7, rule by rule (see docs/coverage/engine-cells-updates.md).

    func bind(_ p: String, visible: Bool = true) -> [String] {
        ["cellForRow \(p)", "indentationLevel \(p)", "canEdit \(p)"] + (visible ? ["willDisplay \(p)"] : [])
    }

    // MARK: §6 Visible rows, mounted cells

    /// A row is visible when its rect overlaps the visible rect by more than
    /// zero: a row ending exactly at the top edge or starting exactly at the bottom edge is not.
    @Test func rowsTouchingTheEdgesAreNotVisible() throws {
        let (t, _) = makeTable([20], platform: .ios14) { t, _ in t.viewportHeight = 220 }
        try t.setContentOffset(44)   // 44..264: 0,0 ends at 44, 0,6 starts at 264
        #expect(text(t.indexPathsForVisibleRows) == span(0, 1, 5))
        #expect(text(t.indexPathsForMountedRows) == span(0, 1, 5), "ios14: mounted = visible")
    }

    /// The visible rect is the bounds, content insets included.
    @Test func visibleRectIncludesTheInsets() throws {
        let (t, _) = makeTable([20], platform: .ios14) { t, _ in
            t.viewportHeight = 220
            t.contentInset = ContentInset(top: 100, bottom: 0)
        }
        t.layoutIfNeeded()           // offset -100: -100..120 shows rows 0..2
        #expect(t.contentOffset == -100)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 0, 2))
    }

    /// `cellForRow(at:)` returns the cell of every mounted row: under ios15 the
    /// prefetched neighbours are configured but hidden, and UIKit returns them
    /// (seed 004: `nil != tableView.cellForRow(at: indexPath)` for the hidden cells).
    @Test func cellForRowReturnsHiddenPrefetchedCells() throws {
        let (t, _) = makeTable([20]) { t, _ in t.viewportHeight = 220 }
        try t.setContentOffset(44)   // 0,1..0,5 visible; 0,0 and 0,6 prefetched
        let above = try #require(t.cellForRow(at: ip(0, 0)))
        #expect(above.isHidden && above.identity == 1)
        #expect(t.cellForRow(at: ip(0, 6))?.isHidden == true)
        #expect(t.cellForRow(at: ip(0, 7)) == nil, "not mounted")
        #expect(!t.visibleCells.contains { $0 === above })
    }

    @Test func ios15MountsNothingWhenNoRowIsVisible() throws {
        let (t, _) = makeTable([3]) { t, _ in t.viewportHeight = 220; t.tableFooterHeight = 1000 }
        try t.setContentOffset(400)  // only the table footer view is on screen
        #expect(t.indexPathsForVisibleRows.isEmpty)
        #expect(t.indexPathsForMountedRows.isEmpty)
    }

    @Test func ios15PrefetchesOnlyNeighboursThatExist() throws {
        let (t, _) = makeTable([3]) { t, _ in t.viewportHeight = 220 }
        #expect(text(t.indexPathsForMountedRows) == span(0, 0, 2))
        #expect(t.mountedCells.allSatisfy { !$0.isHidden })
        #expect(t.reusePool(withIdentifier: "Cell").isEmpty && t.numberOfCellsCreated == 3, "no spare cell under ios15")
    }

    /// ios14's spare cell: created into the pool of the last bound row's
    /// identifier, counted as created, and nothing is traced for it.
    @Test func ios14SpareCellFollowsTheLastRowsIdentifierUntraced() throws {
        let (t, _) = makeTable([3, 10], platform: .ios14) { t, s in
            t.viewportHeight = 220
            s.identifiers[0] = "Photo"
            t.isTracing = true
        }
        t.layoutIfNeeded()           // 0,0..0,2 Photo, 1,0 and 1,1 Cell: the spare is a Cell
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == [6])
        #expect(t.reusePool(withIdentifier: "Photo").isEmpty)
        #expect(t.numberOfCellsCreated == 6)
        #expect(traceText(t).filter { $0.hasPrefix("cellForRow") }.count == 5)
    }

    /// A pass that dequeues the spare makes another one at its end.
    @Test func ios14SpareIsRemadeWhenTaken() throws {
        let (t, _) = makeTable([20], platform: .ios10) { t, _ in t.viewportHeight = 220 }
        t.layoutIfNeeded()           // 0..4 bound (#1..#5), spare #6
        try t.setContentOffset(10)   // 0,5 enters and takes #6; #7 is the new spare
        #expect(t.mountedCell(at: ip(0, 5))?.identity == 6)
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == [7])
        try t.setContentOffset(44)   // 0,0 leaves: #1 pooled, so no new spare
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == [1, 7], "a stack: #1 on top")
        #expect(t.numberOfCellsCreated == 7)
    }

    /// "The last bound row" is the last mounted row in index-path order, not
    /// the row bound last in time: dragging up binds Photo rows at the top,
    /// but the spare follows the Cell row at the bottom, whose pool is not empty.
    @Test func ios14SpareFollowsTheLastMountedRowNotTheLatestBinding() throws {
        let (t, _) = makeTable([3, 10], platform: .ios10) { t, s in t.viewportHeight = 220; s.identifiers[0] = "Photo" }
        try t.setContentOffset(200)   // 1,1..1,6 visible; Photo #1..#3 pooled; spare #10
        #expect(t.numberOfCellsCreated == 10)
        #expect(t.reusePool(withIdentifier: "Photo").map(\.identity) == [3, 2, 1])
        try t.drag(by: -200)          // 0,2, 0,1, 0,0 take #3, #2, #1 from the top as they enter
        #expect(t.mountedCells.prefix(3).map(\.identity) == [1, 2, 3])
        #expect(t.reusePool(withIdentifier: "Photo").isEmpty)
        #expect(t.numberOfCellsCreated == 10, "no Photo spare")
    }

    // MARK: §7 Layout passes and reload

    /// reloadData traces didEndDisplaying for rows that stop being visible
    /// (old index paths, in order), before binding the rows again.
    @Test func reloadTracesDidEndForRowsThatStopBeingVisible() throws {
        let (t, s) = makeTable([20]) { t, _ in t.viewportHeight = 220; t.estimatedRowHeight = 0 }
        t.layoutIfNeeded()           // 0..4 visible, 0,5 prefetched
        s.counts = [3]
        t.isTracing = true
        t.reloadData()
        let trace = traceText(t)
        #expect(trace == ["numberOfSections", "heightForHeader 0", "heightForFooter 0", "numberOfRows 0",
                          "heightForRow 0,0", "heightForRow 0,1", "heightForRow 0,2", "sectionIndexTitles",
                          "didEndDisplaying 0,3", "didEndDisplaying 0,4"]
                + bind("0,0") + bind("0,1") + bind("0,2"))
        // #1..#6 pooled in order; the three rows take #6, #5, #4 from the top.
        #expect(t.mountedCells.map(\.identity) == [6, 5, 4])
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == [3, 2, 1])
    }

    /// A reload whose offset is clamped ends the rows scrolled away from.
    @Test func reloadClampingTheOffsetEndsTheRowsLeft() throws {
        let (t, s) = makeTable([30], platform: .ios14) { t, _ in t.viewportHeight = 220 }
        try t.setContentOffset(1000)  // 1000..1220: 0,22..0,27
        s.counts = [10]               // 440 high: the offset clamps to 220
        t.isTracing = true
        t.reloadData()
        #expect(t.contentOffset == 220)
        let ended = traceText(t).filter { $0.hasPrefix("didEndDisplaying") }
        #expect(ended == (22...27).map { "didEndDisplaying 0,\($0)" })
        #expect(text(t.indexPathsForVisibleRows) == span(0, 5, 9))
    }

    /// A reloaded table binds its mounted rows with cells dequeued from the
    /// stack: row 0 gets the cell pooled last.
    @Test func reloadMayGiveARowAnotherCell() throws {
        let (t, _) = makeTable([20], platform: .ios14) { t, _ in t.viewportHeight = 220 }
        t.layoutIfNeeded()           // #1..#5 bound, spare #6 pooled
        t.reloadData()               // pool #6 #1 #2 #3 #4 #5 -> rows take #5 #4 #3 #2 #1
        #expect(t.mountedCells.map(\.identity) == [5, 4, 3, 2, 1])
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == [6])
    }

    /// A setup change after loading reloads (the lazy load and then reloadData).
    @Test func loadingIsLazy() throws {
        let (t, _) = makeTable([5]) { t, _ in t.isTracing = true }
        #expect(t.trace.isEmpty && !t.hasLoaded)
        t.rowHeight = 60
        #expect(t.trace.isEmpty, "configuring does not load")
        #expect(try t.rectForRow(at: ip(0, 1)).minY == 60)
        #expect(t.hasLoaded && t.trace.first?.description == "numberOfSections")
    }

    /// The trace is kept until cleared, and recording can be paused.
    @Test func traceIsKeptUntilCleared() throws {
        let (t, _) = makeTable([20]) { t, _ in t.viewportHeight = 220 }
        t.layoutIfNeeded()
        t.isTracing = true
        try t.setContentOffset(10)
        t.isTracing = false
        try t.setContentOffset(100)
        #expect(traceText(t) == ["willDisplay 0,5"] + bind("0,6", visible: false))
        t.clearTrace()
        #expect(t.trace.isEmpty)
    }
}
