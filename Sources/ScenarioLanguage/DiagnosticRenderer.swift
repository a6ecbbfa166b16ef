/// Prints a diagnostic the way compilers do:
///
///     path/file.scenario:3:1: error: unknown command 'scrol'; did you mean 'scroll'?
///     scrol 20
///     ^~~~~
///     note: visible: 0,0 0,1
///
/// Columns count Characters. The source line is shown so that it stays
/// printable and the caret lines up under it (`SourceLineDisplay`): tabs are
/// kept, control and invisible characters are drawn visibly, wide characters
/// count two columns, and a very long line is cut to a window around the caret.
public enum DiagnosticRenderer {
    public static func render(_ diagnostic: Diagnostic, color: Bool) -> String {
        let style = Style(enabled: color)
        let label = style.severity(diagnostic.severity) + style.bold(" " + Printable.escape(diagnostic.message))
        let notes = diagnostic.notes.map { style.note() + " " + Printable.escape($0) }
        var lines: [String] = []
        guard let range = diagnostic.range else {
            lines.append(label)
            lines.append(contentsOf: notes)
            return lines.joined(separator: "\n")
        }
        let (line, column) = range.file.location(of: range.start)
        lines.append(style.bold("\(Printable.escape(range.file.name)):\(line):\(column):") + " " + label)
        let display = excerpt(of: range, line: line)
        lines.append(display.text)
        lines.append(style.caret(display.caret))
        lines.append(contentsOf: notes)
        return lines.joined(separator: "\n")
    }

    /// Several diagnostics, one after the other.
    public static func render(_ diagnostics: [Diagnostic], color: Bool) -> String {
        diagnostics.map { render($0, color: color) }.joined(separator: "\n")
    }

    /// Bytes of the line read on each side of the caret: enough for the
    /// columns a diagnostic shows, so that its cost does not grow with the line.
    static let windowBytes = 2048

    /// The part of the range's line around the range's start, with the caret
    /// under the range (clipped to its first line, at least 1 Character).
    static func excerpt(of range: SourceRange, line: Int) -> SourceLineDisplay {
        let file = range.file
        let bounds = file.lineBounds(line)
        let caret = min(max(range.start, bounds.lowerBound), bounds.upperBound)
        let before = file.text(in: max(bounds.lowerBound, caret - windowBytes)..<caret)
        let after = file.text(in: caret..<min(bounds.upperBound, caret + windowBytes))
        let spanned = file.text(in: caret..<min(max(range.end, caret), bounds.upperBound, caret + windowBytes))
        let beforeBytes = before.utf8.count, afterBytes = after.utf8.count
        return SourceLineDisplay(source: before + after, column: before.count + 1, length: max(1, spanned.count),
                                 cutBefore: caret - beforeBytes > bounds.lowerBound,
                                 cutAfter: caret + afterBytes < bounds.upperBound)
    }
}

/// ANSI styling, or none.
private struct Style {
    var enabled: Bool

    func wrap(_ text: String, _ code: String) -> String {
        enabled ? "\u{1B}[\(code)m\(text)\u{1B}[0m" : text
    }

    func bold(_ text: String) -> String { wrap(text, "1") }
    func caret(_ text: String) -> String { wrap(text, "1;32") }
    func note() -> String { wrap("note:", "1;36") }

    func severity(_ severity: Diagnostic.Severity) -> String {
        switch severity {
        case .error: return wrap("error:", "1;31")
        case .warning: return wrap("warning:", "1;35")
        case .note: return wrap("note:", "1;36")
        }
    }
}
