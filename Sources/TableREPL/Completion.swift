/// What Tab does to the line: the pure part of completion, kept apart from
/// libedit so it can be tested without a terminal.
struct CompletionEdit: Equatable {
    /// Unicode scalars to delete before the cursor (the word being replaced).
    var deleteCount: Int
    /// Text to insert at the cursor.
    var insert: String
    /// Candidates to list under the line (several remain), else empty.
    var listing: [String]

    /// The edit for `line` (the text before the cursor), given the completer's answer.
    /// `replaceFrom` counts characters from the start of `line`. Nil when nothing matches.
    static func make(line: String, replaceFrom: Int, candidates: [String]) -> CompletionEdit? {
        var seen = Set<String>()
        let unique = candidates.filter { seen.insert($0).inserted }
        guard let first = unique.first else { return nil }
        let from = min(max(replaceFrom, 0), line.count)
        let word = String(line.dropFirst(from))
        if unique.count == 1 {
            return CompletionEdit(deleteCount: word.unicodeScalars.count, insert: first + " ", listing: [])
        }
        let prefix = unique.dropFirst().reduce(first) { commonPrefix($0, $1) }
        guard prefix.count > word.count else {
            return CompletionEdit(deleteCount: 0, insert: "", listing: unique)
        }
        return CompletionEdit(deleteCount: word.unicodeScalars.count, insert: prefix, listing: unique)
    }

    static func commonPrefix(_ a: String, _ b: String) -> String {
        String(zip(a, b).prefix { $0 == $1 }.map(\.0))
    }

    /// Candidates laid out in columns for a terminal `width` wide, each line ending in a newline.
    static func columns(_ items: [String], width: Int = 80) -> String {
        guard let widest = items.map(\.count).max() else { return "" }
        let cell = widest + 2
        let perLine = max(1, width / cell)
        var text = ""
        for (i, item) in items.enumerated() {
            let last = i % perLine == perLine - 1 || i == items.count - 1
            text += last ? item + "\n" : item + String(repeating: " ", count: cell - item.count)
        }
        return text
    }
}
