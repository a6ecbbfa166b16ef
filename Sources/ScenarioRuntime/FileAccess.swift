import Foundation

/// Which files a scenario may read (`include`) and write (`show svg`): any
/// (the command line), none, or only those inside one folder (a fuzzer, a
/// service running scenarios it did not write).
public enum FileAccess: Sendable {
    case anywhere
    case nowhere
    /// Files inside this folder, links and `..` resolved.
    case inside(String)

    /// Why `path` may not be used, or nil when it may.
    func refusal(of path: String) -> String? {
        switch self {
        case .anywhere:
            return nil
        case .nowhere:
            return "this run may not use files"
        case .inside(let folder):
            guard let root = SourceReader.realPath(folder), let resolved = Self.resolve(path),
                  resolved.hasPrefix(root.hasSuffix("/") ? root : root + "/") else {
                return "this run may use only files inside \(folder)"
            }
            return nil
        }
    }

    /// The path with links and `..` resolved: its nearest existing ancestor's
    /// real path, then the names that do not exist yet (none of them `.` or `..`).
    private static func resolve(_ path: String) -> String? {
        var missing: [String] = []
        var existing = path
        while SourceReader.realPath(existing.isEmpty ? "." : existing) == nil {
            let name = (existing as NSString).lastPathComponent
            guard name != "..", name != ".", !name.isEmpty, existing != "/" else { return nil }
            missing.insert(name, at: 0)
            existing = SourceReader.folder(of: existing)
        }
        guard let real = SourceReader.realPath(existing.isEmpty ? "." : existing) else { return nil }
        return missing.reduce(real) { ($0 as NSString).appendingPathComponent($1) }
    }
}
