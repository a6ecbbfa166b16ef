import Foundation
import ScenarioLanguage
import ScenarioRuntime
import TableREPL

// MARK: Item 9: the prompt against `tablesim run`

/// `section N rows`, then `steps` × `scroll 50`: one statement per line at the prompt.
func promptScript(rows n: Int, steps: Int) -> [String] {
    ["section \(n) rows"] + Array(repeating: "scroll 50", count: steps)
}

/// The same statements typed at the prompt (the REPL core with the prompt's
/// table options, a scripted reader, output dropped) against `tablesim run` on
/// them as a file (ScenarioRunner with the command line's options). Both pay
/// for parsing, the table and the loading of `n` rows; the prompt also for its
/// per-statement work (journal, summary line).
func benchPrompt(n: Int, steps: Int, repetitions: Int) -> BenchResult {
    let lines = promptScript(rows: n, steps: steps)
    let folder = NSTemporaryDirectory() + "tablesim-bench-\(getpid())"
    let path = folder + "/prompt.scenario"
    orExit("writing the benchmark's scenario") {
        try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
        try AtomicFile.write(lines.joined(separator: "\n") + "\n", to: path)
    }
    defer { try? FileManager.default.removeItem(atPath: folder) }
    let quiet = REPLOutput(out: { blackHole($0.utf8.count) }, err: { blackHole($0.utf8.count) })
    var options = RunOptions()
    options.invariantChecking = RunOptions.commandLineInvariantChecking
    // Interleaved, so that a busy moment on a shared machine weighs on both sides alike.
    var prompt: [Double] = [], run: [Double] = []
    for _ in 0..<repetitions {
        prompt.append(medianNanoseconds(repetitions: 1) {
            let repl = REPL(reader: ScriptedLineReader(lines: lines), output: quiet,
                            makeBackend: { ScenarioSession(baseDirectory: folder, options: REPLMain.sessionOptions(interruption: nil)) },
                            baseDirectory: folder)
            blackHole(Int(repl.run()))
        })
        run.append(medianNanoseconds(repetitions: 1) {
            blackHole(ScenarioRunner.run(file: path, options: options).passed ? 1 : 0)
        })
    }
    let measured = median(prompt), baseline = median(run)
    return BenchResult(item: "9", name: "prompt: \(steps) × scroll 50, a statement each (vs tablesim run)", n: n,
                       measured: measured, baseline: baseline, goal: .slowerAtMost(1.5))
}
