import Foundation
import ScenarioLanguage

/// `tablesim run`, after its options are parsed: which scenarios, how to run
/// them, and which reports to write.
public struct RunCommand {
    public var files: [(path: String, pictureName: String)]
    public var options: RunOptions
    public var update = false
    /// Scenarios run at once (`--jobs`).
    public var jobs = ProcessInfo.processInfo.activeProcessorCount
    public var failFast = false
    public var junitPath: String?
    /// `--tap`: a file, or `-` for standard output (then the log goes to standard error).
    public var tapPath: String?
    public var htmlPath: String?
    /// `::error` workflow commands after each failed scenario (`--annotations`, or inside GitHub Actions).
    public var annotations = false
    public var color = false

    public init(files: [(path: String, pictureName: String)], options: RunOptions) {
        self.files = files
        self.options = options
    }

    /// Keeps the scenarios whose path matches one of the patterns (all of them when there are none).
    public mutating func filter(_ patterns: [String]) {
        guard !patterns.isEmpty else { return }
        files = files.filter { file in patterns.contains { ScenarioFilter.matches($0, file.path) } }
    }

    /// `--list`: the scenarios that would run, one path a line.
    public var listing: String { files.map { $0.path + "\n" }.joined() }

    /// Runs the scenarios, writing the log with `log` as each one is done (in
    /// path order), then the reports; returns the exit status. A report that
    /// cannot be written is an error on standard error and status 1.
    public func execute(log: (String) -> Void, standardOutput: (String) -> Void, errors: (String) -> Void) -> Int32 {
        var options = self.options
        options.takesPictures = htmlPath != nil
        let context = RunContext()
        let results = ScenarioRunner.run(files: files, options: options, update: update, jobs: jobs, failFast: failFast) { result in
            log(Report.scenario(result, color: color))
            // With the log: on standard output, unless TAP is there.
            if annotations { log(Report.githubAnnotations(result)) }
        }
        let stoppedEarly = results.count < files.count
        if stoppedEarly {
            log("--fail-fast: stopped after the first failed scenario (\(files.count - results.count) not run)\n")
        }
        log(Report.slowest(results) + Report.summary(results) + "\n")
        var status: Int32 = results.allSatisfy(\.passed) ? 0 : 1
        var reports: [(path: String, text: () -> String)] = []
        if let junitPath { reports.append((junitPath, { Report.junit(results, context: context) })) }
        if let tapPath { reports.append((tapPath, { Report.tap(results, stoppedEarly: stoppedEarly) })) }
        if let htmlPath {
            reports.append((htmlPath, { HTMLReport.page(results, context: context, notRun: files.count - results.count) }))
        }
        for (path, text) in reports {
            if path == "-" {
                standardOutput(text())
                continue
            }
            do {
                try AtomicFile.write(text(), to: path)
            } catch {
                errors("error: \(error)\n")
                status = 1
            }
        }
        return status
    }
}

/// `--filter PATTERN`: a pattern with `*`, `?` or a closed `[...]` set is a glob
/// over the whole path (`*` crosses `/`); any other pattern (a lone `[` too)
/// matches a path that contains it.
public enum ScenarioFilter {
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        let p = Array(pattern.unicodeScalars)
        let isGlob = p.indices.contains { p[$0] == "*" || p[$0] == "?" || (p[$0] == "[" && setEnd(p, $0) != nil) }
        guard isGlob else { return path.contains(pattern) }
        return glob(p, Array(path.unicodeScalars))
    }

    /// Where the `[...]` set opened at `i` closes: the index of its `]` (the
    /// set's first character may be `]`), or nil when it does not close.
    private static func setEnd(_ p: [Unicode.Scalar], _ i: Int) -> Int? {
        var j = i + 1
        if j < p.count, p[j] == "!" || p[j] == "^" { j += 1 }
        guard j < p.count else { return nil }
        return p[(j + 1)...].firstIndex(of: "]")
    }

    /// Iterative glob matching with one backtrack point per `*` (linear in practice, never exponential).
    private static func glob(_ p: [Unicode.Scalar], _ s: [Unicode.Scalar]) -> Bool {
        var pi = 0, si = 0
        var star: (p: Int, s: Int)?
        while si < s.count {
            if pi < p.count, p[pi] == "*" {
                star = (pi, si)
                pi += 1
            } else if pi < p.count, let width = matchOne(p, pi, s[si]) {
                pi += width
                si += 1
            } else if let last = star {
                pi = last.p + 1
                si = last.s + 1
                star = (last.p, last.s + 1)
            } else {
                return false
            }
        }
        while pi < p.count, p[pi] == "*" { pi += 1 }
        return pi == p.count
    }

    /// Whether `c` matches the pattern element at `i` (`?`, `[set]`, `[!set]`, a range `a-z`, or a
    /// character); returns the element's width in the pattern, or nil. An unclosed `[` is a character.
    private static func matchOne(_ p: [Unicode.Scalar], _ i: Int, _ c: Unicode.Scalar) -> Int? {
        switch p[i] {
        case "?": return 1
        case "[":
            guard let close = setEnd(p, i) else { return c == "[" ? 1 : nil }
            var j = i + 1
            let negated = p[j] == "!" || p[j] == "^"
            if negated { j += 1 }
            var matched = false
            while j < close {
                if j + 2 < close, p[j + 1] == "-" {
                    if p[j] <= c && c <= p[j + 2] { matched = true }
                    j += 3
                } else {
                    if p[j] == c { matched = true }
                    j += 1
                }
            }
            return matched != negated ? close - i + 1 : nil
        default:
            return p[i] == c ? 1 : nil
        }
    }
}
