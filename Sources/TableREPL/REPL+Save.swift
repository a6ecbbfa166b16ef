import Foundation
import ScenarioLanguage
import ScenarioRuntime

/// `save` and `history`: the session written as a scenario that reproduces
/// it, and the lines typed so far.
extension REPL {
    /// Writes the journal to `path` (relative to the base folder). Refuses a file
    /// the session included or wrote, and any existing file without `force`.
    func save(to path: String, force: Bool) {
        let target = Reproduction.standardized(Reproduction.join(baseDirectory, path))
        let real = SourceReader.realPath(target) ?? target
        if protectedFiles.contains(real) {
            output.err("error: not saved: the session read or wrote \(path) (include, show svg); choose another file\n")
            return
        }
        if !force, FileManager.default.fileExists(atPath: target) || isDanglingLink(target) {
            output.err("error: not saved: \(path) exists; 'save --force \(path)' replaces it\n")
            return
        }
        let folder = SourceReader.folder(of: real)
        let text = scenarioText(savedIn: SourceReader.realPath(folder) ?? folder)
        do {
            try AtomicFile.write(text, to: target, replacing: force)
        } catch {
            output.err("error: \(error); not saved\n")
            return
        }
        output.out(confirmation(path))
    }

    /// The saved scenario: a header, then every kept statement, its paths made relative to `folder`.
    func scenarioText(savedIn folder: String) -> String {
        "# Saved from the tablesim prompt; `tablesim run` runs it.\n"
            + entries.map { Reproduction.rewritingPaths($0.text, from: baseDirectory, to: folder) + "\n" }.joined()
    }

    /// `saved 4 commands to bug.scenario (1 failing command under expect error, ...); left out: ...`
    func confirmation(_ path: String) -> String {
        let commands = entries.reduce(0) { $0 + Self.commandCount($1.text) }
        var kept: [String] = []
        let failing = entries.filter(\.failedCommand).count
        if failing > 0 { kept.append(Self.count(failing, "failing command") + " under expect error") }
        let marked = entries.reduce(0) { $0 + $1.markedAssertions }
        if marked > 0 { kept.append(Self.count(marked, "failing assertion") + " under expect failure") }
        let unmarked = entries.reduce(0) { $0 + $1.unmarkedAssertions }
        if unmarked > 0 {
            kept.append(Self.count(unmarked, "assertion") + " that failed only on some passes, kept as they are (the file reports them)")
        }
        let unmarkable = entries.reduce(0) { $0 + $1.unmarkableChecks }
        if unmarkable > 0 {
            kept.append(Self.count(unmarkable, "failing check") + " in an included file or an expected-output block, kept as they are (the file reports them)")
        }
        var out: [String] = []
        if leftOut.syntaxErrors > 0 { out.append(Self.count(leftOut.syntaxErrors, "line") + " with a syntax error") }
        if leftOut.unexpectable > 0 { out.append(Self.count(leftOut.unexpectable, "statement") + " whose failure a file cannot expect") }
        if leftOut.interrupted > 0 { out.append(Self.count(leftOut.interrupted, "interrupted command")) }
        if leftOut.undone > 0 { out.append(Self.count(leftOut.undone, "undone command")) }
        if leftOut.replCommands > 0 { out.append(Self.count(leftOut.replCommands, "prompt command") + " (help, save, ...)") }
        var line = "saved \(Self.count(commands, "command")) to \(path)"
        if !kept.isEmpty { line += " (" + kept.joined(separator: ", ") + ")" }
        if !out.isEmpty { line += "; left out: " + out.joined(separator: ", ") }
        return line + "\n"
    }

    /// Prints the lines typed so far, each with the number diagnostics give it.
    func history() {
        let width = String(sessionLines.count).count
        for (index, line) in sessionLines.enumerated() {
            let number = String(index + 1)
            output.out(String(repeating: " ", count: width - number.count) + number + "  " + line + "\n")
        }
    }

    /// Commands in a statement, not counting `expect` lines, comments and blank lines (a block counts once).
    static func commandCount(_ text: String) -> Int {
        let (program, diagnostics) = Parser.parse(SourceFile(name: sourceName, text: text))
        return diagnostics.isEmpty ? program.commands.count : 1
    }

    static func count(_ n: Int, _ noun: String) -> String { "\(n) \(noun)\(n == 1 ? "" : "s")" }

    private func isDanglingLink(_ path: String) -> Bool {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: path)) != nil
    }
}
