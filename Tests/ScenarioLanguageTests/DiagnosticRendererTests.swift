import Testing
@testable import ScenarioLanguage

@Suite struct DiagnosticRendererTests {
    @Test func exactText() throws {
        let file = SourceFile(name: "path/file.scenario", text: "section 4 rows\n\nscrol 20\n")
        let diagnostic = try #require(Parser.parse(file).diagnostics.first)
        #expect(DiagnosticRenderer.render(diagnostic, color: false) == """
            path/file.scenario:3:1: error: unknown command 'scrol'; did you mean 'scroll'?
            scrol 20
            ^~~~~
            """)
    }

    @Test func caretUnderColumnAndNotes() {
        let file = SourceFile(name: "a.scenario", text: "scroll 200\nassert visible 0,0 0,1\n")
        let range = SourceRange(file: file, start: 25, end: 28)
        let diagnostic = Diagnostic(.error, "visible rows differ", at: range, notes: ["visible: 0,0 0,1", "offset: 0"])
        #expect(DiagnosticRenderer.render(diagnostic, color: false) == """
            a.scenario:2:15: error: visible rows differ
            assert visible 0,0 0,1
                          ^~~
            note: visible: 0,0 0,1
            note: offset: 0
            """)
    }

    @Test func noRangeMeansNoLocationOrSource() {
        let diagnostic = Diagnostic(.warning, "nothing ran", at: nil, notes: ["hint"])
        #expect(DiagnosticRenderer.render(diagnostic, color: false) == "warning: nothing ran\nnote: hint")
    }

    @Test func tabsAndNonASCIIKeepTheCaretAligned() {
        let file = SourceFile(name: "t", text: "\tstate café \"é\" via nowhere\n")
        let start = Array(file.text.utf8).count - "nowhere\n".utf8.count
        let range = SourceRange(file: file, start: start, end: start + 7)
        let text = DiagnosticRenderer.render(Diagnostic(.error, "bad", at: range), color: false)
        let lines = text.split(separator: "\n", omittingEmptySubsequences: false)
        #expect(lines[0] == "t:1:21: error: bad")
        #expect(lines[2] == "\t" + String(repeating: " ", count: 19) + "^~~~~~~")
    }

    @Test func rangeIsClippedToItsLineAndEmptyRangesGetACaret() {
        let file = SourceFile(name: "t", text: "repeat 2 {\nscroll 1\n")
        let long = DiagnosticRenderer.render(Diagnostic(.error, "x", at: SourceRange(file: file, start: 7, end: 20)), color: false)
        #expect(long.hasSuffix("repeat 2 {\n       ^~~"))
        let atEnd = SourceRange(file: file, start: file.text.utf8.count, end: file.text.utf8.count)
        #expect(DiagnosticRenderer.render(Diagnostic(.error, "x", at: atEnd), color: false) == "t:3:1: error: x\n\n^")
    }

    @Test func colourOnlyWhenAsked() throws {
        let diagnostic = try #require(parse("scrol 1").diagnostics.first)
        let plain = DiagnosticRenderer.render(diagnostic, color: false)
        let coloured = DiagnosticRenderer.render(diagnostic, color: true)
        #expect(!plain.contains("\u{1B}["))
        #expect(coloured.contains("\u{1B}[1;31merror:\u{1B}[0m"))
        #expect(coloured.contains("scrol 1"))
    }
}
