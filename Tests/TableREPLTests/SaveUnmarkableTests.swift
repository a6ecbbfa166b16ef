import Foundation
import Testing
import ScenarioLanguage
import ScenarioRuntime
@testable import TableREPL
import TestSupport

/// Failed checks that `save` cannot mark with an `expect` line (in an included
/// file, an expected-output block): kept as they are, and the confirmation says so.
@Suite struct SaveUnmarkableTests {
    static func write(_ text: String, to path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    @Test func aFailedAssertionInAnIncludedFileIsCountedOnceWhereItStands() throws {
        let folder = try temporaryFolder()
        try Self.write("assert offset 7\n", to: folder + "/fa.inc")
        let session = ScenarioSession(baseDirectory: folder)
        _ = session.execute(SourceFile(name: REPL.sourceName, text: "section 3 rows"))
        let once = session.execute(SourceFile(name: REPL.sourceName, text: "include fa.inc"))
        #expect(once.unmarkableFailures == 1)
        #expect(once.failedAssertions.isEmpty)
        // Three passes of one assertion are one check.
        let repeated = session.execute(SourceFile(name: REPL.sourceName, text: "repeat 3 {\n  include fa.inc\n}"))
        #expect(repeated.unmarkableFailures == 1)
        #expect(session.execute(SourceFile(name: REPL.sourceName, text: "assert offset 0")).unmarkableFailures == 0)
    }

    @Test func anExpectedOutputBlockThatDiffersIsCounted() throws {
        let folder = try temporaryFolder()
        try Self.write("print offset\n> 7\n", to: folder + "/out.inc")
        let session = ScenarioSession(baseDirectory: folder)
        _ = session.execute(SourceFile(name: REPL.sourceName, text: "section 3 rows"))
        #expect(session.execute(SourceFile(name: REPL.sourceName, text: "include out.inc")).unmarkableFailures == 1)
        try Self.write("print offset\n> 0\n", to: folder + "/out.inc")
        #expect(session.execute(SourceFile(name: REPL.sourceName, text: "include out.inc")).unmarkableFailures == 0)
    }

    @Test(.enabled(if: Tablesim.path != nil))
    func theConfirmationSaysSoAndTheSavedFileReportsTheFailure() throws {
        let folder = try temporaryFolder()
        try Self.write("section 3 rows\nassert offset 7\n", to: folder + "/fa.inc")
        try Self.write("print offset\n> 7\n", to: folder + "/out.inc")
        let (repl, sink) = SaveReproducesTests.session(["include fa.inc", "include out.inc", "save s.scenario"], in: folder)
        #expect(sink.stdout.contains("saved 2 commands to s.scenario (2 failing checks in an included file or an expected-output block,"
                                     + " kept as they are (the file reports them))"), "\(sink.stdout)")
        #expect(repl.journal == ["include fa.inc", "include out.inc"])
        let (status, output) = try SaveReproducesTests.run(folder + "/s.scenario")
        #expect(status != 0)
        #expect(output.contains("assertion failed: offset is 0, expected 7"), "\(output)")
    }

    @Test func undoKeepsAStatementWhoseIncludedCheckFailsAgain() throws {
        let folder = try temporaryFolder()
        try Self.write("assert offset 7\n", to: folder + "/fa.inc")
        let (repl, sink) = SaveReproducesTests.session(["section 30 rows", "include fa.inc", "scroll 10", "undo"], in: folder)
        #expect(repl.journal == ["section 30 rows", "include fa.inc"], "\(sink.stderr)")
    }
}
