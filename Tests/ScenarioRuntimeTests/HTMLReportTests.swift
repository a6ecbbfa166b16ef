import Foundation
import Testing
@testable import ScenarioRuntime
import TestSupport

@Suite("HTML report")
struct HTMLReportTests {
    /// With pictures on, each `show` and each error keeps an SVG of the table
    /// as it was then, and the page shows them where they happened.
    @Test func picturesAreTakenAtShowsAndFailuresInOrder() throws {
        let folder = try temporaryFolder()
        let path = folder + "/p.scenario"
        try "section 30 rows\nshow\n> wrong\nscroll 300\nassert offset 5\nscroll 100\nprint offset\nselect 0,99\n"
            .write(toFile: path, atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.takesPictures = true
        let result = ScenarioRunner.run(file: path, options: options)
        // The failed expected block (error, picture), the show, the assertion, the stop.
        #expect(result.pictures.map(\.kind) == [.failure, .show, .failure, .failure])
        #expect(result.pictures.map(\.afterEvent) == [1, 1, 2, 4])
        #expect(result.pictures[2].svg.contains("0,6 #"), "scrolled to 300: row 6 on screen at the failed assertion")
        #expect(!result.pictures[0].svg.contains("0,16 #"), "row 16 is not on screen before the scroll")
        #expect(result.pictures[3].svg.contains("0,16 #"), "scrolled to 400 by the stop")
        let page = HTMLReport.page([result], context: RunContext(hostname: "host<1>", started: Date(timeIntervalSince1970: 0)))
        #expect(page.contains("1970-01-01T00:00:00 UTC on host&lt;1&gt;"))
        let order = ["differs from the expected block", "<del class=\"removed\">-wrong</del>", "picture failure", "picture show",
                     "assertion failed: offset is 300", "picture failure", "p.scenario:7: 400", "row 99 is out of range", "picture failure"]
        var rest = page[...]
        for piece in order {
            let found = try #require(rest.range(of: piece), "\(piece) after what came before it")
            rest = rest[found.upperBound...]
        }
    }

    /// A picture's titles are escaped as the rest of the page is: no character XML forbids.
    @Test func picturesHoldNoCharacterXMLForbids() throws {
        let folder = try temporaryFolder()
        try "section 5 rows header \"a\u{FFFE}b\"\nindex-titles \"\u{FFFF}\"\nshow\n"
            .write(toFile: folder + "/x.scenario", atomically: true, encoding: .utf8)
        var options = RunOptions()
        options.takesPictures = true
        let result = ScenarioRunner.run(file: folder + "/x.scenario", options: options)
        let page = HTMLReport.page([result], context: RunContext(hostname: "host", started: Date(timeIntervalSince1970: 0)))
        #expect(result.pictures.count == 1)
        #expect(page.contains(">a?b</text>"))
        #expect(SVGRendererTests.isXMLText(page))
    }

    @Test func withoutTheOptionNoPicturesAreTaken() throws {
        let folder = try temporaryFolder()
        try "section 3 rows\nshow\nassert offset 5\n".write(toFile: folder + "/q.scenario", atomically: true, encoding: .utf8)
        #expect(ScenarioRunner.run(file: folder + "/q.scenario").pictures.isEmpty)
    }
}
