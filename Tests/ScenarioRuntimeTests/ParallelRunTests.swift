import Foundation
import Testing
@testable import ScenarioRuntime
import TestSupport

/// A counter several threads may bump.
private final class Counter: @unchecked Sendable {
    private let lock = NSLock()
    private var value = 0
    private var started: [Int] = []
    func start(_ i: Int) { lock.withLock { value += 1; started.append(i) } }
    var count: Int { lock.withLock { value } }
    var indices: [Int] { lock.withLock { started } }
}

@Suite("Parallel runs in path order")
struct ParallelRunTests {
    /// Results come back in index order whatever order the jobs finish in.
    @Test(arguments: [1, 2, 3, 8])
    func resultsAreDeliveredInOrder(jobs: Int) {
        let counter = Counter()
        var delivered: [Int] = []
        let results = ParallelRun.run(count: 40, jobs: jobs, work: { i in
            counter.start(i)
            // Later jobs finish sooner, so that finishing order is not index order.
            usleep(UInt32((40 - i) * 200))
            return i * i
        }, deliver: { delivered.append($0) })
        #expect(delivered == (0..<40).map { $0 * $0 })
        #expect(results == delivered)
        #expect(counter.count == 40)
        #expect(Set(counter.indices) == Set(0..<40))
    }

    /// After the first result `stop` accepts, nothing more is delivered or started.
    @Test(arguments: [1, 4])
    func stopDeliversNothingAfterTheFirstStop(jobs: Int) {
        let counter = Counter()
        var delivered: [Int] = []
        let results = ParallelRun.run(count: 200, jobs: jobs, stop: { $0 == 5 }, work: { i in
            counter.start(i)
            usleep(300)
            return i
        }, deliver: { delivered.append($0) })
        #expect(delivered == [0, 1, 2, 3, 4, 5])
        #expect(results == delivered)
        // Jobs already running finish, and no new job starts: far fewer than all 200 ran.
        #expect(counter.count < 200)
        let ranAfterwards = counter.count
        usleep(20_000)
        #expect(counter.count == ranAfterwards, "no worker is still running after run returns")
    }

    @Test func noJobsIsAnEmptyRun() {
        #expect(ParallelRun.run(count: 0, jobs: 4, work: { $0 }, deliver: { _ in }).isEmpty)
    }

    /// Scenarios in parallel, each in its own interpreter, give the serial results.
    @Test func scenariosInParallelMatchTheSerialRun() throws {
        let folder = try temporaryFolder()
        for i in 0..<16 {
            try "section \(50 + 10 * i) rows\nscroll \(37 * i)\nprint visible\nprint cells\nassert offset \(i % 5 == 0 ? 1 : 37 * i)\n"
                .write(toFile: folder + "/s\(String(format: "%02d", i)).scenario", atomically: true, encoding: .utf8)
        }
        let files = try ScenarioRunner.collectNamed([folder])
        func describe(_ results: [ScenarioResult]) -> [String] {
            results.map { Report.scenario($0, color: false).replacingOccurrences(of: #" \(\d+\.\d\ds\)"#, with: "", options: .regularExpression) }
        }
        let serial = ScenarioRunner.run(files: files, options: RunOptions(), update: false, jobs: 1) { _ in }
        let parallel = ScenarioRunner.run(files: files, options: RunOptions(), update: false, jobs: 4) { _ in }
        #expect(describe(parallel) == describe(serial))
        #expect(serial.filter { !$0.passed }.count == 4)
        let failFast = ScenarioRunner.run(files: files, options: RunOptions(), update: false, jobs: 4, failFast: true) { _ in }
        #expect(failFast.map(\.path) == [files[0].path])
    }
}

@Suite("--filter patterns")
struct ScenarioFilterTests {
    @Test(arguments: [
        ("lists", "Scenarios/lists/a.scenario", true),
        ("lists", "Scenarios/updates/a.scenario", false),
        ("Scenarios/*/a.scenario", "Scenarios/lists/a.scenario", true),
        ("*a.scenario", "Scenarios/lists/deep/a.scenario", true),
        ("Scenarios/l*", "Scenarios/lists/a.scenario", true),
        ("Scenarios/l*", "x/Scenarios/lists/a.scenario", false),
        ("*/s?.scenario", "a/s1.scenario", true),
        ("*/s?.scenario", "a/s10.scenario", false),
        ("*/s[0-4].scenario", "a/s3.scenario", true),
        ("*/s[!0-4].scenario", "a/s3.scenario", false),
        ("*/s[!0-4].scenario", "a/s7.scenario", true),
        ("*[abc", "x[abc", true),
        // Without a closed `[...]` set, `[` is a character of a plain substring.
        ("a[b", "dir/a[b.scenario", true),
        ("a[b", "dir/ab.scenario", false),
        ("x]a[b", "dir/x]a[b.scenario", true),
        ("[", "dir/[.scenario", true),
        ("[!", "dir/[!.scenario", true),
        ("s[ab]", "dir/sa.scenario", false),
        ("*", "", true),
        ("**", "anything/at/all", true),
    ])
    func matches(pattern: String, path: String, expected: Bool) {
        #expect(ScenarioFilter.matches(pattern, path) == expected, "\(pattern) on \(path)")
    }

    /// Many stars against a long path that does not match: fast, not exponential.
    @Test func starsDoNotBacktrackExponentially() {
        let path = String(repeating: "a", count: 2_000)
        #expect(!ScenarioFilter.matches(String(repeating: "*a", count: 50) + "b", path))
    }
}
