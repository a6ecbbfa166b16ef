import Testing
import ScenarioLanguage
@testable import ScenarioRuntime

/// `expect failure "TEXT"`: an assertion that documents a bug.
@Suite struct ExpectFailureTests {
    static let story = "section 20 rows\nsection 20 rows\nscroll 200\nstate editing on via visible-cells\nscroll 44\n"

    @Test func anAssertionFailingAsExpectedPasses() {
        let result = run(Self.story + "expect failure \"stale cells at 1,0\"\nassert cells consistent\nassert error none\n")
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
    }

    @Test func anAssertionThatHoldsFailsTheRun() {
        let result = run("section 3 rows\nexpect failure \"stale\"\nassert cells consistent\n")
        #expect(result.diagnostics.map(\.message) == ["expected the assertion to fail with \"stale\", but it held"])
        #expect(located(result) == "3:1 expected the assertion to fail with \"stale\", but it held")
    }

    @Test func anAssertionFailingAnotherWayFailsTheRun() {
        let result = run(Self.story + "expect failure \"stale cells at 0,3\"\nassert cells consistent\n")
        #expect(result.diagnostics.map(\.message)
                == ["expected the assertion to fail with \"stale cells at 0,3\", but it failed with: stale cells at 1,0"])
    }

    @Test func itMustStandBeforeAnAssertion() {
        for text in ["expect failure \"x\"\nscroll 3\n", "expect failure \"x\"\n", "expect failure \"x\"\nrepeat 2 {\n}\n"] {
            #expect(Parser.parse(SourceFile(name: "t", text: text)).diagnostics.map(\.message) == ["'expect failure' must be followed by the assertion that fails"], "\(text)")
        }
        #expect(Parser.parse(SourceFile(name: "t", text: "expect failure \"x\"\nassert offset 0 : \"top\"\n")).diagnostics.isEmpty)
    }

    /// `save` marks an assertion `expect failure` only when every run failed the same way.
    @Test func anAssertionInARepeatFailsConsistentlyOnlyWithOneMessage() throws {
        let same = run("section 40 rows\nrepeat 3 {\n  assert offset 5\n}\n").failedAssertions
        #expect(same.map(\.failed) == [3])
        #expect(same.first?.failsConsistently == true)
        #expect(same.first?.problem == "offset is 0, expected 5")
        let differing = run("section 40 rows\nrepeat 3 {\n  assert offset 5\n  scroll 10\n}\n").failedAssertions
        #expect(differing.map(\.failed) == [3])
        #expect(differing.first?.failsConsistently == false)
        #expect(differing.first?.problem == "offset is 0, expected 5")
        let once = run("section 40 rows\nrepeat 2 {\n  assert offset 0\n  scroll 10\n}\n").failedAssertions
        #expect(once.map(\.failed) == [1])
        #expect(once.first?.held == 1)
        #expect(once.first?.failsConsistently == false)
    }

    /// Each assertion's runs are counted under it, and the failures listed in source order.
    @Test func failedAssertionsAreCountedEachInItsPlace() {
        let text = "section 40 rows\nassert offset 1\nrepeat 2 {\n  assert offset 2\n  assert offset 0\n  assert offset 3\n}\nassert offset 4\n"
        let failed = run(text).failedAssertions
        #expect(failed.map(\.failed) == [1, 2, 2, 1])
        #expect(failed.map(\.problem) == ["offset is 0, expected 1", "offset is 0, expected 2", "offset is 0, expected 3", "offset is 0, expected 4"])
        let utf8 = Array(text.utf8)
        #expect(failed.map { Array(utf8[$0.offset..<($0.offset + 15)]) }
                == ["assert offset 1", "assert offset 2", "assert offset 3", "assert offset 4"].map { Array($0.utf8) })
    }
}
