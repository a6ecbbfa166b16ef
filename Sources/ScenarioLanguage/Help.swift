/// `help`, `help COMMAND` and the README's command reference, all generated from `CommandTable`.
public enum HelpText {
    /// Every command grouped by topic, one line each: name and summary.
    public static func overview() -> String {
        let width = (CommandTable.all.map(\.name.count).max() ?? 0) + 2
        var lines: [String] = []
        for topic in CommandTopic.allCases {
            let specs = CommandTable.all.filter { $0.topic == topic }
            guard !specs.isEmpty else { continue }
            if !lines.isEmpty { lines.append("") }
            lines.append(topic.rawValue)
            for spec in specs {
                let padding = String(repeating: " ", count: max(1, width - spec.name.count))
                lines.append("  " + spec.name + padding + spec.summary)
            }
        }
        lines.append("")
        lines.append("Type 'help COMMAND' for a command's syntax and an example.")
        return lines.joined(separator: "\n")
    }

    /// The usage, summary and example of the commands whose words start with
    /// `query` (`scroll` gives `scroll` and `scroll to`); nil when there are none.
    public static func help(for query: String) -> String? {
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
            sections.append(lines.joined(separator: "\n"))
        }
        return sections.joined(separator: "\n\n") + "\n"
    }

    static func describe(_ spec: CommandSpec) -> String {
        var lines = [spec.usage, "  " + spec.summary]
        for prefix in spec.prefixes {
            let effect = prefix == "data" ? "changes only the data source" : "only tells the table"
            lines.append("  '\(prefix) \(spec.name) ...' \(effect).")
        }
        if spec.replOnly { lines.append("  (REPL only)") }
        lines.append("  example: " + spec.example)
        return lines.joined(separator: "\n")
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
