import Foundation
import Testing
import TestSupport

/// `tablesim run` as a CI runner: which scenarios run, in how many jobs, and what the log says.
@Suite("tablesim run options", .serialized)
struct RunOptionsTests {
    /// A folder of scenarios: `a/` passes, `b/` has a failure (with output before it), `c/` many small ones.
    func suite() throws -> String {
        let folder = try temporaryFolder()
        for sub in ["a", "b", "c/deep"] { try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true) }
        let files = [
            "a/one.scenario": "section 3 rows\nassert visible 0,0..0,2\n",
            "a/two.scenario": "section 300 rows\nscroll 2000\nprint visible\n",
            "b/fail.scenario": "section 3 rows\nprint offset\nassert offset 5\n",
            "b/stop.scenario": "section 2 rows\nselect 0,9\n",
            "c/deep/last.scenario": "section 1 rows\nshow\n",
        ]
        for (name, text) in files { try text.write(toFile: folder + "/" + name, atomically: true, encoding: .utf8) }
        for i in 0..<12 {
            try "section \(100 * i + 1) rows\nscroll \(40 * i)\nassert offset \(40 * i)\n"
                .write(toFile: folder + "/c/s\(i).scenario", atomically: true, encoding: .utf8)
        }
        return folder
    }

    @Test func listPrintsWhatWouldRunAndFiltersMatchPaths() throws {
        let folder = try suite()
        let all = try Tablesim.run(["run", "--list", folder])
        #expect(all.status == 0)
        #expect(all.stdout.split(separator: "\n").count == 17)
        #expect(all.stdout.hasPrefix("\(folder)/a/one.scenario\n\(folder)/a/two.scenario\n\(folder)/b/fail.scenario\n"))
        // Substrings and globs, repeatable: a path matching any runs.
        let some = try Tablesim.run(["run", "--list", "--filter", "b/", "--filter", "*/c/s1?.scenario", folder])
        #expect(some.stdout == ["b/fail", "b/stop", "c/s10", "c/s11"].map { "\(folder)/\($0).scenario\n" }.joined())
        let ran = try Tablesim.run(["run", "--filter", "one", folder])
        #expect(withoutTimes(ran.stdout) == "PASS \(folder)/a/one.scenario\n1 passed, 0 failed\n")
        // A filter that matches nothing is a usage error: the job would pass having run nothing.
        for list in [false, true] {
            let none = try Tablesim.run(["run"] + (list ? ["--list"] : []) + ["--filter", "nothing-matches", "--filter", "nor-this", folder])
            #expect(none.status == 64)
            #expect(none.stderr.hasPrefix("Error: --filter nothing-matches --filter nor-this matches no *.scenario file in \(folder)\n"),
                    "\(none.stderr)")
            #expect(none.stdout.isEmpty)
        }
    }

    @Test func aFileReachedTwiceRunsOnce() throws {
        let folder = try suite()
        let one = folder + "/a/one.scenario"
        let result = try Tablesim.run(["run", one, one, folder + "/a", folder + "/./a/one.scenario"])
        let passes = withoutTimes(result.stdout).split(separator: "\n").filter { $0.hasPrefix("PASS ") }
        #expect(passes == ["PASS \(one)", "PASS \(folder)/a/two.scenario"])
        #expect(result.stdout.hasSuffix("2 passed, 0 failed\n"))
        #expect(result.stdout.components(separatedBy: "PASS \(one) (").count == 2)
    }

    /// Several jobs give the serial run's log and reports, byte for byte once the measured times are taken out.
    @Test func jobsGiveTheSerialRunsLogAndReports() throws {
        let folder = try suite()
        func run(_ jobs: String) throws -> (log: String, junit: String, tap: String) {
            let result = try Tablesim.run(["run", "--jobs", jobs, "--junit", folder + "/j\(jobs).xml", "--tap=\(folder)/t\(jobs).tap", folder])
            #expect(result.status == 1)
            let junit = try String(contentsOfFile: folder + "/j\(jobs).xml", encoding: .utf8)
                .replacingOccurrences(of: #"(time|timestamp)="[^"]*""#, with: "$1=\"\"", options: .regularExpression)
            let tap = try String(contentsOfFile: folder + "/t\(jobs).tap", encoding: .utf8)
                .replacingOccurrences(of: #"(time=|duration_ms: )[0-9.]+"#, with: "$1", options: .regularExpression)
            return (withoutTimes(result.stdout), junit, tap)
        }
        let serial = try run("1"), parallel = try run("4")
        #expect(parallel.log == serial.log)
        #expect(parallel.junit == serial.junit)
        #expect(parallel.tap == serial.tap)
        #expect(serial.log.hasSuffix("15 passed, 2 failed\n"))
        // Path order, whatever finished first.
        let order = serial.log.split(separator: "\n").filter { $0.hasPrefix("PASS ") || $0.hasPrefix("FAIL ") }
        #expect(order.map { String($0.dropFirst(5)) } == order.map { String($0.dropFirst(5)) }.sorted())
    }

    @Test func failFastStopsAtTheFirstFailureInPathOrder() throws {
        let folder = try suite()
        for jobs in ["1", "3"] {
            let result = try Tablesim.run(["run", "--fail-fast", "--jobs", jobs, folder])
            #expect(result.status == 1)
            #expect(withoutTimes(result.stdout).hasPrefix("PASS \(folder)/a/one.scenario\nPASS \(folder)/a/two.scenario\n"))
            #expect(result.stdout.contains("FAIL \(folder)/b/fail.scenario"))
            #expect(!result.stdout.contains("b/stop.scenario ("))
            #expect(result.stdout.hasSuffix("--fail-fast: stopped after the first failed scenario (14 not run)\n"
                + result.stdout.components(separatedBy: "(14 not run)\n").last!))
            #expect(result.stdout.hasSuffix("2 passed, 1 failed\n"))
        }
    }

    /// Each scenario's wall time is on its line; the slowest few are listed before the summary.
    @Test func theLogHasTimesAndTheSlowestScenarios() throws {
        let folder = try suite()
        let result = try Tablesim.run(["run", "--jobs", "2", folder + "/a"])
        let lines = result.stdout.split(separator: "\n").map(String.init)
        #expect(lines.first?.range(of: #"^PASS .*/a/one\.scenario \(\d+\.\d\ds\)$"#, options: .regularExpression) != nil)
        let slowest = try #require(lines.firstIndex(of: "slowest:"))
        #expect(lines[(slowest + 1)...].dropLast().allSatisfy { $0.range(of: #"^  \d+\.\d\ds .*\.scenario$"#, options: .regularExpression) != nil })
        #expect(lines.count - slowest - 2 == 2)
        #expect(lines.last == "2 passed, 0 failed")
    }

    @Test func unlabelledOutputCarriesItsFileAndLine() throws {
        let folder = try suite()
        let result = try Tablesim.run(["run", folder + "/b/fail.scenario"])
        #expect(result.stdout.contains("\n\(folder)/b/fail.scenario:2: 0\n"))
    }

    @Test func badJobsAndContradictionsAreUsageErrors() throws {
        let folder = try suite()
        #expect(try Tablesim.run(["run", "--jobs", "0", folder]).status == 64)
        #expect(try Tablesim.run(["run", "--no-write", "--update", folder]).status == 64)
        #expect(try Tablesim.run(["run", "--no-write", "--svg", folder + "/svg", folder]).status == 64)
        #expect(try Tablesim.run(["run", "--tap=\(folder)/missing/x.tap", folder]).status == 64)
        let spaced = try Tablesim.run(["run", "--tap", folder + "/r.tap", folder])
        #expect(spaced.status == 64)
        #expect(spaced.stderr.contains("no such file or folder: \(folder)/r.tap (to write TAP to a file, use --tap=PATH)"))
        #expect(try Tablesim.run(["run", "--html", "\(folder)/missing/x.html", folder]).status == 64)
    }

    @Test func tapVersion14ToStandardOutputOrAFile() throws {
        let folder = try suite()
        let result = try Tablesim.run(["run", "--tap", folder + "/b", folder + "/a/one.scenario"])
        #expect(result.status == 1)
        // The TAP stream alone on standard output; the log on standard error.
        #expect(result.stdout.hasPrefix("TAP version 14\nnot ok 1 - \(folder)/b/fail.scenario # time="))
        #expect(result.stdout.contains("\n  ---\n  message: \"assertion failed: offset is 0, expected 5\"\n  severity: fail\n  at:\n"
            + "    file: \"\(folder)/b/fail.scenario\"\n    line: 3\n    column: 1\n"))
        #expect(result.stdout.contains("\n  severity: error\n"))
        #expect(result.stdout.contains("\nok 3 - \(folder)/a/one.scenario # time="))
        #expect(result.stdout.hasSuffix("  ...\nok 3 - \(folder)/a/one.scenario # time=" + result.stdout.components(separatedBy: "a/one.scenario # time=").last!))
        #expect(result.stdout.hasSuffix("\n1..3\n"))
        #expect(result.stderr.hasSuffix("1 passed, 2 failed\n"))
        let file = try Tablesim.run(["run", "--tap=\(folder)/r.tap", folder + "/a"])
        #expect(file.status == 0)
        #expect(try String(contentsOfFile: folder + "/r.tap", encoding: .utf8).hasPrefix("TAP version 14\nok 1 - "))
        #expect(file.stdout.hasSuffix("2 passed, 0 failed\n"))
    }

    @Test func githubAnnotationsInsideActionsOrWhenAsked() throws {
        let folder = try suite()
        let path = folder + "/b/fail.scenario"
        let expected = "::error file=\(path),line=3,col=1,title=tablesim%3A \(path)::assertion failed: offset is 0, expected 5%0Avisible: 0,0..0,2%0Aoffset: 0\n"
        let actions = try Tablesim.run(["run", path], environment: ["GITHUB_ACTIONS": "true"])
        #expect(actions.stdout.contains("\n" + expected))
        let asked = try Tablesim.run(["run", "--annotations", path], environment: ["GITHUB_ACTIONS": ""])
        #expect(asked.stdout.contains("\n" + expected))
        let plain = try Tablesim.run(["run", path], environment: ["GITHUB_ACTIONS": ""])
        #expect(!plain.stdout.contains("::error"))
        let off = try Tablesim.run(["run", "--no-annotations", path], environment: ["GITHUB_ACTIONS": "true"])
        #expect(!off.stdout.contains("::error"))
    }

    /// `show svg PATH` writes under `--svg DIR` (in the scenario's subfolder), never beside
    /// the scenario then; `--no-write` writes nothing at all.
    @Test func scenarioFilesGoUnderSVGAndNoWriteWritesNothing() throws {
        let folder = try temporaryFolder()
        try FileManager.default.createDirectory(atPath: folder + "/s/pics", withIntermediateDirectories: true)
        try "section 3 rows\nshow svg \"pics/t.svg\"\nshow svg \"../../escape.svg\"\nshow\n".write(toFile: folder + "/s/w.scenario", atomically: true, encoding: .utf8)
        let before = try FileManager.default.subpathsOfDirectory(atPath: folder).sorted()
        let dry = try Tablesim.run(["run", "--no-write", folder + "/s"])
        #expect(dry.status == 0, "\(dry.stdout)")
        #expect(try FileManager.default.subpathsOfDirectory(atPath: folder).sorted() == before)
        let redirected = try Tablesim.run(["run", "--svg", folder + "/out", folder + "/s"])
        #expect(redirected.status == 0, "\(redirected.stdout)")
        let written = try FileManager.default.subpathsOfDirectory(atPath: folder + "/out").filter { $0.hasSuffix(".svg") }.sorted()
        #expect(written == ["w-1.svg", "w/escape.svg", "w/pics/t.svg"])
        #expect(!FileManager.default.fileExists(atPath: folder + "/s/pics/t.svg"))
        #expect(!FileManager.default.fileExists(atPath: folder + "/escape.svg"))
    }
}
