import ScenarioLanguage

/// A REPL-only command (`help`, `save`, `undo`, `reset`, `history`, `quit`, `exit`),
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
    /// `save --force PATH`: replace an existing file.
    var force = false

    /// The REPL-only command `text` holds; nil when it holds something else (a
    /// block, a language command), which goes to the table.
    static func parse(_ text: String, firstLine: Int = 1) -> Parsed? {
        guard !text.utf8.contains(UInt8(ascii: "\n")), mayStartWithREPLWord(text) else { return nil }
        // `--force` is an option of the prompt's `save`, not a word of the language: blanked out, columns kept.
        let typed = text
        var text = text
        var force = false
        let words = text.split(separator: " ", omittingEmptySubsequences: true)
        if words.count >= 2, words[0] == "save", words[1] == "--force" {
            text.replaceSubrange(words[1].startIndex..<words[1].endIndex, with: "       ")
            force = true
        }
        let file = SourceFile(name: REPL.sourceName, text: text, firstLine: firstLine)
        guard case .word(let word)? = Lexer.tokenize(file).first?.kind,
              CommandTable.all.contains(where: { $0.replOnly && $0.words.first == word })
        else { return nil }
        let (program, diagnostics) = Parser.parse(file, allowingREPLCommands: true)
        guard diagnostics.isEmpty else {
            // Shown on the line as typed (the offsets are the same): not on the blanked copy.
            guard force else { return .invalid(diagnostics) }
            let shown = SourceFile(name: REPL.sourceName, text: typed, firstLine: firstLine)
            return .invalid(diagnostics.map { diagnostic in
                var diagnostic = diagnostic
                diagnostic.range = diagnostic.range.map { SourceRange(file: shown, start: $0.start, end: $0.end) }
                return diagnostic
            })
        }
        guard let command = program.commands.first, command.spec.replOnly else { return nil }
        var argument: String?
        for case .text(let value) in command.arguments.values.map(\.value) { argument = value }
        return .command(REPLCommand(id: command.id, argument: argument, force: force))
    }

    /// The first words of the REPL-only commands, as bytes.
    static let words: [[UInt8]] = CommandTable.all.filter(\.replOnly).compactMap { $0.words.first.map { Array($0.utf8) } }

    /// False when `text` surely holds no REPL-only command: after its blanks
    /// it starts with a letter but with none of their words. Every statement
    /// typed at the prompt is asked this, and lexing it to find out cost more
    /// than running a `scroll`; a text starting otherwise is left to the lexer.
    static func mayStartWithREPLWord(_ text: String) -> Bool {
        let bytes = text.utf8
        guard let start = bytes.firstIndex(where: { $0 != UInt8(ascii: " ") && $0 != UInt8(ascii: "\t") }) else { return false }
        let first = bytes[start] | 0x20
        guard first >= UInt8(ascii: "a"), first <= UInt8(ascii: "z") else { return true }
        let rest = bytes[start...]
        return words.contains { $0.first == bytes[start] && rest.starts(with: $0) }
    }
}
