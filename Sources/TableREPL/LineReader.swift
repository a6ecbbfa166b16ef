/// What one attempt to read a line gave.
public enum LineRead: Equatable, Sendable {
    /// A line, without its line break.
    case line(String)
    /// Ctrl-C: the line being typed was discarded.
    case interrupted
    /// End of input (Ctrl-D on an empty line, or the end of a pipe).
    case end
}

/// The first layer of the REPL: where lines come from. libedit at a terminal
/// (`EditLineReader`), plain line reading otherwise, a script in tests.
public protocol LineReader: AnyObject {
    /// Shows `prompt` (if the reader shows prompts) and reads one line.
    func readLine(prompt: String) -> LineRead
    /// Records a line the user typed, for Up-arrow and the history file.
    func addHistory(_ line: String)
    /// Gives Tab completion a source; readers hold it weakly.
    func setCompletionSource(_ source: CompletionSource?)
    /// Asked while a command runs: true once Ctrl-C was pressed since the last
    /// question (nil when the reader cannot tell, e.g. piped input).
    var interruption: (@Sendable () -> Bool)? { get }
    /// The width of the terminal that command output goes to; nil when it does not go to one.
    var outputColumns: (@Sendable () -> Int?)? { get }
}

extension LineReader {
    public var interruption: (@Sendable () -> Bool)? { nil }
    public var outputColumns: (@Sendable () -> Int?)? { nil }
}

/// Answers Tab completion for the text before the cursor (see `Completion`).
public protocol CompletionSource: AnyObject {
    func completions(for line: String) -> (replaceFrom: Int, candidates: [String])
}

/// Reads lines with Swift's own `readLine`, never libedit: for piped input.
/// Shows no prompt and keeps no history.
public final class PlainLineReader: LineReader {
    public init() {}

    public func readLine(prompt: String) -> LineRead {
        guard let line = Swift.readLine(strippingNewline: true) else { return .end }
        return .line(line.hasSuffix("\r") ? String(line.dropLast()) : line)
    }

    public func addHistory(_ line: String) {}
    public func setCompletionSource(_ source: CompletionSource?) {}
}

/// A reader that plays back prepared input: for tests and for driving the REPL from code.
public final class ScriptedLineReader: LineReader {
    private var script: [LineRead]
    /// The prompts shown, in order.
    public private(set) var prompts: [String] = []
    /// The lines recorded with `addHistory`.
    public private(set) var history: [String] = []
    public private(set) weak var completionSource: CompletionSource?

    public init(_ script: [LineRead]) { self.script = script }
    public convenience init(lines: [String]) { self.init(lines.map { .line($0) }) }

    public func readLine(prompt: String) -> LineRead {
        prompts.append(prompt)
        return script.isEmpty ? .end : script.removeFirst()
    }

    public func addHistory(_ line: String) { history.append(line) }
    public func setCompletionSource(_ source: CompletionSource?) { completionSource = source }
}
