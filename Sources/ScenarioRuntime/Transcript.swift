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
///
/// Output lines are kept as bytes in one growing buffer, each followed by its
/// newline, and the list holds where each line is: a `print` makes no string
/// and no array of its own, and a session's output is one copy of the bytes.
final class Transcript: Sequence {
    /// One thing reported: a line of `output` (its bytes, without the
    /// newline that follows them), or a diagnostic.
    private enum Entry {
        case output(start: Int, end: Int)
        case diagnostic(Diagnostic)
        case stop(Diagnostic)

        var diagnostic: Diagnostic? {
            switch self {
            case .output: nil
            case .diagnostic(let d), .stop(let d): d
            }
        }
    }

    #if DEBUG
    private var entries: [Entry] = []
    private var output: [UInt8] = []
    #else
    // Appended to on every `print` and failed check: one thread runs an
    // interpreter, so release builds skip the dynamic exclusivity checks.
    @exclusivity(unchecked) private var entries: [Entry] = []
    @exclusivity(unchecked) private var output: [UInt8] = []
    #endif
    private(set) var pictures: [Picture] = []
    /// Draws the table, when pictures are taken (`RunOptions.takesPictures`):
    /// then every error and every `show` comes with one.
    var camera: (() -> String)?

    /// How many things have been reported.
    var count: Int { entries.count }

    /// What was reported from the `start`th event on.
    func events(from start: Int) -> [RunEvent] {
        entries[start...].map { entry in
            switch entry {
            case .output(let from, let end): .output(String(decoding: output[from..<end], as: UTF8.self))
            case .diagnostic(let d): .diagnostic(d)
            case .stop(let d): .stop(d)
            }
        }
    }

    /// The diagnostics reported from the `start`th event on.
    func diagnostics(from start: Int) -> [Diagnostic] { entries[start...].compactMap(\.diagnostic) }

    /// The last stop reported from the `start`th event on.
    func lastStop(from start: Int) -> Diagnostic? {
        for case .stop(let d) in entries[start...].reversed() { return d }
        return nil
    }

    /// The first stop reported.
    var firstStop: Diagnostic? {
        for case .stop(let d) in entries { return d }
        return nil
    }

    /// The output lines reported from the `start`th event on, each with its
    /// newline: the bytes from the first of them on (lines are appended in order).
    func output(from start: Int) -> String {
        for case .output(let from, _) in entries[start...] { return String(decoding: output[from...], as: UTF8.self) }
        return ""
    }

    /// A failed check; the run goes on.
    func append(_ diagnostic: Diagnostic) {
        entries.append(.diagnostic(diagnostic))
        if diagnostic.severity == .error { takePicture(.failure) }
    }
    func append(contentsOf diagnostics: [Diagnostic]) { diagnostics.forEach(append) }
    /// What stopped the run.
    func stop(_ diagnostic: Diagnostic) {
        entries.append(.stop(diagnostic))
        takePicture(.failure)
    }

    /// Pictures one scenario keeps at most (a failing check in a long `repeat` would take thousands).
    static let maximumPictures = 100

    func takePicture(_ kind: Picture.Kind) {
        guard let camera, pictures.count < Self.maximumPictures else { return }
        pictures.append(Picture(kind: kind, afterEvent: entries.count, svg: camera()))
    }

    func print(_ lines: [String]) {
        for var line in lines {
            line.withUTF8 { bytes in printLine { $0.append(contentsOf: bytes) } }
        }
    }

    /// An output line that `write` appends to the output bytes (without its newline).
    func printLine(_ write: (inout [UInt8]) -> Void) {
        let start = output.count
        write(&output)
        entries.append(.output(start: start, end: output.count))
        output.append(UInt8(ascii: "\n"))
    }

    /// Forgets the output lines, keeping the diagnostics (the REPL, between entries).
    func forgetOutput() {
        entries.removeAll { if case .output = $0 { true } else { false } }
        output.removeAll(keepingCapacity: true)
    }

    func makeIterator() -> IndexingIterator<[Diagnostic]> { entries.compactMap(\.diagnostic).makeIterator() }
}
