import Foundation
import ScenarioLanguage
import Testing
@testable import ScenarioRuntime
import TestSupport

/// One work limit for a whole run, whichever way commands arrive (includes
/// fanning out, repeats, reloads of huge tables), bounded `print` output and
/// a file-access policy (LANGUAGE.md §8, docs/limits.md).
@Suite("Work limits, print bounds and file access")
struct WorkLimitTests {
    func session(in folder: String, _ adjust: (inout RunOptions) -> Void = { _ in }) -> ScenarioSession {
        var options = RunOptions()
        adjust(&options)
        return ScenarioSession(baseDirectory: folder, options: options)
    }

    /// `f1` includes `f2` twice, … `fN` prints: 2^(N-1) prints, no repeat anywhere.
    func fanOut(depth: Int, in folder: String) throws {
        for i in 1...depth {
            let text = i == depth ? "assert error none\n" : "include \"f\(i + 1).inc\"\ninclude \"f\(i + 1).inc\"\n"
            try text.write(toFile: "\(folder)/f\(i).inc", atomically: true, encoding: .utf8)
        }
    }

    @Test func includesFanningOutCountAgainstTheOneCommandLimit() throws {
        let folder = try temporaryFolder()
        try fanOut(depth: 12, in: folder)
        // 2^11 asserts and 2^12 - 2 includes: 6,142 commands, over a limit of 5,000.
        let result = session(in: folder) { $0.limits.commands = 5_000 }
            .execute(SourceFile(name: "\(folder)/main.scenario", text: "include \"f1.inc\"\n"))
        let stop = try #require(result.diagnostics.first)
        #expect(result.diagnostics.count == 1)
        #expect(stop.message == "the run executed more than 5000 commands (every pass of a repeat and every included command counts); it stopped here")
        let name = try #require(stop.range?.file.name)
        let depth = try #require(Int(name.split(separator: "/").last?.dropFirst().dropLast(4) ?? ""), "\(name)")
        #expect(stop.notes.count == depth, "one 'included from' note per open include: \(stop.notes)")
        // Under the limit the same files run to the end.
        #expect(session(in: folder) { $0.limits.commands = 7_000 }
            .execute(SourceFile(name: "\(folder)/main.scenario", text: "include \"f1.inc\"\n")).succeeded)
    }

    @Test func expectErrorCannotCatchTheWorkLimit() throws {
        let folder = try temporaryFolder()
        try String(repeating: "assert error none\n", count: 5).write(toFile: folder + "/five.inc", atomically: true, encoding: .utf8)
        let text = "expect error \"commands\"\nrepeat 10 {\n  include \"five.inc\"\n}\nprint offset\n"
        let result = session(in: folder) { $0.limits.commands = 20 }.execute(SourceFile(name: folder + "/t.scenario", text: text))
        #expect(result.diagnostics.count == 1)
        #expect(result.diagnostics.first?.message.hasPrefix("the run executed more than 20 commands") == true)
        #expect(result.diagnostics.first?.range?.file.name == folder + "/five.inc")
        #expect(result.output.isEmpty, "the run stopped")
    }

    @Test func reloadingAHugeTableCountsEveryRow() throws {
        let text = "section 1000 rows\nprint offset\nrepeat 100000 {\n  reload-data\n}\n"
        let result = session(in: try temporaryFolder()) { $0.limits.rowWork = 20_000 }
            .execute(SourceFile(name: "t.scenario", text: text))
        // 1,000 for the section, then 1,000 a reload: the 20th reload goes over.
        #expect(located(result) == "4:3 the run touched more than 20000 rows in all (a reload counts every row, every command the rows it binds or walks); it stopped here")
        #expect(result.output == "0\n")
    }

    @Test func setupCommandsReloadALoadedTableAndCountItsRows() throws {
        let text = "section 1000 rows\nprint offset\nrepeat 100 {\n  row-height 44\n}\n"
        let result = session(in: try temporaryFolder()) { $0.limits.rowWork = 50_000 }
            .execute(SourceFile(name: "t.scenario", text: text))
        #expect(located(result) == "4:3 the run touched more than 50000 rows in all (a reload counts every row, every command the rows it binds or walks); it stopped here")
    }

    @Test func oneUpdateNamesAtMostAMillionRows() {
        #expect(located(run("section 3 rows\ntable insert 0,0..0,1000000\n")) == "2:14 an update may name at most 1000000 rows")
        #expect(RunLimits().rowsPerUpdate == 1_000_000)
    }

    @Test func printIsBoundedWithANoteOfWhatWasLeftOut() {
        let lines = printed("section 2500 rows\nrow-height 0\nprint separators\n")
        #expect(lines.count == Interpreter.maximumPrintedLines + 1)
        let total = run("section 2500 rows\nrow-height 0\nprint separators\n").output.isEmpty ? 0 : 2500
        #expect(lines.last?.hasPrefix("… ") == true && lines.last?.hasSuffix(" more lines not shown") == true)
        let leftOut = Int(lines.last?.split(separator: " ")[1] ?? "") ?? 0
        #expect(leftOut + Interpreter.maximumPrintedLines >= total, "every separator is shown or counted")
        let trace = printed("trace on\nsection 3 rows\nrepeat 600 {\n  reload-data\n}\nprint trace\n")
        #expect(trace.count == Interpreter.maximumPrintedLines + 1)
        #expect(trace.last?.hasSuffix(" more lines not shown") == true)
    }

    @Test func aSandboxKeepsIncludeAndSVGInsideItsFolder() throws {
        let root = try temporaryFolder()
        let sandbox = root + "/box"
        try FileManager.default.createDirectory(atPath: sandbox, withIntermediateDirectories: true)
        try "section 2 rows\n".write(toFile: sandbox + "/in.inc", atomically: true, encoding: .utf8)
        try "section 2 rows\n".write(toFile: root + "/out.inc", atomically: true, encoding: .utf8)
        let boxed = { self.session(in: sandbox) { $0.fileAccess = .inside(sandbox) } }
        #expect(boxed().execute(SourceFile(name: "<stdin>", text: "include \"in.inc\"\nshow svg \"p.svg\"\n")).succeeded)
        #expect(FileManager.default.fileExists(atPath: sandbox + "/p.svg"))
        for text in ["include \"../out.inc\"", "include \"\(root)/out.inc\"", "show svg \"../q.svg\"", "show svg \"/tmp/q.svg\""] {
            let result = boxed().execute(SourceFile(name: "<stdin>", text: text + "\n"))
            #expect(result.diagnostics.first?.message.hasSuffix("this run may use only files inside \(sandbox)") == true, "\(text)")
        }
        #expect(!FileManager.default.fileExists(atPath: root + "/q.svg"))
        let none = session(in: sandbox) { $0.fileAccess = .nowhere }.execute(SourceFile(name: "<stdin>", text: "include \"in.inc\"\n"))
        #expect(none.diagnostics.first?.message == "cannot include in.inc: this run may not use files")
    }
}
