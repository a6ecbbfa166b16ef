import Foundation
import Testing
@testable import TableREPL
import ScenarioRuntime

/// Tab completion on a real table.
@Suite struct SessionCompletionTests {
    private func repl(_ sink: Sink) -> REPL {
        REPL(reader: ScriptedLineReader(lines: []), output: sink.output,
             makeBackend: { ScenarioSession(baseDirectory: NSTemporaryDirectory()) })
    }

    @Test func indexPathsAreOfferedBeforeTheTableLoads() {
        let repl = repl(Sink())
        repl.handle("section 2 rows")
        repl.handle("section 1 rows")
        #expect(repl.completions(for: "scroll to ").candidates == ["0,0", "0,1", "1,0", "bottom", "nearest-selected", "top"])
        repl.handle("print visible")
        #expect(repl.completions(for: "select 1,").candidates == ["1,0"])
    }

    /// Completing does not load the table: the trace, the cells created and
    /// everything printed are as they would be without it.
    @Test func completingLeavesNoTrace() {
        let lines = ["trace on", "section 2 rows", "row-height 60", "print trace", "assert created 2", "print pool"]
        let plain = Sink(), completed = Sink()
        let a = repl(plain), b = repl(completed)
        for line in lines {
            a.handle(line)
            _ = b.completions(for: "select ")
            _ = b.completions(for: "scroll to 0,")
            b.handle(line)
        }
        #expect(completed.stdout == plain.stdout)
        #expect(completed.stderr == plain.stderr)
        #expect(plain.stdout.contains("cellForRow 0,0"))
    }
}
