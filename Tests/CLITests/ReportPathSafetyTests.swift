import Foundation
import Testing
import TestSupport

/// A report never replaces a file the user did not name to be replaced: an
/// empty report path, a report onto a scenario, two reports at one path and
/// an empty `--filter` are usage errors (exit 64) before anything runs.
@Suite("tablesim run, report paths", .serialized)
struct ReportPathSafetyTests {
    let text = "section 3 rows\nprint offset\n"

    func twoScenarios() throws -> (folder: String, first: String, second: String) {
        let folder = try temporaryFolder()
        for name in ["a", "b"] { try text.write(toFile: "\(folder)/\(name).scenario", atomically: true, encoding: .utf8) }
        return (folder, "\(folder)/a.scenario", "\(folder)/b.scenario")
    }

    /// Runs `arguments`, then checks it was refused with `message` and both scenarios are untouched.
    func expectRefused(_ arguments: [String], _ message: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        let (_, first, second) = try twoScenarios()
        let resolved = arguments.map { $0.replacingOccurrences(of: "FIRST", with: first).replacingOccurrences(of: "SECOND", with: second) }
        let result = try Tablesim.run(["run"] + resolved)
        #expect(result.status == 64, sourceLocation: sourceLocation)
        #expect(result.stdout.isEmpty, "nothing ran", sourceLocation: sourceLocation)
        #expect(result.stderr.hasPrefix("Error: \(message.replacingOccurrences(of: "FIRST", with: first))"),
                "\(result.stderr)", sourceLocation: sourceLocation)
        #expect(try String(contentsOfFile: first, encoding: .utf8) == text, sourceLocation: sourceLocation)
        #expect(try String(contentsOfFile: second, encoding: .utf8) == text, sourceLocation: sourceLocation)
    }

    @Test func anEmptyReportPathIsRefused() throws {
        try expectRefused(["--tap=", "FIRST", "SECOND"], "--tap: the path is empty (an unset variable?)")
        try expectRefused(["--junit=", "FIRST", "SECOND"], "--junit: the path is empty")
        try expectRefused(["--html=", "FIRST"], "--html: the path is empty")
        try expectRefused(["--svg=", "FIRST"], "--svg: the folder is empty")
    }

    @Test func aReportOntoAScenarioIsRefused() throws {
        try expectRefused(["--junit", "FIRST", "FIRST"], "--junit: FIRST is a scenario file; a report would replace it")
        try expectRefused(["--html", "FIRST", "SECOND"], "--html: FIRST is a scenario file")
        try expectRefused(["--junit", "common.inc", "FIRST"], "--junit: common.inc is a scenario file")
    }

    @Test func aFlagWithAnEqualsSignIsLeftToArgumentParser() throws {
        // Only options that take a value are split: `--update=` stays one
        // argument (argument-parser takes it as the flag), no scenario path "".
        let (_, first, _) = try twoScenarios()
        let result = try Tablesim.run(["run", "--update=", first])
        #expect(!result.stdout.contains("cannot read") && !result.stderr.contains("cannot read"))
        #expect(result.stdout.contains("1 passed"))
    }

    @Test func aReportOntoAFolderToRunIsRefused() throws {
        let (folder, _, _) = try twoScenarios()
        let result = try Tablesim.run(["run", "--junit", folder + "/.", folder])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --junit: \(folder)/. is a scenario to run; the report would replace it"))
    }

    @Test func twoReportsAtOnePathAreRefused() throws {
        let (folder, first, _) = try twoScenarios()
        let result = try Tablesim.run(["run", "--junit", folder + "/r.xml", "--html", folder + "/./r.xml", first])
        #expect(result.status == 64)
        #expect(result.stderr.hasPrefix("Error: --junit and --html name the same file, \(folder)/./r.xml"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/r.xml"))
    }

    @Test func anEmptyFilterIsRefused() throws {
        try expectRefused(["--filter", "", "FIRST"], "--filter: the pattern is empty")
        try expectRefused(["--filter=", "FIRST"], "--filter: the pattern is empty")
    }

    @Test func distinctReportsStillRun() throws {
        let (folder, first, second) = try twoScenarios()
        let result = try Tablesim.run(["run", "--junit=\(folder)/r.xml", "--tap=\(folder)/r.tap", first, second])
        #expect(result.status == 0)
        #expect(try String(contentsOfFile: "\(folder)/r.tap", encoding: .utf8).hasPrefix("TAP version 14\n"))
        #expect(try String(contentsOfFile: "\(folder)/r.xml", encoding: .utf8).contains("<testsuite"))
    }
}
