import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §9: what an accepted update traces and does to cells.
@Suite struct SpecCoverageUpdateTests {
    /// Deleted visible rows end displaying in old index-path order, whatever
    /// the written order, and their cells go to the pool in that order before the pass.
    @Test func deletedRowsEndAndPoolInOldOrder() throws {
        let (t, s) = makeTable([20]) { t, _ in t.viewportHeight = 220; t.estimatedRowHeight = 0 }
        t.layoutIfNeeded()             // 0..4 visible (#1..#5), 0,5 prefetched (#6)
        s.counts = [18]
        t.isTracing = true
        try t.deleteRows(at: [ip(0, 3), ip(0, 1)])
        let calls = traceText(t).filter { !$0.hasPrefix("indentationLevel") && !$0.hasPrefix("canEdit") }
        // Old 0,5 (#6, hidden) is now 0,3 and visible; the pool is a stack with
        // #4 on top: new 0,4 takes #4, new 0,5 takes #2.
        #expect(calls == ["numberOfSections", "numberOfRows 0", "didEndDisplaying 0,1", "didEndDisplaying 0,3",
                          "willDisplay 0,3", "cellForRow 0,4", "willDisplay 0,4", "cellForRow 0,5"])
        #expect(t.mountedCells.map(\.identity) == [1, 3, 5, 6, 4, 2])
        #expect(t.reusePool(withIdentifier: "Cell").isEmpty)
    }

    /// A reloaded row that is prefetched (hidden) is bound again without
    /// willDisplay, to a new cell: its old one is pooled after (§12.5).
    @Test func reloadedHiddenRowIsBoundWithoutWillDisplay() throws {
        let (t, _) = makeTable([20]) { t, _ in t.viewportHeight = 220; t.estimatedRowHeight = 0 }
        t.layoutIfNeeded()
        t.isTracing = true
        try t.reloadRows(at: [ip(0, 5)])
        #expect(traceText(t) == ["numberOfSections", "numberOfRows 0", "heightForRow 0,5",
                                 "cellForRow 0,5", "indentationLevel 0,5", "canEdit 0,5"])
        #expect(t.mountedCell(at: ip(0, 5))?.identity == 7, "a new cell: the pool was empty")
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == [6], "its old cell is pooled after the binding")
    }

    /// Inserted and reloaded rows are asked for their heights in new index-path order.
    @Test func heightsAreAskedInNewOrder() throws {
        let (t, s) = makeTable([10, 10]) { t, _ in t.viewportHeight = 100; t.estimatedRowHeight = 0 }
        t.layoutIfNeeded()
        s.counts = [11, 11]
        t.isTracing = true
        try t.performBatchUpdates {
            try t.insertRows(at: [ip(1, 4)])
            try t.reloadRows(at: [ip(1, 0)])
            try t.insertRows(at: [ip(0, 0)])
            try t.reloadRows(at: [ip(0, 5)])      // old 0,5 is new 0,6
        }
        #expect(traceText(t).prefix(7) == ["numberOfSections", "numberOfRows 0", "numberOfRows 1",
                                           "heightForRow 0,0", "heightForRow 0,6", "heightForRow 1,0", "heightForRow 1,4"])
    }

    /// New rows get cells only when they are mounted.
    @Test func rowsInsertedOffScreenGetNoCell() throws {
        let (t, s) = makeTable([20]) { t, _ in t.viewportHeight = 220; t.estimatedRowHeight = 0 }
        t.layoutIfNeeded()
        s.counts = [22]
        t.isTracing = true
        try t.insertRows(at: [ip(0, 15), ip(0, 16)])
        #expect(traceText(t) == ["numberOfSections", "numberOfRows 0", "heightForRow 0,15", "heightForRow 0,16"])
        #expect(t.numberOfCellsCreated == 6)
    }

    /// A refused update traced the counts it checked, and nothing else changed.
    @Test func refusedUpdateChangesNothingButTheTrace() throws {
        let (t, _) = makeTable([5]) { t, _ in t.viewportHeight = 220 }
        t.layoutIfNeeded()
        let before = TableSnapshot(t)
        t.isTracing = true
        #expect(throws: TableError.self) { try t.insertRows(at: [ip(0, 0)]) }
        #expect(traceText(t) == ["numberOfSections", "numberOfRows 0"])
        #expect(TableSnapshot(t) == before)
    }

    /// The quirk acts on deletes only, in plain style, in sections with a footer;
    /// it is off by default, follows its section and ends at a full reload.
    @Test func quirkActsOnlyOnDeletesInPlainSectionsWithFooters() throws {
        let (t, s) = makeTable([3, 3, 3]) { _, s in s.footers = [1: 20, 2: 20] }
        try t.deleteRows(at: []) // loads; an empty update changes nothing
        s.counts = [3, 2, 3]
        try t.deleteRows(at: [ip(1, 0)])
        #expect(try t.separatorBelowRow(at: ip(1, 1)) == nil, "off by default")
        t.quirks.insert(.deleteRevealsSeparator)
        s.counts = [3, 2, 4]
        try t.insertRows(at: [ip(2, 0)])
        #expect(try t.separatorBelowRow(at: ip(2, 3)) == nil, "an insert reveals nothing")
        s.counts = [2, 2, 4]
        try t.deleteRows(at: [ip(0, 0)])
        #expect(try t.separatorBelowRow(at: ip(0, 1)) == .inset, "section 0 has no footer")
        s.counts = [2, 1, 4]
        try t.deleteRows(at: [ip(1, 0)])
        #expect(try t.separatorBelowRow(at: ip(1, 0)) == .full)
        s.counts = [1, 4]; s.footers = [0: 20, 1: 20]
        try t.deleteSections([0])                 // section 1 becomes section 0 and keeps its line
        #expect(try t.separatorBelowRow(at: ip(0, 0)) == .full)
        #expect(try t.separatorBelowRow(at: ip(1, 3)) == nil)
        t.reloadData()
        #expect(try t.separatorBelowRow(at: ip(0, 0)) == nil)
    }

    /// "Until the next full reload": reloading rows or the section itself
    /// keeps the revealed line; only reloadData hides it again.
    @Test func quirkLastsUntilAFullReload() throws {
        let (t, s) = makeTable([3, 3]) { t, s in s.footers = [0: 20, 1: 20]; t.quirks.insert(.deleteRevealsSeparator) }
        t.layoutIfNeeded()
        s.counts = [2, 3]
        try t.deleteRows(at: [ip(0, 0)])
        try t.reloadRows(at: [ip(0, 1)])
        #expect(try t.separatorBelowRow(at: ip(0, 1)) == .full)
        try t.reloadSections([0])
        #expect(try t.separatorBelowRow(at: ip(0, 1)) == .full)
        t.reloadData()
        #expect(try t.separatorBelowRow(at: ip(0, 1)) == nil)
    }

    /// Only plain style: in inset-grouped the last row has no line (the card's
    /// edge), and a delete does not give it one.
    @Test func quirkDoesNothingInTheGroupedStyles() throws {
        let (t, s) = makeTable([3, 3], style: .insetGrouped) { t, s in s.footers = [0: 20, 1: 20]; t.quirks.insert(.deleteRevealsSeparator) }
        t.layoutIfNeeded()
        s.counts = [2, 3]
        try t.deleteRows(at: [ip(0, 0)])
        #expect(try t.separatorBelowRow(at: ip(0, 1)) == nil)
    }
}
