import Foundation
import ScenarioLanguage
import ScenarioRuntime
import Testing

/// The executable spec: every scenario in `Scenarios/` is a test.
enum ScenarioFiles {
    static let root: String = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url.appendingPathComponent("Scenarios").path
    }()

    static let all: [String] = ((try? ScenarioRunner.collect([root])) ?? []).map {
        String($0.dropFirst(root.count + 1))
    }
}

@Suite("Scenarios")
struct ScenarioFileTests {
    @Test("every scenario in Scenarios/ passes", arguments: ScenarioFiles.all)
    func scenarioPasses(_ relativePath: String) {
        let result = ScenarioRunner.run(file: ScenarioFiles.root + "/" + relativePath)
        let report = result.diagnostics.map { DiagnosticRenderer.render($0, color: false) }.joined(separator: "\n")
        #expect(result.passed, "\(relativePath) failed:\n\(report)")
    }

    @Test func theSpecHasScenarios() {
        #expect(ScenarioFiles.all.count >= 15)
        #expect(ScenarioFiles.all.contains("demo.scenario"))
    }
}
