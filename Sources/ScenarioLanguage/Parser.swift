/// Parses a whole scenario into commands, reporting every syntax error (LANGUAGE.md §1, §6–§8).
///
/// The parser is driven by `CommandTable`: command words, argument syntax and
/// slot names all come from there. It works line by line; after an error it
/// skips to the next line (as jlox's `synchronize()` does) and goes on, so one
/// run reports every bad line once. Blocks are kept on an explicit stack, so
/// no input can exhaust the call stack, and every loop makes progress.
public enum Parser {
    /// How deeply `{ }` blocks may nest.
    public static let maximumNesting = 64

    /// How many syntax errors a file may have before the parser stops
    /// reading it: parsing then takes time and memory in proportion to the
    /// errors shown, not to a file of millions of bad lines.
    public static let maximumErrors = 1_000

    /// - Parameter allowingREPLCommands: accept `save`, `undo`, ... (the REPL's own
    ///   line); in a scenario they are syntax errors, found before anything runs.
    public static func parse(_ file: SourceFile, allowingREPLCommands: Bool = false) -> (program: Program, diagnostics: [Diagnostic]) {
        var state = ParserState(file: file)
        state.allowsREPLCommands = allowingREPLCommands
        let commands = state.run()
        return (Program(file: file, commands: commands), state.diagnostics)
    }

    /// How many blocks are open at the end of `text` (the REPL's continuation
    /// prompt); an `expect error` or `expect failure` still waiting for its
    /// command counts as one more.
    public static func openBlockDepth(_ text: String) -> Int {
        var state = ParserState(file: SourceFile(name: "<stdin>", text: text))
        _ = state.run()
        return state.openDepthAtEnd + (state.awaitsCommandAtEnd ? 1 : 0)
    }
}

/// A syntax error on its way to the line's recovery point.
struct ParseFailure: Error {
    var error: SyntaxError
    var range: SourceRange
    init(_ error: SyntaxError, _ range: SourceRange) {
        self.error = error
        self.range = range
    }
}

/// The commands of one open block (or of the file).
struct Frame {
    var commands: [Command] = []
    /// An `expect error` still waiting for its command.
    var pendingExpect: Command?
    /// The block's command (`repeat`, `update`); nil at the top level and for a block whose line was bad.
    var owner: Command?
    var name = ""
    var openBrace: SourceRange?
    var inUpdate = false
    /// Parse but drop the commands (the block's own line was bad, or it nests too deeply).
    var discard = false
}

struct ParserState {
    var cursor: TokenCursor
    var diagnostics: [Diagnostic] = []
    var stack: [Frame] = [Frame()]
    var openDepthAtEnd = 0
    /// The text ends with an `expect error`/`expect failure` still waiting for its command.
    var awaitsCommandAtEnd = false
    /// Keywords that would have been accepted at the next token, for
    /// suggestions: the next words of the longer commands among the line's
    /// candidates that start with the matched command's words. Kept as the
    /// matched command and the line's prefix word (the candidates are found
    /// again only if an error lists them): storing arrays retains them on every line.
    /// The prefix is kept as where it is written (its word is read again only for
    /// an error): storing the word retained and released it on every line.
    var expectedContinuation: (matched: CommandID, prefixStart: Int?)?
    /// Elements whose first keywords also fit there (their words are listed only for an error).
    var expectedStarts: [SyntaxElement] = []
    var expectedWordsAt = -1
    /// Suggestions already found for unknown command words (a file repeating one typo pays once).
    var commandSuggestions: [String: String?] = [:]
    /// `CommandSpec.replOnly` commands are accepted (the REPL's own line).
    var allowsREPLCommands = false

    init(file: SourceFile) {
        cursor = TokenCursor(file: file)
        // At most one command a line that starts with a word: the file's list
        // is sized once instead of growing (and moving every command) a dozen
        // times on a long file. Lines of comments, expected output or braces
        // reserve nothing.
        stack[0].commands.reserveCapacity(Self.wordLineCount(file))
    }

    /// How many lines start (after blanks) with a letter, as every command does.
    static func wordLineCount(_ file: SourceFile) -> Int {
        let bytes = file.bytes
        var count = 0
        for (line, lineStart) in file.lineStarts.enumerated() {
            var i = line == 0 ? file.contentStart : lineStart
            while i < bytes.count, bytes[i] == 32 || bytes[i] == 9 { i += 1 }
            if i < bytes.count, (bytes[i] | 0x20) >= 97, (bytes[i] | 0x20) <= 122 { count += 1 }
        }
        return count
    }

    mutating func run() -> [Command] {
        while true {
            if diagnostics.count >= Parser.maximumErrors, !cursor.peekIsEnd() {
                // The errors shown are of the lines read: what is open stays unreported.
                report(.tooManyErrors(Parser.maximumErrors), at: cursor.range(of: cursor.peek()))
                return stack[0].commands
            }
            let before = cursor.consumed
            // Most lines start with a word: told in place, the token not copied.
            if cursor.peekIsWord() {
                parseLine()
                if cursor.consumed == before { cursor.advance() }
                continue
            }
            let token = cursor.peek()
            switch token.kind {
            case .end:
                finish()
                return stack[0].commands
            case .newline:
                cursor.advance()
            case .rightBrace:
                closeBrace()
            case .expectedOutput:
                report(.misplacedExpectedOutput, at: cursor.range(of: token))
                _ = takeExpectedOutput(after: cursor.lineStart(before: token.start))
            default:
                parseLine()
            }
            if cursor.consumed == before { cursor.advance() }
        }
    }

    private mutating func finish() {
        openDepthAtEnd = stack.count - 1
        awaitsCommandAtEnd = stack.last?.pendingExpect != nil
        while stack.count > 1, let frame = stack.last {
            if let brace = frame.openBrace { report(.unclosedBlock(frame.name), at: brace) }
            closeFrame()
        }
        if let pending = stack[0].pendingExpect { reportUnfollowed(pending) }
    }

    /// An `expect error` or `expect failure` with nothing (or the wrong kind of command) after it.
    private mutating func reportUnfollowed(_ pending: Command) {
        report(pending.id == .expectFailure ? .expectFailureWithoutAssertion : .expectErrorWithoutCommand, at: pending.range)
    }

    // MARK: - Lines

    private mutating func parseLine() {
        let firstStart = cursor.peekStart()
        do {
            var (command, brace) = try parseCommand()
            command.lineEnd = consumeLineEnd()
            let id = command.id, traits = CommandTable.traits(id)
            if traits.replOnly, !allowsREPLCommands {
                report(.replOnly(command.spec.name), at: command.nameRange)
                _ = takeExpectedOutput(after: command.lineEnd)
                return
            }
            if stack[stack.count - 1].inUpdate, !(traits.isChange || id == .update) {
                let name = command.spec.name
                report(.notAllowedInUpdate(name), at: command.nameRange)
                if let brace { pushFrame(owner: nil, name: name, brace: brace, isUpdate: false) }
                _ = takeExpectedOutput(after: command.lineEnd)
                return
            }
            if let brace {
                pushFrame(owner: command, name: command.spec.name, brace: brace, isUpdate: id == .update)
                return
            }
            if let expected = takeExpectedOutput(after: command.lineEnd) {
                if traits.producesOutput {
                    command.expected = expected
                } else {
                    report(.misplacedExpectedOutput, at: SourceRange(file: cursor.file, start: expected.start, end: expected.start + 1))
                }
            }
            append(consume command)
        } catch {
            report(error.error, at: error.range)
            let first = cursor.lexeme(at: firstStart)
            let (brace, lineEnd) = synchronize()
            stack[stack.count - 1].pendingExpect = nil
            // A bad line ending in `{` still opens a block (dropped), so that its `}` matches.
            if let brace {
                pushFrame(owner: nil, name: first.word ?? "{", brace: brace, isUpdate: first.word == "update")
            }
            _ = takeExpectedOutput(after: lineEnd)
        }
    }

    /// Skips the rest of a bad line; returns the `{` ending it, if any, and where the line ends.
    private mutating func synchronize() -> (brace: SourceRange?, lineEnd: Int) {
        var brace: SourceRange?
        while !cursor.peek().isLineEnd {
            let token = cursor.advance()
            if case .leftBrace = token.kind { brace = cursor.range(of: token) } else { brace = nil }
        }
        return (brace, consumeLineEnd())
    }

    /// Consumes the line break, returning the offset just past it (or the end of the file).
    mutating func consumeLineEnd() -> Int {
        // The token's case and offsets read in place (a copy of the token retains its payload).
        let (start, end) = cursor.peekOffsets()
        if cursor.peekIsNewline() {
            cursor.skip()
            return end
        }
        return cursor.peekIsLineEnd() ? cursor.byteCount : start
    }

    /// The `>` lines starting exactly at `lineStart` (no blank or comment line between).
    private mutating func takeExpectedOutput(after lineStart: Int) -> ExpectedOutput? {
        // Most lines have none: a look at the next token's case, in place, and nothing made.
        guard cursor.peekIsExpectedOutput() else { return nil }
        var lines: [String] = []
        var start = lineStart
        var end = lineStart
        while case .expectedOutput(let text) = cursor.peek().kind {
            let thisStart = cursor.lineStart(before: cursor.peek().start)
            guard thisStart == end else { break }
            if lines.isEmpty { start = thisStart }
            cursor.advance()
            lines.append(text)
            end = consumeLineEnd()
        }
        return lines.isEmpty ? nil : ExpectedOutput(lines: lines, start: start, end: end)
    }

    // MARK: - Blocks

    private mutating func closeBrace() {
        let brace = cursor.advance()
        if !cursor.peek().isLineEnd {
            report(.braceNotAlone, at: cursor.range(of: cursor.peek()))
            _ = synchronize()
        } else {
            _ = consumeLineEnd()
        }
        guard stack.count > 1 else {
            report(.strayBrace, at: cursor.range(of: brace))
            return
        }
        closeFrame()
    }

    private mutating func pushFrame(owner: Command?, name: String, brace: SourceRange, isUpdate: Bool) {
        let top = stack.count - 1
        var owner = owner
        if owner != nil, let pending = stack[top].pendingExpect {
            if pending.id == .expectFailure { reportUnfollowed(pending) } else { owner?.expectError = pending.arguments[.text] }
            stack[top].pendingExpect = nil
        }
        let tooDeep = stack.count > Parser.maximumNesting
        if tooDeep, !stack[top].discard { report(.nestedTooDeeply(Parser.maximumNesting), at: brace) }
        stack.append(Frame(owner: owner, name: name, openBrace: brace,
                           inUpdate: stack[top].inUpdate || isUpdate,
                           discard: stack[top].discard || tooDeep || owner == nil))
    }

    private mutating func closeFrame() {
        let frame = stack.removeLast()
        if let pending = frame.pendingExpect { reportUnfollowed(pending) }
        guard var owner = frame.owner else { return }
        owner.block = frame.commands
        append(owner)
    }

    private mutating func append(_ command: consuming Command) {
        let top = stack.count - 1
        if command.id == .expectError || command.id == .expectFailure {
            if let old = stack[top].pendingExpect { reportUnfollowed(old) }
            stack[top].pendingExpect = command
            // Every message contains the empty text, so `expect error ""` would check nothing.
            if let text = command.arguments[.text], case .text("") = text.value {
                report(.emptyErrorText, at: text.range)
                stack[top].pendingExpect = nil
            }
            return
        }
        if let pending = stack[top].pendingExpect {
            if pending.id == .expectError {
                command.expectError = pending.arguments[.text]
            } else if command.traits.isAssertion {
                command.expectFailure = pending.arguments[.text]
            } else {
                reportUnfollowed(pending)
            }
            stack[top].pendingExpect = nil
        }
        if !stack[top].discard { stack[top].commands.append(command) }
    }

    mutating func report(_ error: SyntaxError, at range: SourceRange) {
        diagnostics.append(error.diagnostic(at: range))
    }
}

extension CommandSpec {
    var hasBlock: Bool {
        syntax.contains { if case .block = $0 { return true } else { return false } }
    }
}
