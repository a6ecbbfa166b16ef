import Foundation
import ScenarioLanguage

/// How one assertion of a statement turned out over its runs (a `repeat` runs
/// it many times): what the REPL's `save` needs to mark it `expect failure`.
public struct AssertionOutcome: Sendable, Equatable {
    /// UTF-8 offset of the assertion in the statement's text.
    public var offset: Int
    public var held = 0
    public var failed = 0
    /// The first failure's message, without `assertion failed: `.
    public var problem: String?
    /// Every failure gave the same message.
    public var sameProblem = true

    /// It failed every time it ran, always the same way: `expect failure "problem"` reproduces it.
    public var failsConsistently: Bool { failed > 0 && held == 0 && sameProblem }

    /// Counts one run: held (nil), or failed with `problem`.
    mutating func record(_ problem: String?) {
        guard let problem else {
            held += 1
            return
        }
        failed += 1
        if let first = self.problem {
            if first != problem { sameProblem = false }
        } else {
            self.problem = problem
        }
    }
}

/// The outcomes of the assertions written in one source file (the statement
/// the REPL runs), keyed by where they stand; those of included files are not kept.
final class AssertionOutcomes {
    let file: SourceFile
    private(set) var byOffset: [Int: AssertionOutcome] = [:]
    /// Failures no `expect` line can reproduce: an `expect failure` that did not come true.
    var unexpectable = 0

    init(file: SourceFile) { self.file = file }

    func record(_ command: Command, problem: String?) {
        // `assert error none` counts the errors before it: in a saved file they are
        // expected (`expect error`, `expect failure`), so there it holds unmarked.
        guard command.sourceFile === file, command.id != .assertError else { return }
        // Updated in place: one lookup, and the outcome (with its message) is not copied out and back.
        let offset = command.offset
        byOffset[offset, default: AssertionOutcome(offset: offset)].record(problem)
    }

    /// The assertions that failed at least once, in source order.
    var failures: [AssertionOutcome] {
        byOffset.values.filter { $0.failed > 0 }.sorted { $0.offset < $1.offset }
    }
}
