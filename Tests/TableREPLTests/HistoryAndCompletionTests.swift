import Foundation
import Testing
@testable import TableREPL
import TestSupport

@Suite struct HistoryFileTests {
    @Test(arguments: ["plain", "with \\ backslash", "two\nlines", "crlf\r\nend", "分隔线", "\\n literally"])
    func entriesRoundTrip(_ entry: String) {
        let encoded = HistoryFile.encode(entry)
        #expect(!encoded.contains("\n") && !encoded.contains("\r"))
        #expect(HistoryFile.decode(encoded) == entry)
    }

    @Test func duplicatesAreDroppedAndTheFileIsRewrittenAtomically() throws {
        let dir = try temporaryFolder()
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

    @Test func anUnwritableFileWarnsOnceAtStartup() {
        var warnings: [String] = []
        var history = HistoryFile(path: "/nonexistent-dir/hist", warn: { warnings.append($0) })
        history.load()
        #expect(warnings == ["warning: cannot write history file /nonexistent-dir/hist: the folder /nonexistent-dir "
                             + "does not exist; history will not be saved\n"])
        history.add("a")
        history.save()
        history.save()
        #expect(warnings.count == 1)
        #expect(history.entries == ["a"])
    }

    /// A folder cannot be read, even by root (CI runs as root).
    @Test func aFolderAsTheHistoryFileWarnsOnceThatItIsNeitherLoadedNorSaved() throws {
        let path = try temporaryFolder()
        var warnings: [String] = []
        var history = HistoryFile(path: path, warn: { warnings.append($0) })
        history.load()
        #expect(warnings == ["warning: cannot read history file \(path): it is a folder; "
                             + "history will not be loaded nor saved\n"])
        #expect(history.entries.isEmpty)
        history.add("a")
        history.save()
        #expect(warnings.count == 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: path).isEmpty)
    }

    @Test(.enabled(if: getuid() != 0, "root reads a write-only file"))
    func anUnreadableFileIsNeitherLoadedNorOverwritten() throws {
        let path = try temporaryFolder() + "/hist"
        try "a\n".write(toFile: path, atomically: false, encoding: .utf8)
        chmod(path, 0o200)
        var warnings: [String] = []
        var history = HistoryFile(path: path, warn: { warnings.append($0) })
        history.load()
        history.add("b")
        history.save()
        #expect(warnings.count == 1)
        #expect(warnings.first?.contains("will not be loaded nor saved") == true)
        chmod(path, 0o600)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\n")
    }

    @Test func sessionsSharingTheFileKeepEachOthersEntries() throws {
        let path = try temporaryFolder() + "/hist"
        try "old\nshared\n".write(toFile: path, atomically: false, encoding: .utf8)
        var first = HistoryFile(path: path, warn: { _ in })
        var second = HistoryFile(path: path, warn: { _ in })
        first.load()
        second.load()
        first.add("from first")
        first.save()
        second.add("from second")
        second.add("old")
        second.save()
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "shared\nfrom first\nfrom second\nold\n")
        // Each session's Up-arrow list stays its own.
        #expect(first.entries == ["old", "shared", "from first"])
    }

    /// Two sessions pressing Enter at the same time: each save holds the lock
    /// from reading the file to renaming the new one, so no line is lost.
    @Test func sessionsSavingAtTheSameTimeLoseNothing() throws {
        let dir = try temporaryFolder()
        let path = dir + "/hist"
        let count = 60
        DispatchQueue.concurrentPerform(iterations: 2) { session in
            var history = HistoryFile(path: path, limit: 10_000, warn: { _ in })
            for i in 0..<count {
                history.add("session \(session) line \(i)")
                history.save()
            }
        }
        var after = HistoryFile(path: path, limit: 10_000, warn: { _ in })
        after.load()
        #expect(Set(after.entries) == Set((0..<2).flatMap { s in (0..<count).map { "session \(s) line \($0)" } }))
        #expect(after.entries.filter { $0.hasPrefix("session 0") } == (0..<count).map { "session 0 line \($0)" })
        #expect(try FileManager.default.contentsOfDirectory(atPath: dir) == ["hist"])
    }

    @Test func aLockThatCannotBeTakenDoesNotStopTheSave() throws {
        let dir = try temporaryFolder()
        let path = dir + "/hist"
        try FileManager.default.createDirectory(atPath: path + ".lock", withIntermediateDirectories: false)
        var warnings: [String] = []
        var history = HistoryFile(path: path, warn: { warnings.append($0) })
        history.add("a")
        history.save()
        #expect(warnings.isEmpty)
        #expect(try String(contentsOfFile: path, encoding: .utf8) == "a\n")
    }

    @Test func mergingKeepsOrderDropsDuplicatesAndKeepsTheNewest() {
        #expect(HistoryFile.merge(["a", "b", "a", "c"], adding: ["b", "d"], limit: 10) == ["a", "c", "b", "d"])
        #expect(HistoryFile.merge(["a", "b", "c"], adding: ["d"], limit: 2) == ["c", "d"])
    }

    @Test func aNewHistoryFileIsPrivate() throws {
        let path = try temporaryFolder() + "/hist"
        var history = HistoryFile(path: path, warn: { _ in })
        history.load()
        history.add("a")
        history.save()
        let mode = try #require(FileManager.default.attributesOfItem(atPath: path)[.posixPermissions] as? Int)
        #expect(mode == 0o600)
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
