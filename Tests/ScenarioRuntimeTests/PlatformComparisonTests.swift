import Foundation
import Testing
@testable import ScenarioRuntime
import TableEngine
import TestSupport

/// `tablesim run --platform all` (LANGUAGE.md §12): the first `print` whose
/// output differs between the profiles.
@Suite struct PlatformComparisonTests {
    func write(_ text: String) throws -> String {
        let path = (try temporaryFolder() as NSString).appendingPathComponent("s.scenario")
        try text.write(toFile: path, atomically: true, encoding: .utf8)
        return path
    }

    @Test func reportsTheFirstDifferingPrint() throws {
        let path = try write("""
        section 3 rows header 30
        print content-size
        > 375x999
        print rect header 0
        print mounted
        """)
        let c = PlatformComparison.compare(file: path)
        #expect(c.steps.map(\.0) == [.ios10, .ios14, .ios15])
        #expect(c.firstDifference == 0, "the content size differs first: the 22-pt gap")
        #expect(c.report.contains(":2: print content-size"))
        #expect(c.report.contains("  ios14: 375x162\n  ios15: 375x184\n"))
    }

    @Test func sameOutputUnderEveryProfile() throws {
        let path = try write("""
        section 2 rows
        print rect 0,1
        """)
        let c = PlatformComparison.compare(file: path)
        #expect(c.firstDifference == nil)
        #expect(c.report.hasSuffix("the same under ios10, ios14, ios15 (1 print)\n"))
    }

    @Test func anErrorThatStopsEveryProfileAlikeIsSaidNotCountedAsAPrint() throws {
        let path = try write("""
        section 2 rows
        print rect 0,1
        print rect 5,5
        """)
        let c = PlatformComparison.compare(file: path)
        #expect(c.firstDifference == nil)
        #expect(c.report.hasSuffix("the same under ios10, ios14, ios15 (1 print; each stops at \(path):3: "
                                   + "error: section 5 is out of range: the table has 1 section)\n"))
    }

    @Test func anErrorThatStopsOneProfileIsADifference() throws {
        let path = try write("""
        section 3 rows
        reconfigure 0,0
        print mounted
        """)
        let c = PlatformComparison.compare(file: path)
        #expect(c.firstDifference == 0)
        #expect(c.report.contains("ios10: error: reconfigureRows(at:) needs iOS 15"))
    }

    @Test func choices() {
        #expect(PlatformChoice(argument: "all") == .all)
        #expect(PlatformChoice(argument: "ios10")?.profile == .ios10)
        #expect(PlatformChoice(argument: "ios13") == nil)
    }

    @Test func summaryAndUnreadableFiles() throws {
        var out = ""
        let ran = PlatformComparison.run(files: ["/nonexistent/x.scenario"], options: RunOptions()) { out += $0 }
        #expect(!ran)
        #expect(out.hasSuffix("1 scenario: 0 differ between profiles, 0 the same, 1 could not run\n"))
    }
}
