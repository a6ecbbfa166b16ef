import Foundation
import ScenarioLanguage

extension Report {
    /// A TAP version 14 report (testanything.org): one test point per
    /// scenario, in order, with a YAML block for each failure (its first
    /// error's message and place, and every diagnostic), the plan last (a run
    /// stopped by `--fail-fast` does not know its length beforehand) and a
    /// `Bail out!` line when `--fail-fast` stopped the run early.
    public static func tap(_ results: [ScenarioResult], stoppedEarly: Bool = false) -> String {
        var lines = ["TAP version 14"]
        for (i, result) in results.enumerated() {
            let description = tapEscape(result.path)
            let duration = String(format: "%.1f", result.seconds * 1000)
            guard !result.passed else {
                lines.append("ok \(i + 1) - \(description) # time=\(duration)ms")
                continue
            }
            lines.append("not ok \(i + 1) - \(description) # time=\(duration)ms")
            lines.append("  ---")
            let first = result.stops.first ?? result.diagnostics.first { $0.severity == .error }
            lines.append("  message: \(yamlString(first?.message ?? "failed"))")
            lines.append("  severity: \(result.stops.isEmpty ? "fail" : "error")")
            if let range = first?.range {
                let (line, column) = range.file.location(of: range.start)
                lines += ["  at:", "    file: \(yamlString(range.file.name))", "    line: \(line)", "    column: \(column)"]
            }
            lines.append("  duration_ms: \(duration)")
            lines.append("  diagnostics: |-")
            let details = result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n")
            lines += details.split(separator: "\n", omittingEmptySubsequences: false).map { "    " + $0 }
            lines.append("  ...")
        }
        if stoppedEarly { lines.append("Bail out! --fail-fast: stopped at the first failed scenario") }
        lines.append("1..\(results.count)")
        return lines.joined(separator: "\n") + "\n"
    }

    /// A test point's description, on one line: `#` would start a directive,
    /// `\` escapes; control characters (a line break, a carriage return) are
    /// drawn printably, as the log and diagnostics draw them (`␊`, `␍`).
    static func tapEscape(_ s: String) -> String {
        Printable.escape(s).replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "#", with: "\\#")
    }

    /// A YAML double-quoted scalar: JSON's string syntax is valid YAML.
    static func yamlString(_ s: String) -> String { JSONText.quote(s) }
}
