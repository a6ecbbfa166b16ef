import Foundation
import Testing
@testable import TableEngine

/// selectRow(at:)/deselectRow(at:) are the app's calls (no delegate calls);
/// tapRow(at:) is the user's tap; relayout() applies new layout properties.
struct ProgrammaticSelectionTests {
    @Test func selectRowCallsNoDelegateMethodAndReplacesTheSelection() throws {
        let (t, _) = makeTable([20])
        t.isTracing = true
        t.layoutIfNeeded()
        t.clearTrace()
        try t.selectRow(at: ip(0, 1))
        try t.selectRow(at: ip(0, 3))
        #expect(t.trace.isEmpty)
        #expect(t.indexPathsForSelectedRows == [ip(0, 3)])
        #expect(t.cellForRow(at: ip(0, 1))?.isSelected == false)
        #expect(t.cellForRow(at: ip(0, 3))?.isSelected == true)
        try t.deselectRow(at: ip(0, 3))
        #expect(t.trace.isEmpty)
        #expect(t.indexPathsForSelectedRows.isEmpty)
    }

    @Test func selectRowWithAPositionScrolls() throws {
        let (t, _) = makeTable([100])
        try t.selectRow(at: ip(0, 50), scrollPosition: .top)
        #expect(t.contentOffset == 50 * 44)
        try t.selectRow(at: nil)
        #expect(t.indexPathsForSelectedRows.isEmpty)
    }

    @Test func tapRowTracesTheDelegateCalls() throws {
        let (t, _) = makeTable([20])
        t.isTracing = true
        t.layoutIfNeeded()
        t.clearTrace()
        try t.tapRow(at: ip(0, 2))
        #expect(t.trace.map(\.description) == tapCalls(0, 2) + ["willSelect 0,2", "didSelect 0,2"])
    }

    @Test func relayoutAppliesANewRowHeightKeepingCells() throws {
        let (t, _) = makeTable([40])
        t.layoutIfNeeded()
        let first = t.cellForRow(at: ip(0, 0))
        try t.selectRow(at: ip(0, 1))
        t.rowHeight = 100
        #expect(try t.rectForRow(at: ip(0, 1)).height == 44)
        t.relayout()
        #expect(try t.rectForRow(at: ip(0, 1)).height == 100)
        #expect(t.cellForRow(at: ip(0, 0)) === first)
        #expect(t.indexPathsForSelectedRows == [ip(0, 1)])
        #expect(t.invariantViolation() == nil)
    }

    @Test func callsFromCallbacksAreDeferredOrRefused() throws {
        final class Reentrant: TableViewDataSource, TableViewDelegate {
            var errors: [TableError] = []
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                do { try tableView.deleteRows(at: [indexPath]) } catch let e as TableError { errors.append(e) } catch {}
                do { try tableView.setContentOffset(100) } catch let e as TableError { errors.append(e) } catch {}
                _ = tableView.cellForRow(at: IndexPath(row: indexPath.row + 1, section: 0))
                return cell
            }
            func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {
                if indexPath.row == 0 { tableView.reloadData() }
            }
        }
        let source = Reentrant()
        let t = TableView()
        t.dataSource = source
        t.delegate = source
        t.layoutIfNeeded()
        #expect(t.invariantViolation() == nil)
        #expect(!source.errors.isEmpty)
        #expect(source.errors.allSatisfy { $0 == .invalidOperation(.changeWhileCallingOut) && $0.description == TableView.reentrantChangeMessage })
        #expect(t.numberOfRows(inSection: 0) == 30)
        #expect(t.contentOffset == 0)
    }
}
