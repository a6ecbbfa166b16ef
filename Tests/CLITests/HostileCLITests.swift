import Foundation
import Testing
import TestSupport

/// The command line with bad paths, bad options and bad bytes (LANGUAGE.md §11):
/// usage errors exit 64 before anything runs; nothing hangs or crashes.
@Suite("tablesim command line, hostile input", .serialized)
struct HostileCLITests {
    /// Runs the binary with raw bytes on stdin.
    func run(_ arguments: [String], stdinBytes: [UInt8] = [], in directory: String? = nil) throws -> Outcome {
        try runProgram(Tablesim.required(), arguments, stdin: stdinBytes, environment: ["NO_COLOR": "1"], directory: directory)
    }

    func scenario(_ text: String) throws -> (folder: String, path: String) {
        let folder = try temporaryFolder()
        try text.write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
        return (folder, folder + "/s.scenario")
    }

    @Test func junitInAMissingFolderIsAUsageErrorBeforeRunning() throws {
        let (folder, path) = try scenario("section 3 rows\nprint offset\n")
        let result = try Tablesim.run(["run", "--junit", folder + "/no/such/dir/report.xml", path])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty, "nothing ran")
        #expect(result.stderr.hasPrefix("Error: --junit: cannot write \(folder)/no/such/dir/report.xml: the folder \(folder)/no/such/dir does not exist\n"))
    }

    @Test func junitOntoAFolderOrFIFOIsAUsageError() throws {
        let (folder, path) = try scenario("section 3 rows\n")
        #expect(mkfifo(folder + "/fifo", 0o644) == 0)
        let onFolder = try Tablesim.run(["run", "--junit", folder, path])
        #expect(onFolder.status == 64)
        #expect(onFolder.stderr.contains("cannot write \(folder): it is a folder"))
        let onFIFO = try Tablesim.run(["run", "--junit", folder + "/fifo", path])
        #expect(onFIFO.status == 64)
        #expect(onFIFO.stderr.contains("it is not a regular file"))
    }

    @Test func svgFolderThatCannotBeMadeIsAUsageError() throws {
        let (_, path) = try scenario("section 3 rows\nshow\n")
        let result = try Tablesim.run(["run", "--svg", path + "/pictures", path])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: --svg: cannot create the folder \(path)/pictures\n"))
    }

    @Test(arguments: [["/missing.scenario"], ["--junit", "/no/such/dir/report.xml", "/s.scenario"],
                      ["--svg", "/s.scenario/pictures", "/s.scenario"]])
    func usageErrorsShowTheRunCommandsUsage(arguments: [String]) throws {
        let (folder, _) = try scenario("section 3 rows\n")
        let result = try Tablesim.run(["run"] + arguments.map { $0.hasPrefix("/") ? folder + $0 : $0 })
        #expect(result.status == 64)
        #expect(result.stderr.contains("Usage: tablesim run "), "\(result.stderr)")
        #expect(!result.stderr.contains("Usage: tablesim <subcommand>"))
    }

    @Test func foldersSkipHiddenFilesAndFoldersButAHiddenPathByNameRuns() throws {
        let folder = try temporaryFolder()
        for sub in ["/.git", "/.build/x", "/shown"] {
            try FileManager.default.createDirectory(atPath: folder + sub, withIntermediateDirectories: true)
        }
        let bad = "assert offset 5\n"
        try bad.write(toFile: folder + "/.git/bad.scenario", atomically: true, encoding: .utf8)
        try bad.write(toFile: folder + "/.build/x/bad.scenario", atomically: true, encoding: .utf8)
        try bad.write(toFile: folder + "/.hidden.scenario", atomically: true, encoding: .utf8)
        try "section 1 rows\n".write(toFile: folder + "/shown/good.scenario", atomically: true, encoding: .utf8)
        let walked = try Tablesim.run(["run", folder])
        #expect(walked.status == 0)
        #expect(withoutTimes(walked.stdout) == "PASS \(folder)/shown/good.scenario\n1 passed, 0 failed\n")
        let named = try Tablesim.run(["run", folder + "/.git", folder + "/.hidden.scenario"])
        #expect(named.status == 1)
        #expect(named.stdout.hasSuffix("0 passed, 2 failed\n"))
    }

    @Test func aFolderWithNoScenariosPassesWithAWarning() throws {
        let folder = try temporaryFolder()
        try "section 1 rows\n".write(toFile: folder + "/setup.inc", atomically: true, encoding: .utf8)
        let result = try Tablesim.run(["run", folder])
        #expect(result.status == 0)
        #expect(result.stdout == "0 passed, 0 failed\n")
        #expect(result.stderr == "warning: no *.scenario files in \(folder)\n")
    }

    @Test func aPathThatDoesNotExistExits64WithItsName() throws {
        let folder = try temporaryFolder()
        let result = try Tablesim.run(["run", folder + "/missing.scenario"])
        #expect(result.status == 64)
        #expect(result.stdout.isEmpty)
        #expect(result.stderr.hasPrefix("Error: no such file or folder: \(folder)/missing.scenario\n"))
    }

    @Test func aFIFOGivenToRunFailsInsteadOfWaiting() throws {
        let folder = try temporaryFolder()
        #expect(mkfifo(folder + "/pipe.scenario", 0o644) == 0)
        let result = try Tablesim.run(["run", folder + "/pipe.scenario"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("error: cannot read \(folder)/pipe.scenario: it is not a regular file"))
    }

    @Test func oneCharacterPathsDoNotCrash() throws {
        // Foundation's deletingLastPathComponent traps on "f"; every path from a user avoids it.
        let folder = try temporaryFolder()
        try "section 1 rows\ninclude \"i.inc\"\nshow svg s.svg\nprint offset\n".write(toFile: folder + "/f", atomically: true, encoding: .utf8)
        try "scroll 0\n".write(toFile: folder + "/i.inc", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: folder + "/l", withDestinationPath: "f")
        let result = try run(["run", "--update", "--svg", "d", "--junit", "j", "l"], in: folder)
        #expect(result.status == 0, "\(result.stdout)\(result.stderr)")
        #expect(try String(contentsOfFile: folder + "/f", encoding: .utf8).hasSuffix("print offset\n> 0\n"))
        // `show svg s.svg` writes under `--svg d`, in the scenario's own subfolder.
        for name in ["d/l/s.svg", "j", "d"] { #expect(FileManager.default.fileExists(atPath: folder + "/" + name), "\(name)") }
        #expect(!FileManager.default.fileExists(atPath: folder + "/s.svg"))
    }

    @Test func verboseTranscriptKeepsCommentsPrintable() throws {
        let (_, path) = try scenario("section 1 rows\nprint offset # \u{1B}[2J\n")
        let result = try Tablesim.run(["run", "--verbose", path])
        #expect(result.status == 0)
        #expect(result.stdout.contains("\(path):2: print offset # \u{241B}[2J\n0\n"))
        #expect(!result.stdout.contains("\u{1B}"))
    }

    @Test func invalidUTF8OnStdinIsLocated() throws {
        let result = try run([], stdinBytes: Array("section 3 rows\nscroll ".utf8) + [0xFF] + Array(" 1\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr == "<stdin>:2:8: error: invalid UTF-8 (byte 0xFF); a scenario must be UTF-8 text\nscroll \u{FFFD} 1\n       ^\n")
    }

    @Test func controlBytesOnStdinAreShownVisiblyAndLocated() throws {
        let result = try run(["repl"], stdinBytes: Array("section 3 rows\nscr".utf8) + [0x00, 0x1B] + Array("oll 1\n".utf8))
        #expect(result.status == 1)
        #expect(result.stderr == "<stdin>:2:1: error: unknown command 'scr'\nscr\u{2400}\u{241B}oll 1\n^~~\n")
        #expect(!result.stderr.contains("\u{1B}"))
    }

    @Test(arguments: 1...5)
    func randomBytesOnStdinNeverCrash(seed: UInt64) throws {
        var state = seed &* 0x9E37_79B9_7F4A_7C15
        let bytes = (0..<400).map { _ -> UInt8 in
            state ^= state << 13; state ^= state >> 7; state ^= state << 17  // xorshift64, replayable by seed
            return UInt8(truncatingIfNeeded: state)
        }
        let result = try run([], stdinBytes: bytes)
        #expect(result.status == 0 || result.status == 1, "seed \(seed): exit \(result.status)")
        #expect(!result.stderr.unicodeScalars.contains { $0.value < 0x20 && $0 != "\n" && $0 != "\t" })
    }

    @Test func updateKeepsCRLFAndExitCodesMatchTheDocs() throws {
        let (_, path) = try scenario("section 30 rows\r\nscroll 10\r\nprint offset\r\n> 3\r\n")
        let failing = try Tablesim.run(["run", path])
        #expect(failing.status == 1)
        let update = try Tablesim.run(["run", "--update", path])
        #expect(update.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "section 30 rows\r\nscroll 10\r\nprint offset\r\n> 10\r\n")
        #expect(try Tablesim.run(["run", path]).status == 0)
        let statuses = ReadmeTests.read("docs/SCENARIOS.md")
        #expect(statuses.contains("| 0 | every scenario passed |\n| 1 | a scenario failed (a syntax error, "))
    }
}
