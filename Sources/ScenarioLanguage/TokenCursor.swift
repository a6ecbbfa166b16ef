/// The parser's view of the token stream: lookahead over a lazy `Lexer`, and
/// raw re-reading of the source for `.path` and `.rest` arguments.
struct TokenCursor {
    private var lexer: Lexer
    /// Tokens lexed ahead; those before `head` have been consumed (dropped
    /// all at once, instead of shifting the buffer per token).
    private var buffer: [Token] = []
    private var head = 0
    /// The last token consumed (for "after 'X'" in messages).
    private(set) var previous: Token?
    /// How many tokens have been consumed: the parser's progress check.
    private(set) var consumed = 0

    init(file: SourceFile) {
        lexer = Lexer(file: file)
    }

    var file: SourceFile { lexer.file }
    var byteCount: Int { lexer.bytes.count }

    mutating func peek(_ ahead: Int = 0) -> Token {
        while buffer.count - head <= ahead {
            if head < buffer.count, let last = buffer.last, case .end = last.kind {
                buffer.append(last)
            } else {
                buffer.append(lexer.next())
            }
        }
        return buffer[head + ahead]
    }

    @discardableResult
    mutating func advance() -> Token {
        let token = peek()
        head += 1
        if head == buffer.count {
            buffer.removeAll(keepingCapacity: true)
            head = 0
        } else if head >= 64 {
            // Lookahead kept it from emptying: drop the consumed tokens (amortised O(1)).
            buffer.removeFirst(head)
            head = 0
        }
        previous = token
        consumed += 1
        return token
    }

    /// Reads raw text from the next token's start: a run of non-blank
    /// characters, or the rest of the line. Then lexing resumes after it.
    mutating func raw(restOfLine: Bool) -> (text: String, range: SourceRange) {
        let start = peek().range.start
        let end = restOfLine ? lexer.endOfLineContent(from: start) : lexer.endOfRun(from: start)
        buffer.removeAll(keepingCapacity: true)
        head = 0
        lexer.reposition(to: end)
        let range = SourceRange(file: file, start: start, end: end)
        previous = Token(.word(lexer.text(start, end)), range: range)
        consumed += 1
        return (lexer.text(start, end), range)
    }

    /// The end of the last token on the line of `token` (comments excluded), lexing a copy.
    func endOfLastToken(startingWith token: Token) -> Int {
        var end = token.range.end
        guard !token.isLineEnd else { return token.range.start }
        var scout = lexer
        scout.reposition(to: token.range.end)
        while true {
            let next = scout.next()
            if next.isLineEnd { return end }
            end = next.range.end
        }
    }

    /// The offset where the line holding `offset` starts, if only blanks precede it there.
    func lineStart(before offset: Int) -> Int {
        var start = min(offset, lexer.bytes.count)
        while start > 0, lexer.bytes[start - 1] == 32 || lexer.bytes[start - 1] == 9 { start -= 1 }
        return start
    }
}
