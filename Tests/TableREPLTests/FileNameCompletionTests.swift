import Foundation
import Testing
import ScenarioLanguage
@testable import TableREPL
import TestSupport

/// Tab after `include`, `save` and `show svg` offers file names as a scenario
/// writes them: quoted where a name cannot stand bare, and inside a string
/// the user has started.
@Suite struct FileNameCompletionTests {
    /// A folder holding `inc/a b.inc`, `inc/say "hi".inc`, `inc/back\slash.inc`, `inc/plain.inc`, `my dir/x.inc`.
    static func folder() throws -> String {
        let folder = try temporaryFolder()
        for sub in ["inc", "my dir"] {
            try FileManager.default.createDirectory(atPath: folder + "/" + sub, withIntermediateDirectories: true)
        }
        for name in ["inc/a b.inc", "inc/say \"hi\".inc", "inc/back\\slash.inc", "inc/plain.inc", "my dir/x.inc"] {
            try "".write(toFile: folder + "/" + name, atomically: true, encoding: .utf8)
        }
        return folder
    }

    /// What Tab does to `line` in `folder`: the line after the edit, and the listing.
    static func tab(_ line: String, in folder: String) -> (line: String, listing: [String]) {
        let (from, candidates) = Completer.complete(line: line, indexPaths: [], files: { FileNames.matching($0, in: folder) })
        guard let edit = CompletionEdit.make(line: line, replaceFrom: from, candidates: candidates) else { return (line, []) }
        var scalars = Array(line.unicodeScalars)
        scalars.removeLast(edit.deleteCount)
        return (String(String.UnicodeScalarView(scalars)) + edit.insert, edit.listing)
    }

    /// The path a completed line names, as the parser reads it.
    static func path(of line: String) -> String? {
        let (program, diagnostics) = Parser.parse(SourceFile(name: "t", text: line))
        guard diagnostics.isEmpty, let argument = program.commands.first?.arguments[.path],
              case .text(let path) = argument.value else { return nil }
        return path
    }

    @Test func aNameWithASpaceIsInsertedQuoted() throws {
        let folder = try Self.folder()
        let done = Self.tab("include inc/a", in: folder)
        #expect(done.line == "include \"inc/a b.inc\" ")
        #expect(Self.path(of: done.line) == "inc/a b.inc")
    }

    @Test func quotesAndBackslashesAreEscaped() throws {
        let folder = try Self.folder()
        let said = Self.tab("include inc/sa", in: folder).line
        #expect(said == "include \"inc/say \\\"hi\\\".inc\" ")
        #expect(Self.path(of: said) == "inc/say \"hi\".inc")
        let back = Self.tab("include inc/ba", in: folder).line
        #expect(back == "include \"inc/back\\\\slash.inc\" ")
        #expect(Self.path(of: back) == "inc/back\\slash.inc")
    }

    @Test func aStartedQuoteIsCompletedInside() throws {
        let folder = try Self.folder()
        #expect(Self.tab("include \"inc/pl", in: folder).line == "include \"inc/plain.inc\" ")
        // Blanks inside the string belong to the word being completed.
        #expect(Self.tab("include \"inc/a ", in: folder).line == "include \"inc/a b.inc\" ")
        // An escape already typed is read as the character it stands for.
        #expect(Self.tab("include \"inc/say \\\"", in: folder).line == "include \"inc/say \\\"hi\\\".inc\" ")
        // A folder stays open, and its names complete next.
        let folderLine = Self.tab("include \"my", in: folder).line
        #expect(folderLine == "include \"my dir/")
        let inside = Self.tab(folderLine, in: folder).line
        #expect(inside == "include \"my dir/x.inc\" ")
        #expect(Self.tab("save \"my", in: folder).line == "save \"my dir/")
        #expect(Self.path(of: inside) == "my dir/x.inc")
    }

    @Test func candidatesShareOneFormSoTheirCommonStartIsInserted() throws {
        let folder = try Self.folder()
        // `inc/` holds names that need quotes: all are offered quoted.
        let (from, candidates) = Completer.complete(line: "show svg inc/", indexPaths: [], files: { FileNames.matching($0, in: folder) })
        #expect(from == 9)
        #expect(candidates.allSatisfy { $0.hasPrefix("\"inc/") }, "\(candidates)")
        #expect(candidates.count == 4)
        #expect(Self.tab("show svg inc/", in: folder).line == "show svg \"inc/")
        // Plain names alone stay bare.
        #expect(FileNames.matching("inc/pl", in: folder) == ["inc/plain.inc"])
    }

    @Test func outsideAPathAStartedStringOffersNoFileNames() throws {
        let folder = try Self.folder()
        #expect(Completer.complete(line: "section 3 rows header \"inc/a ", indexPaths: [], files: { FileNames.matching($0, in: folder) })
            .candidates.isEmpty)
    }
}
