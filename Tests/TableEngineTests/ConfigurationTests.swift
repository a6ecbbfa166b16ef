import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §1, §11, §12: each configuration property is one fact. What a
/// setter validates is what the getter returns and what the layout uses, and a
/// property left to its profile follows a later change of profile.
@Suite struct ConfigurationTests {
    @Test func settersValidateAndTheLayoutUsesWhatTheGettersReturn() throws {
        let (t, _) = makeTable([30]) { t, _ in
            t.contentInset = ContentInset(top: .nan, bottom: -.infinity)
            t.viewportHeight = -5
            t.tableFooterHeight = 1e300
            t.tableHeaderView = TableHeaderView(height: 100)
            t.tableHeaderView?.height = .nan
        }
        #expect(t.contentInset == ContentInset(top: 0, bottom: 0))
        #expect(t.minOffset == 0)
        #expect(t.viewportHeight == 0)
        #expect(t.tableFooterHeight == FixedPoint.maxLength)
        #expect(t.tableHeaderView?.height == 0)
        #expect(t.contentHeight == 30 * 44 + FixedPoint.maxLength)
        #expect(t.indexPathsForVisibleRows.isEmpty)
        t.viewportHeight = 100
        t.tableHeaderView?.height = 20
        t.reloadData()
        #expect(t.viewportHeight == 100)
        #expect(t.contentHeight == 20 + 30 * 44 + FixedPoint.maxLength)
        #expect(text(t.indexPathsForVisibleRows) == "0,0 0,1")
    }

    @Test func prefetchingFollowsTheProfileUntilSet() throws {
        let (t, _) = makeTable([30], platform: .ios14) { t, _ in t.viewportHeight = 88 }
        #expect(!t.isPrefetchingEnabled)
        #expect(text(t.indexPathsForMountedRows) == "0,0 0,1")
        t.platform = .ios15
        #expect(t.isPrefetchingEnabled)
        t.reloadData()
        #expect(text(t.indexPathsForMountedRows) == "0,0 0,1 0,2")
        t.isPrefetchingEnabled = false
        t.platform = .ios15
        #expect(!t.isPrefetchingEnabled)
    }

    @Test func dataSourceDelegateAndTracingReadBackWhatWasSet() throws {
        let (t, source) = makeTable([3])
        #expect(t.dataSource === source && t.delegate === source)
        t.isTracing = true
        #expect(t.isTracing)
        try t.scrollToRow(at: ip(0, 2), at: .top)
        t.delegate = nil
        #expect(t.delegate == nil && t.dataSource === source)
        #expect(!t.trace.isEmpty)
    }
}
