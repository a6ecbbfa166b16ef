import ScenarioLanguage
import Testing
@testable import ScenarioRuntime

/// The diffable commands: snapshots edited with UIKit's errors, applied as one batch through the table.
@Suite struct DiffableScenarioTests {
    static let groceries = """
        viewport 375x440
        diffable on
        append-sections Main Done
        append-items milk eggs "bread rolls" to Main
        append-items tea
        apply

        """

    @Test func theFirstApplyLoadsAndPrintSnapshotShowsBothSnapshots() {
        #expect(printed(Self.groceries + """
            append-items jam to Done
            print snapshot
            print snapshot pending
            print visible
            """) == [
            "section Main: milk eggs \"bread rolls\"",
            "section Done: tea",
            "section Main: milk eggs \"bread rolls\"",
            "section Done: tea jam",
            "0,0 0,1 0,2 1,0",
        ])
    }

    @Test func applyInsertsDeletesAndMovesInOneBatchKeepingCells() {
        let lines = printed(Self.groceries + """
            insert-items butter after milk
            move-item tea before milk
            delete-items eggs
            apply
            print visible
            print cells
            assert cells consistent
            """)
        // tea (#4) moved, milk and bread kept their cells; butter took the deleted row's cell.
        #expect(lines == [
            "0,0 0,1 0,2 0,3",
            "0,0 #4 Cell", "0,1 #1 Cell",
            "0,2 #2 Cell", "0,3 #3 Cell",
        ])
    }

    @Test func reloadGivesANewCellReconfigureKeepsIt() {
        let lines = printed(Self.groceries + """
            reload-items milk
            reconfigure-items eggs
            apply
            print cells
            """)
        #expect(lines.prefix(2) == ["0,0 #5 Cell", "0,1 #2 Cell"])
    }

    @Test func rowAttributesFollowTheirItems() {
        let lines = printed(Self.groceries + """
            row 0,2 height 80
            move-item "bread rolls" before milk
            apply
            print rect 0,0
            apply reload-data
            print rect 0,0
            """)
        #expect(lines == ["0 0 375 80", "0 0 375 80"])
    }

    @Test(arguments: [
        ("append-items tea", "5:14 Fatal: supplied item identifiers are not unique. Duplicate identifiers: {( \"tea\" )}"),
        ("append-items x y x", "5:18 Fatal: supplied item identifiers are not unique. Duplicate identifiers: {( \"x\" )}"),
        ("append-sections Done", "5:17 Fatal: supplied section identifiers are not unique. Duplicate identifiers: {( \"Done\" )}"),
        ("reconfigure-items milk gone", "5:24 Attempted to reconfigure item identifier that does not exist in the snapshot: \"gone\""),
        ("reload-items gone", "5:14 Attempted to reload item identifier that does not exist in the snapshot: \"gone\""),
        ("move-item milk after gone", "5:22 Invalid parameter not satisfying: indexPath || ignoreInvalidItems"),
        ("append-items x to Nope", "5:19 Invalid parameter not satisfying: section != NSNotFound"),
        ("insert", "5:1 the data source is diffable: 'insert' cannot change its data"),
        ("section 2 rows", "5:1 the data source is diffable: 'section' cannot change its data"),
    ])
    func snapshotErrorsAreUIKitsAtTheIdentifier(line: String, expected: String) {
        let text = """
            diffable on
            append-sections Main Done
            append-items milk eggs to Main
            append-items tea
            \(line == "insert" ? "insert 0,1" : line)
            """
        #expect(located(run(text)) == expected)
    }

    @Test func aFailedEditLeavesThePendingSnapshot() {
        let lines = printed(Self.groceries + """
            append-items jam
            expect error "not unique"
            append-items bun jam
            print snapshot pending
            """)
        #expect(lines == ["section Main: milk eggs \"bread rolls\"", "section Done: tea jam"])
    }

    @Test func snapshotCommandsNeedDiffableOnAndItNeedsAnEmptyApp() {
        #expect(located(run("apply")) == "1:1 'apply' needs a diffable data source")
        #expect(located(run("section 1 rows\ndiffable on")) == "2:1 'diffable on' needs an empty data source, but the app has 1 section")
        // Off keeps the rows, which index-path commands change again.
        #expect(printed(Self.groceries + "diffable off\ninsert 1,1\nprint visible") == ["0,0 0,1 0,2 1,0 1,1"])
    }

    @Test func sectionsComeAndGoWithTheirItems() {
        let lines = printed(Self.groceries + """
            delete-sections Main
            insert-sections Later after Done
            append-items soap to Later
            move-section Later before Done
            apply
            print snapshot
            print visible
            delete-all-items
            apply without-animation
            print snapshot
            """)
        #expect(lines == [
            "section Later: soap", "section Done: tea",
            "0,0 1,0", "none",
        ])
    }

    @Test func aReloadedSectionShowsItsNewItems() {
        let lines = printed(Self.groceries + """
            reload-sections Done
            move-item milk after tea
            append-items jam to Done
            trace on
            apply
            print visible
            print snapshot
            assert cells consistent
            """)
        #expect(lines == [
            "0,0 0,1 1,0 1,1 1,2",
            "section Main: eggs \"bread rolls\"", "section Done: tea milk jam",
        ])
    }

    @Test func completionReadsThePendingSnapshot() {
        let session = ScenarioSession(baseDirectory: "/tmp")
        _ = session.execute(SourceFile(name: "t", text: "diffable on\nappend-sections Main\nappend-items milk \"bread rolls\""))
        let ids = session.identifiersForCompletion()
        #expect(ids.sections == ["Main"] && ids.items == ["milk", "\"bread rolls\""])
        #expect(ScenarioSession(baseDirectory: "/tmp").identifiersForCompletion().items.isEmpty)
    }

    @Test func spellings() {
        #expect(Interpreter.spelling("milk") == "milk")
        #expect(Interpreter.spelling("42") == "42")
        #expect(Interpreter.spelling("a b") == "\"a b\"")
        #expect(Interpreter.spelling("say \"hi\"") == #""say \"hi\"""#)
        #expect(Interpreter.spelling("") == "\"\"")
    }
}
