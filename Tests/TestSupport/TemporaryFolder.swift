import Foundation

/// A new, empty folder of its own under the system's temporary folder.
public func temporaryFolder() throws -> String {
    let path = FileManager.default.temporaryDirectory.appendingPathComponent("tablesim-test-\(UUID().uuidString)").path
    try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}

/// The repository's root folder (for `Scenarios/`, `docs/`, fixtures and sources).
public let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()
