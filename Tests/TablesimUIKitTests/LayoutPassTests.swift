import Foundation
import Testing
@testable import TablesimUIKit

/// The table's layout pass when it is marked as needing one
/// (`setNeedsLayout()`, a new superview): UIKit's `layoutSubviews` lays out
/// the rows where the table stands, so the rows measured since the first
/// pass decide which rows are on screen (docs/ENGINE.md §7).
@MainActor
struct LayoutPassTests {
    /// The tables' data source, kept for the test (a table holds it weakly).
    let source = RowsSource([50])

    /// 50 rows 44 points high on a 667-point screen, estimated at `estimate`.
    func table(estimate: CGFloat) -> UITableView {
        let table = makeTable(source, height: 667)
        table.estimatedRowHeight = estimate
        return table
    }

    /// A container of the table's size, the table added to it (both now need layout).
    func container(of table: UITableView) -> UIView {
        let container = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 667))
        container.addSubview(table)
        return container
    }

    func rows(_ table: UITableView) -> [Int] { (table.indexPathsForVisibleRows ?? []).map(\.row) }

    @Test func estimatesTooLargeLeaveTheFirstScreenShortUntilTheNextPass() {
        let table = table(estimate: 100)
        table.layoutIfNeeded()
        // The first pass mounts from the estimates: 7 rows of 44 fill 308 points.
        #expect(rows(table) == Array(0...6))
        table.layoutIfNeeded()
        #expect(rows(table) == Array(0...6), "nothing marked the table as needing layout")
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(rows(table) == Array(0...15), "16 rows of 44 fill 667 points")
        #expect(table.visibleCells.count == 16)
        #expect(source.displayed == (0...15).map { IndexPath(row: $0, section: 0) }, "each displayed once")
        #expect(table.contentOffset.y == 0)
    }

    @Test func estimatesTooSmallLoseTheRowsPastTheScreenAtTheNextPass() {
        let table = table(estimate: 20)
        table.layoutIfNeeded()
        #expect(rows(table).count > 16, "mounted from estimates of 20 points")
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(rows(table) == Array(0...15))
    }

    @Test func aNewSuperviewLaysTheTableOutAgain() {
        let table = table(estimate: 100)
        table.layoutIfNeeded()
        container(of: table).layoutIfNeeded()
        #expect(rows(table) == Array(0...15))
    }

    @Test func theLoadIsTheOnePassAlsoWhenASuperviewWaitsForItsOwn() {
        // The container's pass lays the table out again inside the table's own call.
        let table = table(estimate: 100)
        let container = container(of: table)
        table.layoutIfNeeded()
        withExtendedLifetime(container) {}
        #expect(rows(table) == Array(0...6))
    }

    @Test func theLoadIsTheFirstLayoutPass() {
        // Marked before it loads: the one `layoutIfNeeded()` loads, and that is its pass.
        let table = table(estimate: 100)
        table.setNeedsLayout()
        table.layoutIfNeeded()
        #expect(rows(table) == Array(0...6))
    }
}
