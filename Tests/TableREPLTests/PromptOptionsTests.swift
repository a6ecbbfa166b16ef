import Testing
import ScenarioRuntime
@testable import TableREPL

@Suite struct PromptOptionsTests {
    /// The prompt's tables check what `tablesim run`'s check, so a prompt costs what a run costs
    /// (timed by tablesim-bench item 8).
    @Test func thePromptUsesRunsInvariantPolicy() {
        #expect(REPLMain.sessionOptions(interruption: nil).invariantChecking == RunOptions.commandLineInvariantChecking)
        #expect(RunOptions.commandLineInvariantChecking != RunOptions().invariantChecking)
    }
}
