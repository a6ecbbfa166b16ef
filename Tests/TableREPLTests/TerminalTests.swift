import Foundation
import ScenarioLanguage
import ScenarioRuntime
import Testing
import TestSupport

/// Drives the built `tablesim` in a real terminal with tmux: libedit, history,
/// completion, Ctrl-C and Ctrl-D as a user meets them. Skipped (visibly) when
/// tmux or the binary is missing; `TABLESIM_BIN` names the binary explicitly.
@Suite(.serialized, .enabled(if: Terminal.available, "needs tmux and a built tablesim (beside the tests, or TABLESIM_BIN)"))
struct TerminalTests {
    @Test func promptHistoryCompletionCtrlCAndCtrlD() throws {
        let home = try temporaryFolder()
        let first = try Terminal(home: home)
        defer { first.close() }
        try first.waitForLastLine("tablesim>")

        first.type("help save")
        try first.waitFor { $0.contains { $0.contains("Write the session as a scenario") } }
        try first.waitForLastLine("tablesim>")

        first.keys("Up")
        try first.waitForLastLine("tablesim> help save")
        first.keys("C-u")

        first.type("scr", enter: false)
        first.keys("Tab")
        try first.waitForLastLine("tablesim> scroll")

        // A unique completion ends with a space, as in a shell.
        first.type("10 \"分隔线\"", enter: false)
        try first.waitForLastLine("tablesim> scroll 10 \"分隔线\"")
        first.keys("C-c")
        try first.waitFor { $0.last == "tablesim>" && $0.dropLast().last == "tablesim> scroll 10 \"分隔线\"^C" }

        first.keys("C-d")
        try first.waitFor { $0.contains("[exit 0]") }

        let history = try String(contentsOfFile: home + "/history", encoding: .utf8)
        #expect(history == "help save\n")

        let second = try Terminal(home: home)
        defer { second.close() }
        try second.waitForLastLine("tablesim>")
        second.keys("Up")
        try second.waitForLastLine("tablesim> help save")
        second.keys("C-u")
        second.type("quit")
        try second.waitFor { $0.contains("[exit 0]") }
    }

    @Test func ctrlCStopsALongCommandAndKeepsTheTableAsBefore() throws {
        let terminal = try Terminal(home: try temporaryFolder())
        defer { terminal.close() }
        try terminal.waitForLastLine("tablesim>")
        terminal.type("section 1000 rows")
        terminal.type("scroll 100")
        try terminal.waitFor { $0.contains { $0.hasPrefix("offset 100 ") } }
        terminal.type("repeat 1000000 {")
        terminal.type("scroll 1")
        terminal.type("}")
        // Ctrl-C only once the REPL has the block: pressed while libedit still
        // edits the line, it would discard the block instead of stopping it.
        try terminal.waitForLastLine("...> }")
        try terminal.waitForLineTaken()
        terminal.keys("C-c")
        try terminal.waitFor { $0.contains { $0.contains("back as it was before that command") } }
        try terminal.waitForLastLine("tablesim>")
        let screen = terminal.screen()
        // At the command that did not run: the repeat itself (line 3) when
        // Ctrl-C lands before its first pass, else the `scroll 1` inside it (line 4).
        #expect(screen.contains { $0 == "<stdin>:3:1: error: interrupted" || $0 == "<stdin>:4:1: error: interrupted" },
                "\(screen)")
        terminal.type("print offset")
        try terminal.waitFor { $0.dropLast().last == "100" }
        terminal.type("quit")
        try terminal.waitFor { $0.contains("[exit 0]") }
    }

    @Test func multiLineBlockShowsTheContinuationPromptAndUpRecallsTheWholeBlock() throws {
        let home = try temporaryFolder()
        let terminal = try Terminal(home: home)
        defer { terminal.close() }
        try terminal.waitForLastLine("tablesim>")
        terminal.type("section 3 rows")
        terminal.type("update {")
        try terminal.waitForLastLine("...>")
        terminal.type("delete 0,0")
        terminal.type("}")
        try terminal.waitFor { $0.contains("offset 0 · visible 0,0..0,1 · content 375x88") }
        try terminal.waitForLastLine("tablesim>")

        // Up brings back the block as one entry; Enter runs all of it again.
        terminal.keys("Up")
        try terminal.waitFor { $0.suffix(3) == ["tablesim> update {", "delete 0,0", "}"] }
        terminal.keys("Enter")
        try terminal.waitFor { $0.contains("offset 0 · visible 0,0 · content 375x44") }
        try terminal.waitForLastLine("tablesim>")
        terminal.keys("C-d")
        try terminal.waitFor { $0.contains("[exit 0]") }
        let history = try String(contentsOfFile: home + "/history", encoding: .utf8)
        #expect(history == "section 3 rows\nupdate {\\ndelete 0,0\\n}\n")
    }

    @Test func anUnusableHistoryFileIsReportedOnceBeforeTheBanner() throws {
        let home = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: home + "/history", withIntermediateDirectories: false)
        let terminal = try Terminal(home: home)
        defer { terminal.close() }
        try terminal.waitForLastLine("tablesim>")
        // The warning may wrap at the terminal's width.
        let start = terminal.screen().joined()
        #expect(start.hasPrefix("warning: cannot read history file \(home)/history: it is a folder; "
                                + "history will not be loaded nor saved"
                                + "tablesim — type 'help' for commands, Ctrl-D to leave."), "\(start)")
        terminal.type("print offset")
        try terminal.waitFor { $0.contains("0") }
        terminal.type("quit")
        try terminal.waitFor { $0.contains("[exit 0]") }
        #expect(terminal.screen().joined().components(separatedBy: "warning:").count == 2)
    }

    @Test func commandsRunAndSaveWritesAScenarioThatRuns() throws {
        let home = try temporaryFolder()
        let terminal = try Terminal(home: home)
        defer { terminal.close() }
        try terminal.waitForLastLine("tablesim>")
        terminal.type("section 3 rows header \"分隔线\"")
        terminal.type("print visible")
        try terminal.waitFor { $0.contains("0,0 0,1 0,2") }
        terminal.type("update {")
        try terminal.waitForLastLine("...>")
        terminal.type("delete 0,2")
        terminal.type("}")
        terminal.type("save saved.scenario")
        try terminal.waitFor { $0.contains { $0.hasPrefix("saved ") } }
        // Ctrl-D only once the prompt is back: typed while the command still
        // runs, the terminal's own line discipline takes it, and libedit never sees it.
        try terminal.waitForLastLine("tablesim>")
        terminal.keys("C-d")
        try terminal.waitFor { $0.contains("[exit 0]") }

        let run = try Tablesim.run(["run", home + "/saved.scenario"])
        #expect(run.status == 0, "\(run.output)")
    }
}

/// One private tmux server running `tablesim` with its own HOME and history file.
final class Terminal {
    static let tmux: String? = ["/usr/bin/tmux", "/usr/local/bin/tmux", "/opt/homebrew/bin/tmux"]
        .first { FileManager.default.isExecutableFile(atPath: $0) }


    static var available: Bool { tmux != nil && Tablesim.path != nil }

    struct TerminalError: Error, CustomStringConvertible {
        var description: String
    }

    let socket = "tablesim-test-\(UUID().uuidString.prefix(8))"

    init(home: String) throws {
        let binary = try Tablesim.required()
        let command = "cd '\(home)' && '\(binary)'; echo \"[exit $?]\"; sleep 30"
        try tmux(capture: false, ["new-session", "-d", "-x", "100", "-y", "40",
                  "-e", "HOME=\(home)", "-e", "TABLESIM_HISTORY=\(home)/history", "-e", "LC_ALL=C",
                  "-e", "LANG=C", command])
    }

    func close() { _ = try? tmux(["kill-server"]) }

    /// Types text literally, then Enter as a separate key.
    func type(_ text: String, enter: Bool = true) {
        _ = try? tmux(["send-keys", "-t", "0", "-l", text])
        if enter { keys("Enter") }
    }

    func keys(_ key: String) { _ = try? tmux(["send-keys", "-t", "0", key]) }

    /// Makes the terminal `columns` wide.
    func resize(columns: Int) { _ = try? tmux(["resize-window", "-t", "0", "-x", String(columns)]) }

    /// Pastes text as a terminal does, wrapped in bracketed-paste markers when the program asked for them.
    func paste(_ text: String) {
        _ = try? tmux(["set-buffer", "--", text])
        _ = try? tmux(["paste-buffer", "-p", "-t", "0"])
    }

    /// The visible lines, without trailing blank lines.
    func screen() -> [String] {
        let text = (try? tmux(["capture-pane", "-p", "-t", "0"])) ?? ""
        var lines = text.components(separatedBy: "\n")
        while lines.last?.isEmpty == true { lines.removeLast() }
        return lines
    }

    /// Polls the screen until `condition` holds. The cap on polls is there so
    /// that a broken REPL fails the test instead of hanging it; it is generous
    /// (minutes on an idle machine), not a time limit on the program.
    func waitFor(polls: Int = 3_000, _ condition: ([String]) -> Bool) throws {
        var lines = screen()
        var left = polls
        while !condition(lines) {
            left -= 1
            guard left > 0 else {
                throw TerminalError(description: "the screen never matched; it was:\n" + lines.joined(separator: "\n"))
            }
            Thread.sleep(forTimeInterval: 0.05)
            lines = screen()
        }
    }

    /// Waits until the terminal has taken the last line typed: the cursor sits
    /// on a fresh line below it (what libedit does when it returns a line).
    func waitForLineTaken() throws {
        var left = 3_000
        while true {
            let lines = screen()
            if let row = try? tmux(["display-message", "-p", "-t", "0", "#{cursor_y}"]), let y = Int(row.trimmingCharacters(in: .whitespacesAndNewlines)),
               y >= lines.count {
                return
            }
            left -= 1
            guard left > 0 else {
                throw TerminalError(description: "the line typed was never taken; the screen was:\n" + lines.joined(separator: "\n"))
            }
            Thread.sleep(forTimeInterval: 0.05)
        }
    }

    func waitForLastLine(_ line: String) throws {
        try waitFor { $0.last?.trimmingCharacters(in: .whitespaces) == line || $0.last?.hasSuffix(line) == true }
    }

    /// Runs tmux with posix_spawn and waitpid (Foundation's Process did not
    /// reap the client here). Output is captured only when asked: `new-session`
    /// forks the server, which would hold a capture pipe open forever.
    @discardableResult
    private func tmux(capture: Bool = true, _ arguments: [String]) throws -> String {
        let argv = [Self.tmux ?? "/usr/bin/tmux", "-L", socket, "-f", "/dev/null"] + arguments
        var fds: [Int32] = [-1, -1]
        guard pipe(&fds) == 0 else { throw TerminalError(description: "pipe failed") }
        var actions = posix_spawn_file_actions_t()
        posix_spawn_file_actions_init(&actions)
        defer { posix_spawn_file_actions_destroy(&actions) }
        posix_spawn_file_actions_addopen(&actions, 0, "/dev/null", O_RDONLY, 0)
        if capture {
            posix_spawn_file_actions_adddup2(&actions, fds[1], 1)
        } else {
            posix_spawn_file_actions_addopen(&actions, 1, "/dev/null", O_WRONLY, 0)
        }
        posix_spawn_file_actions_addopen(&actions, 2, "/dev/null", O_WRONLY, 0)
        posix_spawn_file_actions_addclose(&actions, fds[0])
        posix_spawn_file_actions_addclose(&actions, fds[1])
        // Nothing else of the test runner (its pipes, its event streams) may leak into the terminal.
        for name in (try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd")) ?? [] {
            if let fd = Int32(name), fd > 2, fd != fds[0], fd != fds[1] { posix_spawn_file_actions_addclose(&actions, fd) }
        }
        // The test runner's blocked signals and dispositions must not leak into the terminal.
        var attributes = posix_spawnattr_t()
        posix_spawnattr_init(&attributes)
        defer { posix_spawnattr_destroy(&attributes) }
        var noSignals = sigset_t(), allSignals = sigset_t()
        sigemptyset(&noSignals)
        sigfillset(&allSignals)
        posix_spawnattr_setsigmask(&attributes, &noSignals)
        posix_spawnattr_setsigdefault(&attributes, &allSignals)
        posix_spawnattr_setflags(&attributes, Int16(POSIX_SPAWN_SETSIGMASK | POSIX_SPAWN_SETSIGDEF))
        let cArgs = argv.map { strdup($0) } + [nil]
        defer { cArgs.forEach { free($0) } }
        // tmux misbehaves without TERM (test runners often have none).
        var environment = ProcessInfo.processInfo.environment
        if environment["TERM", default: ""].isEmpty || environment["TERM"] == "dumb" { environment["TERM"] = "xterm-256color" }
        let cEnv = environment.map { strdup("\($0.key)=\($0.value)") } + [nil]
        defer { cEnv.forEach { free($0) } }
        var pid: pid_t = 0
        let status = posix_spawn(&pid, argv[0], &actions, &attributes, cArgs, cEnv)
        Glibc.close(fds[1])
        defer { Glibc.close(fds[0]) }
        guard status == 0 else { throw TerminalError(description: "cannot start tmux") }
        var data = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 4096)
        while true {
            let n = read(fds[0], &buffer, buffer.count)
            if n <= 0 { break }
            data += buffer[0..<n]
        }
        var exitStatus: Int32 = 0
        waitpid(pid, &exitStatus, 0)
        return String(decoding: data, as: UTF8.self)
    }
}
