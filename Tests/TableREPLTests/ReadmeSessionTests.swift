import Foundation
import Testing
import TestSupport

/// The README's prompt session is real: typed into `tablesim` in a terminal
/// (tmux), line by line, the screen shows exactly the README's block.
@Suite(.serialized, .enabled(if: Terminal.available, "needs tmux and a built tablesim (beside the tests, or TABLESIM_BIN)"))
struct ReadmeSessionTests {
    static let prompts = ["tablesim> ", "     ...> "]

    /// The README's fenced block that starts with the prompt's greeting.
    static func session() throws -> [String] {
        let readme = try String(contentsOfFile: repositoryRoot + "/README.md", encoding: .utf8)
        let block = try #require(
            readme.components(separatedBy: "```\n").first { $0.hasPrefix("tablesim — type 'help'") },
            "README.md has no prompt session")
        return block.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
    }

    @Test func theReadmeSessionIsWhatTheTerminalShows() throws {
        let expected = try Self.session()
        let typed = expected.compactMap { line in
            Self.prompts.first { line.hasPrefix($0) }.map { String(line.dropFirst($0.count)) }
        }
        #expect(typed.count >= 5)
        let home = try temporaryFolder()
        let terminal = try Terminal(home: home)
        defer { terminal.close() }
        // Wide enough that no line of the session wraps.
        terminal.resize(columns: max(100, expected.map(\.count).max() ?? 0) + 10)
        try terminal.waitForLastLine("tablesim>")
        func promptCount(_ screen: [String]) -> Int {
            screen.filter { line in
                let shown = line.trimmingCharacters(in: .whitespaces)
                return Self.prompts.contains { shown.hasPrefix($0.trimmingCharacters(in: .whitespaces)) }
            }.count
        }
        for (index, line) in typed.enumerated() {
            terminal.type(line)
            // The next prompt shows once the line has run: type no further ahead.
            try terminal.waitFor { promptCount($0) >= index + 2 }
        }
        var screen = terminal.screen()
        if screen.last?.trimmingCharacters(in: .whitespaces) == "tablesim>" { screen.removeLast() }
        #expect(screen == expected, "the terminal showed:\n\(screen.joined(separator: "\n"))")
        terminal.type("quit")
        try terminal.waitFor { $0.contains("[exit 0]") }
    }
}
