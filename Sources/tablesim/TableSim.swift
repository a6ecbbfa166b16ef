import ArgumentParser
import Foundation
import ScenarioLanguage
import ScenarioRuntime
import TableEngine
import TableREPL

/// `tablesim`: the REPL on a terminal, a script from stdin otherwise; `tablesim run` for files.
@main
struct TableSim: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tablesim",
        abstract: "Simulate iOS table views headlessly, from scenario files or an interactive prompt.",
        subcommands: [Run.self, Repl.self, Reference.self],
        defaultSubcommand: Repl.self
    )

    static func main() {
        StandardStreams.reserveClosedDescriptors()
        main(nil)
    }
}

extension PlatformProfile: ExpressibleByArgument {}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenario files, and every *.scenario under each folder.",
        discussion: "Exit status: 0 when every scenario passes, 1 when any fails, 64 for a usage error, "
            + "74 when the report cannot be written.")

    @ArgumentParser.Argument(help: "Scenario files or folders.")
    var paths: [String]

    @Flag(help: "Rewrite expected-output blocks with the actual output.")
    var update = false

    @Option(help: ArgumentHelp("Write a JUnit XML report.", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("Write an SVG for every `show`.", valueName: "dir"))
    var svg: String?

    @Option(help: "Run as if each scenario began with this `platform` line (ios14 or ios15).")
    var platform: PlatformProfile?

    @Flag(name: .shortAndLong, help: "Print every `print` and `show` with its file and line, checked or not (a transcript).")
    var verbose = false

    @Option(help: ArgumentHelp("Stop a scenario that runs longer than this (0: no limit).", valueName: "seconds"))
    var timeout: Double = RunOptions.defaultTimeout

    /// The scenario files found under `paths` by `validate`, with their picture names.
    private(set) var files: [(path: String, pictureName: String)] = []

    private enum CodingKeys: CodingKey { case paths, update, junit, svg, platform, verbose, timeout }

    /// Usage errors (exit 64) are found here, before anything runs, so that
    /// argument-parser prints this command's usage line with them. The
    /// folders are walked once, here.
    mutating func validate() throws {
        do {
            files = try ScenarioRunner.collectNamed(paths)
        } catch {
            throw ValidationError("\(error)")
        }
        guard timeout.isFinite, timeout >= 0 else { throw ValidationError("--timeout must be a number of seconds, 0 or more") }
        // Reports and pictures must be writable before anything runs.
        if let junit {
            do { try AtomicFile.check(junit) } catch { throw ValidationError("--junit: \(error)") }
        }
        if let svg {
            do {
                try FileManager.default.createDirectory(atPath: svg, withIntermediateDirectories: true)
                try AtomicFile.check((svg as NSString).appendingPathComponent("tablesim-check.svg"))
            } catch let error as AtomicFile.Failure {
                throw ValidationError("--svg: the folder \(svg) is not writable (\(error.reason))")
            } catch {
                throw ValidationError("--svg: cannot create the folder \(svg)")
            }
        }
    }

    func run() throws {
        let output = StreamWriter(STDOUT_FILENO), errors = StreamWriter(STDERR_FILENO)
        if files.isEmpty {
            errors.write("warning: no *.scenario files in \(paths.joined(separator: " "))\n")
        }
        var options = RunOptions(platform: platform, svgDirectory: svg, verbose: verbose)
        options.limits.seconds = timeout > 0 ? timeout : nil
        // Debug builds (`make demo`) verify the layout store, O(n), only for small tables.
        options.invariantChecking = .upTo(rows: 5_000)
        let color = ColorPolicy.useColor(STDOUT_FILENO)
        let results = ScenarioRunner.run(files: files, options: options, update: update) { result in
            output.write(Report.scenario(result, color: color))
        }
        output.write(Report.summary(results) + "\n")
        if let junit {
            do {
                try AtomicFile.write(Report.junit(results), to: junit)
            } catch {
                errors.write("error: \(error)\n")
                throw ExitCode(StandardStreams.outputFailure)
            }
        }
        try exitOnStreamFailure(output, errors)
        if results.contains(where: { !$0.passed }) { throw ExitCode(1) }
    }
}

struct Repl: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "The interactive prompt (the default); with stdin not a terminal, runs stdin as a scenario.")

    func run() throws {
        if isatty(STDIN_FILENO) == 1 {
            let status = REPLMain.run()
            if status != 0 { throw ExitCode(status) }
            return
        }
        try runStandardInput()
    }
}

struct Reference: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the scenario language reference in Markdown (the README's, generated from the command table).")

    func run() throws {
        let output = StreamWriter(STDOUT_FILENO)
        output.write(HelpText.markdownReference())
        try exitOnStreamFailure(output)
    }
}
