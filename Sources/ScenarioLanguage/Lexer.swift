/// Turns scenario text into tokens on demand (LANGUAGE.md §1).
///
/// The lexer never fails: what is not a token comes back as an `.error` token
/// with its location, and the parser reports it. Positions are UTF-8 offsets.
public struct Lexer {
    /// The largest magnitude a number literal may have.
    public static let maximumMagnitude: Double = 1_000_000_000

    public let file: SourceFile
    let bytes: [UInt8]
    /// UTF-8 offset of the next byte to read.
    public internal(set) var position = 0
    /// Only blanks since the last line break: a `>` here starts expected output.
    var atLineStart = true

    public init(file: SourceFile) {
        self.file = file
        self.bytes = file.bytes
        // A UTF-8 byte-order mark (editors on Windows write one) is not text.
        position = file.contentStart
    }

    /// Every token of the file, ending with `.end`.
    public static func tokenize(_ file: SourceFile) -> [Token] {
        var lexer = Lexer(file: file)
        var tokens: [Token] = []
        while true {
            let token = lexer.next()
            tokens.append(token)
            if case .end = token.kind { return tokens }
        }
    }

    /// How many tokens the file holds, `.end` included, read the way the
    /// parser reads them (no `Token` built): the benchmark's baseline for
    /// parsing and running a scenario, lexing at its cheapest.
    /// - Complexity: O(n) for n bytes.
    package static func countTokens(_ file: SourceFile) -> Int {
        var lexer = Lexer(file: file)
        var count = 1
        while true {
            if case .end = lexer.lex().kind { return count }
            count += 1
        }
    }

    /// The next token; `.end` (forever) at the end of the text.
    public mutating func next() -> Token {
        let lexeme = lex()
        return Token(lexeme.kind, range: SourceRange(file: file, start: lexeme.start, end: lexeme.end))
    }

    /// The next token without its file (what the parser reads: copying it retains no `SourceFile`).
    mutating func lex() -> Lexeme {
        while true {
            skipBlanks()
            guard position < bytes.count else { return make(.end, from: position) }
            let start = position
            let byte = bytes[position]
            if let next = lineBreakEnd(at: position) {
                position = next
                atLineStart = true
                return make(.newline, from: start)
            }
            let lineStart = atLineStart
            atLineStart = false
            if lineStart, byte == ascii(">") { return expectedOutput() }
            switch byte {
            case ascii("#"):
                if isDigit(at: position + 1) { return cellID() }
                if position + 1 < bytes.count, bytes[position + 1] == ascii("H"), isDigit(at: position + 2) { return viewID() }
                while position < bytes.count, !isLineBreakByte(bytes[position]) { position += 1 }
                continue
            case ascii("{"): position += 1; return make(.leftBrace, from: start)
            case ascii("}"): position += 1; return make(.rightBrace, from: start)
            case ascii(":"): position += 1; return make(.colon, from: start)
            case ascii("\""): return string()
            case ascii("-") where isDigit(at: position + 1): return numeric()
            case ascii("0")...ascii("9"): return numeric()
            default:
                if isASCIILetter(byte) {
                    position += 1
                    return word(from: start)
                }
                if byte >= 0x80, let (scalar, length) = scalar(at: position), isLetter(scalar) {
                    position += length
                    return word(from: start)
                }
                let length = scalar(at: position)?.length ?? 1
                position += length
                return make(.error(.unexpectedCharacter(text(start, position))), from: start)
            }
        }
    }

    /// Moves to `offset` (mid-line): the parser re-reads raw text (`.path`, `.rest`) this way.
    mutating func reposition(to offset: Int) {
        position = min(max(offset, 0), bytes.count)
        atLineStart = false
    }

    /// The end of the run of non-blank characters starting at `offset`.
    func endOfRun(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, !isBlank(bytes[end]), !isLineBreak(at: end) { end += 1 }
        return end
    }

    /// The end of the line's content from `offset` (before the line break and trailing blanks).
    func endOfLineContent(from offset: Int) -> Int {
        var end = offset
        while end < bytes.count, !isLineBreak(at: end) { end += 1 }
        while end > offset, isBlank(bytes[end - 1]) { end -= 1 }
        return end
    }

    func text(_ start: Int, _ end: Int) -> String {
        let lo = min(max(start, 0), bytes.count)
        return String(decoding: bytes[lo..<min(max(end, lo), bytes.count)], as: UTF8.self)
    }

    // MARK: - Token kinds

    private mutating func expectedOutput() -> Lexeme {
        let start = position
        position += 1
        let end = endOfLineContent(from: start)
        if position < bytes.count, bytes[position] == ascii(" ") {
            var textEnd = position + 1
            while textEnd < bytes.count, !isLineBreak(at: textEnd) { textEnd += 1 }
            if textEnd > position + 1, bytes[textEnd - 1] == ascii("\r") { textEnd -= 1 }
            let content = text(position + 1, textEnd)
            position = max(end, position)
            return make(.expectedOutput(content), from: start)
        }
        if position >= bytes.count || isLineBreak(at: position) || endOfLineContent(from: position) == position {
            position = max(end, position)
            return make(.expectedOutput(""), from: start)
        }
        return make(.error(.expectedOutputSpace), from: start)
    }

    private mutating func word(from start: Int) -> Lexeme {
        while position < bytes.count {
            let byte = bytes[position]
            if byte == ascii("-") || byte == ascii("_") || isDigitByte(byte) || isASCIILetter(byte) {
                position += 1
            } else if byte >= 0x80, let (scalar, length) = scalar(at: position), isLetter(scalar) {
                position += length
            } else {
                break
            }
        }
        return make(.word(text(start, position)), from: start)
    }

    // MARK: - Helpers

    func make(_ kind: TokenKind, from start: Int) -> Lexeme {
        Lexeme(kind, start: start, end: position)
    }

    /// Swallows the rest of a malformed literal (up to a blank or a delimiter) into one error token.
    mutating func malformed(from start: Int, _ error: (String) -> LexError) -> Lexeme {
        while position < bytes.count, !isDelimiter(bytes[position]) {
            position += scalar(at: position)?.length ?? 1
        }
        return make(.error(error(text(start, position))), from: start)
    }

    /// Whether the byte at `position` would glue onto the literal just read (`12abc`, `1.5.3`).
    func continuesToken() -> Bool {
        position < bytes.count && !isDelimiter(bytes[position])
    }

    func isDelimiter(_ byte: UInt8) -> Bool {
        isBlank(byte) || isLineBreakByte(byte) || byte == ascii("#") || byte == ascii("{") || byte == ascii("}")
            || byte == ascii(":") || byte == ascii("\"")
    }

    mutating func scanDigits() -> Range<Int> {
        let start = position
        while position < bytes.count, isDigitByte(bytes[position]) { position += 1 }
        return start..<position
    }

    func integer(_ digits: Range<Int>) -> Int? {
        guard digits.count <= 10, let value = Int(text(digits.lowerBound, digits.upperBound)),
              Double(value) <= Lexer.maximumMagnitude else { return nil }
        return value
    }

    func indexPath(_ section: Range<Int>, _ row: Range<Int>) -> IndexPathLiteral? {
        guard let s = integer(section), let r = integer(row) else { return nil }
        return IndexPathLiteral(section: s, row: r)
    }

    func double(_ start: Int, _ end: Int) -> Double? {
        var digitsBeforePoint = 0
        for byte in bytes[start..<end] {
            if byte == ascii(".") { break }
            if isDigitByte(byte) { digitsBeforePoint += 1 }
        }
        guard digitsBeforePoint <= 10, let value = Double(text(start, end)), value.isFinite,
              abs(value) <= Lexer.maximumMagnitude else { return nil }
        return value
    }

    mutating func skipBlanks() {
        while position < bytes.count, isBlank(bytes[position]) { position += 1 }
    }

    /// Whether a line break starts at `offset`: LF, CR LF, or a CR alone (old Mac files).
    func isLineBreak(at offset: Int) -> Bool {
        offset < bytes.count && isLineBreakByte(bytes[offset])
    }

    /// Just past the line break starting at `offset`, or nil when none starts there.
    func lineBreakEnd(at offset: Int) -> Int? {
        SourceFile.lineBreakEnd(in: bytes, at: offset)
    }

    func byte(at offset: Int) -> UInt8 { offset < bytes.count ? bytes[offset] : 0 }
    func isDigit(at offset: Int) -> Bool { isDigitByte(byte(at: offset)) }

    /// The Unicode scalar starting at `offset` and its UTF-8 length.
    func scalar(at offset: Int) -> (Unicode.Scalar, length: Int)? {
        guard offset < bytes.count else { return nil }
        var iterator = bytes[offset..<min(offset + 4, bytes.count)].makeIterator()
        var decoder = UTF8()
        if case .scalarValue(let scalar) = decoder.decode(&iterator) {
            return (scalar, UTF8.width(scalar))
        }
        return nil
    }
}

func ascii(_ c: Unicode.Scalar) -> UInt8 { UInt8(c.value) }
func isDigitByte(_ byte: UInt8) -> Bool { byte >= 48 && byte <= 57 }
/// Blanks separate tokens on a line. A CR is a line break (alone, or before an LF).
func isBlank(_ byte: UInt8) -> Bool { byte == 32 || byte == 9 }
/// Every line break (LF, CR LF, CR) starts with one of these.
func isLineBreakByte(_ byte: UInt8) -> Bool { byte == 10 || byte == 13 }
/// `a`–`z`, `A`–`Z`: the common case of `isLetter`, without decoding a scalar.
func isASCIILetter(_ byte: UInt8) -> Bool { (byte | 0x20) >= 97 && (byte | 0x20) <= 122 }
func isLetter(_ scalar: Unicode.Scalar) -> Bool {
    scalar.properties.isAlphabetic
}
