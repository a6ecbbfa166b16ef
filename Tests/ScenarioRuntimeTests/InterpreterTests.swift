import Foundation
import ScenarioLanguage
import Testing
@testable import ScenarioRuntime
import TestSupport

@Suite("Interpreter")
struct InterpreterTests {
    @Test func printsFacts() {
        let lines = printed("""
        section 20 rows
        scroll 200
        print visible
        print offset
        print content-size
        print rect 0,5
        print index-path-at 100
        print index-path-at 5000
        """)
        #expect(lines == [
            "0,4 0,5 0,6 0,7 0,8 0,9 0,10 0,11 0,12 0,13 0,14 0,15 0,16 0,17 0,18 0,19",
            "200", "375x880", "0 220 375 44", "0,2", "none",
        ])
    }

    @Test func failedAssertionReportsStateAndGoesOn() {
        let result = run("""
        section 20 rows
        assert offset 10 : "should have scrolled"
        assert visible count 3
        print offset
        """)
        #expect(result.diagnostics.count == 2)
        #expect(result.diagnostics[0].message == "should have scrolled (offset is 0, expected 10)")
        #expect(result.diagnostics[0].notes.contains("offset: 0"))
        #expect(result.diagnostics[1].message == "assertion failed: 16 visible rows, expected 3")
        #expect(result.output == "0\n")
    }

    /// The visible rows under a failed assertion are one run, written as `show` writes it.
    @Test func failedAssertionNotesGiveTheVisibleRowsAsARange() {
        let result = run("section 40 rows\nscroll to 0,10 top\nassert offset 0\n")
        #expect(result.diagnostics.first?.notes == ["visible: 0,10..0,25", "offset: 440"])
        #expect(run("assert offset 3").diagnostics.first?.notes == ["visible: none", "offset: 0"])
    }

    @Test func engineErrorStopsTheScenario() {
        let result = run("""
        section 3 rows
        scroll to 0,82
        print offset
        """)
        #expect(result.diagnostics.map(\.message) == ["Attempted to scroll the table view to an out-of-bounds row (82) when there are only 3 rows in section 0."])
        #expect(result.diagnostics.first?.range?.line == 2)
        #expect(result.output.isEmpty)
    }

    @Test func expectErrorCatchesAndChecksTheMessage() {
        #expect(run("""
        section 3 rows
        expect error "out-of-bounds section (9)"
        scroll to 9,0
        assert offset 0
        """).succeeded)
        let wrong = run("""
        section 3 rows
        expect error "nothing like this"
        scroll to 9,0
        """)
        #expect(wrong.diagnostics.first?.message.hasPrefix("expected an error containing \"nothing like this\", but got: Attempted to scroll the table view to an out-of-bounds section (9) when there are only 1 sections.") == true)
        let none = run("""
        section 3 rows
        expect error "beyond"
        scroll to 0,1
        """)
        #expect(none.diagnostics.first?.message == "expected an error containing \"beyond\", but the command succeeded")
    }

    @Test func expectedOutputMismatchIsADiff() {
        let result = run("""
        section 3 rows
        print visible
        > 0,0 0,1
        """)
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.notes == ["--- expected", "+++ actual", "@@ -1 +1 @@", "-0,0 0,1", "+0,0 0,1 0,2"])
    }

    @Test func repeatRunsTheBlock() {
        #expect(printed("""
        section 100 rows
        repeat 3 {
          scroll 10
        }
        print offset
        """) == ["30"])
    }

    @Test func setupAfterLoadReloads() {
        let lines = printed("""
        section 3 rows
        trace on
        print visible
        row-height 60
        print rect 0,1
        """)
        #expect(lines.first == "0,0 0,1 0,2")
        #expect(lines.last == "0 60 375 60")
    }

    @Test func replOnlyCommandsFailInFiles() {
        #expect(run("undo").diagnostics.first?.message == "'undo' works only at the REPL prompt")
    }

    @Test func includeRunsInTheSameTableAndRefusesCycles() throws {
        let folder = try temporaryFolder()
        try "section 10 rows\n".write(toFile: folder + "/setup.inc", atomically: true, encoding: .utf8)
        try "include \"b.inc\"\n".write(toFile: folder + "/a.inc", atomically: true, encoding: .utf8)
        try "include \"a.inc\"\n".write(toFile: folder + "/b.inc", atomically: true, encoding: .utf8)
        try "include \"setup.inc\"\nassert visible count 10\n".write(toFile: folder + "/main.scenario", atomically: true, encoding: .utf8)
        try "include \"a.inc\"\n".write(toFile: folder + "/cycle.scenario", atomically: true, encoding: .utf8)
        #expect(ScenarioRunner.run(file: folder + "/main.scenario").passed)
        let cycle = ScenarioRunner.run(file: folder + "/cycle.scenario")
        #expect(cycle.diagnostics.contains { $0.message.hasPrefix("include cycle") })
    }

    @Test func staleCellsUnderBothProfiles() {
        let scenario = """
        section 20 rows
        section 20 rows
        scroll 200
        state editing on via visible-cells
        scroll 44
        print stale
        """
        #expect(printed("platform ios15\n" + scenario) == ["1,0"])
        #expect(printed("platform ios14\n" + scenario) == ["none"])
    }

    @Test func emptyListsPrintNone() {
        #expect(printed("""
        separator none
        section 2 rows
        print separators
        trace on
        print trace
        print pool
        """) == ["none", "none", "Cell"])
    }
}
