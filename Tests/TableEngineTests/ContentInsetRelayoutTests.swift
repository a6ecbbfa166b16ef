import Foundation
import Testing
@testable import TableEngine

/// A new content inset on a loaded table lays it out again at once: the offset
/// is clamped into the new range and the rows and the header and footer views
/// are those of a layout pass there, without waiting for a scroll (ENGINE.md §8).
@Suite struct ContentInsetRelayoutTests {
    @Test func aSmallerBottomInsetClampsTheOffsetAndShowsTheRowsThere() throws {
        // 20 rows of 44 (880 pt) in a 200-pt viewport.
        let (t, _) = makeTable([20]) { t, _ in
            t.viewportHeight = 200
            t.contentInset = ContentInset(top: 0, bottom: 100)
        }
        try t.setContentOffset(t.maxOffset)
        #expect(t.contentOffset == 780)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 17, 19))
        t.contentInset = ContentInset(top: 0, bottom: 0)
        #expect(t.contentOffset == 680)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 15, 19))
        #expect(t.mountedCells.count == t.indexPathsForMountedRows.count)
        #expect(t.invariantViolation() == nil)
        // An offset still in range stays where it is: a taller top inset does not scroll the table.
        t.contentInset = ContentInset(top: 64, bottom: 0)
        #expect(t.contentOffset == 680)
        #expect(t.minOffset == -64)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 15, 19))
    }

    @Test func aFloatingHeaderLeavesWhenTheTopInsetGrowsPastTheViewport() throws {
        // Plain: header 0 [0, 30) floats at offset + top inset, down to the end of its 20 rows (910).
        let (t, s) = makeHeaderTable([20]) { _, s in s.headers = [0: 30] }
        try t.setContentOffset(100)
        #expect(views(t) == ["header 0 #H1 Header"])
        s.log.removeAll()
        t.contentInset = ContentInset(top: 250, bottom: 0)
        // Pinned at 100 + 250 = 350, below the visible rect 100..<300: it ends displaying now.
        #expect(try t.frameForHeader(inSection: 0)?.minY == 350)
        #expect(s.log == ["didEndHeader 0 #H1"])
        #expect(views(t).isEmpty)
        #expect(t.contentOffset == 100)
        t.contentInset = ContentInset(top: 0, bottom: 0)
        #expect(s.log == ["didEndHeader 0 #H1", "willDisplayHeader 0 #H1"])
        #expect(views(t) == ["header 0 #H1 Header"])
    }

    @Test func aClampedOffsetBringsAFloatingHeaderBack() throws {
        // Header 1 floats over section 1's rows, which end at 1160; a 300-pt
        // bottom inset lets the table scroll to 1260, where nothing is on screen.
        let (t, s) = makeHeaderTable([5, 20]) { t, s in
            s.headers = [0: 30, 1: 30]
            t.contentInset = ContentInset(top: 0, bottom: 300)
        }
        try t.setContentOffset(t.maxOffset)
        #expect(t.contentOffset == 1260)
        #expect(views(t).isEmpty)
        s.log.removeAll()
        t.contentInset = ContentInset(top: 0, bottom: 0)
        #expect(t.contentOffset == 960)
        #expect(s.log.map { String($0.prefix(19)) } == ["willDisplayHeader 1"])
        #expect(try t.frameForHeader(inSection: 1)?.minY == 960)
        #expect(text(t.indexPathsForVisibleRows) == span(1, 15, 19))
        #expect(t.invariantViolation() == nil)
    }

    @Test func insideABatchTheInsetWaitsForTheBatchsPass() throws {
        let (t, _) = makeTable([20]) { t, _ in
            t.viewportHeight = 200
            t.contentInset = ContentInset(top: 0, bottom: 100)
        }
        try t.setContentOffset(780)
        try t.performBatchUpdates {
            t.contentInset = ContentInset(top: 0, bottom: 0)
            #expect(t.offset == 780)
        }
        #expect(t.contentOffset == 680)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 15, 19))
    }
}
