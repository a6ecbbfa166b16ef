import Testing
@testable import ScenarioLanguage

/// Bad bytes in a scenario: control characters, NUL, invalid UTF-8, very long
/// lines. Each gives a located error whose printed source line is safe for a
/// terminal and whose caret stands under the right character (LANGUAGE.md §1, §10).
@Suite struct HostileInputTests {
    /// The three lines of a rendered diagnostic: header, source, caret.
    func rendered(_ text: String) throws -> [String] {
        let diagnostic = try #require(parse(text).diagnostics.first)
        return DiagnosticRenderer.render(diagnostic, color: false)
            .split(separator: "\n", omittingEmptySubsequences: false).map(String.init)
    }

    /// The caret's display column (0-based), counting a tab as one column like the source line does.
    func caretColumn(_ caret: String) -> Int? {
        caret.firstIndex(of: "^").map { caret.distance(from: caret.startIndex, to: $0) }
    }

    @Test(arguments: [("\u{0}", "\u{2400}"), ("\u{1}", "\u{2401}"), ("\u{1B}", "\u{241B}"), ("\u{7F}", "\u{2421}"),
                      ("\u{8}", "\u{2408}"), ("\u{0C}", "\u{240C}")])
    func controlCharactersAreDrawnVisibly(raw: String, shown: String) throws {
        let lines = try rendered("section 3 rows\nscroll 1\(raw)0 x\n")
        #expect(lines[0] == "test.scenario:2:8: error: malformed number '1\(shown)0'")
        #expect(lines[1] == "scroll 1\(shown)0 x")
        #expect(lines[2] == "       ^~~")
        for line in lines { #expect(!line.unicodeScalars.contains { $0.value < 0x20 || $0.value == 0x7F }) }
    }

    @Test func nulByteIsAnUnexpectedCharacterAtItsColumn() throws {
        let lines = try rendered("scroll\u{0} 10\n")
        #expect(lines[0] == "test.scenario:1:7: error: unexpected character '\u{2400}'")
        #expect(lines[1] == "scroll\u{2400} 10")
        #expect(lines[2] == "      ^")
    }

    @Test func escapeSequencesInStringsCannotReachTheTerminal() throws {
        let lines = try rendered("section 3 rows header \"\u{1B}[31mred\n")
        #expect(lines[0].hasPrefix("test.scenario:1:"))
        #expect(!lines.joined().contains("\u{1B}"))
        #expect(lines[1] == "section 3 rows header \"\u{241B}[31mred")
    }

    @Test(arguments: ["\u{1B}", "\u{0}", "\u{7}", "\u{8}", "\u{7F}"])
    func controlCharactersInsideAStringAreAnError(raw: String) throws {
        let lines = try rendered("section 3 rows header \"a\(raw)b\"\n")
        let shown = Printable.escape(raw)
        #expect(lines == ["test.scenario:1:25: error: control character '\(shown)' in a string",
                          "section 3 rows header \"a\(shown)b\"",
                          String(repeating: " ", count: 24) + "^",
                          "note: a string holds printable text; remove the character"])
    }

    @Test(arguments: [("include foo", "\u{0}", "bar"), ("show svg x", "\u{1}", "y.svg"), ("help scr", "\u{1B}", "oll")])
    func controlCharactersInUnquotedTextAreAnError(before: String, raw: String, after: String) throws {
        // Unquoted paths and `help` topics are read raw: a NUL would cut a path short.
        let diagnostic = try #require(parse(before + raw + after + "\n").diagnostics.first)
        #expect(diagnostic.message == "unexpected character '\(raw)'")
        #expect(diagnostic.location == Marked.Location(line: 1, column: before.count + 1))
        #expect(DiagnosticRenderer.render(diagnostic, color: false).contains(before + Printable.escape(raw) + after))
    }

    @Test func tabsInsideAStringAreAllowed() {
        #expect(parse("section 3 rows header \"a\tb\"\n").diagnostics.isEmpty)
    }

    @Test(arguments: ["\u{FEFF}", "\u{202E}", "\u{200B}", "\u{2028}"])
    func invisibleCharactersAreNamedAndTheCaretCoversTheName(raw: String) throws {
        let lines = try rendered("section 3 rows\n\(raw)scroll 10\n")
        let code = "<U+" + String(raw.unicodeScalars.first?.value ?? 0, radix: 16, uppercase: true) + ">"
        #expect(lines[0] == "test.scenario:2:1: error: unexpected character '\(code)'")
        #expect(lines[1] == "\(code)scroll 10")
        #expect(lines[2] == "^" + String(repeating: "~", count: code.count - 1))
    }

    @Test func tabsAndControlsBeforeTheColumnKeepTheCaretAligned() throws {
        let lines = try rendered("\tscroll\u{1}\t\u{1}10 scrol\n")
        // The lexer stops at the first bad character: column 8 (tab, 'scroll', then \u{1}).
        #expect(lines[0] == "test.scenario:1:8: error: unexpected character '\u{2401}'")
        #expect(lines[2] == "\t      ^")
        let source = Array(lines[1]), caret = Array(lines[2])
        #expect(source[caret.firstIndex(of: "^") ?? 0] == "\u{2401}")
    }

    @Test func wideCharactersTakeTwoColumnsUnderTheCaret() throws {
        let file = SourceFile(name: "t", text: "中文 scrol 1\n")
        let start = "中文 ".utf8.count
        let diagnostic = Diagnostic(.error, "x", at: SourceRange(file: file, start: start, end: start + 5))
        let lines = DiagnosticRenderer.render(diagnostic, color: false).split(separator: "\n").map(String.init)
        #expect(lines[0] == "t:1:4: error: x")
        #expect(lines[2] == "     ^~~~~")
    }

    @Test func veryLongLinesAreCutAroundTheCaret() throws {
        let filler = String(repeating: "a", count: 50_000)
        let lines = try rendered("section 3 rows header \"\(filler)\" bogus " + filler + "\n")
        #expect(lines[0].hasPrefix("test.scenario:1:50026: error: unknown keyword 'bogus' after '\"aaaa"))
        #expect(lines[0].count < 150, "the quoted string is clipped in the message")
        #expect(lines[1].count <= SourceLineDisplay.maximumWidth)
        #expect(lines[1].hasPrefix("…") && lines[1].hasSuffix("…"))
        let column = try #require(caretColumn(lines[2]))
        let shown = Array(lines[1])
        #expect(String(shown[column..<column + 5]) == "bogus")
        #expect(lines[2].hasSuffix("^~~~~"))
    }

    @Test func aLongLineWithTheErrorAtTheStartIsCutAtTheEnd() throws {
        let lines = try rendered("scrol " + String(repeating: "1", count: 5_000) + "\n")
        #expect(lines[1].hasPrefix("scrol 111") && lines[1].hasSuffix("…"))
        #expect(lines[1].count == SourceLineDisplay.maximumWidth)
        #expect(lines[2] == "^~~~~")
    }

    @Test func invalidUTF8IsLocatedAtTheFirstBadByte() throws {
        let bytes = Array("section 3 rows\nscroll ".utf8) + [0xC3, 0x28] + Array(" 10\n".utf8)
        let (file, error) = SourceFile.decode(name: "bad.scenario", bytes: bytes)
        let diagnostic = try #require(error)
        let lines = DiagnosticRenderer.render(diagnostic, color: false).split(separator: "\n").map(String.init)
        #expect(lines[0] == "bad.scenario:2:8: error: invalid UTF-8 (byte 0xC3); a scenario must be UTF-8 text")
        #expect(lines[1] == "scroll \u{FFFD}( 10")
        #expect(lines[2] == "       ^")
        #expect(file.lineText(1) == "section 3 rows")
    }

    @Test(arguments: [[UInt8]([0xFF]), [0x80], [0xE2, 0x82], [0xF0, 0x9F, 0x98], [0xED, 0xA0, 0x80], [0xC0, 0xAF]])
    func everyKindOfMalformedSequenceIsCaught(bad: [UInt8]) throws {
        let (_, error) = SourceFile.decode(name: "b", bytes: Array("ok\n".utf8) + bad + Array("\n".utf8))
        let location = try #require(error?.location)
        #expect(location == Marked.Location(line: 2, column: 1))
    }

    @Test func validUTF8DecodesWithoutError() {
        let text = "# café 中文 😀\nsection 3 rows\n"
        let (file, error) = SourceFile.decode(name: "ok", bytes: Array(text.utf8))
        #expect(error == nil)
        #expect(file.text == text)
    }

    @Test func messagesAndFileNamesAreEscapedToo() {
        let file = SourceFile(name: "a\u{1B}b", text: "x\n")
        let diagnostic = Diagnostic(.error, "bad \u{7}", at: SourceRange(file: file, start: 0, end: 1), notes: ["n\u{1B}"])
        let text = DiagnosticRenderer.render(diagnostic, color: false)
        #expect(text == "a\u{241B}b:1:1: error: bad \u{2407}\nx\n^\nnote: n\u{241B}")
    }
}

/// A file of millions of bad lines: the parser stops after
/// `Parser.maximumErrors`, so its time and memory follow the errors kept.
@Suite struct ErrorLimitTests {
    @Test func theParserStopsAfterTheMaximumNumberOfErrors() throws {
        let text = String(repeating: "{\n", count: 5 * Parser.maximumErrors) + "section 3 rows\n"
        let (program, diagnostics) = parse(text)
        #expect(diagnostics.count == Parser.maximumErrors + 1)
        let last = try #require(diagnostics.last)
        #expect(last.message == "too many syntax errors (\(Parser.maximumErrors)); the rest of the file was not read")
        #expect(program.commands.isEmpty, "the lines after the stop are not read")
    }

    @Test func exactlyTheLimitIsNotAStop() {
        let exactly = parse(String(repeating: "scrol 1\n", count: Parser.maximumErrors)).diagnostics
        #expect(exactly.count == Parser.maximumErrors)
        #expect(!exactly.contains { $0.message.hasPrefix("too many syntax errors") })
        // The 1,000th error is the unclosed block, found at the end of the text.
        let unclosed = parse(String(repeating: "scrol 1\n", count: Parser.maximumErrors - 1) + "update {\n").diagnostics
        #expect(unclosed.count == Parser.maximumErrors)
        #expect(unclosed.last?.message.contains("update") == true, "\(unclosed.last?.message ?? "")")
    }

    @Test func fewerErrorsThanTheLimitAreAllKept() {
        let text = String(repeating: "scrol 1\n", count: Parser.maximumErrors - 1) + "section 3 rows\n"
        let (program, diagnostics) = parse(text)
        #expect(diagnostics.count == Parser.maximumErrors - 1)
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix("unknown command 'scrol'") })
        #expect(program.commands.count == 1)
    }
}
