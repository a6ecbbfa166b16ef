/// The grammar of one command's arguments, read by the parser, `help`,
/// completion and the README's reference alike.
public indirect enum SyntaxElement: Sendable {
    /// A literal keyword that binds nothing (`rows`, `to`, `via`).
    case word(String)
    /// One of the listed keywords, bound to the slot as `.keyword`; built from a
    /// `ChoiceWord` enum (`.choice(.style, TableStyle.self)`), which the interpreter reads back.
    case choice(Slot, [String])
    /// Any finite number (may be negative), bound as `.number`.
    case number(Slot)
    /// A finite number `>= 0` (a height, a width), bound as `.number`.
    case length(Slot)
    /// A whole number `>= 0`, bound as `.integer`.
    case count(Slot)
    /// `S,R`, bound as `.indexPath`.
    case indexPath(Slot)
    /// One or more `S,R` or `A..B`, space-separated, bound as `.indexPaths`.
    case indexPaths(Slot)
    /// `WxH`, bound as `.size`.
    case size(Slot)
    /// A `"quoted string"`, bound as `.text`.
    case string(Slot)
    /// A word (a reuse identifier, a state name), bound as `.text`.
    case name(Slot)
    /// A word, number or string, bound as `.text` with its source spelling (strings unquoted).
    case text(Slot)
    /// `#N`, bound as `.cellID`.
    case cellID(Slot)
    /// One or more identifiers (words, numbers or quoted strings), bound as
    /// `.identifiers`. A bare word that the rest of the command can start
    /// with (`to`, `before`) ends the list; quoted, it is an identifier.
    case identifiers(Slot)
    /// `#Hn`, bound as `.viewID`.
    case viewID(Slot)
    /// One or more quoted strings, bound as `.texts`.
    case strings(Slot)
    /// A file path: a quoted string or a bare run of non-blank characters, bound as `.text`.
    case path(Slot)
    /// The raw rest of the line (possibly empty: then the slot is absent), bound as `.text`.
    case rest(Slot)
    /// The elements all together, or none of them (decided by the first).
    case optional([SyntaxElement])
    /// The first alternative whose first element fits the next token.
    case oneOf([[SyntaxElement]])
    /// Optional clauses in any order, each at most once; each starts with a `.word` or `.choice`.
    case clauses([[SyntaxElement]])
    /// `{` ending the line, then commands up to a line holding only `}`.
    case block
}

/// Groups for `help` and the README.
public enum CommandTopic: String, CaseIterable, Sendable {
    case setup = "Setting up the table"
    case changes = "Changing the data"
    case diffable = "Diffable data source"
    case scrolling = "Scrolling"
    case selection = "Selection, editing and app state"
    case looking = "Looking"
    case assertions = "Assertions"
    case structure = "Structure"
    case repl = "REPL only"

    /// The word `help` takes for the topic (`help setup`); no command starts with it.
    public var keyword: String {
        switch self {
        case .setup: return "setup"
        case .changes: return "changes"
        case .diffable: return "snapshots"
        case .scrolling: return "scrolling"
        case .selection: return "selection"
        case .looking: return "looking"
        case .assertions: return "assertions"
        case .structure: return "structure"
        case .repl: return "repl"
        }
    }
}

/// Everything known about one command.
public struct CommandSpec: Sendable {
    public var id: CommandID
    /// The words that name it (`["print", "rect"]`).
    public var words: [String]
    public var syntax: [SyntaxElement]
    public var topic: CommandTopic
    /// One sentence for `help` and the README.
    public var summary: String
    /// A line that runs.
    public var example: String
    /// May end with `: "message"`.
    public var isAssertion = false
    /// May be followed by `> ` expected-output lines.
    public var producesOutput = false
    /// A data change, allowed inside `update { }`.
    public var isChange = false
    /// Words that may stand before the command words (`data`, `table`): bound to the slot `party`.
    public var prefixes: [String] = []
    /// Only at the REPL prompt.
    public var replOnly = false

    /// The command's name as written (`print rect`).
    public var name: String { words.joined(separator: " ") }
}

/// What the parser and the interpreter ask of every command they handle (a
/// copy of its `CommandSpec` would retain and release its arrays and strings).
public struct CommandTraits: Sendable {
    /// The command these are the traits of (so that a lookup by position can check it without its spec).
    public var id: CommandID
    public var topic: CommandTopic
    public var isAssertion: Bool
    public var producesOutput: Bool
    public var isChange: Bool
    public var replOnly: Bool

    init(_ spec: CommandSpec) {
        id = spec.id
        topic = spec.topic
        isAssertion = spec.isAssertion
        producesOutput = spec.producesOutput
        isChange = spec.isChange
        replOnly = spec.replOnly
    }
}
