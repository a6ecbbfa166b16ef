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
        version: REPLMain.versionLine,
        subcommands: [Run.self, Repl.self, Reference.self, Grammar.self],
        defaultSubcommand: Repl.self
    )

    static func main() {
        StandardStreams.reserveClosedDescriptors()
        main(Run.normalizedArguments(Array(CommandLine.arguments.dropFirst())))
    }
}

extension PlatformChoice: ExpressibleByArgument {
    public static var allValueStrings: [String] { names }
}

struct Run: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Run scenario files, and every *.scenario under each folder.",
        discussion: "Exit status: 0 when every scenario passes, 1 when any fails or a report cannot be written, 64 for a usage error, "
            + "74 when the log cannot be written. Options for CI, with examples: docs/CI.md.")

    @ArgumentParser.Argument(help: "Scenario files or folders.")
    var paths: [String]

    @Flag(help: "Rewrite expected-output blocks with the actual output.")
    var update = false

    @Option(help: ArgumentHelp("Write a JUnit XML report.", valueName: "path"))
    var junit: String?

    @Option(help: ArgumentHelp("Write an SVG for every `show`; a scenario's `show svg PATH` writes under DIR too.", valueName: "dir"))
    var svg: String?

    @Option(help: "Run as if each scenario began with this `platform` line (ios10, ios14 or ios15); all: compare the profiles.")
    var platform: PlatformChoice?

    @Flag(name: .shortAndLong, help: "Print every `print` and `show` with its file and line, checked or not (a transcript).")
    var verbose = false

    @Option(name: .customLong("filter"), help: ArgumentHelp(
        "Run only scenarios whose path contains PATTERN, or matches it as a glob when it has * ? or a [...] set (repeatable: any may match).",
        valueName: "pattern"))
    var filters: [String] = []

    @Option(help: ArgumentHelp("Scenarios to run at once (default: the number of cores). The log and reports are in path order, as with 1.",
                               valueName: "n"))
    var jobs: Int?

    @Flag(help: "Stop at the first failed scenario.")
    var failFast = false

    @Flag(help: "Print the scenarios that would run, one path a line, and run nothing.")
    var list = false

    @Option(help: ArgumentHelp("Write a TAP version 14 report to PATH (`--tap=PATH`); `--tap` alone writes it to standard output, the log to standard error.",
                               valueName: "path"))
    var tap: String?

    @Option(help: ArgumentHelp("Write a self-contained HTML report with a picture of the table at every failure and `show`.", valueName: "path"))
    var html: String?

    @Flag(inversion: .prefixedNo, help: "GitHub Actions `::error` annotations for failures (default: on when GITHUB_ACTIONS=true).")
    var annotations: Bool?

    @Flag(name: .customLong("no-write"), help: "Write no file a scenario asks for (`show svg PATH` only draws); reports named by an option are still written.")
    var noWrite = false

    @Option(help: ArgumentHelp("Stop a scenario that runs longer than this (0: no limit).", valueName: "seconds"))
    var timeout: Double = RunOptions.defaultTimeout

    /// The scenario files found under `paths` by `validate`, with their picture names.
    private(set) var files: [(path: String, pictureName: String)] = []

    private enum CodingKeys: CodingKey {
        case paths, update, junit, svg, platform, verbose, filters, jobs, failFast, list, tap, html, annotations, noWrite, timeout
    }

    /// The options of `run` that take a value.
    static let valueOptions: Set<String> = ["--junit", "--tap", "--html", "--svg", "--filter", "--platform", "--jobs", "--timeout"]

    /// `run`'s arguments as argument-parser should read them. `--tap` with
    /// no `=PATH` writes to standard output: it becomes `--tap=-` (a
    /// following argument is a scenario path, not the report's). An option
    /// given an empty value, `--junit=` (`--junit=$UNSET`), keeps it empty,
    /// so that `validate` refuses it, instead of taking the next argument, a
    /// scenario, as its path.
    static func normalizedArguments(_ arguments: [String]) -> [String] {
        guard arguments.first == "run" else { return arguments }
        var seenSeparator = false
        return arguments.flatMap { argument -> [String] in
            if argument == "--" { seenSeparator = true }
            if seenSeparator { return [argument] }
            if argument == "--tap" { return ["--tap=-"] }
            if argument.hasSuffix("="), valueOptions.contains(String(argument.dropLast())) {
                return [String(argument.dropLast()), ""]
            }
            return [argument]
        }
    }

    /// Usage errors (exit 64) are found here, before anything runs, so that
    /// argument-parser prints this command's usage line with them. The
    /// folders are walked once, here.
    mutating func validate() throws {
        do {
            files = try ScenarioRunner.collectNamed(paths)
        } catch {
            // `--tap report.tap` reads as `--tap` then a scenario path.
            let hint = tap == "-" && paths.contains { $0.hasSuffix(".tap") } ? " (to write TAP to a file, use --tap=PATH)" : ""
            throw ValidationError("\(error)\(hint)")
        }
        if let jobs, jobs < 1 { throw ValidationError("--jobs must be at least 1") }
        guard timeout.isFinite, timeout >= 0 else { throw ValidationError("--timeout must be a number of seconds, 0 or more") }
        if noWrite, update { throw ValidationError("--no-write and --update: --update rewrites scenario files") }
        if noWrite, svg != nil { throw ValidationError("--no-write and --svg: --svg writes pictures") }
        // Reports and pictures must be writable before anything runs.
        if platform == .all, update || junit != nil || svg != nil || tap != nil || html != nil {
            throw ValidationError("--platform all compares the profiles' output; it cannot be combined with --update, --junit, --tap, --html or --svg")
        }
        if filters.contains(where: \.isEmpty) {
            throw ValidationError("--filter: the pattern is empty (an unset variable?); it would match no scenario")
        }
        let reports = [("--junit", junit), ("--tap", tap == "-" ? nil : tap), ("--html", html)]
            .compactMap { option, path in path.map { (option: option, path: $0) } }
        try ReportPaths.check(reports, inputs: paths + files.map(\.path))
        for (option, path) in reports {
            do { try AtomicFile.check(path) } catch { throw ValidationError("\(option): \(error)") }
        }
        if let svg {
            guard !svg.isEmpty else { throw ValidationError("--svg: the folder is empty (an unset variable?)") }
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
        var options = RunOptions(platform: platform?.profile, svgDirectory: svg, verbose: verbose)
        options.limits.seconds = timeout > 0 ? timeout : nil
        // Debug builds (`make demo`) verify the layout store, O(n), only for small tables.
        options.invariantChecking = RunOptions.commandLineInvariantChecking
        options.writesFiles = !noWrite
        var command = RunCommand(files: files, options: options)
        command.filter(filters)
        // A filter that matches nothing would let a CI job pass having run nothing (a typo, a renamed file).
        if command.files.isEmpty, !filters.isEmpty {
            let patterns = filters.map { "--filter \($0)" }.joined(separator: " ")
            throw ValidationError("\(patterns) matches no *.scenario file in \(paths.joined(separator: " "))")
        }
        let output = StreamWriter(STDOUT_FILENO), errors = StreamWriter(STDERR_FILENO)
        if list {
            output.write(command.listing)
            return try exitOnStreamFailure(output)
        }
        if platform == .all {
            let ran = PlatformComparison.run(files: command.files.map(\.path), options: options) { output.write($0) }
            try exitOnStreamFailure(output)
            if !ran { throw ExitCode(1) }
            return
        }
        if command.files.isEmpty {
            errors.write("warning: no *.scenario files in \(paths.joined(separator: " "))\n")
        }
        command.update = update
        if let jobs { command.jobs = jobs }
        command.failFast = failFast
        command.junitPath = junit
        command.tapPath = tap
        command.htmlPath = html
        command.annotations = annotations ?? Report.runningInGitHubActions()
        // With TAP on standard output, the log goes to standard error.
        let logFD = tap == "-" ? STDERR_FILENO : STDOUT_FILENO
        command.color = ColorPolicy.useColor(logFD)
        // A log that cannot be written is a failure too (exit 74), never a trap.
        let log = tap == "-" ? errors : output
        let status = command.execute(log: log.write, standardOutput: output.write, errors: errors.write)
        try exitOnStreamFailure(output, errors)
        if status != 0 { throw ExitCode(status) }
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
        abstract: "Print the scenario language reference in Markdown (docs/LANGUAGE.md, generated from the command table).")

    func run() throws {
        let output = StreamWriter(STDOUT_FILENO)
        output.write(HelpText.languageReferenceDocument())
        try exitOnStreamFailure(output)
    }
}

struct Grammar: ParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Print the TextMate grammar for .scenario files (editors/scenario.tmLanguage.json, generated from the command table).")

    func run() throws {
        let output = StreamWriter(STDOUT_FILENO)
        output.write(TextMateGrammar.json())
        try exitOnStreamFailure(output)
    }
}
