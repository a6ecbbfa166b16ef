import Foundation
import Testing
@testable import tablesim
import TestSupport

@Suite struct VersionTests {
    @Test func versionPrintsTheReleaseAndExitsZero() throws {
        let outcome = try Tablesim.run(["--version"])
        #expect(outcome.status == 0)
        #expect(outcome.stdout.hasPrefix("tablesim "))
        #expect(outcome.stdout.range(of: #"^tablesim \d+\.\d+\.\d+ \(scenario language v\d+\)\n$"#, options: .regularExpression) != nil, "\(outcome.stdout)")
    }
}
