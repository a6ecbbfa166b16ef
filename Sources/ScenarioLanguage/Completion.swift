/// Tab completion for the REPL, from `CommandTable`: command words, the
/// keywords that may come next, and existing index paths where one is expected.
public enum Completer {
    /// - Parameters:
    ///   - line: the text before the cursor.
    ///   - indexPaths: the table's index paths (`0,0`, `0,1`, ...) to offer where one is expected.
    ///   - files: the file names that start with a partial path, where a path is expected
    ///     (`include`, `save`, `show svg`), written as they are typed (quoted where
    ///     a name needs it, so not always starting with the partial); folders end with `/`.
    ///     A partial inside a string still open (`include "my fi`) starts at its quote.
    /// - Returns: the character offset in `line` where the word being completed
    ///   starts, and the distinct candidates that start with that word, in
    ///   natural order (`0,2` before `0,10`).
    ///   - identifiers: a diffable data source's section and item identifiers, as
    ///     a scenario writes them, to offer where an existing one is expected.
    public static func complete(line: String, indexPaths: [String],
                                identifiers: DiffableIdentifiers = DiffableIdentifiers(),
                                files: (String) -> [String] = { _ in [] }) -> (replaceFrom: Int, candidates: [String]) {
        let characters = Array(line)
        var start = characters.count
        while start > 0, characters[start - 1] != " ", characters[start - 1] != "\t" { start -= 1 }
        // A string still open at the end is one word, blanks and all.
        if let quote = openStringStart(line) { start = min(start, quote) }
        let partial = String(characters[start...])
        let before = String(characters[..<start])
        // One pass of the lexer: its tokens (a quoted string holding spaces is one
        // word), and whether the text ends inside a string or a comment.
        var lexer = Lexer(file: SourceFile(name: "", text: before))
        var tokens: [Token] = []
        var consumed = 0
        while true {
            let token = lexer.next()
            if case .end = token.kind { break }
            consumed = lexer.position
            if !token.isLineEnd { tokens.append(token) }
        }
        if case .error(.unterminatedString)? = tokens.last?.kind { return (start, []) }
        // The lexer skips a comment, so only a comment can follow the last token other than blanks.
        if lexer.file.bytes[consumed...].contains(UInt8(ascii: "#")) { return (start, []) }
        var options = nextWords(after: tokens, indexPaths: indexPaths, identifiers: identifiers)
        var names: [String] = []
        if options.contains(pathMarker) {
            options.removeAll { $0 == pathMarker }
            names = files(partial)
        }
        let candidates = Set(options.filter { $0.hasPrefix(partial) } + names).sorted(by: naturallyBefore)
        return (start, candidates)
    }

    /// Where the string still open at the end of `line` starts (its `"`), in
    /// characters from the start; nil when the line ends outside a string.
    static func openStringStart(_ line: String) -> Int? {
        guard line.utf8.contains(UInt8(ascii: "\"")) else { return nil }
        var lexer = Lexer(file: SourceFile(name: "", text: line))
        var last: Token?
        while true {
            let token = lexer.next()
            if case .end = token.kind { break }
            if !token.isLineEnd { last = token }
        }
        guard let last, case .error(.unterminatedString) = last.kind else { return nil }
        return String(decoding: lexer.file.bytes[..<last.range.start], as: UTF8.self).count
    }

    /// Stands for "a file name" among the words `nextWords` offers.
    static let pathMarker = "\u{0}path"

    /// Text order, except that runs of digits compare as numbers: `0,2` < `0,10` < `1,0`.
    public static func naturallyBefore(_ a: String, _ b: String) -> Bool {
        var i = a.unicodeScalars[...], j = b.unicodeScalars[...]
        func isDigit(_ s: Unicode.Scalar) -> Bool { s.value >= 48 && s.value <= 57 }
        while let x = i.first, let y = j.first {
            if isDigit(x) && isDigit(y) {
                let m = i.prefix(while: isDigit), n = j.prefix(while: isDigit)
                let p = m.drop { $0 == "0" }, q = n.drop { $0 == "0" }
                if p.count != q.count { return p.count < q.count }
                if !p.elementsEqual(q) { return String(String.UnicodeScalarView(p)) < String(String.UnicodeScalarView(q)) }
                i = i.dropFirst(m.count)
                j = j.dropFirst(n.count)
            } else {
                if x != y { return x.value < y.value }
                i = i.dropFirst()
                j = j.dropFirst()
            }
        }
        return i.isEmpty && !j.isEmpty
    }

    /// Everything that may follow `tokens` at the start of a line.
    static func nextWords(after tokens: [Token], indexPaths: [String],
                          identifiers: DiffableIdentifiers = DiffableIdentifiers()) -> [String] {
        var tokens = tokens[...]
        var words = tokens.map(\.spelling)[...]
        var specs = CommandTable.all
        if let first = words.first, ParserState.prefixWords.contains(first) {
            specs = specs.filter { $0.prefixes.contains(first) }
            words = words.dropFirst()
            tokens = tokens.dropFirst()
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
            for element in expectations(spec.syntax, after: tokens.dropFirst(name.count).map(\.kind)) {
                result += candidates(for: element, indexPaths: indexPaths, identifiers: identifiers)
            }
        }
        return result
    }

    private static func candidates(for element: SyntaxElement, indexPaths: [String],
                                   identifiers: DiffableIdentifiers) -> [String] {
        switch element {
        // MARK: Diffable
        case .identifiers(let slot), .text(let slot): return identifiers.existing(for: slot)
        case .word(let word): return [word]
        case .choice(_, let options): return options
        case .indexPath, .indexPaths: return indexPaths
        case .rest:  // `help COMMAND`, `help data`, `help setup`
            return ParserState.commandWords + ParserState.prefixWords.sorted() + CommandTopic.allCases.map(\.keyword)
        case .path: return [pathMarker]
        default: return []
        }
    }

    // MARK: - Following the syntax

    /// A position in a command's syntax: the elements still to come.
    private typealias State = [SyntaxElement]

    /// The single elements that may come after `words` have been read.
    private static func expectations(_ syntax: [SyntaxElement], after tokens: [TokenKind]) -> [SyntaxElement] {
        var states: [State] = [syntax]
        for token in tokens {
            var next: [State] = []
            for state in states {
                for (leaf, rest) in firsts(state) where accepts(leaf, token) && !endsList(leaf, token, rest) {
                    switch leaf {
                    case .indexPaths, .strings, .identifiers: next.append([.optional([leaf])] + rest)
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

    /// Whether `token` is a word that ends an identifier list because what follows the list starts with it (as the parser reads it).
    private static func endsList(_ leaf: SyntaxElement, _ token: TokenKind, _ rest: State) -> Bool {
        guard case .identifiers = leaf, case .word(let word) = token else { return false }
        return rest.contains { $0.firstWords.contains(word) }
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

    private static func accepts(_ element: SyntaxElement, _ kind: TokenKind) -> Bool {
        switch (element, kind) {
        case (.word(let word), .word(let found)): return word == found
        case (.choice(_, let options), .word(let found)): return options.contains(found)
        case (.number, .number), (.length, .number), (.count, .number): return true
        case (.indexPath, .indexPath), (.indexPaths, .indexPath), (.indexPaths, .indexPathRange): return true
        case (.size, .size), (.string, .string), (.name, .word), (.cellID, .cellID): return true
        case (.viewID, .viewID), (.strings, .string): return true
        case (.text, .word), (.text, .number), (.text, .string): return true
        case (.identifiers, .word), (.identifiers, .number), (.identifiers, .string): return true
        case (.path, _), (.rest, _): return true
        case (.block, .leftBrace): return true
        default: return false
        }
    }
}

// MARK: Diffable

/// A diffable data source's identifiers, as a scenario writes them, for completion.
public struct DiffableIdentifiers: Sendable {
    public var sections: [String]
    public var items: [String]

    public init(sections: [String] = [], items: [String] = []) {
        self.sections = sections
        self.items = items
    }

    /// The identifiers a slot names when it names existing ones (none where an edit adds new ones).
    func existing(for slot: Slot) -> [String] {
        switch slot {
        case .sectionIDs, .sectionID, .anchorSection: return sections
        case .itemIDs, .itemID, .anchorItem: return items
        default: return []
        }
    }
}
