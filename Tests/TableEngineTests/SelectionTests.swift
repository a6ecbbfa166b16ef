import Foundation
import Testing
@testable import TableEngine

@Suite struct SelectionTests {
    @Test func singleSelectionOrder() throws {
        let (t, _) = makeTable([10])
        try t.tapRow(at: ip(0, 1))
        t.isTracing = true
        try t.tapRow(at: ip(0, 2))
        #expect(traceText(t) == tapCalls(0, 2) + ["willSelect 0,2", "willDeselect 0,1", "didDeselect 0,1", "didSelect 0,2"])
        #expect(text(t.indexPathsForSelectedRows) == "0,2")
        #expect(t.mountedCell(at: ip(0, 2))?.isSelected == true && t.mountedCell(at: ip(0, 1))?.isSelected == false)
    }

    @Test func multipleSelectionDeselectsNothingElse() throws {
        let (t, _) = makeTable([10])
        t.allowsMultipleSelection = true
        try t.tapRow(at: ip(0, 1))
        t.isTracing = true
        try t.tapRow(at: ip(0, 3))
        #expect(traceText(t) == tapCalls(0, 3) + ["willSelect 0,3", "didSelect 0,3"])
        #expect(text(t.indexPathsForSelectedRows) == "0,1 0,3")
    }

    @Test func deselectTraces() throws {
        let (t, _) = makeTable([10])
        try t.tapRow(at: ip(0, 4))
        t.isTracing = true
        try t.tapToDeselectRow(at: ip(0, 4))
        #expect(traceText(t) == tapCalls(0, 4) + ["willDeselect 0,4", "didDeselect 0,4"])
        #expect(t.indexPathsForSelectedRows.isEmpty)
    }

    @Test func selectionSurvivesScrollingAndReachesRebound() throws {
        let (t, _) = makeTable([40])
        try t.tapRow(at: ip(0, 0))
        try t.scroll(by: 1000)
        try t.scroll(by: -1000)
        #expect(t.mountedCell(at: ip(0, 0))?.isSelected == true)
        #expect(t.mountedCells.filter { $0.isSelected }.count == 1)
    }

    @Test func selectingAMissingRowIsAnError() {
        let (t, _) = makeTable([4])
        expectTableError("row 4 is out of range: section 0 has 4 rows") { try t.tapRow(at: ip(0, 4)) }
    }

    @Test func editingModeReachesEveryMountedCellAndNewOnes() throws {
        let (t, _) = makeTable([40])
        t.setEditing(true)
        try t.scroll(by: 500)
        #expect(t.mountedCells.allSatisfy { $0.isEditing })
        t.setEditing(false)
        #expect(!t.mountedCells.contains { $0.isEditing })
    }

    // MARK: - ENGINE.md §10: taps on selected rows and what the table does between taps.

    /// Single selection: tapping the selected row selects it again (UIKit
    /// calls willSelect and didSelect again and deselects nothing).
    @Test func tappingTheSelectedRowUnderSingleSelection() throws {
        let (t, _) = makeTable([10])
        try t.tapRow(at: ip(0, 3))
        t.isTracing = true
        try t.tapRow(at: ip(0, 3))
        #expect(traceText(t) == tapCalls(0, 3) + ["willSelect 0,3", "didSelect 0,3"])
        #expect(text(t.indexPathsForSelectedRows) == "0,3")
        #expect(t.cellForRow(at: ip(0, 3))?.isSelected == true)
    }

    /// Multiple selection: tapping a selected row deselects it, as UIKit does.
    @Test func tappingASelectedRowUnderMultipleSelectionDeselectsIt() throws {
        let (t, _) = makeTable([10])
        t.allowsMultipleSelection = true
        try t.tapRow(at: ip(0, 1))
        try t.tapRow(at: ip(0, 3))
        t.isTracing = true
        try t.tapRow(at: ip(0, 3))
        #expect(traceText(t) == tapCalls(0, 3) + ["willDeselect 0,3", "didDeselect 0,3"])
        #expect(text(t.indexPathsForSelectedRows) == "0,1")
    }

    @Test func deselectingARowThatIsNotSelectedDoesNothing() throws {
        let (t, _) = makeTable([10])
        try t.tapRow(at: ip(0, 1))
        t.isTracing = true
        try t.tapToDeselectRow(at: ip(0, 2))
        #expect(t.trace.isEmpty)
        #expect(text(t.indexPathsForSelectedRows) == "0,1")
    }

    /// A selection can name a row that is not mounted; its cell shows it once bound.
    @Test func selectingAnUnmountedRow() throws {
        let (t, _) = makeTable([40])
        try t.tapRow(at: ip(0, 30))
        #expect(text(t.indexPathsForSelectedRows) == "0,30")
        try t.scrollToRow(at: ip(0, 30), at: .middle)
        #expect(t.cellForRow(at: ip(0, 30))?.isSelected == true)
    }

    /// A reloaded row is a new row for the table: it leaves the selection, as
    /// UIKit's reloadRows does; the rows around it keep theirs (engine reading).
    @Test func reloadedRowsLeaveTheSelection() throws {
        let (t, _) = makeTable([10, 3])
        t.allowsMultipleSelection = true
        for p in [ip(0, 1), ip(0, 2), ip(1, 0)] { try t.tapRow(at: p) }
        try t.reloadRows(at: [ip(0, 1)])
        #expect(text(t.indexPathsForSelectedRows) == "0,2 1,0")
        try t.reloadSections([1])
        #expect(text(t.indexPathsForSelectedRows) == "0,2")
        #expect(t.mountedCells.filter(\.isSelected).count == 1)
    }

    /// Editing mode set before the table loads reaches the first cells too.
    @Test func editingBeforeLoading() throws {
        let (t, _) = makeTable([10])
        t.setEditing(true)
        #expect(t.isEditing && t.mountedCells.allSatisfy { $0.isEditing })
    }
}
