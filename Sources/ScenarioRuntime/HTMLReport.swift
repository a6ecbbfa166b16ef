import Foundation
import ScenarioLanguage

/// `--html report.html`: one self-contained page to open from a CI's
/// artifacts. A summary and a table of every scenario with its status and
/// time; then each scenario with its output and diagnostics in the order they
/// happened, a picture (inline SVG) of the table at each failure and at each
/// `show`, and expected-output differences as a coloured unified diff. No
/// scripts and no external files (its content security policy forbids both):
/// plain HTML and CSS, failed scenarios open, passed ones folded (`<details>`).
public enum HTMLReport {
    public static func page(_ results: [ScenarioResult], context: RunContext = RunContext(), notRun: Int = 0) -> String {
        let failed = results.filter { !$0.passed }.count
        let title = failed == 0 ? "tablesim: \(results.count) passed" : "tablesim: \(failed) failed"
        var html = """
        <!DOCTYPE html>
        <html lang="en">
        <head>
        <meta charset="utf-8">
        <meta name="viewport" content="width=device-width, initial-scale=1">
        <meta http-equiv="Content-Security-Policy" content="default-src 'none'; style-src 'unsafe-inline'">
        <title>\(escape(title))</title>
        <style>\(style)</style>
        </head>
        <body>
        <h1>tablesim report</h1>

        """
        html += summary(results, context: context, notRun: notRun)
        for (i, result) in results.enumerated() {
            html += scenario(result, id: i + 1)
        }
        html += "</body>\n</html>\n"
        return html
    }

    private static func summary(_ results: [ScenarioResult], context: RunContext, notRun: Int) -> String {
        let failed = results.filter { !$0.passed }.count
        var html = "<section id=\"summary\">\n<p class=\"counts\"><span class=\"pass\">\(results.count - failed) passed</span>, "
            + "<span class=\"\(failed == 0 ? "none" : "fail")\">\(failed) failed</span>"
        if notRun > 0 { html += ", <span class=\"none\">\(notRun) not run (--fail-fast)</span>" }
        html += String(format: " in %.2fs", Report.totalSeconds(results))
        html += " · \(escape(Report.junitTimestamp(context.started))) UTC on \(escape(context.hostname))</p>\n"
        html += "<table>\n<thead><tr><th>status</th><th>scenario</th><th>time</th></tr></thead>\n<tbody>\n"
        for (i, result) in results.enumerated() {
            let status = result.passed ? "pass" : "fail"
            html += "<tr class=\"\(status)\"><td class=\"status\">\(status.uppercased())</td>"
                + "<td><a href=\"#scenario-\(i + 1)\">\(escape(result.path))</a></td>"
                + "<td class=\"time\">\(Report.duration(result.seconds))</td></tr>\n"
        }
        return html + "</tbody>\n</table>\n</section>\n"
    }

    private static func scenario(_ result: ScenarioResult, id: Int) -> String {
        let status = result.passed ? "pass" : "fail"
        var html = "<details class=\"scenario \(status)\" id=\"scenario-\(id)\"\(result.passed ? "" : " open")>\n"
        html += "<summary><span class=\"badge\">\(status.uppercased())</span> \(escape(result.path)) "
            + "<span class=\"time\">\(Report.duration(result.seconds))</span></summary>\n"
        var pictures = result.pictures[...]
        func picturesUpTo(_ count: Int) {
            while let picture = pictures.first, picture.afterEvent <= count {
                pictures = pictures.dropFirst()
                let caption = picture.kind == .show ? "show" : "the table when it failed"
                html += "<figure class=\"picture \(picture.kind == .show ? "show" : "failure")\">"
                    + "<figcaption>\(caption)</figcaption>\n\(picture.svg)</figure>\n"
            }
        }
        var output: [String] = []
        func flushOutput() {
            guard !output.isEmpty else { return }
            html += "<pre class=\"output\">\(escape(output.joined(separator: "\n")))</pre>\n"
            output = []
        }
        picturesUpTo(0)
        for (i, event) in result.events.enumerated() {
            if let line = event.line {
                output.append(line)
            } else if let diagnostic = event.diagnostic {
                flushOutput()
                html += self.diagnostic(diagnostic)
            }
            if let next = pictures.first, next.afterEvent <= i + 1 {
                flushOutput()
                picturesUpTo(i + 1)
            }
        }
        flushOutput()
        picturesUpTo(Int.max)
        if result.events.isEmpty && result.pictures.isEmpty {
            html += "<p class=\"quiet\">No output.</p>\n"
        }
        return html + "</details>\n"
    }

    /// A diagnostic as the log prints it, except that a unified diff among its
    /// notes is drawn as one: removed lines red, added lines green.
    private static func diagnostic(_ diagnostic: Diagnostic) -> String {
        var plain = diagnostic
        var diff: [String] = []
        if let start = diagnostic.notes.firstIndex(of: "--- expected") {
            diff = Array(diagnostic.notes[start...])
            plain.notes = Array(diagnostic.notes[..<start])
        }
        let kind = diagnostic.severity == .error ? "error" : "note"
        var html = "<pre class=\"diagnostic \(kind)\">\(escape(DiagnosticRenderer.render(plain, color: false)))</pre>\n"
        if !diff.isEmpty {
            html += "<pre class=\"diff\">"
            html += diff.map { line in
                let cls = line.hasPrefix("+++") || line.hasPrefix("---") ? "file"
                    : line.hasPrefix("@@") ? "hunk" : line.hasPrefix("+") ? "added" : line.hasPrefix("-") ? "removed" : "same"
                let tag = cls == "added" ? "ins" : cls == "removed" ? "del" : "span"
                return "<\(tag) class=\"\(cls)\">\(escape(line))</\(tag)>"
            }.joined()
            html += "</pre>\n"
        }
        return html
    }

    static func escape(_ s: String) -> String { Report.escape(s) }

    private static let style = """
    body{font:15px/1.45 -apple-system,system-ui,"Segoe UI",Helvetica,Arial,sans-serif;margin:2em auto;max-width:70em;padding:0 1em;color:#1d1d1f}
    h1{font-size:1.6em;margin:0 0 .4em}
    .counts{font-size:1.15em}
    span.pass{color:#1a7f37}span.fail{color:#cf222e}span.none{color:#57606a}
    table{border-collapse:collapse;margin:1em 0 2em}
    th,td{text-align:left;padding:.2em .8em;border-bottom:1px solid #d0d7de}
    td.status{font-weight:bold}td.time,.time{font-variant-numeric:tabular-nums;color:#57606a}
    tr.fail td.status{color:#cf222e}tr.pass td.status{color:#1a7f37}
    details.scenario{border:1px solid #d0d7de;border-radius:6px;margin:0 0 1em;padding:.4em .8em}
    details.fail{border-color:#cf222e}
    summary{cursor:pointer;font-weight:600}
    .badge{display:inline-block;min-width:3.2em;text-align:center;border-radius:4px;color:#fff;padding:0 .3em;font-size:.85em}
    details.pass .badge{background:#1a7f37}details.fail .badge{background:#cf222e}
    pre{background:#f6f8fa;padding:.6em .8em;border-radius:4px;overflow-x:auto;font:13px/1.4 ui-monospace,Menlo,Consolas,monospace}
    pre.diagnostic.error{border-left:4px solid #cf222e}
    pre.diff>*{display:block;text-decoration:none}
    pre.diff del{background:#ffebe9;color:#82071e}
    pre.diff ins{background:#dafbe1;color:#116329}
    pre.diagnostic{white-space:pre-wrap}
    pre.diff .hunk{color:#8250df}pre.diff .file{color:#57606a;font-weight:bold}
    figure{margin:.6em 0;display:inline-block;vertical-align:top;margin-right:1em}
    figure.failure{outline:3px solid #cf222e}
    figcaption{font-size:.85em;color:#57606a}
    figure svg{display:block;width:300px;height:auto;background:#fff;border:1px solid #d0d7de}
    .quiet{color:#57606a}
    """
}
