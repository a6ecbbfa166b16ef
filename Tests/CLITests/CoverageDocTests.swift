import Foundation
import Testing

/// docs/coverage/*.md map every spec rule to a unit test and a scenario. Each
/// row must point at things that exist, so the map cannot rot.
@Suite("Spec coverage map")
struct CoverageDocTests {
    static let root: URL = {
        var url = URL(fileURLWithPath: #filePath)
        for _ in 0..<3 { url.deleteLastPathComponent() }
        return url
    }()

    /// `| §4.2 rule | `File.swift`: `test` | `Scenarios/x.scenario` |` rows of every map.
    static let rows: [(doc: String, cells: [String])] = {
        let folder = root.appendingPathComponent("docs/coverage")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? []
        return names.filter { $0.hasSuffix(".md") }.sorted().flatMap { name -> [(doc: String, cells: [String])] in
            let text = (try? String(contentsOf: folder.appendingPathComponent(name), encoding: .utf8)) ?? ""
            // `\|` is a literal bar inside a cell, not a column break.
            return text.split(separator: "\n").filter { $0.hasPrefix("| §") }.map { line in
                (name, line.replacingOccurrences(of: "\\|", with: "\u{1}")
                    .split(separator: "|", omittingEmptySubsequences: false).dropFirst().dropLast()
                    .map { $0.replacingOccurrences(of: "\u{1}", with: "|").trimmingCharacters(in: .whitespaces) })
            }
        }
    }()

    /// Every Swift test file, by name, with its text.
    static let testFiles: [String: String] = {
        let tests = root.appendingPathComponent("Tests")
        var files: [String: String] = [:]
        let walker = FileManager.default.enumerator(atPath: tests.path)
        while let path = walker?.nextObject() as? String {
            guard path.hasSuffix(".swift") else { continue }
            let name = (path as NSString).lastPathComponent
            files[name] = try? String(contentsOf: tests.appendingPathComponent(path), encoding: .utf8)
        }
        return files
    }()

    /// The backticked pieces of a cell, e.g. ["File.swift", "test"].
    static func quoted(_ cell: String) -> [String] {
        cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
            .filter { $0.offset % 2 == 1 }.map { String($0.element) }
    }

    @Test func theMapsExistAndHaveRows() {
        #expect(Self.rows.count >= 100, "docs/coverage should list the spec's rules")
        #expect(Set(Self.rows.map(\.doc)).count >= 2)
    }

    @Test func everyRowNamesATestThatExists() {
        for row in Self.rows {
            #expect(row.cells.count == 3, "\(row.doc): a row needs rule | test | scenario: \(row.cells)")
            guard row.cells.count == 3 else { continue }
            let pieces = Self.quoted(row.cells[1])
            #expect(!pieces.isEmpty && pieces.count % 2 == 0, "\(row.doc): \(row.cells[0]): no `File.swift`: `test`")
            for pair in stride(from: 0, to: pieces.count - 1, by: 2) {
                let (file, test) = (pieces[pair], pieces[pair + 1])
                let text = Self.testFiles[file]
                #expect(text != nil, "\(row.doc): no test file \(file)")
                #expect(text?.contains("func \(test)(") == true, "\(row.doc): \(file) has no test \(test)")
            }
        }
    }

    @Test func everyRowNamesScenariosThatExist() {
        for row in Self.rows where row.cells.count == 3 {
            for path in Self.quoted(row.cells[2]) {
                #expect(FileManager.default.fileExists(atPath: Self.root.appendingPathComponent(path).path),
                        "\(row.doc): \(row.cells[0]): no scenario \(path)")
            }
        }
    }
}
