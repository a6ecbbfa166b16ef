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
    /// A diffable data source's identifiers, for Tab completion.
    func identifiersForCompletion(limit: Int) -> DiffableIdentifiers
}

extension REPLBackend {
    public func identifiersForCompletion(limit: Int) -> DiffableIdentifiers { DiffableIdentifiers() }
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
/// keeps the journal that `save` and `undo` use: every statement that ran, its failures marked as expected.
public final class REPL: CompletionSource {
    public static let prompt = "tablesim> "
    public static let continuationPrompt = "     ...> "
    /// The display name of statements typed at the prompt.
    public static let sourceName = "<stdin>"

    /// A statement kept for `save` and `undo`, written so that it reproduces what
    /// it did (its failures marked as expected), and whether it changed the table.
    struct Entry {
        var text: String
        var changedTable: Bool
        /// It failed with an error: `text` starts with `expect error`.
        var failedCommand = false
        /// Assertions in it that failed: marked `expect failure`, or left as they are
        /// (they failed only on some passes of a repeat, or in different ways).
        var markedAssertions = 0
        var unmarkedAssertions = 0
        /// Other failed checks no `expect` line can mark (in an included file, an
        /// expected-output block): kept as they are.
        var unmarkableChecks = 0
        /// The session's number for the first line of `text`, for diagnostics when it is replayed.
        var firstLine = 1
    }

    /// What the session did that `save` does not write, for its confirmation.
    struct LeftOut {
        var syntaxErrors = 0
        /// Failed in a way no `expect` line reproduces (an `expect failure` whose assertion held).
        var unexpectable = 0
        var interrupted = 0
        var undone = 0
        var replCommands = 0
    }

    private let reader: LineReader
    private let makeBackend: () -> REPLBackend
    let output: REPLOutput
    private let openBlockDepth: (String) -> Int
    private var backend: REPLBackend
    var entries: [Entry] = []
    var leftOut = LeftOut()
    /// Where relative paths typed at the prompt resolve.
    let baseDirectory: String
    /// Real paths of the files the session included or wrote: `save` never replaces them.
    var protectedFiles: Set<String> = []
    /// Every line read so far, in order: `history`, and the session's line numbers in diagnostics.
    private(set) var sessionLines: [String] = []
    /// A command was stopped half-way and Ctrl-C stopped putting the table back
    /// too: the table does not match the journal until it is put back.
    private var restorePending = false

    /// The statements that ran, in order, failures marked (`expect error`, `expect failure`): what `save` writes and `undo` replays.
    public var journal: [String] { entries.map(\.text) }

    /// - Parameters:
    ///   - makeBackend: a fresh, empty table (called now, and by `reset` and `undo`).
    ///   - openBlockDepth: how many blocks the text leaves open (the parser's, by default).
    ///   - baseDirectory: where relative paths typed at the prompt resolve (the current directory by default).
    public init(reader: LineReader, output: REPLOutput, makeBackend: @escaping () -> REPLBackend,
                openBlockDepth: @escaping (String) -> Int = Parser.openBlockDepth,
                baseDirectory: String = FileManager.default.currentDirectoryPath) {
        self.baseDirectory = baseDirectory
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
                sessionLines.append(line)
                if pending.isEmpty && line.allSatisfy(\.isWhitespace) { continue }
                pending.append(line)
                let text = pending.joined(separator: "\n")
                let firstLine = sessionLines.count - pending.count + 1
                // A line alone with no `{` and no `expect` opens nothing: no need to parse it twice.
                let plain = pending.count == 1 && !line.utf8.contains(UInt8(ascii: "{")) && !Self.utf8(of: line, contains: "expect")
                let depth = plain ? 0 : openBlockDepth(text)
                if depth > 0 {
                    // A repeat over the limit is refused at its header, not after the whole block.
                    if let refusal = Self.repeatRefusal(text, depth: depth, firstLine: firstLine) {
                        report([refusal])
                        leftOut.syntaxErrors += 1
                        pending = []
                    }
                    continue
                }
                pending = []
                reader.addHistory(Self.historyEntry(text))
                if !handle(text, firstLine: firstLine) { return 0 }
            }
        }
    }

    /// The error for an unfinished block whose repeats would run more commands
    /// than a run may (nested repeats multiply); nil when they fit.
    static func repeatRefusal(_ text: String, depth: Int, firstLine: Int) -> Diagnostic? {
        let closed = text + String(repeating: "\n}", count: depth)
        let file = SourceFile(name: sourceName, text: closed, firstLine: firstLine)
        let (program, diagnostics) = Parser.parse(file)
        guard diagnostics.isEmpty else { return nil }
        let limit = ScenarioSession.maximumRepeatedCommands
        guard let outer = program.commands.first, outer.id == .repeat,
              let repeated = try? ScenarioSession.repeatedCommands(ofBodyOf: outer, unfinished: true), repeated > Double(limit) else { return nil }
        var innermost = program.commands.last
        while let block = innermost?.block, let last = block.last(where: { $0.block != nil }) { innermost = last }
        let range = innermost.map { $0.range(of: .count) } ?? SourceRange(file: file, start: 0, end: 0)
        return Diagnostic(.error, "this repeat would run more than \(limit) commands; that is the most a run may repeat"
                          + " (nested repeats multiply)", at: range)
    }

    /// A statement as the history keeps it: without trailing blanks on its lines
    /// (Tab completion leaves a space), so equal commands are one entry.
    /// Worked on the UTF-8 bytes (blanks and line breaks are single bytes that
    /// no other character's bytes contain): every statement is recorded.
    static func historyEntry(_ text: String) -> String {
        // Most statements have no blank before a line break or the end: kept as they are.
        var previous: UInt8 = 0
        var trims = false
        for byte in text.utf8 {
            if byte == UInt8(ascii: "\n"), isBlank(previous) { trims = true }
            previous = byte
        }
        guard trims || isBlank(previous) else { return text }
        var entry: [UInt8] = [], blanks: [UInt8] = []
        entry.reserveCapacity(text.utf8.count)
        for byte in text.utf8 {
            switch byte {
            case UInt8(ascii: "\n"):
                blanks.removeAll(keepingCapacity: true)
                entry.append(byte)
            case _ where isBlank(byte):
                blanks.append(byte)  // kept only if the line goes on
            default:
                entry += blanks
                blanks.removeAll(keepingCapacity: true)
                entry.append(byte)
            }
        }
        return String(decoding: entry, as: UTF8.self)
    }

    private static func isBlank(_ byte: UInt8) -> Bool {
        byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t") || byte == UInt8(ascii: "\r")
    }

    /// Whether `text`'s UTF-8 bytes contain `word`'s (Foundation's `contains`
    /// costs more than the rest of a short statement).
    static func utf8(of text: String, contains word: StaticString) -> Bool {
        let pattern = UnsafeBufferPointer(start: word.utf8Start, count: word.utf8CodeUnitCount)
        var text = text
        return text.withUTF8 { bytes in
            guard let first = pattern.first, bytes.count >= pattern.count else { return pattern.isEmpty }
            for i in 0...(bytes.count - pattern.count) where bytes[i] == first {
                if (1..<pattern.count).allSatisfy({ bytes[i + $0] == pattern[$0] }) { return true }
            }
            return false
        }
    }

    /// Runs one complete statement. Returns false when the session should end.
    /// - Parameter firstLine: the session's number for the statement's first line (diagnostics show it).
    @discardableResult
    public func handle(_ text: String, firstLine: Int = 1) -> Bool {
        switch REPLCommand.parse(text, firstLine: firstLine) {
        case .command(let command)?:
            // Counted after it runs: a `save` does not count itself.
            defer { leftOut.replCommands += 1 }
            return runREPLCommand(command)
        case .invalid(let diagnostics)?:
            leftOut.syntaxErrors += 1
            report(diagnostics)
            return true
        case nil:
            break
        }
        if restorePending {
            guard putTableBack() else { return true }
            output.err("the table is back as it was before the interrupted command\n")
        }
        let result = backend.execute(SourceFile(name: Self.sourceName, text: text, firstLine: firstLine))
        protectedFiles.formUnion(result.touchedFiles)
        if result.interrupted { output.err("\n") }  // end the terminal's "^C" line
        output.out(result.output)
        report(result.diagnostics)
        if result.interrupted {
            leftOut.interrupted += 1
            // The command stopped half-way: put the table back as it was before it.
            if putTableBack() {
                output.err("the table is back as it was before that command\n")
                printSummary()
            }
            return true
        }
        if var entry = Self.entry(for: text, result) {
            // An `expect error` put in front takes the line before the statement.
            entry.firstLine = max(1, firstLine - (entry.failedCommand && !text.hasPrefix("expect error") ? 1 : 0))
            entries.append(entry)
        } else if result.ran {
            leftOut.unexpectable += 1
        } else {
            leftOut.syntaxErrors += 1
        }
        if result.changedTable { printSummary() }
        return true
    }

    /// The journal entry of a statement that ran: its failures marked so that it
    /// reproduces them. Nil when it cannot be reproduced: it did not run (a syntax
    /// error), or an `expect failure` typed at the prompt did not come true.
    static func entry(for text: String, _ result: ExecutionResult) -> Entry? {
        guard result.ran, result.unexpectableFailures == 0 else { return nil }
        let marked = result.failedAssertions.filter(\.failsConsistently).count
        return Entry(text: Reproduction.mark(text, stoppedBy: result.stoppedBy, failedAssertions: result.failedAssertions),
                     changedTable: result.changedTable, failedCommand: result.stoppedBy != nil,
                     markedAssertions: marked, unmarkedAssertions: result.failedAssertions.count - marked,
                     unmarkableChecks: result.unmarkableFailures)
    }

    // MARK: Tab completion

    public func completions(for line: String) -> (replaceFrom: Int, candidates: [String]) {
        Completer.complete(line: line, indexPaths: backend.indexPathsForCompletion(limit: 200),
                           identifiers: backend.identifiersForCompletion(limit: 200), files: { [baseDirectory] in FileNames.matching($0, in: baseDirectory) })
    }

    // MARK: REPL-only commands

    private func runREPLCommand(_ command: REPLCommand) -> Bool {
        switch command.id {
        case .quit, .exit:
            return false
        case .help:
            help(command.argument ?? "")
        case .save:
            save(to: command.argument ?? "", force: command.force)
        case .history:
            history()
        case .undo:
            undo()
        case .reset:
            backend = makeBackend()
            leftOut.undone += entries.count
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
        leftOut.undone += entries.count - kept.count
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
            let result = fresh.execute(SourceFile(name: Self.sourceName, text: entry.text, firstLine: entry.firstLine))
            if result.interrupted {
                output.err("\n")  // end the terminal's "^C" line
                return nil
            }
            // A failure left unmarked (an assertion that failed only on some passes,
            // a check in an included file) fails again: it stays, as it was.
            if result.succeeded || (entry.unmarkedAssertions + entry.unmarkableChecks > 0 && result.stoppedBy == nil) {
                kept.append(entry)
            } else {
                report(result.diagnostics)
            }
        }
        return (fresh, kept)
    }

    private func printSummary() {
        let summary = backend.summary
        if !summary.isEmpty { output.out(summary + "\n") }
    }

    func report(_ diagnostics: [Diagnostic]) {
        for diagnostic in diagnostics {
            var text = DiagnosticRenderer.render(diagnostic, color: output.color)
            if !text.hasSuffix("\n") { text += "\n" }
            output.err(text)
        }
    }
}
