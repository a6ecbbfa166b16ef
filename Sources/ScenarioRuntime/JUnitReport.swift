import Foundation
import ScenarioLanguage

/// Where and when a run happened, for the reports that say so (JUnit).
public struct RunContext: Sendable {
    public var hostname: String
    /// When the run started.
    public var started: Date

    public init(hostname: String = ProcessInfo.processInfo.hostName, started: Date = Date()) {
        self.hostname = hostname
        self.started = started
    }
}

extension Report {
    /// A JUnit XML report, valid against the Jenkins xunit plugin's
    /// `junit-10.xsd` (the schema GitLab's and GitHub's JUnit readers accept):
    /// one `<testsuite>` per folder (with `timestamp` and `hostname`), one
    /// `<testcase>` per scenario, named by its file, `classname` its folder
    /// with dots (`Scenarios.layout`). A scenario that a syntax or runtime
    /// error stopped has an `<error>`; one whose checks failed, a `<failure>`.
    /// Unchecked output goes in `<system-out>`.
    public static func junit(_ results: [ScenarioResult], context: RunContext = RunContext()) -> String {
        let (failures, errors) = counts(results)
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<testsuites name="tablesim" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" "#
            + #"time="\#(seconds(totalSeconds(results)))">"# + "\n"
        for (folder, suite) in byFolder(results) {
            let (failures, errors) = counts(suite)
            let timestamp = junitTimestamp(suite.first?.started ?? context.started)
            xml += #"  <testsuite name="\#(escape(folder))" tests="\#(suite.count)" failures="\#(failures)" errors="\#(errors)" "#
                + #"skipped="0" time="\#(seconds(totalSeconds(suite)))" timestamp="\#(timestamp)" hostname="\#(escape(context.hostname))">"# + "\n"
            for result in suite {
                xml += testcase(result, classname: classname(folder))
            }
            xml += "  </testsuite>\n"
        }
        xml += "</testsuites>\n"
        return xml
    }

    private static func testcase(_ result: ScenarioResult, classname: String) -> String {
        let name = escape((result.path as NSString).lastPathComponent)
        var xml = #"    <testcase name="\#(name)" classname="\#(escape(classname))" time="\#(seconds(result.seconds))""#
        let output = result.output
        if result.passed && output.isEmpty { return xml + "/>\n" }
        xml += ">\n"
        if !result.passed {
            let element = result.stops.isEmpty ? "failure" : "error"
            let details = result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n")
            let first = (result.stops.first ?? result.diagnostics.first { $0.severity == .error })?.message ?? "failed"
            let type = result.stops.isEmpty ? "check" : "error"
            xml += "      <\(element) message=\"\(escape(first))\" type=\"\(type)\">\(escape(details))</\(element)>\n"
        }
        if !output.isEmpty {
            xml += "      <system-out>\(escape(output.joined(separator: "\n") + "\n"))</system-out>\n"
        }
        return xml + "    </testcase>\n"
    }

    /// Failed scenarios: those whose checks failed, and those an error stopped.
    static func counts(_ results: [ScenarioResult]) -> (failures: Int, errors: Int) {
        let errors = results.filter { !$0.stops.isEmpty }.count
        return (results.filter { !$0.passed }.count - errors, errors)
    }

    static func totalSeconds(_ results: [ScenarioResult]) -> Double { results.reduce(0) { $0 + $1.seconds } }

    /// The results grouped by the folder of their path, folders in order of first appearance.
    static func byFolder(_ results: [ScenarioResult]) -> [(folder: String, results: [ScenarioResult])] {
        var groups: [(folder: String, results: [ScenarioResult])] = []
        var index: [String: Int] = [:]
        for result in results {
            let folder = SourceReader.folder(of: result.path)
            let key = folder.isEmpty ? "." : folder
            if let i = index[key] {
                groups[i].results.append(result)
            } else {
                index[key] = groups.count
                groups.append((key, [result]))
            }
        }
        return groups
    }

    /// A folder as a JUnit class name: `Scenarios/layout` → `Scenarios.layout`
    /// (`./`, `../` and a leading `/` dropped); the current folder is `scenarios`.
    static func classname(_ folder: String) -> String {
        let parts = folder.split(separator: "/").filter { $0 != "." && $0 != ".." }
        return parts.isEmpty ? "scenarios" : parts.joined(separator: ".")
    }

    /// ISO 8601 in UTC without a zone, as Ant's JUnit task writes it.
    static func junitTimestamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyy-MM-dd'T'HH:mm:ss"
        return formatter.string(from: date)
    }
}
