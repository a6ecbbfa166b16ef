import Foundation
import ScenarioLanguage

/// The whole pipeline on arbitrary bytes, as the fuzzer (Fuzz/) drives it and
/// its regression tests replay it: the bytes become a scenario file in a
/// sandbox folder, which `tablesim run` reads, parses, runs (with `--update`
/// and `--svg` when the first byte says so), then reports in text and JUnit.
/// `include` and `show svg` reach only files inside the sandbox.
public enum FuzzPipeline {
    /// Limits small enough for thousands of runs a second.
    public static func options(sandbox: String, flags: UInt8) -> RunOptions {
        var options = RunOptions(svgDirectory: flags & 2 != 0 ? sandbox + "/svg" : nil)
        options.limits.commands = 5_000
        options.limits.rowWork = 200_000
        options.limits.rowsPerUpdate = 20_000
        options.fileAccess = .inside(sandbox)
        // Debug builds of the fuzzer check the engine's invariants after every change (a broken one traps).
        options.invariantChecking = .upTo(rows: 2_000)
        return options
    }

    /// Files an input may include: `a.scenario`, and `b.scenario`, which includes it.
    public static func prepare(sandbox: String) throws {
        try FileManager.default.createDirectory(atPath: sandbox, withIntermediateDirectories: true)
        try AtomicFile.write("section 3 rows\nprint offset\n", to: sandbox + "/a.scenario")
        try AtomicFile.write("include \"a.scenario\"\nshow\n", to: sandbox + "/b.scenario")
    }

    /// Runs `bytes` as `SANDBOX/fuzz.scenario`; returns the text report. The
    /// first byte's low bits choose `--update` (1) and `--svg` (2); it is part of the scenario too.
    @discardableResult
    public static func run(_ bytes: [UInt8], sandbox: String) -> String {
        let path = sandbox + "/fuzz.scenario"
        guard FileManager.default.createFile(atPath: path, contents: Data(bytes)) else { return "" }
        let flags = bytes.first ?? 0
        let result = ScenarioRunner.run(file: path, options: options(sandbox: sandbox, flags: flags), update: flags & 1 != 0)
        let rendered = result.diagnostics.map { DiagnosticRenderer.render($0, color: flags & 4 != 0) }
        return Report.scenario(result, color: flags & 4 != 0) + Report.junit([result]) + rendered.joined(separator: "\n")
    }
}
