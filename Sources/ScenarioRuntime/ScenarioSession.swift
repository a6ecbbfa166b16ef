import Foundation
import ScenarioLanguage
import TableEngine

/// What running some scenario text did.
public struct ExecutionResult: Sendable {
    /// What `print` and `show` wrote, with a trailing newline per line.
    public var output: String
    /// Syntax errors, runtime errors and failed assertions, in order.
    public var diagnostics: [Diagnostic]
    /// A command that changes the table or its offset ran (the REPL then prints `summary`).
    public var changedTable: Bool
    /// `RunOptions.interruption` stopped the run part-way (the table may be half changed).
    public var interrupted: Bool
    /// False when syntax errors kept the text from running at all.
    public var ran = true
    /// The error that stopped a run part-way (a command's error), if one did.
    public var stoppedBy: Diagnostic?
    /// The assertions written in the text that failed at least once (`save` marks them).
    public var failedAssertions: [AssertionOutcome] = []
    /// Failures of the text that no `expect` line reproduces (an `expect failure` that did not come true).
    public var unexpectableFailures = 0
    /// Failed checks no `expect` line can mark, each counted once where it stands:
    /// an assertion of an included file, an expected-output block that differs
    /// (`save` keeps them as they are, and says so).
    public var unmarkableFailures = 0
    /// Real paths of the files the run included or wrote.
    public var touchedFiles: Set<String> = []

    public init(output: String = "", diagnostics: [Diagnostic] = [], changedTable: Bool = false,
                interrupted: Bool = false) {
        self.output = output
        self.diagnostics = diagnostics
        self.changedTable = changedTable
        self.interrupted = interrupted
    }

    /// No error and no failed assertion.
    public var succeeded: Bool { !diagnostics.contains { $0.severity == .error } }

    /// Keeps the first `limit` errors, then a note saying how many more there were (as `tablesim run` does).
    public mutating func capErrors(at limit: Int) {
        var events = diagnostics.map(RunEvent.diagnostic)
        guard let note = RunEvent.capErrors(&events, at: limit) else { return }
        diagnostics = events.compactMap(\.diagnostic) + [note]
    }
}

extension RunOptions {
    /// How much a debug build's engine verifies when run from the command line:
    /// `tablesim run`, the prompt and piped stdin share it, so they cost the same.
    /// The O(n) layout-store check runs only for small tables.
    public static let commandLineInvariantChecking = TableView.InvariantChecking.upTo(rows: 5_000)
}

/// One table and its app, driven by scenario text: what a scenario file and a
/// REPL session both run on. Commands run one after another on the same table.
public final class ScenarioSession {
    /// Relative paths (`include`, `show svg`) resolve against this folder.
    public let baseDirectory: String
    let interpreter: Interpreter

    public init(baseDirectory: String, options: RunOptions = RunOptions()) {
        self.baseDirectory = baseDirectory
        self.interpreter = Interpreter(baseDirectory: baseDirectory, options: options)
    }

    /// Parses and runs `file` on this session's table. A file with syntax errors
    /// does not run. A command that raises an error stops the run (unless
    /// `expect error` caught it); failed assertions are reported and the run goes on.
    public func execute(_ file: SourceFile) -> ExecutionResult {
        let (program, diagnostics) = Parser.parse(file)
        guard diagnostics.isEmpty else {
            var result = ExecutionResult(diagnostics: diagnostics)
            result.ran = false
            return result
        }
        return execute(program)
    }

    /// Runs an already parsed program (REPL-only commands in it are errors here).
    public func execute(_ program: Program) -> ExecutionResult {
        // Keep earlier errors only for `assert error none`.
        interpreter.transcript.forgetOutput()
        interpreter.changedTable = false
        interpreter.wasInterrupted = false
        interpreter.touchedFiles = []
        let outcomes = AssertionOutcomes(file: program.file)
        interpreter.assertionOutcomes = outcomes
        defer { interpreter.assertionOutcomes = nil }
        let transcript = interpreter.transcript
        let before = transcript.count
        interpreter.run(program.commands)
        var result = ExecutionResult(output: transcript.output(from: before), diagnostics: transcript.diagnostics(from: before),
                                     changedTable: interpreter.changedTable, interrupted: interpreter.wasInterrupted)
        result.stoppedBy = transcript.lastStop(from: before)
        result.failedAssertions = outcomes.failures
        result.unexpectableFailures = outcomes.unexpectable
        result.unmarkableFailures = outcomes.unmarkable.count
        result.touchedFiles = interpreter.touchedFiles
        return result
    }

    /// The most commands `repeat` may run in one statement.
    public static let maximumRepeatedCommands = RunLimits().commands

    /// How many commands a `repeat`'s block would run, nested repeats multiplied.
    public static func repeatedCommands(ofBodyOf command: Command, unfinished: Bool = false) throws -> Double {
        try Interpreter.cost(ofBodyOf: command, unfinished: unfinished)
    }

    /// A one-line summary of the table for the REPL after a change, e.g. `offset 120 · visible 0,3..0,17`.
    public var summary: String {
        let table = interpreter.table
        guard table.hasLoaded else {
            return "\(interpreter.app.sections.count) section\(interpreter.app.sections.count == 1 ? "" : "s"), \(interpreter.app.totalRows) rows (not loaded yet)"
        }
        return Format.summary(of: table)
    }

    /// Index paths of the current table, for tab completion (at most `limit`, nearest the viewport first).
    public func completionIndexPaths(limit: Int = 200) -> [String] {
        let table = interpreter.table
        guard table.hasLoaded else { return [] }
        var result = table.indexPathsForMountedRows
        if result.count < limit {
            outer: for s in 0..<table.numberOfSections {
                for r in 0..<table.numberOfRows(inSection: s) {
                    if result.count >= limit { break outer }
                    let ip = IndexPath(row: r, section: s)
                    if !result.contains(ip) { result.append(ip) }
                }
            }
        }
        return result.prefix(limit).map(Format.indexPath)
    }
}
