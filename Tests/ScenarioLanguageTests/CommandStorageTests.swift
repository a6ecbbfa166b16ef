import Testing
@testable import ScenarioLanguage

/// How a parsed command stores what the parser bound: its arguments by slot,
/// its slots' texts, its rarely set parts shared between copies until one changes.
@Suite struct CommandStorageTests {
    private let file = SourceFile(name: "t.scenario", text: "scroll 10\nscroll 20\n")

    private func argument(_ value: Value, at start: Int) -> Argument {
        Argument(value, range: SourceRange(file: file, start: start, end: start + 2))
    }

    @Test func argumentsBindRebindAndUnbindBySlot() {
        var arguments = Arguments()
        #expect(arguments.isEmpty && arguments[.distance] == nil)
        arguments[.distance] = argument(.number(10), at: 7)
        arguments[.count] = argument(.integer(3), at: 0)
        arguments[.distance] = argument(.number(20), at: 17)
        #expect(arguments.count == 2)
        if case .number(let d)? = arguments[.distance]?.value { #expect(d == 20) } else { Issue.record("distance unbound") }
        #expect(arguments[.distance]?.range.start == 17)
        // In the order they were first bound.
        #expect(arguments.values.map(\.range.start) == [17, 0])
        arguments[.distance] = nil
        #expect(arguments.count == 1 && arguments[.distance] == nil && arguments[.count] != nil)
        // Unbinding the first keeps the order of the rest; unbinding all leaves none.
        arguments[.height] = argument(.number(5), at: 2)
        arguments[.width] = argument(.number(6), at: 4)
        arguments[.count] = nil
        #expect(arguments.values.map(\.range.start) == [2, 4] && arguments.value(.count) == nil)
        arguments[.height] = nil
        arguments[.width] = nil
        #expect(arguments.isEmpty && arguments.count == 0 && arguments.values.isEmpty)
    }

    @Test func slotsWithTheSameNameAreOneSlot() {
        // `from` names a section in `move-section` and a row in `move`.
        #expect(Slot.fromSection == Slot.fromRow)
        #expect(Slot.fromSection.hashValue == Slot.fromRow.hashValue)
        #expect(Slot.fromSection != Slot.toSection)
        // Equal names whatever literal they come from, one letter or more.
        #expect(Slot("x") == Slot.x && Slot("height") == Slot.height && Slot("x") != Slot("xy"))
        var arguments = Arguments()
        arguments[.fromSection] = argument(.integer(1), at: 0)
        #expect(arguments[.fromRow] != nil)
    }

    @Test func slotTextsReadAsWritten() {
        #expect(Slot.header.name == "header" && Slot.header.placeholder == "H" && Slot.header.noun == "header height")
        // Defaults: the name in capitals, and the name.
        #expect(Slot.row.placeholder == "ROW" && Slot.row.noun == "row")
    }

    @Test func copiesOfACommandChangeApart() throws {
        let (program, diagnostics) = Parser.parse(SourceFile(name: "t.scenario", text: "assert offset 10 : \"first\"\n"))
        #expect(diagnostics.isEmpty)
        let original = try #require(program.commands.first)
        var copy = original
        copy.message = "second"
        copy.expected = ExpectedOutput(lines: ["10"], start: 0, end: 5)
        #expect(original.message == "first" && original.expected == nil)
        #expect(copy.message == "second" && copy.expected?.lines == ["10"])
        // A command with none of the rare parts gets them when one is set.
        var plain = Command(id: .scroll, range: SourceRange(file: file, start: 0, end: 9),
                            nameRange: SourceRange(file: file, start: 0, end: 6), lineEnd: 10)
        #expect(plain.block == nil && plain.expectError == nil)
        plain.expectFailure = argument(.text("late"), at: 0)
        #expect(plain.expectFailure != nil && plain.message == nil)
        #expect(plain.range.end == 9 && plain.nameRange.end == 6 && plain.offset == 0 && plain.sourceFile === file)
    }
}
