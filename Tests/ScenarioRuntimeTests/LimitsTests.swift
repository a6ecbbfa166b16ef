import Foundation
import ScenarioLanguage
@testable import ScenarioRuntime
import Testing
import TestSupport

/// Huge numbers, huge tables and huge loops give errors or bounded results
/// (LANGUAGE.md §1 numbers, §8 repeat; ENGINE.md §2, §11). Their speed is the
/// benchmark's business; a hang here is caught by CI's own time limit.
@Suite struct LimitsTests {
    @Test(arguments: [
        ("row-height 1e308", "2:12 malformed number '1e308'"),
        ("row-height 99999999999999999999", "2:12 number too large '99999999999999999999'"),
        ("row-height 1000001", "2:12 a length must be at most 1000000 points"),
        ("row-height nan", "2:12 expected a height (a number >= 0) after 'row-height', found 'nan'"),
        ("row-height inf", "2:12 expected a height (a number >= 0) after 'row-height', found 'inf'"),
        ("row-height -1", "2:12 a length must be >= 0"),
        ("scroll -1000000000.5", "2:8 number too large '-1000000000.5'"),
        ("select 0,99999999999", "2:8 number too large '0,99999999999'"),
        ("section 0 rows 10000000", "2:16 unexpected '10000000' at the end of the command"),
        ("section 10000000 rows", "2:9 a table may hold at most 10000000 rows"),
        ("viewport 100001x10", "2:10 a viewport must be between 1x1 and 100000x100000"),
    ])
    func hugeAndMalformedNumbersAreLocatedErrors(line: String, expected: String) {
        let result = run("section 3 rows\n\(line)\n")
        #expect(located(result) == expected)
    }

    @Test func minusZeroPrintsAsZero() {
        #expect(printed("section 3 rows height -0\nscroll -0\nprint content-size\nprint offset\nprint rect 0,1") == ["375x0", "0", "0 0 375 0"])
    }

    @Test func theLargestNumbersAreAcceptedAndPrintExactly() {
        #expect(printed("section 10 rows height 1000000\nscroll to bottom\nprint offset\nprint content-size")
                == ["9999333", "375x10000000"])
    }

    @Test func nestedRepeatsWithAnAstronomicalProductFailAtOnce() {
        let result = run("repeat 1000000 {\n  repeat 1000000 {\n    repeat 1000000 {\n      scroll 1\n    }\n  }\n}\n")
        #expect(located(result) == "1:8 this repeat would run more than 10^15 commands; at most 1000000 may run (nested repeats multiply)")
    }

    @Test func repeatCountsEveryCommandItRuns() {
        // 1000 × 1000 = 1,000,000: allowed, as running counts (a `repeat`
        // line, nested or not, is not a command of its own); one more inner
        // iteration is not, nor one more command in the block.
        #expect(run("repeat 1000 {\n  repeat 1000 {\n    assert error none\n  }\n}\n").succeeded)
        #expect(located(run("repeat 1000 {\n  repeat 1001 {\n    assert error none\n  }\n}\n"))
                == "1:8 this repeat would run 1001000 commands; at most 1000000 may run (nested repeats multiply)")
        #expect(located(run("repeat 1000 {\n  assert error none\n  repeat 1000 {\n    assert error none\n  }\n}\n"))
                == "1:8 this repeat would run 1001000 commands; at most 1000000 may run (nested repeats multiply)")
        // An empty block runs nothing (its passes are not walked): it costs nothing.
        #expect(run("repeat 2000000 {\n}\n").succeeded)
        #expect(located(run("repeat 2000000 {\n  repeat 3 {\n  }\n  assert error none\n}\n"))?
            .hasPrefix("1:8 this repeat would run 2000000 commands") == true)
    }

    @Test func repeatsInsideIncludesAreCountedWhileRunning() throws {
        let folder = try temporaryFolder()
        try "repeat 1000 {\n  assert error none\n}\n".write(toFile: folder + "/loop.inc", atomically: true, encoding: .utf8)
        let session = ScenarioSession(baseDirectory: folder)
        let result = session.execute(SourceFile(name: "<stdin>", text: "section 1 rows\nrepeat 5000 {\n  include \"loop.inc\"\n}\n"))
        // 1 + 999 × (1 + 1000) = 1,000,000 commands run; the next include line goes over.
        #expect(located(result) == "3:3 the run executed more than 1000000 commands (every pass of a repeat and every "
                + "included command counts); it stopped here")
        #expect(result.diagnostics.first?.range?.file.name == "<stdin>")
    }

    @Test func showAllOnAMillionRowsIsBounded() throws {
        let result = run("section 1000000 rows\nshow all\n")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count <= 2 * TextRenderer.maxRows + 10)
        #expect(lines.contains { $0.contains("… 999800 rows 0,100..0,999899 …") })
        #expect(lines.contains { $0.hasSuffix("inset 0,99") }, "the last drawn row before the gap keeps its separator")
        #expect(!lines.contains { $0.hasSuffix("inset 0,999899") }, "no separator of a left-out row")
        #expect(lines.last?.contains("0,999999") == true)
    }

    @Test func showAllOnZeroHeightRowsIsCappedByLines() {
        let result = run("estimated-row-height off\nsection 100000 rows height 0\nshow all\n")
        let lines = result.output.split(separator: "\n")
        #expect(lines.count == TextRenderer.maxLines + 2)
        // 100,000 rows and separators, the viewport's two edges: 600 kept.
        #expect(lines.contains { $0.contains("… 99402 more lines …") })
    }

    /// A million zero-height rows on screen: a million separator lines,
    /// printed from the top and counted, never all kept.
    @Test func printSeparatorsOfAMillionZeroHeightRowsCountsTheRest() {
        let lines = run("row-height 0\nsection 1000000 rows\nprint separators\n").output.split(separator: "\n")
        #expect(lines.count == Interpreter.maximumPrintedLines + 1)
        #expect(lines[999] == "0 15 375 inset 0,999")
        #expect(lines.last == "… 999000 more lines not shown")
    }

    @Test func showAllOnASmallTableIsNotElided() {
        let lines = run("section 5 rows\nshow all\n").output.split(separator: "\n")
        #expect(!lines.contains { $0.contains("…") })
        #expect(lines.filter { $0.contains("│ 0,") }.count == 5)
    }

    @Test func buildingTwentyThousandSectionsIsLinear() {
        let result = run("repeat 20000 {\n  section 1 rows\n}\nprint content-size\n")
        #expect(result.output == "375x880000\n")
    }

    @Test func tenMillionRowsLoad() {
        let result = run("section 9999999 rows\nsection 1 rows\nscroll to bottom\nprint content-size\n")
        #expect(result.diagnostics.isEmpty)
        #expect(result.output.hasSuffix("375x440000000\n"))
    }
}
