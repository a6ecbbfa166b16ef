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

/// A picture of the table taken during a run (`--html`).
public struct Picture: Sendable {
    public enum Kind: Sendable { case show, failure }
    public var kind: Kind
    /// How many of the result's events came before it.
    public var afterEvent: Int
    /// The SVG.
    public var svg: String
}

/// What an interpreter has reported so far: output lines and diagnostics in
/// one ordered list. As a sequence, its diagnostics (`assert error none`).
final class Transcript: Sequence {
    /// Appended to on every `print` and failed check: one thread runs an
    /// interpreter, so the dynamic exclusivity checks are skipped.
    @exclusivity(unchecked) private(set) var events: [RunEvent] = []
    private(set) var pictures: [Picture] = []
    /// Draws the table, when pictures are taken (`RunOptions.takesPictures`):
    /// then every error and every `show` comes with one.
    var camera: (() -> String)?

    /// A failed check; the run goes on.
    func append(_ diagnostic: Diagnostic) {
        events.append(.diagnostic(diagnostic))
        if diagnostic.severity == .error { takePicture(.failure) }
    }
    func append(contentsOf diagnostics: [Diagnostic]) { diagnostics.forEach(append) }
    /// What stopped the run.
    func stop(_ diagnostic: Diagnostic) {
        events.append(.stop(diagnostic))
        takePicture(.failure)
    }

    /// Pictures one scenario keeps at most (a failing check in a long `repeat` would take thousands).
    static let maximumPictures = 100

    func takePicture(_ kind: Picture.Kind) {
        guard let camera, pictures.count < Self.maximumPictures else { return }
        pictures.append(Picture(kind: kind, afterEvent: events.count, svg: camera()))
    }
    func print(_ lines: [String]) {
        // One event a line, appended in place (a mapped array first would be made and freed every `print`).
        for line in lines { events.append(.output(line)) }
    }

    /// Forgets the output lines, keeping the diagnostics (the REPL, between entries).
    func forgetOutput() { events.removeAll { $0.line != nil } }

    func makeIterator() -> IndexingIterator<[Diagnostic]> { events.compactMap(\.diagnostic).makeIterator() }
}
