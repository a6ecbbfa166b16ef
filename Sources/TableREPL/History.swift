import Foundation
import ScenarioRuntime

/// The REPL's command history and its file: one entry per line, newlines and
/// backslashes inside an entry escaped as `\n` and `\\` (so a multi-line
/// block is one entry). libedit's own history format is not used: it is a
/// different format, and the history is not a scenario; `save` writes scenarios.
///
/// Entries are unique: entering a line again moves it to the end. Several
/// sessions may share the file: saving re-reads it and adds this session's new
/// entries to what is there, holding an advisory lock (`HistoryLock`) from the
/// read to the rename, so no session loses another's lines. A new file is
/// created readable by its owner only (0600): history may hold private paths.
struct HistoryFile {
    /// Where the history lives: `$TABLESIM_HISTORY`, else `~/.tablesim_history`; nil when neither is known.
    static func defaultPath(environment: [String: String] = ProcessInfo.processInfo.environment) -> String? {
        if let path = environment["TABLESIM_HISTORY"], !path.isEmpty { return path }
        guard let home = environment["HOME"], !home.isEmpty else { return nil }
        return (home as NSString).appendingPathComponent(".tablesim_history")
    }

    /// The permissions of a history file tablesim creates.
    static let newFileMode: mode_t = 0o600

    let path: String?
    let limit: Int
    /// This session's history: what was loaded, then what was added (what Up recalls).
    private(set) var entries: [String] = []
    /// Entries added since the file was last written.
    private var unsaved: [String] = []
    /// False once the file proved unusable: unreadable (writing would lose it) or unwritable.
    private var canSave = true
    /// The one warning about the file has been given; later failures stay quiet.
    private var warned = false
    private let warn: (String) -> Void

    init(path: String?, limit: Int = 1000, warn: @escaping (String) -> Void) {
        self.path = path
        self.limit = limit
        self.warn = warn
    }

    /// Reads the file and checks that it can be written, at startup, so that a
    /// problem is reported once, before the first prompt. A missing file is an
    /// empty history.
    mutating func load() {
        guard let path else { return }
        do {
            entries = Self.merge(try read(path), adding: [], limit: limit)
        } catch {
            canSave = false
            warnOnce("cannot read history file \(path): \(error.reason); history will not be loaded nor saved")
            return
        }
        do {
            try AtomicFile.check(path)
        } catch {
            canSave = false
            warnOnce("cannot write history file \(path): \(error.reason); history will not be saved")
        }
    }

    /// Adds an entry (dropping an earlier equal one). Returns whether an earlier one was dropped.
    @discardableResult
    mutating func add(_ entry: String) -> Bool {
        guard !entry.allSatisfy(\.isWhitespace) else { return false }
        let dropped = entries.contains(entry)
        unsaved.append(entry)
        entries = Self.merge(entries, adding: [entry], limit: limit)
        return dropped
    }

    /// Writes the file through `AtomicFile`: what is in it now (other sessions may have
    /// written since) with this session's new entries added. Failure warns once; the REPL goes on.
    mutating func save() {
        guard let path, canSave, !unsaved.isEmpty else { return }
        do {
            try HistoryLock.holding(path + ".lock") {
                let merged = Self.merge(try read(path), adding: unsaved, limit: limit)
                try AtomicFile.write(merged.map { Self.encode($0) + "\n" }.joined(), to: path, newFileMode: Self.newFileMode)
            }
            unsaved = []
        } catch let error as SourceReader.Failure {
            canSave = false
            warnOnce("cannot read history file \(path): \(error.reason); history will not be saved")
        } catch {
            warnOnce("cannot save history: \(error); history will not be kept")
        }
    }

    /// `existing` then `added`, each entry once at its last place, at most `limit` (the newest).
    static func merge(_ existing: [String], adding added: [String], limit: Int) -> [String] {
        var seen = Set<String>()
        var newestFirst: [String] = []
        for entry in (existing + added).reversed() where seen.insert(entry).inserted {
            newestFirst.append(entry)
            if newestFirst.count == limit { break }
        }
        return newestFirst.reversed()
    }

    /// The file's entries; none when it does not exist.
    private func read(_ path: String) throws(SourceReader.Failure) -> [String] {
        guard FileManager.default.fileExists(atPath: path) else { return [] }
        let text = String(decoding: try SourceReader.bytes(atPath: path), as: UTF8.self)
        return text.split(whereSeparator: \.isNewline).map { Self.decode(String($0)) }
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

/// An exclusive advisory lock (`flock`) on a lock file beside the history, so
/// that two sessions saving at once do not both read the old file and the
/// second rename drop the first one's lines. The lock file is removed on
/// release; a lock taken on a file another session already removed is taken
/// again on the new one. When the lock cannot be had (a read-only folder, a
/// file system without `flock`, a holder that does not let go within about a
/// second) the save goes ahead without it, as it did before: history is not
/// worth hanging or failing the REPL for.
enum HistoryLock {
    static func holding<T>(_ lockPath: String, _ body: () throws -> T) rethrows -> T {
        let fd = acquire(lockPath)
        defer {
            if let fd {
                unlink(lockPath)
                flock(fd, LOCK_UN)
                close(fd)
            }
        }
        return try body()
    }

    /// The locked descriptor, or nil when locking failed.
    private static func acquire(_ lockPath: String, attempts: Int = 100) -> Int32? {
        for _ in 0..<attempts {
            let fd = open(lockPath, O_RDWR | O_CREAT | O_CLOEXEC, HistoryFile.newFileMode)
            guard fd >= 0 else { return nil }
            if flock(fd, LOCK_EX | LOCK_NB) == 0 {
                if isStillAt(lockPath, fd) { return fd }
            } else if errno != EWOULDBLOCK && errno != EINTR {
                close(fd)
                return nil
            }
            close(fd)
            usleep(10_000)
        }
        return nil
    }

    /// Whether `fd` is the file at `path` now (the holder before us did not remove it meanwhile).
    private static func isStillAt(_ path: String, _ fd: Int32) -> Bool {
        var opened = stat(), named = stat()
        guard fstat(fd, &opened) == 0, stat(path, &named) == 0 else { return false }
        return opened.st_dev == named.st_dev && opened.st_ino == named.st_ino
    }
}
