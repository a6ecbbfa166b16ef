import Foundation
import ScenarioLanguage
import Testing
@testable import ScenarioRuntime
import TestSupport

@Suite("Runner, --update and reports")
struct RunnerTests {
    @Test func updateRewritesOnlyExpectedBlocks() throws {
        let folder = try temporaryFolder()
        let path = folder + "/u.scenario"
        let original = """
        # keep   this comment   exactly
        section 3 rows
        print visible
        > wrong
        > lines
        print offset

        print content-size
        > 375x132
        """
        try original.write(toFile: path, atomically: true, encoding: .utf8)
        let result = ScenarioRunner.run(file: path, update: true)
        #expect(result.passed)
        #expect(result.updated)
        let rewritten = try String(contentsOfFile: path, encoding: .utf8)
        #expect(rewritten == """
        # keep   this comment   exactly
        section 3 rows
        print visible
        > 0,0 0,1 0,2
        print offset
        > 0

        print content-size
        > 375x132
        """ + "\n")
        #expect(ScenarioRunner.run(file: path).passed)
        // A second update changes nothing.
        #expect(ScenarioRunner.run(file: path, update: true).updated == false)
    }

    @Test func syntaxErrorsStopTheFileFromRunning() throws {
        let folder = try temporaryFolder()
        try "section 3 rowz\nscrol 10\nprint offset\n".write(toFile: folder + "/bad.scenario", atomically: true, encoding: .utf8)
        let result = ScenarioRunner.run(file: folder + "/bad.scenario")
        #expect(!result.passed)
        #expect(result.diagnostics.count == 2)
        #expect(result.output.isEmpty)
    }

    @Test func collectFindsScenariosInPathOrder() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/b", withIntermediateDirectories: true)
        for name in ["b/z.scenario", "a.scenario", "b/a.scenario", "notes.txt", "x.inc"] {
            try "section 1 rows\n".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        let files = try ScenarioRunner.collect([folder]).map { String($0.dropFirst(folder.count + 1)) }
        #expect(files == ["a.scenario", "b/a.scenario", "b/z.scenario"])
        #expect(throws: RunnerError.self) { try ScenarioRunner.collect([folder + "/missing"]) }
    }

    /// `--svg` names: the path under the folder given, a file's own name, `~N` for a name taken.
    @Test func pictureNamesMirrorPathsAndNeverRepeat() throws {
        let folder = try temporaryFolder()
        for sub in ["a", "b"] { try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true) }
        for name in ["a/x.scenario", "b/x.scenario", "x.scenario"] {
            try "section 1 rows\n".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        let named = try ScenarioRunner.collectNamed([folder + "/a/x.scenario", folder + "/b/x.scenario", folder])
        #expect(named.map(\.pictureName) == ["x", "x~2", "x~3"])
        #expect(named.map { String($0.path.dropFirst(folder.count)) } == ["/a/x.scenario", "/b/x.scenario", "/x.scenario"])
    }

    /// A file named twice, or named and inside a folder named, or reached through
    /// another spelling of its path, runs once, where it was first reached.
    @Test func duplicatePathsRunOnce() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/a", withIntermediateDirectories: true)
        for name in ["a/x.scenario", "y.scenario"] {
            try "section 1 rows\n".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        let paths = try ScenarioRunner.collect([folder + "/y.scenario", folder + "/y.scenario", folder, folder + "/./a/x.scenario", folder + "/a/../a"])
        #expect(paths.map { String($0.dropFirst(folder.count)) } == ["/y.scenario", "/a/x.scenario"])
    }

    @Test func junitReportNamesFailures() {
        let pass = ScenarioResult(path: "a.scenario", diagnostics: [], output: [], seconds: 0.01)
        let fail = ScenarioResult(path: "b<&>.scenario", diagnostics: [Diagnostic(.error, "boom \"x\"", at: nil)], output: [], seconds: 0.02)
        let xml = Report.junit([pass, fail])
        #expect(xml.contains(#"<testsuites name="tablesim" tests="2" failures="1""#))
        #expect(xml.contains(#"<testcase name="a.scenario" classname="scenarios" time="0.010"/>"#))
        #expect(xml.contains(#"name="b&lt;&amp;&gt;.scenario""#))
        #expect(xml.contains(#"<failure message="boom &quot;x&quot;" type="check">"#))
        #expect(Report.summary([pass, fail]) == "1 passed, 1 failed")
    }

    /// Runtime and syntax errors are `<error>`s counted in `errors=`; failed checks are `<failure>`s;
    /// unchecked output is the test case's `<system-out>`.
    @Test func junitSeparatesErrorsFromFailuresAndKeepsOutput() throws {
        let folder = try temporaryFolder()
        try "section 2 rows\nprint offset\nassert offset 5\n".write(toFile: folder + "/f.scenario", atomically: true, encoding: .utf8)
        try "section 2 rows\nprint visible\nselect 0,9\n".write(toFile: folder + "/e.scenario", atomically: true, encoding: .utf8)
        try "scrol 1\n".write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
        let results = ["f", "e", "s"].map { ScenarioRunner.run(file: folder + "/\($0).scenario") }
        let xml = Report.junit(results)
        #expect(xml.contains(#"<testsuite name="\#(folder)" tests="3" failures="1" errors="2""#))
        #expect(xml.components(separatedBy: "<failure ").count == 2)
        #expect(xml.components(separatedBy: "<error ").count == 3)
        #expect(xml.contains("<system-out>\(folder)/f.scenario:2: 0\n</system-out>"))
        #expect(xml.contains("<system-out>\(folder)/e.scenario:2: 0,0 0,1\n</system-out>"))
    }

    @Test func atomicWriteReplacesWholeFile() throws {
        let folder = try temporaryFolder()
        let path = folder + "/f.txt"
        try AtomicFile.write("first version, long", to: path)
        try AtomicFile.write("second", to: path)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "second")
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder) == ["f.txt"])
        #expect(throws: (any Error).self) { try AtomicFile.write("x", to: folder + "/missing/dir/f.txt") }
    }
}
