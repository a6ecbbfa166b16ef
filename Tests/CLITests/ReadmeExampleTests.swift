import Foundation
import Testing
import TestSupport

/// The README's examples show real output: each scenario block followed at
/// once by an output block is run through `tablesim` (stdin) and must print
/// exactly that, and the `$ make demo` transcript must be the demo's.
@Suite("README examples", .serialized)
struct ReadmeExampleTests {
    /// The fenced code blocks of the README, with what stands between each and the next.
    static let blocks: [(text: String, gapAfter: String)] = {
        let readme = ReadmeTests.readme
        var result: [(text: String, gapAfter: String)] = []
        let parts = readme.components(separatedBy: "```")
        // parts: prose, block, prose, block, ...; a block starts with its language tag line.
        for index in stride(from: 1, to: parts.count - 1, by: 2) {
            let body = parts[index].drop { $0 != "\n" }.dropFirst()
            result.append((String(body), parts[index + 1]))
        }
        return result
    }()

    /// Pairs of (scenario, expected output) blocks.
    static let examples: [(scenario: String, output: String)] = {
        zip(blocks, blocks.dropFirst()).compactMap { first, second in
            guard first.gapAfter.allSatisfy(\.isWhitespace), !first.text.hasPrefix("$") else { return nil }
            return (first.text, second.text)
        }
    }()

    @Test func theREADMEHasExamplesWithOutput() {
        #expect(Self.examples.count >= 3)
    }

    @Test func everyExamplePrintsWhatTheREADMEShows() throws {
        for example in Self.examples {
            let outcome = try Tablesim.run([], stdin: example.scenario, environment: ["NO_COLOR": "1"])
            #expect(outcome.stdout + outcome.stderr == example.output, "README example:\n\(example.scenario)")
        }
    }

    @Test func theDemoTranscriptIsTheDemos() throws {
        let transcript = try #require(Self.blocks.first { $0.text.hasPrefix("$ make demo\n") }?.text)
        let outcome = try Tablesim.run(["run", "--verbose", "Scenarios/demo.scenario"], environment: ["NO_COLOR": "1"],
                                       directory: repositoryRoot)
        #expect(outcome.status == 0)
        #expect("$ make demo\n" + withoutTimes(outcome.stdout) == withoutTimes(transcript))
    }
}
