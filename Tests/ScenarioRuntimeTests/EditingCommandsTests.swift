import Foundation
import ScenarioLanguage
import Testing
@testable import ScenarioRuntime

/// The editing, reordering and selection commands run as ENGINE.md §13, §14
/// and §17 say (LANGUAGE.md §12).
@Suite struct EditingCommandsTests {
    @Test func printEditingFollowsTheMode() {
        #expect(printed("""
        section 5 rows
        print editing
        swipe 0,1
        print editing
        swipe end
        editing on
        print editing
        """) == ["off", "swipe 0,1", "on"])
    }

    @Test func assertEditingFailsWithTheActualState() {
        let result = run("section 5 rows\nswipe 0,2\nassert editing on")
        #expect(result.failedAssertions.count == 1)
        #expect(result.diagnostics.first?.message.contains("editing is swipe 0,2, expected on") == true)
        #expect(run("section 5 rows\nswipe 0,2\nassert editing swipe 0,2").failedAssertions.isEmpty)
    }

    @Test func commitDeletesTheRowThroughTheApp() {
        #expect(printed("""
        section 5 rows
        swipe 0,1
        commit 0,1
        print content-size
        print editing
        """) == ["375x176", "off"])
    }

    @Test func commitInsertAddsARowAfterIt() {
        #expect(printed("""
        section 2 rows
        row 0,0 editing-style insert
        editing on
        commit 0,0
        print content-size
        print editing
        """) == ["375x132", "on"])
    }

    @Test func rowAnswersReloadALoadedTable() {
        let lines = printed("section 3 rows\nprint visible\ntrace on\nrow 0,1 can-edit no\nprint trace")
        #expect(lines.contains("numberOfSections"))
    }

    @Test func selectionPropertiesDoNotReload() {
        for command in ["allows-selection off", "allows-selection-during-editing on", "multiple-selection-during-editing on",
                        "move-target same-section"] {
            #expect(printed("section 3 rows\nprint visible\ntrace on\n\(command)\nprint trace") == ["0,0 0,1 0,2", "none"], "\(command)")
        }
    }

    @Test func reorderMovesTheAppsRowWithItsAnswers() {
        #expect(printed("""
        section 4 rows
        row 0,0 height 60
        editing on
        reorder 0,0 to 0,3
        print rect 0,3
        print rect 0,0
        """) == ["0 132 375 60", "0 0 375 44"])
    }

    @Test func moveTargetSameSectionKeepsTheRowInItsSection() {
        #expect(printed("""
        section 2 rows
        section 2 rows
        move-target same-section
        editing on
        reorder 0,0 to 1,1
        print content-size
        print rect 0,1
        """) == ["375x176", "0 44 375 44"])
    }

    @Test func programmaticSelectionTracesNothing() {
        #expect(printed("""
        section 30 rows
        print visible
        trace on
        select 0,3 programmatically
        deselect 0,3 programmatically
        select 0,4 programmatically
        print trace
        print selected
        """).suffix(2) == ["none", "0,4"])
    }

    @Test func scrollToNearestSelected() {
        #expect(printed("""
        section 100 rows
        select 0,50 programmatically
        scroll to nearest-selected top
        print offset
        """) == ["2200"])
    }

    @Test func gestureErrorsStopWithTheEnginesMessage() {
        let result = run("section 20 rows\nswipe 0,19")
        #expect(result.diagnostics.first?.message == "row 0,19 is not on screen: only a visible row can be swiped")
        #expect(located(run("section 3 rows\nreorder 0,0 to 0,2")) == "2:1 cannot reorder row 0,0: the table is not in editing mode, so no row shows a reorder control")
    }

    /// A reorder passes a position per row between its ends: a long drag counts against the run's row work.
    @Test func aLongReorderCountsAgainstTheRowWork() throws {
        var options = RunOptions()
        options.limits.rowWork = 8_000
        let text = "section 3000 rows\nsection 3000 rows\nediting on\nreorder 0,0 to 1,2999\n"
        let result = ScenarioSession(baseDirectory: FileManager.default.temporaryDirectory.path, options: options)
            .execute(SourceFile(name: "test.scenario", text: text))
        #expect(result.diagnostics.first?.message.contains("8000") == true)
        #expect(located(result)?.hasPrefix("4:1 ") == true)
        options.limits.rowWork = 20_000
        #expect(ScenarioSession(baseDirectory: FileManager.default.temporaryDirectory.path, options: options)
            .execute(SourceFile(name: "test.scenario", text: text)).succeeded)
    }
}
