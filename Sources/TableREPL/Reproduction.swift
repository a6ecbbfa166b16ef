import Foundation
import ScenarioLanguage
import ScenarioRuntime

/// How a statement typed at the prompt is written into a saved scenario so
/// that the file does what the session did, and passes: a command that failed
/// gets `expect error "…"` before it, an assertion that failed gets
/// `expect failure "…"`, and relative paths are rewritten for the file's folder.
enum Reproduction {
    /// `text` with the marks that make its failures expected.
    ///
    /// - Parameters:
    ///   - stoppedBy: the error that stopped the statement (its first sentence becomes the `expect error` text).
    ///   - failedAssertions: assertions that failed; those that failed the same way
    ///     every time they ran get `expect failure`, the others are left as they are.
    static func mark(_ text: String, stoppedBy: Diagnostic?, failedAssertions: [AssertionOutcome]) -> String {
        var insertions: [(offset: Int, line: String)] = []
        for outcome in failedAssertions where outcome.failsConsistently {
            insertions.append((outcome.offset, "expect failure " + literal(outcome.problem ?? "")))
        }
        var bytes = Array(text.utf8)
        if let stoppedBy {
            let file = SourceFile(name: REPL.sourceName, text: text)
            let first = Parser.parse(file).program.commands.first
            if let typed = first?.expectError?.range {
                // An `expect error` typed at the prompt that did not match: it takes
                // the error that came, or goes when the command succeeded.
                let replacement = errorThatCame(stoppedBy.message).map { "expect error " + literal(errorText($0)) } ?? ""
                let lineStart = bytes[..<typed.start].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
                let lineEnd = bytes[typed.end...].firstIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? bytes.count
                let indent = bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
                let line = replacement.isEmpty ? [] : Array(indent) + Array((replacement + "\n").utf8)
                // Assertion marks all lie after the typed line (its offsets stay), so they go in first.
                bytes = Array(mark(text, stoppedBy: nil, failedAssertions: failedAssertions).utf8)
                bytes.replaceSubrange(lineStart..<lineEnd, with: line)
                return String(decoding: bytes, as: UTF8.self)
            }
            insertions.append((first?.range.start ?? 0, "expect error " + literal(errorText(stoppedBy.message))))
        }
        // From the end, so that earlier offsets stay valid; at one offset the expect error goes first.
        for insertion in insertions.sorted(by: { $0.offset > $1.offset }) {
            let lineStart = bytes[..<min(insertion.offset, bytes.count)].lastIndex(of: UInt8(ascii: "\n")).map { $0 + 1 } ?? 0
            let indent = bytes[lineStart...].prefix { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
            bytes.insert(contentsOf: Array(indent) + Array((insertion.line + "\n").utf8), at: lineStart)
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The error that came instead of the one an `expect error` named; nil when the command succeeded.
    static func errorThatCame(_ message: String) -> String? {
        message.range(of: "\", but got: ").map { String(message[$0.upperBound...]) }
    }

    /// The part of an error message `expect error` checks: its first sentence,
    /// which names the error without the counts and paths that follow.
    static func errorText(_ message: String) -> String {
        let line = message.split(separator: "\n").first.map(String.init) ?? message
        if let stop = line.range(of: ". "), line.distance(from: line.startIndex, to: stop.lowerBound) >= 12 {
            return String(line[..<stop.lowerBound])
        }
        return line
    }

    /// A quoted string of the scenario language (only `\"` and `\\` are escapes; control characters are dropped).
    static func literal(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            default:
                if scalar.value >= 0x20 && scalar.value != 0x7F { out.unicodeScalars.append(scalar) }
            }
        }
        return out + "\""
    }

    /// `text` with the paths of `include` and `show svg` (relative to `baseDirectory`,
    /// where the session resolved them) made relative to `folder`, where the saved file resolves them.
    static func rewritingPaths(_ text: String, from baseDirectory: String, to folder: String) -> String {
        let file = SourceFile(name: REPL.sourceName, text: text)
        var replacements: [(range: SourceRange, path: String)] = []
        var pending = Parser.parse(file).program.commands
        while let command = pending.popLast() {
            pending += command.block ?? []
            guard command.id == .include || command.id == .showSVG,
                  let argument = command.arguments[.path], case .text(let written) = argument.value,
                  !written.hasPrefix("/") else { continue }
            let range = argument.range
            let absolute = standardized(join(baseDirectory, written))
            replacements.append((range, relativePath(absolute, from: folder)))
        }
        var bytes = Array(text.utf8)
        for (range, path) in replacements.sorted(by: { $0.range.start > $1.range.start }) {
            bytes.replaceSubrange(range.start..<range.end, with: Array(pathLiteral(path).utf8))
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// A path as written in a scenario: bare when it is plain, quoted otherwise.
    static func pathLiteral(_ path: String) -> String {
        isPlainPath(path) ? path : literal(path)
    }

    /// A path the prompt writes bare: ASCII letters, digits and `._-/+@` only.
    static func isPlainPath(_ path: String) -> Bool {
        !path.isEmpty && path.unicodeScalars.allSatisfy {
            CharacterSet.alphanumerics.contains($0) && $0.isASCII || "._-/+@".unicodeScalars.contains($0)
        }
    }

    /// `absolute` relative to the folder `folder` (both absolute): `../x/a.inc`.
    static func relativePath(_ absolute: String, from folder: String) -> String {
        let target = standardized(absolute).split(separator: "/")
        let base = standardized(folder).split(separator: "/")
        var common = 0
        while common < min(target.count, base.count), target[common] == base[common] { common += 1 }
        let parts = Array(repeating: "..", count: base.count - common) + target[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    static func join(_ folder: String, _ path: String) -> String {
        path.hasPrefix("/") ? path : (folder as NSString).appendingPathComponent(path)
    }

    /// An absolute path with `.`/`..` resolved and the folders' links followed (as the file system would).
    static func standardized(_ path: String) -> String {
        let clean = (path as NSString).standardizingPath
        let folder = SourceReader.folder(of: clean)
        guard !folder.isEmpty, let real = SourceReader.realPath(folder) else { return clean }
        return (real as NSString).appendingPathComponent((clean as NSString).lastPathComponent)
    }
}
