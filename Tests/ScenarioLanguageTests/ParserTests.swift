import TableEngine
import Testing
@testable import ScenarioLanguage

@Suite struct ParserTests {
    /// The one command of `text`, parsed as the REPL reads its own line (so `save` and `help` parse).
    func single(_ text: String) throws -> Command {
        let (program, diagnostics) = Parser.parse(SourceFile(name: "test.scenario", text: text), allowingREPLCommands: true)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(program.commands.first)
    }

    @Test(arguments: [
        ("print rect 0,1", CommandID.printRect), ("print visible", .print), ("insert section 1", .insertSection),
        ("insert 0,1", .insertRows), ("scroll to top", .scrollTo), ("scroll 20", .scroll), ("show svg a.svg", .showSVG),
        ("show", .show), ("show all", .show), ("reload-data", .reloadData), ("table-header none", .tableHeader),
        ("data insert 0,0", .insertRows), ("table delete section 0", .deleteSection), ("assert cells consistent", .assertCells),
    ])
    func longestWordsWin(text: String, id: CommandID) throws {
        #expect(try single(text).id == id)
    }

    @Test func bindsSlotsWithTheirValueKinds() throws {
        let section = try single("section 20 rows height 50.5 header \"Fruits\" footer 10 id Fruit")
        #expect(try section.integer(.count) == 20)
        #expect(try section.number(.height) == 50.5)
        #expect(try section.text(.headerTitle) == "Fruits")
        #expect(try section.number(.footer) == 10)
        #expect(try section.text(.id) == "Fruit")
        #expect(!section.has(.header))

        let viewport = try single("viewport 320x480")
        #expect(try viewport.size(.size).width == 320 && viewport.size(.size).height == 480)

        let delete = try single("delete 1,2 0,1..0,3")
        #expect(try delete.indexPaths(.rows) == [.single(IndexPathLiteral(section: 1, row: 2)),
                                              .range(IndexPathLiteral(section: 0, row: 1), IndexPathLiteral(section: 0, row: 3))])
        #expect(delete.range(of: .rows).start == 7 && delete.range(of: .rows).end == 19)

        let cell = try single("assert cell 0,17 is #18")
        #expect(try cell.indexPath(.row) == IndexPathLiteral(section: 0, row: 17))
        #expect(try cell.cellID(.cell) == 18)

        let state = try single("state editing on via visible-cells")
        #expect(try state.text(.name) == "editing" && state.text(.value) == "on" && state.choice(StatePush.self, .via) == .visibleCells)
        #expect(try single("state title \"a b\" via none").text(.value) == "a b")
        #expect(try single("state count -3 via none").text(.value) == "-3")

        let scrollTo = try single("scroll to 3,0 middle")
        #expect(try scrollTo.indexPath(.row) == IndexPathLiteral(section: 3, row: 0))
        #expect(try scrollTo.choice(TableView.ScrollPosition.self, .position) == .middle)
        #expect(try single("scroll to -20").number(.y) == -20)
        #expect(try single("scroll to bottom").choice(ScrollEdge.self, .edge) == .bottom)

        let header = try single("table-header 44 searchbar autohide")
        #expect(try header.number(.height) == 44 && header.choice(TableHeaderView.Kind.self, .kind) == .searchbar)
        #expect(try header.choice(TableHeaderView.AutohideMode.self, .mode) == .autohide)
        #expect(try single("table-header 44 no-autohide").choice(TableHeaderView.AutohideMode.self, .mode) == .noAutohide)
        #expect(try single("estimated-row-height off").choice(HeightMode.self, .mode) == .off)
        #expect(try single("content-inset 64").has(.bottom) == false)
    }

    @Test func rowSets() throws {
        #expect(try single("assert visible none").choice(NoneWord.self, .noneWord) == NoneWord.none)
        #expect(try single("assert visible count 3").integer(.count) == 3)
        #expect(try single("assert mounted includes 0,1 0,2").indexPaths(.includes).count == 2)
        #expect(try single("assert selected excludes 0,0..1,0").indexPaths(.excludes).count == 1)
        #expect(try single("assert visible 0,0..0,14").indexPaths(.rows).count == 1)
    }

    @Test func elementReferences() throws {
        let rect = try single("assert rect header 2 0 100 375 30")
        #expect(try rect.choice(SectionPart.self, .part) == .header && rect.integer(.section) == 2)
        #expect(try rect.number(.x) == 0 && rect.number(.y) == 100 && rect.number(.width) == 375 && rect.number(.height) == 30)
        #expect(try single("print rect section 1").choice(SectionPart.self, .part) == .section)
        #expect(try single("assert frame footer 1 none").choice(NoneWord.self, .noneWord) == NoneWord.none)
    }

    @Test func prefixesBindParty() throws {
        let insert = try single("data insert 0,2 height 60")
        #expect(try insert.choice(ChangeParty.self, .party) == .data)
        #expect(try insert.number(.height) == 60)
        #expect(insert.nameRange.start == 0 && insert.nameRange.end == 11)
        #expect(try single("table reload 0,1").choice(ChangeParty.self, .party) == .table)
        #expect(try single("table move section 0 to 2").choice(ChangeParty.self, .party) == .table)
        #expect(try single("insert 0,1").has(.party) == false)
    }

    @Test func pathsAndRest() throws {
        #expect(try single("save out/bug.scenario").text(.path) == "out/bug.scenario")
        #expect(try single("include \"my setup.scenario\"").text(.path) == "my setup.scenario")
        let svg = try single("show svg pics/a-b.svg # comment")
        #expect(try svg.text(.path) == "pics/a-b.svg")
        #expect(try single("help scroll to").text(.topic) == "scroll to")
        #expect(try single("help").has(.topic) == false)
    }

    @Test func assertionMessages() throws {
        let offset = try single("assert offset 200 : \"should have scrolled\"")
        #expect(offset.message == "should have scrolled")
        #expect(try offset.number(.y) == 200)
    }

    @Test func rangesAndLineEnds() throws {
        let text = "scroll 200   # comment\nprint offset"
        let program = parse(text).program
        #expect(program.commands.count == 2)
        #expect(program.commands[0].range.start == 0 && program.commands[0].range.end == 10)
        #expect(program.commands[0].nameRange.end == 6)
        #expect(program.commands[0].lineEnd == 23)
        #expect(program.commands[1].lineEnd == text.utf8.count)
    }

    @Test func emptyAndCommentOnlyFiles() {
        #expect(parse("").program.commands.isEmpty && parse("").diagnostics.isEmpty)
        #expect(parse("# just a comment\n\n   \n").diagnostics.isEmpty)
    }

    /// The command list is sized by the lines that start with a word (after
    /// blanks, and after a byte-order mark): comments, `>` lines and braces count for nothing.
    @Test func linesThatCanHoldACommandAreCounted() {
        let text = "\u{FEFF}row-height 44\n# comment\n\n  repeat 2 {\n\tscroll 10\n  }\nprint visible\n> 0,0\n\"x\"\n7\r\nZ"
        #expect(ParserState.wordLineCount(SourceFile(name: "t", text: text)) == 5)
        #expect(ParserState.wordLineCount(SourceFile(name: "t", text: "")) == 0)
        #expect(ParserState.wordLineCount(SourceFile(name: "t", text: "   ")) == 0)
    }
}
