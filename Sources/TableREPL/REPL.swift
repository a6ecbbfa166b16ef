import Foundation
import ScenarioLanguage
import ScenarioRuntime

/// The table a REPL session drives: `ScenarioSession`, or a fake in tests.
public protocol REPLBackend: AnyObject {
    /// Parses and runs one complete statement (syntax errors come back as diagnostics).
    func execute(_ file: SourceFile) -> ExecutionResult
    /// One line describing the table, printed after a change.
    var summary: String { get }
    /// Index paths that exist now, for Tab completion.
    func completionIndexPaths(limit: Int) -> [String]
}

extension ScenarioSession: REPLBackend {}

/// Where the REPL writes: command output, and diagnostics and messages.
public struct REPLOutput: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Diagnostics are coloured (stderr is a terminal).
    public var color: Bool

    public init(out: @escaping @Sendable (String) -> Void, err: @escaping @Sendable (String) -> Void, color: Bool = false) {
        self.out = out
        self.err = err
        self.color = color
    }

    /// stdout and stderr, written straight to the file descriptors.
    public static func standard(color: Bool) -> REPLOutput {
        REPLOutput(out: { FileHandle.standardOutput.write(Data($0.utf8)) },
                   err: { FileHandle.standardError.write(Data($0.utf8)) }, color: color)
    }
}

/// The REPL core: reads complete statements (a block until it closes), runs
/// REPL-only commands itself and everything else through the backend, and
/// keeps the journal of successful statements that `save` and `undo` use.
public final class REPL: CompletionSource {
    public static let prompt = "tablesim> "
    public static let continuationPrompt = "     ...> "
    /// The display name of statements typed at the prompt.
    public static let sourceName = "<stdin>"

    private let reader: LineReader
    private let makeBackend: () -> REPLBackend
    private let output: REPLOutput
    private let openBlockDepth: (String) -> Int
    private var backend: REPLBackend
    /// The statements that ran without error, in order: what `save` writes and `undo` replays.
    public private(set) var journal: [String] = []

    /// - Parameters:
    ///   - makeBackend: a fresh, empty table (called now, and by `reset` and `undo`).
    ///   - openBlockDepth: how many blocks the text leaves open (the parser's, by default).
    public init(reader: LineReader, output: REPLOutput, makeBackend: @escaping () -> REPLBackend,
                openBlockDepth: @escaping (String) -> Int = Parser.openBlockDepth) {
        self.reader = reader
        self.output = output
        self.makeBackend = makeBackend
        self.openBlockDepth = openBlockDepth
        self.backend = makeBackend()
        reader.setCompletionSource(self)
    }

    /// Reads and runs statements until `quit`, `exit` or end of input. Returns the exit status (0).
    public func run() -> Int32 {
        var pending: [String] = []
        while true {
            switch reader.readLine(prompt: pending.isEmpty ? Self.prompt : Self.continuationPrompt) {
            case .end:
                if !pending.isEmpty { output.err("(unfinished block discarded)\n") }
                return 0
            case .interrupted:
                pending = []
            case .line(let line):
                if !line.allSatisfy(\.isWhitespace) { reader.addHistory(line) }
                if pending.isEmpty && line.allSatisfy(\.isWhitespace) { continue }
                pending.append(line)
                let text = pending.joined(separator: "\n")
                if openBlockDepth(text) > 0 { continue }
                pending = []
                if !handle(text) { return 0 }
            }
        }
    }

    /// Runs one complete statement. Returns false when the session should end.
    @discardableResult
    public func handle(_ text: String) -> Bool {
        if let command = REPLCommand(text) {
            return runREPLCommand(command, text: text)
        }
        let result = backend.execute(SourceFile(name: Self.sourceName, text: text))
        output.out(result.output)
        if result.interrupted { output.err("\n") }  // after the terminal's "^C"
        report(result.diagnostics)
        if result.interrupted {
            // The command stopped half-way: put the table back as it was before it.
            replayJournal()
            output.err("the table is back as it was before that command\n")
            printSummary()
            return true
        }
        if result.succeeded { journal.append(text) }
        if result.changedTable { printSummary() }
        return true
    }

    // MARK: Tab completion

    public func completions(for line: String) -> (replaceFrom: Int, candidates: [String]) {
        Completer.complete(line: line, indexPaths: backend.completionIndexPaths(limit: 200))
    }

    // MARK: REPL-only commands

    private func runREPLCommand(_ command: REPLCommand, text: String) -> Bool {
        switch command.id {
        case .quit, .exit:
            return false
        case .help:
            help(command.argument ?? "")
        case .save:
            save(command, text: text)
        case .undo:
            undo()
        case .reset:
            backend = makeBackend()
            journal = []
            output.out("reset: empty table\n")
        default:
            break
        }
        return true
    }

    private func help(_ query: String) {
        let topic = query.trimmingCharacters(in: .whitespaces)
        if topic.isEmpty {
            output.out(HelpText.overview() + "\n")
        } else if let text = HelpText.help(for: topic) {
            output.out(text + "\n")
        } else {
            output.err(HelpText.unknown(topic) + "\n")
        }
    }

    private func save(_ command: REPLCommand, text: String) {
        guard let path = command.argument, !path.isEmpty else {
            let file = SourceFile(name: Self.sourceName, text: text)
            let end = text.utf8.count
            report([Diagnostic(.error, "expected a file path after 'save'", at: SourceRange(file: file, start: end, end: end))])
            return
        }
        let scenario = "# Saved from the tablesim REPL.\n" + journal.map { $0 + "\n" }.joined()
        do {
            try AtomicFile.write(scenario, to: path)
            let count = journal.count
            output.out("saved \(count) command\(count == 1 ? "" : "s") to \(path)\n")
        } catch {
            output.err("error: \(error)\n")
        }
    }

    private func undo() {
        guard let last = journal.popLast() else {
            output.err("nothing to undo\n")
            return
        }
        replayJournal()
        output.out("undid: \(last.split(separator: "\n").first.map(String.init) ?? last)\n")
        printSummary()
    }

    /// Rebuilds the table from scratch by running the journal again.
    private func replayJournal() {
        backend = makeBackend()
        let replay = journal
        journal = []
        for text in replay {
            let result = backend.execute(SourceFile(name: Self.sourceName, text: text))
            if result.succeeded { journal.append(text) } else { report(result.diagnostics) }
        }
    }

    private func printSummary() {
        let summary = backend.summary
        if !summary.isEmpty { output.out(summary + "\n") }
    }

    private func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            var text = DiagnosticRenderer.render(diagnostic, color: output.color)
            if !text.hasSuffix("\n") { text += "\n" }
            output.err(text)
        }
    }
}

/// A REPL-only command (`help`, `save`, `undo`, `reset`, `quit`, `exit`),
/// recognised by its word from the command table before the parser sees the line.
struct REPLCommand {
    var id: CommandID
    /// `help`'s topic, `save`'s path (unquoted); nil when absent.
    var argument: String?

    init?(_ text: String) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard !trimmed.contains("\n") else { return nil }
        let word = trimmed.prefix { !$0.isWhitespace }
        guard let spec = CommandTable.all.first(where: { $0.replOnly && $0.words.first.map { $0 == word } == true })
        else { return nil }
        id = spec.id
        let rest = trimmed.dropFirst(word.count).trimmingCharacters(in: .whitespaces)
        argument = rest.isEmpty ? nil : (spec.id == .save ? Self.path(rest) : rest)
    }

    /// A path as `.path` reads it: a quoted string (with `\"` and `\\`), or the text up to a comment.
    static func path(_ text: String) -> String {
        guard text.first == "\"" else {
            return String(text.prefix { $0 != "#" }).trimmingCharacters(in: .whitespaces)
        }
        var out = ""
        var escaped = false
        for char in text.dropFirst() {
            if escaped { out.append(char); escaped = false }
            else if char == "\\" { escaped = true }
            else if char == "\"" { break }
            else { out.append(char) }
        }
        return out
    }
}
