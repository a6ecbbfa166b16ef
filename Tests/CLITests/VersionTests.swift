import Foundation
import Testing
@testable import tablesim

@Suite struct VersionTests {
    @Test func versionPrintsTheReleaseAndExitsZero() throws {
        let outcome = try Binary.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("tablesim "))
        #expect(outcome.stdout.range(of: #"^tablesim \d+\.\d+\.\d+ \(scenario language v\d+\)\n$"#, options: .regularExpression) != nil, "\(outcome.stdout)")
    }
}
