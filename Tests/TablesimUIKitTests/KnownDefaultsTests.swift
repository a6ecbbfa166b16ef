import Foundation
import Testing
import TablesimUIKit

/// The defaults a table learns it need not call (`canEditRowAt`,
/// `indentationLevelForRowAt`, `willDisplay`, `didEndDisplaying`): learnt
/// only of its own data source and delegate, forgotten when either is set.
@MainActor
@Suite struct KnownDefaultsTests {
    /// Rows and cells only: every other method is the protocols' default.
    final class Plain: UITableViewDataSource, UITableViewDelegate {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    /// The same rows, recording each call of the four methods a table may learn.
    final class Recording: UITableViewDataSource, UITableViewDelegate {
        var calls: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            calls.append("cell \(indexPath.row)")
            return tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool {
            calls.append("canEdit \(indexPath.row)")
            return true
        }
        func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
            calls.append("indentation \(indexPath.row)")
            return 0
        }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            calls.append("willDisplay \(indexPath.row)")
        }
        func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            calls.append("didEndDisplaying \(indexPath.row)")
        }
    }

    /// Scrolls by whole rows of 44 points, one step at a time, through 30 rows and back.
    func scrollDownAndBack(_ table: UITableView) {
        for y in Array(stride(from: 44, through: 30 * 44, by: 44)) + Array(stride(from: 29 * 44, through: 0, by: -44)) {
            table.contentOffset = CGPoint(x: 0, y: y)
            table.layoutIfNeeded()
        }
    }

    /// What a table asks of the recording app while it scrolls, from the start.
    func callsWhileScrolling(_ recording: Recording, in table: UITableView) -> [String] {
        recording.calls = []
        scrollDownAndBack(table)
        return recording.calls
    }

    @Test func aNewDataSourceAndDelegateAreAskedWhatTheOldOnesDefaultsAnswered() {
        let plain = Plain(), recording = Recording()
        let table = makeTable(plain)
        table.layoutIfNeeded()
        scrollDownAndBack(table)
        // The same rows from the recording app, on a table that learnt nothing.
        let fresh = makeTable(recording)
        fresh.layoutIfNeeded()
        let expected = callsWhileScrolling(recording, in: fresh)
        #expect(expected.contains("canEdit 12") && expected.contains("indentation 12"))
        #expect(expected.contains("willDisplay 12") && expected.contains("didEndDisplaying 0"))
        // The table that learnt the plain app's defaults asks the recording app all the same.
        table.dataSource = recording
        table.delegate = recording
        table.layoutIfNeeded()
        #expect(callsWhileScrolling(recording, in: table) == expected)
    }

    @Test func aNewDelegateAloneIsAskedAgainToo() {
        let plain = Plain(), recording = Recording()
        let table = makeTable(plain)
        table.layoutIfNeeded()
        scrollDownAndBack(table)
        table.delegate = recording
        table.layoutIfNeeded()
        let calls = callsWhileScrolling(recording, in: table)
        #expect(calls.contains("indentation 12") && calls.contains("willDisplay 12") && calls.contains("didEndDisplaying 0"))
        // The data source is still the plain app's: no cell and no canEditRowAt reach the delegate.
        #expect(!calls.contains { $0.hasPrefix("cell") || $0.hasPrefix("canEdit") })
    }

    @Test func aDefaultRunForAnotherObjectTeachesTheTableNothing() {
        let recording = Recording(), other = Plain()
        let table = makeTable(recording)
        table.layoutIfNeeded()
        let row = IndexPath(row: 0, section: 0)
        let cell = table.visibleCells[0]
        // The app calls another object's defaults with this table: they are not this table's.
        _ = other.tableView(table, canEditRowAt: row)
        _ = other.tableView(table, indentationLevelForRowAt: row)
        other.tableView(table, willDisplay: cell, forRowAt: row)
        other.tableView(table, didEndDisplaying: cell, forRowAt: row)
        let calls = callsWhileScrolling(recording, in: table)
        #expect(calls.contains("canEdit 12") && calls.contains("indentation 12"))
        #expect(calls.contains("willDisplay 12") && calls.contains("didEndDisplaying 0"))
    }

    @Test func cellsScrollingInShowTheSelectionAndEditingWithoutTheDelegatesWillDisplay() {
        let plain = Plain()
        let table = makeTable(plain)
        table.layoutIfNeeded()
        scrollDownAndBack(table)
        // Learnt, and no cell shows any state: rows enter without a call. Then a selected row and editing mode.
        table.selectRow(at: IndexPath(row: 3, section: 0), animated: false, scrollPosition: .none)
        table.contentOffset = CGPoint(x: 0, y: 44 * 40)
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isSelected })
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        #expect(table.visibleCells.filter(\.isSelected).count == 1)
        table.setEditing(true, animated: false)
        table.contentOffset = CGPoint(x: 0, y: 44 * 40)
        table.layoutIfNeeded()
        #expect(!table.visibleCells.isEmpty && table.visibleCells.allSatisfy(\.isEditing))
        table.setEditing(false, animated: false)
        table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false)
        table.contentOffset = .zero
        table.layoutIfNeeded()
        #expect(table.visibleCells.allSatisfy { !$0.isEditing && !$0.isSelected })
        withExtendedLifetime(plain) {}
    }

    @Test func aTableWithLearntDefaultsShowsTheSameRows() {
        let plain = Plain(), recording = Recording()
        let learnt = makeTable(plain), asking = makeTable(recording)
        learnt.layoutIfNeeded()
        asking.layoutIfNeeded()
        for y in stride(from: 10, through: 2_000, by: 10) {
            for table in [learnt, asking] {
                table.contentOffset = CGPoint(x: 0, y: y)
                table.layoutIfNeeded()
            }
            #expect(learnt.indexPathsForVisibleRows == asking.indexPathsForVisibleRows)
            #expect(learnt.visibleCells.count == asking.visibleCells.count)
        }
    }
}
