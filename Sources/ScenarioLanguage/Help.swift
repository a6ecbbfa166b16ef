/// `help`, `help COMMAND` and the command reference (docs/LANGUAGE.md), all generated from `CommandTable`.
public enum HelpText {
    /// The width `help` wraps the overview's lists of names to.
    static let overviewWidth = 78

    /// Every command's name under its topic, a few names a line, short enough
    /// for a 40-row terminal; `help TOPIC` and `help COMMAND` give the details.
    public static func overview() -> String {
        // Topic headings stand out by their indent alone: no blank line between
        // topics, so that ten topics still fit a 40-row terminal.
        var lines = ["Commands by topic. 'help TOPIC' lists a topic, 'help COMMAND' explains one.", ""]
        for topic in CommandTopic.allCases {
            let specs = CommandTable.all.filter { $0.topic == topic }
            guard !specs.isEmpty else { continue }
            lines.append("\(topic.rawValue) (help \(topic.keyword))")
            lines += wrapped(specs.map(\.name), indent: "  ", width: overviewWidth)
        }
        return lines.joined(separator: "\n")
    }

    /// `help setup`: each command of the topic with its summary.
    public static func help(forTopic topic: CommandTopic) -> String {
        let specs = CommandTable.all.filter { $0.topic == topic }
        let width = (specs.map(\.name.count).max() ?? 0) + 2
        var lines = [topic.rawValue]
        for spec in specs {
            let padding = String(repeating: " ", count: max(1, width - spec.name.count))
            lines.append("  " + spec.name + padding + spec.summary)
        }
        lines.append("Type 'help COMMAND' for a command's syntax and an example.")
        return lines.joined(separator: "\n")
    }

    /// Names separated by two spaces, as many to a line as fit in `width`.
    static func wrapped(_ names: [String], indent: String, width: Int) -> [String] {
        var lines: [String] = []
        var line = indent
        for name in names {
            if line != indent && line.count + 2 + name.count > width {
                lines.append(line)
                line = indent
            }
            line += (line == indent ? "" : "  ") + name
        }
        if line != indent { lines.append(line) }
        return lines
    }

    /// The usage, summary and example of the commands whose words start with
    /// `query` (`scroll` gives `scroll` and `scroll to`); nil when there are none.
    public static func help(for query: String) -> String? {
        let words = normalized(query)
        if words.count == 1, let word = words.first, let topic = CommandTopic.allCases.first(where: { $0.keyword == word }) {
            return help(forTopic: topic)
        }
        if words.count == 1, let prefix = words.first, let text = prefixHelp(prefix) { return text }
        let specs = matching(query)
        guard !specs.isEmpty else { return nil }
        return specs.map(describe).joined(separator: "\n\n")
    }

    /// The reply to `help` with an unknown command: `no command 'scrol'; did you mean 'scroll'?`.
    public static func unknown(_ query: String) -> String {
        let words = normalized(query)
        let name = words.joined(separator: " ")
        let suggestion = Suggestion.nearest(to: name, in: CommandTable.all.map(\.name))
            ?? words.first.flatMap { Suggestion.nearest(to: $0, in: ParserState.commandWords) }
        return "no command '\(name)'" + (suggestion.map { "; did you mean '\($0)'?" } ?? "; type 'help' for the list")
    }

    /// A Markdown section per topic with a `| command | meaning |` table.
    public static func markdownReference() -> String {
        var sections: [String] = []
        for topic in CommandTopic.allCases {
            let specs = CommandTable.all.filter { $0.topic == topic }
            guard !specs.isEmpty else { continue }
            var lines = ["### \(topic.rawValue)", "", "| command | meaning |", "|---|---|"]
            for spec in specs {
                let usage = escapePipes(spec.usage)
                let summary = escapePipes(spec.summary)
                lines.append("| `\(usage)` | \(summary) |")
            }
            let prefixes = prefixNotes(specs)
            if !prefixes.isEmpty { lines += [""] + prefixes }
            sections.append(lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    static func describe(_ spec: CommandSpec) -> String {
        var lines = [spec.usage, "  " + spec.summary]
        for prefix in spec.prefixes {
            lines.append("  '\(prefix) \(spec.name) ...' \(meaning(ofPrefix: prefix)).")
        }
        if spec.replOnly { lines.append("  (REPL only)") }
        lines.append("  example: " + spec.example)
        return lines.joined(separator: "\n")
    }

    /// `help data`: what the prefix does, and the usage of every command it may stand before.
    static func prefixHelp(_ prefix: String) -> String? {
        let specs = CommandTable.all.filter { $0.prefixes.contains(prefix) }
        guard let first = specs.first else { return nil }
        var lines = ["\(prefix) COMMAND", "  '\(prefix) COMMAND ...' \(meaning(ofPrefix: prefix)); without a prefix, a change does both."]
        for spec in specs {
            lines.append("  " + ([prefix, spec.name] + [SyntaxElement.usage(spec.syntax)].filter { !$0.isEmpty }).joined(separator: " "))
        }
        lines.append("  example: \(prefix) \(first.example)")
        return lines.joined(separator: "\n")
    }

    /// The reference's notes under a topic's table: what each prefix used there does, and where it may stand.
    static func prefixNotes(_ specs: [CommandSpec]) -> [String] {
        let notes = CommandTable.prefixes.compactMap { prefix -> String? in
            let names = specs.filter { $0.prefixes.contains(prefix.word) }.map { "`\($0.name)`" }
            guard !names.isEmpty else { return nil }
            return "- `\(prefix.word) COMMAND` \(prefix.meaning): " + names.joined(separator: ", ") + "."
        }
        guard !notes.isEmpty else { return [] }
        let words = SyntaxElement.list(CommandTable.prefixes.map { "`\($0.word)`" }, "or")
        return ["Without a \(words) prefix a change updates the data source and tells the table, as a correct app does; "
                + "a prefix splits it, to reproduce app bugs:"] + notes
    }

    static func meaning(ofPrefix prefix: String) -> String {
        CommandTable.prefixes.first { $0.word == prefix }?.meaning ?? ""
    }

    /// The specs whose words start with the query's words (a `data`/`table` prefix is skipped).
    static func matching(_ query: String) -> [CommandSpec] {
        var words = normalized(query)
        if let first = words.first, ParserState.prefixWords.contains(first), words.count > 1 { words.removeFirst() }
        guard !words.isEmpty else { return [] }
        return CommandTable.all.filter { $0.words.starts(with: words) }
    }

    private static func escapePipes(_ text: String) -> String {
        String(text.flatMap { $0 == "|" ? ["\\", "|"] : [$0] })
    }

    private static func normalized(_ query: String) -> [String] {
        query.split(whereSeparator: { $0 == " " || $0 == "\t" }).map { $0.lowercased() }
    }
}
