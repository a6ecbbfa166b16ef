/// Parsing of `SyntaxElement`s: binds each command's slots with the value kinds
/// the interpreter reads (see `SyntaxElement`'s doc comments).
extension ParserState {
    mutating func parseSequence(_ elements: [SyntaxElement], into context: inout LineContext) throws(ParseFailure) {
        for (index, element) in elements.enumerated() {
            if case .identifiers(let slot) = element {
                // The words that can follow the list end it (`append-items x y to A`).
                let stops = Set(elements[(index + 1)...].flatMap(\.firstWords))
                try parseIdentifiers(slot, element, stoppingAt: stops, into: &context)
            } else {
                try parse(element, into: &context)
            }
        }
    }

    /// Parses one element at the next token. The token is read in place
    /// (its kind, word or offsets) rather than copied whole, and copied only
    /// where a decision or a message needs all of it.
    private mutating func parse(_ element: SyntaxElement, into context: inout LineContext) throws(ParseFailure) {
        switch element {
        case .word(let word):
            guard cursor.peekIs(word: word) else { throw mismatch(element, cursor.peek()) }
            cursor.skip()
        case .choice(let slot, let options):
            guard let word = cursor.peekWord(), options.contains(word) else { throw mismatch(element, cursor.peek()) }
            bind(slot, .keyword(word), &context)
        case .number(let slot):
            guard case .number(let value) = cursor.peekKind() else { throw mismatch(element, cursor.peek()) }
            bind(slot, .number(value), &context)
        case .length(let slot):
            guard case .number(let value) = cursor.peekKind() else { throw mismatch(element, cursor.peek()) }
            guard value >= 0 else {
                let token = cursor.peek()
                throw ParseFailure(.negativeLength(cursor.spelling(token)), cursor.range(of: token))
            }
            bind(slot, .number(value), &context)
        case .count(let slot):
            guard case .number = cursor.peekKind() else { throw mismatch(element, cursor.peek()) }
            let (start, end) = cursor.peekOffsets()
            let spelling = cursor.spelling(from: start, to: end)
            guard spelling.utf8.allSatisfy({ $0 >= 48 && $0 <= 57 }), let value = Int(spelling) else {
                throw ParseFailure(.notWholeNumber(spelling), SourceRange(file: cursor.file, start: start, end: end))
            }
            bind(slot, .integer(value), &context)
        case .indexPath(let slot):
            guard case .indexPath(let path) = cursor.peekKind() else { throw mismatch(element, cursor.peek()) }
            bind(slot, .indexPath(path), &context)
        case .indexPaths(let slot):
            try parseIndexPaths(slot, element, into: &context)
        case .size(let slot):
            guard case .size(let width, let height) = cursor.peekKind() else { throw mismatch(element, cursor.peek()) }
            bind(slot, .size(width: width, height: height), &context)
        case .string(let slot):
            guard case .string(let text) = cursor.peekKind() else { throw mismatch(element, cursor.peek()) }
            bind(slot, .text(text), &context)
        case .name(let slot):
            guard let word = cursor.peekWord() else { throw mismatch(element, cursor.peek()) }
            bind(slot, .text(word), &context)
        case .text(let slot):
            let token = cursor.peek()
            switch token.kind {
            case .word, .number: bind(slot, .text(cursor.spelling(token)), &context)
            case .string(let text): bind(slot, .text(text), &context)
            default: throw mismatch(element, token)
            }
        case .cellID(let slot):
            guard case .cellID(let id) = cursor.peekKind() else { throw mismatch(element, cursor.peek()) }
            bind(slot, .cellID(id), &context)
        case .viewID(let slot):
            guard case .viewID(let id) = cursor.peekKind() else { throw mismatch(element, cursor.peek()) }
            bind(slot, .viewID(id), &context)
        case .strings(let slot):
            try parseStrings(slot, element, into: &context)
        case .path(let slot):
            try parsePath(slot, element, into: &context)
        case .identifiers(let slot):
            try parseIdentifiers(slot, element, stoppingAt: [], into: &context)
        case .rest(let slot):
            guard !cursor.peekKind().isLineEnd else { return }
            let (text, range) = cursor.raw(restOfLine: true)
            try refuseControlCharacters(text, at: range)
            context.arguments[slot] = Argument(.text(text), range: range)
        case .optional(let elements):
            let token = cursor.peek()
            if let first = elements.first, fits(first, token) {
                try parseSequence(elements, into: &context)
            } else {
                noteExpected(startOf: element)
            }
        case .oneOf(let alternatives):
            let token = cursor.peek()
            guard let chosen = alternatives.first(where: { $0.first.map { fits($0, token) } ?? false }) else {
                throw mismatch(element, token)
            }
            try parseSequence(chosen, into: &context)
        case .clauses(let clauses):
            try parseClauses(clauses, into: &context)
        case .block:
            guard case .leftBrace = cursor.peekKind() else { throw mismatch(element, cursor.peek()) }
            let (start, end) = cursor.peekOffsets()
            context.endBeforeBrace = cursor.previous?.end
            context.brace = SourceRange(file: cursor.file, start: start, end: end)
            cursor.skip()
        }
    }

    private mutating func parseIndexPaths(_ slot: Slot, _ element: SyntaxElement,
                                          into context: inout LineContext) throws(ParseFailure) {
        var items: [IndexPathItem] = []
        let start = cursor.peek().start
        var end = start
        while true {
            let token = cursor.peek()
            switch token.kind {
            case .indexPath(let path): items.append(.single(path))
            case .indexPathRange(let a, let b): items.append(.range(a, b))
            default:
                guard !items.isEmpty else { throw mismatch(element, token) }
                context.arguments[slot] = Argument(.indexPaths(items), range: SourceRange(file: cursor.file, start: start, end: end))
                return
            }
            end = token.end
            cursor.skip()
        }
    }

    private mutating func parseIdentifiers(_ slot: Slot, _ element: SyntaxElement, stoppingAt stops: Set<String>,
                                           into context: inout LineContext) throws(ParseFailure) {
        var items: [IdentifierLiteral] = []
        let start = cursor.peek().start
        var end = start
        while true {
            let token = cursor.peek()
            let text: String
            switch token.kind {
            case .string(let value): text = value
            case .word(let word) where !stops.contains(word): text = word
            case .number: text = cursor.spelling(token)
            default:
                guard !items.isEmpty else { throw mismatch(element, token) }
                context.arguments[slot] = Argument(.identifiers(items), range: SourceRange(file: cursor.file, start: start, end: end))
                return
            }
            items.append(IdentifierLiteral(text, range: cursor.range(of: token)))
            end = token.end
            cursor.skip()
        }
    }

    private mutating func parseStrings(_ slot: Slot, _ element: SyntaxElement,
                                       into context: inout LineContext) throws(ParseFailure) {
        var texts: [String] = []
        let start = cursor.peek().start
        var end = start
        while case .string(let text) = cursor.peekKind() {
            texts.append(text)
            end = cursor.peek().end
            cursor.skip()
        }
        guard !texts.isEmpty else { throw mismatch(element, cursor.peek()) }
        context.arguments[slot] = Argument(.texts(texts), range: SourceRange(file: cursor.file, start: start, end: end))
    }

    private mutating func parsePath(_ slot: Slot, _ element: SyntaxElement,
                                    into context: inout LineContext) throws(ParseFailure) {
        let token = cursor.peek()
        switch token.kind {
        case .string(let text):
            bind(slot, .text(text), &context)
        case .error(.unterminatedString), .error(.unknownEscape), .error(.controlCharacterInString):
            throw mismatch(element, token)
        case .newline, .end, .colon, .leftBrace, .rightBrace:
            throw mismatch(element, token)
        default:
            let (text, range) = cursor.raw(restOfLine: false)
            try refuseControlCharacters(text, at: range)
            context.arguments[slot] = Argument(.text(text), range: range)
        }
    }

    /// Raw text (an unquoted path, the rest of a line) may not hold control
    /// characters: a NUL would silently cut a path short, an escape would reach the terminal.
    private func refuseControlCharacters(_ text: String, at range: SourceRange) throws(ParseFailure) {
        var offset = range.start
        for scalar in text.unicodeScalars {
            if (scalar.value < 0x20 && scalar != "\t") || scalar.value == 0x7F {
                let character = SourceRange(file: range.file, start: offset, end: offset + 1)
                throw ParseFailure(.lexical(.unexpectedCharacter(String(scalar))), character)
            }
            offset += UTF8.width(scalar)
        }
    }

    private mutating func parseClauses(_ clauses: [[SyntaxElement]], into context: inout LineContext) throws(ParseFailure) {
        // Which clauses were given, by index (a list of flags: a `Set<Int>`
        // would hash, and its first use costs the runtime a conformance search).
        var used = [Bool](repeating: false, count: clauses.count)
        while true {
            let token = cursor.peek()
            guard let index = clauses.firstIndex(where: { $0.first.map { fits($0, token) } ?? false }) else {
                for i in clauses.indices where !used[i] {
                    if let first = clauses[i].first { noteExpected(startOf: first) }
                }
                return
            }
            guard !used[index] else {
                throw ParseFailure(.repeatedClause(cursor.spelling(token)), cursor.range(of: token))
            }
            used[index] = true
            let before = cursor.consumed
            try parseSequence(clauses[index], into: &context)
            if cursor.consumed == before { return }
        }
    }

    /// Binds `value`, read from the next token, to `slot`, and consumes the token.
    @inline(__always)
    private mutating func bind(_ slot: Slot, _ value: Value, _ context: inout LineContext) {
        let (start, end) = cursor.peekOffsets()
        context.arguments[slot] = Argument(value, range: SourceRange(file: cursor.file, start: start, end: end))
        cursor.skip()
    }

    /// Whether `element` can start with `token` (the LL(1) decision of `.optional`, `.oneOf`, `.clauses`).
    func fits(_ element: SyntaxElement, _ token: Lexeme) -> Bool {
        switch (element, token.kind) {
        case (.word(let word), _): return token.word == word
        case (.choice(_, let options), _): return token.word.map(options.contains) ?? false
        case (.number, .number), (.length, .number), (.count, .number): return true
        case (.indexPath, .indexPath), (.indexPaths, .indexPath), (.indexPaths, .indexPathRange): return true
        case (.size, .size), (.string, .string), (.name, .word), (.cellID, .cellID): return true
        case (.viewID, .viewID), (.strings, .string): return true
        case (.text, .word), (.text, .number), (.text, .string): return true
        case (.identifiers, .word), (.identifiers, .number), (.identifiers, .string): return true
        case (.path, _): return !token.isLineEnd
        case (.rest, _): return true
        case (.optional(let elements), _): return elements.first.map { fits($0, token) } ?? false
        case (.oneOf(let alternatives), _), (.clauses(let alternatives), _):
            return alternatives.contains { $0.first.map { fits($0, token) } ?? false }
        case (.block, .leftBrace): return true
        default: return false
        }
    }

    /// The error for an element that does not fit `token`. What was expected
    /// names the element and every other keyword the table allows here (`print`
    /// also takes `rect`, `frame`, ...).
    private func mismatch(_ element: SyntaxElement, _ token: Lexeme) -> ParseFailure {
        let others = currentExpected().filter { !element.firstWords.contains($0) }
        let what = SyntaxElement.list(element.expectationItems + others.map { "'\($0)'" }, "or")
        return mismatch(expecting: what, words: element.firstWords,
                        keywordsOnly: element.isKeywordsOnly, at: token)
    }
}

extension SyntaxElement {
    /// Whether only keywords can start this element (then a wrong word is an "unknown keyword").
    var isKeywordsOnly: Bool {
        switch self {
        case .word, .choice: return true
        case .optional(let elements): return elements.first?.isKeywordsOnly ?? false
        case .oneOf(let alternatives), .clauses(let alternatives):
            return alternatives.allSatisfy { $0.first?.isKeywordsOnly ?? false }
        default: return false
        }
    }
}
