import Foundation
import ScenarioLanguage
import Testing
@testable import ScenarioRuntime
import TestSupport

/// `RunOptions.interruption` (Ctrl-C at the REPL) stops a run between commands.
struct InterruptionTests {
    /// Answers "interrupted" from its `after + 1`-th question on.
    final class Trigger: @unchecked Sendable {
        private let lock = NSLock()
        private var asked = 0
        private let after: Int
        init(after: Int) { self.after = after }
        var questions: Int { lock.withLock { asked } }
        func ask() -> Bool { lock.withLock { asked += 1; return asked > after } }
    }

    func session(_ trigger: Trigger, in folder: String = FileManager.default.temporaryDirectory.path) -> ScenarioSession {
        ScenarioSession(baseDirectory: folder, options: RunOptions(interruption: { trigger.ask() }))
    }

    @Test func aLongRepeatStopsAtTheNextCommand() {
        let trigger = Trigger(after: 10)
        let session = session(trigger)
        let result = session.execute(SourceFile(name: "<stdin>", text: "section 100 rows\nrepeat 1000 {\n  scroll 1\n}"))
        // Questions: `section`, `repeat`, then one per `scroll`: the 8th scroll ran, the 9th did not.
        #expect(result.interrupted)
        #expect(result.diagnostics.map(\.message) == ["interrupted"])
        #expect(result.diagnostics.first?.range?.line == 3)
        #expect(trigger.questions == 11)
        #expect(session.summary.hasPrefix("offset 8 "))
    }

    @Test func aRunThatIsNotInterruptedAsksBeforeEveryCommand() {
        let trigger = Trigger(after: .max)
        let result = session(trigger).execute(SourceFile(name: "<stdin>", text: "section 5 rows\nrepeat 3 {\n  scroll 1\n}"))
        #expect(!result.interrupted)
        #expect(result.succeeded)
        #expect(trigger.questions == 5)
    }

    @Test func anInterruptionInsideAnIncludeIsReportedOnceWhereItHappened() throws {
        let folder = try temporaryFolder()
        try "scroll 1\nscroll 2\nscroll 3\n".write(toFile: folder + "/steps.inc", atomically: true, encoding: .utf8)
        let result = session(Trigger(after: 3), in: folder)
            .execute(SourceFile(name: "<stdin>", text: "section 100 rows\ninclude \"steps.inc\""))
        #expect(result.interrupted)
        #expect(result.diagnostics.map(\.message) == ["interrupted"])
        // Questions: `section`, `include`, `scroll 1`, then `scroll 2` is stopped.
        #expect(result.diagnostics.first?.range?.line == 2)
        #expect(result.diagnostics.first?.range?.file.name.hasSuffix("steps.inc") == true)
    }

    @Test func expectErrorDoesNotSwallowAnInterruption() {
        let result = session(Trigger(after: 2))
            .execute(SourceFile(name: "<stdin>", text: "section 5 rows\nexpect error \"interrupted\"\nrepeat 3 {\n  scroll 1\n}"))
        #expect(result.interrupted)
        #expect(result.diagnostics.map(\.message) == ["interrupted"])
    }
}
