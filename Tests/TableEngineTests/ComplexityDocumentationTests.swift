import Foundation
import Testing

/// Every public engine operation says what it costs: each `public func`,
/// `public subscript` and `public init` in Sources/TableEngine (and Storage/)
/// has a `- Complexity:` line in its doc comment.
@Suite struct ComplexityDocumentationTests {
    /// Sources/TableEngine, found from this file's path (Tests/TableEngineTests/…).
    static let engineSources = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/TableEngine")

    /// The declaration keyword of a public operation on `line`, or nil.
    static func publicOperation(_ line: Substring) -> Substring? {
        var words = line.split(separator: " ", omittingEmptySubsequences: true)[...]
        while let first = words.first, first.hasPrefix("@") { words = words.dropFirst() }
        guard words.first == "public" else { return nil }
        let modifiers: Set<Substring> = ["static", "class", "final", "mutating", "nonmutating", "convenience", "required", "override"]
        for word in words.dropFirst() {
            if modifiers.contains(word) { continue }
            // `init?(`, `func`, `subscript<T>(`: the keyword is the word's leading letters.
            let keyword = word.prefix { $0.isLetter }
            return ["func", "subscript", "init"].contains(keyword) ? keyword : nil
        }
        return nil
    }

    /// `file:line: declaration` for each public operation without a `- Complexity:` line,
    /// and how many public operations there are.
    static func undocumented(in file: URL) throws -> (missing: [String], operations: Int) {
        let lines = try String(contentsOf: file, encoding: .utf8).split(separator: "\n", omittingEmptySubsequences: false)
        var missing: [String] = []
        var operations = 0
        for (i, line) in lines.enumerated() {
            let code = line.drop { $0 == " " }
            guard publicOperation(code) != nil else { continue }
            operations += 1
            var j = i - 1
            var documented = false
            while j >= 0 {
                let above = lines[j].drop { $0 == " " }
                guard above.hasPrefix("///") || above.hasPrefix("@") else { break }
                if above.contains("- Complexity:") { documented = true }
                j -= 1
            }
            if !documented {
                missing.append("\(file.lastPathComponent):\(i + 1): \(code)")
            }
        }
        return (missing, operations)
    }

    static func sourceFiles() throws -> [URL] {
        let manager = FileManager.default
        return try [engineSources, engineSources.appendingPathComponent("Storage")].flatMap { folder in
            try manager.contentsOfDirectory(at: folder, includingPropertiesForKeys: nil)
                .filter { $0.pathExtension == "swift" }
        }.sorted { $0.path < $1.path }
    }

    @Test func everyPublicOperationDocumentsItsComplexity() throws {
        let files = try Self.sourceFiles()
        #expect(files.count > 10, "expected the engine's sources in \(Self.engineSources.path)")
        var missing: [String] = []
        var operations = 0
        for file in files {
            let found = try Self.undocumented(in: file)
            missing += found.missing
            operations += found.operations
        }
        // The scan must see the engine's operations, or it would pass on nothing.
        #expect(operations > 50, "found only \(operations) public operations")
        #expect(missing.isEmpty, "public operations without a `- Complexity:` line:\n\(missing.joined(separator: "\n"))")
    }

    @Test func theScanRecognisesDeclarationsAndDocComments() throws {
        #expect(Self.publicOperation("public func a() {}") == "func")
        #expect(Self.publicOperation("@discardableResult public static func b<T>() {}") == "func")
        #expect(Self.publicOperation("public init(style: TableStyle = .plain) {") == "init")
        #expect(Self.publicOperation("public convenience init?(x: Int) {") == "init")
        #expect(Self.publicOperation("public subscript(i: Int) -> Int {") == "subscript")
        #expect(Self.publicOperation("public var rows: Int") == nil)
        #expect(Self.publicOperation("func internalOne() {}") == nil)
        #expect(Self.publicOperation("public func initialise() {}") == "func")

        let file = FileManager.default.temporaryDirectory
            .appendingPathComponent("complexity-scan-\(UUID().uuidString).swift")
        defer { try? FileManager.default.removeItem(at: file) }
        let source = """
            /// Documented.
            /// - Complexity: O(1)
            @inline(__always)
            public func documented() {}

            /// Says nothing about cost.
            public func undocumented() {}
            """
        try source.write(to: file, atomically: true, encoding: .utf8)
        let found = try Self.undocumented(in: file)
        #expect(found.operations == 2)
        #expect(found.missing == ["\(file.lastPathComponent):7: public func undocumented() {}"])
    }
}
