import Foundation

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
            // A folder goes on being completed: no space after its `/`.
            return CompletionEdit(deleteCount: word.unicodeScalars.count, insert: first.hasSuffix("/") ? first : first + " ", listing: [])
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

/// File names for Tab after `include`, `save` and `show svg`.
enum FileNames {
    /// The names in `partial`'s folder (relative to `baseDirectory`) that start
    /// with its last part, written as the user would type them: `dir/a.scenario`,
    /// folders with a trailing `/`. Hidden files only when the part starts with `.`.
    static func matching(_ partial: String, in baseDirectory: String, limit: Int = 500) -> [String] {
        guard !partial.hasPrefix("\"") else { return [] }
        let slash = partial.lastIndex(of: "/")
        let folderPart = slash.map { String(partial[...$0]) } ?? ""
        let namePart = slash.map { String(partial[partial.index(after: $0)...]) } ?? partial
        let folder = folderPart.hasPrefix("/") ? folderPart : (baseDirectory as NSString).appendingPathComponent(folderPart)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return [] }
        var result: [String] = []
        for name in names where name.hasPrefix(namePart) && (namePart.hasPrefix(".") || !name.hasPrefix(".")) {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder)
            result.append(folderPart + name + (isFolder.boolValue ? "/" : ""))
            if result.count == limit { break }
        }
        return result
    }
}
