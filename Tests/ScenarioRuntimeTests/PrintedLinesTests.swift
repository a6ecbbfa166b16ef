import Foundation
import ScenarioLanguage
import Testing
@testable import ScenarioRuntime

/// `print visible`, `mounted`, `selected` and `offset` write their line
/// straight into the transcript's bytes (labelled or not) when nothing checks
/// or records it; with an expected block, `--update` or `--verbose` they go
/// through the lines every other `print` makes. Both must print the same.
@Suite("Printed lines, written as bytes or as lines")
struct PrintedLinesTests {
    static let setup = """
        viewport 375x100
        section 3 rows
        section 40 rows
        scroll 62.25

        """
    static let commands = ["print visible", "print mounted", "print selected", "print offset", "scroll -1000", "print offset"]

    /// What the commands print, without an expected block.
    static let expected = ["0,1 0,2 1,0", "0,0 0,1 0,2 1,0 1,1", "none", "62.25", "0"]

    @Test func directLinesAreTheLinesOfTheGeneralPath() {
        #expect(printed(Self.setup + Self.commands.joined(separator: "\n")) == Self.expected)
    }

    @Test func expectedBlocksHoldForTheSameLines() {
        var lines = Self.expected.makeIterator()
        let text = Self.setup + Self.commands.map { $0.hasPrefix("print") ? "\($0)\n> \(lines.next() ?? "")" : $0 }.joined(separator: "\n")
        let result = run(text)
        #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
        #expect(result.output.isEmpty)
    }

    @Test func labelledOutputPrefixesTheSameLines() {
        var options = RunOptions()
        options.labelsOutput = true
        let session = ScenarioSession(baseDirectory: FileManager.default.temporaryDirectory.path, options: options)
        let text = Self.setup + "print visible\nprint offset\nprint content-size"
        let output = session.execute(SourceFile(name: "p.scenario", text: text)).output
        // The direct lines and a line of the general path (`print content-size`) carry the same label.
        let size = printed(text).last ?? ""
        #expect(!size.isEmpty)
        #expect(output == "p.scenario:5: 0,1 0,2 1,0\np.scenario:6: 62.25\np.scenario:7: \(size)\n")
    }

    /// The session hands out each run's output only (the REPL, entry after entry), diagnostics kept in between.
    @Test func eachRunOfASessionHasItsOwnOutput() {
        let session = ScenarioSession(baseDirectory: FileManager.default.temporaryDirectory.path)
        #expect(session.execute(SourceFile(name: "<stdin>", text: Self.setup + "print offset\nassert offset 1")).output == "62.25\n")
        let second = session.execute(SourceFile(name: "<stdin>", text: "print selected\nprint visible\nassert error none"))
        #expect(second.output == "none\n0,1 0,2 1,0\n")
        #expect(second.diagnostics.map(\.message) == ["assertion failed: 1 error so far"])
        #expect(session.execute(SourceFile(name: "<stdin>", text: "scroll 0")).output == "")
    }
}
