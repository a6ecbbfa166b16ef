import Foundation
import Testing
@testable import TableEngine

@Suite struct ScrollingTests {
    @Test func offsetRangeAndClamping() throws {
        let (t, _) = makeTable([30]) { t, _ in t.contentInset = ContentInset(top: 64, bottom: 20) }
        #expect(t.contentOffset == -64)
        #expect(t.minOffset == -64)
        #expect(t.maxOffset == 1320 + 20 - 667)
        try t.scroll(by: 5000)
        #expect(t.contentOffset == 673)
        try t.scroll(by: -5000)
        #expect(t.contentOffset == -64)
    }

    /// A row of NSNotFound scrolls to the section itself, header included:
    /// UIKit's way to scroll to a section with zero rows.
    @Test func notFoundRowScrollsToTheSection() throws {
        let (t, _) = makeTable([20, 0, 30]) { _, source in source.headers = [0: 30, 1: 30, 2: 30] }
        try t.scrollToRow(at: IndexPath(row: NSNotFound, section: 1), at: .top)
        #expect(t.contentOffset == Double(try t.rect(forSection: 1).minY))
        try t.scrollToRow(at: IndexPath(row: NSNotFound, section: 2), at: .top)
        #expect(t.contentOffset == Double(try t.rect(forSection: 2).minY), "the header is in sight, not under the pin")
        expectTableError("Attempted to scroll the table view to an out-of-bounds row (5) when there are only 0 rows in section 1.") {
            try t.scrollToRow(at: IndexPath(row: 5, section: 1), at: .top)
        }
    }

    @Test func shortContentCannotScroll() throws {
        let (t, _) = makeTable([3])
        #expect(t.maxOffset == 0)
        try t.scroll(by: 100)
        #expect(t.contentOffset == 0)
    }

    @Test func programmaticOffsetIsExactEvenOutOfRange() throws {
        let (t, _) = makeTable([30])
        try t.setContentOffset(-100)
        #expect(t.contentOffset == -100)
        #expect(text(t.indexPathsForVisibleRows) == span(0, 0, 12))
        try t.setContentOffset(5000)
        #expect(t.indexPathsForVisibleRows.isEmpty && t.indexPathsForMountedRows.isEmpty)
        try t.drag(by: 10)
        #expect(t.contentOffset == 653, "a drag starting outside the range is clamped")
    }

    @Test func nonFiniteInputsAreErrors() {
        let (t, _) = makeTable([3])
        #expect(throws: TableError.self) { try t.drag(by: .nan) }
        #expect(throws: TableError.self) { try t.setContentOffset(.infinity) }
    }

    /// Three plain sections of 20 rows with 30-point headers; 1,5 is 1160..1204.
    @Test(arguments: [
        (TableView.ScrollPosition.top, 1130.0), (.middle, 848.5), (.bottom, 537), (.none, 537),
    ])
    func scrollToRowPlain(position: TableView.ScrollPosition, expected: Double) throws {
        let (t, _) = makeTable([20, 20, 20]) { t, _ in t.sectionHeaderHeight = 30 }
        if position == .none { try t.setContentOffset(537) }
        try t.scrollToRow(at: ip(1, 5), at: position)
        #expect(t.contentOffset == expected)
    }

    @Test func scrollToRowNoneMovesOnlyWhenOutOfView() throws {
        let (t, _) = makeTable([20, 20, 20]) { t, _ in t.sectionHeaderHeight = 30 }
        try t.setContentOffset(537)
        try t.scrollToRow(at: ip(0, 0), at: .none)
        #expect(t.contentOffset == 0)
        try t.scrollToRow(at: ip(2, 19), at: .none)
        #expect(t.contentOffset == 2063)
        // 1,0 (940..984) hides under the pinned header at 2063? No: it is above: as top.
        try t.scrollToRow(at: ip(1, 0), at: .none)
        #expect(t.contentOffset == 910)
    }

    // Rows of a grouped table start below its 35-pt top band (§12.4): 1,5 is at 1171.
    @Test(arguments: [(TableView.ScrollPosition.top, 1107.0), (.middle, 827.5), (.bottom, 548)])
    func scrollToRowGroupedWithInset(position: TableView.ScrollPosition, expected: Double) throws {
        let (t, _) = makeTable([20, 20, 20], style: .grouped) { t, _ in t.contentInset = ContentInset(top: 64) }
        try t.scrollToRow(at: ip(1, 5), at: position)
        #expect(t.contentOffset == expected)
    }

    @Test func scrollToRowIsClamped() throws {
        let (t, _) = makeTable([20])
        try t.scrollToRow(at: ip(0, 19), at: .top)
        #expect(t.contentOffset == t.maxOffset)
        try t.scrollToRow(at: ip(0, 0), at: .middle)
        #expect(t.contentOffset == 0)
    }

    /// iOS 13 and later (ios14, ios15) word it `Attempted to scroll the table
    /// view to an out-of-bounds …` (FIDELITY.md row 31); the reports' trailing
    /// ` Table view: <…>` is left out.
    @Test(arguments: [PlatformProfile.ios14, .ios15])
    func scrollToMissingRowUsesUIKitWords(platform: PlatformProfile) {
        let (t, _) = makeTable([82, 4, 4], platform: platform)
        let section = expectTableError("Attempted to scroll the table view to an out-of-bounds section (9) when there are only 3 sections.") {
            try t.scrollToRow(at: ip(9, 0), at: .top)
        }
        #expect(section == .scrollOutOfBounds(OutOfRange(section: 9, row: nil, count: 3, platform: platform)))
        let row = expectTableError("Attempted to scroll the table view to an out-of-bounds row (82) when there are only 82 rows in section 0.") {
            try t.scrollToRow(at: ip(0, 82), at: .top)
        }
        #expect(row == .scrollOutOfBounds(OutOfRange(section: 0, row: 82, count: 82, platform: platform)))
        expectTableError("Attempted to scroll the table view to an out-of-bounds row (-1) when there are only 4 rows in section 2.") {
            try t.scrollToRow(at: ip(2, -1), at: .top)
        }
        #expect(t.contentOffset == 0)
    }

    /// iOS 7–10 (ios10) named the method, then `row (N) beyond bounds (N) for
    /// section (S).` or `section (S) beyond bounds (N).`
    @Test func scrollToMissingRowUsesTheOldWordsUnderIOS10() {
        let (t, _) = makeTable([82, 4, 4], platform: .ios10)
        expectTableError("-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: section (9) beyond bounds (3).") {
            try t.scrollToRow(at: ip(9, 0), at: .top)
        }
        expectTableError("-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: row (82) beyond bounds (82) for section (0).") {
            try t.scrollToRow(at: ip(0, 82), at: .top)
        }
        // The profile can change after loading: the message follows it.
        t.platform = .ios15
        expectTableError("Attempted to scroll the table view to an out-of-bounds row (82) when there are only 82 rows in section 0.") {
            try t.scrollToRow(at: ip(0, 82), at: .top)
        }
    }

    /// §8: the cells after a drag do not depend on how it is split.
    @Test(arguments: [[120.0], [60, 60], [44, 76], [1, 119], [30, 30, 30, 30]])
    func dragSplitsGiveTheSameCellsAndTrace(parts: [Double]) throws {
        func run(_ parts: [Double]) throws -> [String] {
            let (t, _) = makeTable([40], platform: .ios14) { t, _ in t.viewportHeight = 660 }
            t.layoutIfNeeded()
            t.isTracing = true
            for d in parts { try t.drag(by: d) }
            return t.mountedCells.map { "\($0.indexPath!.row) \($0)" } + t.reusePool(withIdentifier: "Cell").map(\.description) + traceText(t)
        }
        #expect(try run(parts) == run([120]))
    }

    @Test func rowTouchingTheEdgeEntersAsTheDragStarts() throws {
        let (t, _) = makeTable([40], platform: .ios14) { t, _ in t.viewportHeight = 660 }
        t.layoutIfNeeded()
        t.isTracing = true
        try t.drag(by: 44)
        #expect(Array(traceText(t).prefix(5)) == ["cellForRow 0,15", "indentationLevel 0,15", "canEdit 0,15", "willDisplay 0,15", "didEndDisplaying 0,0"])
    }

    @Test func upwardDragsAreContinuousToo() throws {
        func run(_ parts: [Double]) throws -> [String] {
            let (t, _) = makeTable([40]) { t, _ in t.viewportHeight = 660 }
            try t.setContentOffset(440)
            for d in parts { try t.drag(by: d) }
            return t.mountedCells.map { "\($0.indexPath!.row) \($0)" } + t.reusePool(withIdentifier: "Cell").map(\.description)
        }
        #expect(try run([-60, -60]) == run([-120]))
        #expect(try run([-44, -76]) == run([-120]))
    }

    // MARK: - ENGINE.md §5 (the table header view) and §8 (scrolling), rule by rule;
    // see docs/coverage/engine-layout.md.

    func searchTable(inset: Double = 0, platform: PlatformProfile = .ios15) -> TableView {
        makeTable([30], platform: platform) { t, _ in
            t.tableHeaderView = TableHeaderView(height: 44, kind: .searchbar)
            t.contentInset = ContentInset(top: inset)
        }.0
    }

    // MARK: §5

    /// Hidden exactly when t = offset + inset.top >= Ht.
    @Test(arguments: [(0.0, 43.99, false), (0, 44, true), (64, -20.01, false), (64, -20, true)])
    func hiddenFromHt(inset: Double, offset: Double, hidden: Bool) throws {
        let t = searchTable(inset: inset)
        try t.setContentOffset(offset)
        #expect(t.isTableHeaderHidden == hidden)
    }

    /// The snap works on t: with a 64-point top inset, t = 21 shows, t = 22 hides.
    @Test(arguments: [(21.0, -64.0), (22, -20), (43, -20)])
    func snapUsesT(t: Double, expected: Double) throws {
        let table = searchTable(inset: 64)
        try table.scroll(by: t)
        #expect(table.contentOffset == expected)
    }

    /// Releasing outside 0 < t < Ht does nothing: at t = 0, above it and past Ht.
    @Test(arguments: [0.0, 44, 100])
    func noSnapOutsideTheHeader(distance: Double) throws {
        let t = searchTable()
        try t.scroll(by: distance)
        #expect(t.contentOffset == distance)
    }

    /// The snap is animated like a drag (§8). Rows 4 high under a 44-point
    /// header in a 100-point viewport: at 21, rows 0,0..0,19 show; the snap back
    /// to 0 crosses the bottom edges of 0,19 down to 0,14 one by one, so they end
    /// displaying in that order (one jump would end them in index-path order).
    @Test func snapIsAContinuousDrag() throws {
        func run(_ steps: (TableView) throws -> Void) throws -> [String] {
            let t = makeTable([30], platform: .ios14) { t, _ in
                t.tableHeaderView = TableHeaderView(height: 44, kind: .searchbar)
                t.rowHeight = 4
                t.viewportHeight = 100
            }.0
            t.layoutIfNeeded()
            try t.drag(by: 21)
            t.isTracing = true
            try steps(t)
            #expect(t.contentOffset == 0)
            return t.mountedCells.map { "\($0.indexPath.map { text([$0]) } ?? "-") \($0)" } + traceText(t)
        }
        let snapped = try run { t in t.endDragging() }
        #expect(snapped == (try run { t in try t.drag(by: -21) }))
        #expect(snapped.filter { $0.hasPrefix("didEnd") } == (14...19).reversed().map { "didEndDisplaying 0,\($0)" })
    }

    // MARK: §8

    /// setContentOffset is one jump: only the destination's rows are bound.
    @Test func programmaticOffsetIsOneJump() throws {
        let (t, _) = makeTable([40])
        t.layoutIfNeeded()
        t.isTracing = true
        try t.setContentOffset(880)
        // 880..1547: rows 20..35 visible, 19 and 36 prefetched.
        #expect(traceText(t).filter { $0.hasPrefix("cellForRow") } == (19...36).map { "cellForRow 0,\($0)" })
    }

    @Test func scrollToRowIsOneJump() throws {
        let (t, _) = makeTable([40])
        t.layoutIfNeeded()
        t.isTracing = true
        try t.scrollToRow(at: ip(0, 20), at: .top)
        #expect(t.contentOffset == 880)
        #expect(traceText(t).filter { $0.hasPrefix("cellForRow") } == (19...36).map { "cellForRow 0,\($0)" })
    }

    /// A drag crosses thresholds in order; at one offset, leaving comes before
    /// entering: with a 660-point viewport, at 44 row 0 leaves and row 16 enters.
    @Test func atOneOffsetLeavingComesBeforeEntering() throws {
        let (t, _) = makeTable([40], platform: .ios14) { t, _ in t.viewportHeight = 660 }
        t.layoutIfNeeded()
        t.isTracing = true
        try t.drag(by: 88)
        #expect(traceText(t).filter { $0.hasPrefix("willDisplay") || $0.hasPrefix("didEnd") } == [
            "willDisplay 0,15", "didEndDisplaying 0,0", "willDisplay 0,16", "didEndDisplaying 0,1",
        ])
    }

    /// `top` leaves room for the row's own section header only when it is present.
    @Test func scrollToTopWithoutAHeader() throws {
        let (t, _) = makeTable([20, 20]) { _, s in s.headers[0] = 30 }
        try t.scrollToRow(at: ip(1, 0), at: .top)
        #expect(t.contentOffset == 910, "section 1 has no header: h = 0")
        try t.scrollToRow(at: ip(0, 10), at: .top)
        #expect(t.contentOffset == 440, "0,10 is at 470, minus header 0's 30")
    }

    /// `middle` and `bottom` use top and bottom as in §3.2: insets count.
    @Test func scrollToRowUsesBothInsets() throws {
        let (t, _) = makeTable([40]) { t, _ in t.contentInset = ContentInset(top: 20, bottom: 50) }
        // 0,20 is 880..924.
        try t.scrollToRow(at: ip(0, 20), at: .bottom)
        #expect(t.contentOffset == 924 - 667 + 50)
        try t.scrollToRow(at: ip(0, 20), at: .middle)
        #expect(t.contentOffset == 583.5, "midY 902 at the middle of offset + 20 .. offset + 617")
        try t.scrollToRow(at: ip(0, 20), at: .top)
        #expect(t.contentOffset == 860)
    }

    /// With an auto-hiding header the range reaches Ht - inset.top even with
    /// long content only when that is further (max of both).
    @Test func autohideRangeIsAMinimumOnly() {
        let t = searchTable()
        #expect(t.maxOffset == 44 + 1320 - 667)
        #expect(t.minOffset == 0)
    }
}
