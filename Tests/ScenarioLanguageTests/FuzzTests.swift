import SeededRandom
import Testing
import TestSupport
@testable import ScenarioLanguage

@Suite struct FuzzTests {
    static let corpus = CommandTable.all.map(\.example).joined(separator: "\n")
        + "\nrepeat 2 {\n  update {\n    insert 0,1\n  }\n}\nprint visible\n> 0,0 0,1\nexpect error \"x\"\nselect 9,9\n"
    static let pieces = ["{", "}", "\n", " ", "\"", "\\", "#", "#1", ">", "> ", ":", ",", "..", "x", "-", ".", "9",
                         "99999999999999999999", "1e999", "0,0..", "é", "\t", "\r", "\u{0}", "update {", "repeat 3 {",
                         "print", "assert", "data", "table", "insert section", "😀", "\u{FEFF}"]

    /// Checks that parsing finishes and its results are consistent.
    func check(_ text: String) {
        let file = SourceFile(name: "fuzz", text: text)
        let (program, diagnostics) = Parser.parse(file)
        let count = text.utf8.count
        for diagnostic in diagnostics {
            if let range = diagnostic.range { #expect(range.start <= count && range.end <= count) }
            let rendered = DiagnosticRenderer.render(diagnostic, color: false)
            #expect(!rendered.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F },
                    "a diagnostic must stay printable")
            #expect(rendered.split(separator: "\n").allSatisfy { $0.count <= 400 }, "long lines are cut")
        }
        for command in program.commands {
            #expect(command.range.end <= count && command.lineEnd <= count)
        }
        _ = Parser.openBlockDepth(text)
        _ = Completer.complete(line: String(text.prefix(60)), indexPaths: ["0,0"])
    }

    @Test(arguments: Soak.seeds(8, chunks: 8))
    func mutatedCorpus(seeds: Range<UInt64>) {
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            let base = Array(Self.corpus.unicodeScalars)
            for _ in 0..<150 {
                var scalars = base
                for _ in 0..<Int.random(in: 1...12, using: &random) {
                    let index = Int.random(in: 0...scalars.count, using: &random)
                    switch Int.random(in: 0..<4, using: &random) {
                    case 0 where index < scalars.count: scalars.remove(at: index)
                    case 1: scalars.insert(contentsOf: (Self.pieces.randomElement(using: &random) ?? "").unicodeScalars, at: index)
                    case 2 where index < scalars.count:
                        scalars[index] = Unicode.Scalar(UInt8.random(in: 0...127, using: &random))
                    default:
                        let length = Int.random(in: 0...40, using: &random)
                        let from = Int.random(in: 0..<base.count, using: &random)
                        scalars.insert(contentsOf: base[from..<min(base.count, from + length)], at: index)
                    }
                }
                var text = ""
                text.unicodeScalars.append(contentsOf: scalars)
                check(text)
            }
        }
    }

    @Test(arguments: Soak.seeds(4, chunks: 4))
    func randomBytes(seeds: Range<UInt64>) {
        for seed in seeds {
            var random = SplitMix64(seed: 1000 + seed)
            for _ in 0..<250 {
                let bytes = (0..<Int.random(in: 0...200, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                check(String(decoding: bytes, as: UTF8.self))
                let pieces = (0..<Int.random(in: 0...60, using: &random)).map { _ in Self.pieces.randomElement(using: &random) ?? "" }
                check(pieces.joined())
            }
        }
    }

    @Test func hugeInputs() {
        check(String(repeating: "9", count: 200_000))
        check("scroll " + String(repeating: "1", count: 100_000) + ".5")
        check(String(repeating: "{", count: 50_000))
        check(String(repeating: "}\n", count: 20_000))
        check(String(repeating: "\"", count: 30_001))
        check(String(repeating: "> x\n", count: 20_000))
        check(String(repeating: "scroll 20 ", count: 20_000))
        check(String(repeating: "section 2 rows\n", count: 20_000))
    }
}
