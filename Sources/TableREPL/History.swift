import Foundation
import ScenarioRuntime

/// The REPL's command history and its file: one entry per line, newlines and
/// backslashes inside an entry escaped as `\n` and `\\`. (libedit's own
/// history format is not used: it is a different format, and the history is
/// not a scenario; `save` writes scenarios.)
///
/// Entries are unique: entering a line again moves it to the end.
struct HistoryFile {
    /// Where the history lives: `$TABLESIM_HISTORY`, else `~/.tablesim_history`; nil when neither is known.
    static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment["TABLESIM_HISTORY"], !path.isEmpty { return path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home as NSString).appendingPathComponent(".tablesim_history")
    }

    let path: String?
    let limit: Int
    private(set) var entries: [String] = []
    /// The one warning about the file has been given; later failures stay quiet.
    private var warned = false
    private let warn: (String) -> Void

    init(path: String?, limit: Int = 1000, warn: @escaping (String) -> Void) {
        self.path = path
        self.limit = limit
        self.warn = warn
    }

    /// Reads the file. A missing file is an empty history; an unreadable one warns.
    mutating func load() {
        guard let path, FileManager.default.fileExists(atPath: path) else { return }
        guard let data = FileManager.default.contents(atPath: path) else {
            warnOnce("cannot read history file \(path); history will not be loaded")
            return
        }
        let lines = String(decoding: data, as: UTF8.self).split(whereSeparator: \.isNewline)
        for line in lines { append(Self.decode(String(line))) }
    }

    /// Adds an entry (dropping an earlier equal one). Returns whether an earlier one was dropped.
    @discardableResult
    mutating func add(_ entry: String) -> Bool {
        guard !entry.allSatisfy(\.isWhitespace) else { return false }
        return append(entry)
    }

    /// Writes the file atomically. Failure warns once; the REPL goes on.
    mutating func save() {
        guard let path else { return }
        let text = entries.map { Self.encode($0) + "\n" }.joined()
        do {
            try AtomicFile.write(text, to: path)
        } catch {
            warnOnce("cannot save history: \(error); history will not be kept")
        }
    }

    @discardableResult
    private mutating func append(_ entry: String) -> Bool {
        let existing = entries.firstIndex(of: entry)
        if let existing { entries.remove(at: existing) }
        entries.append(entry)
        if entries.count > limit { entries.removeFirst(entries.count - limit) }
        return existing != nil
    }

    private mutating func warnOnce(_ message: String) {
        guard !warned else { return }
        warned = true
        warn("warning: \(message)\n")
    }

    static func encode(_ entry: String) -> String {
        var out = String.UnicodeScalarView()
        for scalar in entry.unicodeScalars {
            switch scalar {
            case "\\": out.append(contentsOf: "\\\\".unicodeScalars)
            case "\n": out.append(contentsOf: "\\n".unicodeScalars)
            case "\r": out.append(contentsOf: "\\r".unicodeScalars)
            default: out.append(scalar)
            }
        }
        return String(out)
    }

    static func decode(_ line: String) -> String {
        var out = String.UnicodeScalarView()
        var escaped = false
        for char in line.unicodeScalars {
            if escaped {
                switch char {
                case "n": out.append("\n")
                case "r": out.append("\r")
                default: out.append(char)
                }
                escaped = false
            } else if char == "\\" {
                escaped = true
            } else {
                out.append(char)
            }
        }
        if escaped { out.append("\\") }
        return String(out)
    }
}
