import Foundation
import ScenarioLanguage
import TestSupport
import Testing
@testable import ScenarioRuntime

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

    // MARK: - LANGUAGE.md §2, §4 and §6 for layout, separators and scrolling, and
    // ENGINE.md §11's numbers; see docs/coverage/engine-layout.md.

    @Test func separatorInsetWithoutRightIsZero() {
        #expect(printed("separator-inset 30\nsection 1 rows\nprint separators") == ["44 30 375 inset 0,0"])
        #expect(printed("separator-inset 30 12\nsection 1 rows\nprint separators") == ["44 30 363 inset 0,0"])
    }

    /// `filler-row-height H|auto|off`; 0 is off. 3 rows: 132 + 44 k < 667 gives 12 lines.
    @Test(arguments: [("auto", 12), ("off", 0), ("0", 0), ("30", 17)])
    func fillerRowHeightForms(value: String, lines: Int) {
        let result = run("platform ios15\nsection 3 rows\nfiller-row-height \(value)\nassert extra-separators \(lines)")
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
    }

    @Test func contentInsetWithoutBottomIsZero() {
        #expect(printed("content-inset 64\nsection 30 rows\nprint offset\nscroll to bottom\nprint offset") == ["-64", "653"])
    }

    @Test func lengthsOutOfRangeAreErrorsAndChangeNothing() {
        let result = run("""
        section 3 rows
        expect error "a length must be at most 1000000 points"
        row-height 2000000
        expect error "a viewport must be between 1x1 and 100000x100000"
        viewport 0x10
        print content-size
        """)
        #expect(result.succeeded)
        #expect(result.output == "375x132\n")
        #expect(run("row-height -5").diagnostics.map(\.message) == ["a length must be >= 0"])
    }

    /// A setup command after the table has loaded reloads it: a style change too.
    @Test func styleChangeAfterLoadReloads() {
        let lines = printed("""
        section 2 rows
        select 0,0
        trace on
        style grouped
        print selected
        print trace
        """)
        #expect(lines.first == "none")
        #expect(lines.dropFirst().first == "numberOfSections")
        #expect(lines.contains("viewForFooter 0"))
    }

    @Test func numbersPrintRoundedAndCompareRounded() {
        #expect(printed("section 30 rows\nscroll to 0.005\nprint offset\nscroll to -0.004\nprint offset\nscroll to 7.10\nprint offset")
            == ["0.01", "0", "7.1"])
        #expect(run("section 30 rows\nscroll to 22.334\nassert offset 22.33").succeeded)
        #expect(!run("section 30 rows\nscroll to 22.336\nassert offset 22.33").succeeded)
    }

    @Test func showSVGWritesThePictureNextToTheScenario() throws {
        let folder = try temporaryFolder()
        let file = folder + "/pic.scenario"
        try "viewport 375x200\nsection 3 rows header 30\nshow svg out/../pic.svg\n".write(toFile: file, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: folder + "/out", withIntermediateDirectories: true)
        #expect(ScenarioRunner.run(file: file).passed)
        let svg = try String(contentsOfFile: folder + "/pic.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"200\""))
    }

    /// `show` draws the viewport; `show all` the whole content, down to the
    /// line under the last row at the content's end.
    @Test func showAllDrawsTheWholeContent() {
        let lines = printed("viewport 375x100\nsection 4 rows\nshow\nshow all")
        let second = lines.indices.dropFirst().first { lines[$0].hasPrefix("offset") } ?? lines.count
        let viewport = lines[..<second], all = lines[second...]
        #expect(viewport.contains { $0.hasSuffix("inset 0,1") })
        #expect(!viewport.contains { $0.hasSuffix("inset 0,2") }, "132 is below the viewport")
        #expect(all.last?.hasSuffix("inset 0,3") == true, "the line at 176 ends the content")
    }

    @Test func printFramePositionAndRects() {
        // Section 0: header 0..30, rows 30..910; section 1: no header, rows 910..998.
        #expect(printed("""
        section-header-top-padding 0
        section 20 rows header 30
        section 2 rows
        scroll to 100
        print frame header 0
        print frame footer 0
        print position 0,19
        print rect section 1
        print rect header 1
        """) == ["0 100 375 30", "none", "last-in-section", "0 910 375 88", "0 910 375 0"])
    }

    @Test func separatorAndPositionAssertions() {
        let grouped = run("""
        style grouped
        section 2 rows
        assert separator above 0,0 full
        assert separator below 0,0 inset
        assert separator below 0,1 full
        assert separator above 0,1 none
        assert extra-separators 0
        assert position 0,0 first
        """)
        #expect(grouped.succeeded, "\(grouped.diagnostics.map(\.message))")
        #expect(run("section 2 rows\nassert separator below 0,1 full").diagnostics.map(\.message)
            == ["assertion failed: separator below 0,1 is inset, expected full"])
        #expect(run("section 2 rows\nassert position 0,1 last").diagnostics.map(\.message)
            == ["assertion failed: position is normal, expected last"])
    }

    @Test func frameAndHeaderHiddenAssertions() {
        let script = "table-header 44 searchbar\nsection 30 rows header 30\nscroll to 100\n"
        #expect(run(script + "assert frame header 0 100\nassert header-hidden yes").succeeded)
        #expect(run(script + "assert frame header 0 90").diagnostics.map(\.message) == ["assertion failed: frame y is 100, expected 90"])
        #expect(run(script + "scroll to 43\nassert header-hidden yes").diagnostics.map(\.message)
            == ["assertion failed: header-hidden is no, expected yes"])
    }
}
