import Foundation
import ScenarioLanguage
@testable import ScenarioRuntime
import Testing

/// Hostile index-path ranges in `table delete` and `table reload` (and
/// inserts): however far an end lies, the table refuses it at once in UIKit's
/// words, without expanding rows that do not exist (LANGUAGE.md §3,
/// ENGINE.md §9, §11).
@Suite struct RangeLimitsTests {
    @Test(arguments: [
        ("table delete 0,0..1,999999999", "3:1 attempt to delete row 999999999 from section 1 which only contains 3 rows before the update"),
        ("table delete 0,0..1000000000,0", "3:1 attempt to delete row 0 from section 1000000000, but there are only 2 sections before the update"),
        ("table delete 1,0..999999999,999999999", "3:1 attempt to delete row 999999999 from section 999999999, but there are only 2 sections before the update"),
        ("table reload 0,0..1,999999999", "3:1 attempt to delete row 999999999 from section 1 which only contains 3 rows before the update"),
        ("table reload 0,0..1000000000,0", "3:1 attempt to delete row 0 from section 1000000000, but there are only 2 sections before the update"),
        ("table delete 0,5..1,0", "3:1 attempt to delete row 5 from section 0 which only contains 3 rows before the update"),
        ("table delete 4,0..1000000000,0", "3:1 attempt to delete row 0 from section 4, but there are only 2 sections before the update"),
        ("table delete 0,3..0,1000000000", "3:1 attempt to delete row 3 from section 0 which only contains 3 rows before the update"),
        ("table insert 0,0..0,999999999", "3:14 an update may name at most 1000000 rows"),
        ("table insert 0,0..1000000000,0", "3:14 an insert range must stay in one section"),
        ("delete 0,0..1,999999999", "3:8 row 999999999 is out of range: section 1 has 3 rows"),
        ("delete 0,0..1000000000,0", "3:8 section 1000000000 is out of range: the table has 2 sections"),
        ("reload 0,0..1000000000,0", "3:8 section 1000000000 is out of range: the table has 2 sections"),
        ("data delete 0,0..1,999999999", "3:13 row 999999999 is out of range: section 1 has 3 rows"),
        ("rows 0,0..1000000000,0 height 10", "3:6 section 1000000000 is out of range: the table has 2 sections"),
        ("assert mounted includes 0,0..1000000000,0", "3:25 section 1000000000 is out of range: the table has 2 sections"),
    ])
    func farRangesFailAtOnce(line: String, expected: String) {
        let result = run("section 3 rows\nsection 3 rows\n\(line)\n")
        #expect(located(result) == expected)
    }

    @Test func aRefusedRangeChangesNothing() {
        let text = """
            section 3 rows
            section 3 rows
            expect error "attempt to delete row 0 from section 1000000000, but there are only 2 sections before the update"
            table delete 0,0..1000000000,0
            print mounted
            """
        #expect(printed(text) == ["0,0 0,1 0,2 1,0 1,1 1,2"])
    }

    @Test func aRangeThatExistsCrossesSections() {
        #expect(printed("section 3 rows\nsection 3 rows\nprint mounted\ndata delete 0,1..1,1\ntable delete 0,1..1,1\nprint mounted")
                == ["0,0 0,1 0,2 1,0 1,1 1,2", "0,0 1,0"])
        #expect(printed("section 3 rows\nsection 3 rows\ndelete 0,2..1,0\nprint mounted") == ["0,0 0,1 1,0 1,1"])
    }

    /// The rows one update names are counted across its commands.
    @Test func anUpdateNamesAtMostTheRowLimit() {
        let result = run("section 3 rows\nsection 3 rows\nupdate {\n  table insert 0,0..0,599999\n  table insert 1,0..1,599999\n}\n")
        #expect(located(result) == "5:16 an update may name at most 1000000 rows")
    }

    /// Runs `text` with updates limited to naming 10 rows.
    func runLimited(_ text: String) -> ExecutionResult {
        let session = ScenarioSession(baseDirectory: FileManager.default.temporaryDirectory.path)
        session.interpreter.options.limits.rowsPerUpdate = 10
        return session.execute(SourceFile(name: "test.scenario", text: text))
    }

    /// A plain change names each row once (its table half), so 6 of 10 rows fit.
    @Test func aPlainInsertCountsEachRowOnce() {
        let result = runLimited("section 1 rows\ninsert 0,0..0,5\nprint content-size\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.output == "375x308\n")
        #expect(located(runLimited("section 1 rows\ninsert 0,0..0,10\n")) == "2:8 an update may name at most 10 rows")
    }

    /// `data` changes tell the table nothing: they never use up an update's rows.
    @Test func dataChangesDoNotAddUp() {
        let round = "data insert 0,0..0,3\ndata delete 0,0..0,3\n"
        let result = runLimited("section 1 rows\n" + String(repeating: round, count: 3) + "print content-size\n")
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.output == "375x44\n")
    }
}
