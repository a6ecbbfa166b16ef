/// The parser's view of the token stream: lookahead over a lazy `Lexer`, and
/// raw re-reading of the source for `.path` and `.rest` arguments. It holds
/// `Lexeme`s (offsets, no file); `range(of:)` and `token(_:)` give a
/// lexeme its file where a value or a message keeps it.
struct TokenCursor {
    private var lexer: Lexer
    /// Tokens lexed ahead: `buffer[head..<count]`. The slots before `head`
    /// and from `count` on are spent; they are overwritten, not removed, so
    /// that consuming a token frees nothing.
    private var buffer: [Lexeme] = []
    private var head = 0
    private var count = 0
    /// Where the last token consumed was written (for "after 'X'" in
    /// messages): its offsets only, so that consuming a token copies no kind.
    private(set) var previous: Spent?
    /// How many tokens have been consumed: the parser's progress check.
    private(set) var consumed = 0

    init(file: SourceFile) {
        lexer = Lexer(file: file)
    }

    var file: SourceFile { lexer.file }
    var byteCount: Int { lexer.bytes.count }

    mutating func peek(_ ahead: Int = 0) -> Lexeme {
        fill(ahead)
        return buffer[head + ahead]
    }

    /// Where the next token starts, without copying its kind.
    mutating func peekStart() -> Int {
        fill(0)
        return buffer[head].start
    }

    /// Where the next token is written, without copying its kind.
    mutating func peekOffsets() -> (start: Int, end: Int) {
        fill(0)
        return (buffer[head].start, buffer[head].end)
    }

    /// The word a token ahead is, if it is one, read in place (without copying the rest of the token).
    mutating func peekWord(_ ahead: Int = 0) -> String? {
        fill(ahead)
        if case .word(let w) = buffer[head + ahead].kind { return w }
        return nil
    }

    /// Whether the next token is a `> ` line (its case read in place, the token not copied).
    mutating func peekIsExpectedOutput() -> Bool {
        fill(0)
        if case .expectedOutput = buffer[head].kind { return true }
        return false
    }

    /// The length in bytes of a word ahead (as its `String`'s `utf8.count`),
    /// or -1 when the token there is not a word: read in place, the word not copied.
    mutating func peekWordLength(_ ahead: Int) -> Int {
        fill(ahead)
        if case .word = buffer[head + ahead].kind { return buffer[head + ahead].end - buffer[head + ahead].start }
        return -1
    }

    /// The kind of a token ahead, without copying the rest of it.
    mutating func peekKind(_ ahead: Int = 0) -> TokenKind {
        fill(ahead)
        return buffer[head + ahead].kind
    }

    /// Whether the next token is `word` (a command word, a keyword), compared in place.
    mutating func peekIs(word: String, _ ahead: Int = 0) -> Bool {
        fill(ahead)
        if case .word(let w) = buffer[head + ahead].kind { return w == word }
        return false
    }

    /// Makes sure `ahead + 1` tokens are buffered. Every peek asks, and the
    /// tokens are there most of the time: that check is inlined.
    @inline(__always)
    private mutating func fill(_ ahead: Int) {
        if count - head <= ahead { lexAhead(ahead) }
    }

    private mutating func lexAhead(_ ahead: Int) {
        while count - head <= ahead {
            let next: Lexeme
            if head < count, case .end = buffer[count - 1].kind { next = buffer[count - 1] } else { next = lexer.lex() }
            if count < buffer.count { buffer[count] = next } else { buffer.append(next) }
            count += 1
        }
    }

    /// Consumes the next token.
    mutating func skip() {
        fill(0)
        previous = Spent(start: buffer[head].start, end: buffer[head].end, isLineEnd: buffer[head].kind.isLineEnd)
        head += 1
        if head == count {
            head = 0
            count = 0
        } else if head >= 64 {
            // Lookahead kept it from emptying: move the tokens ahead to the front (amortised O(1)).
            for i in head..<count { buffer[i - head] = buffer[i] }
            count -= head
            head = 0
        }
        consumed += 1
    }

    @discardableResult
    mutating func advance() -> Lexeme {
        let lexeme = peek()
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
        let start = peek().start
        let end = restOfLine ? lexer.endOfLineContent(from: start) : lexer.endOfRun(from: start)
        head = 0
        count = 0
        lexer.reposition(to: end)
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
