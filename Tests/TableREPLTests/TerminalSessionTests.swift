import Foundation
import Testing
import TestSupport

/// The prompt's session features in a real terminal (tmux): `save` that
/// reproduces, `expect error` typed first, `history`, line numbers, paste,
/// completion of file names and help topics. Waits on what the screen shows.
@Suite(.serialized, .enabled(if: Terminal.available, "needs tmux and a built tablesim (beside the tests, or TABLESIM_BIN)"))
struct TerminalSessionTests {
    /// The saved file's text, once `tablesim run` passed it.
    static func passingFile(_ path: String) throws -> String {
        let (status, output) = try SaveReproducesTests.run(path)
        #expect(status == 0, "\(output)")
        return try String(contentsOfFile: path, encoding: .utf8)
    }

    @Test func anInvalidUpdateExplorationSavesAFileThatRunsAndShowsTheBug() throws {
        let home = try temporaryFolder()
        let terminal = try Terminal(home: home)
        defer { terminal.close() }
        try terminal.waitForLastLine("tablesim>")
        terminal.type("section 20 rows")
        terminal.type("table delete 0,5")
        try terminal.waitFor { $0.contains { $0.hasPrefix("<stdin>:2:1: error: Invalid update") } }
        terminal.type("assert visible 0,0..0,3")
        try terminal.waitFor { $0.contains { $0.hasPrefix("<stdin>:3:1: error: assertion failed: visible rows") } }
        terminal.type("save bug.scenario")
        try terminal.waitFor { $0.contains { $0.hasPrefix("saved 3 commands to bug.scenario (1 failing command under expect error,") } }
        terminal.type("save bug.scenario")
        try terminal.waitFor { $0.contains { $0.contains("not saved: bug.scenario exists; 'save --force bug.scenario' replaces it") } }
        try terminal.waitForLastLine("tablesim>")  // Ctrl-D typed before the prompt is back is the terminal's, not libedit's
        terminal.keys("C-d")
        try terminal.waitFor { $0.contains("[exit 0]") }

        let text = try Self.passingFile(home + "/bug.scenario")
        #expect(text.contains("expect error \"Invalid update: invalid number of rows in section 0\"\ntable delete 0,5\n"), "\(text)")
        #expect(text.contains("\nassert visible 0,0..0,3\n"))
    }

    @Test func aSeed004ExplorationSavesAFileThatRunsAndShowsTheBug() throws {
        let home = try temporaryFolder()
        let terminal = try Terminal(home: home)
        defer { terminal.close() }
        try terminal.waitForLastLine("tablesim>")
        for line in ["section 20 rows", "section 20 rows", "scroll 200", "state editing on via visible-cells", "scroll 44"] {
            terminal.type(line)
        }
        try terminal.waitFor { $0.contains { $0.hasPrefix("offset 244 ") } }
        terminal.type("assert cells consistent")
        try terminal.waitFor { $0.contains { $0.hasPrefix("<stdin>:6:1: error: assertion failed: stale cells at 1,0") } }
        terminal.type("save seed004.scenario")
        try terminal.waitFor { $0.contains { $0.hasPrefix("saved 6 commands to seed004.scenario (1 failing assertion under expect failure)") } }
        terminal.type("quit")
        try terminal.waitFor { $0.contains("[exit 0]") }

        let text = try Self.passingFile(home + "/seed004.scenario")
        #expect(text.hasSuffix("expect failure \"stale cells at 1,0\"\nassert cells consistent\n"), "\(text)")
    }

    @Test func expectErrorWaitsForItsCommandAndHistoryNumbersTheSession() throws {
        let home = try temporaryFolder()
        let terminal = try Terminal(home: home)
        defer { terminal.close() }
        try terminal.waitForLastLine("tablesim>")
        terminal.type("section 3 rows")
        terminal.type("expect error \"Invalid update\"")
        try terminal.waitForLastLine("...>")
        terminal.type("table delete 0,1")
        terminal.type("update { delete 0,1 }")
        try terminal.waitFor { $0.contains { $0.hasPrefix("<stdin>:4:10: error: unexpected 'delete' after '{'") } }
        try terminal.waitFor { $0.contains { $0.contains("a block spans lines") } }
        terminal.type("repeat 5000000 {")
        try terminal.waitFor { $0.contains { $0.hasPrefix("<stdin>:5:8: error: this repeat would run more than 1000000 commands") } }
        try terminal.waitForLastLine("tablesim>")
        terminal.type("history")
        try terminal.waitFor { $0.contains("6  history") }
        let screen = terminal.screen()
        #expect(screen.contains("2  expect error \"Invalid update\""), "\(screen)")
        #expect(screen.contains("3  table delete 0,1"))
        #expect(!screen.contains { $0.contains("error: Invalid update") })
        terminal.type("quit")
        try terminal.waitFor { $0.contains("[exit 0]") }
    }

    @Test func showFitsTheTerminalsWidth() throws {
        let home = try temporaryFolder()
        let terminal = try Terminal(home: home)
        defer { terminal.close() }
        try terminal.waitForLastLine("tablesim>")
        terminal.resize(columns: 56)
        terminal.type("section 3 rows header \"分隔线分隔线分隔线分隔线分隔线分隔线\"")
        terminal.type("show")
        try terminal.waitFor { $0.contains { $0.contains("│ 0,2 ") } }
        let screen = terminal.screen()
        // Every drawn line is whole: none wrapped onto the next screen line.
        let drawn = screen.filter { $0.contains("│") || $0.contains("┤") }
        #expect(drawn.count >= 6, "\(screen)")
        #expect(drawn.allSatisfy { $0.hasSuffix("│") || $0.contains("┤ inset") }, "\(screen)")
        #expect(screen.contains { $0.contains("…\"") }, "\(screen)")
        terminal.type("quit")
        try terminal.waitFor { $0.contains("[exit 0]") }
    }

    @Test func tabsInPastedTextAreTextAndTabCompletesFilesAndHelpTopics() throws {
        let home = try temporaryFolder()
        try "section 3 rows\n".write(toFile: home + "/setup-table.inc", atomically: true, encoding: .utf8)
        let terminal = try Terminal(home: home)
        defer { terminal.close() }
        try terminal.waitForLastLine("tablesim>")
        terminal.paste("\tsection\t12 rows\n")
        try terminal.waitFor { $0.contains { $0.hasPrefix("1 section, 12 rows") } }
        #expect(!terminal.screen().contains { $0.contains("assert") }, "a pasted tab listed the commands")
        // A partial line typed before the prompt is back is echoed ahead of it, and the completed line never shows whole.
        try terminal.waitForLastLine("tablesim>")
        terminal.type("include setup-t", enter: false)
        terminal.keys("Tab")
        try terminal.waitForLastLine("tablesim> include setup-table.inc")
        terminal.keys("C-u")
        terminal.type("help da", enter: false)
        terminal.keys("Tab")
        try terminal.waitForLastLine("tablesim> help data")
        terminal.keys("Enter")
        try terminal.waitFor { $0.contains { $0.contains("changes only the data source") } }
        try terminal.waitForLastLine("tablesim>")
        terminal.type("scroll to 0,", enter: false)
        terminal.keys("Tab")
        try terminal.waitFor { $0.contains { $0.hasPrefix("0,0") && $0.contains("0,2") && $0.contains("0,10") } }
        let listing = terminal.screen().first { $0.hasPrefix("0,0") } ?? ""
        let order = ["0,1 ", "0,2 ", "0,10"].compactMap { listing.range(of: $0)?.lowerBound }
        #expect(order.count == 3 && order == order.sorted(), "\(listing)")
        terminal.keys("C-u")
        terminal.type("quit")
        try terminal.waitFor { $0.contains("[exit 0]") }
    }
}
