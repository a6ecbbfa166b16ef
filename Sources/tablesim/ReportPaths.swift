import ArgumentParser
import Foundation
import ScenarioRuntime

/// The paths a run writes its reports to, checked before anything runs: a
/// report never replaces a file the user did not name to be replaced.
enum ReportPaths {
    /// Throws a usage error for an empty report path (`--junit=$UNSET`), a
    /// report written over one of the scenarios or folders to run or over
    /// any `*.scenario` or `*.inc` file, or two reports at one path.
    static func check(_ reports: [(option: String, path: String)], inputs: [String]) throws {
        let inputs = Set(inputs.map(canonical))
        var seen: [String: String] = [:]
        for (option, path) in reports {
            guard !path.isEmpty else {
                throw ValidationError("\(option): the path is empty (an unset variable?)")
            }
            // A scenario's name (or an included part's): most likely a scenario the option took as its path.
            if ScenarioRunner.isScenarioFile(path) {
                throw ValidationError("\(option): \(path) is a scenario file; a report would replace it")
            }
            let target = canonical(path)
            if inputs.contains(target) {
                throw ValidationError("\(option): \(path) is a scenario to run; the report would replace it")
            }
            if let other = seen[target] {
                throw ValidationError("\(other) and \(option) name the same file, \(path)")
            }
            seen[target] = option
        }
    }

    /// The path as an absolute one, with `.`, `..` and links resolved.
    static func canonical(_ path: String) -> String {
        URL(fileURLWithPath: path).standardizedFileURL.resolvingSymlinksInPath().path
    }
}
