/// One lexical unit of a scenario line (LANGUAGE.md §1).
public enum TokenKind: Equatable, Sendable {
    /// Letters, digits, `-` and `_`, starting with a letter.
    case word(String)
    /// `120`, `-44`, `0.5`: finite, at most `Lexer.maximumMagnitude` in size.
    case number(Double)
    /// `S,R`.
    case indexPath(IndexPathLiteral)
    /// `A..B`.
    case indexPathRange(IndexPathLiteral, IndexPathLiteral)
    /// `375x667`.
    case size(width: Double, height: Double)
    /// `"text"` with its escapes resolved.
    case string(String)
    /// `#18`.
    case cellID(Int)
    /// `#H2`: a header or footer view.
    case viewID(Int)
    case leftBrace
    case rightBrace
    /// `:` before an assertion's message.
    case colon
    /// A line break.
    case newline
    /// A `> ` line: the text after `> ` (empty for a lone `>`), raw.
    case expectedOutput(String)
    /// Something that is not a token; the parser reports it.
    case error(LexError)
    case end
}

/// A token and where it was written.
public struct Token: Sendable {
    public var kind: TokenKind
    public var range: SourceRange

    public init(_ kind: TokenKind, range: SourceRange) {
        self.kind = kind
        self.range = range
    }

    /// The token as written in the source.
    public var spelling: String {
        let bytes = range.file.bytes
        let start = min(range.start, bytes.count)
        return String(decoding: bytes[start..<min(max(range.end, start), bytes.count)], as: UTF8.self)
    }

    /// How a message names the token: `'abc'`, or `end of line`.
    public var quoted: String {
        switch kind {
        case .newline, .end: return "end of line"
        case .expectedOutput: return "an expected-output line"
        default:
            let text = spelling
            return "'\(Printable.clip(text))'"
        }
    }

    var isLineEnd: Bool { kind.isLineEnd }
    var word: String? { kind.word }
}

/// A token without its file: offsets only. The parser buffers and copies
/// these (a `Token` copy retains its `SourceFile`), and makes a `Token` only
/// where a message needs one.
struct Lexeme {
    var kind: TokenKind
    var start: Int
    var end: Int

    init(_ kind: TokenKind, start: Int, end: Int) {
        self.kind = kind
        self.start = start
        self.end = end
    }

    var isLineEnd: Bool { kind.isLineEnd }
    var word: String? { kind.word }
}

extension TokenKind {
    var isLineEnd: Bool {
        switch self {
        case .newline, .end: return true
        default: return false
        }
    }

    var word: String? {
        if case .word(let w) = self { return w }
        return nil
    }
}

/// The lexical errors, each with its message and an optional hint.
public enum LexError: Equatable, Sendable {
    case unexpectedCharacter(String)
    case unterminatedString
    case unknownEscape(String)
    /// A control character (other than a tab) written inside a string.
    case controlCharacterInString(String)
    case malformedNumber(String)
    /// `0, 1`: an index path written with a blank after its comma; `joined` is `0,1`.
    case spacedIndexPath(String, joined: String)
    case exponent(String)
    case numberTooLarge(String)
    case malformedIndexPath(String)
    case malformedSize(String)
    case malformedCellID(String)
    case malformedViewID(String)
    case expectedOutputSpace

    public var message: String {
        switch self {
        case .unexpectedCharacter(let c): return "unexpected character '\(Printable.clip(c))'"
        case .unterminatedString: return "unterminated string"
        case .unknownEscape(let e): return "unknown escape '\(Printable.clip(e))' in a string"
        case .controlCharacterInString(let c): return "control character '\(Printable.escape(c))' in a string"
        case .malformedNumber(let t), .spacedIndexPath(let t, _): return "malformed number '\(Printable.clip(t))'"
        case .exponent(let t): return "malformed number '\(Printable.clip(t))'"
        case .numberTooLarge(let t): return "number too large '\(Printable.clip(t))'"
        case .malformedIndexPath(let t): return "malformed index path '\(Printable.clip(t))'"
        case .malformedSize(let t): return "malformed size '\(Printable.clip(t))'"
        case .malformedCellID(let t): return "malformed cell identity '\(Printable.clip(t))'"
        case .malformedViewID(let t): return "malformed header-footer view identity '\(Printable.clip(t))'"
        case .expectedOutputSpace: return "'>' must be followed by a space in an expected-output line"
        }
    }

    public var hint: String? {
        switch self {
        case .unterminatedString: return "add a closing \""
        case .unknownEscape: return "the only escapes are \\\" and \\\\"
        case .controlCharacterInString: return "a string holds printable text; remove the character"
        case .exponent: return "exponents are not supported; write the number out"
        case .numberTooLarge: return "numbers are limited to \(Int(Lexer.maximumMagnitude)) in size"
        case .malformedIndexPath: return "an index path is S,R with whole numbers >= 0 and no spaces"
        case .spacedIndexPath(_, let joined): return "index paths are written S,R without spaces: \(joined)"
        case .malformedSize: return "a size is WxH, e.g. 375x667"
        case .malformedCellID: return "a cell identity is # and a whole number, e.g. #18"
        case .malformedViewID: return "a header-footer view identity is #H and a whole number, e.g. #H2"
        case .unexpectedCharacter, .malformedNumber, .expectedOutputSpace: return nil
        }
    }
}
