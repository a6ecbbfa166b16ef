import Testing
@testable import ScenarioLanguage

/// The diffable commands' identifier lists: words, numbers and quoted strings,
/// ended by the words the rest of the command starts with.
@Suite struct DiffableSyntaxTests {
    func parse(_ text: String) -> (Command?, [Diagnostic]) {
        let (program, diagnostics) = Parser.parse(SourceFile(name: "test.scenario", text: text))
        return (program.commands.first, diagnostics)
    }

    func single(_ text: String) throws -> Command {
        let (command, diagnostics) = parse(text)
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(command)
    }

    @Test func anIdentifierListTakesWordsNumbersAndStrings() throws {
        let c = try single(#"append-items milk 42 "bread rolls" "to""#)
        #expect(c.id == .snapshotAppendItems)
        #expect(try c.identifiers(.newItemIDs).map(\.text) == ["milk", "42", "bread rolls", "to"])
        #expect(!c.has(.sectionID))
        // Each identifier keeps where it is written (the caret of an error goes there).
        #expect(try c.identifiers(.newItemIDs).map(\.range.start) == [13, 18, 21, 35])
    }

    @Test func theWordsThatFollowEndTheList() throws {
        let append = try single("append-items a b to Main")
        #expect(try append.identifiers(.newItemIDs).map(\.text) == ["a", "b"])
        #expect(try append.text(.sectionID) == "Main")

        let insert = try single("insert-sections X Y after Main")
        #expect(try insert.identifiers(.newSectionIDs).map(\.text) == ["X", "Y"])
        #expect(try insert.choice(Side.self, .side) == .after)
        #expect(try insert.text(.anchorSection) == "Main")

        let move = try single(#"move-item "a b" before c"#)
        #expect(try move.text(.itemID) == "a b" && move.text(.anchorItem) == "c")
        #expect(try move.identifiers(.itemID).map(\.text) == ["a b"])
    }

    @Test(arguments: [
        ("append-items", "expected item identifiers (words, numbers or quoted strings) after 'append-items', found end of line"),
        ("append-items to A", "expected item identifiers (words, numbers or quoted strings) after 'append-items', found 'to'"),
        ("insert-items a b c", "expected 'before' or 'after' after 'c', found end of line"),
        ("move-section A over B", "unknown keyword 'over'"),
        ("apply quickly", "unknown keyword 'quickly'"),
    ])
    func mistakesAreNamed(text: String, message: String) {
        let (_, diagnostics) = parse(text)
        #expect(diagnostics.first.map { $0.message.hasPrefix(message) } == true, "\(diagnostics.map(\.message))")
    }

    @Test func applyAndPrintSnapshotTakeOptionalWords() throws {
        #expect(try single("apply").choice(ApplyMode.self, ifPresent: .applyMode) == nil)
        #expect(try single("apply reload-data").choice(ApplyMode.self, .applyMode) == .reloadData)
        #expect(try single("print snapshot pending").choice(SnapshotChoice.self, .which) == .pending)
        #expect(try single("print snapshot").id == .printSnapshot)
    }

    @Test func completionOffersTheWordsAfterAList() {
        #expect(Completer.complete(line: "insert-items a b ", indexPaths: []).candidates == ["after", "before"])
        #expect(Completer.complete(line: "append-items a ", indexPaths: []).candidates == ["to"])
        #expect(Completer.complete(line: "apply ", indexPaths: []).candidates == ["animating", "reload-data", "without-animation"])
    }

    @Test func completionOffersExistingIdentifiersWhereAnEditNamesThem() {
        let ids = DiffableIdentifiers(sections: ["Main", "Done"], items: ["milk", "mint", "tea"])
        func complete(_ line: String) -> [String] { Completer.complete(line: line, indexPaths: [], identifiers: ids).candidates }
        #expect(complete("delete-items m") == ["milk", "mint"])
        #expect(complete("move-item tea before ") == ["milk", "mint", "tea"])
        #expect(complete("append-items x to ") == ["Done", "Main"])
        #expect(complete("insert-items x after t") == ["tea"])
        // New identifiers are the user's to make up.
        #expect(complete("append-items m").isEmpty && complete("append-sections ").isEmpty)
    }
}
