import Foundation
import Testing
@testable import TableEngine

@Suite struct ScrollingTests {
    @Test func offsetRangeAndClamping() throws {
        let (t, _) = makeTable([30]) { t, _ in t.contentInset = ContentInset(top: 64, bottom: 20) }
        #expect(t.contentOffset == -64)
        #expect(t.minOffset == -64)
        #expect(t.maxOffset == 1320 + 20 - 667)
        try t.scroll(by: 5000)
        #expect(t.contentOffset == 673)
        try t.scroll(by: -5000)
        #expect(t.contentOffset == -64)
    }

    @Test func shortContentCannotScroll() throws {
        let (t, _) = makeTable([3])
        #expect(t.maxOffset == 0)
        try t.scroll(by: 100)
        #expect(t.contentOffset == 0)
    }

    @Test func programmaticOffsetIsExactEvenOutOfRange() throws {
        let (t, _) = makeTable([30])
        try t.setContentOffset(-100)
        #expect(t.contentOffset == -100)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 0, 12))
        try t.setContentOffset(5000)
        #expect(t.indexPathsForVisibleRows.isEmpty && t.indexPathsForMountedRows.isEmpty)
        try t.drag(by: 10)
        #expect(t.contentOffset == 653, "a drag starting outside the range is clamped")
    }

    @Test func nonFiniteInputsAreErrors() {
        let (t, _) = makeTable([3])
        #expect(throws: TableError.self) { try t.drag(by: .nan) }
        #expect(throws: TableError.self) { try t.setContentOffset(.infinity) }
    }

    /// Three plain sections of 20 rows with 30-point headers; 1,5 is 1160..1204.
    @Test(arguments: [
        (TableView.ScrollPosition.top, 1130.0), (.middle, 848.5), (.bottom, 537), (.none, 537),
    ])
    func scrollToRowPlain(position: TableView.ScrollPosition, expected: Double) throws {
        let (t, _) = makeTable([20, 20, 20]) { t, _ in t.sectionHeaderHeight = 30 }
        if position == .none { try t.setContentOffset(537) }
        try t.scrollToRow(at: ip(1, 5), at: position)
        #expect(t.contentOffset == expected)
    }

    @Test func scrollToRowNoneMovesOnlyWhenOutOfView() throws {
        let (t, _) = makeTable([20, 20, 20]) { t, _ in t.sectionHeaderHeight = 30 }
        try t.setContentOffset(537)
        try t.scrollToRow(at: ip(0, 0), at: .none)
        #expect(t.contentOffset == 0)
        try t.scrollToRow(at: ip(2, 19), at: .none)
        #expect(t.contentOffset == 2063)
        // 1,0 (940..984) hides under the pinned header at 2063? No: it is above: as top.
        try t.scrollToRow(at: ip(1, 0), at: .none)
        #expect(t.contentOffset == 910)
    }

    // Rows of a grouped table start below its 35-pt top band (§12.4): 1,5 is at 1171.
    @Test(arguments: [(TableView.ScrollPosition.top, 1107.0), (.middle, 827.5), (.bottom, 548)])
    func scrollToRowGroupedWithInset(position: TableView.ScrollPosition, expected: Double) throws {
        let (t, _) = makeTable([20, 20, 20], style: .grouped) { t, _ in t.contentInset = ContentInset(top: 64) }
        try t.scrollToRow(at: ip(1, 5), at: position)
        #expect(t.contentOffset == expected)
    }

    @Test func scrollToRowIsClamped() throws {
        let (t, _) = makeTable([20])
        try t.scrollToRow(at: ip(0, 19), at: .top)
        #expect(t.contentOffset == t.maxOffset)
        try t.scrollToRow(at: ip(0, 0), at: .middle)
        #expect(t.contentOffset == 0)
    }

    @Test func scrollToMissingRowUsesUIKitWords() {
        let (t, _) = makeTable([82, 4, 4])
        let section = expectTableError("section (9) beyond bounds (3).") { try t.scrollToRow(at: ip(9, 0), at: .top) }
        #expect(section == .scrollOutOfBounds(OutOfRange(section: 9, row: nil, count: 3)))
        let row = expectTableError("row (82) beyond bounds (82) for section (0).") { try t.scrollToRow(at: ip(0, 82), at: .top) }
        #expect(row == .scrollOutOfBounds(OutOfRange(section: 0, row: 82, count: 82)))
    }

    /// §8: the cells after a drag do not depend on how it is split.
    @Test(arguments: [[120.0], [60, 60], [44, 76], [1, 119], [30, 30, 30, 30]])
    func dragSplitsGiveTheSameCellsAndTrace(parts: [Double]) throws {
        func run(_ parts: [Double]) throws -> [String] {
            let (t, _) = makeTable([40], platform: .ios14) { t, _ in t.viewportHeight = 660 }
            t.layoutIfNeeded()
            t.isTracing = true
            for d in parts { try t.drag(by: d) }
            return t.mountedCells.map { "\($0.indexPath!.row) \($0)" } + t.reusePool(withIdentifier: "Cell").map(\.description) + traceText(t)
        }
        #expect(try run(parts) == run([120]))
    }

    @Test func rowTouchingTheEdgeEntersAsTheDragStarts() throws {
        let (t, _) = makeTable([40], platform: .ios14) { t, _ in t.viewportHeight = 660 }
        t.layoutIfNeeded()
        t.isTracing = true
        try t.drag(by: 44)
        #expect(Array(traceText(t).prefix(5)) == ["cellForRow 0,15", "indentationLevel 0,15", "canEdit 0,15", "willDisplay 0,15", "didEndDisplaying 0,0"])
    }

    @Test func upwardDragsAreContinuousToo() throws {
        func run(_ parts: [Double]) throws -> [String] {
            let (t, _) = makeTable([40]) { t, _ in t.viewportHeight = 660 }
            try t.setContentOffset(440)
            for d in parts { try t.drag(by: d) }
            return t.mountedCells.map { "\($0.indexPath!.row) \($0)" } + t.reusePool(withIdentifier: "Cell").map(\.description)
        }
        #expect(try run([-60, -60]) == run([-120]))
        #expect(try run([-44, -76]) == run([-120]))
    }
}
