import Foundation

/// A new, empty folder of its own under the system's temporary folder. All
/// of a test run's folders sit in one folder of the run's, removed when the
/// test process exits, so that runs leave nothing behind.
public func temporaryFolder() throws -> String {
    let path = (RunFolder.path as NSString).appendingPathComponent(UUID().uuidString)
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The test run's own temporary folder, made at first use and removed at exit.
private enum RunFolder {
    static let path: String = {
        let name = "tablesim-tests-\(ProcessInfo.processInfo.processIdentifier)-\(UUID().uuidString.prefix(8))"
        let path = FileManager.default.temporaryDirectory.appendingPathComponent(name).path
        try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        atexit { RunFolder.remove() }
        return path
    }()

    static func remove() {
        try? FileManager.default.removeItem(atPath: path)
    }
}

/// The repository's root folder (for `Scenarios/`, `docs/`, fixtures and sources).
public let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()
