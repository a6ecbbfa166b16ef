import Foundation
import ScenarioLanguage

/// One `print` or `show` line of one file, however often it runs (each pass
/// of a `repeat`, each `include` of its file).
struct OutputSite: Hashable {
    /// The file: its number among the real paths (or identities of sources
    /// that are no file, `<stdin>`) the interpreter has seen, in `siteFiles`.
    var file: Int
    /// Where the command starts in the file.
    var offset: Int
}

/// An expected-output block (LANGUAGE.md §7) holds for every run of its
/// command, so a command whose output differs between runs can have none:
/// with a block, or under `--update` (which would write one), that is an error.
extension Interpreter {
    func site(of command: Command) -> OutputSite {
        let id = ObjectIdentifier(command.sourceFile)
        // Most commands come from the file of the one before.
        if let (lastID, number) = lastSiteFile, lastID == id { return OutputSite(file: number, offset: command.offset) }
        let number: Int
        if let known = siteFiles[id] {
            number = known
        } else {
            let file = command.sourceFile
            let key = file.name.hasPrefix("<") ? "\(id)" : SourceReader.realPath(file.name) ?? file.name
            number = siteFileNumbers[key] ?? siteFileNumbers.count
            siteFileNumbers[key] = number
            siteFiles[id] = number
        }
        lastSiteFile = (id, number)
        return OutputSite(file: number, offset: command.offset)
    }

    /// Records a `print`/`show`'s first output at its site, and reports a later
    /// run whose output differs. Only a command with an expected block, or
    /// `--update` (which writes blocks and reads the records), can have that
    /// error: elsewhere nothing is kept, so a scenario of distinct `print`s
    /// does no lookup and keeps no copy of each command and its lines.
    func noteRepetition(of command: Command, lines: [String]) {
        guard options.acceptOutput || command.expected != nil else { return }
        let site = site(of: command)
        // One lookup, inserting the site's place when it is new; the record is
        // read in place (a copy would retain its command's parts).
        let next = firstOutputs.count
        let index = Self.read(&firstOutputIndex[site, default: next])
        guard index < next else {
            firstOutputs.append(OutputRecord(site: site, command: command, lines: lines))
            return
        }
        guard firstOutputs[index].lines != lines, inconsistentSites.insert(site).inserted else { return }
        let shown = { (lines: [String]) in Printable.clip(lines.joined(separator: " / "), limit: 30) }
        let error = RuntimeError.outputDiffersBetweenRepetitions(first: shown(firstOutputs[index].lines), then: shown(lines))
        noteUnmarkableFailure(of: command)
        diagnostics.append(error.diagnostic(at: command.nameRange))
    }

    /// A dictionary's value read through `subscript(_:default:)`'s in-place
    /// access, which inserts the default for a missing key in the same lookup.
    private static func read(_ value: inout Int) -> Int { value }
}
