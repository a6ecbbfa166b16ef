import Testing
@testable import ScenarioLanguage

@Suite struct CommandTableTests {
    @Test func everyCommandIDHasExactlyOneEntry() {
        for id in CommandID.allCases {
            #expect(CommandTable.all.filter { $0.id == id }.count == 1, "\(id)")
        }
        #expect(CommandTable.all.count == CommandID.allCases.count)
    }

    /// `spec(_:)` reads the spec at the case's position (checked there, so a
    /// wrong position would only be slow): every case finds its own spec, at
    /// its place in `allCases`.
    @Test func specIsFoundAtTheCasePosition() {
        for (index, id) in CommandID.allCases.enumerated() {
            #expect(id.position == index, "\(id)")
            #expect(CommandTable.spec(id).id == id, "\(id)")
        }
    }

    @Test func commandNamesAreDistinct() {
        #expect(Set(CommandTable.all.map(\.name)).count == CommandTable.all.count)
    }

    @Test(arguments: CommandTable.all.map(\.id))
    func exampleParses(id: CommandID) throws {
        let spec = CommandTable.spec(id)
        // A block needs its `}`; `expect error` needs the command it is about.
        var text = spec.example + "\n"
        if spec.hasBlock { text += "}\n" }
        if id == .expectError { text += "delete 0,0\n" }
        if id == .expectFailure { text += "assert cells consistent\n" }
        // REPL-only commands parse as the REPL reads its own lines.
        let (program, diagnostics) = Parser.parse(SourceFile(name: "test.scenario", text: text),
                                                  allowingREPLCommands: spec.replOnly)
        #expect(diagnostics.isEmpty, "\(spec.example): \(diagnostics.map(\.message))")
        let command = try #require(program.commands.first)
        if id == .expectError {
            #expect(command.expectError != nil)
        } else if id == .expectFailure {
            #expect(command.expectFailure != nil)
        } else {
            #expect(command.id == id)
        }
    }

    @Test func assertionsProduceNoOutputAndPrintsDo() {
        for spec in CommandTable.all {
            #expect(!(spec.isAssertion && spec.producesOutput), "\(spec.name)")
            if spec.words.first == "print" { #expect(spec.producesOutput, "\(spec.name)") }
        }
    }
}
