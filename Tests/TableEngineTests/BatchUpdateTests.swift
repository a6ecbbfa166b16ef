import Foundation
import Testing
@testable import TableEngine

/// A loaded table over an ArrayApp with `counts` rows per section. ios14
/// by default: the classic count texts (ios15's modern wording is tested in
/// `UpdateWordingTests`).
private func makeTable(_ counts: [Int], height: Double = 667, platform: PlatformProfile = .ios14) -> (TableView, ArrayApp) {
    let app = ArrayApp(counts: counts)
    let table = TableView()
    table.platform = platform
    table.viewportHeight = height
    table.dataSource = app
    table.delegate = app
    table.layoutIfNeeded()
    return (table, app)
}

/// The message of the update a batch is refused with (nil when accepted); checks that a refusal changed nothing.
private func refusal(_ counts: [Int], after: [Int], _ ops: (TableView) throws -> Void) -> String? {
    let (table, app) = makeTable(counts)
    let snapshot = TableSnapshot(table)
    app.sections = ArrayApp(counts: after).sections
    do {
        try table.performBatchUpdates { try ops(table) }
        return nil
    } catch let error as TableError {
        #expect(TableSnapshot(table) == snapshot, "a refused update changed the table")
        guard case .invalidUpdate(let update) = error else { return "not an invalid update: \(error)" }
        return update.description
    } catch {
        return "\(error)"
    }
}

@Suite struct BatchUpdateMessageTests {
    @Test func rowCount() {
        #expect(refusal([4, 4], after: [4, 3]) { _ in } == "Invalid update: invalid number of rows in section 1. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        #expect(refusal([4, 4], after: [3, 5]) { try $0.moveRow(at: ip(0, 0), to: ip(1, 0)); try $0.insertRows(at: [ip(0, 0)]) } == "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (3) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 1 moved out).")
    }

    @Test func sectionCount() {
        #expect(refusal([4, 4], after: [4, 4]) { try $0.deleteSections([1]) } == "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
    }

    @Test func mustExistBefore() {
        #expect(refusal([4, 4], after: [4, 3]) { try $0.deleteRows(at: [ip(1, 5)]) } == "attempt to delete row 5 from section 1 which only contains 4 rows before the update")
        #expect(refusal([1, 1, 1], after: [1, 1]) { try $0.deleteSections([3]) } == "attempt to delete section 3, but there are only 3 sections before the update")
        #expect(refusal([5], after: [5]) { try $0.moveRow(at: ip(0, 9), to: ip(0, 0)) } == "attempt to move index path (0,9) that does not exist - there are only 5 rows in section 0 before the update")
    }

    @Test func mustExistBeforeInMissingSections() {
        #expect(refusal([3], after: [3]) { try $0.deleteRows(at: [ip(4, 0)]) } == "attempt to delete row 0 from section 4, but there are only 1 sections before the update")
        #expect(refusal([3], after: [3]) { try $0.moveRow(at: ip(2, 0), to: ip(0, 0)) } == "attempt to move index path (2,0) from a section that does not exist - there are only 1 sections before the update")
        #expect(refusal([1, 1, 1], after: [1, 1, 1]) { try $0.moveSection(3, toSection: 0) } == "attempt to move section 3, but there are only 3 sections before the update")
    }

    /// UIKit treats a reload as a delete and an insert, and reports it as a delete.
    @Test func missingReloadsAreReportedAsDeletes() {
        #expect(refusal([3, 2], after: [3, 2]) { try $0.reloadRows(at: [ip(1, 2)]) } == "attempt to delete row 2 from section 1 which only contains 2 rows before the update")
        #expect(refusal([5], after: [5]) { try $0.reloadRows(at: [ip(2, 0)]) } == "attempt to delete row 0 from section 2, but there are only 1 sections before the update")
        #expect(refusal([1, 1, 1], after: [1, 1, 1]) { try $0.reloadSections([5]) } == "attempt to delete section 5, but there are only 3 sections before the update")
    }

    @Test func mustExistAfter() {
        #expect(refusal([4], after: [5]) { try $0.insertRows(at: [ip(0, 7)]) } == "attempt to insert row 7 into section 0, but there are only 5 rows in section 0 after the update")
        #expect(refusal([1, 1], after: [1, 1, 1]) { try $0.insertSections([4]) } == "attempt to insert section 4 but there are only 3 sections after the update")
        #expect(refusal([5], after: [5]) { try $0.moveRow(at: ip(0, 1), to: ip(0, 5)) } == "attempt to move index path (0,1) to index path (0,5) that does not exist - there are only 5 rows in section 0 after the update")
    }

    @Test func mustExistAfterInMissingSections() {
        #expect(refusal([3], after: [3]) { try $0.insertRows(at: [ip(2, 0)]) } == "attempt to insert row 0 into section 2, but there are only 1 sections after the update")
        #expect(refusal([3], after: [3]) { try $0.moveRow(at: ip(0, 0), to: ip(2, 0)) } == "attempt to move index path (0,0) to index path (2,0) in section that does not exist - there are only 1 sections after the update")
        #expect(refusal([1, 1, 1], after: [1, 1, 1]) { try $0.moveSection(0, toSection: 3) } == "attempt to to move section 0 to section 3, but there are only 3 sections after the update")
    }

    @Test func conflicts() {
        #expect(refusal([5], after: [4]) { try $0.deleteRows(at: [ip(0, 2)]); try $0.moveRow(at: ip(0, 2), to: ip(0, 0)) } == "attempt to perform a delete and a move from the same index path (0,2)")
        #expect(refusal([5], after: [5]) { try $0.moveRow(at: ip(0, 1), to: ip(0, 3)); try $0.moveRow(at: ip(0, 2), to: ip(0, 3)) } == "attempt to move both row at index path (0,1) and (0,2) to (0,3)")
        #expect(refusal([5], after: [4]) { try $0.deleteRows(at: [ip(0, 2)]); try $0.reloadRows(at: [ip(0, 2)]) } == "attempt to delete and reload the same index path (0,2)")
        #expect(refusal([5], after: [5]) { try $0.moveRow(at: ip(0, 1), to: ip(0, 3)); try $0.moveRow(at: ip(0, 1), to: ip(0, 4)) } == "attempt to move row at index path (0,1) to both (0,3) and (0,4)")
        #expect(refusal([5], after: [6]) { try $0.moveRow(at: ip(0, 1), to: ip(0, 3)); try $0.insertRows(at: [ip(0, 3)]) } == "attempt to perform an insert and a move to the same index path (0,3)")
        // A reload is a delete and an insert to UIKit.
        #expect(refusal([5], after: [5]) { try $0.moveRow(at: ip(0, 1), to: ip(0, 3)); try $0.reloadRows(at: [ip(0, 1)]) } == "attempt to perform a delete and a move from the same index path (0,1)")
    }

    @Test func sectionConflicts() {
        #expect(refusal([1, 1], after: [1]) { try $0.deleteSections([1]); try $0.reloadSections([1]) } == "attempt to delete and reload the same section 1")
        #expect(refusal([1, 1], after: [1]) { try $0.deleteSections([1]); try $0.moveSection(1, toSection: 0) } == "attempt to perform a delete and a move from the same section (1)")
        #expect(refusal([1, 1, 1], after: [1, 1, 1]) { try $0.moveSection(0, toSection: 2); try $0.moveSection(1, toSection: 2) } == "attempt to move both section 0 and section 1 to section 2")
        #expect(refusal([1, 1, 1], after: [1, 1, 1]) { try $0.moveSection(0, toSection: 1); try $0.moveSection(0, toSection: 2) } == "attempt to move section 0 to both section 1 and section 2")
        #expect(refusal([1, 1], after: [1, 1, 1]) { try $0.insertSections([2]); try $0.moveSection(0, toSection: 2) } == "attempt to perform an insert and a move to the same section (2)")
        #expect(refusal([1, 1], after: [1, 1]) { try $0.reloadSections([1]); try $0.moveSection(1, toSection: 0) } == "attempt to perform a delete and a move from the same section (1)")
    }

    /// A row moved out of a deleted or reloaded section, or into an inserted or
    /// reloaded one, is no error in UITableView: the table reloads its data instead (§9).
    @Test func movesAcrossReplacedSections() {
        #expect(refusal([2, 2], after: [2]) { try $0.deleteSections([1]); try $0.moveRow(at: ip(1, 0), to: ip(0, 0)) } == nil, "UITableView reloads its data instead (§9)")
        #expect(refusal([2, 2], after: [2, 2]) { try $0.reloadSections([1]); try $0.moveRow(at: ip(1, 0), to: ip(0, 0)) } == nil)
        #expect(refusal([2, 2], after: [1, 1, 2]) { try $0.insertSections([1]); try $0.moveRow(at: ip(0, 0), to: ip(1, 0)) } == nil)
        #expect(refusal([2, 2], after: [1, 3]) { try $0.reloadSections([1]); try $0.moveRow(at: ip(0, 0), to: ip(1, 0)) } == nil)
    }

    @Test func checkOrder() {
        // Before beats after, after beats the section count, the section count beats the row counts.
        #expect(refusal([4], after: [9, 9]) { try $0.insertRows(at: [ip(0, 20)]); try $0.deleteRows(at: [ip(0, 9)]) }?.hasPrefix("attempt to delete row 9") == true)
        #expect(refusal([4], after: [9, 9]) { try $0.insertRows(at: [ip(0, 20)]) }?.hasPrefix("attempt to insert row 20") == true)
        #expect(refusal([4], after: [9, 9]) { _ in }?.hasPrefix("Invalid update: invalid number of sections.") == true)
    }

    @Test func reloadDataInsideABatchIsAnError() throws {
        let (table, _) = makeTable([3])
        let before = TableSnapshot(table)
        let error = expectTableError("attempt to call reloadData() inside a batch update (between beginUpdates() and endUpdates())") {
            try table.performBatchUpdates { table.reloadData() }
        }
        guard case .invalidUpdate(let update)? = error else { return }
        #expect(update.kind == .reloadInsideBatch)
        #expect(TableSnapshot(table) == before)
        #expect(!table.isUpdating)
    }

    @Test func unbalancedEndUpdates() {
        let (table, _) = makeTable([3])
        let before = TableSnapshot(table)
        let error = expectTableError("endUpdates() called without a matching beginUpdates()") { try table.endUpdates() }
        #expect(error == .invalidOperation(InvalidOperation(.unbalancedEndUpdates, "endUpdates() called without a matching beginUpdates()")))
        #expect(TableSnapshot(table) == before)
    }
}

@Suite struct BatchUpdateBehaviourTests {
    @Test func deletesApplyBeforeInsertsWhateverTheOrder() throws {
        let (table, app) = makeTable([5])
        let cell1 = table.mountedCell(at: ip(0, 1))!
        app.sections[0].rows.remove(at: 3)
        app.sections[0].rows.insert(ModelRow(id: 100), at: 0)
        try table.performBatchUpdates {
            try table.insertRows(at: [ip(0, 0)])   // after the update
            try table.deleteRows(at: [ip(0, 3)])   // before it
        }
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(table.mountedCell(at: ip(0, 2)) === cell1)
        #expect(table.mountedCells.map { $0.content["row"]! } == app.sections[0].rows.map(\.tag))
    }

    @Test func nestedBatchesCountAsOne() throws {
        let (table, app) = makeTable([3])
        table.beginUpdates()
        table.beginUpdates()
        try table.insertRows(at: [ip(0, 3)])
        try table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 3)
        app.sections[0].rows.append(ModelRow(id: 9))
        try table.endUpdates()
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    @Test func traceOfAnAcceptedUpdate() throws {
        let (table, app) = makeTable([20], height: 220, platform: .ios10)
        app.sections[0].rows.remove(at: 1)
        app.sections[0].rows.insert(ModelRow(id: 50, height: 60), at: 2)
        table.isTracing = true
        try table.performBatchUpdates {
            try table.deleteRows(at: [ip(0, 1)])
            try table.insertRows(at: [ip(0, 2)])
            try table.reloadRows(at: [ip(0, 0)])
        }
        // Without estimates every row is asked again (v3), the inserted and reloaded ones among them.
        #expect(table.trace.map(\.description) == ["numberOfSections", "numberOfRows 0"] + (0..<20).map { "heightForRow 0,\($0)" } + [
            "didEndDisplaying 0,1",
            "cellForRow 0,0", "indentationLevel 0,0", "canEdit 0,0", "willDisplay 0,0",
            "cellForRow 0,2", "indentationLevel 0,2", "canEdit 0,2", "willDisplay 0,2",
        ])
    }

    @Test func movedRowKeepsItsCellAndSelectionFollows() throws {
        let (table, app) = makeTable([5], platform: .ios15)
        table.allowsMultipleSelection = true
        try table.tapRow(at: ip(0, 4))
        try table.tapRow(at: ip(0, 1))
        let cell = table.mountedCell(at: ip(0, 0))!
        let row = app.sections[0].rows.remove(at: 0)
        app.sections[0].rows.insert(row, at: 3)
        app.sections[0].rows.remove(at: 0)  // old 0,1
        try table.performBatchUpdates {
            try table.moveRow(at: ip(0, 0), to: ip(0, 2))
            try table.deleteRows(at: [ip(0, 1)])
        }
        #expect(table.mountedCell(at: ip(0, 2)) === cell)
        #expect(table.indexPathsForSelectedRows == [ip(0, 3)])
        #expect(table.reusePool(withIdentifier: "Cell").count == 1)
    }

    @Test func refusedUpdateLeavesTheTableAndTheDataSourceDiffers() throws {
        let (table, app) = makeTable([4, 4])
        #expect(throws: TableError.self) { try table.deleteRows(at: [ip(1, 0)]) }
        #expect(table.numberOfRows(inSection: 1) == 4)
        app.sections[1].rows.removeLast()
        table.reloadData()
        #expect(table.numberOfRows(inSection: 1) == 3)
    }

    @Test func offsetIsClampedAfterDeletes() throws {
        let (table, app) = makeTable([30], height: 300)
        try table.setContentOffset(table.maxOffset)
        app.sections[0].rows.removeLast(10)
        try table.deleteRows(at: (20..<30).map { ip(0, $0) })
        #expect(table.contentOffset == 20 * 44 - 300)
    }

    @Test func quirkRevealsTheFooterSeparator() throws {
        let (table, app) = makeTable([3, 3])
        for s in 0..<2 { app.sections[s].footer = 20 }
        table.reloadData()
        #expect(try table.separatorBelowRow(at: ip(0, 2)) == nil)
        table.quirks.insert(.deleteRevealsSeparator)
        app.sections[0].rows.remove(at: 0)
        try table.deleteRows(at: [ip(0, 0)])
        #expect(try table.separatorBelowRow(at: ip(0, 1)) == .full)
        #expect(try table.separatorBelowRow(at: ip(1, 2)) == nil)
        table.reloadData()
        #expect(try table.separatorBelowRow(at: ip(0, 1)) == nil)
    }

    @Test func sectionsInsertMoveReload() throws {
        let (table, app) = makeTable([2, 2, 2])
        let first = table.mountedCell(at: ip(0, 0))!
        app.sections.swapAt(0, 2)                       // move 0 to 2 (and 2 to 0)
        app.sections.insert(ModelSection(id: 99, rows: [ModelRow(id: 98)]), at: 1)
        try table.performBatchUpdates {
            try table.moveSection(0, toSection: 3)
            try table.moveSection(2, toSection: 0)
            try table.insertSections([1])
        }
        #expect((0..<4).map { table.numberOfRows(inSection: $0) } == [2, 1, 2, 2])
        #expect(table.mountedCell(at: ip(3, 0)) === first)
        #expect(table.mountedCells.map { $0.content["row"]! } == app.sections.flatMap { $0.rows.map(\.tag) })
    }

    /// A single insert or delete in a 1,000,000-row section with estimates asks
    /// only for the new row's estimate and the heights of the rows on screen
    /// (measured again, v3), not the whole table.
    @Test func singleUpdatesInAHugeSectionDoNotRebuild() throws {
        let (table, app) = makeTable([1_000_000])
        try table.setContentOffset(22_000_000)
        table.isTracing = true
        app.sections[0].rows.insert(ModelRow(id: -1, height: 10), at: 500_000)
        try table.insertRows(at: [ip(0, 500_000)])
        app.sections[0].rows.remove(at: 10)
        try table.deleteRows(at: [ip(0, 10)])
        let heights = table.trace.filter { $0.call == .heightForRow }.map(\.description)
        let onScreen = (500_000..<500_016).map { "heightForRow 0,\($0)" }
        #expect(heights == onScreen + onScreen, "the rows on screen after each update, every row having lost its measurement")
        #expect(table.numberOfRows(inSection: 0) == 1_000_000)
        #expect(table.contentHeight == 999_999 * 44 + 10)
    }
}

/// ENGINE.md §9: what an accepted update traces and does to cells.
@Suite struct BatchUpdateCellTests {
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
        #expect(calls == ["numberOfSections", "numberOfRows 0"] + (0..<18).map { "heightForRow 0,\($0)" } + [
                          "didEndDisplaying 0,1", "didEndDisplaying 0,3",
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
        #expect(traceText(t) == ["numberOfSections", "numberOfRows 0"] + (0..<20).map { "heightForRow 0,\($0)" } + [
                                 "cellForRow 0,5", "indentationLevel 0,5", "canEdit 0,5"])
        #expect(t.mountedCell(at: ip(0, 5))?.identity == 7, "a new cell: the pool was empty")
        #expect(t.reusePool(withIdentifier: "Cell").map(\.identity) == [6], "its old cell is pooled after the binding")
    }

    /// Without estimates every row, inserted and reloaded ones among them, is
    /// asked for its height in new index-path order (v3).
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
        #expect(Array(traceText(t).prefix(25)) == ["numberOfSections", "numberOfRows 0", "numberOfRows 1"]
                + (0..<11).map { "heightForRow 0,\($0)" } + (0..<11).map { "heightForRow 1,\($0)" })
    }

    /// New rows get cells only when they are mounted.
    @Test func rowsInsertedOffScreenGetNoCell() throws {
        let (t, s) = makeTable([20]) { t, _ in t.viewportHeight = 220; t.estimatedRowHeight = 0 }
        t.layoutIfNeeded()
        s.counts = [22]
        t.isTracing = true
        try t.insertRows(at: [ip(0, 15), ip(0, 16)])
        #expect(traceText(t) == ["numberOfSections", "numberOfRows 0"] + (0..<22).map { "heightForRow 0,\($0)" })
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
