import Foundation
import Testing
@testable import ScenarioRuntime
import TestSupport

/// A scenario's path in the log and in TAP is drawn as diagnostics draw file
/// names: a line break or carriage return in it never splits or rewrites a line.
@Suite struct ReportPathTests {
    @Test func theLogDrawsAPathAsItsDiagnosticsDo() throws {
        let folder = try temporaryFolder()
        let path = folder + "/nl\nx.scenario"
        try "section 3 rows\nassert offset 5\n".write(toFile: path, atomically: true, encoding: .utf8)
        let result = ScenarioRunner.run(file: path)
        let lines = Report.scenario(result, color: false).split(separator: "\n", omittingEmptySubsequences: false)
        let shown = folder + "/nl\u{240A}x.scenario"
        #expect(lines.first?.hasPrefix("FAIL \(shown) (") == true, "\(lines)")
        #expect(lines.dropFirst().first?.hasPrefix("\(shown):2:1: error: assertion failed") == true, "\(lines)")
        let slowest = Report.slowest([result, ScenarioResult(path: "a\rb.scenario", events: [], seconds: 0)])
        #expect(slowest.contains(" \(shown)\n") && slowest.contains(" a\u{240D}b.scenario\n"), "\(slowest)")
        #expect(!slowest.contains("\r"))
    }

    @Test func aTestPointIsOneLineWhateverThePath() {
        let results = [ScenarioResult(path: "cr\rx.scenario", events: [], seconds: 0),
                       ScenarioResult(path: "nl\ny #1\\.scenario", events: [], seconds: 0)]
        let tap = Report.tap(results)
        #expect(!tap.contains("\r"))
        let lines = tap.split(separator: "\n")
        #expect(lines.count == 4, "\(tap)")
        #expect(lines[1].hasPrefix("ok 1 - cr\u{240D}x.scenario # time="), "\(tap)")
        #expect(lines[2].hasPrefix("ok 2 - nl\u{240A}y \\#1\\\\.scenario # time="), "\(tap)")
    }
}
