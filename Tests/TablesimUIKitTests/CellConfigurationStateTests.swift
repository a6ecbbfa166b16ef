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

    // MARK: Before display, custom states, swipes, backgrounds

    /// Records the handler's runs, and `willDisplay` through `Displaying`.
    final class Log: NSObject, UITableViewDataSource {
        var entries: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.configurationUpdateHandler = { [unowned self] _, state in
                entries.append("handler \(indexPath.row)\(state.isSelected ? " selected" : "")")
            }
            return cell
        }
    }

    /// A delegate without `willDisplay` (the table learns its default and skips the call).
    final class Quiet: NSObject, UITableViewDelegate {}

    final class Displaying: NSObject, UITableViewDelegate {
        let log: Log
        init(log: Log) { self.log = log }
        func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            log.entries.append("willDisplay \(indexPath.row)")
        }
    }

    @Test(arguments: [false, true])
    func theHandlerRunsBeforeEachRowIsShownWithoutTheAppAskingForItsCell(implementsWillDisplay: Bool) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 132), style: .plain)
        table.rowHeight = 44
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let log = Log()
        let delegate: UITableViewDelegate = implementsWillDisplay ? Displaying(log: log) : Quiet()
        table.dataSource = log
        table.delegate = delegate
        table.layoutIfNeeded()
        // Rows 0 to 2 show; row 3 is prefetched, not shown: its cell waits.
        #expect(log.entries == (implementsWillDisplay
            ? ["handler 0", "willDisplay 0", "handler 1", "willDisplay 1", "handler 2", "willDisplay 2"]
            : ["handler 0", "handler 1", "handler 2"]))
        log.entries.removeAll()
        table.contentOffset = CGPoint(x: 0, y: 44)
        table.layoutIfNeeded()
        #expect(log.entries == (implementsWillDisplay ? ["handler 3", "willDisplay 3"] : ["handler 3"]))
        log.entries.removeAll()
        table.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        #expect(log.entries.isEmpty, "a change of state waits for the cell's layout pass")
        _ = table.cellForRow(at: IndexPath(row: 2, section: 0))
        #expect(log.entries == ["handler 2 selected"])
        _ = delegate
    }

    /// Apple's custom state example: a cell property, a typed state property, and an override.
    final class ArchivableCell: UITableViewCell {
        var log: [String] = []
        var requests = 0
        var isArchived = false {
            didSet { if oldValue != isArchived { setNeedsUpdateConfiguration() } }
        }
        override var configurationState: UICellConfigurationState {
            var state = super.configurationState
            state.isArchived = isArchived
            return state
        }
        // Neither calls super: the handler still runs, and so do updates.
        override func updateConfiguration(using state: UICellConfigurationState) {
            log.append("update archived \(state.isArchived) selected \(state.isSelected)")
        }
        override func layoutSubviews() {}
        override func setNeedsUpdateConfiguration() {
            requests += 1
            super.setNeedsUpdateConfiguration()
        }
    }

    @Test func customStatesAreReportedAndRequestsCombineIntoOneUpdate() {
        let cell = ArchivableCell(style: .default, reuseIdentifier: nil)
        cell.configurationUpdateHandler = { cell, state in
            (cell as? ArchivableCell)?.log.append("handler archived \(state.isArchived)")
        }
        #expect(cell.requests == 1, "setting the handler calls setNeedsUpdateConfiguration()")
        cell.layoutIfNeeded()
        #expect(cell.log == ["update archived false selected false", "handler archived false"])
        cell.log.removeAll()
        cell.isArchived = true
        cell.isSelected = true
        cell.isArchived = false
        cell.isArchived = true
        #expect(cell.requests == 5 && cell.log.isEmpty)
        cell.layoutIfNeeded()
        #expect(cell.log == ["update archived true selected true", "handler archived true"])
        cell.log.removeAll()
        cell.isArchived = true
        cell.isSelected = true
        cell.layoutIfNeeded()
        #expect(cell.requests == 5 && cell.log.isEmpty, "no change of state, no request")
        var state = UICellConfigurationState()
        #expect(state[.isArchived] == nil && !state.isArchived)
        let plain = state
        state.isArchived = true
        #expect(state != plain && state[.isArchived] == AnyHashable(true))
        #expect(UIConfigurationStateCustomKey("a") == UIConfigurationStateCustomKey(rawValue: "a"))
    }

    final class Swipeable: NSObject, UITableViewDataSource, UITableViewDelegate {
        var states: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.configurationUpdateHandler = { [unowned self] _, state in
                states.append("\(indexPath.row) swiped \(state.isSwiped) editing \(state.isEditing)")
            }
            return cell
        }
        func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
        func tableView(_ tableView: UITableView, trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
            UISwipeActionsConfiguration(actions: [UIContextualAction(style: .normal, title: "Flag") { _, _, done in done(true) }])
        }
    }

    @Test func aSwipedRowsCellIsSwipedUntilTheSwipeEnds() throws {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 220), style: .plain)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        let source = Swipeable()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let row = IndexPath(row: 1, section: 0)
        let cell = try #require(table.cellForRow(at: row))
        source.states.removeAll()
        #expect(table.simulateSwipeActions(at: row) != nil)
        #expect(cell.configurationState.isSwiped && !(table.cellForRow(at: IndexPath(row: 0, section: 0))?.configurationState.isSwiped ?? true))
        _ = table.visibleCells
        #expect(source.states == ["1 swiped true editing true"])
        table.simulateEndSwipe()
        cell.layoutIfNeeded()
        #expect(source.states == ["1 swiped true editing true", "1 swiped false editing false"])
    }

    @Test func backgroundViewsResetTheBackgroundConfigurationAndColoursResolveWithTheTint() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        for reset in [\UITableViewCell.backgroundView, \.selectedBackgroundView, \.multipleSelectionBackgroundView] {
            cell.backgroundConfiguration = .listGroupedCell()
            cell[keyPath: reset] = nil
            #expect(cell.backgroundConfiguration == .listGroupedCell(), "a nil view leaves it")
            cell[keyPath: reset] = UIView()
            #expect(cell.backgroundConfiguration == nil, "a background view replaces it")
            cell[keyPath: reset] = nil
        }
        var background = UIBackgroundConfiguration.listPlainCell()
        #expect(background.imageContentMode == .scaleToFill)
        #expect(background.resolvedBackgroundColor(for: .systemBlue) == .systemBlue, "nil: the tint colour")
        #expect(background.resolvedStrokeColor(for: .systemBlue) == .systemBlue)
        background.backgroundColor = .systemYellow
        #expect(background.resolvedBackgroundColor(for: .systemBlue) == .systemYellow)
        background.backgroundColorTransformer = UIConfigurationColorTransformer { $0 == .systemYellow ? .systemOrange : .black }
        background.strokeColorTransformer = UIConfigurationColorTransformer { _ in .systemGreen }
        #expect(background.resolvedBackgroundColor(for: .systemBlue) == .systemOrange)
        #expect(background.resolvedStrokeColor(for: .systemBlue) == .systemGreen)
    }
}

extension UIConfigurationStateCustomKey {
    static let isArchived = UIConfigurationStateCustomKey("com.my-app.MyCell.isArchived")
}

extension UICellConfigurationState {
    var isArchived: Bool {
        get { self[.isArchived] as? Bool ?? false }
        set { self[.isArchived] = newValue }
    }
}
