import Foundation
import Testing
import TablesimUIKit

@MainActor
struct ExceptionTests {
    @Test func anInvalidUpdateIsObservedWithUIKitsReasonAndTheTableStaysAsItWas() {
        let source = RowsSource([3])
        let table = makeTable(source)
        table.layoutIfNeeded()
        source.rows = [5]
        let expected = UIKitException(
            name: .internalInconsistencyException,
            reason: "Invalid batch updates detected: the number of sections and/or rows returned by the data source "
                + "before and after performing the batch updates are inconsistent with the updates.\n"
                + "Data source before updates = { 1 section with row counts: [3] }\n"
                + "Data source after updates = { 1 section with row counts: [5] }\n"
                + "Updates = [\n\tInsert row (0 - 0)\n]")
        #expect(throws: expected) {
            try UIKitException.throwing {
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            }
        }
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.visibleCells.count == 3)
        // When the data source's counts did not change at all, UIKit keeps the classic text.
        source.rows = [3]
        let classic = UIKitException.catching { table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }
        #expect(classic?.reason.hasPrefix("Invalid update: invalid number of rows in section 0.") == true)
        #expect(table.numberOfRows(inSection: 0) == 3)
        // The run goes on, and the table still works.
        source.rows = [4]
        #expect(UIKitException.catching { table.insertRows(at: [IndexPath(row: 3, section: 0)], with: .fade) } == nil)
        #expect(table.numberOfRows(inSection: 0) == 4)
    }

    /// LIBRARY.md's example, word for word: a row inserted without adding it to the model.
    @Test func insertingWithoutChangingTheModelIsAnInvalidUpdate() {
        let source = RowsSource([3])
        let table = makeTable(source)
        table.layoutIfNeeded()
        #expect(throws: UIKitException(name: .internalInconsistencyException, reason:
            "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
            + "after the update (3) must be equal to the number of rows contained in that section before the update (3), "
            + "plus or minus the number of rows inserted or deleted from that section (1 inserted, 0 deleted) and plus "
            + "or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")) {
            try UIKitException.throwing { table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }
        }
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test func aBatchThatRaisesDoesNotRunItsCompletion() {
        let source = RowsSource([3])
        let table = makeTable(source)
        var completed = false
        let exception = UIKitException.catching {
            table.performBatchUpdates({
                table.deleteRows(at: [IndexPath(row: 7, section: 0)], with: .fade)
            }, completion: { _ in completed = true })
        }
        #expect(exception?.name == .internalInconsistencyException)
        #expect(exception?.reason == "attempt to delete row 7 from section 0 which only contains 3 rows before the update")
        #expect(!completed)
        #expect(table.numberOfRows(inSection: 0) == 3)
    }

    @Test func dequeuingAnUnregisteredIdentifierRaisesUIKitsException() {
        @MainActor final class Unregistered: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 2 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Missing", for: indexPath)
            }
        }
        let source = Unregistered()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.dataSource = source
        let exception = UIKitException.catching { table.layoutIfNeeded() }
        #expect(exception == UIKitException(
            name: .internalInconsistencyException,
            reason: "unable to dequeue a cell with identifier Missing - must register a nib or a class for the identifier "
                + "or connect a prototype cell in a storyboard"))
    }

    @Test func returningACellThatIsInUseRaises() {
        @MainActor final class Hoarder: UITableViewDataSource {
            var first: UITableViewCell?
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                if let first { return first }
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                first = cell
                return cell
            }
        }
        let source = Hoarder()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 480), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = source
        let exception = UIKitException.catching { table.layoutIfNeeded() }
        #expect(exception?.name == .internalInconsistencyException)
        #expect(exception?.reason.contains("returned a cell that is in use or was not dequeued for row 1 of section 0") == true)
        // Each row still has a cell of its own.
        #expect(Set(table.visibleCells.map(ObjectIdentifier.init)).count == 3)
    }

    @Test func scrollingToAMissingRowRaisesARangeException() {
        let source = RowsSource([82])
        let table = makeTable(source)
        let exception = UIKitException.catching {
            table.scrollToRow(at: IndexPath(row: 82, section: 0), at: .top, animated: false)
        }
        #expect(exception == UIKitException(name: .rangeException, reason: "Attempted to scroll the table view to an out-of-bounds row (82) when there are only 82 rows in section 0."))
        #expect(table.contentOffset == .zero)
    }

    @Test func anUnobservedExceptionIsReportedNotSwallowed() {
        let source = RowsSource([3])
        let table = makeTable(source)
        table.layoutIfNeeded()
        UIKitException.removeUncaught()
        withKnownIssue("an exception nobody catches is recorded as a test issue") {
            table.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .none)
        }
        #expect(UIKitException.uncaught.map(\.reason) == [
            "attempt to delete row 9 from section 0 which only contains 3 rows before the update",
        ])
        UIKitException.removeUncaught()
        #expect(UIKitException.uncaught.isEmpty)
    }

    @Test func nestedCatchingSeesOnlyItsOwnExceptions() {
        let source = RowsSource([1])
        let table = makeTable(source)
        var inner: UIKitException?
        let outer = UIKitException.catching {
            inner = UIKitException.catching { table.deleteRows(at: [IndexPath(row: 5, section: 0)], with: .none) }
        }
        #expect(inner != nil)
        #expect(outer == nil)
    }
}
