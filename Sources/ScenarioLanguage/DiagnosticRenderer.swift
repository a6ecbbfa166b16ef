/// Prints a diagnostic the way compilers do:
///
///     path/file.scenario:3:1: error: unknown command 'scrol'; did you mean 'scroll'?
///     scrol 20
///     ^~~~~
///     note: visible: 0,0 0,1
///
/// Columns count Characters; tabs before the caret are kept so it lines up.
public enum DiagnosticRenderer {
    public static func render(_ diagnostic: Diagnostic, color: Bool) -> String {
        let style = Style(enabled: color)
        let label = style.severity(diagnostic.severity) + style.bold(" " + diagnostic.message)
        var lines: [String] = []
        guard let range = diagnostic.range else {
            lines.append(label)
            lines.append(contentsOf: diagnostic.notes.map { style.note() + " " + $0 })
            return lines.joined(separator: "\n")
        }
        let (line, column) = range.file.location(of: range.start)
        lines.append(style.bold("\(range.file.name):\(line):\(column):") + " " + label)
        let source = range.file.lineText(line)
        lines.append(source)
        lines.append(style.caret(caretLine(source: source, column: column, length: length(of: range, line: line))))
        lines.append(contentsOf: diagnostic.notes.map { style.note() + " " + $0 })
        return lines.joined(separator: "\n")
    }

    /// Several diagnostics, one after the other.
    public static func render(_ diagnostics: [Diagnostic], color: Bool) -> String {
        diagnostics.map { render($0, color: color) }.joined(separator: "\n")
    }

    /// The range's length in Characters, clipped to its first line (at least 1).
    private static func length(of range: SourceRange, line: Int) -> Int {
        let bytes = range.file.bytes
        let start = min(range.start, bytes.count)
        var end = min(range.end, bytes.count)
        if let newline = bytes[start..<end].firstIndex(of: 10) { end = newline }
        while end > start, bytes[end - 1] == 13 { end -= 1 }
        return max(1, String(decoding: bytes[start..<end], as: UTF8.self).count)
    }

    private static func caretLine(source: String, column: Int, length: Int) -> String {
        var prefix = ""
        for (index, character) in source.enumerated() where index < column - 1 {
            prefix.append(character == "\t" ? "\t" : " ")
        }
        if column - 1 > source.count { prefix += String(repeating: " ", count: column - 1 - source.count) }
        return prefix + "^" + String(repeating: "~", count: max(0, length - 1))
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
