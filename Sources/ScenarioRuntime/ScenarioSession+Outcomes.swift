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
/// the REPL runs), keyed by where they stand; of the other failed checks (those
/// of included files, expected-output blocks), only where they stand.
final class AssertionOutcomes {
    let file: SourceFile
    /// The outcomes in source order (by offset), found by a binary search:
    /// assertions first run in the order they are written, so a new one is
    /// appended, and no key is hashed. Written on every assertion run by one
    /// thread: release builds skip the dynamic exclusivity checks; debug builds check.
    #if DEBUG
    private var outcomes: [AssertionOutcome] = []
    #else
    @exclusivity(unchecked) private var outcomes: [AssertionOutcome] = []
    #endif
    /// Failures no `expect` line can reproduce: an `expect failure` that did not come true.
    var unexpectable = 0
    /// Failed checks no `expect` line can mark, each once however often it failed:
    /// an assertion of an included file, an expected-output block that differs.
    var unmarkable: Set<OutputSite> = []

    init(file: SourceFile) { self.file = file }

    func record(_ command: Command, problem: String?) {
        // `assert error none` counts the errors before it: in a saved file they are
        // expected (`expect error`, `expect failure`), so there it holds unmarked.
        guard command.sourceFile === file, command.id != .assertError else { return }
        let offset = command.offset
        // Where the offset stands: past the last outcome (a first run, the usual case), or found by halving.
        var low = outcomes.count
        if let last = outcomes.last, last.offset >= offset {
            low = 0
            var high = outcomes.count - 1
            while low < high {
                let middle = (low + high) / 2
                if outcomes[middle].offset < offset { low = middle + 1 } else { high = middle }
            }
        }
        if low == outcomes.count {
            // A first run (`append`: an insertion at the end goes through the general `replaceSubrange`).
            outcomes.append(AssertionOutcome(offset: offset))
        } else if outcomes[low].offset != offset {
            // An assertion run before one written above it (rare) is inserted in its place.
            outcomes.insert(AssertionOutcome(offset: offset), at: low)
        }
        // Updated in place: the outcome (with its message) is not copied out and back.
        outcomes[low].record(problem)
    }

    /// The assertions that failed at least once, in source order.
    var failures: [AssertionOutcome] { outcomes.filter { $0.failed > 0 } }
}
