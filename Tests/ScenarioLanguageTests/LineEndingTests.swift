import Testing
@testable import ScenarioLanguage

/// LANGUAGE.md §1: a line ends with LF, CR LF or a CR alone; a leading UTF-8
/// byte-order mark is not text. Diagnostics cost what they show.
@Suite("Line endings, byte-order mark, long lines")
struct LineEndingTests {
    @Test(arguments: ["\n", "\r\n", "\r"])
    func everyLineEndingSeparatesCommands(newline: String) {
        let text = ["# comment", "section 1 rows", "assert offset 5", "print offset", "> 0", ""].joined(separator: newline)
        let (program, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(program.commands.map(\.spec.name) == ["section", "assert offset", "print"])
        #expect(program.commands.map(\.range.line) == [2, 3, 4])
        #expect(program.commands.last?.expected?.lines == ["0"])
        let file = SourceFile(name: "t", text: text)
        #expect(file.lineText(3) == "assert offset 5")
    }

    @Test func aByteOrderMarkIsSkippedAndColumnsStartAfterIt() throws {
        let (program, diagnostics) = parse("\u{FEFF}section 2 rows\nscrol 1\n")
        #expect(program.commands.count == 1)
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.location == Marked.Location(line: 2, column: 1))
        let (_, errors) = parse("\u{FEFF}@\n")
        #expect(errors.first?.message == "unexpected character '@'")
        #expect(errors.first?.location == Marked.Location(line: 1, column: 1))
        #expect(SourceFile(name: "t", text: "\u{FEFF}abc").lineText(1) == "abc")
    }

    @Test func aByteOrderMarkLaterInTheFileIsStillAnError() {
        #expect(parse("section 1 rows\n\u{FEFF}scroll 1\n").diagnostics.first?.message == "unexpected character '\u{FEFF}'")
    }

    @Test func aCarriageReturnInsideAStringEndsTheLine() {
        #expect(parse("section 3 rows header \"a\rb\"\n").diagnostics.first?.message == "unterminated string")
    }

    @Test func aDiagnosticOnAHugeLineReadsOnlyAWindowOfIt() throws {
        // 8 MiB on one line, the error near its middle.
        let half = String(repeating: "x ", count: 2 << 20)
        let file = SourceFile(name: "t", text: "section 1 rows " + half + "@" + half + "\n")
        let at = 15 + half.utf8.count
        let diagnostic = Diagnostic(.error, "unexpected character '@'", at: SourceRange(file: file, start: at, end: at + 1))
        let display = DiagnosticRenderer.excerpt(of: try #require(diagnostic.range), line: 1)
        #expect(display.sourceCharacters <= 2 * DiagnosticRenderer.windowBytes, "read \(display.sourceCharacters) characters")
        let lines = DiagnosticRenderer.render(diagnostic, color: false).split(separator: "\n").map(String.init)
        #expect(lines[0] == "t:1:\(at + 1): error: unexpected character '@'")
        #expect(lines[1].hasPrefix("…x x ") && lines[1].hasSuffix(" x…"))
        #expect(Printable.width(lines[1]) <= SourceLineDisplay.maximumWidth)
        let caret = try #require(lines[2].firstIndex(of: "^"))
        #expect(lines[1][lines[1].index(lines[1].startIndex, offsetBy: lines[2].distance(from: lines[2].startIndex, to: caret))] == "@")
    }

    @Test func aLineCanBeReadUpToALimit() {
        let file = SourceFile(name: "t", text: "é" + String(repeating: "a", count: 5000) + "\r\nb")
        #expect(file.lineText(1, limit: 1000) == "é" + String(repeating: "a", count: 998) + "…")
        #expect(file.lineText(2, limit: 1000) == "b")
    }
}
