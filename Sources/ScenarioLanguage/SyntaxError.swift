/// The catalogue of syntax errors: every message the parser reports is built here.
public enum SyntaxError: Equatable, Sendable {
    case lexical(LexError)
    case unknownCommand(String, suggestion: String?)
    case unknownKeyword(String, after: String, expected: [String], suggestion: String?)
    case expected(String, after: String, found: String, suggestion: String?)
    case negativeLength(String)
    case notWholeNumber(String)
    case repeatedClause(String)
    case extraTokens(String)
    case prefixNotAllowed(prefix: String, command: String, allowed: [String])
    case messageNotAllowed(String)
    case misplacedExpectedOutput
    case notAllowedInUpdate(String)
    case unclosedBlock(String)
    case strayBrace
    case braceNotAlone
    case expectErrorWithoutCommand
    case emptyErrorText
    case expectFailureWithoutAssertion
    case commandAfterBrace(String)
    case replOnly(String)
    case nestedTooDeeply(Int)
    case tooManyErrors(Int)

    public var message: String {
        switch self {
        case .lexical(let error): return error.message
        case .unknownCommand(let word, let suggestion): return "unknown command '\(Printable.clip(word))'" + Self.didYouMean(suggestion)
        case .unknownKeyword(let word, let after, _, let suggestion):
            return "unknown keyword '\(Printable.clip(word))' after '\(Printable.clip(after))'" + Self.didYouMean(suggestion)
        case .expected(let what, let after, let found, let suggestion):
            let place = after.isEmpty ? "" : " after '\(Printable.clip(after))'"
            return "expected \(what)\(place), found \(found)" + Self.didYouMean(suggestion)
        case .negativeLength: return "a length must be >= 0"
        case .notWholeNumber(let found): return "expected a whole number >= 0, found '\(Printable.clip(found))'"
        case .repeatedClause(let word): return "'\(Printable.clip(word))' is given twice"
        case .extraTokens(let found): return "unexpected \(found) at the end of the command"
        case .prefixNotAllowed(let prefix, let command, _): return "'\(command)' cannot follow '\(prefix)'"
        case .messageNotAllowed(let command): return "only an assertion can end with ': \"message\"', not '\(command)'"
        case .misplacedExpectedOutput: return "expected output must directly follow a print or show"
        case .notAllowedInUpdate(let command): return "'\(command)' is not allowed inside update { }: only data changes are"
        case .unclosedBlock(let command): return "'{' of '\(command)' is never closed"
        case .strayBrace: return "'}' without a matching '{'"
        case .braceNotAlone: return "'}' must be alone on its line"
        case .expectErrorWithoutCommand: return "'expect error' must be followed by the command that fails"
        case .emptyErrorText: return "expect error needs the text of the error; use a part of the message"
        case .commandAfterBrace(let found): return "unexpected \(found) after '{'"
        case .expectFailureWithoutAssertion: return "'expect failure' must be followed by the assertion that fails"
        case .replOnly(let command): return "'\(command)' works only at the REPL prompt"
        case .nestedTooDeeply(let limit): return "blocks are nested too deeply (the limit is \(limit))"
        case .tooManyErrors(let limit): return "too many syntax errors (\(limit)); the rest of the file was not read"
        }
    }

    public var notes: [String] {
        switch self {
        case .lexical(let error): return error.hint.map { [$0] } ?? []
        case .unknownKeyword(_, _, let expected, _):
            if expected.count == 1, let only = expected.first { return ["expected '\(only)'"] }
            return expected.isEmpty ? [] : ["expected one of: " + expected.joined(separator: ", ")]
        case .prefixNotAllowed(let prefix, _, let allowed):
            return ["'\(prefix)' goes with: " + allowed.joined(separator: ", ")]
        case .unclosedBlock: return ["add a line holding only '}'"]
        case .commandAfterBrace: return ["a block spans lines: end the line at '{', put each command on its own line, and '}' alone on the last"]
        default: return []
        }
    }

    func diagnostic(at range: SourceRange) -> Diagnostic {
        Diagnostic(.error, message, at: range, notes: notes)
    }

    private static func didYouMean(_ suggestion: String?) -> String {
        suggestion.map { "; did you mean '\($0)'?" } ?? ""
    }
}

/// Nearest-word suggestions for misspelt commands and keywords.
public enum Suggestion {
    /// The candidate closest to `word` by edit distance (with transpositions), if close enough.
    public static func nearest(to word: String, in candidates: [String]) -> String? {
        // Checked before lowercasing: `utf8.count` is O(1), and a 50 MB word is near nothing.
        guard word.utf8.count <= 256 else { return nil }
        let word = Array(word.lowercased().unicodeScalars)
        guard !word.isEmpty, word.count <= 64 else { return nil }
        var best: (String, Int)?
        for candidate in candidates {
            let scalars = Array(candidate.unicodeScalars)
            let limit = max(1, min(3, max(word.count, scalars.count) / 3))
            guard abs(scalars.count - word.count) <= limit, scalars != word else { continue }
            let distance = editDistance(word, scalars)
            guard distance <= limit else { continue }
            if best.map({ distance < $0.1 }) ?? true { best = (candidate, distance) }
        }
        return best?.0
    }

    /// Optimal string alignment distance.
    static func editDistance(_ a: [Unicode.Scalar], _ b: [Unicode.Scalar]) -> Int {
        if a.isEmpty { return b.count }
        if b.isEmpty { return a.count }
        var previous2 = [Int](repeating: 0, count: b.count + 1)
        var previous = Array(0...b.count)
        var current = [Int](repeating: 0, count: b.count + 1)
        for i in 1...a.count {
            current[0] = i
            for j in 1...b.count {
                let cost = a[i - 1] == b[j - 1] ? 0 : 1
                current[j] = min(previous[j] + 1, current[j - 1] + 1, previous[j - 1] + cost)
                if i > 1, j > 1, a[i - 1] == b[j - 2], a[i - 2] == b[j - 1] {
                    current[j] = min(current[j], previous2[j - 2] + 1)
                }
            }
            (previous2, previous, current) = (previous, current, previous2)
        }
        return previous[b.count]
    }
}
