/// Tab completion for the REPL, from `CommandTable`: command words, the
/// keywords that may come next, and existing index paths where one is expected.
public enum Completer {
    /// - Parameters:
    ///   - line: the text before the cursor.
    ///   - indexPaths: the table's index paths (`0,0`, `0,1`, ...) to offer where one is expected.
    /// - Returns: the character offset in `line` where the word being completed
    ///   starts, and the sorted, distinct candidates that start with that word.
    public static func complete(line: String, indexPaths: [String]) -> (replaceFrom: Int, candidates: [String]) {
        let characters = Array(line)
        var start = characters.count
        while start > 0, characters[start - 1] != " ", characters[start - 1] != "\t" { start -= 1 }
        let partial = String(characters[start...])
        let before = String(characters[..<start])
        if isInCommentOrString(before) { return (start, []) }
        // The lexer's words, so a quoted string holding spaces is one word.
        let words = Lexer.tokenize(SourceFile(name: "", text: before)).filter { !$0.isLineEnd }.map(\.spelling)
        let options = nextWords(after: words, indexPaths: indexPaths)
        let candidates = Set(options.filter { $0.hasPrefix(partial) }).sorted()
        return (start, candidates)
    }

    /// Everything that may follow `words` at the start of a line.
    static func nextWords(after words: [String], indexPaths: [String]) -> [String] {
        var words = words[...]
        var specs = CommandTable.all
        if let first = words.first, ParserState.prefixWords.contains(first) {
            specs = specs.filter { $0.prefixes.contains(first) }
            words = words.dropFirst()
        } else if words.isEmpty {
            return ParserState.commandWords + ParserState.prefixWords
        }
        var result: [String] = []
        for spec in specs {
            let name = spec.words[...]
            if words.count < name.count {
                if name.starts(with: words) { result.append(name[name.startIndex + words.count]) }
                continue
            }
            guard words.starts(with: name) else { continue }
            for element in expectations(spec.syntax, after: words.dropFirst(name.count)) {
                result += candidates(for: element, indexPaths: indexPaths)
            }
        }
        return result
    }

    private static func candidates(for element: SyntaxElement, indexPaths: [String]) -> [String] {
        switch element {
        case .word(let word): return [word]
        case .choice(_, let options): return options
        case .indexPath, .indexPaths: return indexPaths
        case .rest: return ParserState.commandWords  // `help COMMAND`
        default: return []
        }
    }

    // MARK: - Following the syntax

    /// A position in a command's syntax: the elements still to come.
    private typealias State = [SyntaxElement]

    /// The single elements that may come after `words` have been read.
    private static func expectations(_ syntax: [SyntaxElement], after words: ArraySlice<String>) -> [SyntaxElement] {
        var states: [State] = [syntax]
        for word in words {
            let token = classify(word)
            var next: [State] = []
            for state in states {
                for (leaf, rest) in firsts(state) where accepts(leaf, token) {
                    switch leaf {
                    case .indexPaths: next.append([.optional([leaf])] + rest)
                    case .rest: next.append([leaf])
                    default: next.append(rest)
                    }
                }
            }
            states = Array(next.prefix(256))
            if states.isEmpty { return [] }
        }
        return states.flatMap { firsts($0).map(\.leaf) }
    }

    /// The single elements that can come first in `state`, each with what follows it.
    private static func firsts(_ state: State, depth: Int = 0) -> [(leaf: SyntaxElement, rest: State)] {
        guard let first = state.first, depth < 32 else { return [] }
        let rest = Array(state.dropFirst())
        switch first {
        case .optional(let elements):
            return firsts(elements + rest, depth: depth + 1) + firsts(rest, depth: depth + 1)
        case .oneOf(let alternatives):
            return alternatives.flatMap { firsts($0 + rest, depth: depth + 1) }
        case .clauses(let clauses):
            var result = firsts(rest, depth: depth + 1)
            for index in clauses.indices {
                var others = clauses
                others.remove(at: index)
                let remaining: State = others.isEmpty ? rest : [.clauses(others)] + rest
                result += firsts(clauses[index] + remaining, depth: depth + 1)
            }
            return result
        default:
            return [(first, rest)]
        }
    }

    private static func classify(_ word: String) -> TokenKind {
        let tokens = Lexer.tokenize(SourceFile(name: "", text: word))
        guard tokens.count == 2, let first = tokens.first else { return .error(.unexpectedCharacter(word)) }
        return first.kind
    }

    private static func accepts(_ element: SyntaxElement, _ kind: TokenKind) -> Bool {
        switch (element, kind) {
        case (.word(let word), .word(let found)): return word == found
        case (.choice(_, let options), .word(let found)): return options.contains(found)
        case (.number, .number), (.length, .number), (.count, .number): return true
        case (.indexPath, .indexPath), (.indexPaths, .indexPath), (.indexPaths, .indexPathRange): return true
        case (.size, .size), (.string, .string), (.name, .word), (.cellID, .cellID): return true
        case (.text, .word), (.text, .number), (.text, .string): return true
        case (.path, _), (.rest, _): return true
        case (.block, .leftBrace): return true
        default: return false
        }
    }

    private static func isInCommentOrString(_ text: String) -> Bool {
        let characters = Array(text)
        var inString = false
        var escaped = false
        for (index, character) in characters.enumerated() {
            if inString {
                if escaped {
                    escaped = false
                } else if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    inString = false
                }
            } else if character == "\"" {
                inString = true
            } else if character == "#", !(index + 1 < characters.count && characters[index + 1].isASCII
                                           && characters[index + 1].isNumber) {
                return true
            }
        }
        return inString
    }
}
