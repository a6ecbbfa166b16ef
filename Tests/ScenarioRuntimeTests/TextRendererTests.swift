import Foundation
import ScenarioLanguage
@testable import ScenarioRuntime
import Testing

/// `show` keeps its frame: labels are padded by display width and cut with `…`.
@Suite struct TextRendererTests {
    /// The part of a `show` line up to its closing `│`.
    func framed(_ lines: [String]) -> [String] {
        lines.compactMap { line in line.lastIndex(of: "│").map { String(line[...$0]) } }
    }

    @Test func wideCharactersKeepTheFrame() {
        let lines = framed(printed("viewport 375x100\nsection 2 rows header \"水果と野菜\"\nshow"))
        #expect(lines.contains { $0.contains("header 0 \"水果と野菜\"") })
        #expect(lines.count == 3)
        #expect(lines.allSatisfy { Printable.width($0) == 8 + TextRenderer.fullColumns + 2 }, "\(lines)")
    }

    @Test func longTitlesAreCutWithAnEllipsis() {
        let title = "A section title far too long for the frame of the picture"
        let lines = framed(printed("viewport 375x100\nsection 2 rows header \"\(title)\" footer \"果物の長い長い長い長い長い説明文\"\nshow all"))
        #expect(lines.allSatisfy { Printable.width($0) == 8 + TextRenderer.fullColumns + 2 }, "\(lines)")
        let header = lines.first { $0.contains("header 0") } ?? ""
        #expect(header.contains("…") && header.hasSuffix(" 28pt │"), "\(header)")
        let footer = lines.first { $0.contains("footer 0") } ?? ""
        #expect(footer.contains("…") && footer.hasSuffix(" 28pt pinned │"), "\(footer)")
    }

    /// Display width: wide and fullwidth characters take 2 columns, combining marks 0.
    @Test(arguments: [("abc", 3), ("水果", 4), ("ｶﾅ", 2), ("ＡＢ", 4), ("e\u{301}", 1), ("\u{301}", 0), ("한국", 4), ("🍎", 2)])
    func displayWidth(text: String, width: Int) {
        #expect(Printable.width(text) == width)
    }

    @Test func fitCutsByDisplayWidthWithAnEllipsis() {
        #expect(Printable.fit("水果と野菜", columns: 10) == "水果と野菜")
        #expect(Printable.fit("水果と野菜", columns: 6) == "水果…")
        #expect(Printable.fit("abcdef", columns: 4) == "abc…")
        #expect(Printable.width(Printable.fit("a水果", columns: 3)) <= 3)
    }
}
