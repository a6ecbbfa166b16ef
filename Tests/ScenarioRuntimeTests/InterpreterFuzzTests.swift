import Foundation
import SeededRandom
import ScenarioLanguage
@testable import ScenarioRuntime
import Testing
import TestSupport

/// Random programs through lexer, parser and interpreter: token soups built
/// from every command's example with numbers, index paths and braces swapped
/// for edge values, and raw random bytes. None may crash, hang or report an
/// error outside its file; every rendered error stays printable.
@Suite struct InterpreterFuzzTests {
    // `expect failure` stands for the assertion after it as `expect error` does for a command: one of them is enough.
    static let lines = CommandTable.all.filter { $0.id != .expectFailure }.map(\.example).filter { !$0.isEmpty }
        + ["}", "update {", "repeat 2 {", "print visible", "> 0,0", "expect error \"out of range\"", "assert visible 0,0..0,3",
           "data insert 0,0", "table delete 0,0", "show all", "print separators", "print trace", "assert cells consistent"]
    static let small = ["0", "1", "2", "3", "5", "44", "0.5", "-0", "-1", "0,0", "0,1", "1,0", "2,5", "0,0..0,2", "1,0..0,0"]
    static let edge = ["1000000", "999999999", "99999999999", "1e9", "-1000000000", "0.001", "1,999999", "nan", "9,9..0,0",
                       "\u{0}", "\u{1B}[2J", "\u{FEFF}", "é", "😀", "\"", "{", "}", "#", "#1", ":", "..", "\t"]

    /// A random program of 1–30 lines.
    static func program(_ random: inout SplitMix64) -> String {
        (0..<Int.random(in: 1...30, using: &random)).map { _ in
            var words = (lines.randomElement(using: &random) ?? "").split(separator: " ").map(String.init)
            for index in words.indices where Bool.random(using: &random) && Int.random(in: 0..<3, using: &random) == 0 {
                let pool = Int.random(in: 0..<12, using: &random) == 0 ? edge : small
                words[index] = pool.randomElement(using: &random) ?? ""
            }
            if Int.random(in: 0..<10, using: &random) == 0, !words.isEmpty { words.removeLast() }
            if Int.random(in: 0..<10, using: &random) == 0 { words.append(small.randomElement(using: &random) ?? "") }
            return words.joined(separator: " ")
        }.joined(separator: "\n") + "\n"
    }

    /// Runs `text` as a whole in a fresh session, then line by line in another
    /// (as the REPL does, so one bad line does not keep the rest from running).
    func check(_ text: String, in folder: String) {
        let lineByLine = session(in: folder)
        run(text, in: session(in: folder))
        for line in text.split(separator: "\n") { run(String(line), in: lineByLine) }
    }

    /// A session with repeats capped low to keep the test fast.
    func session(in folder: String) -> ScenarioSession {
        let session = ScenarioSession(baseDirectory: folder)
        session.interpreter.options.limits.commands = 5_000
        return session
    }

    func run(_ text: String, in session: ScenarioSession) {
        let file = SourceFile(name: "fuzz.scenario", text: text)
        let result = session.execute(file)
        let size = text.utf8.count
        for diagnostic in result.diagnostics {
            if let range = diagnostic.range, range.file === file { #expect(range.start <= size && range.end <= size) }
            let rendered = DiagnosticRenderer.render(diagnostic, color: false)
            #expect(!rendered.unicodeScalars.contains { ($0.value < 0x20 && $0 != "\n" && $0 != "\t") || $0.value == 0x7F },
                    "unprintable diagnostic for:\n\(text)")
        }
        _ = session.summary
        _ = session.completionIndexPaths()
    }

    @Test(arguments: Soak.seeds(6, chunks: 6))
    func tokenSoups(seeds: Range<UInt64>) throws {
        for seed in seeds {
            var random = SplitMix64(seed: seed)
            let folder = try temporaryFolder()
            for _ in 0..<150 { check(Self.program(&random), in: folder) }
        }
    }

    @Test(arguments: Soak.seeds(3, chunks: 3))
    func randomBytes(seeds: Range<UInt64>) throws {
        for seed in seeds {
            var random = SplitMix64(seed: 7_000 + seed)
            let folder = try temporaryFolder()
            for _ in 0..<100 {
                let bytes = (0..<Int.random(in: 0...300, using: &random)).map { _ in UInt8.random(in: 0...255, using: &random) }
                let (file, error) = SourceFile.decode(name: "fuzz", bytes: bytes)
                if let error { _ = DiagnosticRenderer.render(error, color: false) }
                check(file.text, in: folder)
            }
        }
    }

    @Test func soupsReachTheInterpreter() {
        // The generator is only useful if most of its lines parse and run.
        var random = SplitMix64(seed: 42)
        var lines = 0, parsed = 0
        for _ in 0..<50 {
            // `expect ...` waits for the line after it at the prompt, so alone it is not counted.
            for line in Self.program(&random).split(separator: "\n") where !line.hasPrefix("expect") {
                lines += 1
                // The soups hold REPL-only lines too: count them as the REPL parses them.
                let file = SourceFile(name: "f", text: String(line))
                if Parser.parse(file, allowingREPLCommands: true).diagnostics.isEmpty { parsed += 1 }
            }
        }
        #expect(parsed * 2 >= lines, "\(parsed) of \(lines) lines parse")
        // ... and that they reach the table: output and runtime errors both happen.
        let session = session(in: FileManager.default.temporaryDirectory.path)
        var printedSomething = false, failedAtRuntime = false
        for _ in 0..<50 {
            for line in Self.program(&random).split(separator: "\n") {
                let result = session.execute(SourceFile(name: "f", text: String(line)))
                printedSomething = printedSomething || !result.output.isEmpty
                failedAtRuntime = failedAtRuntime || (Parser.parse(SourceFile(name: "f", text: String(line))).diagnostics.isEmpty && !result.succeeded)
            }
        }
        #expect(printedSomething && failedAtRuntime)
    }
}
