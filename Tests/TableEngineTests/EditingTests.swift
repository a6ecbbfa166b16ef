import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §13: editing mode, what it asks, swipe to delete, committing.
@Suite struct EditingTests {
    @Test func editingOnAsksEachVisibleRowAndPushesToEveryMountedCell() throws {
        let (t, app) = makeEditingTable([20]) { _, app in app.cannotEdit = [ip(0, 2)] }
        t.setEditing(true, animated: false)
        let expected = (0...15).flatMap { r in r == 2 ? ["canEdit 0,2"] : ["canEdit 0,\(r)", "editingStyle 0,\(r)"] }
        #expect(drainTrace(t) == expected)
        #expect(t.isEditing)
        // The prefetched row 0,16 is editing too, though nothing was asked about it.
        #expect(t.mountedCells.count == 17 && t.mountedCells.allSatisfy { $0.isEditing })
        t.setEditing(false)
        #expect(drainTrace(t).isEmpty)
        #expect(!t.isEditing && t.mountedCells.allSatisfy { !$0.isEditing })
        _ = app
    }

    @Test func editingOnTwiceAsksOnce() throws {
        let (t, _) = makeEditingTable([3])
        t.setEditing(true)
        t.clearTrace()
        t.setEditing(true)
        #expect(t.trace.isEmpty)
    }

    @Test func multipleSelectionDuringEditingAsksNoEditingStyle() throws {
        let (t, _) = makeEditingTable([20]) { t, _ in t.allowsMultipleSelectionDuringEditing = true }
        t.setEditing(true)
        #expect(drainTrace(t) == (0...15).map { "canEdit 0,\($0)" })
        try t.scroll(by: 44)
        #expect(drainTrace(t) == ["willDisplay 0,16", "cellForRow 0,17", "indentationLevel 0,17", "canEdit 0,17", "canMove 0,17",
                                  "didEndDisplaying 0,0"])
    }

    @Test func bindingWhileEditingAsksCanMoveAndEditingStyle() throws {
        let (t, _) = makeEditingTable([30], prefetching: false) { _, app in app.cannotEdit = [ip(0, 17)] }
        t.setEditing(true)
        t.clearTrace()
        try t.scroll(by: 88)
        #expect(drainTrace(t) == [
            "cellForRow 0,16", "indentationLevel 0,16", "canEdit 0,16", "canMove 0,16", "editingStyle 0,16", "willDisplay 0,16",
            "didEndDisplaying 0,0",
            // A row that cannot edit shows no control: nothing more is asked (engine choice).
            "cellForRow 0,17", "indentationLevel 0,17", "canEdit 0,17", "willDisplay 0,17",
            "didEndDisplaying 0,1",
        ])
        #expect(t.cellForRow(at: ip(0, 16))?.answers == TableViewCell.EditingAnswers(canEdit: true, canMove: true, editingStyle: .delete))
        #expect(t.cellForRow(at: ip(0, 17))?.isEditing == true)
    }

    @Test func bindingOutsideEditingAsksOnlyCanEdit() throws {
        let (t, _) = makeEditingTable([30], prefetching: false)
        try t.scroll(by: 44)
        #expect(drainTrace(t) == ["cellForRow 0,16", "indentationLevel 0,16", "canEdit 0,16", "willDisplay 0,16", "didEndDisplaying 0,0"])
    }

    @Test func swipeBeginsEditingForThatRowAlone() throws {
        let (t, _) = makeEditingTable([20])
        #expect(try t.swipeToDelete(rowAt: ip(0, 3)))
        #expect(drainTrace(t) == ["willBeginEditing 0,3"])
        #expect(t.isEditing && t.swipedRow == ip(0, 3))
        #expect(t.mountedCells.filter(\.isEditing).compactMap(\.indexPath) == [ip(0, 3)])
        #expect(t.cellForRow(at: ip(0, 3))?.showsDeleteConfirmation == true)
        t.endSwipe()
        #expect(drainTrace(t) == ["didEndEditing 0,3"])
        #expect(!t.isEditing && t.swipedRow == nil && t.mountedCells.allSatisfy { !$0.isEditing && !$0.showsDeleteConfirmation })
        t.endSwipe()
        #expect(t.trace.isEmpty)
    }

    /// Reloading the swiped row ends the swipe (ENGINE.md §13); its new cell,
    /// bound in the update's layout pass while the row was still swiped,
    /// leaves editing with it, as every cell follows the table.
    @Test func reloadingTheSwipedRowEndsTheSwipeForItsNewCellToo() throws {
        let (t, _) = makeEditingTable([20])
        #expect(try t.swipeToShowActions(rowAt: ip(0, 3)))
        let old = t.cellForRow(at: ip(0, 3))
        _ = drainTrace(t)
        try t.reloadRows(at: [ip(0, 3)])
        #expect(drainTrace(t).last == "didEndEditing 0,3")
        #expect(t.cellForRow(at: ip(0, 3)) !== old, "a reloaded row gets another cell")
        #expect(!t.isEditing && t.swipedRow == nil)
        #expect(t.mountedCells.allSatisfy { !$0.isEditing && !$0.showsDeleteConfirmation })
    }

    /// Swipe actions (iOS 11): the row is swiped as for a Delete button, in
    /// any editing style, but shows no Delete button, so a commit is refused.
    @Test func swipeShowingActionsBeginsEditingWithoutADeleteButton() throws {
        let (t, _) = makeEditingTable([20]) { _, app in
            app.cannotEdit = [ip(0, 1)]
            app.styles = [ip(0, 2): .none]
        }
        #expect(try t.swipeToShowActions(rowAt: ip(0, 1)) == false)
        #expect(try t.swipeToShowActions(rowAt: ip(0, 2)))
        #expect(drainTrace(t) == ["willBeginEditing 0,2"])
        #expect(t.isEditing && t.swipedRow == ip(0, 2) && t.swipeShowsActions)
        #expect(t.cellForRow(at: ip(0, 2))?.isEditing == true)
        #expect(t.cellForRow(at: ip(0, 2))?.showsDeleteConfirmation == false)
        expectTableError("cannot commit an edit of row 0,2: the swipe shows the delegate's swipe actions, not a Delete button (run an action instead)") {
            try t.commitEditing(rowAt: ip(0, 2))
        }
        t.endSwipe()
        #expect(drainTrace(t) == ["didEndEditing 0,2"])
        #expect(!t.isEditing && !t.swipeShowsActions)
        // A Delete swipe afterwards shows its button again.
        #expect(try t.swipeToDelete(rowAt: ip(0, 3)))
        #expect(!t.swipeShowsActions && t.cellForRow(at: ip(0, 3))?.showsDeleteConfirmation == true)
    }

    @Test func swipesThatDoNothing() throws {
        let (t, _) = makeEditingTable([20]) { _, app in
            app.cannotEdit = [ip(0, 1)]
            app.styles = [ip(0, 2): .insert, ip(0, 3): .none]
        }
        for r in 1...3 { #expect(try t.swipeToDelete(rowAt: ip(0, r)) == false) }
        #expect(t.trace.isEmpty && !t.isEditing)
        try t.swipeToDelete(rowAt: ip(0, 5))
        t.clearTrace()
        #expect(try t.swipeToDelete(rowAt: ip(0, 6)) == false)
        #expect(t.trace.isEmpty && t.swipedRow == ip(0, 5))
        t.endSwipe()
        t.setEditing(true)
        t.clearTrace()
        #expect(try t.swipeToDelete(rowAt: ip(0, 6)) == false)
        #expect(t.trace.isEmpty && t.swipedRow == nil)
    }

    @Test func swipingARowOffScreenOrMissingIsAnError() throws {
        let (t, _) = makeEditingTable([40])
        expectTableError("row 0,16 is not on screen: only a visible row can be swiped") {
            try t.swipeToDelete(rowAt: ip(0, 16))
        }
        expectTableError("row 40 is out of range: section 0 has 40 rows") {
            try t.swipeToDelete(rowAt: ip(0, 40))
        }
    }

    @Test func editingOnOrOffEndsTheSwipeFirst() throws {
        let (t, _) = makeEditingTable([3])
        try t.swipeToDelete(rowAt: ip(0, 1))
        t.clearTrace()
        t.setEditing(true)
        #expect(drainTrace(t) == ["didEndEditing 0,1", "canEdit 0,0", "editingStyle 0,0", "canEdit 0,1", "editingStyle 0,1",
                                  "canEdit 0,2", "editingStyle 0,2"])
        t.setEditing(false)
        try t.swipeToDelete(rowAt: ip(0, 2))
        t.clearTrace()
        t.setEditing(false)
        #expect(drainTrace(t) == ["didEndEditing 0,2"])
        #expect(!t.isEditing)
    }

    @Test func commitAfterASwipeDeletesTheRowAndEndsEditing() throws {
        let (t, app) = makeEditingTable([20])
        try t.tapRow(at: ip(0, 5))
        try t.swipeToDelete(rowAt: ip(0, 3))
        t.clearTrace()
        try t.commitEditing(rowAt: ip(0, 3))
        #expect(drainTrace(t) == [
            "commitEditingStyle 0,3 delete",
            // The app's deleteRows, as an update: the counts are checked, the row
            // leaves (every row is asked its height again), the prefetched row
            // becomes visible and the next one is prefetched.
            "numberOfSections", "numberOfRows 0"] + (0..<19).map { "heightForRow 0,\($0)" } + ["didEndDisplaying 0,3", "willDisplay 0,15", "cellForRow 0,16", "indentationLevel 0,16", "canEdit 0,16",
            "didEndEditing 0,3",
        ])
        #expect(app.items[0].count == 19 && !app.items[0].contains("0.3") && app.updateErrors.isEmpty)
        #expect(t.numberOfRows(inSection: 0) == 19)
        #expect(!t.isEditing && t.swipedRow == nil && t.mountedCells.allSatisfy { !$0.isEditing })
        #expect(t.indexPathsForSelectedRows == [ip(0, 4)])
        #expect(t.invariantViolation() == nil)
    }

    @Test func commitInsertWhileEditingInsertsAfterTheRowAndStaysEditing() throws {
        let (t, app) = makeEditingTable([5]) { _, app in app.styles = [ip(0, 1): .insert] }
        t.setEditing(true)
        t.clearTrace()
        try t.commitEditing(rowAt: ip(0, 1))
        #expect(drainTrace(t) == ["commitEditingStyle 0,1 insert", "numberOfSections", "numberOfRows 0"]
                                  + (0..<6).map { "heightForRow 0,\($0)" } + ["cellForRow 0,2", "indentationLevel 0,2", "canEdit 0,2", "canMove 0,2", "editingStyle 0,2", "willDisplay 0,2"])
        #expect(app.items[0] == ["0.0", "0.1", "new 1", "0.2", "0.3", "0.4"])
        #expect(t.isEditing && t.mountedCells.allSatisfy { $0.isEditing })
    }

    @Test func commitDeleteWhileEditingStaysEditing() throws {
        let (t, app) = makeEditingTable([5])
        t.setEditing(true)
        try t.commitEditing(rowAt: ip(0, 0))
        #expect(app.items[0] == ["0.1", "0.2", "0.3", "0.4"])
        #expect(t.isEditing && t.numberOfRows(inSection: 0) == 4)
    }

    @Test func commitsThatShowNoButtonAreErrors() throws {
        let (t, _) = makeEditingTable([6]) { _, app in
            app.cannotEdit = [ip(0, 1)]
            app.styles = [ip(0, 2): .none]
        }
        expectTableError(
            "cannot commit an edit of row 0,0: the table is not editing and no row is swiped (swipe the row or turn editing on first)") {
            try t.commitEditing(rowAt: ip(0, 0))
        }
        try t.swipeToDelete(rowAt: ip(0, 3))
        expectTableError(
            "cannot commit an edit of row 0,4: row 0,3 is the swiped row, and only it shows a Delete button") {
            try t.commitEditing(rowAt: ip(0, 4))
        }
        t.setEditing(true)
        expectTableError(
            "cannot commit an edit of row 0,1: canEditRowAt answered no, so it shows no editing control") {
            try t.commitEditing(rowAt: ip(0, 1))
        }
        expectTableError(
            "cannot commit an edit of row 0,2: its editing style is none, so it shows no delete or insert control") {
            try t.commitEditing(rowAt: ip(0, 2))
        }
        t.allowsMultipleSelectionDuringEditing = true
        expectTableError(
            "cannot commit an edit of row 0,0: with multiple selection during editing, rows show selection controls, not delete or insert controls") {
            try t.commitEditing(rowAt: ip(0, 0))
        }
        #expect(t.numberOfRows(inSection: 0) == 6)
    }

    @Test func editingKeepsTheSelection() throws {
        let (t, _) = makeEditingTable([5])
        try t.tapRow(at: ip(0, 2))
        t.setEditing(true)
        t.setEditing(false)
        #expect(t.indexPathsForSelectedRows == [ip(0, 2)])
    }

    @Test func theSwipeFollowsItsRowThroughUpdatesAndEndsWhenItGoes() throws {
        let (t, app) = makeEditingTable([10])
        try t.swipeToDelete(rowAt: ip(0, 4))
        app.items[0].insert("x", at: 0)
        try t.insertRows(at: [ip(0, 0)])
        #expect(t.swipedRow == ip(0, 5) && t.cellForRow(at: ip(0, 5))?.showsDeleteConfirmation == true)
        t.clearTrace()
        app.items[0].remove(at: 5)
        try t.deleteRows(at: [ip(0, 5)])
        #expect(drainTrace(t).last == "didEndEditing 0,5")
        #expect(t.swipedRow == nil && !t.isEditing)
    }

    @Test func aReloadEndsTheSwipeFirst() throws {
        let (t, _) = makeEditingTable([3])
        try t.swipeToDelete(rowAt: ip(0, 1))
        t.clearTrace()
        t.reloadData()
        #expect(drainTrace(t).prefix(2) == ["didEndEditing 0,1", "numberOfSections"])
        #expect(!t.isEditing)
    }

    /// The app scrolling (`setContentOffset`) leaves a swipe open: the row
    /// scrolled away and back still shows its button.
    @Test func aSwipedRowScrolledAwayAndBackByTheAppStillShowsItsButton() throws {
        let (t, _) = makeEditingTable([60])
        try t.swipeToDelete(rowAt: ip(0, 0))
        try t.setContentOffset(1000)
        try t.setContentOffset(0)
        #expect(t.cellForRow(at: ip(0, 0))?.showsDeleteConfirmation == true)
        #expect(t.mountedCells.filter(\.isEditing).count == 1)
    }

    /// The user's drag closes a swipe (`didEndEditing`), then scrolls.
    @Test func aDragClosesTheSwipeThenScrolls() throws {
        let (t, _) = makeEditingTable([60])
        try t.swipeToDelete(rowAt: ip(0, 0))
        t.clearTrace()
        try t.drag(by: 100)
        #expect(drainTrace(t).first == "didEndEditing 0,0")
        #expect(t.contentOffset == 100 && !t.isEditing && t.swipedRow == nil)
        #expect(t.mountedCells.allSatisfy { !$0.isEditing && !$0.showsDeleteConfirmation })
    }

    @Test func tapsWhileEditingFollowTheDuringEditingProperties() throws {
        let (t, _) = makeEditingTable([10])
        t.setEditing(true)
        t.clearTrace()
        try t.tapRow(at: ip(0, 1))
        #expect(t.trace.isEmpty && t.indexPathsForSelectedRows.isEmpty)
        t.allowsSelectionDuringEditing = true
        try t.tapRow(at: ip(0, 1))
        try t.tapRow(at: ip(0, 2))
        #expect(t.indexPathsForSelectedRows == [ip(0, 2)])
        t.allowsMultipleSelectionDuringEditing = true
        try t.tapRow(at: ip(0, 4))
        try t.tapRow(at: ip(0, 2))
        #expect(t.indexPathsForSelectedRows == [ip(0, 4)])
        t.clearTrace()
        t.setEditing(false)
        try t.tapRow(at: ip(0, 6))
        #expect(t.indexPathsForSelectedRows == [ip(0, 6)])
    }

    /// A tap while a row is swiped only closes the swipe: on another row, on
    /// the swiped row, to deselect, or on an accessory, nothing else happens.
    @Test func tapsWhileSwipedOnlyCloseTheSwipe() throws {
        let (t, _) = makeEditingTable([10])
        try t.tapRow(at: ip(0, 5))
        let taps: [(TableView) throws -> Void] = [
            { try $0.tapRow(at: ip(0, 2)) }, { try $0.tapRow(at: ip(0, 1)) },
            { try $0.tapToDeselectRow(at: ip(0, 5)) }, { try $0.tapAccessory(rowAt: ip(0, 3)) },
        ]
        for tap in taps {
            try t.swipeToDelete(rowAt: ip(0, 1))
            t.clearTrace()
            try tap(t)
            #expect(drainTrace(t) == ["didEndEditing 0,1"])
            #expect(!t.isEditing && t.indexPathsForSelectedRows == [ip(0, 5)])
        }
    }

    @Test func editingBeforeTheLoadIsAskedByTheFirstBinding() throws {
        let table = TableView()
        let app = EditingApp([2])
        table.dataSource = app
        table.delegate = app
        table.estimatedRowHeight = 0
        table.setEditing(true)
        table.isTracing = true
        table.layoutIfNeeded()
        #expect(table.trace.map(\.description).contains("editingStyle 0,1"))
        #expect(table.mountedCells.allSatisfy { $0.isEditing })
    }
}
