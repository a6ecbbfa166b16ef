import Foundation
import ScenarioLanguage
import Testing
@testable import ScenarioRuntime

/// Scrolling and looking count against the run's row work too (docs/limits.md):
/// a jump through rows a point high binds a screenful of cells, and a look
/// at a screen of zero-height rows walks every one of them, so a file of
/// such commands is stopped instead of running for days.
@Suite struct RowWorkTests {
    func run(_ text: String, rowWork: Int) -> ExecutionResult {
        var options = RunOptions()
        options.limits.rowWork = rowWork
        return ScenarioSession(baseDirectory: FileManager.default.currentDirectoryPath, options: options)
            .execute(SourceFile(name: "t.scenario", text: text))
    }

    static let stopped = "the run touched more than 10000 rows in all (a reload counts every row, every command the rows it binds or walks); it stopped here"

    @Test func scrollsCountTheRowsTheyBind() throws {
        // 2,000 rows of 1 pt: each jump binds the 668 rows of a new screen.
        let text = "estimated-row-height off\nsection 2000 rows height 1\nrepeat 100 {\n  scroll to bottom\n  scroll to top\n}\n"
        let result = run(text, rowWork: 10_000)
        let stop = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(stop.message == Self.stopped)
        #expect([4, 5].contains(stop.range?.line ?? 0), "at a scroll: \(located(result) ?? "")")
        // The same jumps between rows 44 points high bind 17 rows each: 200 of them fit.
        #expect(run("section 2000 rows\nrepeat 100 {\n  scroll to bottom\n  scroll to top\n}\n", rowWork: 10_000).succeeded)
    }

    @Test func looksCountTheRowsTheyWalkZeroHeightOnesIncluded() throws {
        // 3,000 rows of zero height: none visible, all 3,000 on one screen,
        // each with its separator line.
        let text = "estimated-row-height off\nrow-height 0\nsection 3000 rows\nrepeat 100 {\n  show\n}\n"
        let result = run(text, rowWork: 10_000)
        // 3,000 for the section, then 3,000 a `show`: the third goes over,
        // and the fourth stops the run.
        #expect(located(result) == "5:3 " + Self.stopped)
        #expect(result.output.components(separatedBy: "offset 0 · ").count - 1 == 3, "\(result.output.prefix(400))")
        // `print visible` reads the visible rows (none): it walks nothing.
        #expect(run(text.replacingOccurrences(of: "show", with: "print visible"), rowWork: 10_000).succeeded)
    }

    @Test func aBlockThatRunsNoCommandCostsNothing() {
        // Its passes are not walked, whatever the counts.
        #expect(run("repeat 2000000 {\n  repeat 1000000 {\n  }\n  repeat 0 {\n    scroll 1\n  }\n}\n", rowWork: 10_000).succeeded)
        let refused = run("repeat 2000000 {\n  repeat 5 {\n  }\n  assert error none\n}\n", rowWork: 10_000)
        #expect(refused.diagnostics.first?.message.hasPrefix("this repeat would run 2000000 commands") == true,
                "\(refused.diagnostics.first?.message ?? "")")
    }

    /// A block's commands count their rows once: not again for the command holding the block.
    @Test func rowsWorkedInsideABlockCountOnce() {
        // 3,000 for the section, 3,000 for each `show`: 9,000, under 10,000 (counted twice: 12,000).
        let text = "estimated-row-height off\nrow-height 0\nsection 3000 rows\nrepeat 1 {\n  show\n}\nshow\nprint visible\n"
        let result = run(text, rowWork: 10_000)
        #expect(result.succeeded, "\(located(result) ?? "")")
    }
}
