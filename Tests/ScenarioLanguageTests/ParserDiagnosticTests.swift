import Testing
@testable import ScenarioLanguage

/// Each case: source with `1️⃣` where the error must land, and its exact message.
@Suite struct ParserDiagnosticTests {
    @Test(arguments: [
        ("1️⃣scrol 20", "unknown command 'scrol'; did you mean 'scroll'?"),
        ("1️⃣frobnicate", "unknown command 'frobnicate'"),
        ("print 1️⃣visble", "unknown keyword 'visble' after 'print'; did you mean 'visible'?"),
        ("assert 1️⃣visble 0,0", "unknown keyword 'visble' after 'assert'; did you mean 'visible'?"),
        ("style 1️⃣plian", "unknown keyword 'plian' after 'style'; did you mean 'plain'?"),
        ("section 20 1️⃣rwos", "unknown keyword 'rwos' after '20'; did you mean 'rows'?"),
        ("row-height 1️⃣abc", "expected a height (a number >= 0) after 'row-height', found 'abc'"),
        ("row-height 1️⃣-3", "a length must be >= 0"),
        ("row-height1️⃣", "expected a height (a number >= 0) after 'row-height', found end of line"),
        ("scroll 1️⃣tp 20", "expected a distance (a number) or 'to' after 'scroll', found 'tp'; did you mean 'to'?"),
        ("print1️⃣", "expected 'visible', 'mounted', 'selected', 'offset', 'content-size', 'cells', 'pool', 'stale', 'trace', "
            + "'separators', 'index', 'header-views', 'editing', 'rect', 'frame', 'position', 'index-path-at' or 'snapshot' after 'print', found end of line"),
        ("select 1️⃣0, 1", "malformed number '0,'"),
        ("section 2 rows\n1️⃣undo", "'undo' works only at the REPL prompt"),
        ("scroll 20 1️⃣30", "unexpected '30' at the end of the command"),
        ("show 1️⃣svgg x", "unknown keyword 'svgg' after 'show'; did you mean 'svg'?"),
        ("row 0,1 1️⃣heigth 3", "unknown keyword 'heigth' after '0,1'; did you mean 'height'?"),
        ("release 1️⃣now", "unexpected 'now' at the end of the command"),
        ("section 1️⃣2.5 rows", "expected a whole number >= 0, found '2.5'"),
        ("section 1️⃣-2 rows", "expected a whole number >= 0, found '-2'"),
        ("section 4 rows height 3 1️⃣height 4", "'height' is given twice"),
        ("scroll 3 1️⃣: \"m\"", "only an assertion can end with ': \"message\"', not 'scroll'"),
        ("assert offset 3 : 1️⃣m", "expected a quoted message after ':', found 'm'"),
        ("data 1️⃣reload 0,1", "'reload' cannot follow 'data'"),
        ("table 1️⃣insrt 0,1", "unknown keyword 'insrt' after 'table'; did you mean 'insert'?"),
        ("data delete 1️⃣foo", "expected index paths (S,R or A..B) or 'section' after 'delete', found 'foo'"),
        ("1️⃣120", "expected a command, found '120'"),
        ("scroll 1️⃣1e999", "malformed number '1e999'"),
        ("viewport 1️⃣375", "expected a size WxH after 'viewport', found '375'"),
        ("select 1️⃣0,0..0,3", "expected an index path S,R after 'select', found '0,0..0,3'"),
        ("estimated-row-height 1️⃣of", "expected 'auto', 'off' or a height (a number >= 0) after 'estimated-row-height', found 'of'; did you mean 'off'?"),
        ("scroll to 1️⃣middle", "expected 'top', 'bottom', an index path S,R, a y position (a number) or 'nearest-selected' after 'to', found 'middle'"),
        ("expect 1️⃣eror \"x\"", "unknown keyword 'eror' after 'expect'; did you mean 'error'?"),
        ("show svg1️⃣", "expected a file path after 'svg', found end of line"),
        ("repeat 3 1️⃣}", "expected '{' after '3', found '}'"),
        ("1️⃣> 0,0", "expected output must directly follow a print or show"),
        ("scroll 20\n1️⃣> 0,0", "expected output must directly follow a print or show"),
        ("print offset\n\n1️⃣> 0", "expected output must directly follow a print or show"),
        ("print offset\n# comment\n1️⃣> 0", "expected output must directly follow a print or show"),
        ("1️⃣}", "'}' without a matching '{'"),
        ("repeat 2 {\n} 1️⃣x", "'}' must be alone on its line"),
        ("update {\n1️⃣scroll 3\n}", "'scroll' is not allowed inside update { }: only data changes are"),
        ("repeat 2 1️⃣{\nscroll 3", "'{' of 'repeat' is never closed"),
        ("1️⃣expect error \"x\"", "'expect error' must be followed by the command that fails"),
        ("1️⃣expect error \"x\"\nexpect error \"y\"\ndelete 0,0", "'expect error' must be followed by the command that fails"),
        ("state x \"abc 1️⃣\\q\" via none", "unknown escape '\\q' in a string"),
        ("scroll 20 1️⃣@", "unexpected character '@'"),
        ("expect error 1️⃣\"\"\nscroll 3", "expect error needs the text of the error; use a part of the message"),
    ])
    func diagnosticLandsAtMarker(source: String, message: String) throws {
        let marked = Marked(source)
        let diagnostics = parse(marked.text).diagnostics
        let first = try #require(diagnostics.first, "no diagnostic for \(marked.text.debugDescription)")
        let wanted = diagnostics.first { $0.message == message } ?? first
        #expect(wanted.message == message)
        #expect(wanted.location == marked["1️⃣"], "\(marked.text.debugDescription)")
    }

    @Test func updateRestrictionPointsAtTheCommand() throws {
        let marked = Marked("update {\n  insert 0,1\n  2️⃣scroll 3\n  update {\n    delete 0,0\n  }\n}\n")
        let diagnostics = parse(marked.text).diagnostics
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.location == marked["2️⃣"])
        #expect(diagnostics.first?.covered == "scroll")
    }

    @Test func unknownKeywordListsWhatWasExpected() throws {
        let diagnostic = try #require(parse("style plian").diagnostics.first)
        #expect(diagnostic.notes == ["expected one of: plain, grouped, inset-grouped"])
        #expect(diagnostic.covered == "plian")
    }

    /// LANGUAGE.md §6: `separator below` takes none|inset|full, `separator above` only none|full.
    @Test func separatorAboveAllowsOnlyNoneOrFull() throws {
        let marked = Marked("assert separator above 0,0 1️⃣inset")
        let diagnostic = try #require(parse(marked.text).diagnostics.first)
        #expect(diagnostic.message == "unknown keyword 'inset' after '0,0'")
        #expect(diagnostic.location == marked["1️⃣"])
        #expect(diagnostic.notes == ["expected one of: none, full"])
        for valid in ["assert separator above 0,0 full", "assert separator above 0,0 none", "assert separator below 0,0 inset"] {
            #expect(parse(valid).diagnostics.isEmpty, "\(valid)")
        }
        #expect(try #require(parse("assert separator sideways 0,0 full").diagnostics.first).notes == ["expected one of: below, above"])
    }

    @Test func extraTokensAreCoveredToTheEndOfTheLine() throws {
        let diagnostic = try #require(parse("scroll 20 30 40   # c").diagnostics.first)
        #expect(diagnostic.covered == "30 40")
    }

    /// A command whose first word is shared (`print`, `print rect`, ...): a bad or
    /// missing next word names every word the table allows there.
    @Test(arguments: ParserState.byFirstWord.filter { $0.value.contains { $0.words.count > 1 } }.keys.sorted())
    func everyAlternativeIsNamed(first: String) throws {
        let specs = ParserState.byFirstWord[first] ?? []
        let allowed = specs.flatMap { spec in
            spec.words.count > 1 ? [spec.words[1]] : (spec.syntax.first?.firstWords ?? [])
        }
        for line in [first, first + " zzz"] {
            let diagnostics = parse(line).diagnostics
            guard let diagnostic = diagnostics.first else { continue }  // `show` alone is a command
            let text = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
            for word in allowed {
                #expect(text.contains("'\(word)'") || text.contains(" \(word),") || text.hasSuffix(" \(word)"),
                        "\(line): \(word) missing from \(text)")
            }
        }
    }

    @Test func anIndexPathWithASpaceSuggestsTheJoinedForm() throws {
        let diagnostic = try #require(parse("select 0, 1").diagnostics.first)
        #expect(diagnostic.notes == ["index paths are written S,R without spaces: 0,1"])
        #expect(try #require(parse("scroll to 12,  30 top").diagnostics.first).notes
                == ["index paths are written S,R without spaces: 12,30"])
        #expect(parse("select 0,").diagnostics.first?.notes == [])
    }

    /// LANGUAGE.md §8: a whole file is parsed before it runs, so a REPL-only
    /// command stops it before its first line runs (a `show svg` would write a file).
    @Test(arguments: CommandTable.all.filter(\.replOnly).map(\.example))
    func replOnlyCommandsAreSyntaxErrorsInAFile(example: String) throws {
        let (program, diagnostics) = parse("section 2 rows\nrepeat 2 {\n  " + example + "\n}\n")
        let diagnostic = try #require(diagnostics.first)
        #expect(diagnostic.message.hasSuffix("works only at the REPL prompt"))
        #expect(diagnostic.location == Marked.Location(line: 3, column: 3))
        #expect(program.commands.count == 2)
        #expect(Parser.parse(SourceFile(name: "<stdin>", text: example), allowingREPLCommands: true).diagnostics.isEmpty)
    }

    /// An empty `expect error` is still an `expect error` line: one before it is left without its command.
    @Test func anEmptyExpectErrorAfterAnotherReportsBoth() {
        let messages = parse("expect error \"x\"\nexpect error \"\"\ndelete 0,0\n").diagnostics.map(\.message)
        #expect(messages == ["'expect error' must be followed by the command that fails",
                             "expect error needs the text of the error; use a part of the message"])
    }

    @Test func farWordsGetNoSuggestion() throws {
        let diagnostic = try #require(parse("zzzzzz").diagnostics.first)
        #expect(!diagnostic.message.contains("did you mean"))
    }
}

@Suite struct RecoveryTests {
    @Test func threeBadLinesGiveThreeErrors() {
        let marked = Marked("1️⃣scrol 20\nsection 4 rows\nstyle 2️⃣plian\nscroll 10\nrow-height 3️⃣abc\n")
        let (program, diagnostics) = parse(marked.text)
        #expect(diagnostics.map(\.location) == [marked["1️⃣"], marked["2️⃣"], marked["3️⃣"]])
        #expect(program.commands.map(\.id) == [.section, .scroll])
    }

    @Test func oneErrorPerLine() {
        #expect(parse("scroll @ @ @ 12abc \"open\n").diagnostics.count == 1)
    }

    @Test func errorsInsideBlocksAreReportedAndBlocksStayBalanced() {
        let marked = Marked("repeat 1️⃣x {\n  scrol 3\n}\nrepeat 2 {\n  2️⃣scrol 3\n}\nscroll 1\n")
        let diagnostics = parse(marked.text).diagnostics
        // The bad `repeat` line still opens a block, so its `}` is no stray.
        #expect(diagnostics.count == 3)
        #expect(diagnostics.first?.location == marked["1️⃣"])
        #expect(diagnostics.last?.location == marked["2️⃣"])
    }

    @Test(arguments: ["updte", "frobnicate 3", "updte 2"])
    func anUnknownLineEndingInABraceStillOpensABlock(line: String) {
        let marked = Marked("1️⃣\(line) {\n  insert 0,0\n}\nscroll 1\n")
        let diagnostics = parse(marked.text).diagnostics
        // One error for the bad line; its `}` matches the `{`, so no stray-brace error follows.
        #expect(diagnostics.map(\.message).count == 1, "\(diagnostics.map(\.message))")
        #expect(diagnostics.first?.location == marked["1️⃣"])
    }

    @Test func theBlockOfAnUnknownLineIsDropped() {
        let (program, diagnostics) = parse("updte {\n  scroll 3\n}\nscroll 1\n")
        #expect(diagnostics.count == 1)
        #expect(program.commands.map(\.id) == [.scroll])
    }

    @Test func aBadUpdateLineStillOpensAnUpdateBlock() {
        // The line's first word is read again after the error: its block is an update's.
        let messages = parse("update 3 {\n  scroll 3\n}\nscroll 1\n").diagnostics.map(\.message)
        #expect(messages.count == 2, "\(messages)")
        #expect(messages.last == "'scroll' is not allowed inside update { }: only data changes are")
    }

    @Test func aBadPrintSwallowsItsExpectedOutputQuietly() {
        #expect(parse("print visble\n> 0,0\n> 0,1\n").diagnostics.count == 1)
    }
}
