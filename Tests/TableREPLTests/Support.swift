import Foundation
import ScenarioLanguage
import ScenarioRuntime
@testable import TableREPL

/// Collects what the REPL writes.
final class Sink: @unchecked Sendable {
    private let lock = NSLock()
    private var out = ""
    private var err = ""

    var stdout: String { lock.withLock { out } }
    var stderr: String { lock.withLock { err } }

    var output: REPLOutput {
        REPLOutput(out: { text in self.lock.withLock { self.out += text } },
                   err: { text in self.lock.withLock { self.err += text } })
    }
}

/// A stand-in table: `print X` prints X, `section N rows` changes the table,
/// `fail` raises an error at column 1, `slow` is stopped by Ctrl-C part-way
/// (as is any statement `interrupt` picks), everything else just succeeds.
final class FakeBackend: REPLBackend {
    private(set) var executed: [String] = []
    private var sections = 0
    private let interrupt: (String) -> Bool

    init(interrupt: @escaping (String) -> Bool = { _ in false }) { self.interrupt = interrupt }

    func execute(_ file: SourceFile) -> ExecutionResult {
        executed.append(file.text)
        let text = file.text
        if text.hasPrefix("fail") {
            let range = SourceRange(file: file, start: 0, end: 4)
            var result = ExecutionResult(diagnostics: [Diagnostic(.error, "it failed", at: range)])
            result.stoppedBy = result.diagnostics.first
            return result
        }
        if text.hasPrefix("slow") || interrupt(text) {
            let range = SourceRange(file: file, start: 0, end: 4)
            return ExecutionResult(diagnostics: [Diagnostic(.error, "interrupted", at: range)], changedTable: true,
                                   interrupted: true)
        }
        if text.hasPrefix("print ") {
            return ExecutionResult(output: String(text.dropFirst(6)) + "\n")
        }
        if text.hasPrefix("section") || text.hasPrefix("update") {
            sections += 1
            return ExecutionResult(changedTable: true)
        }
        return ExecutionResult()
    }

    var summary: String { "sections \(sections)" }

    func indexPathsForCompletion(limit: Int) -> [String] { Array(["0,0", "0,1", "1,0"].prefix(limit)) }
}

/// Lines ending in `{` open a block, a line holding only `}` closes one.
func fakeBlockDepth(_ text: String) -> Int {
    text.split(separator: "\n").reduce(0) { depth, line in
        let trimmed = line.trimmingCharacters(in: .whitespaces)
        if trimmed.hasSuffix("{") { return depth + 1 }
        if trimmed == "}" { return depth - 1 }
        return depth
    }
}

/// A REPL over scripted input and fake backends; `backends` lists every one made.
struct Harness {
    let reader: ScriptedLineReader
    let sink = Sink()
    let repl: REPL
    let made: Made

    final class Made {
        var backends: [FakeBackend] = []
        /// Statements that Ctrl-C stops the next time they run.
        var interruptOnce: [String] = []

        func takeInterruption(_ text: String) -> Bool {
            guard let index = interruptOnce.firstIndex(of: text) else { return false }
            interruptOnce.remove(at: index)
            return true
        }
    }

    init(_ script: [LineRead]) {
        reader = ScriptedLineReader(script)
        let made = Made()
        self.made = made
        repl = REPL(reader: reader, output: sink.output,
                    makeBackend: {
                        let backend = FakeBackend(interrupt: made.takeInterruption)
                        made.backends.append(backend)
                        return backend
                    },
                    openBlockDepth: fakeBlockDepth)
    }

    init(lines: [String]) { self.init(lines.map { .line($0) }) }

    var backend: FakeBackend? { made.backends.last }
}
