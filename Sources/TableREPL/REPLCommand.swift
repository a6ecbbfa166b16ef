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
        guard !text.contains("\n") else { return nil }
        // `--force` is an option of the prompt's `save`, not a word of the language: blanked out, columns kept.
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
        guard diagnostics.isEmpty else { return .invalid(diagnostics) }
        guard let command = program.commands.first, command.spec.replOnly else { return nil }
        var argument: String?
        for case .text(let value) in command.arguments.values.map(\.value) { argument = value }
        return .command(REPLCommand(id: command.id, argument: argument, force: force))
    }
}
