import Foundation
import ScenarioLanguage

/// A limit that ends the whole run: the work limit or the time budget. Unlike
/// a `CommandFailure`, `expect error` cannot catch it.
struct RunStop: Error {
    var message: String
    var range: SourceRange
    /// `included from …`, outermost last.
    var notes: [String] = []

    init(_ error: RuntimeError, range: SourceRange) {
        self.message = error.message
        self.range = range
        self.notes = error.notes
    }
}

/// What one run may do, whichever way its commands arrive (top level,
/// `repeat`, `include`): a number of commands, an amount of row work, and
/// (`tablesim run --timeout`) a time.
public struct RunLimits: Sendable {
    /// Commands a run may execute in all, each command in each pass of a
    /// `repeat` and each command of an included file counted (a `repeat` line itself is not).
    public var commands = 1_000_000
    /// Rows a run may touch in all: a reload counts every row of the table,
    /// `section N rows` counts N, so `repeat 1000000 { reload-data }` on a
    /// ten-million-row table stops after ten passes instead of running for
    /// days; every command counts the rows it bound to cells (a jump through
    /// rows of a thousandth of a point binds a screenful of 660,000) or
    /// walked (`show` and `print separators` walk every row on screen, ten
    /// million of zero height included).
    public var rowWork = 100_000_000
    /// Rows one update may name (`delete 0,0..0,9999999` is refused before it runs).
    public var rowsPerUpdate = 1_000_000
    /// Seconds the run may take, or nil for no limit.
    public var seconds: Double?

    public init() {}
}

extension RunOptions {
    /// `tablesim run`'s default `--timeout`: long enough for any real scenario
    /// in a debug build, short enough that a runaway file does not stall CI.
    public static let defaultTimeout = 60.0
}

extension Interpreter {
    /// Counts `command` against the run's limits before it runs.
    func account(_ command: Command) throws {
        // A `repeat` line is not a command of its own: its passes are (so
        // `repeat 1000000 { scroll 1 }` is exactly the limit).
        if command.id != .repeat { commandsRun += 1 }
        guard commandsRun <= options.limits.commands else {
            throw RunStop(.commandLimit(limit: options.limits.commands), range: command.range)
        }
        rowWork += try rowCost(of: command)
        guard rowWork <= options.limits.rowWork else {
            throw RunStop(.rowWorkLimit(limit: options.limits.rowWork), range: command.range)
        }
        if let deadline {
            // Read before every command (tens of nanoseconds); the limits above keep any one command short.
            guard ContinuousClock.now < deadline.instant else {
                let seconds = options.limits.seconds ?? 0
                let shown = seconds == seconds.rounded() && seconds < 1e9 ? String(Int(seconds)) : "\(seconds)"
                throw RunStop(.timeLimit(seconds: shown), range: command.range)
            }
        }
    }

    /// The rows a command works through beyond itself: every row for a reload
    /// (setup commands reload a loaded table), the new rows for `section`.
    private func rowCost(of command: Command) throws -> Int {
        var cost = 0
        switch command.traits.topic {
        case .setup:
            if table.hasLoaded { cost += app.totalRows }
            if command.id == .section { cost += max(0, try command.integer(.count)) }
        case .changes:
            if command.id == .reloadData || command.id == .reloadSection { cost += app.totalRows }
        case .diffable:
            // An apply diffs every item of the snapshot (a reload: every row).
            if command.id == .apply { cost += app.totalRows + (app.diffable?.pending.numberOfItems ?? 0) }
        case .selection:
            if command.id == .reorder { cost += try reorderCost(command) }
        case .scrolling, .looking, .assertions, .structure, .repl:
            break
        }
        return cost
    }

    /// Counts the rows bound to cells or walked (`rowsWorked`) since the
    /// last count against the run's row work, each once (a block's command
    /// counts its own, and the command holding the block only what it did
    /// itself); the next command stops the run once it is over.
    func accountRowsWorked() {
        let now = table.rowsWorked
        rowWork += max(0, now &- rowsWorkedCounted)
        rowsWorkedCounted = now
    }

    /// Starts the run's clock (a session's each run, a file's one).
    func startLimits() {
        commandsRun = 0
        rowWork = 0
        rowsWorkedCounted = table.rowsWorked
        deadline = options.limits.seconds.map { Deadline(ContinuousClock.now + .milliseconds(Int64(min($0, 1e9) * 1000))) }
    }
}
