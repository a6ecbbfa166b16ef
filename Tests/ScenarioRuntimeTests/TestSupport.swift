import Foundation
import ScenarioLanguage
@testable import ScenarioRuntime

/// Runs scenario text in a fresh session and returns what it printed and reported.
func run(_ text: String, name: String = "test.scenario") -> ExecutionResult {
    ScenarioSession(baseDirectory: FileManager.default.temporaryDirectory.path).execute(SourceFile(name: name, text: text))
}

/// The printed lines of a scenario.
func printed(_ text: String) -> [String] {
    run(text).output.split(separator: "\n", omittingEmptySubsequences: false).dropLast().map(String.init)
}

/// The first diagnostic as `line:column message`.
func located(_ result: ExecutionResult) -> String? {
    result.diagnostics.first.flatMap { d in d.range.map { "\($0.line):\($0.file.location(of: $0.start).column) \(d.message)" } }
}
