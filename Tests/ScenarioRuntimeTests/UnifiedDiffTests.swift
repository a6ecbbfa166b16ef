import Testing
@testable import ScenarioRuntime

@Suite("Expected-output differences as a unified diff")
struct UnifiedDiffTests {
    /// One line inserted near the top is one `+` line; the lines after it are not marked.
    @Test func anInsertedLineIsOneAddition() {
        let expected = ["a", "b", "c", "d", "e", "f", "g", "h"]
        var actual = expected
        actual.insert("NEW", at: 2)
        #expect(UnifiedDiff.lines(expected: expected, actual: actual) == [
            "--- expected", "+++ actual", "@@ -1,5 +1,6 @@", " a", " b", "+NEW", " c", " d", " e",
        ])
    }

    @Test func aChangedLineIsARemovalThenAnAddition() {
        #expect(UnifiedDiff.lines(expected: ["x", "y", "z"], actual: ["x", "Y", "z"]) == [
            "--- expected", "+++ actual", "@@ -1,3 +1,3 @@", " x", "-y", "+Y", " z",
        ])
    }

    @Test func distantChangesAreSeparateHunks() {
        let expected = (1...20).map(String.init)
        var actual = expected
        actual.remove(at: 1)       // "2"
        actual[18] = "twenty"      // was "20"
        #expect(UnifiedDiff.lines(expected: expected, actual: actual) == [
            "--- expected", "+++ actual",
            "@@ -1,5 +1,4 @@", " 1", "-2", " 3", " 4", " 5",
            "@@ -17,4 +16,4 @@", " 17", " 18", " 19", "-20", "+twenty",
        ])
    }

    @Test func emptySidesUseTheLineBeforeThem() {
        #expect(UnifiedDiff.lines(expected: [], actual: ["a"]) == ["--- expected", "+++ actual", "@@ -0,0 +1 @@", "+a"])
        #expect(UnifiedDiff.lines(expected: ["a", "b"], actual: []) == ["--- expected", "+++ actual", "@@ -1,2 +0,0 @@", "-a", "-b"])
        #expect(UnifiedDiff.lines(expected: ["same"], actual: ["same"]).isEmpty)
    }

    /// The edit script is a shortest one: applying it gives the actual lines, and
    /// it keeps a longest common subsequence (checked against a dynamic-programming LCS).
    @Test(arguments: 0..<200) func scriptsAreShortestAndCorrect(seed: Int) {
        var state = UInt64(seed) &* 0x9E37_79B9_7F4A_7C15 &+ 1
        func next(_ n: Int) -> Int {
            state = state &* 6_364_136_223_846_793_005 &+ 1_442_695_040_888_963_407
            return Int((state >> 33) % UInt64(n))
        }
        let a = (0..<next(12)).map { _ in String(next(4)) }
        let b = (0..<next(12)).map { _ in String(next(4)) }
        let script = UnifiedDiff.edits(from: a, to: b)
        var old: [String] = [], new: [String] = [], kept = 0
        for edit in script {
            switch edit {
            case .same(let line): old.append(line); new.append(line); kept += 1
            case .removed(let line): old.append(line)
            case .added(let line): new.append(line)
            }
        }
        #expect(old == a)
        #expect(new == b)
        #expect(kept == lcsLength(a, b), "\(a) → \(b)")
    }

    /// Very long, wholly different outputs are not searched: removed, then added.
    @Test func hugeDifferencesStayCheap() {
        let a = (0..<3_000).map { "a\($0)" }, b = (0..<3_000).map { "b\($0)" }
        let lines = UnifiedDiff.lines(expected: a, actual: b)
        #expect(lines.count == 2 + UnifiedDiff.maximumLines + 1)
        #expect(lines[2] == "@@ -1,3000 +1,3000 @@")
        #expect(lines.last == "… 5941 more diff lines")
    }

    private func lcsLength(_ a: [String], _ b: [String]) -> Int {
        var table = Array(repeating: Array(repeating: 0, count: b.count + 1), count: a.count + 1)
        for i in a.indices.reversed() {
            for j in b.indices.reversed() {
                table[i][j] = a[i] == b[j] ? table[i + 1][j + 1] + 1 : max(table[i + 1][j], table[i][j + 1])
            }
        }
        return table[0][0]
    }
}
