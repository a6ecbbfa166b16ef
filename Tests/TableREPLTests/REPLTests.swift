import Foundation
import Testing
@testable import TableREPL
import ScenarioLanguage
import TestSupport

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
        // Kept, as it failed, for `save`.
        #expect(h.repl.journal == ["expect error \"it failed\"\nfail now", "print still here"])
    }

    @Test func blocksReadUntilTheyCloseWithAContinuationPrompt() {
        let h = Harness(lines: ["update {", "  section 1 rows", "  repeat 2 {", "  }", "}", "print done"])
        _ = h.repl.run()
        #expect(h.reader.prompts == [REPL.prompt, REPL.continuationPrompt, REPL.continuationPrompt,
                                     REPL.continuationPrompt, REPL.continuationPrompt, REPL.prompt, REPL.prompt])
        #expect(h.backend?.executed == ["update {\n  section 1 rows\n  repeat 2 {\n  }\n}", "print done"])
    }

    @Test func aBlockIsOneHistoryEntryWithoutTrailingBlanks() {
        let h = Harness([.line("scroll 10 "), .line("update {"), .line("  section 1 rows \t"), .line("}"),
                         .line("update {"), .interrupted, .line("update {"), .line("section 2 rows")])
        _ = h.repl.run()
        // Tab completion leaves a space after a word: it must not make a second entry.
        #expect(h.reader.history == ["scroll 10", "update {\n  section 1 rows\n}"])
    }

    @Test(arguments: [
        ("scroll 10 ", "scroll 10"), ("  indented\t \r", "  indented"), ("a  b", "a  b"),
        ("update {  \n section 1 rows\t\n}", "update {\n section 1 rows\n}"), ("\n\n", "\n\n"),
        ("  ", ""), ("分隔线 ", "分隔线"), ("é \u{301}", "é \u{301}"), ("", ""),
    ])
    func historyEntriesLoseTheirLinesTrailingBlanksOnly(_ text: String, _ entry: String) {
        #expect(REPL.historyEntry(text) == entry)
    }

    @Test func aStatementIsSearchedForWordsByItsBytes() {
        #expect(REPL.utf8(of: "scroll 10 # expect", contains: "expect"))
        #expect(REPL.utf8(of: "expect", contains: "expect"))
        #expect(!REPL.utf8(of: "expec", contains: "expect"))
        #expect(!REPL.utf8(of: "scroll 10", contains: "expect"))
        #expect(REPL.utf8(of: "分 expect", contains: "expect"))
    }

    /// The cheap look at a statement's first word never turns away a
    /// REPL-only command; what it lets through the lexer decides.
    @Test func onlyTextsStartingWithAREPLWordAreLexedForOne() {
        for word in ["save", "undo", "help", "history", "quit", "exit", "reset"] {
            #expect(REPLCommand.mayStartWithREPLWord(word) && REPLCommand.mayStartWithREPLWord(" \t\(word) x"))
        }
        #expect(REPLCommand.mayStartWithREPLWord("# a comment"))  // not a letter: left to the lexer
        #expect(!REPLCommand.mayStartWithREPLWord("scroll 10"))
        #expect(!REPLCommand.mayStartWithREPLWord(""))
        #expect(!REPLCommand.mayStartWithREPLWord("   "))
        #expect(REPLCommand.parse("scroll 10") == nil)
        #expect(REPLCommand.parse("  undo").map { if case .command(let c) = $0 { c.id == .undo } else { false } } == true)
    }

    /// `save --force` without a path: the error shows the line as typed, the caret just past `--force`.
    @Test func saveForceWithoutAPathShowsTheLineAsTyped() throws {
        guard case .invalid(let diagnostics)? = REPLCommand.parse("save --force", firstLine: 2) else {
            Issue.record("expected a syntax error")
            return
        }
        let diagnostic = try #require(diagnostics.first)
        #expect(DiagnosticRenderer.render(diagnostic, color: false) == """
            <stdin>:2:13: error: expected a file path after 'save', found end of line
            save --force
                        ^
            """)
    }

    @Test func aRecalledBlockRunsAsOneStatement() {
        let h = Harness(lines: ["update {\nsection 1 rows\n}", "print x"])
        _ = h.repl.run()
        #expect(h.backend?.executed == ["update {\nsection 1 rows\n}", "print x"])
        #expect(h.reader.prompts == [REPL.prompt, REPL.prompt, REPL.prompt])
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
        let dir = try temporaryFolder()
        let path = dir + "/my bug.scenario"
        let h = Harness(lines: ["section 3 rows", "fail", "update {", "section 1 rows", "}", "print x",
                                "save \"\(path)\""])
        _ = h.repl.run()
        let saved = try String(contentsOfFile: path, encoding: .utf8)
        #expect(saved == "# Saved from the tablesim prompt; `tablesim run` runs it.\nsection 3 rows\nexpect error \"it failed\"\nfail\nupdate {\nsection 1 rows\n}\nprint x\n")
        #expect(h.sink.stdout.contains("saved 4 commands to \(path) (1 failing command under expect error)"))
        let leftovers = try FileManager.default.contentsOfDirectory(atPath: dir)
        #expect(leftovers == ["my bug.scenario"])
    }

    @Test func saveWithoutAPathIsADiagnostic() {
        let h = Harness(lines: ["save"])
        _ = h.repl.run()
        #expect(h.sink.stderr.hasPrefix("<stdin>:1:5: error: expected a file path after 'save'"))
    }

    @Test(arguments: [("undo 2", "<stdin>:2:6: error: unexpected '2' at the end of the command"),
                      ("reset now", "<stdin>:2:7: error: unexpected 'now' at the end of the command"),
                      ("quit please", "<stdin>:2:6: error: unexpected 'please' at the end of the command")])
    func extraArgumentsToAREPLCommandAreADiagnostic(_ line: String, _ message: String) {
        let h = Harness(lines: ["section 1 rows", line, "print still here"])
        #expect(h.repl.run() == 0)
        #expect(h.sink.stderr.hasPrefix(message + "\n"))
        #expect(h.made.backends.count == 1)
        #expect(h.repl.journal == ["section 1 rows", "print still here"])
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
        let h = Harness(lines: ["print x", "undo"])
        _ = h.repl.run()
        #expect(h.sink.stderr == "nothing to undo\n")
        #expect(h.repl.journal == ["print x"])
    }

    @Test func undoSkipsReadOnlyCommandsAndTakesBackTheLastChange() {
        let h = Harness(lines: ["section 1 rows", "print a", "section 2 rows", "print b", "help", "undo"])
        _ = h.repl.run()
        #expect(h.backend?.executed == ["section 1 rows", "print a"])
        #expect(h.repl.journal == ["section 1 rows", "print a"])
        #expect(h.sink.stdout.hasSuffix("undid: section 2 rows\nsections 1\n"))
    }

    @Test func ctrlCDuringUndoLeavesTheSessionAsItWas() {
        let h = Harness(lines: [])
        h.repl.handle("section 1 rows")
        h.repl.handle("section 2 rows")
        h.made.interruptOnce = ["section 1 rows"]
        h.repl.handle("undo")
        #expect(h.sink.stderr == "\nundo cancelled: the session is as it was\n")
        #expect(h.repl.journal == ["section 1 rows", "section 2 rows"])
        h.repl.handle("print x")
        #expect(h.made.backends.count == 2)
        #expect(h.made.backends.first?.executed == ["section 1 rows", "section 2 rows", "print x"])
        #expect(!h.sink.stdout.contains("undid"))
    }

    @Test func ctrlCWhilePuttingTheTableBackKeepsTheJournalAndRetriesBeforeTheNextCommand() throws {
        let h = Harness(lines: [])
        h.repl.handle("section 1 rows")
        h.repl.handle("section 2 rows")
        h.made.interruptOnce = ["section 3 rows", "section 1 rows"]
        h.repl.handle("section 3 rows")
        // A line break ends the terminal's "^C" line before the error, and again after the second Ctrl-C.
        #expect(h.sink.stderr.hasPrefix("\n<stdin>:1:1: error: interrupted\n"))
        #expect(h.sink.stderr.hasSuffix("\n\nputting the table back was cancelled: it will be put back before the next command\n"))
        #expect(h.repl.journal == ["section 1 rows", "section 2 rows"])

        let path = try temporaryFolder() + "/s.scenario"
        h.repl.handle("save \(path)")
        #expect(try String(contentsOfFile: path, encoding: .utf8).hasSuffix("section 1 rows\nsection 2 rows\n"))

        h.repl.handle("print x")
        #expect(h.made.backends.count == 3)
        #expect(h.backend?.executed == ["section 1 rows", "section 2 rows", "print x"])
        #expect(h.sink.stderr.hasSuffix("the table is back as it was before the interrupted command\n"))
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
        guard case .command(let command)? = REPLCommand.parse(text) else {
            Issue.record("\(text) is not a REPL command")
            return
        }
        #expect(command.id == id)
        #expect(command.argument == argument)
    }

    @Test(arguments: ["scroll 10", "saved", "print help", "helpful", "update {\nundo\n}"])
    func otherLinesAreNotREPLCommands(_ text: String) {
        #expect(REPLCommand.parse(text) == nil)
    }
}
