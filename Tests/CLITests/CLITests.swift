import Foundation
import Testing
@testable import tablesim
import TestSupport

/// The log without its wall times (`PASS path (0.01s)` → `PASS path`, and the `slowest:` list), to compare it exactly.
func withoutTimes(_ log: String) -> String {
    var lines = log.components(separatedBy: "\n")
    if let start = lines.firstIndex(of: "slowest:") {
        let end = lines[(start + 1)...].firstIndex { !$0.hasPrefix("  ") } ?? lines.count
        lines.removeSubrange(start..<end)
    }
    return lines.map { $0.replacingOccurrences(of: #" \(\d+\.\d\ds\)"#, with: "", options: .regularExpression) }
        .joined(separator: "\n")
}


@Suite("tablesim command line", .serialized)
struct CLITests {
    @Test func runReportsPassAndFailWithExitStatus() throws {
        let folder = try temporaryFolder()
        try "section 3 rows\nassert visible 0,0..0,2\n".write(toFile: folder + "/good.scenario", atomically: true, encoding: .utf8)
        try "section 3 rows\nassert offset 5\n".write(toFile: folder + "/bad.scenario", atomically: true, encoding: .utf8)
        let both = try Tablesim.run(["run", folder])
        #expect(both.status == 1)
        let lines = withoutTimes(both.stdout).split(separator: "\n").map(String.init)
        #expect(lines.first == "FAIL \(folder)/bad.scenario")
        #expect(lines.contains("\(folder)/bad.scenario:2:1: error: assertion failed: offset is 0, expected 5"))
        #expect(lines.contains("PASS \(folder)/good.scenario"))
        #expect(lines.last == "1 passed, 1 failed")
        let good = try Tablesim.run(["run", folder + "/good.scenario"])
        #expect(good.status == 0)
        #expect(good.stdout.hasSuffix("1 passed, 0 failed\n"))
    }

    @Test func syntaxErrorsAreLocatedWithACaretAndASuggestion() throws {
        let folder = try temporaryFolder()
        try "section 3 rows\nscrol 10\n".write(toFile: folder + "/typo.scenario", atomically: true, encoding: .utf8)
        let result = try Tablesim.run(["run", folder + "/typo.scenario"])
        #expect(result.status == 1)
        #expect(result.stdout.contains("\(folder)/typo.scenario:2:1: error: unknown command 'scrol'; did you mean 'scroll'?\nscrol 10\n^~~~~"))
        #expect(!result.stdout.contains("\u{1B}["), "no colour when not on a terminal")
    }

    @Test func usageErrorsExit64() throws {
        #expect(try Tablesim.run(["run", "/nonexistent/path.scenario"]).status == 64)
        #expect(try Tablesim.run(["run", "--no-such-flag", "x"]).status == 64)
    }

    @Test func stdinRunsAsAScript() throws {
        let ok = try Tablesim.run([], stdin: "section 20 rows\nscroll 200\nprint visible\n")
        #expect(ok.status == 0)
        #expect(ok.stdout == "0,4 0,5 0,6 0,7 0,8 0,9 0,10 0,11 0,12 0,13 0,14 0,15 0,16 0,17 0,18 0,19\n")
        let bad = try Tablesim.run([], stdin: "section 3 rows\nscroll to 0,9\n")
        #expect(bad.status == 1)
        #expect(bad.stderr.hasPrefix("<stdin>:2:11: error: Attempted to scroll the table view to an out-of-bounds row (9) when there are only 3 rows in section 0.\nscroll to 0,9\n          ^~~"))
    }

    @Test func updateAndJUnit() throws {
        let folder = try temporaryFolder()
        let path = folder + "/u.scenario"
        try "section 2 rows\nprint visible\n".write(toFile: path, atomically: true, encoding: .utf8)
        let update = try Tablesim.run(["run", "--update", "--junit", folder + "/report.xml", path])
        #expect(update.status == 0)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "section 2 rows\nprint visible\n> 0,0 0,1\n")
        let xml = try String(contentsOfFile: folder + "/report.xml", encoding: .utf8)
        #expect(xml.contains(#"tests="1" failures="0""#))
    }

    @Test func platformOptionActsAsAPlatformLine() throws {
        let folder = try temporaryFolder()
        try "section 20 rows\nscroll 200\nprint mounted\n".write(toFile: folder + "/p.scenario", atomically: true, encoding: .utf8)
        let ios14 = try Tablesim.run(["run", "--platform", "ios14", folder + "/p.scenario"])
        #expect(ios14.stdout.contains(":3: 0,4 0,5 0,6 0,7 0,8 0,9 0,10 0,11 0,12 0,13 0,14 0,15 0,16 0,17 0,18 0,19\n"))
        let ios15 = try Tablesim.run(["run", folder + "/p.scenario"])
        #expect(ios15.stdout.contains(":3: 0,3 0,4"))
    }

    @Test func svgOptionWritesAPicturePerShow() throws {
        let folder = try temporaryFolder()
        try "section 5 rows header 30\nshow\nscroll 10\nshow\n".write(toFile: folder + "/s.scenario", atomically: true, encoding: .utf8)
        let result = try Tablesim.run(["run", "--svg", folder + "/svg", folder + "/s.scenario"])
        #expect(result.status == 0)
        let files = try FileManager.default.contentsOfDirectory(atPath: folder + "/svg").sorted()
        #expect(files == ["s-1.svg", "s-2.svg"])
        let svg = try String(contentsOfFile: folder + "/svg/s-1.svg", encoding: .utf8)
        #expect(svg.hasPrefix("<svg xmlns=\"http://www.w3.org/2000/svg\" width=\"375\" height=\"667\""))
        #expect(svg.contains("stroke-width=\"0.5\""))
    }

    /// Pictures are named after the scenario that runs, mirroring its path under
    /// the folder given: two `x.scenario` in different folders do not collide, and
    /// a `show` in an included file counts with the scenario that includes it.
    @Test func svgPicturesMirrorTheScenarioPaths() throws {
        let folder = try temporaryFolder()
        for sub in ["a", "b"] { try FileManager.default.createDirectory(atPath: folder + "/s/" + sub, withIntermediateDirectories: true) }
        try "section 2 rows\nshow\n".write(toFile: folder + "/s/a/shared.inc", atomically: true, encoding: .utf8)
        try "include \"shared.inc\"\nshow\n".write(toFile: folder + "/s/a/x.scenario", atomically: true, encoding: .utf8)
        try "section 7 rows\nshow\n".write(toFile: folder + "/s/b/x.scenario", atomically: true, encoding: .utf8)
        #expect(try Tablesim.run(["run", "--svg", folder + "/svg", folder + "/s"]).status == 0)
        let files = FileManager.default.enumerator(atPath: folder + "/svg")?.compactMap { $0 as? String }.filter { $0.hasSuffix(".svg") }.sorted()
        #expect(files == ["a/x-1.svg", "a/x-2.svg", "b/x-1.svg"])
        let b = try String(contentsOfFile: folder + "/svg/b/x-1.svg", encoding: .utf8)
        #expect(b.contains(">0,6 #7</text>"))
        // Two files of one name given on the command line: the second gets `~2`.
        #expect(try Tablesim.run(["run", "--svg", folder + "/flat", folder + "/s/a/x.scenario", folder + "/s/b/x.scenario"]).status == 0)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder + "/flat").sorted() == ["x-1.svg", "x-2.svg", "x~2-1.svg"])
    }

    @Test func verbosePrintsATranscriptOfCheckedOutput() throws {
        let folder = try temporaryFolder()
        let path = folder + "/v.scenario"
        try "section 3 rows\nprint visible\n> 0,0 0,1 0,2\nprint offset\n".write(toFile: path, atomically: true, encoding: .utf8)
        let quiet = try Tablesim.run(["run", path])
        #expect(withoutTimes(quiet.stdout) == "PASS \(path)\n\(path):4: 0\n1 passed, 0 failed\n")
        let verbose = try Tablesim.run(["run", "--verbose", path])
        #expect(withoutTimes(verbose.stdout) == "PASS \(path)\n\(path):2: print visible\n0,0 0,1 0,2\n\(path):4: print offset\n0\n1 passed, 0 failed\n")
    }
}

/// `run` walks the folders once, in `validate`, and runs what it found there.
@Suite struct RunCollectsOnceTests {
    @Test func validateKeepsTheFilesItFound() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/sub", withIntermediateDirectories: true)
        try "print offset\n".write(toFile: folder + "/sub/a.scenario", atomically: true, encoding: .utf8)
        let command = try Run.parse([folder])
        #expect(command.files.map(\.path) == [folder + "/sub/a.scenario"])
        #expect(command.files.map(\.pictureName) == ["sub/a"])
    }
}
