import Testing
@testable import ScenarioLanguage

@Suite struct ExpectedOutputTests {
    @Test func linesAndByteRange() throws {
        let text = "section 20 rows\nprint visible\n> 0,4 0,5\n>\n> # raw\nscroll 3\n"
        let (program, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        let print = program.commands[1]
        let expected = try #require(print.expected)
        #expect(expected.lines == ["0,4 0,5", "", "# raw"])
        let utf8 = Array(text.utf8)
        #expect(String(decoding: utf8[expected.start..<expected.end], as: UTF8.self) == "> 0,4 0,5\n>\n> # raw\n")
        #expect(print.lineEnd == expected.start)
        #expect(program.commands[2].id == .scroll)
    }

    @Test func endsAtEndOfFileWithoutNewline() throws {
        let text = "print offset\n> 120"
        let expected = try #require(parse(text).program.commands.first?.expected)
        #expect(expected.lines == ["120"])
        #expect(expected.end == text.utf8.count)
    }

    @Test func indentedExpectedOutputInsideABlockStartsAtItsLine() throws {
        let text = "repeat 2 {\n  show\n  > |row|\n}\n"
        let (program, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        let show = try #require(program.commands.first?.block?.first)
        #expect(show.expected?.lines == ["|row|"])
        #expect(show.expected?.start == 18)
    }

    @Test func printWithoutOutputHasNone() {
        let program = parse("print offset\n\nscroll 1").program
        #expect(program.commands.first?.expected == nil)
        #expect(program.commands.first?.lineEnd == 13)
    }

    @Test func showSVGTakesNoExpectedOutput() {
        #expect(parse("show svg a.svg\n> x").diagnostics.map(\.message) == ["expected output must directly follow a print or show"])
    }
}

@Suite struct BlockTests {
    @Test func repeatAndNestedUpdates() throws {
        let text = "repeat 3 {\n  update {\n    insert 0,1\n    update {\n      delete section 2\n    }\n  }\n  scroll 10\n}\nrelease\n"
        let (program, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(program.commands.map(\.id) == [.repeat, .release])
        let repeatCommand = program.commands[0]
        #expect(try repeatCommand.integer(.count) == 3)
        #expect(repeatCommand.block?.map(\.id) == [.update, .scroll])
        #expect(repeatCommand.block?.first?.block?.map(\.id) == [.insertRows, .update])
        #expect(repeatCommand.block?.first?.block?.last?.block?.map(\.id) == [.deleteSection])
        #expect(repeatCommand.range.end == 8)
        #expect(repeatCommand.lineEnd == 11)
    }

    @Test func updateAllowsOnlyChanges() {
        let text = "update {\n  data insert 0,0\n  table reload 0,0\n  move 0,0 to 0,1\n  reload-data\n  repeat 2 {\n  }\n}\n"
        let diagnostics = parse(text).diagnostics
        // `reload-data` parses there: running it is the engine's error (ENGINE.md §9).
        #expect(diagnostics.map(\.message) == ["'repeat' is not allowed inside update { }: only data changes are"])
    }

    @Test func blockNeedsBraceAtEndOfLine() {
        #expect(parse("repeat 2\n").diagnostics.map(\.message) == ["expected '{' after '2', found end of line"])
        let oneLine = parse("repeat 2 { scroll 3\n}").diagnostics.first
        #expect(oneLine?.message == "unexpected 'scroll' after '{'")
        #expect(oneLine?.notes.first?.hasPrefix("a block spans lines") == true)
    }

    @Test func openBlockDepth() {
        #expect(Parser.openBlockDepth("") == 0)
        #expect(Parser.openBlockDepth("scroll 3") == 0)
        #expect(Parser.openBlockDepth("repeat 2 {") == 1)
        #expect(Parser.openBlockDepth("repeat 2 {\n  update {\n") == 2)
        #expect(Parser.openBlockDepth("repeat 2 {\n  update {\n  }\n") == 1)
        #expect(Parser.openBlockDepth("repeat 2 {\n}\n") == 0)
        #expect(Parser.openBlockDepth("update {\n  scrol 3\n") == 1)
        #expect(Parser.openBlockDepth("}") == 0)
    }

    @Test func deepNestingIsLimitedNotFatal() {
        let depth = 5_000
        let text = String(repeating: "repeat 1 {\n", count: depth) + String(repeating: "}\n", count: depth)
        let diagnostics = parse(text).diagnostics
        #expect(diagnostics.map(\.message) == ["blocks are nested too deeply (the limit is \(Parser.maximumNesting))"])
        #expect(Parser.openBlockDepth(String(repeating: "repeat 1 {\n", count: depth)) == depth)
    }
}

@Suite struct ExpectErrorTests {
    @Test func attachesToTheNextCommand() throws {
        let text = "expect error \"Invalid update\"\ntable delete 0,0\nscroll 3\n"
        let (program, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(program.commands.map(\.id) == [.deleteRows, .scroll])
        let argument = try #require(program.commands[0].expectError)
        guard case .text(let message) = argument.value else { Issue.record("not text"); return }
        #expect(message == "Invalid update")
        #expect(argument.range.start == 13)
        #expect(program.commands[1].expectError == nil)
    }

    @Test func attachesAcrossBlankLinesAndToBlocks() {
        let program = parse("expect error \"x\"\n\n# why\nupdate {\n  delete 0,0\n}\n").program
        #expect(program.commands.count == 1)
        #expect(program.commands.first?.expectError != nil)
        #expect(program.commands.first?.block?.first?.expectError == nil)
    }

    @Test func insideBlocks() {
        let (program, diagnostics) = parse("repeat 2 {\n  expect error \"x\"\n  select 9,9\n}\n")
        #expect(diagnostics.isEmpty)
        #expect(program.commands.first?.block?.first?.expectError != nil)
        #expect(parse("repeat 2 {\n  expect error \"x\"\n}\n").diagnostics.map(\.message) ==
                ["'expect error' must be followed by the command that fails"])
    }

    @Test func needsAString() {
        #expect(parse("expect error x\nscroll 3").diagnostics.first?.message ==
                "expected a quoted string after 'error', found 'x'")
    }
}
