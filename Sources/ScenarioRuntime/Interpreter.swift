import Foundation
import ScenarioLanguage
import TableEngine

/// A command that failed: it stops the scenario unless `expect error` caught it.
struct CommandFailure: Error {
    var message: String
    var range: SourceRange?
    var notes: [String] = []

    init(message: String, range: SourceRange?, notes: [String] = []) {
        self.message = message
        self.range = range
        self.notes = notes
    }

    init(_ error: RuntimeError, at range: SourceRange?, notes: [String] = []) {
        self.init(message: error.message, range: range, notes: error.notes + notes)
    }
}

/// Ctrl-C at the REPL stopped the run between two commands.
struct Interruption: Error {
    /// The command that did not run.
    var range: SourceRange
}

/// The output a `print` or `show` produced (its first run), for `--update`.
struct OutputRecord {
    var site: OutputSite
    var command: Command
    var lines: [String]
}

/// Runs parsed commands against one table and its app.
final class Interpreter {
    let app = ScenarioApp()
    let table = TableView()
    /// Folder for relative paths when no file is involved (the REPL).
    let baseDirectory: String
    // Read (and the counters and records below written) before every
    // command. One thread runs an interpreter: release builds skip the
    // dynamic exclusivity checks on them; debug builds check.
    #if DEBUG
    var options: RunOptions
    #else
    @exclusivity(unchecked) var options: RunOptions
    #endif

    /// Output of `print`/`show` without an expected block, and diagnostics, in the order they happened.
    let transcript = Transcript()
    /// Where failed checks are reported (the transcript).
    var diagnostics: Transcript { transcript }
    /// The first output of each `print`/`show` site, in the order the sites
    /// first ran; where each site's record is in that list; and the sites
    /// whose output differed between runs.
    #if DEBUG
    var firstOutputs: [OutputRecord] = []
    var firstOutputIndex: [OutputSite: Int] = [:]
    var inconsistentSites: Set<OutputSite> = []
    #else
    @exclusivity(unchecked) var firstOutputs: [OutputRecord] = []
    @exclusivity(unchecked) var firstOutputIndex: [OutputSite: Int] = [:]
    @exclusivity(unchecked) var inconsistentSites: Set<OutputSite> = []
    #endif
    /// The number of each source file seen, by identity: files with the same
    /// real path (or the identity of a source that is no file) share one.
    var siteFiles: [ObjectIdentifier: Int] = [:]
    var siteFileNumbers: [String: Int] = [:]
    /// The last file `site(of:)` numbered.
    var lastSiteFile: (ObjectIdentifier, Int)?
    /// Real paths of the files being run: the scenario, then each include in turn (to refuse cycles).
    var includeStack: [String] = []
    /// How many includes are open (the limit stops deep chains of distinct files).
    var includeDepth = 0
    /// What the current run has done, against `options.limits`, and when its
    /// time is up. The instant is boxed: a stored `ContinuousClock.Instant` (a
    /// resilient type, of a size known only at run time) would leave the
    /// offsets of the interpreter's stored properties to be looked up at run time.
    /// `rowsWorkedCounted`: the table's `rowsWorked` when last counted.
    #if DEBUG
    var commandsRun = 0
    var rowWork = 0, rowsWorkedCounted = 0
    var deadline: Deadline?
    #else
    @exclusivity(unchecked) var commandsRun = 0
    @exclusivity(unchecked) var rowWork = 0, rowsWorkedCounted = 0
    @exclusivity(unchecked) var deadline: Deadline?
    #endif
    /// Whether a command changed the table (for the REPL's summary).
    var changedTable = false
    /// Whether `options.interruption` stopped the last run.
    var wasInterrupted = false
    var svgCount = 0
    /// Whether this scenario's `--svg DIR` subfolder has been made.
    var svgFolderMade = false
    /// The data half of the open `update { }` batch (or single change), applied at its end.
    var appBatch: AppBatch?
    /// Real paths of the files the run included or wrote (`save` never replaces them).
    var touchedFiles: Set<String> = []
    /// How the assertions of the statement being run turned out (the REPL's `save`); nil when not wanted.
    var assertionOutcomes: AssertionOutcomes?

    init(baseDirectory: String, options: RunOptions = RunOptions()) {
        self.baseDirectory = baseDirectory
        self.options = options
        table.dataSource = app
        table.delegate = app
        if let platform = options.platform { table.platform = platform }
        table.invariantChecking = options.invariantChecking
        if options.takesPictures {
            transcript.camera = { [unowned self] in SVGRenderer(table: table, app: app).render() }
        }
    }

    /// Runs commands in order; returns false when a command's error stopped them.
    @discardableResult
    func run(_ commands: [Command]) -> Bool {
        startLimits()
        // Read in place: a `for command in commands` loop (or an array
        // subscript) copies each command, retaining its parts, to hand it out.
        return commands.withUnsafeBufferPointer { commands in
            for index in commands.indices {
                do {
                    try runChecked(commands[index])
                } catch let failure as CommandFailure {
                    transcript.stop(Diagnostic(.error, failure.message, at: failure.range ?? commands[index].range, notes: failure.notes))
                    return false
                } catch let stop as RunStop {
                    transcript.stop(Diagnostic(.error, stop.message, at: stop.range, notes: stop.notes))
                    return false
                } catch let interruption as Interruption {
                    // At the command that did not run, which may be inside an include.
                    transcript.stop(RuntimeError.interrupted.diagnostic(at: interruption.range))
                    wasInterrupted = true
                    return false
                } catch let error as SlotError {
                    transcript.stop(RuntimeError(error).diagnostic(at: error.range))
                    return false
                } catch {
                    transcript.stop(Diagnostic(.error, "\(error)", at: commands[index].range))
                    return false
                }
            }
            return true
        }
    }

    /// Runs a command, honouring `expect error "TEXT"` on the line before it.
    func runChecked(_ command: Command) throws {
        if let interruption = options.interruption, interruption() { throw Interruption(range: command.range) }
        try account(command)
        // Also when it fails; a block's commands count their own, once.
        defer { accountRowsWorked() }
        guard let expectation = command.expectError, case .text(let text) = expectation.value else {
            try execute(command)
            return
        }
        do {
            try execute(command)
        } catch let failure as CommandFailure {
            guard failure.message.contains(text) else {
                throw CommandFailure(.expectedErrorButGot(text: text, got: failure.message), at: command.range)
            }
            return
        }
        throw CommandFailure(.expectedErrorButSucceeded(text: text), at: expectation.range)
    }

    /// Turns engine errors into located failures.
    func engine<T>(_ command: Command, _ slot: Slot? = nil, _ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let error as TableError {
            throw CommandFailure(message: error.message, range: slot.map { command.range(of: $0) } ?? command.range)
        }
    }

    /// A catalogued failure at a command, or at one of its slots.
    func failure(_ error: RuntimeError, _ command: Command, _ slot: Slot? = nil) -> CommandFailure {
        CommandFailure(error, at: slot.map { command.range(of: $0) } ?? command.range)
    }
}

/// When a run's time is up (`RunLimits.seconds`).
final class Deadline {
    let instant: ContinuousClock.Instant
    init(_ instant: ContinuousClock.Instant) { self.instant = instant }
}

/// Options of a run that the scenario itself does not set.
public struct RunOptions: Sendable {
    /// `--platform`: as if the scenario began with that `platform` line.
    public var platform: PlatformProfile?
    /// `--svg DIR`: an SVG for every `show`.
    public var svgDirectory: String?
    /// The top-level scenario's name under `svgDirectory` (`a/x` for
    /// `DIR/a/x-1.svg`); `show`s in included files count with it.
    public var pictureName: String?
    /// `--update`: expected-output mismatches are not failures (the blocks get rewritten).
    public var acceptOutput = false
    /// `--verbose`: print every `print` and `show` with its file and line, checked or not.
    public var verbose = false
    /// Scenario files (`ScenarioRunner`): each line of unchecked output starts with `FILE:LINE: `.
    public var labelsOutput = false
    /// `--html`: keep a picture of the table at each `show` and each error.
    public var takesPictures = false
    /// `--no-write`: `show svg PATH` draws but writes no file.
    public var writesFiles = true
    /// How much a debug build's engine verifies after every mutation (the
    /// command-line tool bounds it; tests keep the default, `.full`).
    public var invariantChecking = TableView.InvariantChecking.full
    /// Asked before every command (each pass of a `repeat` too): true stops the
    /// run with an "interrupted" error. The REPL answers it from Ctrl-C.
    public var interruption: (@Sendable () -> Bool)?
    /// The terminal's width when `show` prints to one (the prompt); nil for the full layout.
    public var displayWidth: (@Sendable () -> Int?)?
    /// What one run may do (commands, row work, time).
    public var limits = RunLimits()
    /// Which files `include` may read and `show svg` may write.
    public var fileAccess = FileAccess.anywhere

    public init(platform: PlatformProfile? = nil, svgDirectory: String? = nil, verbose: Bool = false,
                interruption: (@Sendable () -> Bool)? = nil) {
        self.platform = platform
        self.svgDirectory = svgDirectory
        self.verbose = verbose
        self.interruption = interruption
    }
}
