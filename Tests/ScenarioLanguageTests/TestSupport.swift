@testable import ScenarioLanguage

/// A source text with position markers (`1️⃣`, `2️⃣`, ...) taken out.
struct Marked {
    var text: String
    /// Marker → 1-based (line, column in characters) where it stood.
    var markers: [String: Location] = [:]

    struct Location: Equatable, CustomStringConvertible {
        var line: Int
        var column: Int
        var description: String { "\(line):\(column)" }
    }

    static let names = ["1️⃣", "2️⃣", "3️⃣", "4️⃣", "5️⃣", "6️⃣", "7️⃣", "8️⃣", "9️⃣"]

    init(_ source: String) {
        text = ""
        var line = 1, column = 1
        for character in source {
            let name = String(character)
            if Marked.names.contains(name) {
                markers[name] = Location(line: line, column: column)
                continue
            }
            text.append(character)
            if character == "\n" { line += 1; column = 1 } else { column += 1 }
        }
    }

    subscript(_ name: String) -> Location? { markers[name] }
}

func parse(_ text: String, name: String = "test.scenario") -> (program: Program, diagnostics: [Diagnostic]) {
    Parser.parse(SourceFile(name: name, text: text))
}

/// Parses text that must have no errors, returning its commands.
func commands(_ text: String) -> [Command] {
    parse(text).program.commands
}

extension Diagnostic {
    var location: Marked.Location? {
        guard let range else { return nil }
        let (line, column) = range.file.location(of: range.start)
        return Marked.Location(line: line, column: column)
    }

    /// The source text the diagnostic's range covers.
    var covered: String {
        guard let range else { return "" }
        let utf8 = Array(range.file.text.utf8)
        return String(decoding: utf8[min(range.start, utf8.count)..<min(range.end, utf8.count)], as: UTF8.self)
    }
}

/// The token kinds of a text, without the final `.end`.
func kinds(_ text: String) -> [TokenKind] {
    Lexer.tokenize(SourceFile(name: "t", text: text)).map(\.kind).filter { $0 != .end }
}
