import ScenarioLanguage
import TableEngine

/// The catalogue of runtime diagnostics: every message the interpreter, the
/// scenario app and the runner report is built here, once (the parser's are
/// in `SyntaxError`). A throw site names a case; `message` and `notes` say it.
enum RuntimeError: Equatable, Sendable {
    // MARK: Values
    case viewportOutOfRange
    case negativeLength
    case lengthTooLarge(limit: Int)
    case numberOutOfRange(limit: Int)
    case tooManyRows(limit: Int)
    case listTooLong(limit: Int)
    case tooManyRowsInUpdate(limit: Int)
    case backwardRange(IndexPathLiteral, IndexPathLiteral)
    case insertRangeAcrossSections
    case sectionOutOfRange(section: Int, sections: Int)
    case rowOutOfRange(row: Int, section: Int, rows: Int)

    // MARK: The app's data (a `data ...` change or an update's data half)
    case dataSectionOutOfRange(section: Int, sections: Int)
    case dataRowMissing(IndexPathLiteral)
    case insertSectionPastEnd(section: Int, sections: Int)
    case insertRowNoSection(IndexPathLiteral, sections: Int)
    case insertRowPastEnd(IndexPathLiteral, rows: Int)

    // MARK: Structure
    case replOnly(command: String)
    case expectOutOfPlace(command: String)
    case repeatTooLong(amount: String, limit: Int, alreadyRun: Int)
    case includeTooDeep(limit: Int)
    case cannotInclude(path: String, reason: String)
    case includeCycle(path: String, chain: [String])
    case includeHasSyntaxErrors(path: String, count: Int)

    // MARK: Expectations
    case expectedErrorButGot(text: String, got: String)
    case expectedErrorButSucceeded(text: String)
    case expectedFailureButHeld(text: String)
    case expectedFailureButGot(text: String, got: String)
    case outputDiffersFromExpected(command: String)
    case outputDiffersBetweenRepetitions(first: String, then: String)

    // MARK: Files
    case cannotRead(path: String, reason: String)
    case cannotUpdate(path: String, reason: String)
    case cannotWrite(path: String, reason: String)
    case missingFolder(path: String, folder: String)
    case cannotCreateFolder(folder: String, reason: String)

    // MARK: Limits of a run (they stop it; `expect error` cannot catch them)
    case commandLimit(limit: Int)
    case rowWorkLimit(limit: Int)
    case timeLimit(seconds: String)
    case interrupted

    // MARK: Diffable
    case notDiffable(command: String)
    case diffableNeedsEmptyData(sections: Int)
    case diffableOwnsData(command: String)

    // MARK: Programming errors
    /// The interpreter read a slot the parser did not bind (see `SlotError`).
    case unboundSlot(command: String, slot: String, kind: String)

    var message: String {
        switch self {
        case .viewportOutOfRange: return "a viewport must be between 1x1 and 100000x100000"
        case .negativeLength: return "expected a length >= 0"
        case .lengthTooLarge(let limit): return "a length must be at most \(limit) points"
        case .numberOutOfRange(let limit): return "expected a number between -\(limit) and \(limit)"
        case .tooManyRows(let limit): return "a table may hold at most \(limit) rows"
        case .listTooLong(let limit): return "a list may name at most \(limit) rows"
        case .tooManyRowsInUpdate(let limit): return "an update may name at most \(limit) rows"
        case .backwardRange(let a, let b): return "a range must go forward: \(a)..\(b)"
        case .insertRangeAcrossSections: return "an insert range must stay in one section"
        case .sectionOutOfRange(let section, let sections): return TableError.sectionOutOfRange(section, sections: sections).message
        case .rowOutOfRange(let row, let section, let rows): return TableError.rowOutOfRange(row, section: section, rows: rows).message
        case .dataSectionOutOfRange(let section, let sections):
            return "section \(section) is out of range: the data has \(Self.count(sections, "section"))"
        case .dataRowMissing(let p): return "row \(p) does not exist in the data"
        case .insertSectionPastEnd(let section, let sections):
            return "cannot insert section \(section): the data would have only \(Self.count(sections, "section")) before it"
        case .insertRowNoSection(let p, let sections):
            return "cannot insert row \(p): the data has only \(Self.count(sections, "section"))"
        case .insertRowPastEnd(let p, let rows):
            return "cannot insert row \(p): section \(p.section) would have only \(Self.count(rows, "row")) before it"
        case .replOnly(let command): return SyntaxError.replOnly(command).message
        case .expectOutOfPlace(let command): return "'\(command)' must stand on the line before a command"
        case .repeatTooLong(let amount, let limit, let alreadyRun):
            let already = alreadyRun > 0 ? "; \(alreadyRun) ran before it" : ""
            return "this repeat would run \(amount) commands; at most \(limit) may run (nested repeats multiply)\(already)"
        case .includeTooDeep(let limit): return "includes nest more than \(limit) deep"
        case .cannotInclude(let path, let reason): return "cannot include \(path): \(reason)"
        case .includeCycle(let path, _): return "include cycle: \(path) is already being run"
        case .includeHasSyntaxErrors(let path, let count): return "\(path) has \(Self.count(count, "syntax error"))"
        case .expectedErrorButGot(let text, let got): return "expected an error containing \"\(text)\", but got: \(got)"
        case .expectedErrorButSucceeded(let text): return "expected an error containing \"\(text)\", but the command succeeded"
        case .expectedFailureButHeld(let text): return "expected the assertion to fail with \"\(text)\", but it held"
        case .expectedFailureButGot(let text, let got): return "expected the assertion to fail with \"\(text)\", but it failed with: \(got)"
        case .outputDiffersFromExpected(let command):
            return "the output of '\(command)' differs from the expected block (run with --update to accept it)"
        case .outputDiffersBetweenRepetitions(let first, let then):
            return "output differs between repetitions (\(first), then \(then)); an expected-output block must hold for every repetition"
        case .cannotRead(let path, let reason): return "cannot read \(path): \(reason)"
        case .cannotUpdate(let path, let reason): return "cannot update \(path): \(reason)"
        case .cannotWrite(let path, let reason): return "cannot write \(path): \(reason)"
        case .missingFolder(let path, let folder): return "cannot write \(path): the folder \(folder) does not exist"
        case .cannotCreateFolder(let folder, let reason): return "cannot create the folder \(folder): \(reason)"
        case .commandLimit(let limit):
            return "the run executed more than \(limit) commands (every pass of a repeat and every included command counts);"
                + " it stopped here"
        case .rowWorkLimit(let limit):
            return "the run touched more than \(limit) rows in all (a reload counts every row, every command the rows it binds or walks); it stopped here"
        case .timeLimit(let seconds): return "the scenario ran longer than \(seconds) seconds (--timeout); it stopped here"
        case .interrupted: return "interrupted"
        // MARK: Diffable
        case .notDiffable(let command): return "'\(command)' needs a diffable data source"
        case .diffableNeedsEmptyData(let sections):
            return "'diffable on' needs an empty data source, but the app has \(Self.count(sections, "section"))"
        case .diffableOwnsData(let command): return "the data source is diffable: '\(command)' cannot change its data"
        case .unboundSlot(let command, let slot, let kind):
            return "internal error: '\(command)' has no \(kind) in its slot '\(slot)'; the command table and the interpreter disagree"
        }
    }

    /// Lines shown under the message: what would fix it, or the context.
    var notes: [String] {
        switch self {
        case .includeCycle(_, let chain): return ["the cycle: " + chain.joined(separator: " → ")]
        case .expectedFailureButHeld: return ["remove the 'expect failure' line if the bug is fixed"]
        case .unboundSlot: return ["please report this with the scenario that caused it"]
        // MARK: Diffable
        case .notDiffable: return ["write 'diffable on' before the first section"]
        case .diffableNeedsEmptyData: return ["put 'diffable on' before the first 'section'"]
        case .diffableOwnsData(let command):
            return ["edit the snapshot ('insert-items ...', 'delete-items ...') and 'apply' it; 'table \(command)' tells only the table"]
        default: return []
        }
    }

    /// `1 row`, `2 rows`.
    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }
}

extension RuntimeError {
    /// The error as a diagnostic at `range`, with its notes.
    func diagnostic(at range: SourceRange?) -> Diagnostic {
        Diagnostic(.error, message, at: range, notes: notes)
    }

    init(_ error: SlotError) {
        self = .unboundSlot(command: error.command, slot: error.slot.name, kind: error.kind)
    }
}
