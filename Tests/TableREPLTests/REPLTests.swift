import Foundation
import Testing
@testable import TableREPL
import ScenarioLanguage

@Suite struct REPLTests {
    @Test func runsStatementsAndPrintsOutputAndSummary() {
        let h = Harness(lines: ["section 3 rows", "print 0,0 0,1", "", "quit", "print never"])
        #expect(h.repl.run() == 0)
        #expect(h.sink.stdout == "sections 1\n0,0 0,1\n")
        #expect(h.backend?.executed == ["section 3 rows", "print 0,0 0,1"])
        #expect(h.repl.journal == ["section 3 rows", "print 0,0 0,1"])
        #expect(h.reader.history == ["section 3 rows", "print 0,0 0,1", "quit"])
    }

    @Test func errorsAreDiagnosticsAndTheSessionGoesOn() {
        let h = Harness(lines: ["fail now", "print still here"])
        #expect(h.repl.run() == 0)
        #expect(h.sink.stderr.hasPrefix("<stdin>:1:1: error: it failed\n"))
        #expect(h.sink.stdout == "still here\n")
        #expect(h.repl.journal == ["print still here"])
    }

    @Test func blocksReadUntilTheyCloseWithAContinuationPrompt() {
        let h = Harness(lines: ["update {", "  section 1 rows", "  repeat 2 {", "  }", "}", "print done"])
        _ = h.repl.run()
        #expect(h.reader.prompts == [REPL.prompt, REPL.continuationPrompt, REPL.continuationPrompt,
                                     REPL.continuationPrompt, REPL.continuationPrompt, REPL.prompt, REPL.prompt])
        #expect(h.backend?.executed == ["update {\n  section 1 rows\n  repeat 2 {\n  }\n}", "print done"])
    }

    @Test func ctrlCDiscardsTheLineOrBlock() {
        let h = Harness([.line("update {"), .line("section 1 rows"), .interrupted, .line("print ok"), .end])
        #expect(h.repl.run() == 0)
        #expect(h.backend?.executed == ["print ok"])
        #expect(h.reader.prompts.last == REPL.prompt)
    }

    @Test(arguments: ["quit", "exit", "  quit  "])
    func quitEndsTheSession(_ word: String) {
        let h = Harness(lines: [word, "print unreachable"])
        #expect(h.repl.run() == 0)
        #expect(h.backend?.executed == [])
    }

    @Test func endOfInputInsideABlockRunsNothing() {
        let h = Harness(lines: ["update {", "section 1 rows"])
        #expect(h.repl.run() == 0)
        #expect(h.backend?.executed == [])
        #expect(h.sink.stderr.contains("unfinished block"))
    }

    @Test func saveWritesTheSuccessfulCommandsAsAScenario() throws {
        let dir = try temporaryDirectory()
        let path = dir + "/my bug.scenario"
        let h = Harness(lines: ["section 3 rows", "fail", "update {", "section 1 rows", "}", "print x",
                                "save \"\(path)\""])
        _ = h.repl.run()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved == "# Saved from the tablesim REPL.\nsection 3 rows\nupdate {\nsection 1 rows\n}\nprint x\n")
        #expect(h.sink.stdout.contains("saved 3 commands to \(path)"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(leftovers == ["my bug.scenario"])
    }

    @Test func saveWithoutAPathIsADiagnostic() {
        let h = Harness(lines: ["save"])
        _ = h.repl.run()
        #expect(h.sink.stderr.hasPrefix("<stdin>:1:5: error: expected a file path after 'save'"))
    }

    @Test func saveToAnUnwritablePlaceReportsAndGoesOn() {
        let h = Harness(lines: ["save /nonexistent-dir/x.scenario", "print after"])
        _ = h.repl.run()
        #expect(h.sink.stderr.contains("error: cannot write /nonexistent-dir/x.scenario"))
        #expect(h.sink.stdout == "after\n")
    }

    @Test func undoReplaysTheSessionWithoutTheLastCommand() {
        let h = Harness(lines: ["section 1 rows", "section 2 rows", "undo"])
        _ = h.repl.run()
        #expect(h.made.backends.count == 2)
        #expect(h.backend?.executed == ["section 1 rows"])
        #expect(h.repl.journal == ["section 1 rows"])
        #expect(h.sink.stdout.hasSuffix("undid: section 2 rows\nsections 1\n"))
    }

    @Test func anInterruptedCommandLeavesTheTableAsBeforeIt() {
        let h = Harness(lines: ["section 1 rows", "section 2 rows", "slow", "print x"])
        _ = h.repl.run()
        // The half-run command's table is dropped and the journal replayed on a fresh one.
        #expect(h.made.backends.count == 2)
        #expect(h.backend?.executed == ["section 1 rows", "section 2 rows", "print x"])
        #expect(h.repl.journal == ["section 1 rows", "section 2 rows", "print x"])
        #expect(h.sink.stderr.contains("error: interrupted"))
        #expect(h.sink.stderr.contains("the table is back as it was before that command"))
        #expect(h.sink.stdout.hasSuffix("sections 2\nx\n"))
    }

    @Test func undoWithNothingToUndo() {
        let h = Harness(lines: ["undo"])
        _ = h.repl.run()
        #expect(h.sink.stderr == "nothing to undo\n")
    }

    @Test func resetStartsAgain() {
        let h = Harness(lines: ["section 1 rows", "reset", "print x"])
        _ = h.repl.run()
        #expect(h.made.backends.count == 2)
        #expect(h.backend?.executed == ["print x"])
        #expect(h.repl.journal == ["print x"])
    }

    @Test func helpListsAndExplains() {
        let h = Harness(lines: ["help", "help scroll", "help no-such-thing"])
        _ = h.repl.run()
        for topic in ["Scrolling", "REPL only", "save"] { #expect(h.sink.stdout.contains(topic)) }
        #expect(h.sink.stderr.contains("no-such-thing"))
        #expect(h.backend?.executed == [])
    }

    @Test func completionAsksTheBackendForIndexPaths() {
        let h = Harness(lines: [])
        #expect(h.reader.completionSource === h.repl)
        let answer = h.repl.completions(for: "select 0,")
        #expect(answer.candidates.contains("0,0"))
        #expect(answer.candidates.contains("0,1"))
        #expect(!answer.candidates.contains("1,0"))
    }

    @Test func replCommandsInsideABlockGoToTheBackend() {
        let h = Harness(lines: ["update {", "reset", "}"])
        _ = h.repl.run()
        #expect(h.backend?.executed == ["update {\nreset\n}"])
    }

    @Test(arguments: [
        ("save a.scenario", CommandID.save, "a.scenario" as String?),
        ("save \"dir/with space.scenario\"", .save, "dir/with space.scenario"),
        ("save \"q\\\"x\"", .save, "q\"x"),
        ("save b.scenario # note", .save, "b.scenario"),
        ("help scroll to", .help, "scroll to"),
        ("help", .help, nil),
        ("undo", .undo, nil),
        ("reset", .reset, nil),
    ])
    func replCommandsAreRecognised(_ text: String, _ id: CommandID, _ argument: String?) throws {
        let command = try #require(REPLCommand(text))
        #expect(command.id == id)
        #expect(command.argument == argument)
    }

    @Test(arguments: ["scroll 10", "saved", "print help", "helpful"])
    func otherLinesAreNotREPLCommands(_ text: String) {
        #expect(REPLCommand(text) == nil)
    }
}
