import Foundation
import ScenarioRuntime

/// The `tablesim` REPL as a whole: picks the line reader, wires the session
/// and runs until `quit`, `exit` or Ctrl-D.
public enum REPLMain {
    /// The release of tablesim, and of the scenario language it reads.
    public static let version = "2.0.0"
    /// What `tablesim --version` prints.
    public static let versionLine = "tablesim \(version) (scenario language v2)"

    /// Runs the REPL on this process's stdin/stdout/stderr and returns the exit status.
    ///
    /// libedit is used only when stdin is a terminal and stdout or stderr is
    /// (its output goes to stderr when stdout is redirected); otherwise lines
    /// are read with Swift's `readLine`. History is kept in `$TABLESIM_HISTORY`
    /// or `~/.tablesim_history`.
    ///
    /// - Parameters:
    ///   - arguments: options after the program name; `--plain` forces the plain reader.
    ///   - baseDirectory: where relative paths (`include`, `save`) resolve; the current directory by default.
    /// The options of the prompt's table: those of `tablesim run`, and Ctrl-C.
    public static func sessionOptions(interruption: (@Sendable () -> Bool)?) -> RunOptions {
        var options = RunOptions(interruption: interruption)
        options.invariantChecking = RunOptions.commandLineInvariantChecking
        return options
    }

    public static func run(arguments: [String] = [], baseDirectory: String? = nil) -> Int32 {
        let inputIsTerminal = isatty(STDIN_FILENO) != 0
        let outIsTerminal = isatty(STDOUT_FILENO) != 0
        let errIsTerminal = isatty(STDERR_FILENO) != 0
        let output = REPLOutput.standard(color: ColorPolicy.useColor(STDERR_FILENO))
        let directory = baseDirectory ?? FileManager.default.currentDirectoryPath

        var reader: LineReader = PlainLineReader()
        let interactive = inputIsTerminal && (outIsTerminal || errIsTerminal) && !arguments.contains("--plain")
        if interactive, let editor = EditLineReader(outputToStderr: !outIsTerminal,
                                                    historyPath: HistoryFile.defaultPath(),
                                                    warn: output.err) {
            reader = editor
        }
        if interactive {
            output.err("tablesim — type 'help' for commands, Ctrl-D to leave.\n")
        }
        let repl = REPL(reader: reader, output: output,
                        makeBackend: {
                            var options = sessionOptions(interruption: reader.interruption)
                            options.displayWidth = reader.outputColumns
                            return ScenarioSession(baseDirectory: directory, options: options)
                        },
                        baseDirectory: directory)
        return repl.run()
    }
}
