import Foundation
import TableEngine
import Testing

// The example of docs/LIBRARY.md's TableEngine section, kept compiling and passing here.

final class Fruits: TableViewDataSource, TableViewDelegate {
    var items = ["Apple", "Banana", "Cherry", "Damson"]

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Fruit", for: indexPath)
        cell.content["title"] = items[indexPath.row]
        return cell
    }
}

@Test func deletingWithoutUpdatingTheModelIsRefusedLikeUIKit() throws {
    let fruits = Fruits()
    let table = TableView(style: .plain)
    table.dataSource = fruits
    table.delegate = fruits

    #expect(table.indexPathsForVisibleRows.count == 4)
    #expect(try table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 88, width: 375, height: 44))

    // The bug: the table is told, the model is not.
    let error = expectTableError(
        "Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section "
        + "after the update (4) must be equal to the number of rows contained in that section before the update (4), "
        + "plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or "
        + "minus the number of rows moved into or out of that section (0 moved in, 0 moved out).") {
        try table.deleteRows(at: [IndexPath(row: 1, section: 0)])
    }
    // What a program can match on: the rule, the section and the counts that do not add up.
    guard case .invalidUpdate(let update)? = error else { return }
    #expect(update.kind == .rowCount && update.section == 0)
    #expect(update.counts == InvalidUpdate.Counts(before: 4, after: 4, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))

    // The fix: change the model, then tell the table.
    try table.performBatchUpdates {
        fruits.items.remove(at: 1)
        try table.deleteRows(at: [IndexPath(row: 1, section: 0)])
    }
    #expect(table.visibleCells.map { $0.content["title"] } == ["Apple", "Cherry", "Damson"])
}
