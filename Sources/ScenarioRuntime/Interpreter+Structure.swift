import Foundation
import ScenarioLanguage

/// `repeat`, `include` and a misplaced `expect error` (LANGUAGE.md §8), with
/// the limits that keep hostile input from hanging or recursing forever.
extension Interpreter {
    /// Includes nest at most this deep.
    static let maximumIncludeDepth = 32

    /// How many commands a list runs, nested repeats multiplied. A `repeat`
    /// line is not a command of its own, as `account` counts: its passes
    /// are. A block that runs no command (empty, or only repeats of such
    /// blocks) costs nothing: its passes are not walked. A Double cannot
    /// overflow. `unfinished`: the last block is still being typed (the
    /// prompt checks a repeat at its header), so it will hold commands: at
    /// least one a pass.
    static func cost(of commands: [Command], unfinished: Bool = false) throws -> Double {
        var total = 0.0
        for (i, command) in commands.enumerated() {
            // Only the last command's block can still be open.
            total += (command.id == .repeat ? 0 : 1) + (try cost(ofBodyOf: command, unfinished: unfinished && i == commands.count - 1))
        }
        return total
    }

    /// The commands a command's block runs: a repeat's block `count` times.
    static func cost(ofBodyOf command: Command, unfinished: Bool = false) throws -> Double {
        let body = try cost(of: command.block ?? [], unfinished: unfinished)
        guard command.id == .repeat else { return body }
        guard unfinished || body > 0 else { return 0 }
        return Double(max(0, try command.integer(.count))) * max(1, body)
    }

    func runRepeat(_ command: Command) throws {
        let count = try command.integer(.count)
        let body = command.block ?? []
        // Refused before it runs when its own commands alone exceed the limit
        // (`account` then stops whatever else, includes too, goes over).
        let total = try Interpreter.cost(ofBodyOf: command)
        let limit = options.limits.commands
        guard Double(commandsRun) + total <= Double(limit) else {
            let amount = total < 1e15 ? String(Int(total)) : "more than 10^15"
            throw failure(.repeatTooLong(amount: amount, limit: limit, alreadyRun: commandsRun), command, .count)
        }
        // A block that runs no command (empty, or only repeats of such blocks)
        // does nothing: its passes are not walked (they would otherwise spin
        // uncounted, a repeat line not being a command of its own).
        guard total > 0 else { return }
        for _ in 0..<max(0, count) {
            for inner in body { try runChecked(inner) }
        }
    }

    /// Runs another scenario file in the same table. Its errors keep their own
    /// location, with a note naming the include line.
    func include(_ command: Command) throws {
        let written = try command.text(.path)
        let path = includePath(written, from: command)
        // Only scenario files, by the name as written and by the file it leads
        // to (through links): a scenario someone else wrote must not show
        // another file's lines (`/proc/self/environ`, `~/.netrc`) in its errors.
        guard ScenarioRunner.isScenarioFile(written), SourceReader.realPath(path).map(ScenarioRunner.isScenarioFile) ?? true else {
            throw failure(.cannotInclude(path: written, reason: "only scenario files (*.scenario, *.inc) can be included"), command, .path)
        }
        guard includeDepth < Interpreter.maximumIncludeDepth else {
            throw failure(.includeTooDeep(limit: Interpreter.maximumIncludeDepth), command, .path)
        }
        if let refusal = options.fileAccess.refusal(of: path) {
            throw failure(.cannotInclude(path: written, reason: refusal), command, .path)
        }
        let source: (file: SourceFile, error: Diagnostic?)
        do {
            source = try SourceReader.source(atPath: path, name: path)
        } catch {
            throw failure(.cannotInclude(path: written, reason: error.reason), command, .path)
        }
        let real = SourceReader.realPath(path) ?? (path as NSString).standardizingPath
        if let index = includeStack.firstIndex(of: real) {
            let chain = (includeStack[index...] + [real]).map { ($0 as NSString).lastPathComponent }
            throw failure(.includeCycle(path: written, chain: chain), command, .path)
        }
        if let error = source.error {
            throw CommandFailure(message: error.message, range: error.range, notes: [includedFrom(command)])
        }
        let (program, errors) = Parser.parse(source.file)
        guard errors.isEmpty else {
            for error in errors { transcript.stop(error) }
            throw failure(.includeHasSyntaxErrors(path: written, count: errors.count), command, .path)
        }
        touchedFiles.insert(real)
        includeStack.append(real)
        includeDepth += 1
        defer {
            includeStack.removeLast()
            includeDepth -= 1
        }
        for inner in program.commands {
            do {
                try runChecked(inner)
            } catch var failure as CommandFailure {
                failure.notes.append(includedFrom(command))
                throw failure
            } catch let interruption as Interruption {
                throw interruption
            } catch var stop as RunStop {
                stop.notes.append(includedFrom(command))
                throw stop
            } catch let error as SlotError {
                throw CommandFailure(RuntimeError(error), at: error.range, notes: [includedFrom(command)])
            } catch {
                throw CommandFailure(message: "\(error)", range: inner.range, notes: [includedFrom(command)])
            }
        }
    }

    private func includedFrom(_ command: Command) -> String {
        "included from \(command.range(of: .path))"
    }

    /// `PATH` relative to the including file's folder (the base folder at the REPL).
    private func includePath(_ written: String, from command: Command) -> String {
        if written.hasPrefix("/") { return written }
        let name = command.range.file.name
        let folder = SourceReader.folder(of: name)
        let directory = name.hasPrefix("<") || folder.isEmpty ? baseDirectory : folder
        if directory.isEmpty || directory == "." { return written }
        return (directory as NSString).appendingPathComponent(written)
    }
}
