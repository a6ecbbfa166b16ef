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

    /// The path with links and `..` resolved: itself if it exists, else its folder's and its name.
    private static func resolve(_ path: String) -> String? {
        if let real = SourceReader.realPath(path) { return real }
        let name = (path as NSString).lastPathComponent
        guard name != "..", name != ".", !name.isEmpty else { return nil }
        let folder = SourceReader.folder(of: path)
        guard let realFolder = SourceReader.realPath(folder.isEmpty ? "." : folder) else { return nil }
        return (realFolder as NSString).appendingPathComponent(name)
    }
}
