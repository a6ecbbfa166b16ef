import Foundation
import Testing
@testable import TableREPL

@Suite struct HistoryFileTests {
    @Test(arguments: ["plain", "with \\ backslash", "two\nlines", "crlf\r\nend", "分隔线", "\\n literally"])
    func entriesRoundTrip(_ entry: String) {
        let encoded = HistoryFile.encode(entry)
        #expect(!encoded.contains("\n") && !encoded.contains("\r"))
        #expect(HistoryFile.decode(encoded) == entry)
    }

    @Test func duplicatesAreDroppedAndTheFileIsRewrittenAtomically() throws {
        let dir = try temporaryDirectory()
        let path = dir + "/hist"
        var warnings: [String] = []
        var history = HistoryFile(path: path, limit: 3, warn: { warnings.append($0) })
        #expect(history.add("a") == false)
        history.add("b")
        #expect(history.add("a") == true)
        history.add("   ")
        history.add("update {\n}")
        history.add("c")
        #expect(history.entries == ["a", "update {\n}", "c"])
        history.save()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\nupdate {\\n}\nc\n")
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["hist"])

        var again = HistoryFile(path: path, warn: { warnings.append($0) })
        again.load()
        #expect(again.entries == ["a", "update {\n}", "c"])
        #expect(warnings.isEmpty)
    }

    @Test func anUnwritableFileWarnsOnceAndGoesOn() {
        var warnings: [String] = []
        var history = HistoryFile(path: "/nonexistent-dir/hist", warn: { warnings.append($0) })
        history.load()
        history.add("a")
        history.save()
        history.save()
        #expect(warnings.count == 1)
        #expect(warnings.first?.hasPrefix("warning: cannot save history") == true)
        #expect(history.entries == ["a"])
    }

    @Test func anUnreadableFileWarnsOnce() throws {
        guard getuid() != 0 else { return }  // root reads anything
        let path = try temporaryDirectory() + "/hist"
        try "a\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0)
        var warnings: [String] = []
        var history = HistoryFile(path: path, warn: { warnings.append($0) })
        history.load()
        #expect(warnings.count == 1)
        #expect(history.entries.isEmpty)
    }

    @Test func defaultPath() {
        #expect(HistoryFile.defaultPath(environment: ["HOME": "/h"]) == "/h/.tablesim_history")
        #expect(HistoryFile.defaultPath(environment: ["HOME": "/h", "TABLESIM_HISTORY": "/x/y"]) == "/x/y")
        #expect(HistoryFile.defaultPath(environment: [:]) == nil)
    }
}

@Suite struct CompletionEditTests {
    @Test func aSingleCandidateCompletesTheWordAndAddsASpace() {
        let edit = CompletionEdit.make(line: "scr", replaceFrom: 0, candidates: ["scroll"])
        #expect(edit == CompletionEdit(deleteCount: 3, insert: "scroll ", listing: []))
    }

    @Test func severalCandidatesInsertTheCommonPrefixAndList() {
        let edit = CompletionEdit.make(line: "print s", replaceFrom: 6, candidates: ["separators", "selected", "stale"])
        #expect(edit == CompletionEdit(deleteCount: 0, insert: "", listing: ["separators", "selected", "stale"]))
        let longer = CompletionEdit.make(line: "se", replaceFrom: 0, candidates: ["separator", "separator-inset", "section"])
        #expect(longer == CompletionEdit(deleteCount: 0, insert: "", listing: ["separator", "separator-inset", "section"]))
        let sep = CompletionEdit.make(line: "sep", replaceFrom: 0, candidates: ["separator", "separator-inset", "separator"])
        #expect(sep == CompletionEdit(deleteCount: 3, insert: "separator", listing: ["separator", "separator-inset"]))
    }

    @Test func noCandidatesIsNoEdit() {
        #expect(CompletionEdit.make(line: "zz", replaceFrom: 0, candidates: []) == nil)
    }

    @Test func nonASCIIBeforeTheWordCountsInCharacters() {
        let edit = CompletionEdit.make(line: "section 1 rows header \"分隔线\" fo", replaceFrom: 28, candidates: ["footer"])
        #expect(edit == CompletionEdit(deleteCount: 2, insert: "footer ", listing: []))
    }

    @Test func anOutOfRangeReplaceFromIsClamped() {
        #expect(CompletionEdit.make(line: "ab", replaceFrom: 99, candidates: ["x"])?.deleteCount == 0)
        #expect(CompletionEdit.make(line: "ab", replaceFrom: -5, candidates: ["x"])?.deleteCount == 2)
    }

    @Test func columnsFitTheWidth() {
        #expect(CompletionEdit.columns(["a", "bb", "ccc"], width: 10) == "a    bb\nccc\n")
        #expect(CompletionEdit.columns([]) == "")
    }
}
