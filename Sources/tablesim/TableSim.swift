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
}

extension PlatformChoice: ExpressibleByArgument {
    public static var allValueStrings: [String] { names }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenario files, and every *.scenario under each folder.",
        discussion: "Exit status: 0 when every scenario passes, 1 when any fails, 64 for a usage error.")

    @ArgumentParser.Argument(help: "Scenario files or folders.")
    var paths: [String]

    @Flag(help: "Rewrite expected-output blocks with the actual output.")
    var update = false

    @Option(help: ArgumentHelp("Write a JUnit XML report.", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("Write an SVG for every `show`.", valueName: "dir"))
    var svg: String?

    @Option(help: "Run as if each scenario began with this `platform` line (ios10, ios14 or ios15); all: compare the profiles.")
    var platform: PlatformChoice?

    @Flag(name: .shortAndLong, help: "Print every `print` and `show` with its file and line, checked or not (a transcript).")
    var verbose = false

    /// The scenario files found under `paths` by `validate`, with their picture names.
    private(set) var files: [(path: String, pictureName: String)] = []

    private enum CodingKeys: CodingKey { case paths, update, junit, svg, platform, verbose }

    /// Usage errors (exit 64) are found here, before anything runs, so that
    /// argument-parser prints this command's usage line with them. The
    /// folders are walked once, here.
    mutating func validate() throws {
        do {
            files = try ScenarioRunner.collectNamed(paths)
        } catch {
            throw ValidationError("\(error)")
        }
        // Reports and pictures must be writable before anything runs.
        if platform == .all, update || junit != nil || svg != nil {
            throw ValidationError("--platform all compares the profiles' output; it cannot be combined with --update, --junit or --svg")
        }
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
        if files.isEmpty {
            FileHandle.standardError.write(Data("warning: no *.scenario files in \(paths.joined(separator: " "))\n".utf8))
        }
        var options = RunOptions(platform: platform?.profile, svgDirectory: svg, verbose: verbose)
        // Debug builds (`make demo`) verify the layout store, O(n), only for small tables.
        options.invariantChecking = .upTo(rows: 5_000)
        if platform == .all {
            let ran = PlatformComparison.run(files: files.map(\.path), options: options) { print($0, terminator: "") }
            if !ran { throw ExitCode(1) }
            return
        }
        let color = ColorPolicy.useColor(STDOUT_FILENO)
        let results = ScenarioRunner.run(files: files, options: options, update: update) { result in
            print(Report.scenario(result, color: color), terminator: "")
        }
        print(Report.summary(results))
        if let junit {
            do {
                try AtomicFile.write(Report.junit(results), to: junit)
            } catch {
                FileHandle.standardError.write(Data("error: \(error)\n".utf8))
                throw ExitCode(1)
            }
        }
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
        let source = SourceFile.decode(name: "<stdin>", bytes: Array(FileHandle.standardInput.readDataToEndOfFile()))
        let session = ScenarioSession(baseDirectory: FileManager.default.currentDirectoryPath)
        let result = source.error.map { ExecutionResult(diagnostics: [$0]) } ?? session.execute(source.file)
        FileHandle.standardOutput.write(Data(result.output.utf8))
        let color = ColorPolicy.useColor(STDERR_FILENO)
        for diagnostic in result.diagnostics {
            FileHandle.standardError.write(Data((DiagnosticRenderer.render(diagnostic, color: color) + "\n").utf8))
        }
        if !result.succeeded { throw ExitCode(1) }
    }
}

struct Reference: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the scenario language reference in Markdown (the README's, generated from the command table).")

    func run() {
        print(HelpText.markdownReference(), terminator: "")
    }
}
