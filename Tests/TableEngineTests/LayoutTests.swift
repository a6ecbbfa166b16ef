import Foundation
import Testing
@testable import TableEngine

@Suite struct LayoutTests {
    @Test func contentIsTableHeaderSectionsTableFooter() throws {
        let (t, s) = makeTable([3, 2]) { t, s in
            t.tableHeaderView = TableHeaderView(height: 10)
            t.tableFooterHeight = 30
            s.headers[0] = 20; s.footers[1] = 5
        }
        _ = s
        #expect(t.contentHeight == 10 + 20 + 132 + 88 + 5 + 30)
        #expect(box(try t.rectForHeader(inSection: 0)) == "0 10 375 20")
        #expect(box(try t.rectForRow(at: ip(0, 0))) == "0 30 375 44")
        #expect(box(try t.rectForRow(at: ip(1, 1))) == "0 206 375 44")
        #expect(box(try t.rectForFooter(inSection: 1)) == "0 250 375 5")
        #expect(box(try t.rect(forSection: 1)) == "0 162 375 93")
    }

    @Test func insetGroupedSpansTheCard() throws {
        let (t, _) = makeTable([2], style: .insetGrouped)
        // Below the 35-pt top band (§12.4).
        #expect(box(try t.rectForRow(at: ip(0, 1))) == "20 79 335 44")
        #expect(box(try t.rectForFooter(inSection: 0)) == "20 123 335 18")
    }

    @Test(arguments: [(0.0, "none"), (10.0, "0,0"), (53.99, "0,0"), (54.0, "0,1"), (97.0, "0,1"), (98.0, "none"), (-1.0, "none")])
    func indexPathAtY(y: Double, expected: String) {
        let (t, _) = makeTable([2]) { t, s in s.headers[0] = 10; s.footers[0] = 10 }
        #expect(t.indexPathForRow(atY: y).map { text([$0]) } ?? "none" == expected)
    }

    @Test func indexPathsInYNeedPositiveOverlap() {
        let (t, _) = makeTable([10])
        #expect(text(t.indexPathsForRows(inY: 44..<88)) == "0,1")
        #expect(text(t.indexPathsForRows(inY: 43.5..<88.5)) == "0,0 0,1 0,2")
        #expect(text(t.indexPathsForRows(inY: 88..<88)) == "none")
    }

    @Test func zeroHeightRowsHoldNothing() {
        let (t, _) = makeTable([3]) { _, s in s.rowHeights[ip(0, 1)] = 0 }
        #expect(t.indexPathForRow(atY: 44).map { text([$0]) } == "0,2")
        #expect(text(t.indexPathsForVisibleRows) == "0,0 0,2")
    }

    @Test func badDelegateHeightsDoNotCrash() throws {
        let (t, _) = makeTable([3]) { _, s in
            s.rowHeights[ip(0, 0)] = -5; s.rowHeights[ip(0, 1)] = .nan; s.rowHeights[ip(0, 2)] = .infinity
        }
        #expect(t.contentHeight.isFinite)
        #expect(t.invariantViolation() == nil)
    }

    @Test func missingRowsAndSectionsAreTypedErrors() {
        let (t, _) = makeTable([4, 4])
        let row = expectTableError("row 9 is out of range: section 1 has 4 rows") { _ = try t.rectForRow(at: ip(1, 9)) }
        #expect(row == .outOfRange(OutOfRange(section: 1, row: 9, count: 4)))
        let section = expectTableError("section 5 is out of range: the table has 2 sections") { _ = try t.rectForHeader(inSection: 5) }
        #expect(section == .outOfRange(OutOfRange(section: 5, row: nil, count: 2)))
    }

    // §3.1: own height, table-wide, title, automatic (grouped section 0 rule).
    @Test(arguments: [
        (TableStyle.plain, 0, nil as Double?, nil as Double?, nil as String?, 0.0),
        (.plain, 1, 30, nil, nil, 30),
        (.plain, 1, nil, 20, "T", 20),
        (.plain, 1, nil, nil, "T", 28),
        (.grouped, 1, nil, nil, "T", 38),
        (.grouped, 1, nil, nil, nil, 18),
        (.grouped, 0, nil, nil, nil, 35),
        (.grouped, 0, nil, 25, nil, 25),
        (.insetGrouped, 1, nil, nil, nil, 18),
    ])
    func headerHeightResolution(style: TableStyle, section: Int, own: Double?, tableWide: Double?, title: String?, expected: Double) throws {
        let (t, _) = makeTable([1, 1], style: style) { t, s in
            if let own { s.headers[section] = own }
            if let tableWide { t.sectionHeaderHeight = tableWide }
            if let title { s.headerTitles[section] = title }
        }
        #expect(Double(try t.rectForHeader(inSection: section).height) == expected)
    }

    @Test func groupedFirstHeaderComesBackWhenAnyHeaderHeightIsSet() throws {
        let (t, _) = makeTable([1, 1], style: .grouped) { _, s in s.headers[1] = 30 }
        #expect(Double(try t.rectForHeader(inSection: 0).height) == 18)
    }

    // MARK: - ENGINE.md §1 (configuration), §2 (layout) and §3 (section headers and footers),
    // rule by rule; see docs/coverage/engine-layout.md.

    // MARK: §1

    @Test func defaultsAreTheSpecTable() {
        let t = TableView()
        #expect(t.style == .plain)
        #expect(t.viewportWidth == 375 && t.viewportHeight == 667)
        #expect(t.platform == .ios15)
        #expect(t.rowHeight == 44)
        #expect(t.estimatedRowHeight == TableView.automaticDimension, "ios15's automatic estimates (§12.1)")
        #expect(t.isPrefetchingEnabled)
        #expect(t.sectionHeaderTopPadding == TableView.automaticDimension && t.effectiveSectionHeaderTopPadding == 22)
        #expect(t.sectionHeaderHeight == TableView.automaticDimension && t.sectionFooterHeight == TableView.automaticDimension)
        #expect(t.separatorStyle == .singleLine)
        #expect(t.separatorInset == SeparatorInset(left: 15, right: 0))
        #expect(t.fillerRowHeight == nil)
        #expect(t.contentInset == ContentInset(top: 0, bottom: 0))
        #expect(t.tableHeaderView == nil && t.tableFooterHeight == nil)
    }

    @Test func defaultsInBehaviour() throws {
        let (t, _) = makeTable([3])
        #expect(box(try t.rectForRow(at: ip(0, 2))) == "0 88 375 44")
        #expect(t.contentOffset == 0)
        #expect(t.visibleSeparators.map { "\(Int($0.y)) \(Int($0.x0)) \(Int($0.x1)) \($0.kind)" }
            == ["44 15 375 inset", "88 15 375 inset", "132 15 375 inset"])
        #expect(try t.frameForHeader(inSection: 0) == nil && t.frameForFooter(inSection: 0) == nil)
    }

    /// §1: a profile supplies defaults only for settings not set: an explicit
    /// filler height wins under either profile (132 + 30 k < 667: k = 1...17).
    @Test(arguments: PlatformProfile.allCases)
    func profileDefaultsOnlyUnsetSettings(platform: PlatformProfile) {
        let (t, _) = makeTable([3], platform: platform) { t, _ in t.fillerRowHeight = .height(30) }
        #expect(t.visibleSeparators.filter { $0.owner == .extra }.count == 17)
        let (off, _) = makeTable([3], platform: platform) { t, _ in t.fillerRowHeight = .off }
        #expect(off.visibleSeparators.filter { $0.owner == .extra }.isEmpty)
    }

    /// §1: iOS 15's sectionHeaderTopPadding is not modelled: a plain header is exactly its height.
    @Test func noSectionHeaderTopPadding() throws {
        let (t, _) = makeTable([2, 2], platform: .ios15) { t, _ in t.sectionHeaderHeight = 30 }
        #expect(box(try t.rectForHeader(inSection: 1)) == "0 118 375 30")
        #expect(box(try t.rectForRow(at: ip(1, 0))) == "0 148 375 44")
    }

    /// §1 (engine choice): a style change takes effect when the table reloads.
    @Test func styleChangeAppliesAtReload() throws {
        let (t, _) = makeTable([2, 2])
        #expect(try t.rectForFooter(inSection: 0).height == 0)
        t.style = .grouped
        t.reloadData()
        #expect(box(try t.rectForFooter(inSection: 0)) == "0 123 375 18", "below the 35-pt top band")
        #expect(box(try t.rectForHeader(inSection: 1)) == "0 141 375 18")
        #expect(try t.separatorAboveRow(at: ip(1, 0)) == .full)
    }

    // MARK: §2

    @Test func insetGroupedHeadersAndSectionsSpanTheCard() throws {
        let (t, _) = makeTable([2, 1], style: .insetGrouped) { t, _ in t.viewportWidth = 320 }
        // Section 0: the 35-pt band, rows 35..123, footer ..141; section 1: header 141..159, row ..203, footer ..221.
        #expect(box(try t.rectForHeader(inSection: 1)) == "20 141 280 18")
        #expect(box(try t.rect(forSection: 1)) == "20 141 280 80")
        #expect(box(try t.rectForRow(at: ip(1, 0))) == "20 159 280 44")
    }

    @Test func tableFooterAndHeaderAreNotRows() throws {
        let (t, _) = makeTable([2]) { t, _ in
            t.tableHeaderView = TableHeaderView(height: 10)
            t.tableFooterHeight = 30
        }
        #expect(t.contentHeight == 128)
        #expect(t.indexPathForRow(atY: 5) == nil)
        #expect(t.indexPathForRow(atY: 10) == ip(0, 0))
        #expect(t.indexPathForRow(atY: 98) == nil)
        #expect(text(t.indexPathsForRows(inY: 0..<128)) == "0,0 0,1")
    }

    /// §2: 1,000,000 rows in one section or spread over many are a normal case.
    @Test func aMillionRows() throws {
        let (one, _) = makeTable([1_000_000])
        #expect(one.contentHeight == 44_000_000)
        #expect(box(try one.rectForRow(at: ip(0, 999_999))) == "0 43999956 375 44")
        try one.scrollToRow(at: ip(0, 999_999), at: .bottom)
        #expect(one.contentOffset == 44_000_000 - 667)
        #expect(one.indexPathsForVisibleRows.last == ip(0, 999_999))
        // 10,000 sections of a 20-point header and 100 rows: 4,420 points each.
        let (many, _) = makeTable(Array(repeating: 100, count: 10_000)) { t, _ in t.sectionHeaderHeight = 20 }
        #expect(many.contentHeight == 10_000 * 4420)
        #expect(box(try many.rectForRow(at: ip(9_999, 99))) == "0 44199956 375 44")
        #expect(many.indexPathForRow(atY: 4420 * 5_000 + 20) == ip(5_000, 0))
    }

    /// §2, §11: impossible lengths given to the library never crash it.
    @Test func nonFiniteLookupsAreEmpty() {
        let (t, _) = makeTable([3])
        #expect(t.indexPathForRow(atY: .nan) == nil)
        #expect(t.indexPathForRow(atY: -.infinity) == nil)
        #expect(t.indexPathsForRows(inY: 0 ..< .infinity).isEmpty)
    }

    // MARK: §3.1

    /// Footers resolve like headers: own, table-wide, title (28 plain, 38 grouped), automatic.
    @Test(arguments: [
        (TableStyle.plain, nil as Double?, nil as Double?, nil as String?, 0.0),
        (.plain, nil, nil, "T", 28),
        (.plain, nil, 12, "T", 12),
        (.plain, 7, 12, "T", 7),
        (.grouped, nil, nil, "T", 38),
        (.insetGrouped, nil, nil, "T", 38),
        (.grouped, nil, nil, nil, 18),
        (.insetGrouped, nil, nil, nil, 18),
    ])
    func footerHeightResolution(style: TableStyle, own: Double?, tableWide: Double?, title: String?, expected: Double) throws {
        let t = TableView(style: style)
        let s = TestSource([1, 1])
        if let own { s.footers[0] = own }
        if let tableWide { t.sectionFooterHeight = tableWide }
        if let title { s.footerTitles[0] = title }
        t.dataSource = s
        t.delegate = s
        #expect(Double(try t.rectForFooter(inSection: 0).height) == expected)
    }

    /// Section 0's grouped header: the 35-pt band (§12.4; 0 under a table header
    /// view) while no *header* height is set anywhere; footer heights and titles
    /// elsewhere do not count; any header height does, even 0.
    @Test(arguments: [TableStyle.grouped, .insetGrouped])
    func firstGroupedHeaderRule(style: TableStyle) throws {
        func header0(_ configure: (TableView, TestSource) -> Void) throws -> Double {
            let t = TableView(style: style)
            let s = TestSource([1, 1])
            t.dataSource = s
            t.delegate = s
            configure(t, s)
            return Double(try t.rectForHeader(inSection: 0).height)
        }
        #expect(try header0 { t, _ in t.sectionFooterHeight = 10 } == 35)
        #expect(try header0 { _, s in s.footers[0] = 10 } == 35)
        #expect(try header0 { _, s in s.headerTitles[1] = "Later" } == 35)
        #expect(try header0 { t, _ in t.tableHeaderView = TableHeaderView(height: 10) } == 0)
        #expect(try header0 { t, _ in t.tableHeaderView = TableHeaderView(height: 0) } == 35)
        #expect(try header0 { _, s in s.headerTitles[0] = "First" } == 38)
        #expect(try header0 { _, s in s.headers[1] = 0 } == 18)
        #expect(try header0 { t, _ in t.sectionHeaderHeight = 0 } == 0, "the table-wide 0 applies to section 0 itself")
    }

    /// A header or footer is present only when its height is greater than 0.
    @Test func zeroHeightMeansAbsent() throws {
        let t = TableView(style: .grouped)
        let s = TestSource([2, 2])
        s.headers[1] = 0
        s.footers[0] = 0
        t.dataSource = s
        t.delegate = s
        #expect(try t.frameForHeader(inSection: 1) == nil)
        #expect(try t.frameForFooter(inSection: 0) == nil)
        #expect(box(try t.frameForHeader(inSection: 0)) == "0 0 375 18")
        #expect(box(try t.rectForRow(at: ip(1, 0))) == "0 106 375 44")
    }

    // MARK: §3.2

    /// footer y = max(min(bottom - f, E), H + h) with bottom = offset + height - inset.bottom.
    @Test func footerFrameUsesTheBottomInset() throws {
        let (t, _) = makeTable([20, 20]) { t, _ in
            t.sectionFooterHeight = 20
            t.contentInset = ContentInset(top: 0, bottom: 50)
        }
        #expect(Double(try t.frameForFooter(inSection: 0)!.minY) == 597)
        try t.setContentOffset(400)
        #expect(Double(try t.frameForFooter(inSection: 1)!.minY) == 997)
    }

    /// A footer never rises above the end of its own section's header (H + h).
    @Test func footerStaysBelowItsHeader() throws {
        // Section 0: header 0..30, rows 30..910, footer ..930; section 1: header 930..960, rows ..1048.
        let (t, _) = makeTable([20, 2]) { t, _ in
            t.sectionHeaderHeight = 30
            t.sectionFooterHeight = 20
        }
        #expect(Double(try t.frameForFooter(inSection: 1)!.minY) == 960)
        #expect(Double(try t.frameForFooter(inSection: 0)!.minY) == 647)
    }

    @Test func insetGroupedHeadersDoNotFloat() throws {
        let (t, _) = makeTable([20, 20], style: .insetGrouped) { t, _ in t.sectionHeaderHeight = 30 }
        try t.setContentOffset(500)
        #expect(box(try t.frameForHeader(inSection: 0)) == "20 0 335 30")
        #expect(t.isHeaderPinned(inSection: 0) == false)
    }

    /// On screen = the frame overlaps the visible rect by more than zero: the
    /// load asks for the views of those headers only (§7 uses it).
    @Test(arguments: [(152.0, ["viewForHeader 0"] as [String]), (153.0, ["viewForHeader 0", "viewForHeader 1"])])
    func onScreenNeedsPositiveOverlap(height: Double, expected: [String]) {
        // Section 0: header 0..20, rows 20..152; section 1: header 152..172.
        let (t, _) = makeTable([3, 3]) { t, _ in
            t.sectionHeaderHeight = 20
            t.viewportHeight = height
            t.isTracing = true
        }
        t.layoutIfNeeded()
        #expect(traceText(t).filter { $0.hasPrefix("viewFor") } == expected)
    }

    /// A pinned header is on screen by its frame, not its natural rect.
    @Test func pinnedHeaderIsOnScreenByItsFrame() throws {
        let (t, _) = makeTable([20, 20]) { t, _ in t.sectionHeaderHeight = 20 }
        try t.setContentOffset(100)
        t.isTracing = true
        t.reloadData()
        #expect(traceText(t).filter { $0.hasPrefix("viewFor") } == ["viewForHeader 0"])
    }
}
