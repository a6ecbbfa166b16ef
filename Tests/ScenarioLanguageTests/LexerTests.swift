import Testing
@testable import ScenarioLanguage

@Suite struct LexerTests {
    @Test func words() {
        #expect(kinds("style inset-grouped visible_cells x1") ==
                [.word("style"), .word("inset-grouped"), .word("visible_cells"), .word("x1")])
        #expect(kinds("café") == [.word("café")])
    }

    @Test(arguments: [
        ("120", 120.0), ("-44", -44.0), ("0.5", 0.5), ("-0", 0.0), ("1000000000", 1_000_000_000.0),
    ])
    func numbers(text: String, value: Double) {
        #expect(kinds(text) == [.number(value)])
    }

    @Test func indexPathsRangesSizesAndCellIDs() {
        #expect(kinds("1,2") == [.indexPath(IndexPathLiteral(section: 1, row: 2))])
        #expect(kinds("1,0..2,3") == [.indexPathRange(IndexPathLiteral(section: 1, row: 0), IndexPathLiteral(section: 2, row: 3))])
        #expect(kinds("375x667 10.5x2") == [.size(width: 375, height: 667), .size(width: 10.5, height: 2)])
        #expect(kinds("#18") == [.cellID(18)])
    }

    @Test func stringsAndEscapes() {
        #expect(kinds(#""double quoted""#) == [.string("double quoted")])
        #expect(kinds(#""say \"hi\" \\ now""#) == [.string(#"say "hi" \ now"#)])
        #expect(kinds(##""# not a comment""##) == [.string("# not a comment")])
    }

    @Test func punctuationNewlinesAndComments() {
        #expect(kinds("update {\n}\n") == [.word("update"), .leftBrace, .newline, .rightBrace, .newline])
        #expect(kinds("assert offset 3 : \"m\"") == [.word("assert"), .word("offset"), .number(3), .colon, .string("m")])
        #expect(kinds("scroll 20 # rows 0,4..0,19 \"x\n# whole line\nrelease") ==
                [.word("scroll"), .number(20), .newline, .newline, .word("release")])
        #expect(kinds("a\r\nb") == [.word("a"), .newline, .word("b")])
    }

    @Test func expectedOutputLines() {
        #expect(kinds("> 0,4 0,5 # raw\n>\n  > indented\n> ") ==
                [.expectedOutput("0,4 0,5 # raw"), .newline, .expectedOutput(""), .newline,
                 .expectedOutput("indented"), .newline, .expectedOutput("")])
        #expect(kinds(">  two spaces\r\n") == [.expectedOutput(" two spaces"), .newline])
        // `>` not at the start of a line is no expected output.
        #expect(kinds("print > x") == [.word("print"), .error(.unexpectedCharacter(">")), .word("x")])
    }

    @Test(arguments: [
        ("\"abc", LexError.unterminatedString, "\"abc"),
        ("\"a\\nb\"", .unknownEscape("\\n"), "\\n"),
        ("12abc", .malformedNumber("12abc"), "12abc"),
        ("1.2.3", .malformedNumber("1.2.3"), "1.2.3"),
        ("1e999", .exponent("1e999"), "1e999"),
        ("2E5", .exponent("2E5"), "2E5"),
        ("99999999999999999999999", .numberTooLarge("99999999999999999999999"), "99999999999999999999999"),
        ("1000000001", .numberTooLarge("1000000001"), "1000000001"),
        ("-1,0", .malformedIndexPath("-1,0"), "-1,0"),
        ("1,2,3", .malformedIndexPath("1,2,3"), "1,2,3"),
        ("0,1..2", .malformedIndexPath("0,1..2"), "0,1..2"),
        ("0,99999999999", .numberTooLarge("0,99999999999"), "0,99999999999"),
        ("375x", .malformedNumber("375x"), "375x"),
        ("-3x4", .malformedSize("-3x4"), "-3x4"),
        ("3x4x5", .malformedSize("3x4x5"), "3x4x5"),
        ("#12a", .malformedCellID("#12a"), "#12a"),
        ("#99999999999", .numberTooLarge("#99999999999"), "#99999999999"),
        ("@", .unexpectedCharacter("@"), "@"),
        ("😀", .unexpectedCharacter("😀"), "😀"),
        (">x", .expectedOutputSpace, ">"),
    ])
    func lexicalErrors(text: String, error: LexError, covered: String) throws {
        let tokens = Lexer.tokenize(SourceFile(name: "t", text: text))
        let token = try #require(tokens.first { if case .error = $0.kind { true } else { false } })
        #expect(token.kind == .error(error))
        #expect(token.spelling == covered)
    }

    @Test func unterminatedStringHasHint() {
        #expect(LexError.unterminatedString.hint == "add a closing \"")
        let diagnostics = parse("state name \"abc via none").diagnostics
        #expect(diagnostics.map(\.message) == ["unterminated string"])
        #expect(diagnostics.first?.notes == ["add a closing \""])
    }

    @Test func rangesAreUTF8Offsets() {
        let tokens = Lexer.tokenize(SourceFile(name: "t", text: "é 1,2"))
        #expect(tokens.map(\.range.start) == [0, 3, 6])
        #expect(tokens[1].range.end == 6)
    }

    @Test func endRepeatsForever() {
        var lexer = Lexer(file: SourceFile(name: "t", text: ""))
        #expect(lexer.next().kind == .end)
        #expect(lexer.next().kind == .end)
    }

    /// The benchmark's baseline counts what `tokenize` hands out, `.end` included.
    @Test(arguments: ["", "section 3 rows\n", "# only a comment", "style plain\nscroll 10 # why\n> 0,0 0,1\n\"x\" @ 1,2..3,4\n"])
    func countTokensMatchesTokenize(text: String) {
        let file = SourceFile(name: "t", text: text)
        #expect(Lexer.countTokens(file) == Lexer.tokenize(file).count)
    }
}
