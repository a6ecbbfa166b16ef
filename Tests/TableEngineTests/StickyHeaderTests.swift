import Foundation
import Testing
@testable import TableEngine

@Suite struct StickyHeaderTests {
    /// Three sections of 20 rows with 30-point headers: section s starts at 910 s.
    func table(_ style: TableStyle = .plain) -> TableView {
        makeTable([20, 20, 20], style: style) { t, _ in t.sectionHeaderHeight = 30 }.0
    }

    @Test(arguments: [(0.0, 0, 0.0), (500, 0, 500), (890, 0, 880), (890, 1, 910), (950, 1, 950), (950, 0, 880), (1800, 1, 1790)])
    func headerFrameIsClampedBetweenTopAndEndOfRows(offset: Double, section: Int, y: Double) throws {
        let t = table()
        try t.setContentOffset(offset)
        #expect(Double(try t.frameForHeader(inSection: section)!.minY) == y)
        #expect(Double(try t.rectForHeader(inSection: section).minY) == 910 * Double(section))
    }

    @Test func contentInsetMovesThePinnedTop() throws {
        let t = table()
        t.contentInset = ContentInset(top: 64)
        try t.setContentOffset(100)
        #expect(Double(try t.frameForHeader(inSection: 0)!.minY) == 164)
    }

    @Test func groupedHeadersScrollWithTheContent() throws {
        let t = table(.grouped)
        try t.setContentOffset(500)
        #expect(Double(try t.frameForHeader(inSection: 0)!.minY) == 0)
    }

    @Test func footerSticksToTheBottomWhileRowsContinueBelow() throws {
        let (t, _) = makeTable([20, 20]) { t, _ in t.sectionFooterHeight = 20 }
        #expect(Double(try t.frameForFooter(inSection: 0)!.minY) == 647)
        #expect(Double(try t.frameForFooter(inSection: 1)!.minY) == 900)
        try t.setContentOffset(300)
        #expect(Double(try t.frameForFooter(inSection: 0)!.minY) == 880)
        #expect(Double(try t.frameForFooter(inSection: 1)!.minY) == 947)
    }

    @Test func absentHeaderHasNoFrame() throws {
        let (t, _) = makeTable([2])
        #expect(try t.frameForHeader(inSection: 0) == nil)
    }
}
