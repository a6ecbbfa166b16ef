import Foundation
import Testing
@testable import ScenarioRuntime
import TestSupport

/// LANGUAGE.md §2, §4 and §6 for layout, separators and scrolling, and
/// ENGINE.md §11's numbers; see docs/coverage/engine-layout.md.
@Suite("Spec coverage: setup, scrolling and looking")
struct SpecCoverageLanguageTests {
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
