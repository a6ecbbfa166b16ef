import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §14: dragging a row by its reorder control.
@Suite struct ReorderingTests {
    @Test func reorderingOutsideEditingIsAnError() throws {
        let (t, _) = makeEditingTable([5])
        expectTableError(
            "cannot reorder row 0,1: the table is not in editing mode, so no row shows a reorder control") {
            try t.dragRow(from: ip(0, 1), to: ip(0, 3))
        }
        #expect(t.trace.isEmpty)
    }

    @Test func draggingDownWithinASectionProposesEachRowPassed() throws {
        let (t, app) = makeEditingTable([6])
        t.setEditing(true)
        try t.tapRow(at: ip(0, 1)) // no selection during editing: nothing happens
        try t.selectRow(at: ip(0, 1))
        let cell = t.cellForRow(at: ip(0, 1))
        t.clearTrace()
        #expect(try t.dragRow(from: ip(0, 1), to: ip(0, 4)) == ip(0, 4))
        #expect(drainTrace(t) == ["targetIndexPathForMove 0,1 0,2", "targetIndexPathForMove 0,1 0,3",
                                  "targetIndexPathForMove 0,1 0,4", "moveRowAt 0,1 0,4"])
        #expect(app.items[0] == ["0.0", "0.2", "0.3", "0.4", "0.1", "0.5"])
        #expect(t.cellForRow(at: ip(0, 4)) === cell)
        #expect(t.indexPathsForSelectedRows == [ip(0, 4)])
        #expect(t.invariantViolation() == nil)
    }

    @Test func draggingUpWithinASection() throws {
        let (t, app) = makeEditingTable([6])
        t.setEditing(true)
        t.clearTrace()
        try t.dragRow(from: ip(0, 4), to: ip(0, 2))
        #expect(drainTrace(t) == ["targetIndexPathForMove 0,4 0,3", "targetIndexPathForMove 0,4 0,2", "moveRowAt 0,4 0,2"])
        #expect(app.items[0] == ["0.0", "0.1", "0.4", "0.2", "0.3", "0.5"])
    }

    @Test func draggingIntoALaterSectionPassesItsGaps() throws {
        let (t, app) = makeEditingTable([3, 2, 2])
        t.setEditing(true)
        t.clearTrace()
        try t.dragRow(from: ip(0, 1), to: ip(2, 1))
        #expect(drainTrace(t).map { $0.replacingOccurrences(of: "targetIndexPathForMove 0,1 ", with: "") } == [
            "0,2", "1,0", "1,1", "1,2", "2,0", "2,1", "moveRowAt 0,1 2,1",
        ])
        #expect(app.items == [["0.0", "0.2"], ["1.0", "1.1"], ["2.0", "0.1", "2.1"]])
        #expect(t.numberOfRows(inSection: 0) == 2 && t.numberOfRows(inSection: 2) == 3)
        #expect(t.invariantViolation() == nil)
    }

    @Test func draggingIntoAnEarlierSectionEntersAtItsBottomGap() throws {
        let (t, app) = makeEditingTable([2, 2, 3])
        t.setEditing(true)
        t.clearTrace()
        try t.dragRow(from: ip(2, 1), to: ip(0, 1))
        #expect(drainTrace(t).map { $0.replacingOccurrences(of: "targetIndexPathForMove 2,1 ", with: "") } == [
            "2,0", "1,2", "1,1", "1,0", "0,2", "0,1", "moveRowAt 2,1 0,1",
        ])
        #expect(app.items == [["0.0", "2.1", "0.1"], ["1.0", "1.1"], ["2.0", "2.2"]])
    }

    @Test func aSameSectionPolicyKeepsTheRowInItsSection() throws {
        let (t, app) = makeEditingTable([3, 3]) { _, app in app.sameSectionMoves = true }
        t.setEditing(true)
        t.clearTrace()
        #expect(try t.dragRow(from: ip(0, 0), to: ip(1, 1)) == ip(0, 2))
        #expect(drainTrace(t).last == "moveRowAt 0,0 0,2")
        #expect(app.items == [["0.1", "0.2", "0.0"], ["1.0", "1.1", "1.2"]])
        #expect(try t.dragRow(from: ip(1, 2), to: ip(0, 0)) == ip(1, 0))
    }

    @Test func aRowThatCannotMoveOrEditCannotBeDragged() throws {
        let (t, _) = makeEditingTable([4]) { _, app in
            app.cannotMove = [ip(0, 1)]
            app.cannotEdit = [ip(0, 2)]
        }
        t.setEditing(true)
        t.clearTrace()
        expectTableError("cannot reorder row 0,1: canMoveRowAt answered no, so it shows no reorder control") {
            try t.dragRow(from: ip(0, 1), to: ip(0, 3))
        }
        expectTableError("cannot reorder row 0,2: canEditRowAt answered no, so it shows no reorder control") {
            try t.dragRow(from: ip(0, 2), to: ip(0, 3))
        }
        #expect(t.trace.isEmpty)
    }

    @Test func droppingWhereItStartedStillTellsTheDataSource() throws {
        let (t, app) = makeEditingTable([4])
        t.setEditing(true)
        t.clearTrace()
        try t.dragRow(from: ip(0, 2), to: ip(0, 2))
        #expect(drainTrace(t) == ["moveRowAt 0,2 0,2"])
        #expect(app.items[0] == ["0.0", "0.1", "0.2", "0.3"])
    }

    @Test func droppingOutsideTheTableIsAnError() throws {
        let (t, _) = makeEditingTable([4, 2])
        t.setEditing(true)
        expectTableError("cannot drop row 0,0 at 0,4: section 0 takes a moved row at rows 0 to 3") {
            try t.dragRow(from: ip(0, 0), to: ip(0, 4))
        }
        expectTableError("cannot drop row 0,0 at 1,3: section 1 takes a moved row at rows 0 to 2") {
            try t.dragRow(from: ip(0, 0), to: ip(1, 3))
        }
        expectTableError("cannot drop row 0,0 at 2,0: the table has 2 sections") {
            try t.dragRow(from: ip(0, 0), to: ip(2, 0))
        }
        // The gap after a section's last row is a place in another section.
        #expect(try t.dragRow(from: ip(0, 0), to: ip(1, 2)) == ip(1, 2))
    }

    @Test func aDelegateAnsweringNowhereIsAnErrorAndChangesNothing() throws {
        final class Wild: TableViewDataSource, TableViewDelegate {
            var moved = false
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 4 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) { moved = true }
            func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                           toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath { IndexPath(row: 9, section: 0) }
        }
        let t = TableView()
        let wild = Wild()
        t.dataSource = wild
        t.delegate = wild
        t.setEditing(true)
        expectTableError(
            "targetIndexPathForMoveFromRowAt answered 0,9 for row 0,0 proposed at 0,1, where the row cannot go: section 0 takes a moved row at rows 0 to 3") {
            try t.dragRow(from: ip(0, 0), to: ip(0, 1))
        }
        #expect(!wild.moved && t.numberOfRows(inSection: 0) == 4 && t.invariantViolation() == nil)
    }

    @Test func aRowMovedOffScreenLeavesItAndTheRowsBetweenShift() throws {
        let (t, _) = makeEditingTable([40])
        t.setEditing(true)
        let cell3 = t.cellForRow(at: ip(0, 3)), cell4 = t.cellForRow(at: ip(0, 4))
        t.clearTrace()
        try t.dragRow(from: ip(0, 3), to: ip(0, 30))
        let trace = drainTrace(t)
        // The row lands off screen: it ends displaying there and its cell is pooled;
        // the prefetched row becomes visible and the next one is bound.
        #expect(Array(trace.suffix(8)) == ["moveRowAt 0,3 0,30", "didEndDisplaying 0,30",
                                           "willDisplay 0,15", "cellForRow 0,16", "indentationLevel 0,16", "canEdit 0,16",
                                           "canMove 0,16", "editingStyle 0,16"])
        #expect(trace.count == 27 + 8)
        #expect(t.cellForRow(at: ip(0, 3)) === cell4)
        #expect(t.cellForRow(at: ip(0, 30)) == nil && cell3?.indexPath == nil)
        #expect(t.invariantViolation() == nil)
    }

    @Test func positionsPassedCountThePositionsBetween() throws {
        let (t, _) = makeEditingTable([5, 0, 3])
        #expect(t.positionsPassed(from: RowPath(0, 4), to: RowPath(2, 0)).map(\.description) == ["1,0", "2,0"])
        #expect(t.positionsPassed(from: RowPath(2, 0), to: RowPath(0, 4)).map(\.description) == ["1,0", "0,5", "0,4"])
    }
}
