import Foundation
import TestSupport

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
}
