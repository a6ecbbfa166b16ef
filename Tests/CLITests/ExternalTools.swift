import Foundation

/// Programs some tests run (`xmllint`, `chromium`). `.ci/run` installs them
/// and sets `TABLESIM_CI=1`; there a missing tool fails its test instead of
/// skipping it.
enum ExternalTool {
    static let required = ProcessInfo.processInfo.environment["TABLESIM_CI"] == "1"

    /// The tool's path on `PATH`, or nil.
    static func find(_ name: String) -> String? {
        let folders = (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin").split(separator: ":")
        return folders.map { "\($0)/\(name)" }.first { FileManager.default.isExecutableFile(atPath: $0) }
    }

    /// Whether a test that needs `name` runs: always under CI, else when it is installed.
    static func runs(_ name: String) -> Bool { required || find(name) != nil }

    /// Runs a tool; returns its status and its standard output and error together.
    static func run(_ path: String, _ arguments: [String]) throws -> (status: Int32, output: String) {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = arguments
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        process.standardInput = FileHandle.nullDevice
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }
}

/// The repository's root folder (for fixtures and `Scenarios/`).
let repositoryRoot: String = {
    var url = URL(fileURLWithPath: #filePath)
    for _ in 0..<3 { url.deleteLastPathComponent() }
    return url.path
}()
