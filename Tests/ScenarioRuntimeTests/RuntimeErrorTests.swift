import Foundation
import ScenarioLanguage
import TableEngine
import Testing
@testable import ScenarioRuntime

/// The runtime diagnostics catalogue: every case renders, each text is said once.
@Suite struct RuntimeErrorTests {
    static let p = IndexPathLiteral(section: 1, row: 2)

    /// One of every case. `ordinal` below has no `default`, so a new case does
    /// not compile until it has a number there, and `caseCount` counts them.
    static let samples: [RuntimeError] = [
        .viewportOutOfRange, .negativeLength, .lengthTooLarge(limit: 1_000_000), .numberOutOfRange(limit: 1_000_000_000),
        .tooManyRows(limit: 10_000_000), .listTooLong(limit: 1_000_000), .tooManyRowsInUpdate(limit: 1_000_000),
        .backwardRange(p, IndexPathLiteral(section: 0, row: 0)), .insertRangeAcrossSections,
        .sectionOutOfRange(section: 3, sections: 1), .rowOutOfRange(row: 9, section: 0, rows: 2),
        .dataSectionOutOfRange(section: 3, sections: 2), .dataRowMissing(p), .insertSectionPastEnd(section: 4, sections: 1),
        .insertRowNoSection(p, sections: 1), .insertRowPastEnd(p, rows: 1),
        .replOnly(command: "save"), .expectOutOfPlace(command: "expect error"),
        .repeatTooLong(amount: "2000000", limit: 1_000_000, alreadyRun: 3), .includeTooDeep(limit: 32),
        .cannotInclude(path: "a.scenario", reason: "no such file"), .includeCycle(path: "a.scenario", chain: ["a", "b", "a"]),
        .includeHasSyntaxErrors(path: "a.scenario", count: 2),
        .expectedErrorButGot(text: "x", got: "y"), .expectedErrorButSucceeded(text: "x"),
        .expectedFailureButHeld(text: "x"), .expectedFailureButGot(text: "x", got: "y"),
        .outputDiffersFromExpected(command: "print visible"), .outputDiffersBetweenRepetitions(first: "0,0", then: "0,1"),
        .cannotRead(path: "a", reason: "r"), .cannotUpdate(path: "a", reason: "r"), .cannotWrite(path: "a", reason: "r"),
        .missingFolder(path: "d/a.svg", folder: "d"), .cannotCreateFolder(folder: "d", reason: "r"),
        .commandLimit(limit: 5), .rowWorkLimit(limit: 5), .timeLimit(seconds: "60"), .interrupted,
        .unboundSlot(command: "scroll", slot: "distance", kind: "a number"),
    ]
    static let caseCount = 39

    static func ordinal(_ error: RuntimeError) -> Int {
        switch error {
        case .viewportOutOfRange: 0
        case .negativeLength: 1
        case .lengthTooLarge: 2
        case .numberOutOfRange: 3
        case .tooManyRows: 4
        case .listTooLong: 5
        case .tooManyRowsInUpdate: 6
        case .backwardRange: 7
        case .insertRangeAcrossSections: 8
        case .sectionOutOfRange: 9
        case .rowOutOfRange: 10
        case .dataSectionOutOfRange: 11
        case .dataRowMissing: 12
        case .insertSectionPastEnd: 13
        case .insertRowNoSection: 14
        case .insertRowPastEnd: 15
        case .replOnly: 16
        case .expectOutOfPlace: 17
        case .repeatTooLong: 18
        case .includeTooDeep: 19
        case .cannotInclude: 20
        case .includeCycle: 21
        case .includeHasSyntaxErrors: 22
        case .expectedErrorButGot: 23
        case .expectedErrorButSucceeded: 24
        case .expectedFailureButHeld: 25
        case .expectedFailureButGot: 26
        case .outputDiffersFromExpected: 27
        case .outputDiffersBetweenRepetitions: 28
        case .cannotRead: 29
        case .cannotUpdate: 30
        case .cannotWrite: 31
        case .missingFolder: 32
        case .cannotCreateFolder: 33
        case .commandLimit: 34
        case .rowWorkLimit: 35
        case .timeLimit: 36
        case .interrupted: 37
        case .unboundSlot: 38
        }
    }

    @Test func theSamplesCoverEveryCase() {
        #expect(Self.samples.map(Self.ordinal).sorted() == Array(0..<Self.caseCount))
    }

    @Test(arguments: samples)
    func everyCaseRendersOneLowercaseLine(error: RuntimeError) {
        let message = error.message
        #expect(!message.isEmpty && !message.contains("\n"))
        #expect(message == message.trimmingCharacters(in: .whitespaces))
        #expect(message.first.map { !$0.isUppercase } == true, "\(message)")
        #expect(error.notes.allSatisfy { !$0.isEmpty && !$0.contains("\n") })
    }

    @Test func noTwoCasesSayTheSameThing() {
        let messages = Self.samples.map(\.message)
        #expect(Set(messages).count == messages.count)
    }

    @Test func outOfRangeTextsAreTheTablesOwn() {
        #expect(RuntimeError.rowOutOfRange(row: 9, section: 0, rows: 1).message == TableError.rowOutOfRange(9, section: 0, rows: 1).message)
        #expect(RuntimeError.sectionOutOfRange(section: 2, sections: 2).message == TableError.sectionOutOfRange(2, sections: 2).message)
        #expect(RuntimeError.rowOutOfRange(row: 9, section: 0, rows: 1).message == "row 9 is out of range: section 0 has 1 row")
    }

    @Test func theREPLOnlyTextIsTheParsersOwn() {
        #expect(RuntimeError.replOnly(command: "save").message == SyntaxError.replOnly("save").message)
    }

    /// The row cap is said by one case wherever a scenario meets it.
    @Test(arguments: ["section 10000001 rows", "section 1 rows\ninsert section 0 10000001 rows",
                      "section 9999999 rows\ndata insert 0,0..0,1"])
    func theRowCapSaysOneThing(text: String) {
        let message = RuntimeError.tooManyRows(limit: TableView.maximumRows).message
        #expect(run(text).diagnostics.contains { $0.message == message }, "\(text)")
    }

    /// A slot the interpreter reads but the parser did not bind is a located,
    /// catalogued internal error, not a crash or a silent zero.
    @Test func anUnboundSlotIsACataloguedInternalError() throws {
        let file = SourceFile(name: "t.scenario", text: "scroll")
        let range = SourceRange(file: file, start: 0, end: 6)
        let command = Command(id: .scroll, range: range, nameRange: range, lineEnd: 6)
        let interpreter = Interpreter(baseDirectory: ".")
        #expect(interpreter.run([command]) == false)
        let diagnostic = try #require(interpreter.transcript.first { $0.severity == .error })
        #expect(diagnostic.message == RuntimeError.unboundSlot(command: "scroll", slot: "distance", kind: "a number").message)
        #expect(interpreter.table.contentOffset == 0)
    }
}
