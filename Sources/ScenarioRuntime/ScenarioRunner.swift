import Foundation
import ScenarioLanguage

/// The outcome of one scenario file.
public struct ScenarioResult: Sendable {
    public var path: String
    public var diagnostics: [Diagnostic]
    /// Output of `print`/`show` commands that have no expected block.
    public var output: [String]
    public var seconds: Double
    /// `--update` rewrote the file's expected-output blocks.
    public var updated = false

    public var passed: Bool { !diagnostics.contains { $0.severity == .error } }
}

/// Finds and runs scenario files (`tablesim run`).
public enum ScenarioRunner {
    /// Files as given, and every `*.scenario` under each folder, recursively, in path order.
    public static func collect(_ paths: [String]) throws -> [String] {
        try collectNamed(paths).map(\.path)
    }

    /// `collect`, with each file's picture name for `--svg`: its path relative to
    /// the folder given without `.scenario` (`a/x`), or a file's own name; a name
    /// already taken in the run gets `~2`, `~3`, … so no picture overwrites another.
    public static func collectNamed(_ paths: [String]) throws -> [(path: String, pictureName: String)] {
        var files: [(path: String, pictureName: String)] = []
        var taken: Set<String> = []
        func add(_ path: String, _ relative: String) {
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
                let found = (FileManager.default.enumerator(atPath: path)?.compactMap { $0 as? String } ?? [])
                    .filter { $0.hasSuffix(".scenario") }
                    .sorted()
                for relative in found { add((path as NSString).appendingPathComponent(relative), relative) }
            } else {
                add(path, (path as NSString).lastPathComponent)
            }
        }
        return files
    }

    /// Parses and runs one file; with `update`, rewrites its expected-output blocks.
    public static func run(file path: String, options: RunOptions = RunOptions(), update: Bool = false) -> ScenarioResult {
        let start = Date()
        let file: SourceFile
        do {
            let (source, encodingError) = try SourceReader.source(atPath: path)
            if let encodingError {
                return ScenarioResult(path: path, diagnostics: [encodingError], output: [], seconds: 0)
            }
            file = source
        } catch {
            return ScenarioResult(path: path, diagnostics: [Diagnostic(.error, "cannot read \(path): \(error.reason)", at: nil)],
                                  output: [], seconds: 0)
        }
        let text = file.text
        let (program, syntaxErrors) = Parser.parse(file)
        guard syntaxErrors.isEmpty else {
            return ScenarioResult(path: path, diagnostics: syntaxErrors, output: [], seconds: Date().timeIntervalSince(start))
        }
        var runOptions = options
        runOptions.acceptOutput = update
        if runOptions.pictureName == nil {
            runOptions.pictureName = ((path as NSString).lastPathComponent as NSString).deletingPathExtension
        }
        let directory = SourceReader.folder(of: path)
        let interpreter = Interpreter(baseDirectory: directory.isEmpty ? "." : directory, options: runOptions)
        interpreter.includeStack = [SourceReader.realPath(path) ?? path]
        interpreter.run(program.commands)
        var result = ScenarioResult(path: path, diagnostics: interpreter.diagnostics, output: interpreter.output,
                                    seconds: Date().timeIntervalSince(start))
        if update {
            let rewritten = ExpectedOutputUpdater.rewrite(file, records: interpreter.outputRecords)
            if rewritten != text {
                do {
                    try AtomicFile.write(rewritten, to: path)
                    result.updated = true
                } catch {
                    result.diagnostics.append(Diagnostic(.error, "cannot update \(path): \(error.localizedDescription)", at: nil))
                }
            }
        }
        return result
    }
}

public struct RunnerError: Error, CustomStringConvertible {
    public var description: String
    public init(_ description: String) { self.description = description }
}

/// `--update`: replaces (or adds) the `> ` block after each `print`/`show`
/// of a file with its actual output, leaving every other byte as it was.
enum ExpectedOutputUpdater {
    static func rewrite(_ file: SourceFile, records: [OutputRecord]) -> String {
        var latest: [Int: OutputRecord] = [:]
        for record in records where record.command.range.file === file {
            latest[record.command.lineEnd] = record
        }
        var bytes = Array(file.text.utf8)
        let crlfFile = file.text.contains("\r\n")
        for record in latest.values.sorted(by: { $0.command.lineEnd > $1.command.lineEnd }) {
            // Keep the file's line endings: those of the command's line (CRLF files stay CRLF).
            let end = min(record.command.lineEnd, bytes.count)
            let crlf = end >= 2 && bytes[end - 1] == UInt8(ascii: "\n") ? bytes[end - 2] == UInt8(ascii: "\r") : crlfFile
            let newline = crlf ? "\r\n" : "\n"
            let block = record.lines.map { $0.isEmpty ? ">" : "> " + $0 }.joined(separator: newline) + newline
            if let expected = record.command.expected {
                bytes.replaceSubrange(expected.start..<min(expected.end, bytes.count), with: Array(block.utf8))
            } else {
                let at = min(record.command.lineEnd, bytes.count)
                let needsBreak = at > 0 && bytes[at - 1] != UInt8(ascii: "\n")
                bytes.insert(contentsOf: Array(((needsBreak ? newline : "") + block).utf8), at: at)
            }
        }
        return String(decoding: bytes, as: UTF8.self)
    }
}
