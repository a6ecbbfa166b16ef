import Testing
@testable import ScenarioLanguage

/// The examples of LANGUAGE.md parse as the spec describes them.
@Suite struct SpecExampleTests {
    @Test func seedScenario() throws {
        let text = """
            # Seed 004: toggling editing through visibleCells misses prefetched cells.
            platform ios15
            style plain
            section 20 rows
            section 20 rows
            scroll 200                      # rows 0,4..0,19 visible; 0,3 and 1,0 prefetched
            state editing on via visible-cells
            scroll 44                       # 1,0 comes into view without being configured again
            assert cells consistent         # fails: 1,0 still shows editing off

            """
        let (program, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(program.commands.map(\.id) == [.platform, .style, .section, .section, .scroll, .state, .scroll, .assertCells])
        #expect(try program.commands[4].number(.distance) == 200)
    }

    @Test func expectedOutputExample() throws {
        let text = """
            section 20 rows
            scroll 200
            print visible
            > 0,4 0,5 0,6 0,7 0,8 0,9 0,10 0,11 0,12 0,13 0,14 0,15 0,16 0,17 0,18 0,19
            trace on
            reload-data
            print trace
            > numberOfSections
            > heightForHeader 0
            > ...

            """
        let (program, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty)
        #expect(program.commands.count == 6)
        #expect(program.commands[2].expected?.lines.count == 1)
        #expect(program.commands[5].expected?.lines == ["numberOfSections", "heightForHeader 0", "..."])
        #expect(program.commands[5].expected?.end == text.utf8.count)
    }

    @Test(arguments: [
        "separator-inset 15 0", "content-inset 64", "table-header 44 searchbar autohide", "table-header none",
        "table-footer 0", "section 3 rows height 50 header \"Title\" footer 20 id Plain",
        "row 0,1 height 80 id Tall separator-inset 0 0", "rows 0,0..1,3 id Big", "quirk delete-reveals-separator off",
        "insert 1,2 1,3 height 60 id New", "delete 1,2 1,3", "move 0,0 to 1,1", "reload 0,0..0,3",
        "insert section 2 4 rows header \"B\" footer 10", "delete section 1", "move section 0 to 1", "reload section 0",
        "data insert 0,0", "data delete 0,0", "data move 0,0 to 0,1", "table insert 0,0", "table reload 0,0",
        "table insert section 0", "scroll -44", "drag 30", "release", "scroll to 120", "scroll to top", "scroll to 2,3",
        "select 0,0", "deselect 0,0", "multiple-selection off", "editing on", "state badge 3 via mounted-cells",
        "print mounted", "print selected", "print content-size", "print rect footer 2", "print frame footer 0",
        "print position 1,0", "print separators", "print cells", "print pool", "print stale", "print index-path-at 220",
        "show all", "show svg out/a.svg", "trace clear", "assert visible count 15", "assert mounted none",
        "assert selected none", "assert content-height 1052", "assert rect footer 0 0 880 375 10",
        "assert frame footer 0 600", "assert separator above 1,0 full", "assert extra-separators 3",
        "assert position 0,3 last-in-section", "assert created 17", "assert pool Cell 0", "assert header-hidden no",
        "assert error none : \"nothing failed\"", "include \"../shared/setup.scenario\"", "save bug.scenario",
        "undo", "reset", "quit", "help", "exit",
    ])
    func specForms(line: String) {
        // LANGUAGE.md §9's commands are the REPL's own lines.
        let replOnly = CommandTable.all.contains { $0.replOnly && line.hasPrefix($0.name) }
        let diagnostics = Parser.parse(SourceFile(name: "test.scenario", text: line), allowingREPLCommands: replOnly).diagnostics
        #expect(diagnostics.isEmpty, "\(line): \(diagnostics.map(\.message))")
    }
}
