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
        #expect(throws: TableError.outOfRange("row 4 is out of range: section 0 has 4 rows")) { try t.tapRow(at: ip(0, 4)) }
    }

    @Test func editingModeReachesEveryMountedCellAndNewOnes() throws {
        let (t, _) = makeTable([40])
        t.setEditing(true)
        try t.scroll(by: 500)
        #expect(t.mountedCells.allSatisfy { $0.isEditing })
        t.setEditing(false)
        #expect(!t.mountedCells.contains { $0.isEditing })
    }
}
