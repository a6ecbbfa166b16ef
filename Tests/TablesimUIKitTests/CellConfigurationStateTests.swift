import Foundation
import Testing
import TablesimUIKit

/// Configuration updates (iOS 14/15): the state a cell reports, and when
/// `updateConfiguration(using:)` and `configurationUpdateHandler` run.
@MainActor
struct CellConfigurationStateTests {
    /// Records its updates; its content follows the state through `updated(for:)`.
    final class StateCell: UITableViewCell {
        var updates: [String] = []
        override func updateConfiguration(using state: UICellConfigurationState) {
            super.updateConfiguration(using: state)
            updates.append("update selected \(state.isSelected)")
        }
    }

    struct Marked: UIContentConfiguration {
        var text = ""
        var selected = false
        func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: UIListContentConfiguration.cell()) }
        func updated(for state: UIConfigurationState) -> Marked {
            var copy = self
            copy.selected = (state as? UICellConfigurationState)?.isSelected ?? false
            return copy
        }
    }

    final class Source: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "State", for: indexPath)
            guard let cell = cell as? StateCell else { return cell }
            cell.contentConfiguration = Marked(text: "Row \(indexPath.row)")
            cell.configurationUpdateHandler = { cell, state in
                (cell as? StateCell)?.updates.append("handler selected \(state.isSelected) editing \(state.isEditing)")
            }
            return cell
        }
    }

    func table() -> (UITableView, Source) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 440), style: .plain)
        table.register(StateCell.self, forCellReuseIdentifier: "State")
        let source = Source()
        table.dataSource = source
        table.layoutIfNeeded()
        return (table, source)
    }

    @Test func aCellIsUpdatedOnceBeforeTheAppSeesItThenAtTheLayoutAfterEachChange() throws {
        let (table, source) = table()
        let row = IndexPath(row: 2, section: 0)
        let cell = try #require(table.cellForRow(at: row) as? StateCell)
        #expect(cell.updates == ["update selected false", "handler selected false editing false"])
        #expect((cell.contentConfiguration as? Marked)?.text == "Row 2")
        cell.updates.removeAll()
        table.selectRow(at: row, animated: false, scrollPosition: .none)
        #expect(cell.configurationState.isSelected && cell.updates.isEmpty, "the update waits for the layout pass")
        cell.isHighlighted = true
        cell.isHighlighted = false
        #expect(table.cellForRow(at: row) === cell)
        #expect(cell.updates == ["update selected true", "handler selected true editing false"], "requests combine into one update")
        #expect((cell.contentConfiguration as? Marked)?.selected == true, "the content follows the state")
        cell.updates.removeAll()
        cell.layoutIfNeeded()
        #expect(cell.updates.isEmpty, "nothing is due")
        table.setEditing(true, animated: false)
        cell.layoutIfNeeded()
        #expect(cell.updates.last?.hasSuffix("editing true") == true)
        _ = source
    }

    @Test func settingTheHandlerAsksForAnUpdateAndAReusedCellIsUpdatedAgain() throws {
        let (table, source) = table()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 0, section: 0)) as? StateCell)
        cell.updates.removeAll()
        cell.configurationUpdateHandler = { cell, _ in (cell as? StateCell)?.updates.append("new handler") }
        cell.layoutIfNeeded()
        #expect(cell.updates == ["update selected false", "new handler"])
        cell.updates.removeAll()
        // Scroll until the cell comes back for a later row.
        var offset: CGFloat = 0
        while table.indexPath(for: cell).map({ $0.row == 0 }) ?? true, offset < 900 {
            offset += 22
            table.contentOffset = CGPoint(x: 0, y: offset)
            table.layoutIfNeeded()
        }
        let row = try #require(table.indexPath(for: cell), "reused for a later row")
        #expect(row.row > 0 && table.cellForRow(at: row) === cell)
        #expect(cell.updates == ["update selected false", "handler selected false editing false"],
                "one update for the reuse, with the handler the app's cellForRowAt set again")
        _ = source
    }

    @Test func automaticUpdatesCanBeTurnedOffAndBackgroundsAreKept() throws {
        let cell = StateCell(style: .default, reuseIdentifier: nil)
        cell.contentConfiguration = Marked(text: "x")
        cell.automaticallyUpdatesContentConfiguration = false
        var background = UIBackgroundConfiguration.listGroupedCell()
        background.backgroundColor = .systemYellow
        background.cornerRadius = 10
        cell.backgroundConfiguration = background
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.updates == ["update selected true"])
        #expect((cell.contentConfiguration as? Marked)?.selected == false, "not updated when turned off")
        #expect(cell.backgroundConfiguration == background && cell.backgroundConfiguration?.cornerRadius == 10)
        #expect(UIBackgroundConfiguration.clear().backgroundColor == .clear)
        #expect(UIBackgroundConfiguration.listPlainCell() != UIBackgroundConfiguration.listGroupedCell())
        let header = UITableViewHeaderFooterView(reuseIdentifier: nil)
        header.backgroundConfiguration = .listPlainHeaderFooter()
        #expect(header.backgroundConfiguration == .listPlainHeaderFooter())
    }
}
