import Foundation
import Testing
import TablesimUIKit

/// After every change the table brings its cells' selected and editing
/// state in step with its own. A scroll through a table with no selection,
/// not editing, whose cells show neither, skips that walk over the cells
/// (it would change nothing); these cases must still be brought in step.
@MainActor
struct ScrollSyncTests {
    /// Every cell with a row shows the table's state for it, hidden (prefetched) ones too.
    func inStep(_ table: UITableView) -> Bool {
        let selected = Set(table.indexPathsForSelectedRows ?? [])
        for s in 0..<table.numberOfSections {
            for r in 0..<table.numberOfRows(inSection: s) {
                let p = IndexPath(row: r, section: s)
                guard let cell = table.cellForRow(at: p) else { continue }
                if cell.isSelected != selected.contains(p) || cell.isEditing != table.isEditing { return false }
            }
        }
        return true
    }

    /// A loaded table of `rows` rows (keep the source: the table holds it weakly), a row selected.
    func loaded(_ rows: Int, selecting row: Int? = nil) -> (UITableView, RowsSource) {
        let source = RowsSource([rows])
        let table = makeTable(source)
        table.layoutIfNeeded()
        if let row { table.selectRow(at: IndexPath(row: row, section: 0), animated: false, scrollPosition: .none) }
        return (table, source)
    }

    @Test func aCellTheAppMarkedIsBroughtInStepByTheNextScroll() {
        let (table, source) = loaded(60)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        cell?.setSelected(true, animated: false)
        #expect(!inStep(table))
        table.contentOffset = CGPoint(x: 0, y: 10)
        table.layoutIfNeeded()
        #expect(cell?.isSelected == false)
        #expect(inStep(table))
        withExtendedLifetime(source) {}
    }

    @Test func selectedAndEditingCellsStayInStepWhileScrolling() {
        let (table, source) = loaded(200, selecting: 3)
        for step in 0..<120 {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(step * 17 % 3_000))
            table.layoutIfNeeded()
            #expect(inStep(table), "step \(step)")
            if step == 40 { table.deselectRow(at: IndexPath(row: 3, section: 0), animated: false) }
            if step == 70 { table.setEditing(true, animated: false) }
            if step == 90 { table.setEditing(false, animated: false) }
        }
        withExtendedLifetime(source) {}
    }

    @Test func aReusedCellThatShowedTheSelectionShowsItsNewRow() {
        let (table, source) = loaded(200, selecting: 1)
        let cell = table.cellForRow(at: IndexPath(row: 1, section: 0))
        #expect(cell?.isSelected == true)
        table.deselectRow(at: IndexPath(row: 1, section: 0), animated: false)
        // Scrolled away and back: the cells that come back are unselected.
        for y in stride(from: 0, through: 2_000, by: 40) {
            table.contentOffset = CGPoint(x: 0, y: CGFloat(y))
            table.layoutIfNeeded()
            #expect(inStep(table))
        }
        withExtendedLifetime(source) {}
    }
}
