import Foundation
import Testing
@testable import ScenarioRuntime

@Suite("Number formats (LANGUAGE.md §6)")
struct FormatTests {
    @Test(arguments: [
        (120.0, "120"), (0.5, "0.5"), (22.333, "22.33"), (22.335, "22.34"), (-22.335, "-22.34"),
        (-0.0, "0"), (-0.001, "0"), (1.10, "1.1"), (1.05, "1.05"), (-44, "-44"), (0.004, "0"), (0.005, "0.01"),
    ])
    func numbers(_ value: Double, _ text: String) {
        #expect(Format.number(value) == text)
    }

    @Test func comparisonRoundsFirst() {
        #expect(Format.same(22.334, 22.33))
        #expect(!Format.same(22.336, 22.33))
    }

    @Test func longListsInMessagesKeepTheirEnds() {
        let rows = (0..<7).map { IndexPath(row: $0, section: 1) }
        #expect(Format.indexPaths(rows, limit: 7) == "1,0 1,1 1,2 1,3 1,4 1,5 1,6")
        #expect(Format.indexPaths(rows, limit: 4) == "1,0 1,1 … 1,5 1,6 (7 rows)")
        #expect(Format.indexPaths([], limit: 4) == "none")
    }

    @Test func indexPathsAreWrittenInDecimal() {
        let rows = [IndexPath(row: 0, section: 0), IndexPath(row: 1_234_567, section: 10), IndexPath(row: -3, section: 0)]
        #expect(Format.indexPaths(rows) == "0,0 10,1234567 0,-3")
        #expect(Format.indexPath(IndexPath(row: 90, section: 7)) == "7,90")
        #expect(Format.indexPaths([]) == "none")
        #expect(Format.span([IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0), IndexPath(row: 17, section: 2)]) == "0,3..2,17")
        #expect(Format.span([IndexPath(row: 5, section: 1)]) == "1,5")
        #expect(Format.span([]) == "none")
    }

    /// Every length of number, at the edges where a digit is added, reads as Swift writes it.
    @Test func numbersOfEveryLengthAreWrittenInDecimal() {
        var values = [0, 1, 9, 10, 11, 99, 100, 101, 205, 999, 1000, 1001, Int.max, Int.min, Int.min + 1]
        var power = 10
        for _ in 1..<18 {
            power *= 10
            values += [power - 1, power, power + 1, -power, -(power - 1)]
        }
        for value in values {
            #expect(Format.indexPath(IndexPath(row: value, section: value)) == "\(value),\(value)")
            #expect(Format.integer(value) == String(value))
        }
    }

    /// A failed assertion's notes are written with their label in one string.
    @Test func labelledNotes() {
        #expect(Format.span([IndexPath(row: 3, section: 0), IndexPath(row: 17, section: 2)], after: "visible: ") == "visible: 0,3..2,17")
        #expect(Format.span([], after: "visible: ") == "visible: none")
        #expect(Format.number(228_540.5, after: "offset: ") == "offset: 228540.5")
        #expect(Format.number(-0.001, after: "offset: ") == "offset: 0")
        #expect(Format.number(.nan, after: "offset: ") == "offset: nan")
        #expect(Format.number(1e20, after: "offset: ") == "offset: " + Format.number(1e20))
        #expect(Format.text("12 visible rows", ", expected ", "16") == "12 visible rows, expected 16")
        #expect(Format.text("é ", "→", "", "x") == "é →x")
    }

    /// The buffers are sized once, for the longest a number can be written.
    @Test func theLongestNumbersFitTheirBuffers() {
        let extremes = [IndexPath(row: Int.min, section: Int.max), IndexPath(row: Int.max, section: Int.min)]
        let written = "\(Int.max),\(Int.min) \(Int.min),\(Int.max)"
        #expect(Format.indexPaths(extremes) == written)
        #expect(Format.span(extremes) == "\(Int.max),\(Int.min)..\(Int.min),\(Int.max)")
        #expect(Format.number(-12_345_678_901_234.56) == "-12345678901234.56")
        #expect(Format.number(123_456_789_012.05) == "123456789012.05")
    }

    /// The largest doubles (309 digits) fit `longestNumber`, in strings, in
    /// pieces of a text and in printed bytes alike.
    @Test func theLargestDoublesFitTheNumberBuffer() {
        for value in [Double.greatestFiniteMagnitude, -1e306, 1e15, -1e16, .infinity, -.infinity, .nan] {
            let written = Format.number(value)
            #expect(written.utf8.count <= Format.longestNumber)
            #expect(Format.number(value, after: "offset: ") == "offset: " + written)
            #expect(Format.text(capacity: 2 + Format.longestNumber) { $0.append("= "); $0.append(number: value) } == "= " + written)
            var bytes: [UInt8] = [1]
            Format.number(value, into: &bytes)
            #expect(bytes == [1] + Array(written.utf8))
        }
        #expect(Format.number(-1e306).utf8.count == 308)
    }

    /// A text's pieces: parts (any UTF-8), whole numbers and numbers; what does not fit is left out.
    @Test func textsAreWrittenPieceByPiece() {
        let text = Format.text(capacity: 17 + 80) { text in
            text.append(integer: -12)
            text.append(" rows → ")
            text.append(number: 0.125)
            text.append(String(repeating: "é", count: 40))
        }
        #expect(text == "-12 rows → 0.13" + String(repeating: "é", count: 40))
        #expect(Format.text(capacity: 5) { $0.append("abc"); $0.append(String("defgh")) } == "abcde")
        var bytes: [UInt8] = []
        Format.indexPaths([IndexPath(row: 12, section: 0), IndexPath(row: -1, section: 3)], into: &bytes)
        Format.indexPaths([], into: &bytes)
        #expect(String(decoding: bytes, as: UTF8.self) == "0,12 3,-1none")
    }

    @Test func aFailedAssertionOnAHugeRunStaysShort() {
        let result = run("estimated-row-height 0.5\nrow-height 44\nsection 100000 rows\nassert visible count 16")
        // An estimate of 0.5 pt puts 667 / 0.5 = 1334 rows in the first pass (ENGINE.md §7).
        let diagnostic = result.diagnostics.first
        #expect(diagnostic?.message == "assertion failed: 1334 visible rows, expected 16")
        #expect(diagnostic?.notes.first == "visible: 0,0..0,1333")
    }
}
