import Foundation
import ScenarioLanguage
import Testing
@testable import ScenarioRuntime

/// `print visible`, `assert visible count` and a failed assertion's `visible:`
/// note read the rows as numbers (`forEachVisibleRow`, `numberOfVisibleRows`):
/// they must say what the formats of `indexPathsForVisibleRows` say.
@Suite("Visible rows written from the engine's numbers")
struct VisibleRowsFormatTests {
    @Test func theyMatchTheIndexPathsAcrossSectionsAndOffsets() throws {
        let session = ScenarioSession(baseDirectory: FileManager.default.temporaryDirectory.path)
        let file = { (text: String) in SourceFile(name: "test.scenario", text: text) }
        _ = session.execute(file("section 3 rows header 30\nsection 2 rows\nsection 0 rows footer 20\nsection 120 rows\n"))
        let table = session.interpreter.table
        // Down across every section boundary, then back up: runs of one and several sections.
        for step in ["scroll 0", "scroll 60", "scroll 200", "scroll 37", "scroll 900", "scroll 4000", "scroll -2500", "scroll -9999"] {
            _ = session.execute(file(step))
            let paths = table.indexPathsForVisibleRows
            var bytes: [UInt8] = []
            Format.visibleRows(of: table, into: &bytes)
            #expect(String(decoding: bytes, as: UTF8.self) == Format.indexPaths(paths), "\(step)")
            #expect(Format.visibleSpan(of: table, after: "visible: ") == Format.span(paths, after: "visible: "), "\(step)")
            #expect(session.execute(file("print visible")).output == Format.indexPaths(paths) + "\n", "\(step)")
            #expect(session.execute(file("assert visible count \(paths.count)")).diagnostics.isEmpty, "\(step)")
            let failed = session.execute(file("assert visible count \(paths.count + 1)")).diagnostics.first
            #expect(failed?.message == "assertion failed: \(paths.count) visible rows, expected \(paths.count + 1)", "\(step)")
            #expect(failed?.notes.first == Format.span(paths, after: "visible: "), "\(step)")
            // The prompt's summary line, written in one buffer, says what its parts' formats say.
            #expect(session.summary == "offset \(Format.number(table.contentOffset)) · visible \(Format.span(paths))"
                + " · content \(Format.number(table.viewportWidth))x\(Format.number(table.contentHeight))", "\(step)")
        }
    }

    @Test func theSummaryOfOneVisibleRowAndOfNone() {
        let session = ScenarioSession(baseDirectory: FileManager.default.temporaryDirectory.path)
        _ = session.execute(SourceFile(name: "t", text: "row-height 2000\nsection 3 rows\nscroll 10.5\n"))
        #expect(session.summary == "offset 10.5 · visible 0,0 · content 375x6000")
        let empty = ScenarioSession(baseDirectory: FileManager.default.temporaryDirectory.path)
        _ = empty.execute(SourceFile(name: "t", text: "print visible\n"))
        #expect(empty.summary == "offset 0 · visible none · content 375x0")
    }

    @Test func oneVisibleRowAndNone() {
        let one = run("row-height 2000\nsection 3 rows\nprint visible\nassert offset 5")
        #expect(one.output == "0,0\n")
        #expect(one.diagnostics.first?.notes.first == "visible: 0,0")
        let none = run("print visible\nassert visible count 1")
        #expect(none.output == "none\n")
        #expect(none.diagnostics.first?.message == "assertion failed: 0 visible rows, expected 1")
        #expect(none.diagnostics.first?.notes.first == "visible: none")
    }
}

/// `print`'s fact is found by comparing its word with the facts' words.
@Suite("print's fact word")
struct PrintFactWordTests {
    @Test(arguments: Fact.allCases)
    func everyWordNamesItsFact(_ fact: Fact) throws {
        let parsed = Parser.parse(SourceFile(name: "t", text: "print \(fact.rawValue)\n"))
        #expect(parsed.diagnostics.isEmpty)
        let command = try #require(parsed.program.commands.first)
        #expect(try Interpreter.fact(command) == fact)
        #expect(try Interpreter.fact(command) == command.choice(Fact.self, .fact))
    }
}
