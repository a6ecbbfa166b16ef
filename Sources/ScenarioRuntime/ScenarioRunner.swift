import Foundation
import ScenarioLanguage

/// The outcome of one scenario file.
public struct ScenarioResult: Sendable {
    public var path: String
    /// Output lines and diagnostics, in the order they happened.
    public var events: [RunEvent]
    public var seconds: Double
    /// When it started (JUnit's `timestamp`).
    public var started = Date()
    /// `--update` rewrote the file's expected-output blocks.
    public var updated = false
    /// Pictures of the table (for `--html`): at each `show` and at each error.
    public var pictures: [Picture] = []

    public init(path: String, events: [RunEvent], seconds: Double) {
        self.path = path
        self.events = events
        self.seconds = seconds
    }

    /// A result of failed checks, after the output.
    public init(path: String, diagnostics: [Diagnostic], output: [String], seconds: Double) {
        self.init(path: path, events: output.map(RunEvent.output) + diagnostics.map(RunEvent.diagnostic), seconds: seconds)
    }

    /// The diagnostics, in order.
    public var diagnostics: [Diagnostic] { events.compactMap(\.diagnostic) }
    /// Output of `print`/`show` commands that have no expected block.
    public var output: [String] { events.compactMap(\.line) }
    /// What stopped the scenario or kept it from running, if anything did.
    public var stops: [Diagnostic] { events.compactMap { if case .stop(let d) = $0 { d } else { nil } } }

    public var passed: Bool { !diagnostics.contains { $0.severity == .error } }

    /// Keeps the first `limit` errors (and all output), then a note saying how many more there were.
    mutating func capErrors(at limit: Int) {
        if let note = RunEvent.capErrors(&events, at: limit) { events.append(.diagnostic(note)) }
    }
}

extension RunEvent {
    /// Drops the errors after the first `limit` (keeping output); returns a
    /// note saying how many were dropped, or nil when none were.
    static func capErrors(_ events: inout [RunEvent], at limit: Int) -> Diagnostic? {
        var errors = 0
        guard let cut = events.firstIndex(where: { event in
            if event.diagnostic?.severity == .error { errors += 1 }
            return errors > limit
        }) else { return nil }
        let dropped = events[cut...].compactMap { $0.diagnostic?.severity == .error ? $0.diagnostic : nil }
        events = Array(events[..<cut] + events[cut...].filter { $0.line != nil })
        // A parse that stopped early says so, even among the errors not shown.
        let tooMany = SyntaxError.tooManyErrors(Parser.maximumErrors).message
        let stopped = dropped.last?.message == tooMany ? tooMany : nil
        let count = dropped.count - (stopped == nil ? 0 : 1)
        return Diagnostic(.note, "\(count) more error\(count == 1 ? "" : "s") not shown" + (stopped.map { "; \($0)" } ?? ""), at: nil)
    }
}

/// Finds and runs scenario files (`tablesim run`).
public enum ScenarioRunner {
    /// Whether `path` names a scenario file: `*.scenario` (what a folder run
    /// runs) or `*.inc` (a part of scenarios, only included). `include` reads
    /// only these; a report is never written over one.
    public static func isScenarioFile(_ path: String) -> Bool {
        path.hasSuffix(".scenario") || path.hasSuffix(".inc")
    }

    /// Files as given, and every `*.scenario` under each folder, recursively, in path order.
    /// Hidden files and folders (`.git`, `.build`) are skipped inside folders, but
    /// a hidden path given by name is run.
    public static func collect(_ paths: [String]) throws -> [String] {
        try collectNamed(paths).map(\.path)
    }

    /// `collect`, with each file's picture name for `--svg`: its path relative to
    /// the folder given without `.scenario` (`a/x`), or a file's own name; a name
    /// already taken in the run gets `~2`, `~3`, … so no picture overwrites another.
    /// A file reached twice (named twice, or named and inside a folder named) runs once,
    /// where it was first reached.
    public static func collectNamed(_ paths: [String]) throws -> [(path: String, pictureName: String)] {
        var files: [(path: String, pictureName: String)] = []
        var taken: Set<String> = []
        var seen: Set<String> = []
        func add(_ path: String, _ relative: String) {
            guard seen.insert(SourceReader.realPath(path) ?? (path as NSString).standardizingPath).inserted else { return }
            let stem = (relative as NSString).deletingPathExtension
            var name = stem, n = 1
            while taken.contains(name) {
                n += 1
                name = "\(stem)~\(n)"
            }
            taken.insert(name)
            files.append((path, name))
        }
        for path in paths {
            var isDirectory: ObjCBool = false
            guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else {
                throw RunnerError("no such file or folder: \(path)")
            }
            if isDirectory.boolValue {
                for relative in scenarios(under: path).sorted() { add((path as NSString).appendingPathComponent(relative), relative) }
            } else {
                add(path, (path as NSString).lastPathComponent)
            }
        }
        return files
    }

    /// The `*.scenario` files under a folder, as paths relative to it, not
    /// looking inside hidden folders or following links to folders.
    private static func scenarios(under root: String) -> [String] {
        var found: [String] = []
        var folders = [""]
        while let folder = folders.popLast() {
            let full = folder.isEmpty ? root : (root as NSString).appendingPathComponent(folder)
            for name in (try? FileManager.default.contentsOfDirectory(atPath: full)) ?? [] where !name.hasPrefix(".") {
                let relative = folder.isEmpty ? name : (folder as NSString).appendingPathComponent(name)
                let type = try? FileManager.default.attributesOfItem(atPath: (full as NSString).appendingPathComponent(name))[.type]
                if type as? FileAttributeType == .typeDirectory {
                    folders.append(relative)
                } else if name.hasSuffix(".scenario") {
                    found.append(relative)
                }
            }
        }
        return found
    }

    /// At most this many errors are reported per scenario; a note counts the rest.
    public static let maximumErrors = 50

    /// Parses and runs one file; with `update`, rewrites its expected-output blocks
    /// (and those of the files it includes).
    public static func run(file path: String, options: RunOptions = RunOptions(), update: Bool = false) -> ScenarioResult {
        var result = runUncapped(file: path, options: options, update: update)
        result.capErrors(at: maximumErrors)
        return result
    }

    /// Runs scenarios in order, handing each result to `report`. With `update`,
    /// every scenario is updated first and then each one that passed runs again
    /// as a plain check before anything is reported: an included file's blocks
    /// are shared, and a scenario updated later may have rewritten them with
    /// output an earlier one does not print.
    ///
    /// `jobs` scenarios run at once (each in its own interpreter; `--update`
    /// runs one at a time, as scenarios may share included files); `report`
    /// still sees the results in order, as a run of one job would. With
    /// `failFast`, nothing after the first failed scenario runs or is reported.
    public static func run(files: [(path: String, pictureName: String)], options: RunOptions, update: Bool,
                           jobs: Int = 1, failFast: Bool = false,
                           report: (ScenarioResult) -> Void) -> [ScenarioResult] {
        @Sendable func run(_ file: (path: String, pictureName: String), update: Bool) -> ScenarioResult {
            var options = options
            options.pictureName = file.pictureName
            return ScenarioRunner.run(file: file.path, options: options, update: update)
        }
        guard update else {
            return ParallelRun.run(count: files.count, jobs: jobs, stop: { failFast && !$0.passed },
                                   work: { run(files[$0], update: false) }, deliver: report)
        }
        var results: [ScenarioResult] = []
        for file in files {
            results.append(run(file, update: true))
            if failFast && !results[results.count - 1].passed { break }
        }
        for (i, file) in zip(files.indices, files) where i < results.count && results[i].passed {
            var check = run(file, update: false)
            guard !check.passed else { continue }
            check.updated = results[i].updated
            check.events.append(.diagnostic(Diagnostic(.note, "--update could not make this scenario pass: a file it includes "
                + "is included by another scenario that prints something else there", at: nil)))
            results[i] = check
        }
        results.forEach(report)
        return results
    }

    private static func runUncapped(file path: String, options: RunOptions, update: Bool) -> ScenarioResult {
        let start = Date()
        let file: SourceFile
        do {
            let (source, encodingError) = try SourceReader.source(atPath: path)
            if let encodingError {
                return ScenarioResult(path: path, events: [.stop(encodingError)], seconds: 0)
            }
            file = source
        } catch {
            return ScenarioResult(path: path, events: [.stop(RuntimeError.cannotRead(path: path, reason: error.reason).diagnostic(at: nil))],
                                  seconds: 0)
        }
        let (program, syntaxErrors) = Parser.parse(file)
        guard syntaxErrors.isEmpty else {
            return ScenarioResult(path: path, events: syntaxErrors.map(RunEvent.stop), seconds: Date().timeIntervalSince(start))
        }
        var runOptions = options
        runOptions.acceptOutput = update
        runOptions.labelsOutput = true
        if runOptions.pictureName == nil {
            runOptions.pictureName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        let directory = SourceReader.folder(of: path)
        let interpreter = Interpreter(baseDirectory: directory.isEmpty ? "." : directory, options: runOptions)
        interpreter.includeStack = [SourceReader.realPath(path) ?? path]
        interpreter.run(program.commands)
        let updated = update && updateExpectedOutput(of: interpreter)
        var result = ScenarioResult(path: path, events: interpreter.transcript.events(from: 0), seconds: Date().timeIntervalSince(start))
        result.started = start
        result.updated = updated
        result.pictures = interpreter.transcript.pictures
        return result
    }

    /// `--update`: rewrites the blocks of the scenario and of every file it
    /// included, leaving out commands whose output differed between runs.
    /// Returns whether a file changed.
    private static func updateExpectedOutput(of interpreter: Interpreter) -> Bool {
        var files: [Int: (source: SourceFile, records: [OutputRecord])] = [:]
        var order: [Int] = []
        for record in interpreter.firstOutputs {
            let site = record.site
            guard !interpreter.inconsistentSites.contains(site),
                  !record.command.range.file.name.hasPrefix("<") else { continue }
            if files[site.file] == nil {
                files[site.file] = (record.command.range.file, [])
                order.append(site.file)
            }
            files[site.file]?.records.append(record)
        }
        var updated = false
        for key in order {
            guard let (source, records) = files[key] else { continue }
            let target = source.name
            let rewritten = ExpectedOutputUpdater.rewrite(source, records: records)
            guard rewritten != source.text else { continue }
            do {
                try AtomicFile.write(rewritten, to: target)
                updated = true
            } catch {
                interpreter.transcript.stop(RuntimeError.cannotUpdate(path: target, reason: error.localizedDescription).diagnostic(at: nil))
            }
        }
        return updated
    }
}

public struct RunnerError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// `--update`: replaces (or adds) the `> ` block after each `print`/`show`
/// of a file with its actual output, leaving every other byte as it was.
enum ExpectedOutputUpdater {
    /// `records` are of commands of `file` (or of another parse of its text, for a file included twice).
    static func rewrite(_ file: SourceFile, records: [OutputRecord]) -> String {
        var latest: [Int: OutputRecord] = [:]
        for record in records {
            latest[record.command.lineEnd] = record
        }
        var bytes = Array(file.text.utf8)
        let fileNewline = lineBreak(endingAt: file.lineStarts.count > 1 ? file.lineStarts[1] : 0, in: bytes) ?? "\n"
        for record in latest.values.sorted(by: { $0.command.lineEnd > $1.command.lineEnd }) {
            // Keep the file's line endings: those of the command's line (LF, CRLF or CR), else the file's first.
            let end = min(record.command.lineEnd, bytes.count)
            let newline = lineBreak(endingAt: end, in: bytes) ?? fileNewline
            let block = record.lines.map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: newline) + newline
            if let expected = record.command.expected {
                bytes.replaceSubrange(expected.start..<min(expected.end, bytes.count), with: Array(block.utf8))
            } else {
                let at = min(record.command.lineEnd, bytes.count)
                let needsBreak = at > 0 && lineBreak(endingAt: at, in: bytes) == nil
                bytes.insert(contentsOf: Array(((needsBreak ? newline : "") + block).utf8), at: at)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }

    /// The line break (`\n`, `\r\n` or `\r`) that ends just before `end`, if one does.
    static func lineBreak(endingAt end: Int, in bytes: [UInt8]) -> String? {
        guard end > 0, end <= bytes.count else { return nil }
        switch bytes[end - 1] {
        case UInt8(ascii: "\n"): return end >= 2 && bytes[end - 2] == UInt8(ascii: "\r") ? "\r\n" : "\n"
        case UInt8(ascii: "\r"): return "\r"
        default: return nil
        }
    }
}
