/// The literals of LANGUAGE.md §1: strings, cell identities, numbers, index
/// paths, index-path ranges and sizes. A malformed literal becomes one error token.
extension Lexer {
    mutating func string() -> Lexeme {
        let start = position
        position += 1
        var content: [UInt8] = []
        var badEscape: (Int, Int)?
        var control: Int?
        while position < bytes.count, !isLineBreak(at: position) {
            let byte = bytes[position]
            if byte == ascii("\"") {
                position += 1
                if let at = control {
                    return Lexeme(.error(.controlCharacterInString(text(at, at + 1))), start: at, end: at + 1)
                }
                if let (lo, hi) = badEscape {
                    return Lexeme(.error(.unknownEscape(text(lo, hi))), start: lo, end: hi)
                }
                return make(.string(String(decoding: content, as: UTF8.self)), from: start)
            }
            if byte == ascii("\\") {
                let next = position + 1 < bytes.count ? bytes[position + 1] : 0
                if next == ascii("\"") || next == ascii("\\") {
                    content.append(next)
                    position += 2
                    continue
                }
                if badEscape == nil, !isLineBreak(at: position + 1), next != 0 {
                    badEscape = (position, position + 1 + (scalar(at: position + 1)?.length ?? 1))
                }
            }
            if control == nil, (byte < 0x20 && byte != ascii("\t")) || byte == 0x7F { control = position }
            content.append(byte)
            position += 1
        }
        let end = endOfLineContent(from: start)
        position = max(position, end)
        return Lexeme(.error(.unterminatedString), start: start, end: end)
    }

    /// `#18`: a cell identity.
    mutating func cellID() -> Lexeme {
        identity(prefix: 1, TokenKind.cellID) { .malformedCellID($0) }
    }

    /// `#H2`: a header-footer view identity.
    mutating func viewID() -> Lexeme {
        identity(prefix: 2, TokenKind.viewID) { .malformedViewID($0) }
    }

    /// An identity: `prefix` bytes (`#` or `#H`), then a whole number.
    private mutating func identity(prefix: Int, _ kind: (Int) -> TokenKind, malformed error: (String) -> LexError) -> Lexeme {
        let start = position
        position += prefix
        let digits = scanDigits()
        if continuesToken() { return malformed(from: start, error) }
        guard let value = integer(digits) else { return make(.error(.numberTooLarge(text(start, position))), from: start) }
        return make(kind(value), from: start)
    }

    /// A number, index path, index-path range or size.
    mutating func numeric() -> Lexeme {
        let start = position
        let negative = bytes[position] == ascii("-")
        if negative { position += 1 }
        let whole = scanDigits()
        var fraction: Range<Int>?
        if byte(at: position) == ascii("."), isDigit(at: position + 1) {
            position += 1
            fraction = scanDigits()
        }
        if byte(at: position) == ascii(","), isDigit(at: position + 1) {
            return indexPathOrRange(from: start, first: whole, valid: !negative && fraction == nil)
        }
        if byte(at: position) == ascii("x"), isDigit(at: position + 1) {
            position += 1
            let widthEnd = position - 1
            let heightStart = position
            _ = scanDigits()
            if byte(at: position) == ascii("."), isDigit(at: position + 1) { position += 1; _ = scanDigits() }
            if continuesToken() || negative { return malformed(from: start) { .malformedSize($0) } }
            guard let width = double(start, widthEnd), let height = double(heightStart, position) else {
                return make(.error(.numberTooLarge(text(start, position))), from: start)
            }
            return make(.size(width: width, height: height), from: start)
        }
        if byte(at: position) == ascii(","), !negative, fraction == nil, let joined = spacedRow(after: start) {
            position += 1
            return make(.error(.spacedIndexPath(text(start, position), joined: joined)), from: start)
        }
        if continuesToken() {
            let exponent = byte(at: position) == ascii("e") || byte(at: position) == ascii("E")
            return malformed(from: start) { exponent ? .exponent($0) : .malformedNumber($0) }
        }
        guard whole.count <= 10, let value = double(start, position) else { return make(.error(.numberTooLarge(text(start, position))), from: start) }
        return make(.number(value == 0 ? 0 : value), from: start)
    }

    /// `0,1` when the comma at `position` is followed by blanks and a whole number (`0, 1`); the number is not consumed.
    func spacedRow(after start: Int) -> String? {
        var offset = position + 1
        guard isBlank(byte(at: offset)) else { return nil }
        while isBlank(byte(at: offset)) { offset += 1 }
        let digitsStart = offset
        while isDigit(at: offset) { offset += 1 }
        guard offset > digitsStart else { return nil }
        return text(start, position + 1) + text(digitsStart, offset)
    }

    mutating func indexPathOrRange(from start: Int, first: Range<Int>, valid: Bool) -> Lexeme {
        position += 1
        let firstRow = scanDigits()
        var second: (Range<Int>, Range<Int>)?
        if byte(at: position) == ascii("."), byte(at: position + 1) == ascii("."), isDigit(at: position + 2) {
            position += 2
            let section = scanDigits()
            guard byte(at: position) == ascii(","), isDigit(at: position + 1) else {
                return malformed(from: start) { .malformedIndexPath($0) }
            }
            position += 1
            second = (section, scanDigits())
        }
        if continuesToken() || !valid { return malformed(from: start) { .malformedIndexPath($0) } }
        guard let a = indexPath(first, firstRow) else { return make(.error(.numberTooLarge(text(start, position))), from: start) }
        guard let (s, r) = second else { return make(.indexPath(a), from: start) }
        guard let b = indexPath(s, r) else { return make(.error(.numberTooLarge(text(start, position))), from: start) }
        return make(.indexPathRange(a, b), from: start)
    }
}
