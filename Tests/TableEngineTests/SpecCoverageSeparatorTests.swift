import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §4 (separators), rule by rule; see docs/coverage/engine-layout.md.
@Suite struct SpecCoverageSeparatorTests {
    func extras(_ t: TableView) -> [Double] { t.visibleSeparators.filter { $0.owner == .extra }.map(\.y) }

    // MARK: §4

    /// A line whose extent is empty (x1 <= x0) is not drawn, in every style;
    /// full lines ignore the inset and stay.
    @Test func emptyExtentIsNotDrawn() {
        let (plain, _) = makeTable([3], platform: .ios14) { t, _ in t.separatorInset = SeparatorInset(left: 200, right: 175) }
        #expect(lines(plain).isEmpty, "no row line and no filler line")
        let (grouped, _) = makeTable([3], style: .grouped) { t, _ in t.separatorInset = SeparatorInset(left: 200, right: 175) }
        #expect(lines(grouped) == ["35 0 375 full top 0", "167 0 375 full 0,2"])
        // The card is 20..355: 20 + 200 = 355 - 135.
        let (card, _) = makeTable([3], style: .insetGrouped) { t, _ in t.separatorInset = SeparatorInset(left: 200, right: 135) }
        #expect(lines(card).isEmpty)
        let (narrower, _) = makeTable([3], style: .insetGrouped) { t, _ in t.separatorInset = SeparatorInset(left: 200, right: 134) }
        #expect(lines(narrower) == ["79 220 221 inset 0,0", "123 220 221 inset 0,1"])
    }

    @Test func separatorStyleNoneRemovesFillerLinesToo() {
        let (t, _) = makeTable([3], platform: .ios14) { t, _ in t.separatorStyle = .none }
        #expect(lines(t).isEmpty)
    }

    // MARK: §4.1

    @Test func plainRowInsetReplacesTheTables() {
        let (t, _) = makeTable([3]) { _, s in s.insets[ip(0, 1)] = SeparatorInset(left: 40, right: 10) }
        #expect(lines(t) == ["44 15 375 inset 0,0", "88 40 365 inset 0,1", "132 15 375 inset 0,2"])
    }

    /// Only a *present* header (height > 0) of the next section replaces the line.
    @Test(arguments: [(nil as Double?, "inset"), (0, "inset"), (5, "none")])
    func nextSectionsHeaderReplacesTheLine(header: Double?, expected: String) throws {
        let (t, _) = makeTable([2, 2]) { _, s in if let header { s.headers[1] = header } }
        #expect(try t.separatorBelowRow(at: ip(0, 1))?.rawValue ?? "none" == expected)
    }

    // MARK: §4.2

    /// At equal y a section's top line comes before the row's line (LANGUAGE.md §6).
    @Test func topLineComesFirstAtEqualY() {
        let (t, _) = makeTable([2, 2], style: .grouped) { t, _ in
            t.sectionHeaderHeight = 0
            t.sectionFooterHeight = 0
        }
        #expect(lines(t) == [
            "0 0 375 full top 0", "44 15 375 inset 0,0", "88 0 375 full top 1", "88 0 375 full 0,1",
            "132 15 375 inset 1,0", "176 0 375 full 1,1",
        ])
    }

    @Test func groupedHeadersAndFootersReplaceNothing() throws {
        let (t, _) = makeTable([2, 2], style: .grouped) { t, _ in
            t.sectionHeaderHeight = 30
            t.sectionFooterHeight = 30
        }
        #expect(try t.separatorBelowRow(at: ip(0, 1)) == .full)
        #expect(try t.separatorAboveRow(at: ip(1, 0)) == .full)
        #expect(try t.separatorBelowRow(at: ip(1, 1)) == .full)
    }

    @Test func insetGroupedRowInsetsCountFromTheCard() {
        let (t, _) = makeTable([3], style: .insetGrouped) { _, s in s.insets[ip(0, 0)] = SeparatorInset(left: 10, right: 10) }
        #expect(lines(t) == ["79 30 345 inset 0,0", "123 35 355 inset 0,1"])
    }

    // MARK: §4.3

    /// Lines at contentEnd + k F with offset <= y < offset + height: with a
    /// 660-point viewport the line at 660 is out, and at offset 176 the line at 176 is in.
    @Test func fillerLinesStayInsideTheViewport() throws {
        let (t, _) = makeTable([3], platform: .ios14) { t, _ in t.viewportHeight = 660 }
        #expect(extras(t) == (1...11).map { 132 + 44 * Double($0) })
        try t.setContentOffset(176)
        #expect(extras(t) == (0...14).map { 176 + 44 * Double($0) })
    }

    @Test func noFillerLinesWhenTheContentFillsTheScreen() throws {
        let (t, _) = makeTable([30], platform: .ios14)
        #expect(extras(t).isEmpty)
        try t.setContentOffset(t.maxOffset)
        #expect(extras(t).isEmpty, "the content ends exactly at the bottom edge")
        try t.setContentOffset(700)
        #expect(extras(t) == [1364], "past the end (programmatically) the empty space is ruled again")
    }

    /// `auto`: the height of the table's last row, even when the last section is empty.
    @Test func autoFillerUsesTheTablesLastRow() {
        let (t, _) = makeTable([3, 0], platform: .ios14) { _, s in s.rowHeights[ip(0, 2)] = 100 }
        #expect(extras(t) == [288, 388, 488, 588])
    }

    @Test func fillerLinesUseTheTableInsetNotTheLastRows() {
        let (t, _) = makeTable([1], platform: .ios14) { t, s in
            t.separatorInset = SeparatorInset(left: 30, right: 5)
            s.insets[ip(0, 0)] = SeparatorInset(left: 60, right: 0)
        }
        #expect(Array(lines(t).prefix(2)) == ["44 60 375 inset 0,0", "88 30 370 inset extra"])
    }

    @Test func insetGroupedNeverShowsFillerLines() {
        let (t, _) = makeTable([3], style: .insetGrouped, platform: .ios14) { t, _ in t.fillerRowHeight = .height(20) }
        #expect(extras(t).isEmpty)
    }

    // MARK: §4.5

    @Test func deletionQuirkIsOffByDefault() throws {
        let (t, s) = makeTable([3, 3]) { t, _ in t.sectionFooterHeight = 20 }
        t.layoutIfNeeded()
        s.counts[0] = 2
        try t.deleteRows(at: [ip(0, 0)])
        #expect(try t.separatorBelowRow(at: ip(0, 1)) == nil)
    }

    /// The revealed line is full width, and only a footer's hidden line is revealed.
    @Test func quirkRevealsOnlyAFootersLine() throws {
        let (t, s) = makeTable([3, 3]) { t, s in
            t.quirks.insert(.deleteRevealsSeparator)
            s.footers[0] = 20
            s.headers[1] = 10
        }
        t.layoutIfNeeded()
        s.counts = [2, 2]
        try t.deleteRows(at: [ip(0, 0), ip(1, 0)])
        #expect(lines(t).contains("88 0 375 full 0,1"))
        #expect(try t.separatorBelowRow(at: ip(1, 1)) == .inset, "the last section keeps its own line")
        let (u, v) = makeTable([3, 3]) { t, s in
            t.quirks.insert(.deleteRevealsSeparator)
            s.headers[1] = 10
        }
        u.layoutIfNeeded()
        v.counts = [2, 3]
        try u.deleteRows(at: [ip(0, 0)])
        #expect(try u.separatorBelowRow(at: ip(0, 1)) == nil, "a header's hidden line stays hidden")
    }
}
