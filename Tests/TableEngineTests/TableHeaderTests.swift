import Foundation
import Testing
@testable import TableEngine

@Suite struct TableHeaderTests {
    func table(_ header: TableHeaderView, rows: Int = 30, inset: Double = 0) -> TableView {
        makeTable([rows]) { t, _ in
            t.tableHeaderView = header
            t.contentInset = ContentInset(top: inset)
        }.0
    }

    /// Ht = 44: releasing at 0 < t < 22 shows it, at 22 <= t < 44 hides it.
    @Test(arguments: [(10.0, 0.0), (21, 0), (22, 44), (30, 44), (43, 44), (44, 44), (60, 60)])
    func releaseSnaps(distance: Double, expected: Double) throws {
        let t = table(TableHeaderView(height: 44, kind: .searchbar))
        try t.drag(by: distance)
        #expect(t.contentOffset == distance)
        t.endDragging()
        #expect(t.contentOffset == expected)
        #expect(t.isTableHeaderHidden == (expected >= 44))
    }

    @Test(arguments: [
        (TableHeaderView.Kind.searchbar, TableHeaderView.AutohideMode.default, 44.0),
        (.plain, .default, 30), (.searchbar, .noAutohide, 30), (.plain, .autohide, 44),
    ])
    func modes(kind: TableHeaderView.Kind, mode: TableHeaderView.AutohideMode, expected: Double) throws {
        let t = table(TableHeaderView(height: 44, kind: kind, mode: mode))
        try t.scroll(by: 30)
        #expect(t.contentOffset == expected)
    }

    /// §5, every mode on both sides of Ht / 2 = 22: releasing at t = 10 and t = 30.
    @Test(arguments: [
        (TableHeaderView.Kind.searchbar, TableHeaderView.AutohideMode.default, 10.0, 0.0), (.searchbar, .default, 30, 44),
        (.plain, .autohide, 10, 0), (.plain, .autohide, 30, 44),
        (.searchbar, .autohide, 10, 0), (.searchbar, .autohide, 30, 44),
        (.searchbar, .noAutohide, 10, 10), (.searchbar, .noAutohide, 30, 30),
        (.plain, .noAutohide, 10, 10), (.plain, .noAutohide, 30, 30),
    ])
    func releaseOnBothSidesOfHalfInEveryMode(kind: TableHeaderView.Kind, mode: TableHeaderView.AutohideMode,
                                             t: Double, expected: Double) throws {
        let table = table(TableHeaderView(height: 44, kind: kind, mode: mode))
        try table.drag(by: t)
        table.endDragging()
        #expect(table.contentOffset == expected)
        #expect(table.isTableHeaderHidden == (expected >= 44))
    }

    @Test func programmaticOffsetsNeverSnap() throws {
        let t = table(TableHeaderView(height: 44, kind: .searchbar))
        try t.setContentOffset(20)
        t.endDragging()
        #expect(t.contentOffset == 20)
    }

    @Test func twoScrollsCanSnapWhereOneWouldNot() throws {
        let a = table(TableHeaderView(height: 44, kind: .searchbar))
        try a.scroll(by: 15); try a.scroll(by: 15)
        let b = table(TableHeaderView(height: 44, kind: .searchbar))
        try b.scroll(by: 30)
        #expect(a.contentOffset == 0 && b.contentOffset == 44)
    }

    @Test func rangeExtendsSoTheHeaderCanHide() throws {
        let t = table(TableHeaderView(height: 44, kind: .searchbar), rows: 3, inset: 64)
        #expect(t.maxOffset == -20)
        try t.scroll(by: 30)   // t = 30 -> hidden
        #expect(t.contentOffset == -20)
        #expect(t.isTableHeaderHidden)
        let plain = table(TableHeaderView(height: 44), rows: 3)
        #expect(plain.maxOffset == 0)
    }
}
