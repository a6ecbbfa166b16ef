import Foundation
import ScenarioLanguage

extension Report {
    /// GitHub Actions workflow commands for a scenario's errors and warnings
    /// (`::error file=F,line=L,col=C,title=T::MESSAGE`), which the pull
    /// request shows on the lines of its diff; one line each, empty when it
    /// passed. A diagnostic with no place is put on the scenario's file.
    public static func githubAnnotations(_ result: ScenarioResult) -> String {
        var out = ""
        for diagnostic in result.diagnostics where diagnostic.severity != .note {
            var properties: [String] = []
            if let range = diagnostic.range, !range.file.name.hasPrefix("<") {
                let (line, column) = range.file.location(of: range.start)
                properties = ["file=\(property(range.file.name))", "line=\(line)", "col=\(column)"]
            } else {
                properties = ["file=\(property(result.path))"]
            }
            properties.append("title=\(property("tablesim: " + result.path))")
            let message = ([diagnostic.message] + diagnostic.notes).joined(separator: "\n")
            out += "::\(diagnostic.severity == .error ? "error" : "warning") \(properties.joined(separator: ","))::\(data(message))\n"
        }
        return out
    }

    /// Whether to print annotations without being asked: inside GitHub Actions.
    public static func runningInGitHubActions(_ environment: [String: String] = ProcessInfo.processInfo.environment) -> Bool {
        environment["GITHUB_ACTIONS"] == "true"
    }

    /// A command's message: `%`, CR and LF escaped, as GitHub's toolkit does.
    static func data(_ s: String) -> String {
        s.replacingOccurrences(of: "%", with: "%25").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }

    /// A property value: also `:` and `,`.
    static func property(_ s: String) -> String {
        data(s).replacingOccurrences(of: ":", with: "%3A").replacingOccurrences(of: ",", with: "%2C")
    }
}
