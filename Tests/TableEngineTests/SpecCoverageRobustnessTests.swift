import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §2 and §11: impossible lengths given to the library never crash
/// it; negative, NaN or infinite heights count as 0, as a delegate's do.
@Suite struct SpecCoverageRobustnessTests {
    /// Exercises every query that turns content y into stored lengths.
    func touch(_ t: TableView) throws {
        _ = t.contentHeight
        _ = t.indexPathsForVisibleRows
        _ = t.visibleSeparators
        _ = t.indexPathForRow(atY: 10)
        _ = try t.frameForHeader(inSection: 0)
        _ = try t.frameForFooter(inSection: 0)
        try t.scroll(by: 10)
        try t.scrollToRow(at: ip(0, 2), at: .middle)
    }

    @Test(arguments: [Double.nan, .infinity, -.infinity, 1e300])
    func impossibleConfigurationDoesNotCrash(value: Double) throws {
        let configurations: [(TableView) -> Void] = [
            { $0.tableHeaderView = TableHeaderView(height: value, kind: .searchbar) },
            { $0.tableFooterHeight = value },
            { $0.viewportHeight = value },
            { $0.viewportWidth = value },
            { $0.contentInset = ContentInset(top: value, bottom: value) },
            { $0.rowHeight = value },
            { $0.sectionHeaderHeight = value; $0.sectionFooterHeight = value },
            { $0.fillerRowHeight = .height(value); $0.platform = .ios14 },
        ]
        for configure in configurations {
            let (t, _) = makeTable([3, 3], style: .plain) { t, s in configure(t); s.footers[0] = 10 }
            try touch(t)
            t.style = .grouped
            t.reloadData()
            try touch(t)
        }
    }

    @Test(arguments: [1e15, -1e15, 1e300])
    func farOffsetsDoNotCrash(y: Double) throws {
        let (t, _) = makeTable([30])
        try t.setContentOffset(y)
        #expect(t.contentOffset == y)
        #expect(t.indexPathsForVisibleRows.isEmpty)
        #expect(t.indexPathForRow(atY: y) == nil)
        #expect(t.indexPathsForRows(inY: -y.magnitude ..< y.magnitude).count == 30)
        try t.drag(by: 1)
        #expect(t.contentOffset == (y > 0 ? t.maxOffset : 0))
    }

    /// A negative or NaN table header or footer height counts as 0.
    @Test(arguments: [-50.0, .nan])
    func badTableHeaderAndFooterHeightsCountAsZero(value: Double) throws {
        let (t, _) = makeTable([3]) { t, _ in
            t.tableHeaderView = TableHeaderView(height: value)
            t.tableFooterHeight = value
        }
        #expect(t.contentHeight == 132)
        #expect(box(try t.rectForRow(at: ip(0, 0))) == "0 0 375 44")
    }
}
