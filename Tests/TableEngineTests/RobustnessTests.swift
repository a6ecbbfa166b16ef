import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §2 and §11: impossible lengths given to the library never crash
/// it; negative, NaN or infinite heights count as 0, as a delegate's do.
@Suite struct RobustnessTests {
    /// Exercises every query that turns content y into stored lengths, and
    /// checks that the table is still one: its invariants hold, its lengths
    /// are numbers, and it shows rows it has.
    func touch(_ t: TableView, _ what: String) throws {
        #expect(t.contentHeight.isFinite && t.contentHeight >= 0, "\(what): content height \(t.contentHeight)")
        #expect(t.indexPathsForVisibleRows.allSatisfy { $0.section < 2 && $0.row < 3 }, "\(what)")
        #expect(t.visibleSeparators.allSatisfy { $0.y.isFinite && $0.x0.isFinite && $0.x1.isFinite }, "\(what)")
        _ = t.indexPathForRow(atY: 10)
        let frames = [try t.frameForHeader(inSection: 0), try t.frameForFooter(inSection: 0)].compactMap { $0 }
        #expect(frames.allSatisfy { $0.minY.isFinite && $0.height.isFinite && $0.height >= 0 }, "\(what): \(frames)")
        try t.scroll(by: 10)
        try t.scrollToRow(at: ip(0, 2), at: .middle)
        #expect(t.contentOffset.isFinite, "\(what): offset \(t.contentOffset)")
        #expect(t.invariantViolation() == nil, "\(what): \(t.invariantViolation() ?? "")")
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
        for (n, configure) in configurations.enumerated() {
            let (t, _) = makeTable([3, 3], style: .plain) { t, s in configure(t); s.footers[0] = 10 }
            try touch(t, "configuration \(n), plain")
            t.style = .grouped
            t.reloadData()
            try touch(t, "configuration \(n), grouped")
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
