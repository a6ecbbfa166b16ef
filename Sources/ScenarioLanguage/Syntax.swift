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

/// An identifier of a diffable data source as written (a word, number or
/// quoted string, unquoted), with where it is written.
public struct IdentifierLiteral: Sendable {
    public var text: String
    public var range: SourceRange
    public init(_ text: String, range: SourceRange) {
        self.text = text
        self.range = range
    }
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
    /// A `.identifiers` slot's list, in order.
    case identifiers([IdentifierLiteral])
    case viewID(Int)
    /// A `.strings` slot.
    case texts([String])
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

/// One parsed command with its arguments by slot.
///
/// Commands are copied as they are parsed, nested and run, so a copy retains
/// little: one file for both ranges, the arguments, and the rarely set parts
/// (a block, expected output, a message, an `expect` before it) in one shared box.
public struct Command: Sendable {
    public var id: CommandID
    private var file: SourceFile
    private var start: Int, end: Int
    private var nameStart: Int, nameEnd: Int
    public var arguments: Arguments
    /// UTF-8 offset just past the line break ending this command's line (or
    /// the end of the file): where `--update` inserts a new expected block.
    public var lineEnd: Int
    /// Spelt `Optional<...>` so that it has no implicit `nil` default: each
    /// init sets it once (a default then a second store made the optimiser
    /// build the parser's command twice and copy it, on every line).
    private var rare: Optional<RareParts>

    public init(id: CommandID, range: SourceRange, nameRange: SourceRange, arguments: Arguments = [:],
                block: [Command]? = nil, expected: ExpectedOutput? = nil, lineEnd: Int,
                message: String? = nil, expectError: Argument? = nil) {
        self.id = id
        self.file = range.file
        self.start = range.start
        self.end = range.end
        self.nameStart = nameRange.start
        self.nameEnd = nameRange.end
        self.arguments = arguments
        self.lineEnd = lineEnd
        if block != nil || expected != nil || message != nil || expectError != nil {
            rare = RareParts(block: block, expected: expected, message: message, expectError: expectError)
        } else {
            rare = nil
        }
    }

    /// A command as the parser makes it: both ranges in `file`, and a
    /// message (the only rare part a line itself can give).
    init(id: CommandID, file: SourceFile, start: Int, end: Int, nameStart: Int, nameEnd: Int,
         arguments: Arguments, lineEnd: Int, message: String?) {
        self.id = id
        self.file = file
        self.start = start
        self.end = end
        self.nameStart = nameStart
        self.nameEnd = nameEnd
        self.arguments = arguments
        self.lineEnd = lineEnd
        rare = message.map { RareParts(message: $0) }
    }

    /// The whole command, from its first word to its last argument.
    public var range: SourceRange {
        get { SourceRange(file: file, start: start, end: end) }
        set { file = newValue.file; start = newValue.start; end = newValue.end }
    }
    /// The command words (`print rect`), for error carets that point at the command itself.
    public var nameRange: SourceRange {
        get { SourceRange(file: file, start: nameStart, end: nameEnd) }
        set { nameStart = newValue.start; nameEnd = newValue.end }
    }
    /// Where the command starts in its file (its `range.start`, without making the range).
    public var offset: Int { start }
    /// The file the command is written in.
    public var sourceFile: SourceFile { file }

    /// The statements of a `{ ... }` block (`repeat`, `update`).
    public var block: [Command]? { get { rare?.block } set { setRare(\.block, newValue) } }
    /// `> ` lines following a `print` or `show`.
    public var expected: ExpectedOutput? { get { rare?.expected } set { setRare(\.expected, newValue) } }
    /// `: "message"` after an assertion.
    public var message: String? { get { rare?.message } set { setRare(\.message, newValue) } }
    /// `expect error "TEXT"` on the line before: the text the error must contain.
    public var expectError: Argument? { get { rare?.expectError } set { setRare(\.expectError, newValue) } }
    /// `expect failure "TEXT"` on the line before an assertion: the text its failure must contain.
    public var expectFailure: Argument? { get { rare?.expectFailure } set { setRare(\.expectFailure, newValue) } }

    /// Sets one of the rare parts, copying the box first if another command shares it.
    private mutating func setRare<Part>(_ part: ReferenceWritableKeyPath<RareParts, Part?>, _ value: Part?) {
        if rare == nil {
            rare = RareParts()
        } else if !isKnownUniquelyReferenced(&rare) {
            rare = rare?.copy()
        }
        rare?[keyPath: part] = value
    }

    public var spec: CommandSpec { CommandTable.spec(id) }
    public var traits: CommandTraits { CommandTable.traits(id) }

    public func has(_ slot: Slot) -> Bool { arguments.contains(slot) }
    /// Where the slot's value is written, or the whole command when it is absent.
    public func range(of slot: Slot) -> SourceRange { arguments[slot]?.range ?? range }

    // The typed accessors. The parser binds every slot the command table makes
    // required, so a `SlotError` is a disagreement between the table and the
    // interpreter, never the user's input. Optional slots are read with `ifPresent`.

    public func number(_ slot: Slot) throws(SlotError) -> Double {
        switch arguments.value(slot) {
        case .number(let v): return v
        case .integer(let v): return Double(v)
        default: throw unbound(slot, "a number")
        }
    }
    public func integer(_ slot: Slot) throws(SlotError) -> Int {
        if case .integer(let v) = arguments.value(slot) { return v }
        throw unbound(slot, "a whole number")
    }
    /// The case of a `.choice` slot: `try c.choice(ScrollPosition.self, .position)`.
    // Inlinable, so that the caller's module specialises it for the choice's
    // type: unspecialised, the raw-value lookup goes through the protocol.
    @inlinable
    public func choice<Choice: ChoiceWord>(_ type: Choice.Type, _ slot: Slot) throws(SlotError) -> Choice {
        if case .keyword(let word) = arguments.value(slot), let choice = Choice(rawValue: word) { return choice }
        throw unbound(slot, "one of " + Choice.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", "))
    }
    public func text(_ slot: Slot) throws(SlotError) -> String {
        if case .text(let v) = arguments.value(slot) { return v }
        throw unbound(slot, "a text")
    }
    public func indexPath(_ slot: Slot) throws(SlotError) -> IndexPathLiteral {
        if case .indexPath(let v) = arguments.value(slot) { return v }
        throw unbound(slot, "an index path")
    }
    /// An index-path list; a single `.indexPath` slot reads as a list of one.
    public func indexPaths(_ slot: Slot) throws(SlotError) -> [IndexPathItem] {
        switch arguments.value(slot) {
        case .indexPaths(let v): return v
        case .indexPath(let v): return [.single(v)]
        default: throw unbound(slot, "index paths")
        }
    }
    public func size(_ slot: Slot) throws(SlotError) -> (width: Double, height: Double) {
        if case .size(let w, let h) = arguments.value(slot) { return (w, h) }
        throw unbound(slot, "a size")
    }
    public func cellID(_ slot: Slot) throws(SlotError) -> Int {
        if case .cellID(let v) = arguments.value(slot) { return v }
        throw unbound(slot, "a cell identity")
    }
    public func viewID(_ slot: Slot) throws(SlotError) -> Int {
        if case .viewID(let v) = arguments.value(slot) { return v }
        throw unbound(slot, "a header-footer view identity")
    }
    public func texts(_ slot: Slot) throws(SlotError) -> [String] {
        if case .texts(let v) = arguments.value(slot) { return v }
        throw unbound(slot, "quoted strings")
    }

    /// The identifiers of a `.identifiers` slot; a `.text` slot reads as a list of one.
    public func identifiers(_ slot: Slot) throws(SlotError) -> [IdentifierLiteral] {
        switch arguments[slot] {
        case .some(let argument):
            switch argument.value {
            case .identifiers(let v): return v
            case .text(let v): return [IdentifierLiteral(v, range: argument.range)]
            default: break
            }
        case .none: break
        }
        throw unbound(slot, "identifiers")
    }

    /// An optional slot read with one of the accessors above: nil when absent.
    /// `try c.ifPresent(.id, c.text)`. Inlinable, so that the caller's module
    /// calls the accessor directly instead of making a closure that holds a copy of the command.
    @inlinable
    public func ifPresent<T>(_ slot: Slot, _ read: (Slot) throws(SlotError) -> T) throws(SlotError) -> T? {
        has(slot) ? try read(slot) : nil
    }
    /// An optional `.choice` slot: nil when absent.
    @inlinable
    public func choice<Choice: ChoiceWord>(_ type: Choice.Type, ifPresent slot: Slot) throws(SlotError) -> Choice? {
        has(slot) ? try choice(type, slot) : nil
    }

    @usableFromInline
    func unbound(_ slot: Slot, _ kind: String) -> SlotError {
        SlotError(command: spec.name, slot: slot, kind: kind, range: range)
    }
}

/// A required slot the parser left unbound, or bound to another kind of value:
/// the command table and the interpreter disagree (a programming error).
public struct SlotError: Error, Sendable {
    public var command: String
    public var slot: Slot
    /// What the interpreter wanted (`a number`).
    public var kind: String
    public var range: SourceRange
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

/// The parts of a `Command` that most commands leave unset, boxed so that a
/// command copy retains one reference for all of them (copied on write).
private final class RareParts: @unchecked Sendable {
    // Written only through a uniquely referenced box (`Command.updateRare`).
    var block: [Command]?
    var expected: ExpectedOutput?
    var message: String?
    var expectError: Argument?
    var expectFailure: Argument?

    init(block: [Command]? = nil, expected: ExpectedOutput? = nil, message: String? = nil,
         expectError: Argument? = nil, expectFailure: Argument? = nil) {
        self.block = block
        self.expected = expected
        self.message = message
        self.expectError = expectError
        self.expectFailure = expectFailure
    }

    func copy() -> RareParts {
        RareParts(block: block, expected: expected, message: message, expectError: expectError, expectFailure: expectFailure)
    }
}
