/// The parser's view of the token stream: lookahead over a lazy `Lexer`, and
/// raw re-reading of the source for `.path` and `.rest` arguments. It holds
/// `Lexeme`s (offsets, no file); `range(of:)` and `token(_:)` give a
/// lexeme its file where a value or a message keeps it.
struct TokenCursor {
    private var lexer: Lexer
    /// The next token, always lexed: most lines look one token ahead, and
    /// reading it is a field access (no buffer, no index, no fill check).
    private var next: Lexeme
    /// Tokens lexed beyond `next` (a command's second word, a clause's
    /// keyword): `later[laterHead...]`. The slots before `laterHead` are spent;
    /// they are overwritten, not removed, so that consuming a token frees nothing.
    private var later: [Lexeme] = []
    private var laterHead = 0
    private var laterCount = 0
    /// Where the last token consumed was written (for "after 'X'" in
    /// messages): its offsets only, so that consuming a token copies no kind.
    private(set) var previous: Spent?
    /// How many tokens have been consumed: the parser's progress check.
    private(set) var consumed = 0

    init(file: SourceFile) {
        lexer = Lexer(file: file)
        next = lexer.lex()
    }

    var file: SourceFile { lexer.file }
    var byteCount: Int { lexer.bytes.count }

    mutating func peek(_ ahead: Int = 0) -> Lexeme {
        if ahead == 0 { return next }
        return later[laterIndex(ahead)]
    }

    /// Where the next token starts, without copying its kind.
    func peekStart() -> Int { next.start }

    /// Where the next token is written, without copying its kind.
    func peekOffsets() -> (start: Int, end: Int) { (next.start, next.end) }

    /// The word a token ahead is, if it is one, read in place (without copying the rest of the token).
    mutating func peekWord(_ ahead: Int = 0) -> String? {
        if ahead == 0 {
            if case .word(let w) = next.kind { return w }
            return nil
        }
        if case .word(let w) = later[laterIndex(ahead)].kind { return w }
        return nil
    }

    /// Whether the next token is a `> ` line (its case read in place, the token not copied).
    func peekIsExpectedOutput() -> Bool {
        if case .expectedOutput = next.kind { return true }
        return false
    }

    /// Whether the next token ends a line (its case read in place, the token not copied).
    func peekIsLineEnd() -> Bool {
        switch next.kind {
        case .newline, .end: return true
        default: return false
        }
    }

    /// Whether the next token is the end of the text, read in place.
    func peekIsEnd() -> Bool {
        if case .end = next.kind { return true }
        return false
    }

    /// Whether the next token is a line break (not the end of the text), read in place.
    func peekIsNewline() -> Bool {
        if case .newline = next.kind { return true }
        return false
    }

    /// Whether the next token is a word, read in place.
    func peekIsWord() -> Bool {
        if case .word = next.kind { return true }
        return false
    }

    /// Whether the next token is `:`, read in place.
    func peekIsColon() -> Bool {
        if case .colon = next.kind { return true }
        return false
    }

    /// The length in bytes of a word ahead (as its `String`'s `utf8.count`),
    /// or -1 when the token there is not a word: read in place, the word not copied.
    mutating func peekWordLength(_ ahead: Int) -> Int {
        if ahead == 0 {
            if case .word = next.kind { return next.end - next.start }
            return -1
        }
        let i = laterIndex(ahead)
        if case .word = later[i].kind { return later[i].end - later[i].start }
        return -1
    }

    /// The kind of a token ahead, without copying the rest of it.
    mutating func peekKind(_ ahead: Int = 0) -> TokenKind {
        if ahead == 0 { return next.kind }
        return later[laterIndex(ahead)].kind
    }

    /// Whether the next token is `word` (a command word, a keyword), compared in place.
    mutating func peekIs(word: String, _ ahead: Int = 0) -> Bool {
        if ahead == 0 {
            if case .word(let w) = next.kind { return w == word }
            return false
        }
        if case .word(let w) = later[laterIndex(ahead)].kind { return w == word }
        return false
    }

    /// Where the token `ahead` (≥ 1) tokens after `next` is in `later`,
    /// lexing it first if needed.
    @inline(__always)
    private mutating func laterIndex(_ ahead: Int) -> Int {
        if laterCount - laterHead < ahead { lexAhead(ahead) }
        return laterHead + ahead - 1
    }

    private mutating func lexAhead(_ ahead: Int) {
        while laterCount - laterHead < ahead {
            // Past the end, the end again (the lexer is not asked). The last
            // token's case is read in place: a copy of it would retain its payload.
            let lastIsEnd: Bool
            if laterCount > laterHead {
                if case .end = later[laterCount - 1].kind { lastIsEnd = true } else { lastIsEnd = false }
            } else {
                if case .end = next.kind { lastIsEnd = true } else { lastIsEnd = false }
            }
            let token = lastIsEnd ? Lexeme(.end, start: lexer.bytes.count, end: lexer.bytes.count) : lexer.lex()
            if laterCount < later.count { later[laterCount] = token } else { later.append(token) }
            laterCount += 1
        }
    }

    /// Consumes the next token.
    mutating func skip() {
        let isEnd: Bool, isLineEnd: Bool
        switch next.kind {
        case .end: (isEnd, isLineEnd) = (true, true)
        case .newline: (isEnd, isLineEnd) = (false, true)
        default: (isEnd, isLineEnd) = (false, false)
        }
        previous = Spent(start: next.start, end: next.end, isLineEnd: isLineEnd)
        consumed += 1
        if laterHead < laterCount {
            // Moved, not copied: the spent slot takes the old token (released when overwritten).
            swap(&next, &later[laterHead])
            laterHead += 1
            if laterHead == laterCount {
                laterHead = 0
                laterCount = 0
            }
        } else if !isEnd {
            // (At the end, the end stays the next token.)
            next = lexer.lex()
        }
    }

    @discardableResult
    mutating func advance() -> Lexeme {
        let lexeme = next
        skip()
        return lexeme
    }

    /// Where a token is written, with its file.
    func range(of lexeme: Lexeme) -> SourceRange {
        SourceRange(file: lexer.file, start: lexeme.start, end: lexeme.end)
    }

    /// The token with its file (for messages: `quoted`, `spelling`).
    func token(_ lexeme: Lexeme) -> Token {
        Token(lexeme.kind, range: range(of: lexeme))
    }

    /// The token as written in the source.
    func spelling(_ lexeme: Lexeme) -> String {
        lexer.text(lexeme.start, lexeme.end)
    }

    /// The source text between two offsets (a token read in place).
    func spelling(from start: Int, to end: Int) -> String {
        lexer.text(start, end)
    }

    /// The source byte at `offset` (0 past the end).
    func byte(at offset: Int) -> UInt8 {
        offset >= 0 && offset < lexer.bytes.count ? lexer.bytes[offset] : 0
    }

    /// A consumed token as written in the source.
    func spelling(_ spent: Spent) -> String {
        lexer.text(spent.start, spent.end)
    }

    /// The token starting at `offset` (mid-line), lexed by a copy of the lexer.
    func lexeme(at offset: Int) -> Lexeme {
        var scout = lexer
        scout.reposition(to: offset)
        return scout.lex()
    }

    /// Reads raw text from the next token's start: a run of non-blank
    /// characters, or the rest of the line. Then lexing resumes after it.
    mutating func raw(restOfLine: Bool) -> (text: String, range: SourceRange) {
        let start = next.start
        let end = restOfLine ? lexer.endOfLineContent(from: start) : lexer.endOfRun(from: start)
        laterHead = 0
        laterCount = 0
        lexer.reposition(to: end)
        next = lexer.lex()
        let text = lexer.text(start, end)
        previous = Spent(start: start, end: end, isLineEnd: false)
        consumed += 1
        return (text, SourceRange(file: file, start: start, end: end))
    }

    /// The end of the last token on the line of `token` (comments excluded), lexing a copy.
    func endOfLastToken(startingWith token: Lexeme) -> Int {
        var end = token.end
        guard !token.isLineEnd else { return token.start }
        var scout = lexer
        scout.reposition(to: token.end)
        while true {
            let next = scout.lex()
            if next.isLineEnd { return end }
            end = next.end
        }
    }

    /// The offset where the line holding `offset` starts, if only blanks precede it there.
    func lineStart(before offset: Int) -> Int {
        var start = min(offset, lexer.bytes.count)
        while start > 0, lexer.bytes[start - 1] == 32 || lexer.bytes[start - 1] == 9 { start -= 1 }
        return start
    }
}

/// Where a consumed token was written, and whether it ended a line.
struct Spent {
    var start: Int
    var end: Int
    var isLineEnd: Bool
}
