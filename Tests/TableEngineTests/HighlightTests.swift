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

/// An app that changes the table from its tap handlers, as UIKit apps do.
private final class TapHandlingApp: TableViewDataSource, TableViewDelegate {
    let model: ArrayApp
    var onSelect: (TableView, IndexPath) throws -> Void = { _, _ in }
    var onDeselect: (TableView, IndexPath) throws -> Void = { _, _ in }
    var errors: [Error] = []

    init(_ counts: [Int]) { model = ArrayApp(counts: counts) }

    func numberOfSections(in tableView: TableView) -> Int { model.numberOfSections(in: tableView) }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        model.tableView(tableView, numberOfRowsInSection: section)
    }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        model.tableView(tableView, cellForRowAt: indexPath)
    }
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        do { try onSelect(tableView, indexPath) } catch { errors.append(error) }
    }
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {
        do { try onDeselect(tableView, indexPath) } catch { errors.append(error) }
    }
    func delete(_ indexPath: IndexPath, from table: TableView) throws {
        model.sections[indexPath.section].rows.remove(at: indexPath.row)
        try table.deleteRows(at: [indexPath])
    }
}

/// A tap's calls come from the user's touch, not from inside a pass: the
/// app may change the table in them (LIBRARY.md, "Calling the table from a callback").
@Suite struct TapHandlerChangeTests {
    private func table(_ counts: [Int]) -> (TableView, TapHandlingApp) {
        let t = TableView()
        let app = TapHandlingApp(counts)
        t.dataSource = app
        t.delegate = app
        t.layoutIfNeeded()
        return (t, app)
    }

    @Test func didSelectDeletesTheTappedRowThenScrolls() throws {
        let (t, app) = table([40])
        app.onSelect = { t, indexPath in
            try app.delete(indexPath, from: t)
            try t.scrollToRow(at: ip(0, 10), at: .top)
        }
        try t.tapRow(at: ip(0, 3))
        #expect(app.errors.isEmpty)
        #expect(!t.isCallingOut)
        #expect(t.numberOfRows(inSection: 0) == 39)
        #expect(t.indexPathsForSelectedRows.isEmpty)
        #expect(t.contentOffset == 440)
        #expect(t.invariantViolation() == nil)
    }

    @Test func aRowGoneAfterDidDeselectIsNotSelected() throws {
        let (t, app) = table([10])
        app.onDeselect = { t, indexPath in try app.delete(indexPath, from: t) }
        try t.tapRow(at: ip(0, 8))
        // Deselecting 0,8 deletes it: 0,9 no longer exists, so nothing is selected.
        try t.tapRow(at: ip(0, 9))
        #expect(app.errors.isEmpty)
        #expect(t.numberOfRows(inSection: 0) == 9)
        #expect(t.indexPathsForSelectedRows.isEmpty)
        #expect(t.invariantViolation() == nil)
        // Deselecting 0,7 deletes it: 0,2 is still an index path of the
        // table, but the tap stops once the rows changed under it.
        try t.tapRow(at: ip(0, 7))
        try t.tapRow(at: ip(0, 2))
        #expect(t.numberOfRows(inSection: 0) == 8)
        #expect(t.indexPathsForSelectedRows.isEmpty)
        #expect(t.invariantViolation() == nil)
        // Without a change the tap selects as usual.
        app.onDeselect = { _, _ in }
        try t.tapRow(at: ip(0, 3))
        try t.tapRow(at: ip(0, 2))
        #expect(t.indexPathsForSelectedRows == [ip(0, 2)])
    }

    @Test func aChangeInAHighlightHandlerStopsTheTap() throws {
        final class Highlighter: TableViewDataSource, TableViewDelegate {
            var rows = 10
            var willSelect: [IndexPath] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {
                guard rows == 10 else { return }
                rows = 5
                try? tableView.deleteRows(at: (5..<10).map { IndexPath(row: $0, section: 0) })
            }
            func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
                willSelect.append(indexPath)
                return indexPath
            }
        }
        let app = Highlighter()
        let t = TableView()
        t.dataSource = app
        t.delegate = app
        t.layoutIfNeeded()
        try t.tapRow(at: ip(0, 8))
        #expect(t.numberOfRows(inSection: 0) == 5)
        #expect(app.willSelect.isEmpty, "0,8 no longer exists: willSelect is not asked about it")
        #expect(t.indexPathsForSelectedRows.isEmpty)
        try t.tapRow(at: ip(0, 3))
        #expect(app.willSelect == [ip(0, 3)])
        #expect(t.indexPathsForSelectedRows == [ip(0, 3)])
    }
}
