import Foundation
import Testing
@testable import TableEngine

/// A scroll step that stays between two rows' thresholds does no layout pass
/// (§8); header and footer views (§16) must come and go all the same.
@Suite struct HeaderViewSteadyScrollTests {
    /// The header and footer views whose frames overlap the viewport.
    func framesOnScreen(_ t: TableView) throws -> [String] {
        try HeaderViewRandomTests().expectedViews(t)
    }

    func shown(_ t: TableView) -> [String] {
        views(t).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
    }

    /// With a negative bottom inset, footers follow their frames pass by pass
    /// (no range of offsets is known for them): a drag that crosses no row
    /// threshold must still run the pass that shows a footer coming on screen.
    @Test func aFooterComesOnScreenInADragThatCrossesNoRowThreshold() throws {
        let (t, _) = makeHeaderTable([0, 4, 6, 4, 5]) { t, s in
            s.headers = [1: 30, 4: 12]
            s.footers = [1: 40, 3: 8]
            t.viewportHeight = 50
            t.rowHeight = 10
            t.contentInset = ContentInset(top: 0, bottom: -15)
            t.tableHeaderView = TableHeaderView(height: 30)
        }
        t.layoutIfNeeded()
        for d in [108.5, 63] { try t.drag(by: d) }
        #expect(shown(t) == [])
        #expect(try framesOnScreen(t) == [])
        // 171.5 to 194.5: the rows on screen stay the same; section 3's footer
        // (y 225 through 233) starts to overlap the viewport, whose bottom is at 244.5.
        try t.drag(by: 23)
        #expect(t.contentOffset == 194.5)
        #expect(try framesOnScreen(t) == ["footer 3"])
        #expect(shown(t) == ["footer 3"])
        #expect(t.invariantViolation() == nil)
    }

    /// An inset change that moves a floating header out of the viewport keeps
    /// the rows, but the next drag must see that the header left.
    @Test func aDragAfterAnInsetChangeUpdatesTheViews() throws {
        let (t, _) = makeHeaderTable([20]) { _, s in s.headers = [0: 30] }
        t.layoutIfNeeded()
        // Offset 60: rows 0 through 5 on screen until 74 (row 0 leaves) or 94 (row 6 enters).
        try t.drag(by: 60)
        #expect(shown(t) == ["header 0"])
        // The header now floats 600 points below the top: below the viewport.
        t.contentInset = ContentInset(top: 600, bottom: 0)
        try t.drag(by: 5)
        #expect(t.contentOffset == 65)
        #expect(try framesOnScreen(t) == [])
        #expect(shown(t) == [])
        #expect(t.invariantViolation() == nil)
    }
}
