import Foundation
import ScenarioLanguage
import ScenarioRuntime

/// The table a REPL session drives: `ScenarioSession`, or a fake in tests.
public protocol REPLBackend: AnyObject {
    /// Parses and runs one complete statement (syntax errors come back as diagnostics).
    func execute(_ file: SourceFile) -> ExecutionResult
    /// One line describing the table, printed after a change.
    var summary: String { get }
    /// Index paths that exist now, for Tab completion (without loading the table).
    func indexPathsForCompletion(limit: Int) -> [String]
}

extension ScenarioSession: REPLBackend {}

/// Where the REPL writes: command output, and diagnostics and messages.
public struct REPLOutput: Sendable {
    public var out: @Sendable (String) -> Void
    public var err: @Sendable (String) -> Void
    /// Diagnostics are coloured (see `ColorPolicy`).
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

    /// A statement that ran without error, and whether it changed the table.
    struct Entry {
        var text: String
        var changedTable: Bool
    }

    private let reader: LineReader
    private let makeBackend: () -> REPLBackend
    private let output: REPLOutput
    private let openBlockDepth: (String) -> Int
    private var backend: REPLBackend
    private var entries: [Entry] = []
    /// A command was stopped half-way and Ctrl-C stopped putting the table back
    /// too: the table does not match the journal until it is put back.
    private var restorePending = false

    /// The statements that ran without error, in order: what `save` writes and `undo` replays.
    public var journal: [String] { entries.map(\.text) }

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
    ///
    /// A complete statement is recorded in the history as one entry, a block
    /// with its line breaks (so Up recalls the whole block); a block left
    /// unfinished by Ctrl-C or Ctrl-D is not recorded.
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
                if pending.isEmpty && line.allSatisfy(\.isWhitespace) { continue }
                pending.append(line)
                let text = pending.joined(separator: "\n")
                if openBlockDepth(text) > 0 { continue }
                pending = []
                reader.addHistory(Self.historyEntry(text))
                if !handle(text) { return 0 }
            }
        }
    }

    /// A statement as the history keeps it: without trailing blanks on its lines
    /// (Tab completion leaves a space), so equal commands are one entry.
    static func historyEntry(_ text: String) -> String {
        text.split(separator: "\n", omittingEmptySubsequences: false)
            .map { line in String(line.reversed().drop { $0 == " " || $0 == "\t" || $0 == "\r" }.reversed()) }
            .joined(separator: "\n")
    }

    /// Runs one complete statement. Returns false when the session should end.
    @discardableResult
    public func handle(_ text: String) -> Bool {
        switch REPLCommand.parse(text) {
        case .command(let command)?:
            return runREPLCommand(command)
        case .invalid(let diagnostics)?:
            report(diagnostics)
            return true
        case nil:
            break
        }
        if restorePending {
            guard putTableBack() else { return true }
            output.err("the table is back as it was before the interrupted command\n")
        }
        let result = backend.execute(SourceFile(name: Self.sourceName, text: text))
        if result.interrupted { output.err("\n") }  // end the terminal's "^C" line
        output.out(result.output)
        report(result.diagnostics)
        if result.interrupted {
            // The command stopped half-way: put the table back as it was before it.
            if putTableBack() {
                output.err("the table is back as it was before that command\n")
                printSummary()
            }
            return true
        }
        if result.succeeded { entries.append(Entry(text: text, changedTable: result.changedTable)) }
        if result.changedTable { printSummary() }
        return true
    }

    // MARK: Tab completion

    public func completions(for line: String) -> (replaceFrom: Int, candidates: [String]) {
        Completer.complete(line: line, indexPaths: backend.indexPathsForCompletion(limit: 200))
    }

    // MARK: REPL-only commands

    private func runREPLCommand(_ command: REPLCommand) -> Bool {
        switch command.id {
        case .quit, .exit:
            return false
        case .help:
            help(command.argument ?? "")
        case .save:
            save(to: command.argument ?? "")
        case .undo:
            undo()
        case .reset:
            backend = makeBackend()
            entries = []
            restorePending = false
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

    private func save(to path: String) {
        let scenario = "# Saved from the tablesim REPL.\n" + journal.map { $0 + "\n" }.joined()
        do {
            try AtomicFile.write(scenario, to: path)
            let count = entries.count
            output.out("saved \(count) command\(count == 1 ? "" : "s") to \(path)\n")
        } catch {
            output.err("error: \(error)\n")
        }
    }

    /// Takes back the last command that changed the table, with the read-only
    /// commands after it (they looked at the state being undone).
    private func undo() {
        guard let last = entries.lastIndex(where: \.changedTable) else {
            output.err("nothing to undo\n")
            return
        }
        guard let (fresh, kept) = replay(entries[..<last]) else {
            output.err("undo cancelled: the session is as it was\n")
            return
        }
        let undone = entries[last].text
        backend = fresh
        entries = kept
        restorePending = false
        output.out("undid: \(undone.split(separator: "\n").first.map(String.init) ?? undone)\n")
        printSummary()
    }

    /// Puts the table back to what the journal gives. False (and the old table
    /// kept, to be put back before the next command) when Ctrl-C stopped it.
    private func putTableBack() -> Bool {
        guard let (fresh, kept) = replay(entries[...]) else {
            restorePending = true
            output.err("putting the table back was cancelled: it will be put back before the next command\n")
            return false
        }
        backend = fresh
        entries = kept
        restorePending = false
        return true
    }

    /// Runs `statements` again on a fresh table. Nil when Ctrl-C stopped the
    /// replay: then the fresh table is dropped and nothing changes.
    private func replay(_ statements: ArraySlice<Entry>) -> (backend: REPLBackend, entries: [Entry])? {
        let fresh = makeBackend()
        var kept: [Entry] = []
        for entry in statements {
            let result = fresh.execute(SourceFile(name: Self.sourceName, text: entry.text))
            if result.interrupted {
                output.err("\n")  // end the terminal's "^C" line
                return nil
            }
            if result.succeeded { kept.append(entry) } else { report(result.diagnostics) }
        }
        return (fresh, kept)
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
/// recognised by its word from the command table before the table sees the
/// line, and checked by the parser against that table's syntax.
struct REPLCommand {
    enum Parsed {
        case command(REPLCommand)
        /// A REPL-only command written wrongly (`undo 2`, `save` without a path).
        case invalid([Diagnostic])
    }

    var id: CommandID
    /// `help`'s topic, `save`'s path (unquoted); nil when absent.
    var argument: String?

    /// The REPL-only command `text` holds; nil when it holds something else (a
    /// block, a language command), which goes to the table.
    static func parse(_ text: String) -> Parsed? {
        guard !text.contains("\n") else { return nil }
        let file = SourceFile(name: REPL.sourceName, text: text)
        guard case .word(let word)? = Lexer.tokenize(file).first?.kind,
              CommandTable.all.contains(where: { $0.replOnly && $0.words.first == word })
        else { return nil }
        let (program, diagnostics) = Parser.parse(file, allowingREPLCommands: true)
        guard diagnostics.isEmpty else { return .invalid(diagnostics) }
        guard let command = program.commands.first, command.spec.replOnly else { return nil }
        var argument: String?
        for case .text(let value) in command.arguments.values.map(\.value) { argument = value }
        return .command(REPLCommand(id: command.id, argument: argument))
    }
}
