import Foundation
import ScenarioLanguage
@testable import ScenarioRuntime
import Testing
import TestSupport

/// The SVG `show svg` writes for a scenario (the command is appended).
func svg(_ scenario: String) throws -> String {
    let path = try temporaryFolder() + "/t.svg"
    let result = run(scenario + "\nshow svg \(path)\n")
    #expect(result.diagnostics.isEmpty, "\(result.diagnostics.map(\.message))")
    return try String(contentsOfFile: path, encoding: .utf8)
}

/// `show svg` draws real geometry: one unit per point, lines at their x extents.
@Suite struct SVGRendererTests {
    /// A grouped section: an inset line at x = 15 between rows, full-width lines
    /// at x = 0 above and below the section; rows at their y.
    @Test func insetAndFullWidthLinesAndRowsAtTheirY() throws {
        let picture = try svg("style grouped\nviewport 375x200\nsection 2 rows header 20")
        #expect(picture.contains(##"<rect x="0" y="20" width="375" height="44" fill="#ffffff"/>"##))
        #expect(picture.contains(##"<rect x="0" y="64" width="375" height="44" fill="#ffffff"/>"##))
        #expect(picture.contains(##"<line x1="0" y1="20" x2="375" y2="20" stroke="#3c3c43" stroke-width="0.5"/>"##), "the section's top line")
        #expect(picture.contains(##"<line x1="15" y1="64" x2="375" y2="64" stroke="#8e8e93" stroke-width="0.5"/>"##), "the inset line")
        #expect(picture.contains(##"<line x1="0" y1="108" x2="375" y2="108" stroke="#3c3c43" stroke-width="0.5"/>"##), "the closing line")
    }

    /// Scrolled to 100, section 0's header is pinned at the viewport's top and
    /// drawn over the rows, which are moved up by the offset.
    @Test func pinnedHeaderAtTheViewportTop() throws {
        let picture = try svg("viewport 375x200\nsection-header-top-padding 0\nsection 8 rows header 30\nscroll to 100")
        #expect(picture.contains(##"<rect x="0" y="18" width="375" height="44" fill="#ffffff"/>"##), "row 0,2 at 118 - 100")
        let header = ##"<rect x="0" y="0" width="375" height="30" fill="#f7f7f7" fill-opacity="0.97"/>"##
        #expect(picture.contains(header))
        #expect(picture.contains(">header 0 (pinned)</text>"))
        // Drawn after (over) the rows and lines.
        let row = try #require(picture.range(of: #"y="18" width="375" height="44""#))
        #expect(try #require(picture.range(of: header)).lowerBound > row.lowerBound)
    }

    /// Zero-height rows draw nothing, and their lines (all at one y) are drawn once.
    @Test func zeroHeightRowsDrawNothing() throws {
        let picture = try svg("row-height 0\nsection 200000 rows")
        #expect(picture.utf8.count < 2_000)
        #expect(!picture.contains("<rect x="))
        #expect(picture.components(separatedBy: "<line").count - 1 == 1)
    }

    /// Lines of rows a thousandth of a point apart are written at the same
    /// hundredth of a point: each such element is drawn once.
    @Test func linesAtOneWrittenPlaceAreDrawnOnce() throws {
        let picture = try svg("row-height 0.001\nsection 3000 rows")
        let lines = picture.components(separatedBy: "\n").filter { $0.hasPrefix("<line") }
        #expect(Set(lines).count == lines.count)
        // 3,000 lines between y = 0 and about 3 (heights are stored in 1/65,536
        // of a point): a few hundred places, far fewer than the cap.
        #expect(lines.count > 250 && lines.count < 350 && lines.count < SVGRenderer.maxLines)
    }

    /// Past the caps the rest is left out and the picture says how much.
    @Test func elementCountIsCapped() throws {
        let picture = try svg("viewport 375x2000\nrow-height 0.5\nsection 5000 rows header 0.5")
        let elements = picture.components(separatedBy: "\n").filter { $0.hasPrefix("<") && !$0.hasPrefix("<svg") && !$0.hasPrefix("</svg") }
        #expect(elements.count <= SVGRenderer.maxElements)
        #expect(picture.components(separatedBy: "<text").count - 1 == SVGRenderer.maxRows + 1, "one pinned header")
        #expect(picture.contains("more elements left out -->"))
    }

    /// Titles (a header's, the index bar's) holding characters XML 1.0 forbids
    /// are written with `?` in their place: the picture stays well-formed XML.
    @Test func charactersXMLForbidsAreReplaced() throws {
        let picture = try svg("section 5 rows header \"a\u{FFFE}b&<c>\"\nindex-titles \"\u{FFFF}\" \"d\"")
        #expect(!picture.unicodeScalars.contains { $0.value == 0xFFFE || $0.value == 0xFFFF })
        #expect(picture.contains(">a?b&amp;&lt;c&gt;</text>"), "the header's title")
        #expect(picture.contains(">?</text>"), "the index bar's title")
        #expect(Self.isXMLText(picture))
    }

    /// No character XML 1.0 forbids: C0 controls other than tab, newline and return; U+FFFE, U+FFFF.
    static func isXMLText(_ text: String) -> Bool {
        !text.unicodeScalars.contains { ($0.value < 0x20 && !"\t\n\r".unicodeScalars.contains($0)) || $0.value == 0xFFFE || $0.value == 0xFFFF }
    }

    /// The README's picture is what the renderer draws for its scenario.
    @Test func readmePictureIsCurrent() throws {
        let images = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/images").path
        let folder = try temporaryFolder()
        try FileManager.default.copyItem(atPath: images + "/seed000.scenario", toPath: folder + "/seed000.scenario")
        let result = ScenarioRunner.run(file: folder + "/seed000.scenario")
        #expect(result.passed)
        let drawn = try String(contentsOfFile: folder + "/grouped.svg", encoding: .utf8)
        let committed = try String(contentsOfFile: images + "/grouped.svg", encoding: .utf8)
        #expect(drawn == committed, "docs/images/grouped.svg is stale: run docs/images/seed000.scenario and convert it again")
    }
}

/// `show` and the SVG draw the same section views, from one walk.
@Suite struct SectionViewTests {
    @Test func headersAndFootersOnScreenWithTitlesAndPins() throws {
        let session = ScenarioSession(baseDirectory: FileManager.default.temporaryDirectory.path)
        _ = session.execute(SourceFile(name: "t", text: "section 30 rows header \"A\" footer 20\nsection 3 rows\nscroll 100\nprint offset\n"))
        let table = session.interpreter.table
        let views = SectionView.shown(in: table, app: session.interpreter.app, table.contentOffset, table.contentOffset + table.viewportHeight)
        #expect(views.map { "\($0.section) \($0.isHeader) \($0.title ?? "-") \($0.pinned)" } == ["0 true A true", "0 false - true"])
    }
}
