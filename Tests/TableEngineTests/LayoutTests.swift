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
}
