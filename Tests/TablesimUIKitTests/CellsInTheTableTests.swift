import Foundation
import Testing
import TablesimUIKit

/// A cell the table shows is inside the table, as a subview is in UIKit:
/// form code finds a field's row by converting its position, and ending
/// editing on the screen reaches a field in a cell.
@MainActor
struct CellsInTheTableTests {
    final class Form: UITableViewController {
        var fields: [IndexPath: UITextField] = [:]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            let field = UITextField(frame: CGRect(x: 16, y: 6, width: 200, height: 32))
            cell.contentView.addSubview(field)
            fields[indexPath] = field
            return cell
        }
        /// The row of a field, the usual way: its origin in the table's coordinates.
        func row(of field: UITextField) -> IndexPath? {
            tableView.indexPathForRow(at: field.convert(CGPoint.zero, to: tableView))
        }
    }

    @Test func aFieldInACellKnowsItsRowWindowAndEditingEnds() throws {
        let form = Form(style: .plain)
        let window = showInWindow(form)
        form.tableView.contentOffset = CGPoint(x: 0, y: 10 * 44)
        form.tableView.layoutIfNeeded()
        let row = IndexPath(row: 12, section: 0)
        let field = try #require(form.fields[row])
        #expect(form.row(of: field) == row, "converted through the cell and the table's offset")
        #expect(field.window === window && field.isDescendant(of: form.tableView))
        let cell = try #require(form.tableView.cellForRow(at: row))
        #expect(cell.next === form.tableView, "the responder chain runs through the table")
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        form.view.endEditing(true)
        #expect(!field.isFirstResponder, "ending editing on the screen reaches the field in the cell")
    }

    /// The table of a cell, found the way older app code finds it: up the superviews.
    private func table(of view: UIView) -> UITableView? {
        var current = view.superview
        while let v = current, !(v is UITableView) { current = v.superview }
        return current as? UITableView
    }

    @Test func aShownCellsSuperviewIsTheTable() throws {
        let form = Form(style: .plain)
        showInWindow(form)
        let table = form.tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.superview === table)
        let field = try #require(form.fields[IndexPath(row: 2, section: 0)])
        #expect(self.table(of: field) === table, "a control in a cell finds its table up the superviews")
        table.tintColor = .systemPink
        #expect(cell.tintColor == .systemPink, "a cell takes the table's tint, as a subview does")
        #expect(UITableViewCell().superview == nil, "a cell no table shows is in no view")
    }

    @Test func aCellScrolledAwayIsInNoViewOnceReused() throws {
        let form = Form(style: .plain)
        showInWindow(form)
        let table = form.tableView!
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)))
        table.contentOffset = CGPoint(x: 0, y: 25 * 44)
        table.layoutIfNeeded()
        #expect(table.indexPath(for: cell) == nil)
        #expect(cell.superview == nil)
    }
}
