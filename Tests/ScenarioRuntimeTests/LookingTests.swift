import Foundation
import Testing
@testable import ScenarioRuntime

/// LANGUAGE.md §5 and §6: the print and assert forms for cells, pools,
/// selection and stale state, and how app state is pushed.
@Suite("Cells, pools and state in the language")
struct LookingTests {
    @Test func printCellsMarksPrefetchedCellsHidden() {
        #expect(printed("""
        viewport 375x80
        section 2 rows id Photo
        section 2 rows
        print cells
        print mounted
        """) == ["0,0 #1 Photo", "0,1 #2 Photo", "1,0 #3 Cell hidden", "0,0 0,1 1,0"])
    }

    /// One line per identifier that has ever had a cell, sorted by name, cells in dequeue order.
    @Test func printPoolSortsIdentifiersAndListsDequeueOrder() {
        #expect(printed("""
        viewport 375x88
        section 2 rows id Zebra
        section 20 rows id Apple
        section 1 rows id Never
        scroll 176
        print pool
        """) == ["Apple #3", "Zebra #2 #1"], "dequeue order: pools are stacks")
    }

    @Test func printSelectedAndStale() {
        #expect(printed("""
        multiple-selection on
        section 5 rows
        select 0,3
        select 0,1
        print selected
        state mode dark via none
        print stale
        """) == ["0,1 0,3", "0,0 0,1 0,2 0,3 0,4"])
    }

    /// A state starts unset; `none` pushes nowhere; `reload-data` configures every row again.
    @Test func statePushWays() {
        let result = run("""
        section 20 rows
        assert cells consistent
        state mode dark via none
        assert cells consistent
        state mode light via reload-data
        assert cells consistent
        """)
        #expect(result.diagnostics.map(\.message) == ["assertion failed: stale cells at 0,0 0,1 0,2 0,3 0,4 0,5 0,6 0,7 0,8 0,9 0,10 0,11 0,12 0,13 0,14 0,15 0,16"])
    }

    /// Row 0,5 exists but has no cell: a plain failed assertion. A row the
    /// table lacks is an error instead (`assertionsNamingAMissingRowAreErrors`).
    @Test func assertFormsReportWhatDiffers() {
        let result = run("""
        viewport 375x80
        section 10 rows
        assert mounted 0,0..0,2
        assert mounted 0,0 0,1
        assert mounted none
        assert created 2
        assert pool Cell 1
        assert cell 0,2 is #3
        assert cell 0,5 is #1
        assert selected 0,1
        select 0,1
        assert selected 0,1
        assert selected none
        """)
        #expect(result.diagnostics.map(\.message) == [
            "assertion failed: mounted rows are 0,0 0,1 0,2, expected 0,0 0,1",
            "assertion failed: mounted rows are 0,0 0,1 0,2, expected none",
            "assertion failed: 3 cells created, expected 2",
            "assertion failed: pool Cell holds 0, expected 1",
            "assertion failed: cell of 0,5 is no cell, expected #1",
            "assertion failed: selected rows are none, expected 0,1",
            "assertion failed: selected rows are 0,1, expected none",
        ])
    }

    /// ENGINE.md §9: an assertion naming a row or section the table lacks
    /// fails with the engine's message, located at the index path, and stops
    /// the scenario — in `includes` and `excludes` lists too.
    @Test(arguments: [
        ("assert cell 0,99 is #1", "2:13 row 99 is out of range: section 0 has 40 rows"),
        ("assert cell 5,0 is #1", "2:13 section 5 is out of range: the table has 1 section"),
        ("assert mounted 5,0", "2:16 section 5 is out of range: the table has 1 section"),
        ("assert mounted 0,0 0,99", "2:16 row 99 is out of range: section 0 has 40 rows"),
        ("assert mounted includes 0,99", "2:25 row 99 is out of range: section 0 has 40 rows"),
        ("assert selected 0,99", "2:17 row 99 is out of range: section 0 has 40 rows"),
        ("assert selected excludes 0,40", "2:26 row 40 is out of range: section 0 has 40 rows"),
        ("assert visible excludes 0,99", "2:25 row 99 is out of range: section 0 has 40 rows"),
        ("assert visible 0,0..0,99", "2:16 row 99 is out of range: section 0 has 40 rows"),
        ("assert rect 5,0 0 0 375 44", "2:13 section 5 is out of range: the table has 1 section"),
        ("assert position 0,40 last", "2:17 row 40 is out of range: section 0 has 40 rows"),
        ("assert separator below 0,40 none", "2:24 row 40 is out of range: section 0 has 40 rows"),
        ("assert frame header 1 0", "2:21 section 1 is out of range: the table has 1 section"),
    ])
    func assertionsNamingAMissingRowAreErrors(line: String, expected: String) {
        let result = run("section 40 rows\n\(line)\nprint offset\n")
        #expect(located(result) == expected)
        #expect(result.diagnostics.count == 1)
        #expect(result.output.isEmpty, "the error stops the scenario")
    }

    /// A row that exists but whose cell went back to the pool has no cell: the
    /// assertion fails and the scenario goes on. A pool is named by its
    /// identifier, not a row, so one that never had a cell simply holds 0.
    @Test func pooledRowsAndUnknownPoolsAreOrdinaryFailures() {
        let result = run("""
        section 40 rows
        scroll 220
        assert pool Cell 1
        assert pool Never 0
        assert cell 0,0 is #1
        assert cell 0,4 is #5
        expect error "row 40 is out of range: section 0 has 40 rows"
        assert cell 0,40 is #1
        print pool
        """)
        #expect(result.diagnostics.map(\.message) == ["assertion failed: cell of 0,0 is no cell, expected #1"])
        #expect(result.output == "Cell #4\n")
    }

    /// Editing is the table's: cells always match it, even prefetched ones.
    @Test func editingNeverMakesCellsStale() {
        #expect(printed("""
        section 40 rows
        scroll 200
        editing on
        scroll 300
        print stale
        """) == ["none"])
    }

    // MARK: - Every `print` looks at the table, so it loads it first (ENGINE.md §7: the
    // first command that reads layout or cells loads the table).

    @Test func printTraceLoadsFirst() {
        let lines = printed("""
        estimated-row-height off
        viewport 375x100
        section 2 rows
        trace on
        print trace
        """)
        #expect(lines == [
            "numberOfSections", "heightForHeader 0", "heightForFooter 0", "numberOfRows 0",
            "heightForRow 0,0", "heightForRow 0,1", "sectionIndexTitles",
            "cellForRow 0,0", "indentationLevel 0,0", "canEdit 0,0", "willDisplay 0,0",
            "cellForRow 0,1", "indentationLevel 0,1", "canEdit 0,1", "willDisplay 0,1",
        ])
    }

    @Test func printPoolLoadsFirst() {
        #expect(printed("""
        platform ios14
        viewport 375x100
        section 5 rows id Photo
        print pool
        """) == ["Photo #4"])
    }

    @Test func printSelectedAndStaleLoadFirst() {
        let result = run("""
        section 5 rows
        print selected
        print stale
        print trace
        assert created 5
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "none\nnone\nnone\n")
    }
}
