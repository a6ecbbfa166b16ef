/// One message about a scenario: a syntax error, a failed assertion, a runtime error.
public struct Diagnostic: Sendable, Error {
    public enum Severity: String, Sendable { case error, warning, note }

    public var severity: Severity
    public var message: String
    /// Where it points; nil for messages about no particular line.
    public var range: SourceRange?
    /// Extra `note:` lines printed after the caret (the actual state of a failed assertion).
    public var notes: [String]

    public init(_ severity: Severity = .error, _ message: String, at range: SourceRange?, notes: [String] = []) {
        self.severity = severity
        self.message = message
        self.range = range
        self.notes = notes
    }
}
