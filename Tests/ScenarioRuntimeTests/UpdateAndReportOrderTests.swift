import Foundation
import ScenarioLanguage
import Testing
@testable import ScenarioRuntime
import TestSupport

/// `--update` with repeats and includes (LANGUAGE.md §7), the order of a
/// report, and the cap on the errors one scenario reports.
@Suite("Runner: blocks that must hold for every run, includes, report order")
struct UpdateAndReportOrderTests {
    func write(_ text: String, _ path: String) throws {
        try text.write(toFile: path, atomically: true, encoding: .utf8)
    }

    static let repeated = "section 30 rows\nrepeat 2 {\n  scroll 10\n  print offset\n}\n"
    static let differs = "output differs between repetitions (10, then 20); an expected-output block must hold for every repetition"

    @Test func updateRefusesAPrintWhoseOutputDiffersBetweenRepetitions() throws {
        let path = try temporaryFolder() + "/r.scenario"
        try write(Self.repeated, path)
        let result = ScenarioRunner.run(file: path, update: true)
        #expect(!result.passed)
        #expect(!result.updated)
        let error = try #require(result.diagnostics.first)
        #expect(error.message == Self.differs)
        #expect(error.range.map { "\($0)" } == "\(path):4:3")
        #expect(try String(contentsOfFile: path, encoding: .utf8) == Self.repeated, "no block written")
    }

    @Test func aCheckedRunReportsTheSameForABlock() throws {
        let path = try temporaryFolder() + "/r.scenario"
        try write(Self.repeated.replacingOccurrences(of: "print offset\n", with: "print offset\n  > 20\n"), path)
        let result = ScenarioRunner.run(file: path)
        #expect(!result.passed)
        #expect(result.diagnostics.contains { $0.message == Self.differs })
        // Without a block, a repeated print is a transcript and passes.
        try write(Self.repeated, path)
        #expect(ScenarioRunner.run(file: path).passed)
    }

    @Test func updateRewritesAndAddsBlocksInIncludedFiles() throws {
        let folder = try temporaryFolder()
        let include = "# setup\nscroll 9\nprint offset\n> 9\nprint visible\n\n# end\n"
        try write(include, folder + "/inc1.inc")
        try write("section 30 rows\nscroll to 3\ninclude \"inc1.inc\"\n", folder + "/s.scenario")
        #expect(!ScenarioRunner.run(file: folder + "/s.scenario").passed)
        let update = ScenarioRunner.run(file: folder + "/s.scenario", update: true)
        #expect(update.passed)
        #expect(update.updated)
        #expect(try String(contentsOfFile: folder + "/inc1.inc", encoding: .utf8)
                == "# setup\nscroll 9\nprint offset\n> 12\nprint visible\n> 0,0 0,1 0,2 0,3 0,4 0,5 0,6 0,7 0,8 0,9 0,10 0,11 0,12 0,13 0,14 0,15\n\n# end\n")
        #expect(ScenarioRunner.run(file: folder + "/s.scenario").passed)
    }

    @Test func anIncludeRunTwiceWithDifferentOutputCannotBeUpdated() throws {
        let folder = try temporaryFolder()
        try write("print offset\n> 9\n", folder + "/inc1.inc")
        try write("section 30 rows\ninclude \"inc1.inc\"\nscroll 5\ninclude \"inc1.inc\"\n", folder + "/s.scenario")
        let result = ScenarioRunner.run(file: folder + "/s.scenario", update: true)
        #expect(!result.passed)
        let error = try #require(result.diagnostics.first { $0.message.hasPrefix("output differs between repetitions (0, then 5)") })
        #expect(error.range.map { "\($0)" } == "\(folder)/inc1.inc:1:1")
        #expect(try String(contentsOfFile: folder + "/inc1.inc", encoding: .utf8) == "print offset\n> 9\n")
    }

    @Test func anIncludeSharedByScenariosThatPrintDifferentlyFailsTheUpdate() throws {
        let folder = try temporaryFolder()
        try write("print content-size\n", folder + "/shared.inc")
        try write("section 3 rows\ninclude \"shared.inc\"\n", folder + "/a.scenario")
        try write("section 5 rows\ninclude \"shared.inc\"\n", folder + "/b.scenario")
        try write("section 2 rows\nprint visible\n", folder + "/c.scenario")
        let files = try ScenarioRunner.collectNamed([folder])
        var reported: [String] = []
        let results = ScenarioRunner.run(files: files, options: RunOptions(), update: true) { reported.append($0.path) }
        #expect(reported == files.map(\.path), "every result is reported once, in order")
        #expect(results.map(\.passed) == [false, true, true], "b wrote the shared block last; a does not print it")
        #expect(results[0].diagnostics.contains { $0.message.hasPrefix("--update could not make this scenario pass") })
        #expect(try String(contentsOfFile: folder + "/c.scenario", encoding: .utf8) == "section 2 rows\nprint visible\n> 0,0 0,1\n")
        // What the update reported is what a plain run finds.
        let checked = ScenarioRunner.run(files: files, options: RunOptions(), update: false) { _ in }
        #expect(checked.map(\.passed) == [false, true, true])
    }

    @Test func outputAndDiagnosticsAreReportedInExecutionOrder() throws {
        let path = try temporaryFolder() + "/o.scenario"
        try write("section 3 rows\nprint offset\nprint content-size\n> 1x1\nprint visible\n", path)
        let report = Report.scenario(ScenarioRunner.run(file: path), color: false)
        let lines = report.split(separator: "\n").map(String.init)
        let error = try #require(lines.firstIndex { $0.hasPrefix("\(path):3:1: error:") })
        #expect(lines.firstIndex(of: "\(path):2: 0") ?? .max < error, "line 2's output comes first")
        #expect(lines.firstIndex(of: "\(path):5: 0,0 0,1 0,2") ?? -1 > error, "line 5's output comes after line 3's error")
    }

    @Test func atMostFiftyErrorsAreReported() throws {
        let path = try temporaryFolder() + "/many.scenario"
        try write(String(repeating: "scrol 1\n", count: 900), path)
        let result = ScenarioRunner.run(file: path)
        #expect(result.diagnostics.filter { $0.severity == .error }.count == ScenarioRunner.maximumErrors)
        #expect(result.diagnostics.last?.severity == .note)
        #expect(result.diagnostics.last?.message == "850 more errors not shown")
        #expect(Report.scenario(result, color: false).hasSuffix("\nnote: 850 more errors not shown\n"))
        #expect(!result.passed)
    }
}
