import Foundation
import Testing
@testable import ScenarioLanguage

/// The editors' grammar is generated from the command table and checked in.
@Suite("TextMate grammar")
struct TextMateGrammarTests {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.path
    }()

    static let patterns: [(scope: String, regex: NSRegularExpression)] = TextMateGrammar.commandPatterns.compactMap { pattern in
        (try? NSRegularExpression(pattern: pattern.regex, options: [.anchorsMatchLines])).map { (pattern.scope, $0) }
    }

    /// The scope and the command words the grammar's first matching pattern gives a line, as an editor would.
    static func command(in line: String) -> (scope: String, prefix: String, words: String)? {
        let range = NSRange(line.startIndex..., in: line)
        for pattern in patterns {
            guard let match = pattern.regex.firstMatch(in: line, range: range),
                  let words = Range(match.range(at: 2), in: line) else { continue }
            let prefix = Range(match.range(at: 1), in: line).map { String(line[$0]) } ?? ""
            return (pattern.scope, prefix, line[words].split(whereSeparator: \.isWhitespace).joined(separator: " "))
        }
        return nil
    }

    @Test func theCheckedInGrammarIsTheGeneratedOne() throws {
        let checkedIn = try String(contentsOfFile: Self.root + "/editors/scenario.tmLanguage.json", encoding: .utf8)
        #expect(checkedIn == TextMateGrammar.json(), "run `make docs` to regenerate editors/scenario.tmLanguage.json")
        // Valid JSON, with every pattern a valid regular expression.
        let object = try #require(try JSONSerialization.jsonObject(with: Data(checkedIn.utf8)) as? [String: Any])
        #expect(object["scopeName"] as? String == "source.scenario")
        #expect(Self.patterns.count == TextMateGrammar.commandPatterns.count)
    }

    /// Every command of the table, written as its example (and after each
    /// prefix it takes), is highlighted as exactly its own words, in its topic's scope.
    @Test(arguments: CommandTable.all.map(\.id))
    func everyCommandIsCovered(id: CommandID) throws {
        let spec = CommandTable.spec(id)
        // The command is one whole alternative of its topic's pattern (`select` is not the end of `nearest-selected`).
        let name = spec.words.joined(separator: #"\s+"#)
        let scope = try #require(TextMateGrammar.commandPatterns.first { pattern in
            ["(", "|"].contains { before in [")", "|"].contains { after in pattern.regex.contains(before + name + after) } }
        }?.scope)
        for prefix in [""] + spec.prefixes.map({ $0 + " " }) {
            let line = "  " + prefix + spec.example
            let found = try #require(Self.command(in: line), "\(line)")
            #expect(found.words == spec.name, "\(line)")
            #expect(found.scope == scope)
            #expect(found.prefix == prefix.trimmingCharacters(in: .whitespaces))
        }
    }

    /// Each command's words, on a line of their own, are not taken for a longer or shorter command.
    @Test func longerCommandsWinOverTheirFirstWord() {
        #expect(Self.command(in: "print rect 0,1")?.words == "print rect")
        #expect(Self.command(in: "print visible")?.words == "print")
        #expect(Self.command(in: "reload-data")?.words == "reload-data")
        #expect(Self.command(in: "reload 0,1")?.words == "reload")
        #expect(Self.command(in: "rows 0,0..0,3 height 10")?.words == "rows")
        #expect(Self.command(in: "scrol 10") == nil)
        #expect(Self.command(in: "> 0,0 0,1") == nil)
    }

    @Test func argumentWordsAreEveryKeywordOfTheTable() {
        let words = Set(TextMateGrammar.argumentWords)
        for word in ["rows", "plain", "inset-grouped", "header", "footer", "on", "off", "visible", "via", "all"] {
            #expect(words.contains(word), "\(word)")
        }
    }

    /// Every command line of the executable spec starts with words the grammar knows.
    @Test func everyScenarioLineIsHighlighted() throws {
        let folder = Self.root + "/Scenarios"
        let files = try #require(FileManager.default.enumerator(atPath: folder)).compactMap { $0 as? String }.filter { $0.hasSuffix(".scenario") }
        #expect(files.count > 10)
        for file in files {
            let text = try String(contentsOfFile: folder + "/" + file, encoding: .utf8)
            for line in text.split(separator: "\n").map(String.init) {
                let trimmed = line.trimmingCharacters(in: .whitespaces)
                if trimmed.isEmpty || trimmed.hasPrefix("#") || trimmed.hasPrefix(">") || trimmed == "}" { continue }
                #expect(Self.command(in: line) != nil, "\(file): \(line)")
            }
        }
    }
}
