import Foundation
import Testing
@testable import TableEngine

/// An app that counts the calls whose defaults a layer may tell the table
/// it knows, and answers them unlike the defaults (so a call made shows).
private final class CountingApp: TableViewDataSource, TableViewDelegate {
    var canEditCalls = 0, indentationCalls = 0, endDisplayingCalls = 0
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 100 }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        canEditCalls += 1
        return false
    }
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int {
        indentationCalls += 1
        return 1
    }
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {
        endDisplayingCalls += 1
    }
}

/// `defaultAnswers`: the calls a layer over the engine knows its data
/// source or delegate answers as the defaults do are not made, still traced,
/// and forgotten when the data source or delegate changes.
struct DefaultAnswersTests {
    private func scrolledTable(_ app: CountingApp, knowing answers: DefaultAnswers) throws -> TableView {
        let table = TableView()
        table.dataSource = app
        table.delegate = app
        table.defaultAnswers = answers
        table.isTracing = true
        table.layoutIfNeeded()
        try table.drag(by: 500)
        return table
    }

    @Test func knownCallsAreTracedButNotMade() throws {
        let app = CountingApp()
        let table = try scrolledTable(app, knowing: [.canEditRow, .indentationLevel, .didEndDisplaying])
        #expect(app.canEditCalls == 0 && app.indentationCalls == 0 && app.endDisplayingCalls == 0)
        let calls = table.trace.map(\.call)
        #expect(calls.contains(.canEdit) && calls.contains(.indentationLevel) && calls.contains(.didEndDisplaying))
        // Answered as the default does: every bound row can edit.
        #expect(table.visibleCells.allSatisfy { $0.answers.canEdit == true })
    }

    @Test func unknownCallsAreMade() throws {
        let app = CountingApp()
        let table = try scrolledTable(app, knowing: [.indentationLevel])
        #expect(app.indentationCalls == 0)
        #expect(app.canEditCalls > 0 && app.endDisplayingCalls > 0)
        #expect(table.visibleCells.allSatisfy { $0.answers.canEdit == false })
    }

    @Test func settingTheDataSourceOrDelegateForgetsWhatWasKnownOfIt() {
        let app = CountingApp()
        let table = TableView()
        table.defaultAnswers = [.canEditRow, .indentationLevel, .didEndDisplaying]
        table.dataSource = app
        #expect(table.defaultAnswers == [.indentationLevel, .didEndDisplaying])
        table.delegate = app
        #expect(table.defaultAnswers.isEmpty)
    }
}
