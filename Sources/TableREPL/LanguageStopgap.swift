// TEMPORARY: stand-ins for ScenarioLanguage API that the `lang` branch has not
// delivered yet (DiagnosticRenderer, HelpText, Completer). Delete this file
// when `lang` is merged: the real types then take over unchanged call sites.
import ScenarioLanguage

enum DiagnosticRenderer {
    static func render(_ d: Diagnostic, color: Bool) -> String {
        guard let range = d.range else { return "\(d.severity.rawValue): \(d.message)\n" }
        let (line, column) = range.file.location(of: range.start)
        var text = "\(range): \(d.severity.rawValue): \(d.message)\n"
        text += range.file.lineText(line) + "\n" + String(repeating: " ", count: column - 1) + "^\n"
        for note in d.notes { text += "note: \(note)\n" }
        return text
    }
}

enum HelpText {
    static func overview() -> String {
        CommandTopic.allCases.map { topic in
            topic.rawValue + "\n" + CommandTable.all.filter { $0.topic == topic }
                .map { "  \($0.name) — \($0.summary)\n" }.joined()
        }.joined()
    }

    static func help(for query: String) -> String? {
        guard let spec = CommandTable.all.first(where: { $0.name == query }) else { return nil }
        return "\(spec.name)\n  \(spec.summary)\n  example: \(spec.example)\n"
    }
}

enum Completer {
    static func complete(line: String, indexPaths: [String]) -> (replaceFrom: Int, candidates: [String]) {
        let wordStart = line.lastIndex(of: " ").map { line.index(after: $0) } ?? line.startIndex
        let word = String(line[wordStart...])
        let from = line.distance(from: line.startIndex, to: wordStart)
        let pool = from == 0 ? Array(Set(CommandTable.all.compactMap(\.words.first))) : indexPaths
        return (from, pool.filter { $0.hasPrefix(word) }.sorted())
    }
}
