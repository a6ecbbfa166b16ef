import Testing
import ScenarioLanguage
@testable import ScenarioRuntime

/// `show`: the viewport's edges in `show all`, stale cells, the terminal's width, titles cut inside their quotes.
@Suite struct ShowTests {
    static func shown(_ text: String, width: Int? = nil) -> [String] {
        var options = RunOptions()
        if let width { options.displayWidth = { width } }
        let result = ScenarioSession(baseDirectory: "/tmp", options: options).execute(SourceFile(name: "t", text: text))
        return result.output.split(separator: "\n").map(String.init)
    }

    @Test func showAllMarksTheViewportsEdgesAtTheirY() {
        let lines = Self.shown("viewport 375x100\nsection 10 rows\nscroll 88\nshow all\n")
        let top = lines.firstIndex { $0.hasSuffix("╡ viewport top") }
        let bottom = lines.firstIndex { $0.hasSuffix("╡ viewport bottom") }
        #expect(top.map { lines[$0].hasPrefix("     88 ╞") } == true, "\(lines)")
        #expect(bottom.map { lines[$0].hasPrefix("    188 ╞") } == true, "\(lines)")
        // Before the row starting at the same y (0,2 starts at 88).
        let row = lines.firstIndex { $0.hasPrefix("     88 │ 0,2") }
        #expect(top != nil && row != nil && top! < row!, "\(lines)")
        #expect(!Self.shown("viewport 375x100\nsection 10 rows\nshow\n").contains { $0.contains("viewport top") })
    }

    @Test func staleCellsAreMarked() {
        let story = "section 20 rows\nsection 20 rows\nscroll 200\nstate editing on via visible-cells\nshow all\n"
        let lines = Self.shown(story)
        #expect(lines.contains { $0.contains("│ 0,3  #4 hidden stale") }, "\(lines)")
        #expect(lines.filter { $0.contains("stale") }.count == 2, "\(lines)")
        #expect(!Self.shown(story.replacingOccurrences(of: "visible-cells", with: "mounted-cells")).contains { $0.contains("stale") })
    }

    @Test func aTerminalWidthNarrowsTheDrawingAndCutsItsLines() {
        let full = Self.shown("section 3 rows header \"Fruits\"\nshow\n")
        #expect(full.contains { $0.count > 50 })
        for width in [40, 52, 70] {
            let lines = Self.shown("section 3 rows header \"Fruits\"\nshow\n", width: width)
            #expect(lines.allSatisfy { Printable.width($0) <= width }, "\(width): \(lines)")
            #expect(lines.contains { $0.contains("0,1") })
        }
    }

    @Test func aCutTitleKeepsItsClosingQuote() {
        let lines = Self.shown("viewport 375x100\nsection 2 rows header \"分隔线分隔线分隔线分隔线分隔线分隔线\"\nshow\n")
        let header = lines.first { $0.contains("▔ header 0") } ?? ""
        #expect(header.contains("…\" 28pt") || header.contains("…\"  28pt"), "\(header)")
    }
}
