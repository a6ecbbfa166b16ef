import Foundation
import ScenarioLanguage

/// The one way tablesim writes a file (`run --update`, `--junit`, `--svg`,
/// `show svg`, the REPL's `save` and its history): the text goes to a
/// temporary file beside the target, is flushed, then renamed over it, so a
/// crash or a full disk never leaves a half-written file.
///
/// - A symbolic link is followed: its target is replaced, the link stays.
/// - An existing file keeps its permissions; a new one gets `newFileMode`
///   (by default 0666), less the umask, as `open(2)` would give it.
/// - A read-only file, a folder, a FIFO or a device is refused (rename would
///   otherwise silently replace a read-only file or a FIFO).
public enum AtomicFile {
    public struct Failure: Error, CustomStringConvertible, LocalizedError {
        public var path: String
        /// What went wrong, e.g. `the file is read-only`.
        public var reason: String
        public var description: String { "cannot write \(path): \(reason)" }
        public var errorDescription: String? { reason }
    }

    /// - Parameters:
    ///   - newFileMode: the permissions of the file when it does not exist yet
    ///     (0600 for a file only its owner should read, such as the REPL's history).
    ///   - replacing: false to fail rather than replace a file that exists (even
    ///     one made meanwhile: the new file is linked in, which never replaces).
    public static func write(_ text: String, to path: String, newFileMode: mode_t = 0o666, replacing: Bool = true) throws(Failure) {
        let (target, directory, existing) = try check(path)
        let mode = existing.map { $0.st_mode & 0o7777 } ?? (newFileMode & 0o7777 & ~currentUmask())
        var template = Array("\(directory)/.\((target as NSString).lastPathComponent).XXXXXX".utf8CString)
        let fd = template.withUnsafeMutableBufferPointer { buffer -> Int32 in
            guard let base = buffer.baseAddress else { return -1 }
            return mkstemp(base)
        }
        guard fd >= 0 else {
            throw Failure(path: path, reason: errno == EACCES || errno == EROFS
                          ? "the folder \(directory) is not writable" : SourceReader.reason(errno))
        }
        let temporary = String(decoding: template.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
        var failure: Failure?
        do {
            try writeAll(Array(text.utf8), to: fd, path: path)
            if let existing { _ = fchown(fd, existing.st_uid, existing.st_gid) }  // best effort: only root may give a file away
            if fchmod(fd, mode) != 0 || fsync(fd) != 0 { failure = Failure(path: path, reason: SourceReader.reason(errno)) }
        } catch {
            failure = error
        }
        if close(fd) != 0, failure == nil { failure = Failure(path: path, reason: SourceReader.reason(errno)) }
        if let failure {
            unlink(temporary)
            throw failure
        }
        if !replacing {
            defer { unlink(temporary) }
            guard link(temporary, target) == 0 else {
                throw Failure(path: path, reason: errno == EEXIST ? "the file exists" : SourceReader.reason(errno))
            }
            return
        }
        guard rename(temporary, target) == 0 else {
            let reason = SourceReader.reason(errno)
            unlink(temporary)
            throw Failure(path: path, reason: reason)
        }
    }

    /// Checks, without writing, that `write` could write `path`: its folder exists
    /// and is writable, and it is new or a writable regular file. Returns the file
    /// to replace (links followed), its folder, and its status when it exists.
    @discardableResult
    public static func check(_ path: String) throws(Failure) -> (target: String, folder: String, existing: stat?) {
        // C would cut the path at the NUL and write somewhere else.
        guard !path.unicodeScalars.contains("\0") else { throw Failure(path: Printable.escape(path), reason: "the path holds a NUL character") }
        let target = resolvedTarget(path)
        var info = stat()
        var existing: stat?
        if stat(target, &info) == 0 {
            switch info.st_mode & S_IFMT {
            case S_IFREG: break
            case S_IFDIR: throw Failure(path: path, reason: "it is a folder")
            default: throw Failure(path: path, reason: "it is not a regular file")
            }
            // The mode bits too: root may write anything, yet a 0444 file is still meant to stay as it is.
            guard access(target, W_OK) == 0, info.st_mode & 0o222 != 0 else {
                throw Failure(path: path, reason: "the file is read-only")
            }
            existing = info
        } else if errno != ENOENT {
            throw Failure(path: path, reason: SourceReader.reason(errno))
        }
        let folder = SourceReader.folder(of: target)
        let directory = folder.isEmpty ? "." : folder
        var folderInfo = stat()
        guard stat(directory, &folderInfo) == 0, folderInfo.st_mode & S_IFMT == S_IFDIR else {
            throw Failure(path: path, reason: "the folder \(directory) does not exist")
        }
        guard access(directory, W_OK) == 0, folderInfo.st_mode & 0o222 != 0 else {
            throw Failure(path: path, reason: "the folder \(directory) is not writable")
        }
        return (target, directory, existing)
    }

    /// The file a path names once symbolic links are followed (to the end of a
    /// chain; a dangling link names the file it points to, which is created).
    static func resolvedTarget(_ path: String) -> String {
        var current = path
        for _ in 0..<40 {
            guard let destination = try? FileManager.default.destinationOfSymbolicLink(atPath: current) else { return current }
            current = destination.hasPrefix("/")
                ? destination
                : (SourceReader.folder(of: current) as NSString).appendingPathComponent(destination)
        }
        return current
    }

    private static func writeAll(_ bytes: [UInt8], to fd: Int32, path: String) throws(Failure) {
        var written = 0
        while written < bytes.count {
            let count = bytes[written...].withUnsafeBytes { Glibc.write(fd, $0.baseAddress, $0.count) }
            if count < 0 {
                if errno == EINTR { continue }
                throw Failure(path: path, reason: SourceReader.reason(errno))
            }
            written += count
        }
    }

    /// The process's umask, read without changing it (changing it would race other threads).
    private static func currentUmask() -> mode_t {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8),
              let line = status.split(separator: "\n").first(where: { $0.hasPrefix("Umask:") }),
              let value = mode_t(line.dropFirst("Umask:".count).trimmingCharacters(in: .whitespaces), radix: 8)
        else { return 0o022 }
        return value
    }
}
