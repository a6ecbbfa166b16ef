import Foundation
import ScenarioLanguage

/// Reads scenario files (`tablesim run`, `include`) without ever blocking or
/// crashing on what a path may name: a folder, a FIFO, a device, a missing or
/// unreadable file, text that is not UTF-8.
public enum SourceReader {
    /// The largest scenario file read (anything bigger is surely not a scenario).
    public static let maximumSize = 64 << 20

    public struct Failure: Error, CustomStringConvertible {
        /// What is wrong with the path, e.g. `it is a folder`.
        public var reason: String
        public var description: String { reason }
    }

    /// The file's bytes. The file is opened without blocking and must be a
    /// regular file (a FIFO would wait for a writer forever).
    public static func bytes(atPath path: String) throws(Failure) -> [UInt8] {
        guard !path.unicodeScalars.contains("\0") else { throw Failure(reason: "the path holds a NUL character") }
        let fd = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard fd >= 0 else { throw Failure(reason: reason(errno)) }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { throw Failure(reason: reason(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR: throw Failure(reason: "it is a folder")
        default: throw Failure(reason: "it is not a regular file")
        }
        guard Int(info.st_size) <= maximumSize else { throw Failure(reason: tooLarge) }
        return try readAll(fd)
    }

    /// Everything readable from an open descriptor (stdin), at most
    /// `maximumSize` bytes: the one input limit, whichever way a scenario arrives.
    public static func readAll(_ fd: Int32) throws(Failure) -> [UInt8] {
        var bytes: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                if errno == EAGAIN {
                    // A non-blocking descriptor with nothing yet: wait for more (regular files never say this).
                    var poller = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
                    _ = poll(&poller, 1, -1)
                    continue
                }
                throw Failure(reason: reason(errno))
            }
            if count == 0 { return bytes }
            bytes.append(contentsOf: buffer[..<count])
            if bytes.count > maximumSize { throw Failure(reason: tooLarge) }
        }
    }

    static var tooLarge: String { "it is larger than \(maximumSize >> 20) MB" }

    /// The parsed-ready source of a scenario file, named `name` in diagnostics:
    /// a located error when it is not UTF-8.
    public static func source(atPath path: String, name: String? = nil) throws(Failure) -> (file: SourceFile, error: Diagnostic?) {
        SourceFile.decode(name: name ?? path, bytes: try bytes(atPath: path))
    }

    /// The path with every symbolic link, `.` and `..` resolved (for comparing files), or nil.
    public static func realPath(_ path: String) -> String? {
        guard let resolved = realpath(path, nil) else { return nil }
        defer { free(resolved) }
        return String(cString: resolved)
    }

    /// The folder part of a path: `a/b.scenario` → `a`, `/x` → `/`, `f` → `` (empty).
    ///
    /// Foundation's `NSString.deletingLastPathComponent` traps on a one-character
    /// path with no slash (`f`) in this toolchain, so paths from users go through this.
    public static func folder(of path: String) -> String {
        var trimmed = Substring(path)
        while trimmed.count > 1, trimmed.hasSuffix("/") { trimmed = trimmed.dropLast() }
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        var folder = trimmed[..<slash]
        while folder.hasSuffix("/") { folder = folder.dropLast() }
        return folder.isEmpty ? "/" : String(folder)
    }

    static func reason(_ code: Int32) -> String {
        switch code {
        case ENOENT: return "no such file"
        case EACCES: return "permission denied"
        case ENOTDIR: return "a part of the path is not a folder"
        case EISDIR: return "it is a folder"
        case EBADF: return "it is closed"
        default: return String(cString: strerror(code))
        }
    }
}
