import Foundation
import Testing

/// docs/coverage/language.md names, for each rule, a test and a scenario:
/// every one of them must exist, so the table cannot point at nothing.
@Suite struct CoverageDocTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    struct Row {
        var rule: String
        var testFile: String
        var testName: String
        var scenario: String?
    }

    /// Rows of the form `| §N rule | `File.swift`: `name` | `Scenarios/x.scenario` or — |`.
    static func rows() throws -> [Row] {
        let text = try String(contentsOf: root.appendingPathComponent("docs/coverage/language.md"), encoding: .utf8)
        let pattern = try NSRegularExpression(
            pattern: #"^\| (§\d+ .+) \| `([A-Za-z]+\.swift)`: `([A-Za-z0-9]+)` \| (?:`(Scenarios/[^`]+\.scenario)`|—) \|$"#,
            options: [.anchorsMatchLines])
        let ns = text as NSString
        return pattern.matches(in: text, range: NSRange(location: 0, length: ns.length)).map { match in
            func group(_ index: Int) -> String? {
                let range = match.range(at: index)
                return range.location == NSNotFound ? nil : ns.substring(with: range)
            }
            return Row(rule: group(1) ?? "", testFile: group(2) ?? "", testName: group(3) ?? "", scenario: group(4))
        }
    }

    @Test func everyTableRowHasTheRequiredForm() throws {
        let text = try String(contentsOf: Self.root.appendingPathComponent("docs/coverage/language.md"), encoding: .utf8)
        let tableRows = text.split(separator: "\n").filter { $0.hasPrefix("| §") }
        #expect(try Self.rows().count == tableRows.count, "a row does not match `| §N rule | `File.swift`: `name` | scenario |`")
        for section in ["§1", "§7", "§8", "§10", "§11"] {
            #expect(tableRows.contains { $0.hasPrefix("| \(section) ") }, "no rows for \(section)")
        }
    }

    @Test func everyNamedTestAndScenarioExists() throws {
        let tests = Self.root.appendingPathComponent("Tests")
        let files = FileManager.default.enumerator(atPath: tests.path)?.compactMap { $0 as? String } ?? []
        for row in try Self.rows() {
            let matches = files.filter { ($0 as NSString).lastPathComponent == row.testFile }
            #expect(matches.count == 1, "\(row.testFile) for '\(row.rule)'")
            guard let file = matches.first else { continue }
            let source = try String(contentsOf: tests.appendingPathComponent(file), encoding: .utf8)
            #expect(source.contains("func \(row.testName)("), "\(row.testFile) has no test \(row.testName)")
            if let scenario = row.scenario {
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(scenario).path), "\(scenario)")
            }
        }
    }
}
