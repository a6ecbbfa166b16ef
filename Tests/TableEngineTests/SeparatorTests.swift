import Foundation
import SeededRandom
import Testing
@testable import TableEngine

@Suite struct SeparatorTests {
    @Test func seed000Plain() {
        let (t, _) = makeTable([4, 4, 4], platform: .ios14) { t, _ in t.tableHeaderView = TableHeaderView(height: 10) }
        let l = lines(t)
        #expect(l.count == 14)
        #expect(l.first == "54 15 375 inset 0,0")
        #expect(l[11] == "538 15 375 inset 2,3")
        #expect(Array(l.suffix(2)) == ["582 15 375 inset extra", "626 15 375 inset extra"])
    }

    @Test func seed000Grouped() {
        let (t, _) = makeTable([4, 4, 4], style: .grouped, platform: .ios14) { t, _ in t.tableHeaderView = TableHeaderView(height: 10) }
        #expect(lines(t) == [
            "10 0 375 full top 0", "54 15 375 inset 0,0", "98 15 375 inset 0,1", "142 15 375 inset 0,2", "186 0 375 full 0,3",
            "222 0 375 full top 1", "266 15 375 inset 1,0", "310 15 375 inset 1,1", "354 15 375 inset 1,2", "398 0 375 full 1,3",
            "434 0 375 full top 2", "478 15 375 inset 2,0", "522 15 375 inset 2,1", "566 15 375 inset 2,2", "610 0 375 full 2,3",
        ])
    }

    /// §4.1: footers hide every last line; headers leave the very last one.
    @Test(arguments: [(true, ["inset", "none", "none", "none"]), (false, ["inset", "none", "none", "inset"])])
    func plainFootersVersusHeaders(footers: Bool, expected: [String]) throws {
        let (t, _) = makeTable([3, 3, 3]) { t, _ in
            if footers { t.sectionFooterHeight = 10 } else { t.sectionHeaderHeight = 10 }
        }
        let kinds = try [ip(0, 1), ip(0, 2), ip(1, 2), ip(2, 2)].map { try t.separatorBelowRow(at: $0)?.rawValue ?? "none" }
        #expect(kinds == expected)
    }

    @Test func groupedTopLineBelongsToTheSection() throws {
        let (t, _) = makeTable([4], style: .grouped) { _, s in
            s.insets[ip(0, 0)] = SeparatorInset(left: 0, right: 375)
            s.insets[ip(0, 3)] = SeparatorInset(left: 0, right: 375)
            s.insets[ip(0, 1)] = SeparatorInset(left: 40, right: 0)
        }
        #expect(try t.separatorAboveRow(at: ip(0, 0)) == .full)
        #expect(try t.separatorBelowRow(at: ip(0, 0)) == nil)
        #expect(try t.separatorBelowRow(at: ip(0, 3)) == .full)
        #expect(lines(t).contains("123 40 375 inset 0,1"), "rows start below the 35-pt top band")
        #expect(try t.separatorAboveRow(at: ip(0, 1)) == nil)
    }

    @Test func singleRowGroupedSectionHasLinesAboveAndBelow() throws {
        let (t, _) = makeTable([1], style: .grouped)
        #expect(try t.separatorAboveRow(at: ip(0, 0)) == .full)
        #expect(try t.separatorBelowRow(at: ip(0, 0)) == .full)
    }

    @Test func plainRowInsetCanHideTheLine() throws {
        let (t, _) = makeTable([4]) { _, s in s.insets[ip(0, 3)] = SeparatorInset(left: 0, right: 375) }
        #expect(try t.separatorBelowRow(at: ip(0, 3)) == nil)
    }

    @Test func insetGroupedHasNoEdgeLines() {
        let (t, _) = makeTable([3, 1], style: .insetGrouped)
        #expect(lines(t) == ["79 35 355 inset 0,0", "123 35 355 inset 0,1"])
    }

    @Test func separatorStyleNoneDrawsNothing() {
        let (t, _) = makeTable([3, 3], style: .grouped) { t, _ in t.separatorStyle = .none }
        #expect(lines(t).isEmpty)
    }

    /// §4.3: (profile, explicit filler height, footer view, style) -> extra lines for 3 rows.
    @Test(arguments: [
        (PlatformProfile.ios14, FillerRowHeight?.none, false, TableStyle.plain, 12),
        (.ios15, nil, false, .plain, 0),
        (.ios15, .automatic, false, .plain, 12),
        (.ios14, .height(30), false, .plain, 17),
        (.ios14, .off, false, .plain, 0),
        (.ios14, nil, true, .plain, 0),
        (.ios14, nil, false, .grouped, 0),
    ])
    func fillerLines(platform: PlatformProfile, filler: FillerRowHeight?, footer: Bool, style: TableStyle, expected: Int) {
        let (t, _) = makeTable([3], style: style, platform: platform) { t, _ in
            t.fillerRowHeight = filler
            if footer { t.tableFooterHeight = 0 }
        }
        #expect(t.visibleSeparators.filter { $0.owner == .extra }.count == expected)
    }

    @Test func fillerFollowsTheLastRowAndEmptyTableIsRuled() throws {
        let (t, _) = makeTable([3], platform: .ios14) { _, s in s.rowHeights[ip(0, 2)] = 60 }
        #expect(t.visibleSeparators.filter { $0.owner == .extra }.map(\.y) == [208, 268, 328, 388, 448, 508, 568, 628])
        let (empty, _) = makeTable([], platform: .ios14) { t, _ in t.rowHeight = 50 }
        #expect(empty.visibleSeparators.count == 13)
        try empty.setContentOffset(0)
    }

    /// §4.3 has no cap: a 100000-pt viewport ruled every point holds 99999 filler lines,
    /// counted arithmetically and listed in full.
    @Test func fillerLinesAreAllCountedAndListedInTheTallestViewport() {
        let (t, _) = makeTable([], platform: .ios14) { t, _ in
            t.viewportHeight = 100_000
            t.fillerRowHeight = .height(1)
        }
        #expect(t.visibleExtraSeparatorCount == 99_999)
        let extras = t.visibleSeparators.filter { $0.owner == .extra }
        #expect(extras.count == 99_999)
        #expect(extras.first?.y == 1 && extras.last?.y == 99_999)
    }

    /// A NaN, infinite or huge filler height draws no line on screen.
    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300, -1])
    func fillerHeightsThatCannotRuleTheScreen(height: Double) {
        let (t, _) = makeTable([2], platform: .ios14) { t, _ in t.fillerRowHeight = .height(height) }
        #expect(t.visibleExtraSeparatorCount == 0)
        #expect(t.extraSeparatorCount(inY: -Double.infinity..<Double.infinity) == 0)
        #expect(t.separators(inY: -Double.infinity..<Double.infinity).count == 2)
    }

    /// The filler lines §4.3 describes, found line by line: `end + k × spacing`
    /// for k = 1, 2, … while on screen, kept when inside the range.
    func fillerLinesOneByOne(_ t: TableView, spacing: Double, inY range: Range<Double>) -> [Double] {
        let end = t.contentHeight, top = t.contentOffset, bottom = top + t.viewportHeight
        var ys: [Double] = []
        var k = 1
        while end + Double(k) * spacing < bottom {
            let y = end + Double(k) * spacing
            if y >= top, range.contains(y) { ys.append(y) }
            k += 1
        }
        return ys
    }

    /// The arithmetic count and the listing agree with a line-by-line walk for
    /// any range, offset and spacing, edges included.
    @Test func fillerCountMatchesTheListing() throws {
        var rng = SplitMix64(seed: 3)
        for _ in 0..<300 {
            let spacing = [1, 1.5, 7.25, 44, 0.75, 1.0 / 3][Int(rng.next() % 6)]
            let (t, _) = makeTable([Int(rng.next() % 4)], platform: .ios14) { t, _ in t.fillerRowHeight = .height(spacing) }
            try t.setContentOffset(Double(Int(rng.next() % 800)) / 4 - 100)
            let top = Double(Int(rng.next() % 800)) / 4 - 50, length = Double(Int(rng.next() % 4000)) / 4
            let expected = spacing < 1 ? [] : fillerLinesOneByOne(t, spacing: spacing, inY: top..<(top + length))
            let listed = t.separators(inY: top..<(top + length)).filter { $0.owner == .extra }.map(\.y)
            let context = "spacing \(spacing) offset \(t.contentOffset) range \(top) + \(length)"
            #expect(listed == expected, "\(context)")
            #expect(t.extraSeparatorCount(inY: top..<(top + length)) == expected.count, "\(context)")
        }
    }

    /// Huge and infinite ranges list no more than a screenful of filler lines:
    /// filler lines are only on screen, so the work is bounded by the viewport,
    /// not the range (the counts below say so). (A range cannot have a NaN bound:
    /// `Range` traps on one in debug builds; release builds get no lines.)
    @Test(arguments: [
        0..<1e30, -Double.infinity..<Double.infinity, Double.infinity..<Double.infinity,
        -Double.infinity..<0, -1e30..<1e30,
    ])
    func fillerLinesInHugeRangesAreTheOnesOnScreen(range: Range<Double>) throws {
        // Two 44-point rows, lines every point: on screen at 89...666 from offset 0,
        // a full screen of 667 further down, none where doubles cannot place them.
        for (offset, onScreen) in [(0.0, 578), (5_000, 667), (1e12, 667), (1e20, 0), (-1e20, 0)] {
            let (t, _) = makeTable([2], platform: .ios14) { t, _ in t.fillerRowHeight = .height(1) }
            try t.setContentOffset(offset)
            #expect(t.visibleExtraSeparatorCount == onScreen, "offset \(offset)")
            let covers = range.lowerBound <= offset && range.upperBound >= offset + 667
            let expected = covers ? onScreen : 0
            #expect(t.extraSeparatorCount(inY: range) == expected, "offset \(offset)")
            #expect(t.separators(inY: range).filter { $0.owner == .extra }.count == expected, "offset \(offset)")
        }
    }

    @Test(arguments: [
        (TableStyle.grouped, ["single", "first", "middle", "last"]),
        (.plain, ["last-in-section", "normal", "normal", "last-in-section"]),
    ])
    func seed001Positions(style: TableStyle, expected: [String]) throws {
        let (t, _) = makeTable([1, 3, 1], style: style)
        _ = t
        let (u, _) = makeTable([1, 3, 2], style: style)
        let got = try [ip(0, 0), ip(1, 0), ip(1, 1), ip(1, 2)].map { try u.position(ofRowAt: $0).rawValue }
        #expect(got == expected)
        #expect(try u.position(ofRowAt: ip(2, 1)).rawValue == (style == .plain ? "normal" : "last"))
    }

    // MARK: - ENGINE.md §4 (separators), rule by rule; see docs/coverage/engine-layout.md.

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
