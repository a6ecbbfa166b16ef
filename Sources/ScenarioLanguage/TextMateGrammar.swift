/// A TextMate grammar for `.scenario` files (the format VS Code, Sublime Text
/// and GitHub's highlighter read), generated from the command table so that
/// it cannot drift from the language: `tablesim grammar` prints it, and
/// `editors/scenario.tmLanguage.json` is its output, checked in.
public enum TextMateGrammar {
    public static let scopeName = "source.scenario"

    /// The grammar as JSON, keys in a fixed order, two-space indented, ending with a line break.
    public static func json() -> String {
        JSON.write(grammar) + "\n"
    }

    /// The command-word patterns, in the order the grammar tries them, with
    /// each one's scope: one per topic. A line's command is matched at its
    /// start, after an optional `data`/`table` prefix; longer commands come
    /// first within a pattern, so `print rect` wins over `print`.
    public static var commandPatterns: [(scope: String, regex: String)] {
        CommandTopic.allCases.compactMap { topic in
            let specs = CommandTable.all.filter { $0.topic == topic }
            guard !specs.isEmpty else { return nil }
            let names = specs.map { $0.words.map(escape).joined(separator: #"\s+"#) }
                .sorted { ($0.count, $0) > ($1.count, $1) }
            let prefixes = Set(specs.flatMap(\.prefixes)).sorted()
            // Group 1 is the prefix (empty when the topic has none), group 2 the command.
            let prefix = prefixes.isEmpty ? "()" : #"(?:(\#(prefixes.joined(separator: "|")))\s+)?"#
            return ("keyword.\(topicScope(topic)).scenario", #"^\s*\#(prefix)(\#(names.joined(separator: "|")))(?![\w-])"#)
        }
    }

    /// Every keyword an argument may be (`rows`, `plain`, `header`, `on`, …).
    public static var argumentWords: [String] {
        var words: Set<String> = []
        func collect(_ elements: [SyntaxElement]) {
            for element in elements {
                switch element {
                case .word(let word): words.insert(word)
                case .choice(_, let options): words.formUnion(options)
                case .optional(let inner): collect(inner)
                case .oneOf(let alternatives), .clauses(let alternatives): alternatives.forEach(collect)
                default: break
                }
            }
        }
        CommandTable.all.forEach { collect($0.syntax) }
        return words.sorted()
    }

    private static func topicScope(_ topic: CommandTopic) -> String {
        switch topic {
        case .assertions: "control.assertion"
        case .structure: "control.structure"
        case .repl: "other.repl"
        default: "other.\(String(describing: topic))"
        }
    }

    private static var grammar: JSON {
        let commands = commandPatterns.map { pattern in
            JSON.object([
                ("match", .string(pattern.regex)),
                ("captures", .object([
                    ("1", .object([("name", .string("storage.modifier.prefix.scenario"))])),
                    ("2", .object([("name", .string(pattern.scope))])),
                ])),
            ])
        }
        let words = argumentWords.sorted { ($0.count, $0) > ($1.count, $1) }.map(escape).joined(separator: "|")
        let patterns: [JSON] = [
            // `#` then a digit is a cell identity, `#H` then a digit a header-footer view; any other `#` a comment.
            .object([("name", .string("comment.line.number-sign.scenario")), ("match", .string(#"#(?![0-9]|H[0-9]).*$"#))]),
            .object([("name", .string("markup.quote.expected-output.scenario")), ("match", .string(#"^\s*>(?: .*)?$"#))]),
        ] + commands + [
            .object([
                ("name", .string("string.quoted.double.scenario")),
                ("begin", .string("\"")), ("end", .string(#""|$"#)),
                ("patterns", .array([.object([("name", .string("constant.character.escape.scenario")), ("match", .string(#"\\[\\"]"#))])])),
            ]),
            .object([("name", .string("constant.other.cell-id.scenario")), ("match", .string(#"#H?[0-9]+"#))]),
            .object([("name", .string("constant.numeric.index-path.scenario")), ("match", .string(#"(?<![\w.-])[0-9]+,[0-9]+(?:\.\.[0-9]+,[0-9]+)?(?![\w,])"#))]),
            .object([("name", .string("constant.numeric.size.scenario")), ("match", .string(#"(?<![\w.-])[0-9]+(?:\.[0-9]+)?x[0-9]+(?:\.[0-9]+)?(?![\w.])"#))]),
            .object([("name", .string("constant.numeric.scenario")), ("match", .string(#"(?<![\w.])-?[0-9]+(?:\.[0-9]+)?(?![\w.,])"#))]),
            .object([("name", .string("constant.language.scenario")), ("match", .string(#"(?<![\w-])(?:\#(words))(?![\w-])"#))]),
            .object([("name", .string("punctuation.section.block.scenario")), ("match", .string(#"[{}]"#))]),
        ]
        return .object([
            ("$schema", .string("https://raw.githubusercontent.com/martinring/tmlanguage/master/tmlanguage.json")),
            ("name", .string("tablesim scenario")),
            ("scopeName", .string(scopeName)),
            ("fileTypes", .array([.string("scenario"), .string("inc")])),
            ("comment", .string("Generated by `tablesim grammar` from the command table; do not edit by hand.")),
            ("patterns", .array(patterns)),
        ])
    }

    /// A literal word in a regular expression (`-` and letters need nothing; anything else is escaped).
    private static func escape(_ word: String) -> String {
        word.map { $0.isLetter || $0.isNumber || $0 == "-" || $0 == "_" ? String($0) : "\\" + String($0) }.joined()
    }
}
