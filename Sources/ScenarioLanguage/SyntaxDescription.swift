/// How messages, `help` and completion name the parts of a command's syntax,
/// all derived from `CommandTable`.
extension SyntaxElement {
    /// The keywords that can start this element (for suggestions and completion).
    public var firstWords: [String] {
        switch self {
        case .word(let w): return [w]
        case .choice(_, let options): return options
        case .optional(let elements): return elements.first?.firstWords ?? []
        case .oneOf(let alternatives): return alternatives.flatMap { $0.first?.firstWords ?? [] }
        case .clauses(let clauses): return clauses.flatMap { $0.first?.firstWords ?? [] }
        default: return []
        }
    }

    /// Whether this element may be left out entirely.
    var isOptional: Bool {
        switch self {
        case .optional, .clauses, .rest: return true
        default: return false
        }
    }

    /// What an error message says was expected: `a height (a number >= 0)`.
    public var expectation: String { Self.list(expectationItems, "or") }

    /// The things that would fit here, each named for a message.
    var expectationItems: [String] {
        switch self {
        case .word(let w): return ["'\(w)'"]
        case .choice(_, let options): return options.map { "'\($0)'" }
        case .number(let slot): return ["\(Self.noun(slot, "number")) (a number)"]
        case .length(let slot): return ["\(Self.noun(slot, "length")) (a number >= 0)"]
        case .count(let slot): return ["\(Self.noun(slot, "count")) (a whole number >= 0)"]
        case .indexPath: return ["an index path S,R"]
        case .indexPaths: return ["index paths (S,R or A..B)"]
        case .size: return ["a size WxH"]
        case .string: return ["a quoted string"]
        case .name(let slot): return ["\(Self.noun(slot, "name")) (a word)"]
        case .text: return ["a value (a word, number or string)"]
        case .cellID: return ["a cell identity #N"]
        case .identifiers(let slot): return ["\(slot.noun)s (words, numbers or quoted strings)"]
        case .viewID: return ["a header-footer view identity #Hn"]
        case .strings: return ["quoted strings"]
        case .path: return ["a file path"]
        case .rest(let slot): return [Self.article(slot.noun)]
        case .optional(let elements): return elements.first?.expectationItems ?? []
        case .oneOf(let alternatives), .clauses(let alternatives):
            return alternatives.flatMap { $0.first?.expectationItems ?? [] }
        case .block: return ["'{'"]
        }
    }

    /// The placeholder `help` shows: `H`, `S,R`, `plain|grouped`, `[height H]`.
    public var usage: String {
        switch self {
        case .word(let w): return w
        case .choice(_, let options): return options.joined(separator: "|")
        case .number(let slot), .length(let slot), .count(let slot): return slot.placeholder
        case .indexPath: return "S,R"
        case .indexPaths: return "S,R..."
        case .size: return "WxH"
        case .string(let slot): return "\"\(slot.placeholder)\""
        case .name(let slot), .text(let slot): return slot.placeholder
        case .cellID: return "#ID"
        case .identifiers(let slot): return "\(slot.placeholder)..."
        case .viewID: return "#Hn"
        case .strings(let slot): return "\"\(slot.placeholder)\"..."
        case .path: return "PATH"
        case .rest(let slot): return "[\(slot.placeholder)]"
        case .optional(let elements): return "[" + Self.usage(elements) + "]"
        case .oneOf(let alternatives):
            // An alternative with choices after its first word is bracketed: `(below S,R none|inset|full)|(above ...)`.
            return alternatives.map { alternative in
                let usage = Self.usage(alternative)
                let choosesLater = alternative.dropFirst().contains { element in
                    if case .choice(_, let options) = element { return options.count > 1 }
                    return false
                }
                return choosesLater ? "(\(usage))" : usage
            }.joined(separator: "|")
        case .clauses(let clauses): return clauses.map { "[" + Self.usage($0) + "]" }.joined(separator: " ")
        case .block: return "{ ... }"
        }
    }

    static func usage(_ elements: [SyntaxElement]) -> String {
        elements.map(\.usage).filter { !$0.isEmpty }.joined(separator: " ")
    }

    /// `a header height`, or the slot's own name, or the kind of value when it has none.
    private static func noun(_ slot: Slot, _ fallback: String) -> String {
        article(slot.noun.isEmpty ? fallback : slot.noun)
    }

    static func article(_ noun: String) -> String {
        let vowel = noun.first.map { "aeiou".contains($0) } ?? false
        return (vowel ? "an " : "a ") + noun
    }

    static func list(_ items: [String], _ conjunction: String) -> String {
        var seen = Set<String>()
        let unique = items.filter { seen.insert($0).inserted }
        guard unique.count > 1, let last = unique.last else { return unique.first ?? "" }
        return unique.dropLast().joined(separator: ", ") + " \(conjunction) " + last
    }
}

extension CommandSpec {
    /// `section N rows [height H] [header H|"TITLE"] [footer H|"TITLE"] [id NAME]`.
    public var usage: String {
        let head = prefixes.isEmpty ? name : "[\(prefixes.joined(separator: "|"))] \(name)"
        let args = SyntaxElement.usage(syntax)
        let tail = isAssertion ? " [: \"MESSAGE\"]" : ""
        return (args.isEmpty ? head : head + " " + args) + tail
    }
}
