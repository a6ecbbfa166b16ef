import Foundation
import ScenarioLanguage
@testable import ScenarioRuntime
import Testing
import TestSupport

/// What `include` and `tablesim run` do with whatever a path names
/// (LANGUAGE.md §8, §10): every failure is a located error, nothing blocks.
@Suite struct FileInputTests {
    /// Writes `files` (name → text) into a fresh folder and returns it.
    func folder(_ files: [String: String]) throws -> String {
        let folder = try temporaryFolder()
        for (name, text) in files {
            let path = folder + "/" + name
            try FileManager.default.createDirectory(atPath: (path as NSString).deletingLastPathComponent,
                                                    withIntermediateDirectories: true)
            try text.write(toFile: path, atomically: true, encoding: .utf8)
        }
        return folder
    }

    func rendered(_ result: ScenarioResult) -> String {
        result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n")
    }

    @Test func twoFileCycleIsOneLocatedErrorNamingTheCycle() throws {
        let dir = try folder(["a.scenario": "section 3 rows\ninclude \"b.inc\"\n", "b.inc": "include \"a.scenario\"\n"])
        let result = ScenarioRunner.run(file: dir + "/a.scenario")
        #expect(!result.passed)
        #expect(result.diagnostics.count == 1)
        #expect(rendered(result) == """
            \(dir)/b.inc:1:9: error: include cycle: a.scenario is already being run
            include "a.scenario"
                    ^~~~~~~~~~~~
            note: the cycle: a.scenario → b.inc → a.scenario
            note: included from \(dir)/a.scenario:2:9
            """)
    }

    @Test func selfIncludeIsACycleAtItsOwnLine() throws {
        let dir = try folder(["self.scenario": "section 1 rows\ninclude \"self.scenario\"\n"])
        let result = ScenarioRunner.run(file: dir + "/self.scenario")
        #expect(result.diagnostics.map(\.message) == ["include cycle: self.scenario is already being run"])
        #expect(result.diagnostics.first?.range?.line == 2)
    }

    @Test func cyclesAreFoundThroughSymbolicLinksAndDotDot() throws {
        let dir = try folder(["main.scenario": "include \"sub/../alias.inc\"\n", "real.inc": "include \"main.scenario\"\n"])
        try FileManager.default.createDirectory(atPath: dir + "/sub", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: dir + "/alias.inc", withDestinationPath: "real.inc")
        let result = ScenarioRunner.run(file: dir + "/main.scenario")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.hasPrefix("include cycle") == true)
    }

    @Test func includingTheSameFileTwiceInARowIsNotACycle() throws {
        let dir = try folder(["rows.inc": "insert 0,0\n", "main.scenario": "section 0 rows\ninclude \"rows.inc\"\ninclude \"rows.inc\"\nassert visible count 2\n"])
        let result = ScenarioRunner.run(file: dir + "/main.scenario")
        #expect(result.passed, "\(rendered(result))")
    }

    @Test func includeDepthIsLimited() throws {
        var files: [String: String] = ["main.scenario": "include \"i0.inc\"\n"]
        for level in 0..<40 { files["i\(level).inc"] = "include \"i\(level + 1).inc\"\n" }
        files["i40.inc"] = "section 1 rows\n"
        let dir = try folder(files)
        let result = ScenarioRunner.run(file: dir + "/main.scenario")
        let error = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(error.message == "includes nest more than \(Interpreter.maximumIncludeDepth) deep")
        #expect(error.range?.file.name == "\(dir)/i31.inc")
        #expect(error.notes.count == Interpreter.maximumIncludeDepth, "one 'included from' per level")
        // Exactly the limit is fine.
        files["i31.inc"] = "section 1 rows\n"
        #expect(ScenarioRunner.run(file: try folder(files) + "/main.scenario").passed)
    }

    @Test(arguments: [("folder.inc", "it is a folder"), ("missing.inc", "no such file"), ("fifo.scenario", "it is not a regular file"),
                      ("/proc/self/environ", "only scenario files (*.scenario, *.inc) can be included"),
                      ("notes.txt", "only scenario files (*.scenario, *.inc) can be included")])
    func includingWhatIsNotAFileIsALocatedError(name: String, reason: String) throws {
        let dir = try folder(["main.scenario": "section 1 rows\ninclude \"\(name)\"\n", "notes.txt": "SECRET=1\n"])
        try FileManager.default.createDirectory(atPath: dir + "/folder.inc", withIntermediateDirectories: true)
        #expect(mkfifo(dir + "/fifo.scenario", 0o644) == 0)
        let result = ScenarioRunner.run(file: dir + "/main.scenario")
        #expect(rendered(result) == """
            \(dir)/main.scenario:2:9: error: cannot include \(name): \(reason)
            include "\(name)"
                    ^\(String(repeating: "~", count: name.count + 1))
            """)
    }

    @Test func includedInvalidUTF8IsLocatedInTheIncludedFile() throws {
        let dir = try folder(["main.scenario": "section 3 rows\ninclude \"bad.inc\"\n"])
        try Data(Array("scroll 1\nscroll ".utf8) + [0xFF, 0x20, 0x31, 0x0A]).write(to: URL(fileURLWithPath: dir + "/bad.inc"))
        let result = ScenarioRunner.run(file: dir + "/main.scenario")
        #expect(rendered(result) == """
            \(dir)/bad.inc:2:8: error: invalid UTF-8 (byte 0xFF); a scenario must be UTF-8 text
            scroll \u{FFFD} 1
                   ^
            note: included from \(dir)/main.scenario:2:9
            """)
    }

    @Test func expectErrorCatchesAFailingInclude() throws {
        let dir = try folder(["main.scenario": "expect error \"no such file\"\ninclude \"missing.inc\"\nexpect error \"cycle\"\ninclude \"main.scenario\"\n"])
        let result = ScenarioRunner.run(file: dir + "/main.scenario")
        #expect(result.passed, "\(rendered(result))")
    }

    @Test func errorsInsideAnIncludeStopTheRunAndPointIntoTheIncludedFile() throws {
        let dir = try folder(["main.scenario": "section 2 rows\ninclude \"x.inc\"\nassert offset 99\n", "x.inc": "\nselect 5,5\n"])
        let result = ScenarioRunner.run(file: dir + "/main.scenario")
        let error = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1, "the run stops: the assertion after the include does not run")
        #expect(error.range?.file.name == "\(dir)/x.inc")
        #expect(error.range?.line == 2)
        #expect(error.notes == ["included from \(dir)/main.scenario:2:9"])
    }

    @Test func runningAFIFOOrFolderPathDoesNotBlock() throws {
        let dir = try folder([:])
        #expect(mkfifo(dir + "/pipe.scenario", 0o644) == 0)
        let result = ScenarioRunner.run(file: dir + "/pipe.scenario")
        #expect(result.diagnostics.map(\.message) == ["cannot read \(dir)/pipe.scenario: it is not a regular file"])
    }

    @Test func runningInvalidUTF8IsALocatedErrorAndDoesNotRun() throws {
        let dir = try folder([:])
        try Data(Array("section 3 rows\nsvg \u{0}".utf8) + [0xC0, 0x0A]).write(to: URL(fileURLWithPath: dir + "/bad.scenario"))
        let result = ScenarioRunner.run(file: dir + "/bad.scenario")
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message == "invalid UTF-8 (byte 0xC0); a scenario must be UTF-8 text")
        #expect(result.diagnostics.first?.range?.description == "\(dir)/bad.scenario:2:6")
    }

    @Test(arguments: [("f", ""), ("a/f", "a"), ("/f", "/"), ("./f", "."), ("a/b/", "a"), ("a//b", "a"), ("/", "/"), ("", "")])
    func folderOfAPathNeverTraps(path: String, folder: String) {
        #expect(SourceReader.folder(of: path) == folder)
    }

    @Test func sourceReaderRefusesHugeFiles() throws {
        let dir = try folder([:])
        let path = dir + "/huge.scenario"
        #expect(FileManager.default.createFile(atPath: path, contents: nil))
        #expect(truncate(path, off_t(SourceReader.maximumSize + 1)) == 0)
        #expect(throws: SourceReader.Failure.self) { try SourceReader.bytes(atPath: path) }
    }

    @Test func showSVGWritesOnlyAPictureNamedSVG() throws {
        let dir = try folder(["main.scenario": "section 2 rows\nshow svg victim.txt\nshow svg main.scenario\n", "victim.txt": "precious\n"])
        let result = ScenarioRunner.run(file: dir + "/main.scenario")
        #expect(rendered(result) == """
            \(dir)/main.scenario:2:10: error: cannot write victim.txt: a picture's name must end in .svg (it never replaces another kind of file)
            show svg victim.txt
                     ^~~~~~~~~~
            """)
        #expect(try String(contentsOfFile: dir + "/victim.txt", encoding: .utf8) == "precious\n")
        let fine = ScenarioRunner.run(file: try folder(["main.scenario": "section 2 rows\nshow svg Picture.SVG\n"]) + "/main.scenario")
        #expect(fine.passed)
    }

    /// A picture that cannot be written (its name is a folder's) is an error at its path, as the other path errors are.
    @Test func aPictureNamedAsAFolderIsAnErrorAtItsPath() throws {
        let dir = try folder(["main.scenario": "section 2 rows\nshow svg d.svg\n"])
        try FileManager.default.createDirectory(atPath: dir + "/d.svg", withIntermediateDirectories: false)
        let result = ScenarioRunner.run(file: dir + "/main.scenario")
        #expect(rendered(result) == """
            \(dir)/main.scenario:2:10: error: cannot write \(dir)/d.svg: it is a folder
            show svg d.svg
                     ^~~~~
            """)
    }

    @Test func aFileStoppedForTooManyErrorsSaysSoInItsLastNote() throws {
        let dir = try folder(["main.scenario": String(repeating: "}\n", count: 2 * Parser.maximumErrors)])
        var result = ScenarioRunner.run(file: dir + "/main.scenario")
        result.capErrors(at: 50)
        let note = try #require(result.diagnostics.last)
        #expect(note.severity == .note)
        #expect(note.message == "\(Parser.maximumErrors - 50) more errors not shown; too many syntax errors (1000); the rest of the file was not read")
    }

    @Test func linksAreJudgedByWhatTheyLeadTo() throws {
        let dir = try folder(["main.scenario": "section 2 rows\ninclude \"env.inc\"\n",
                              "pic.scenario": "section 2 rows\nshow svg pic.svg\n", "notes.txt": "SECRET=1\n"])
        try FileManager.default.createSymbolicLink(atPath: dir + "/env.inc", withDestinationPath: dir + "/notes.txt")
        let included = ScenarioRunner.run(file: dir + "/main.scenario")
        #expect(included.diagnostics.first?.message == "cannot include env.inc: only scenario files (*.scenario, *.inc) can be included")
        #expect(!rendered(included).contains("SECRET"))
        try FileManager.default.createSymbolicLink(atPath: dir + "/pic.svg", withDestinationPath: dir + "/main.scenario")
        let drawn = ScenarioRunner.run(file: dir + "/pic.scenario")
        #expect(drawn.diagnostics.first?.message.hasPrefix("cannot write \(dir)/pic.svg: it leads to ") == true)
        #expect(try String(contentsOfFile: dir + "/main.scenario", encoding: .utf8).hasPrefix("section 2 rows"))
    }

    @Test func underSVGFolderAPictureNameMustEndInSVGToo() throws {
        let dir = try folder(["main.scenario": "section 2 rows\nshow svg notes.txt\n"])
        var options = RunOptions()
        options.svgDirectory = dir + "/pictures"
        let result = ScenarioRunner.run(file: dir + "/main.scenario", options: options)
        #expect(result.diagnostics.first?.message
                == "cannot write notes.txt: a picture's name must end in .svg (it never replaces another kind of file)")
    }
}
