import Foundation
import ScenarioLanguage
@testable import ScenarioRuntime
import Testing

/// Rules of LANGUAGE.md §1, §7, §8 and §11 checked by running scenarios.
@Suite struct LanguageRulesTests {
    @Test func rangesCrossSectionBoundariesInTableOrder() {
        let result = run("section 3 rows\nsection 3 rows\nmultiple-selection on\nselect 0,0\nselect 1,2\nassert selected 0,0 1,2\nassert visible 0,0..1,2\ndelete 0,1..1,0\nprint visible\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "0,0 1,0 1,1\n")
    }

    @Test(arguments: ["print offset\n\n> 0\n", "print offset\n# note\n> 0\n"])
    func expectedOutputMustDirectlyFollowItsPrint(text: String) {
        #expect(run("section 3 rows\n" + text).diagnostics.map(\.message) == ["expected output must directly follow a print or show"])
    }

    @Test func expectedOutputIsComparedLineByLine() {
        #expect(run("section 2 rows\ntrace on\nreload-data\nprint trace\n> numberOfSections\n> numberOfRows 0\n").succeeded == false)
        let lines = printed("section 2 rows\ntrace on\nreload-data\nprint trace")
        let block = lines.map { "> " + $0 }.joined(separator: "\n")
        #expect(run("section 2 rows\ntrace on\nreload-data\nprint trace\n" + block + "\n").succeeded)
    }

    @Test func nestedUpdateBlocksAreOneBatch() {
        // One batch: both deletes use the indexes before it, so rows 0 and 1 go and
        // the 60-point row 2 stays. Two batches would delete rows 0 and 2.
        #expect(printed("section 3 rows\nrow 0,2 height 60\nupdate {\n  delete 0,0\n  update {\n    delete 0,1\n  }\n}\nprint content-size")
                == ["375x60"])
    }

    @Test func traceRecordsUntilOffAndClearEmptiesIt() {
        let lines = printed("section 1 rows\nprint visible\ntrace on\nselect 0,0\ntrace off\ndeselect 0,0\nprint trace\ntrace clear\nprint trace")
        #expect(lines == ["0,0", "shouldHighlight 0,0", "didHighlight 0,0", "didUnhighlight 0,0", "willSelect 0,0", "didSelect 0,0", "none"])
    }

    @Test func includePathsAreRelativeToTheIncludingFile() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try "include \"rows.inc\"\n".write(toFile: folder + "/sub/outer.inc", atomically: true, encoding: .utf8)
        try "section 4 rows\n".write(toFile: folder + "/sub/rows.inc", atomically: true, encoding: .utf8)
        try "include \"sub/outer.inc\"\nassert visible count 4\n".write(toFile: folder + "/main.scenario", atomically: true, encoding: .utf8)
        let result = ScenarioRunner.run(file: folder + "/main.scenario")
        #expect(result.passed, "\(result.diagnostics.map(\.message))")
    }

    @Test func showSVGPathIsRelativeToTheScenarioFile() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/pics", withIntermediateDirectories: true)
        try "section 2 rows\nshow svg pics/table.svg\n".write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
        #expect(ScenarioRunner.run(file: folder + "/s.scenario").passed)
        let svg = try String(contentsOfFile: folder + "/pics/table.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg"))
    }

    /// A scenario's `show svg` makes no folders: a missing one is an error at the path.
    @Test func showSVGIntoAMissingFolderIsAnError() throws {
        let folder = try temporaryFolder()
        try "section 2 rows\nshow svg a/b/c.svg\n".write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
        let result = ScenarioRunner.run(file: folder + "/s.scenario")
        let error = try #require(result.diagnostics.first)
        #expect(error.message == "cannot write \(folder)/a/b/c.svg: the folder \(folder)/a/b does not exist")
        #expect(error.range.map { "\($0)" } == "\(folder)/s.scenario:2:10")
        #expect(!FileManager.default.fileExists(atPath: folder + "/a"))
    }

    /// `--svg DIR` makes the subfolder of a scenario found in a subfolder.
    @Test func svgOptionMakesTheScenariosSubfolder() throws {
        let folder = try temporaryFolder()
        try "section 2 rows\nshow\nshow\n".write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
        var options = RunOptions(svgDirectory: folder + "/pics")
        options.pictureName = "x/y/s"
        #expect(ScenarioRunner.run(file: folder + "/s.scenario", options: options).passed)
        #expect(FileManager.default.fileExists(atPath: folder + "/pics/x/y/s-2.svg"))
    }
}
