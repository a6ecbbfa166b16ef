import Foundation
import Testing
@testable import ScenarioRuntime

/// The section index and header-footer view commands at run time (ENGINE.md §15, §16; LANGUAGE.md §12).
@Suite struct SectionIndexCommandTests {
    static let table = """
        estimated-row-height off
        section-header-top-padding 0
        viewport 375x100
        section 3 rows header 20
        section 3 rows header 20 header-id Big
        section 3 rows header 20
        """

    @Test func printIndexQuotesOnlyTitlesThatWouldNotReadBackAsOneWord() {
        #expect(printed(Self.table + "\nindex-titles \"A\" \"New York\" \"\" \"x\\\"y\"\nprint index\n")
            == [#"A "New York" "" "x\"y""#])
        #expect(printed(Self.table + "\nprint index\n") == ["none"])
    }

    @Test func indexTitlesAndMinimumRowsReloadButIndexMapDoesNot() {
        let lines = printed(Self.table + """

            print offset
            trace on
            index-map "A" 2
            print trace
            trace clear
            index-titles "A" "B"
            index-minimum-rows 3
            print trace
            """)
        #expect(lines[1] == "none")
        #expect(lines.dropFirst(2).filter { $0 == "numberOfSections" }.count == 2)
        #expect(lines.dropFirst(2).filter { $0 == "sectionIndexTitles" }.count == 2)
    }

    @Test func tapIndexScrollsAndTraces() {
        let lines = printed(Self.table + """

            index-titles "A" "B" "C"
            index-map "C" 1
            print offset
            trace on
            tap-index "C"
            print offset
            print header-views
            """)
        // Section 1 starts at 20 + 132 = 152.
        #expect(lines == ["0", "152", "header 1 #H2 Big"])
    }

    @Test func touchingAHiddenIndexIsAnErrorAtTheCommand() {
        let result = run(Self.table + "\ntap-index \"A\"\n")
        #expect(located(result) == "7:11 the section index is not shown: the data source gives no section index titles")
        let unknown = run(Self.table + "\nindex-titles \"A\"\ntap-index \"B\"\n")
        #expect(located(unknown) == #"8:11 the section index has no title "B": its titles are "A""#)
        let number = run(Self.table + "\nindex-titles \"A\"\ntap-index 3\n")
        #expect(located(number) == "8:11 index title 3 is out of range: the section index has 1 title (0 to 0)")
    }

    @Test func headerViewAssertionsNameWhatIsOnScreen() {
        #expect(run(Self.table + "\nassert header-view 0 is #H1\nscroll to 152\nassert header-view 1 is #H2\n").diagnostics.isEmpty)
        let wrong = run(Self.table + "\nassert header-view 0 is #H2\n")
        #expect(wrong.diagnostics.first?.message == "assertion failed: the header view of section 0 is #H1, expected #H2")
        let gone = run(Self.table + "\nassert footer-view 0 is #H1\n")
        #expect(gone.diagnostics.first?.message == "assertion failed: the footer view of section 0 is not on screen, expected #H1")
        let missing = run(Self.table + "\nassert header-view 9 is #H1\n")
        #expect(located(missing) == "7:20 section 9 is out of range: the table has 3 sections")
    }

    @Test func showDrawsTheIndexBarOnTheRightEdge() {
        let lines = printed(Self.table + "\nindex-titles \"A\" \"B\" \"C\"\nshow\n")
        let bar = lines.dropFirst().compactMap { line in line.split(separator: " ").last.map(String.init) }
            .filter { ["A", "B", "C"].contains($0) }
        #expect(bar == ["A", "B", "C"])
        #expect(!printed(Self.table + "\nshow\n").contains { $0.hasSuffix(" A") })
    }

    @Test func showSVGDrawsTheIndexTitles() throws {
        let picture = try svg(Self.table + "\nindex-titles \"A\" \"B&C\"")
        #expect(picture.contains(##"fill="#007aff">A</text>"##))
        #expect(picture.contains(##"fill="#007aff">B&amp;C</text>"##))
        #expect(!(try svg(Self.table)).contains("#007aff"))
    }
}
