import Foundation
import Testing
@testable import ScenarioRuntime
import TestSupport

/// An update the table refuses at the end of `update { }` points at the
/// command inside that named what the refusal names (LANGUAGE.md §3); counts
/// that do not add up point at `update {`.
@Suite struct UpdateErrorLocationTests {
    /// The first error of a scenario of `body` after `section 5 rows`, as `LINE:COL: message`.
    func firstError(_ body: String) throws -> String {
        let path = try temporaryFolder() + "/u.scenario"
        try ("platform ios14\nsection 5 rows\n" + body).write(toFile: path, atomically: true, encoding: .utf8)
        let result = ScenarioRunner.run(file: path)
        #expect(!result.passed)
        let error = try #require(result.diagnostics.first)
        let place = error.range.map { "\($0)" }?.replacingOccurrences(of: path + ":", with: "") ?? "?"
        return "\(place): \(error.message)"
    }

    @Test(arguments: [
        // A row that must exist after the update: the insert that names it (line 5), not `update {` (line 3).
        ("update {\n  table delete 0,1\n  table insert 0,9\n  insert 0,0\n}\n",
         "5:3: attempt to insert row 9 into section 0, but there are only 6 rows in section 0 after the update"),
        // A row that must exist before it: the delete.
        ("update {\n  insert 0,1\n  table delete 0,7\n}\n",
         "5:3: attempt to delete row 7 from section 0 which only contains 5 rows before the update"),
        // Operations in conflict: the later one.
        ("update {\n  table move 0,1 to 0,3\n  table move 0,1 to 0,4\n}\n",
         "5:3: attempt to move row at index path (0,1) to both (0,3) and (0,4)"),
        ("update {\n  table delete 0,2\n  table reload 0,2\n  insert 0,0\n}\n",
         "5:3: attempt to delete and reload the same index path (0,2)"),
        // A section that must exist after it: the section move.
        ("update {\n  table move section 0 to 1\n}\n",
         "4:3: attempt to to move section 0 to section 1, but there are only 1 sections after the update"),
        // A single change outside a block: the command itself.
        ("table insert 0,9\n",
         "3:1: attempt to insert row 9 into section 0, but there are only 5 rows in section 0 after the update"),
    ])
    func refusalsPointAtTheCommandInside(body: String, expected: String) throws {
        #expect(try firstError(body) == expected)
    }

    @Test func countsThatDoNotAddUpPointAtTheBlock() throws {
        let error = try firstError("update {\n  table delete 0,2\n}\n")
        #expect(error.hasPrefix("3:1: Invalid update: invalid number of rows in section 0."))
    }
}
