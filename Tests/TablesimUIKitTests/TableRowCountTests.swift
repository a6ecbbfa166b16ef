import Foundation
import Testing
import TableEngine  // the table's profile, set through @testable
@testable import TablesimUIKit

/// `numberOfRows(inSection:)` at a section the table does not have
/// (FIDELITY.md row 98).
@MainActor
struct TableRowCountTests {
    /// Since iOS 13 UIKit raises for a section the table does not have; the
    /// table answers 0 after recording it.
    @Test func theRowCountOfAMissingSectionRaisesUIKitsException() {
        let source = RowsSource([5, 3])
        let table = makeTable(source)
        #expect(table.numberOfRows(inSection: 1) == 3)
        for section in [2, 7, -1] {
            var answer = -2
            let exception = UIKitException.catching { answer = table.numberOfRows(inSection: section) }
            #expect(exception == UIKitException(
                name: .internalInconsistencyException,
                reason: "Requested the number of rows for section (\(section)) which is out of bounds."))
            #expect(answer == 0)
        }
        // An empty table has no section 0.
        source.rows = []
        table.reloadData()
        let empty = UIKitException.catching { _ = table.numberOfRows(inSection: 0) }
        #expect(empty?.reason == "Requested the number of rows for section (0) which is out of bounds.")
        withExtendedLifetime(source) {}
    }

    /// Before it (ios10) UIKit answered `NSNotFound` and raised nothing.
    @Test func underIOS10TheRowCountOfAMissingSectionIsNotFound() {
        let source = RowsSource([5, 3])
        let table = makeTable(source)
        table.engine.platform = .ios10
        var answer = 0
        let exception = UIKitException.catching { answer = table.numberOfRows(inSection: 2) }
        #expect(exception == nil)
        #expect(answer == NSNotFound)
        #expect(table.numberOfRows(inSection: 0) == 5)
        withExtendedLifetime(source) {}
    }
}
