import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §17: a tap's highlight, the selection policy, programmatic
/// selection, scrolling to the selection and the accessory button.
@Suite struct HighlightTests {
    @Test func aTapHighlightsThenSelects() throws {
        let (t, _) = makeEditingTable([5])
        try t.tapRow(at: ip(0, 2))
        #expect(drainTrace(t) == tapCalls(0, 2) + ["willSelect 0,2", "didSelect 0,2"])
        try t.tapToDeselectRow(at: ip(0, 2))
        #expect(drainTrace(t) == tapCalls(0, 2) + ["willDeselect 0,2", "didDeselect 0,2"])
    }

    @Test func aRowThatDoesNotHighlightIsNotSelected() throws {
        let (t, _) = makeEditingTable([5]) { _, app in app.noHighlight = [ip(0, 1)] }
        try t.tapRow(at: ip(0, 1))
        #expect(drainTrace(t) == ["shouldHighlight 0,1"])
        #expect(t.indexPathsForSelectedRows.isEmpty)
    }

    @Test func willSelectRedirectsOrRefuses() throws {
        let (t, _) = makeEditingTable([6]) { _, app in
            app.willSelect = [ip(0, 1): ip(0, 4)]
            app.refuseSelect = [ip(0, 2)]
        }
        try t.tapRow(at: ip(0, 0))
        try t.tapRow(at: ip(0, 1))
        #expect(t.indexPathsForSelectedRows == [ip(0, 4)])
        t.clearTrace()
        try t.tapRow(at: ip(0, 2))
        #expect(drainTrace(t) == tapCalls(0, 2) + ["willSelect 0,2"])
        #expect(t.indexPathsForSelectedRows == [ip(0, 4)])
    }

    @Test func willDeselectNoneKeepsTheOldRowSelectedAsWell() throws {
        let (t, _) = makeEditingTable([6]) { _, app in app.refuseDeselect = [ip(0, 1)] }
        try t.tapRow(at: ip(0, 1))
        t.clearTrace()
        try t.tapRow(at: ip(0, 3))
        #expect(drainTrace(t) == tapCalls(0, 3) + ["willSelect 0,3", "willDeselect 0,1", "didSelect 0,3"])
        #expect(t.indexPathsForSelectedRows == [ip(0, 1), ip(0, 3)])
    }

    @Test func willDeselectRedirectsToAnotherSelectedRow() throws {
        let (t, _) = makeEditingTable([6]) { t, app in
            t.allowsMultipleSelection = true
            app.willDeselect = [ip(0, 1): ip(0, 2)]
        }
        try t.tapRow(at: ip(0, 1))
        try t.tapRow(at: ip(0, 2))
        t.clearTrace()
        try t.tapRow(at: ip(0, 1))
        #expect(drainTrace(t) == tapCalls(0, 1) + ["willDeselect 0,1", "didDeselect 0,2"])
        #expect(t.indexPathsForSelectedRows == [ip(0, 1)])
    }

    @Test func allowsSelectionOffMakesTapsDoNothing() throws {
        let (t, _) = makeEditingTable([5]) { t, _ in t.allowsSelection = false }
        try t.tapRow(at: ip(0, 1))
        #expect(t.trace.isEmpty && t.indexPathsForSelectedRows.isEmpty)
        try t.selectRow(at: ip(0, 1), animated: false, scrollPosition: .none)
        #expect(t.trace.isEmpty && t.indexPathsForSelectedRows == [ip(0, 1)])
        try t.tapToDeselectRow(at: ip(0, 1))
        #expect(t.trace.isEmpty && t.indexPathsForSelectedRows == [ip(0, 1)])
    }

    @Test func programmaticSelectionCallsNoDelegateMethodEvenWhileEditing() throws {
        let (t, _) = makeEditingTable([30])
        t.setEditing(true)
        t.clearTrace()
        try t.selectRow(at: ip(0, 2), animated: true, scrollPosition: .none)
        try t.selectRow(at: ip(0, 3), animated: true, scrollPosition: .none)
        #expect(t.indexPathsForSelectedRows == [ip(0, 3)] && t.contentOffset == 0)
        try t.deselectRow(at: ip(0, 3), animated: true)
        #expect(t.trace.isEmpty && t.indexPathsForSelectedRows.isEmpty)
        t.allowsMultipleSelectionDuringEditing = true
        try t.selectRow(at: ip(0, 2), animated: false, scrollPosition: .none)
        try t.selectRow(at: ip(0, 25), animated: false, scrollPosition: .bottom)
        #expect(t.indexPathsForSelectedRows == [ip(0, 2), ip(0, 25)])
        #expect(t.contentOffset == 26 * 44 - 667)
        #expect(drainTrace(t).allSatisfy { !$0.hasPrefix("will") || $0.hasPrefix("willDisplay") })
    }

    @Test func scrollToNearestSelectedRowPicksTheRowNearestTheMiddle() throws {
        let (t, _) = makeEditingTable([100])
        try t.scrollToNearestSelectedRow(at: .top)
        #expect(t.contentOffset == 0)
        t.allowsMultipleSelection = true
        for r in [2, 40, 90] { try t.selectRow(at: ip(0, r)) }
        try t.setContentOffset(1000) // middle at 1333.5: row 40 (midY 1782) beats row 2 (110)
        try t.scrollToNearestSelectedRow(at: .top)
        #expect(t.contentOffset == 40 * 44)
        try t.scrollToNearestSelectedRow(at: .none)
        #expect(t.contentOffset == 40 * 44)
        try t.setContentOffset(0)
        try t.scrollToNearestSelectedRow(at: .middle)
        #expect(t.contentOffset == 0) // row 2 is nearest; its middle position clamps to the top
    }

    @Test func aTieGoesToTheFirstRow() throws {
        let (t, _) = makeEditingTable([100]) { t, _ in t.allowsMultipleSelection = true }
        try t.setContentOffset(440 - 333.5 + 22) // middle at 550: rows 10 (462) and 14 (638) tie
        for r in [14, 10] { try t.selectRow(at: ip(0, r)) }
        try t.scrollToNearestSelectedRow(at: .top)
        #expect(t.contentOffset == 440)
    }

    @Test func theAccessoryButton() throws {
        let (t, _) = makeEditingTable([5])
        try t.tapAccessory(rowAt: ip(0, 3))
        #expect(drainTrace(t) == ["accessoryButtonTapped 0,3"])
        #expect(t.indexPathsForSelectedRows.isEmpty)
        #expect(throws: TableError.self) { try t.tapAccessory(rowAt: ip(0, 5)) }
    }
}
