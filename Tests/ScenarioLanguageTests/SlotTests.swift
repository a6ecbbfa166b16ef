import TableEngine
import Testing
@testable import ScenarioLanguage

/// The typed slot accessors and the choice enums behind the command table.
@Suite struct SlotTests {
    private func command(_ line: String) throws -> Command {
        let (program, diagnostics) = Parser.parse(SourceFile(name: "t.scenario", text: line))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(program.commands.first)
    }

    @Test func choicesReadBackAsTheirEnumCases() throws {
        #expect(try command("style inset-grouped").choice(TableStyle.self, .style) == .insetGrouped)
        #expect(try command("separator single").choice(SeparatorStyle.self, .style) == .singleLine)
        #expect(try command("scroll to 0,3 bottom").choice(TableView.ScrollPosition.self, .position) == .bottom)
        #expect(try command("assert position 0,0 last-in-section").choice(CellPosition.self, .kind) == .lastInSection)
        #expect(try command("print content-size").choice(Fact.self, .fact) == .contentSize)
        #expect(try command("trace clear").choice(TraceAction.self, .action) == .clear)
    }

    @Test func aMissingSlotThrowsNamingTheCommandAndTheSlot() throws {
        let scroll = try command("scroll 10")
        #expect(try scroll.number(.distance) == 10)
        let error = try #require(throws: SlotError.self) { try scroll.integer(.count) }
        #expect(error.command == "scroll" && error.slot == .count && error.kind == "a whole number")
        #expect(error.range.start == scroll.range.start)
        // A slot bound to another kind of value is no better than a missing one.
        #expect(throws: SlotError.self) { try scroll.choice(Switch.self, .distance) }
        #expect(throws: SlotError.self) { try scroll.text(.distance) }
    }

    @Test func aWordOutsideTheEnumThrows() throws {
        // `scroll to top` binds `top` to `.edge`; read as a Switch it is not a case.
        let scrollTo = try command("scroll to top")
        #expect(try scrollTo.choice(ScrollEdge.self, .edge) == .top)
        let error = try #require(throws: SlotError.self) { try scrollTo.choice(Switch.self, .edge) }
        #expect(error.kind == "one of 'on', 'off'")
    }

    @Test func optionalSlotsReadAsNilWhenAbsent() throws {
        let plain = try command("insert 0,1")
        #expect(try plain.ifPresent(.id, plain.text) == nil)
        #expect(try plain.choice(ChangeParty.self, ifPresent: .party) == nil)
        let named = try command("data insert 0,1 id Fruit")
        #expect(try named.ifPresent(.id, named.text) == "Fruit")
        #expect(try named.choice(ChangeParty.self, ifPresent: .party) == .data)
        // A single index path reads as a list of one.
        #expect(try command("row 0,3 height 80").indexPaths(.row) == [.single(IndexPathLiteral(section: 0, row: 3))])
    }

    /// Every choice in the table offers distinct words (each an enum case by construction).
    @Test func everyChoiceOffersDistinctWords() {
        func choices(_ elements: [SyntaxElement]) -> [(Slot, [String])] {
            elements.flatMap { element -> [(Slot, [String])] in
                switch element {
                case .choice(let slot, let words): return [(slot, words)]
                case .optional(let inner): return choices(inner)
                case .oneOf(let alternatives), .clauses(let alternatives): return alternatives.flatMap(choices)
                default: return []
                }
            }
        }
        let all = CommandTable.all.flatMap { choices($0.syntax) }
        #expect(all.count > 20)
        for (slot, words) in all {
            #expect(!words.isEmpty && Set(words).count == words.count, "\(slot)")
        }
    }

    @Test func slotsCarryWhatHelpAndMessagesSay() {
        #expect(SyntaxElement.length(.header).usage == "H")
        #expect(SyntaxElement.length(.header).expectation == "a header height (a number >= 0)")
        #expect(SyntaxElement.string(.headerTitle).usage == "\"TITLE\"")
        #expect(SyntaxElement.name(.id).expectation == "a reuse identifier (a word)")
        #expect(SyntaxElement.count(.section).expectation == "a section number (a whole number >= 0)")
        #expect(SyntaxElement.choice(.style, TableStyle.self).usage == "plain|grouped|inset-grouped")
        #expect(SyntaxElement.choice(.kind, [SeparatorExpectation.none, .full]).usage == "none|full")
    }
}
