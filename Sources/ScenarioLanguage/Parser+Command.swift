/// One parsed command line, and the `{` ending it when it opens a block.
struct ParsedLine {
    var command: Command
    var brace: SourceRange?
}

/// What the argument parser has gathered on the current line.
struct LineContext {
    var arguments: [Slot: Argument] = [:]
    var brace: SourceRange?
    /// End of the last argument before a `{`.
    var endBeforeBrace: Int?
}

extension ParserState {
    /// Words that may stand before a command's own words (`data`, `table`).
    static let prefixWords: Set<String> = Set(CommandTable.all.flatMap(\.prefixes))
    /// The commands by their first word.
    static let byFirstWord: [String: [CommandSpec]] = Dictionary(grouping: CommandTable.all) { $0.words.first ?? "" }
    /// The first words of every command, for `did you mean`.
    static let commandWords: [String] = {
        var seen = Set<String>()
        return CommandTable.all.compactMap(\.words.first).filter { seen.insert($0).inserted }
    }()

    /// Parses one command up to (not including) its line break.
    mutating func parseCommand() throws(ParseFailure) -> ParsedLine {
        let first = cursor.peek()
        guard let head = first.word else { throw mismatch(expecting: "a command", words: [], at: first) }
        var context = LineContext()
        let prefixed = Self.prefixWords.contains(head)
        let skip = prefixed ? 1 : 0
        if prefixed { context.arguments[.party] = Argument(.keyword(head), range: first.range) }
        let sharingFirstWord = Self.byFirstWord[cursor.peek(skip).word ?? ""] ?? []
        let candidates = prefixed ? sharingFirstWord.filter { $0.prefixes.contains(head) } : sharingFirstWord
        guard let spec = longestMatch(candidates, skipping: skip) else {
            throw unknownCommand(head, prefixed: prefixed)
        }
        var last = first
        for _ in 0..<(skip + spec.words.count) { last = cursor.advance() }
        let nameRange = first.range.union(last.range)
        noteExpected(candidates.compactMap { other in
            other.words.count > spec.words.count && Array(other.words.prefix(spec.words.count)) == spec.words
                ? other.words[spec.words.count] : nil
        })
        try parseSequence(spec.syntax, into: &context)
        if context.brace != nil {
            // `update { delete 0,1 }`: a block written on one line.
            let token = cursor.peek()
            if case .error = token.kind {} else if !token.isLineEnd {
                let end = cursor.endOfLastToken(startingWith: token)
                throw ParseFailure(.commandAfterBrace(token.quoted), SourceRange(file: cursor.file, start: token.range.start, end: end))
            }
        }
        var end = context.endBeforeBrace ?? (cursor.previous?.range.end ?? nameRange.end)
        var message: String?
        let colon = cursor.peek()
        if case .colon = colon.kind {
            guard spec.isAssertion else { throw ParseFailure(.messageNotAllowed(spec.name), colon.range) }
            cursor.advance()
            let text = cursor.peek()
            guard case .string(let value) = text.kind else {
                throw mismatch(expecting: "a quoted message", words: [], at: text)
            }
            cursor.advance()
            message = value
            end = text.range.end
        }
        try expectLineEnd()
        let command = Command(id: spec.id, range: SourceRange(file: cursor.file, start: first.range.start, end: end),
                              nameRange: nameRange, arguments: context.arguments, lineEnd: end, message: message)
        return ParsedLine(command: command, brace: context.brace)
    }

    /// The spec with the most command words matching the next tokens.
    private mutating func longestMatch(_ candidates: [CommandSpec], skipping skip: Int) -> CommandSpec? {
        // Indices, not copies of the specs (each copy retains and releases its arrays and strings).
        var best: Int?
        var bestLength = 0
        for i in candidates.indices where candidates[i].words.count > bestLength {
            var matches = true
            for (offset, word) in candidates[i].words.enumerated() where cursor.peek(skip + offset).word != word {
                matches = false
                break
            }
            if matches { best = i; bestLength = candidates[i].words.count }
        }
        return best.map { candidates[$0] }
    }

    private mutating func unknownCommand(_ head: String, prefixed: Bool) -> ParseFailure {
        let next = cursor.peek(1)
        if prefixed {
            let allowed = Self.unique(CommandTable.all.filter { $0.prefixes.contains(head) }.compactMap(\.words.first))
            if let word = next.word, Self.commandWords.contains(word) {
                return ParseFailure(.prefixNotAllowed(prefix: head, command: word, allowed: allowed), next.range)
            }
            return keywordFailure(after: head, options: allowed, at: next)
        }
        let heads = CommandTable.all.filter { $0.words.first == head && $0.words.count > 1 }
        if !heads.isEmpty {
            return keywordFailure(after: head, options: Self.unique(heads.map { $0.words[1] }), at: next)
        }
        let first = cursor.peek()
        let suggestion = commandSuggestions[head] ?? Suggestion.nearest(to: head, in: Self.commandWords)
        if commandSuggestions.count < 1_000 { commandSuggestions[head] = suggestion }
        return ParseFailure(.unknownCommand(head, suggestion: suggestion), first.range)
    }

    private func keywordFailure(after: String, options: [String], at token: Token) -> ParseFailure {
        if case .error(let error) = token.kind { return ParseFailure(.lexical(error), token.range) }
        guard let word = token.word else {
            let what = SyntaxElement.list(options.map { "'\($0)'" }, "or")
            return ParseFailure(.expected(what, after: after, found: token.quoted, suggestion: nil), token.range)
        }
        let suggestion = Suggestion.nearest(to: word, in: options)
        return ParseFailure(.unknownKeyword(word, after: after, expected: options, suggestion: suggestion), token.range)
    }

    /// Requires the line to end here (a `{` of a block has been taken already).
    private mutating func expectLineEnd() throws(ParseFailure) {
        let token = cursor.peek()
        if token.isLineEnd { return }
        if case .error(let error) = token.kind { throw ParseFailure(.lexical(error), token.range) }
        let expected = currentExpected()
        if let word = token.word, !expected.isEmpty, let after = cursor.previous?.spelling {
            // A misspelt optional keyword (`row 0,1 heigth 3`) rather than something extra.
            let suggestion = Suggestion.nearest(to: word, in: expected)
            throw ParseFailure(.unknownKeyword(word, after: after, expected: expected, suggestion: suggestion), token.range)
        }
        let end = cursor.endOfLastToken(startingWith: token)
        throw ParseFailure(.extraTokens(token.quoted), SourceRange(file: cursor.file, start: token.range.start, end: end))
    }

    // MARK: - Suggestions

    /// Records keywords that would have fitted at the next token.
    mutating func noteExpected(_ words: [String]) {
        if expectedWordsAt != cursor.consumed {
            expectedWords = []
            expectedWordsAt = cursor.consumed
        }
        expectedWords.append(contentsOf: words)
    }

    func currentExpected() -> [String] {
        expectedWordsAt == cursor.consumed ? Self.unique(expectedWords) : []
    }

    /// The error for `token` where `what` was expected.
    func mismatch(expecting what: String, words: [String], keywordsOnly: Bool = false, at token: Token) -> ParseFailure {
        if case .error(let error) = token.kind { return ParseFailure(.lexical(error), token.range) }
        let after = cursor.previous.flatMap { $0.isLineEnd ? nil : $0.spelling } ?? ""
        let options = Self.unique(words + currentExpected())
        if keywordsOnly, let word = token.word, !after.isEmpty {
            let suggestion = Suggestion.nearest(to: word, in: options)
            return ParseFailure(.unknownKeyword(word, after: after, expected: options, suggestion: suggestion), token.range)
        }
        let suggestion = token.word.flatMap { Suggestion.nearest(to: $0, in: options) }
        return ParseFailure(.expected(what, after: after, found: token.quoted, suggestion: suggestion), token.range)
    }

    static func unique(_ words: [String]) -> [String] {
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }
}
