import Foundation
import ScenarioLanguage

/// Human and JUnit reports of a run.
public enum Report {
    /// `PASS path` / `FAIL path` with diagnostics, output, and the final
    /// `N passed, M failed` line.
    public static func text(_ results: [ScenarioResult], color: Bool) -> String {
        results.map { scenario($0, color: color) }.joined() + summary(results) + "\n"
    }

    /// One scenario's part of the report, ending with a line break.
    public static func scenario(_ result: ScenarioResult, color: Bool) -> String {
        let label = result.passed ? paint("PASS", "32", color) : paint("FAIL", "31", color)
        var lines = ["\(label) \(result.path)" + (result.updated ? " (expected output updated)" : "")]
        // Output and diagnostics in the order they happened.
        for event in result.events {
            lines.append(event.line ?? event.diagnostic.map { DiagnosticRenderer.render($0, color: color) } ?? "")
        }
        return lines.joined(separator: "\n") + "\n"
    }

    public static func summary(_ results: [ScenarioResult]) -> String {
        let failed = results.filter { !$0.passed }.count
        return "\(results.count - failed) passed, \(failed) failed"
    }

    static func paint(_ text: String, _ code: String, _ color: Bool) -> String {
        color ? "\u{1B}[1;\(code)m\(text)\u{1B}[0m" : text
    }

    /// A JUnit XML report: one test case per scenario. A scenario that a
    /// syntax or runtime error stopped has an `<error>`; one whose checks
    /// failed, a `<failure>`. Unchecked output goes in `<system-out>`.
    public static func junit(_ results: [ScenarioResult]) -> String {
        let errors = results.filter { !$0.stops.isEmpty }.count
        let failures = results.filter { !$0.passed }.count - errors
        let total = results.reduce(0) { $0 + $1.seconds }
        var xml = #"<?xml version="1.0" encoding="UTF-8"?>"# + "\n"
        xml += #"<testsuites name="tablesim" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" time="\#(seconds(total))">"# + "\n"
        xml += #"  <testsuite name="scenarios" tests="\#(results.count)" failures="\#(failures)" errors="\#(errors)" time="\#(seconds(total))">"# + "\n"
        for result in results {
            let name = escape(result.path)
            xml += #"    <testcase classname="scenarios" name="\#(name)" file="\#(name)" time="\#(seconds(result.seconds))""#
            let output = result.output
            if result.passed && output.isEmpty {
                xml += "/>\n"
                continue
            }
            xml += ">\n"
            if !result.passed {
                let element = result.stops.isEmpty ? "failure" : "error"
                let details = result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n")
                let first = (result.stops.first ?? result.diagnostics.first { $0.severity == .error })?.message ?? "failed"
                xml += "      <\(element) message=\"\(escape(first))\">\(escape(details))</\(element)>\n"
            }
            if !output.isEmpty {
                xml += "      <system-out>\(escape(output.joined(separator: "\n") + "\n"))</system-out>\n"
            }
            xml += "    </testcase>\n"
        }
        xml += "  </testsuite>\n</testsuites>\n"
        return xml
    }

    private static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

    static func escape(_ s: String) -> String {
        var out = ""
        for scalar in s.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "\n", "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                if scalar.value < 0x20 || scalar.value == 0xFFFE || scalar.value == 0xFFFF { out += "?" } else { out.unicodeScalars.append(scalar) }
            }
        }
        return out
    }
}
