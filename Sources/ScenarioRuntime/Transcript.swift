import Foundation
import ScenarioLanguage

/// One thing a run reported, in the order it happened.
public enum RunEvent: Sendable {
    /// A line a `print` or `show` without an expected block wrote.
    case output(String)
    /// A failed check (an assertion, an expected-output block) or a note: the run went on.
    case diagnostic(Diagnostic)
    /// What stopped the scenario or kept it from running: a syntax error, a
    /// command's error, a file that cannot be read or written.
    case stop(Diagnostic)

    public var diagnostic: Diagnostic? {
        switch self {
        case .output: nil
        case .diagnostic(let d), .stop(let d): d
        }
    }

    public var line: String? {
        if case .output(let line) = self { line } else { nil }
    }
}

/// What an interpreter has reported so far: output lines and diagnostics in
/// one ordered list. As a sequence, its diagnostics (`assert error none`).
final class Transcript: Sequence {
    private(set) var events: [RunEvent] = []

    /// A failed check; the run goes on.
    func append(_ diagnostic: Diagnostic) { events.append(.diagnostic(diagnostic)) }
    func append(contentsOf diagnostics: [Diagnostic]) { events += diagnostics.map(RunEvent.diagnostic) }
    /// What stopped the run.
    func stop(_ diagnostic: Diagnostic) { events.append(.stop(diagnostic)) }
    func print(_ lines: [String]) { events += lines.map(RunEvent.output) }

    /// Forgets the output lines, keeping the diagnostics (the REPL, between entries).
    func forgetOutput() { events.removeAll { $0.line != nil } }

    func makeIterator() -> IndexingIterator<[Diagnostic]> { events.compactMap(\.diagnostic).makeIterator() }
}
