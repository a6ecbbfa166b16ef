/// An index path literal `S,R` as written in a scenario.
public struct IndexPathLiteral: Hashable, Sendable, CustomStringConvertible {
    public var section: Int
    public var row: Int
    public init(section: Int, row: Int) {
        self.section = section
        self.row = row
    }
    public var description: String { "\(section),\(row)" }
}

/// One element of an index-path list: a single path or an inclusive range `A..B`.
public enum IndexPathItem: Hashable, Sendable {
    case single(IndexPathLiteral)
    case range(IndexPathLiteral, IndexPathLiteral)
}

/// The value bound to a named slot of a command (see `CommandSpec.syntax`).
public enum Value: Sendable {
    case number(Double)
    case integer(Int)
    /// One of the words a `.choice` slot allows.
    case keyword(String)
    /// A `.name` or `.text` slot, or a `.string`/`.path` slot.
    case text(String)
    case indexPath(IndexPathLiteral)
    case indexPaths([IndexPathItem])
    case size(width: Double, height: Double)
    case cellID(Int)
}

/// A value with the source range it was written at.
public struct Argument: Sendable {
    public var value: Value
    public var range: SourceRange
    public init(_ value: Value, range: SourceRange) {
        self.value = value
        self.range = range
    }
}

/// The expected-output lines (`> ...`) written after a `print` or `show`.
public struct ExpectedOutput: Sendable {
    /// The lines without their `> ` (or `>`) prefix.
    public var lines: [String]
    /// UTF-8 offset of the first byte of the first `>` line, and one past the
    /// line break of the last one (the bytes `--update` replaces).
    public var start: Int
    public var end: Int
    public init(lines: [String], start: Int, end: Int) {
        self.lines = lines
        self.start = start
        self.end = end
    }
}

/// One parsed command with its arguments by slot name.
public struct Command: Sendable {
    public var id: CommandID
    /// The whole command, from its first word to its last argument.
    public var range: SourceRange
    /// The command words (`print rect`), for error carets that point at the command itself.
    public var nameRange: SourceRange
    public var arguments: [String: Argument]
    /// The statements of a `{ ... }` block (`repeat`, `update`).
    public var block: [Command]?
    /// `> ` lines following a `print` or `show`.
    public var expected: ExpectedOutput?
    /// UTF-8 offset just past the line break ending this command's line (or
    /// the end of the file): where `--update` inserts a new expected block.
    public var lineEnd: Int
    /// `: "message"` after an assertion.
    public var message: String?
    /// `expect error "TEXT"` on the line before: the text the error must contain.
    public var expectError: Argument?
    /// `expect failure "TEXT"` on the line before an assertion: the text its failure must contain.
    public var expectFailure: Argument?

    public init(id: CommandID, range: SourceRange, nameRange: SourceRange, arguments: [String: Argument] = [:],
                block: [Command]? = nil, expected: ExpectedOutput? = nil, lineEnd: Int,
                message: String? = nil, expectError: Argument? = nil) {
        self.id = id
        self.range = range
        self.nameRange = nameRange
        self.arguments = arguments
        self.block = block
        self.expected = expected
        self.lineEnd = lineEnd
        self.message = message
        self.expectError = expectError
    }

    public var spec: CommandSpec { CommandTable.spec(id) }

    public func has(_ slot: String) -> Bool { arguments[slot] != nil }
    public func range(of slot: String) -> SourceRange { arguments[slot]?.range ?? range }

    public func number(_ slot: String) -> Double? {
        switch arguments[slot]?.value {
        case .number(let v): return v
        case .integer(let v): return Double(v)
        default: return nil
        }
    }
    public func integer(_ slot: String) -> Int? {
        if case .integer(let v) = arguments[slot]?.value { return v }
        return nil
    }
    public func keyword(_ slot: String) -> String? {
        if case .keyword(let v) = arguments[slot]?.value { return v }
        return nil
    }
    public func text(_ slot: String) -> String? {
        if case .text(let v) = arguments[slot]?.value { return v }
        return nil
    }
    public func indexPath(_ slot: String) -> IndexPathLiteral? {
        if case .indexPath(let v) = arguments[slot]?.value { return v }
        return nil
    }
    public func indexPaths(_ slot: String) -> [IndexPathItem]? {
        switch arguments[slot]?.value {
        case .indexPaths(let v): return v
        case .indexPath(let v): return [.single(v)]
        default: return nil
        }
    }
    public func size(_ slot: String) -> (width: Double, height: Double)? {
        if case .size(let w, let h) = arguments[slot]?.value { return (w, h) }
        return nil
    }
    public func cellID(_ slot: String) -> Int? {
        if case .cellID(let v) = arguments[slot]?.value { return v }
        return nil
    }
}

/// A parsed file: its commands in order, or the syntax errors that stop it from running.
public struct Program: Sendable {
    public var file: SourceFile
    public var commands: [Command]
    public init(file: SourceFile, commands: [Command]) {
        self.file = file
        self.commands = commands
    }
}
