/// What the argument parser has gathered on the current line.
struct LineContext {
    var arguments = Arguments()
    var brace: SourceRange?
    /// End of the last argument before a `{`.
    var endBeforeBrace: Int?
}

extension ParserState {
    /// Words that may stand before a command's own words (`data`, `table`).
    static let prefixWords: Set<String> = Set(CommandTable.all.flatMap(\.prefixes))
    /// The commands by their first word.
    static let byFirstWord: [String: [CommandSpec]] = Dictionary(grouping: CommandTable.all) { $0.words.first ?? "" }
    /// What a line's first word can be: a prefix, the first word of commands,
    /// or both (one lookup a line). Filed by the word's first byte and length,
    /// which leave one word or two to compare: hashing the word would cost
    /// more than the rest of the lookup. Built straight from the table, in
    /// its order (as `byFirstWord` groups it), without hashing every word into
    /// dictionaries first: the parser builds it on its first line, so a
    /// one-line REPL statement or a short scenario pays for all of it.
    private static let lineStartBuckets: [[(word: String, isPrefix: Bool, commands: [CommandSpec])]] = {
        var buckets = Array(repeating: [(word: String, isPrefix: Bool, commands: [CommandSpec])](), count: 64 * 16)
        func entry(_ word: String) -> (bucket: Int, index: Int) {
            let bucket = lineStartBucket(word)
            if let index = buckets[bucket].firstIndex(where: { $0.word == word }) { return (bucket, index) }
            buckets[bucket].append((word, false, []))
            return (bucket, buckets[bucket].count - 1)
        }
        for spec in CommandTable.all {
            let (bucket, index) = entry(spec.words.first ?? "")
            buckets[bucket][index].commands.append(spec)
        }
        for word in CommandTable.all.flatMap(\.prefixes) {
            let (bucket, index) = entry(word)
            buckets[bucket][index].isPrefix = true
        }
        return buckets
    }()

    private static func lineStartBucket(_ word: String) -> Int {
        lineStartBucket(firstByte: word.utf8.first ?? 0, count: word.utf8.count)
    }

    /// The bucket of a word by its first byte and its length in bytes (a word
    /// token's, read from the source: cheaper than asking the string).
    static func lineStartBucket(firstByte: UInt8, count: Int) -> Int {
        Int(firstByte & 63) * 16 + min(count, 15)
    }

    static func lineStart(_ word: String) -> (isPrefix: Bool, commands: [CommandSpec])? {
        lineStart(word, bucket: lineStartBucket(word))
    }

    static func lineStart(_ word: String, bucket: Int) -> (isPrefix: Bool, commands: [CommandSpec])? {
        for entry in lineStartBuckets[bucket] where entry.word == word {
            return (entry.isPrefix, entry.commands)
        }
        return nil
    }
    /// The first words of every command, for `did you mean`.
    static let commandWords: [String] = {
        var seen = Set<String>()
        return CommandTable.all.compactMap(\.words.first).filter { seen.insert($0).inserted }
    }()

    /// Parses one command up to (not including) its line break; `brace` is
    /// the `{` ending it when it opens a block. (A tuple, not a struct: the
    /// caller takes the command out of it without copying it.)
    mutating func parseCommand() throws(ParseFailure) -> (command: Command, brace: SourceRange?) {
        // The first token's word and offsets, read in place (a copy of the token costs more than its word).
        guard let head = cursor.peekWord() else { throw mismatch(expecting: "a command", words: [], at: cursor.peek()) }
        let (firstStart, firstEnd) = cursor.peekOffsets()
        var context = LineContext()
        let start = Self.lineStart(head, bucket: Self.lineStartBucket(firstByte: cursor.byte(at: firstStart), count: firstEnd - firstStart))
        let prefixed = start?.isPrefix ?? false
        let skip = prefixed ? 1 : 0
        if prefixed { context.arguments[.party] = Argument(.keyword(head), range: SourceRange(file: cursor.file, start: firstStart, end: firstEnd)) }
        let sharingFirstWord = prefixed ? Self.byFirstWord[cursor.peek(skip).word ?? ""] ?? [] : start?.commands ?? []
        let candidates = prefixed ? sharingFirstWord.filter { $0.prefixes.contains(head) } : sharingFirstWord
        guard let match = longestMatch(candidates, skipping: skip) else {
            throw unknownCommand(head, prefixed: prefixed)
        }
        // The spec's parts, not a copy of it (which would retain all of its arrays and strings).
        let id = candidates[match].id, words = candidates[match].words
        for _ in 0..<(skip + words.count) { cursor.skip() }
        let nameEnd = cursor.previous?.end ?? firstEnd
        // Longer commands sharing these words (`scroll` then `to`): listed only if an error needs them.
        if candidates.count > 1 { noteExpected(continuing: id, prefixStart: prefixed ? firstStart : nil) }
        try parseSequence(candidates[match].syntax, into: &context)
        if context.brace != nil {
            // `update { delete 0,1 }`: a block written on one line.
            let token = cursor.peek()
            if case .error = token.kind {} else if !token.isLineEnd {
                let end = cursor.endOfLastToken(startingWith: token)
                throw ParseFailure(.commandAfterBrace(cursor.token(token).quoted), SourceRange(file: cursor.file, start: token.start, end: end))
            }
        }
        var end = context.endBeforeBrace ?? (cursor.previous?.end ?? nameEnd)
        var message: String?
        if cursor.peekIsColon() {
            guard candidates[match].isAssertion else {
                throw ParseFailure(.messageNotAllowed(candidates[match].name), cursor.range(of: cursor.peek()))
            }
            cursor.skip()
            let text = cursor.peek()
            guard case .string(let value) = text.kind else {
                throw mismatch(expecting: "a quoted message", words: [], at: text)
            }
            cursor.skip()
            message = value
            end = text.end
        }
        try expectLineEnd()
        return (Command(id: id, file: cursor.file, start: firstStart, end: end, nameStart: firstStart,
                        nameEnd: nameEnd, arguments: context.arguments, lineEnd: end, message: message),
                context.brace)
    }

    /// The index of the candidate with the most command words matching the next tokens.
    private mutating func longestMatch(_ candidates: [CommandSpec], skipping skip: Int) -> Int? {
        // The candidates share their first word, which is the next token's;
        // most differ in the second, which is told apart by its length first
        // (read once, from the token's offsets): words are compared only
        // where the lengths agree. Indices, not copies of the specs (each copy
        // retains and releases its arrays and strings).
        var best: Int?
        var bestLength = 0
        var secondLength: Int?
        for i in candidates.indices where candidates[i].words.count > bestLength {
            let count = candidates[i].words.count
            if count > 1 {
                if secondLength == nil { secondLength = cursor.peekWordLength(skip + 1) }
                guard candidates[i].words[1].utf8.count == secondLength,
                      (1..<count).allSatisfy({ cursor.peekIs(word: candidates[i].words[$0], skip + $0) }) else {
                    continue
                }
            } else if !cursor.peekIs(word: candidates[i].words[0], skip) {
                continue
            }
            best = i
            bestLength = count
        }
        return best
    }

    private mutating func unknownCommand(_ head: String, prefixed: Bool) -> ParseFailure {
        let next = cursor.peek(1)
        let nextRange = cursor.range(of: next)
        if prefixed {
            let allowed = Self.unique(CommandTable.all.filter { $0.prefixes.contains(head) }.compactMap(\.words.first))
            if let word = next.word, Self.commandWords.contains(word) {
                return ParseFailure(.prefixNotAllowed(prefix: head, command: word, allowed: allowed), nextRange)
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
        return ParseFailure(.unknownCommand(head, suggestion: suggestion), cursor.range(of: first))
    }

    private func keywordFailure(after: String, options: [String], at lexeme: Lexeme) -> ParseFailure {
        let token = cursor.token(lexeme)
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
        if cursor.peekIsLineEnd() { return }
        let lexeme = cursor.peek()
        let token = cursor.token(lexeme)
        if case .error(let error) = token.kind { throw ParseFailure(.lexical(error), token.range) }
        let expected = currentExpected()
        if let word = token.word, !expected.isEmpty, let after = cursor.previous.map(cursor.spelling) {
            // A misspelt optional keyword (`row 0,1 heigth 3`) rather than something extra.
            let suggestion = Suggestion.nearest(to: word, in: expected)
            throw ParseFailure(.unknownKeyword(word, after: after, expected: expected, suggestion: suggestion), token.range)
        }
        let end = cursor.endOfLastToken(startingWith: lexeme)
        throw ParseFailure(.extraTokens(token.quoted), SourceRange(file: cursor.file, start: token.range.start, end: end))
    }

    // MARK: - Suggestions

    /// Records that the commands sharing the first word of `matched` (after the
    /// prefix written at `prefixStart`), longer than it and starting with its words, would have fitted
    /// at the next token (their next word is listed only if an error needs it).
    mutating func noteExpected(continuing matched: CommandID, prefixStart: Int?) {
        startExpected()
        expectedContinuation = (matched, prefixStart)
    }

    /// Records the keywords that could start `element` at the next token;
    /// they are listed only if an error needs them.
    mutating func noteExpected(startOf element: SyntaxElement) {
        startExpected()
        expectedStarts.append(element)
    }

    private mutating func startExpected() {
        if expectedWordsAt != cursor.consumed {
            expectedContinuation = nil
            if !expectedStarts.isEmpty { expectedStarts.removeAll(keepingCapacity: true) }
            expectedWordsAt = cursor.consumed
        }
    }

    func currentExpected() -> [String] {
        guard expectedWordsAt == cursor.consumed else { return [] }
        var words: [String] = []
        if let (id, prefixStart) = expectedContinuation {
            let prefix = prefixStart.flatMap { cursor.lexeme(at: $0).word }
            let matched = CommandTable.spec(id).words
            let head = matched.first ?? ""
            let candidates = prefix.map { prefix in (Self.byFirstWord[head] ?? []).filter { $0.prefixes.contains(prefix) } }
                ?? Self.lineStart(head)?.commands ?? []
            for other in candidates where other.words.count > matched.count && other.words.starts(with: matched) {
                words.append(other.words[matched.count])
            }
        }
        return Self.unique(words + expectedStarts.flatMap(\.firstWords))
    }

    /// The error for `token` where `what` was expected.
    func mismatch(expecting what: String, words: [String], keywordsOnly: Bool = false, at lexeme: Lexeme) -> ParseFailure {
        let token = cursor.token(lexeme)
        if case .error(let error) = token.kind { return ParseFailure(.lexical(error), token.range) }
        let after = cursor.previous.flatMap { $0.isLineEnd ? nil : cursor.spelling($0) } ?? ""
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
