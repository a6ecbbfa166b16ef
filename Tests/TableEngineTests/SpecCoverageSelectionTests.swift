import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §10: taps on selected rows and what the table does between taps.
@Suite struct SpecCoverageSelectionTests {
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
