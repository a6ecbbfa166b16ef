import Foundation
import ScenarioLanguage

/// The reports of a run: the log here, JUnit, TAP, annotations and HTML beside it.
public enum Report {
    /// `PASS path (0.01s)` / `FAIL path (0.01s)` with diagnostics, output, the
    /// slowest scenarios, and the final `N passed, M failed` line.
    public static func text(_ results: [ScenarioResult], color: Bool) -> String {
        results.map { scenario($0, color: color) }.joined() + slowest(results) + summary(results) + "\n"
    }

    /// How many scenarios `slowest` names.
    public static let slowestCount = 3

    /// `slowest:` and the few scenarios that took longest, one a line, when
    /// more than one ran; empty otherwise.
    public static func slowest(_ results: [ScenarioResult]) -> String {
        guard results.count > 1 else { return "" }
        // Ties in path order, so that the list is the same whatever order the scenarios ran in.
        let top = results.enumerated().sorted { $0.element.seconds != $1.element.seconds ? $0.element.seconds > $1.element.seconds : $0.offset < $1.offset }
            .prefix(slowestCount)
        return "slowest:\n" + top.map { "  \(duration($0.element.seconds)) \(Printable.escape($0.element.path))\n" }.joined()
    }

    /// One scenario's part of the report, ending with a line break. Its path is
    /// drawn printably, as diagnostics draw file names (a line break in it is `␊`).
    public static func scenario(_ result: ScenarioResult, color: Bool) -> String {
        let label = result.passed ? paint("PASS", "32", color) : paint("FAIL", "31", color)
        var lines = ["\(label) \(Printable.escape(result.path)) (\(duration(result.seconds)))" + (result.updated ? " (expected output updated)" : "")]
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

    /// Seconds with three decimals, as JUnit writes them.
    static func seconds(_ s: Double) -> String { String(format: "%.3f", s) }

    /// A scenario's wall time in the log: `0.25s`.
    static func duration(_ s: Double) -> String { String(format: "%.2fs", s) }

    /// Text made safe for XML (JUnit, SVG pictures, the HTML page): markup
    /// characters as entities, and the characters XML 1.0 forbids (control
    /// characters other than tab, newline and carriage return; U+FFFE, U+FFFF) as `?`.
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
