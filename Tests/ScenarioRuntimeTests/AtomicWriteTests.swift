import Foundation
import ScenarioLanguage
@testable import ScenarioRuntime
import Testing
import TestSupport

/// `AtomicFile` and `run --update` never lose a user's file (LANGUAGE.md §7).
@Suite struct AtomicWriteTests {
    func mode(_ path: String) throws -> Int {
        try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
    }

    func inode(_ path: String) -> UInt64 {
        var info = stat()
        return stat(path, &info) == 0 ? UInt64(info.st_ino) : 0
    }

    @Test func followsSymbolicLinksAndKeepsTheLink() throws {
        let dir = try temporaryFolder()
        try "old".write(toFile: dir + "/target.txt", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.txt", withDestinationPath: "target.txt")
        try AtomicFile.write("new", to: dir + "/link.txt")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.txt") == "target.txt")
        #expect(try String(contentsOfFile: dir + "/target.txt", encoding: .utf8) == "new")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).sorted() == ["link.txt", "target.txt"])
    }

    @Test func aDanglingLinkCreatesItsTarget() throws {
        let dir = try temporaryFolder()
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.txt", withDestinationPath: "made.txt")
        try AtomicFile.write("x", to: dir + "/link.txt")
        #expect(try String(contentsOfFile: dir + "/made.txt", encoding: .utf8) == "x")
    }

    @Test func keepsPermissions() throws {
        let dir = try temporaryFolder()
        let path = dir + "/f.scenario"
        try "a".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(chmod(path, 0o640) == 0)
        try AtomicFile.write("b", to: path)
        #expect(try mode(path) == 0o640)
        #expect(chmod(path, 0o755) == 0)
        try AtomicFile.write("c", to: path)
        #expect(try mode(path) == 0o755)
    }

    @Test func aNewFileGetsTheRequestedModeAndAnExistingOneKeepsItsOwn() throws {
        let dir = try temporaryFolder()
        let path = dir + "/private"
        try AtomicFile.write("a", to: path, newFileMode: 0o600)
        #expect(try mode(path) == 0o600)
        #expect(chmod(path, 0o640) == 0)
        try AtomicFile.write("b", to: path, newFileMode: 0o600)
        #expect(try mode(path) == 0o640)
    }

    @Test func refusesReadOnlyFilesAndLeavesThemAlone() throws {
        let dir = try temporaryFolder()
        let path = dir + "/ro.scenario"
        try "keep me".write(toFile: path, atomically: true, encoding: .utf8)
        #expect(chmod(path, 0o444) == 0)
        #expect(reason { try AtomicFile.write("x", to: path) } == "the file is read-only")
        #expect(AtomicFile.Failure(path: path, reason: "the file is read-only").description == "cannot write \(path): the file is read-only")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "keep me")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["ro.scenario"], "no temporary file left")
    }

    @Test func refusesReadOnlyFolders() throws {
        let dir = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: dir + "/locked", withIntermediateDirectories: true)
        #expect(chmod(dir + "/locked", 0o555) == 0)
        defer { chmod(dir + "/locked", 0o755) }
        #expect(reason { try AtomicFile.write("x", to: dir + "/locked/new.txt") } == "the folder \(dir)/locked is not writable")
    }

    @Test func refusesFoldersFIFOsAndMissingFolders() throws {
        let dir = try temporaryFolder()
        #expect(mkfifo(dir + "/fifo", 0o644) == 0)
        #expect(reason { try AtomicFile.write("x", to: dir) } == "it is a folder")
        #expect(reason { try AtomicFile.write("x", to: dir + "/fifo") } == "it is not a regular file")
        #expect(reason { try AtomicFile.write("x", to: dir + "/nope/f.txt") } == "the folder \(dir)/nope does not exist")
    }

    @Test func refusesPathsHoldingNUL() throws {
        let dir = try temporaryFolder()
        #expect(reason { try AtomicFile.write("x", to: dir + "/a\0b") } == "the path holds a NUL character")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir).isEmpty, "nothing written at the cut-short path")
        #expect(throws: SourceReader.Failure.self) { try SourceReader.bytes(atPath: dir + "/a\0b") }
    }

    @Test func newFilesFollowTheUmask() throws {
        let path = try temporaryFolder() + "/new.txt"
        try AtomicFile.write("x", to: path)
        let mask = umask(0o022)
        umask(mask)
        #expect(try mode(path) == 0o666 & ~Int(mask))
    }

    // MARK: run --update

    @Test func updateKeepsCRLFLineEndings() throws {
        let dir = try temporaryFolder()
        let path = dir + "/crlf.scenario"
        let text = "section 30 rows\r\nscroll 10\r\nprint offset\r\n> 99\r\nprint selected\r\n# end\r\nprint offset"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        let result = ScenarioRunner.run(file: path, update: true)
        #expect(result.updated)
        let rewritten = try String(contentsOfFile: path, encoding: .utf8)
        #expect(rewritten == "section 30 rows\r\nscroll 10\r\nprint offset\r\n> 10\r\nprint selected\r\n> none\r\n# end\r\nprint offset\r\n> 10\r\n")
    }

    @Test func updateDoesNotTouchAFileWhenNothingChanged() throws {
        let dir = try temporaryFolder()
        let path = dir + "/same.scenario"
        try "section 30 rows\r\nscroll 10\r\nprint offset\r\n> 10\r\n".write(toFile: path, atomically: true, encoding: .utf8)
        let before = inode(path)
        let result = ScenarioRunner.run(file: path, update: true)
        #expect(result.passed && !result.updated)
        #expect(inode(path) == before, "the file was not replaced")
    }

    @Test func updateOfAReadOnlyFileFailsClearlyAndKeepsIt() throws {
        let dir = try temporaryFolder()
        let path = dir + "/ro.scenario"
        let text = "section 3 rows\nprint offset\n> 5\n"
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        #expect(chmod(path, 0o444) == 0)
        let result = ScenarioRunner.run(file: path, update: true)
        #expect(!result.passed)
        #expect(result.diagnostics.map(\.message) == ["cannot update \(path): the file is read-only"])
        #expect(try String(contentsOfFile: path, encoding: .utf8) == text)
    }

    @Test func updateThroughASymbolicLinkRewritesTheTarget() throws {
        let dir = try temporaryFolder()
        try "section 3 rows\nprint offset\n".write(toFile: dir + "/real.scenario", atomically: true, encoding: .utf8)
        try FileManager.default.createSymbolicLink(atPath: dir + "/link.scenario", withDestinationPath: "real.scenario")
        #expect(ScenarioRunner.run(file: dir + "/link.scenario", update: true).updated)
        #expect(try String(contentsOfFile: dir + "/real.scenario", encoding: .utf8) == "section 3 rows\nprint offset\n> 0\n")
        #expect(try FileManager.default.destinationOfSymbolicLink(atPath: dir + "/link.scenario") == "real.scenario")
    }

    @Test func thereIsOneAtomicWriteImplementation() throws {
        var sources = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { sources.deleteLastPathComponent() }
        sources.appendPathComponent("Sources")
        let files = FileManager.default.enumerator(atPath: sources.path)?.compactMap { $0 as? String }.filter { $0.hasSuffix(".swift") } ?? []
        #expect(!files.isEmpty)
        var definitions: [String] = [], renames: [String] = []
        for file in files {
            let text = try String(contentsOfFile: sources.path + "/" + file, encoding: .utf8)
            if text.contains("enum AtomicFile") || text.contains("struct AtomicFile") { definitions.append(file) }
            if text.contains("rename(") || text.contains(".write(to:") || text.contains("atomically:") { renames.append(file) }
        }
        #expect(definitions == ["ScenarioRuntime/AtomicFile.swift"])
        #expect(renames == ["ScenarioRuntime/AtomicFile.swift"], "every other file writes through AtomicFile")
    }

    /// The reason of the `AtomicFile.Failure` that `body` throws.
    func reason(_ body: () throws -> Void) -> String? {
        do {
            try body()
            return nil
        } catch let failure as AtomicFile.Failure {
            return failure.reason
        } catch {
            return "\(error)"
        }
    }
}
