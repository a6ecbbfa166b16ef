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
    ///
    /// A partial that opens a string (`"my fi`), or a name that cannot stand bare
    /// (`my file.inc`), makes every candidate a quoted string, as `save` writes
    /// paths: `"my file.inc"`, a folder's left open (`"my folder/`) so that
    /// its names complete next. A name with a control character, which a
    /// scenario cannot write, is not offered.
    static func matching(_ partial: String, in baseDirectory: String, limit: Int = 500) -> [String] {
        let quoted = partial.hasPrefix("\"")
        let typed = quoted ? unescaped(partial.dropFirst()) : partial
        let slash = typed.lastIndex(of: "/")
        let folderPart = slash.map { String(typed[...$0]) } ?? ""
        let namePart = slash.map { String(typed[typed.index(after: $0)...]) } ?? typed
        let folder = folderPart.hasPrefix("/") ? folderPart : (baseDirectory as NSString).appendingPathComponent(folderPart)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.isEmpty ? "." : folder) else { return [] }
        var found: [(path: String, isFolder: Bool)] = []
        for name in names where name.hasPrefix(namePart) && (namePart.hasPrefix(".") || !name.hasPrefix("."))
            && !name.unicodeScalars.contains(where: { $0.value < 0x20 || $0.value == 0x7F }) {
            var isFolder: ObjCBool = false
            _ = FileManager.default.fileExists(atPath: (folder as NSString).appendingPathComponent(name), isDirectory: &isFolder)
            found.append((folderPart + name, isFolder.boolValue))
            if found.count == limit { break }
        }
        // One form for all, so that their common start can be inserted.
        guard quoted || found.contains(where: { !Reproduction.isPlainPath($0.path) }) else {
            return found.map { $0.path + ($0.isFolder ? "/" : "") }
        }
        return found.map { $0.isFolder ? String(Reproduction.literal($0.path + "/").dropLast()) : Reproduction.literal($0.path) }
    }

    /// The text of a string being typed, its escapes (`\"`, `\\`) read; a
    /// `\` left at the end (an escape half typed) is dropped.
    static func unescaped(_ text: Substring) -> String {
        var out = "", escaping = false
        for character in text {
            if !escaping, character == "\\" {
                escaping = true
                continue
            }
            out.append(character)
            escaping = false
        }
        return out
    }
}
