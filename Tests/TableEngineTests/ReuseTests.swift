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
}
