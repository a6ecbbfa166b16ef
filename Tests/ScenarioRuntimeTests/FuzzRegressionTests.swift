import Foundation
import Testing
@testable import ScenarioRuntime
import TestSupport

/// Every input under Fuzz/regressions/ (docs/fuzzing.md) runs through the
/// fuzzer's pipeline again: a crash it once found would crash this test.
@Suite("Fuzz regressions")
struct FuzzRegressionTests {
    static let folder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Fuzz/regressions").path

    static var inputs: [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder)) ?? []).filter { $0 != "README.md" }.sorted()
    }

    @Test(arguments: inputs)
    func aFoundInputRunsToAReport(name: String) throws {
        let sandbox = try temporaryFolder()
        try FuzzPipeline.prepare(sandbox: sandbox)
        let bytes = Array(try Data(contentsOf: URL(fileURLWithPath: Self.folder + "/" + name)))
        let report = FuzzPipeline.run(bytes, sandbox: sandbox)
        // The report may be coloured (the first byte chooses), so the verdict and the path are looked for apart.
        #expect(report.contains("\(sandbox)/fuzz.scenario") && (report.contains("PASS") || report.contains("FAIL")))
    }

    /// The pipeline itself, on inputs that reach `include`, `show svg`, `--update` and `--svg`.
    @Test(arguments: [
        ("# '#' is 0x23: --update and --svg\nsection 3 rows\nprint offset\nshow\n", "(expected output updated)"),
        ("include \"b.scenario\"\nshow svg \"p.svg\"\n", "PASS"),
        ("include \"../escape.scenario\"\n", "this run may use only files inside"),
        // A blank first: 0x20 asks for no --svg (under --svg, `show svg PATH` writes under its folder).
        (" show svg \"/tmp/escape.svg\"\n", "this run may use only files inside"),
        ("section 10000000 rows\n", "the run touched more than 200000 rows"),
    ])
    func thePipelineRunsInItsSandbox(input: String, expected: String) throws {
        let sandbox = try temporaryFolder()
        try FuzzPipeline.prepare(sandbox: sandbox)
        #expect(FuzzPipeline.run(Array(input.utf8), sandbox: sandbox).contains(expected))
        #expect(!FileManager.default.fileExists(atPath: "/tmp/escape.svg"))
        if input.hasPrefix("#") {
            #expect(FileManager.default.fileExists(atPath: sandbox + "/svg/fuzz-1.svg"))
        }
    }
}
