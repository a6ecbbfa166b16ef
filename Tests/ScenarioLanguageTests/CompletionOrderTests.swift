import Testing
@testable import ScenarioLanguage

/// Tab completion: numeric order, help topics, file names where a path goes.
@Suite struct CompletionOrderTests {
    @Test func indexPathsComeInNumericOrder() {
        let paths = ["0,10", "0,2", "1,0", "0,1", "10,0", "2,0"]
        let candidates = Completer.complete(line: "scroll to ", indexPaths: paths).candidates
        #expect(candidates.filter { $0.contains(",") } == ["0,1", "0,2", "0,10", "1,0", "2,0", "10,0"])
        #expect(Completer.naturallyBefore("a2", "a10") && !Completer.naturallyBefore("a10", "a2"))
        #expect(Completer.naturallyBefore("a", "b") && !Completer.naturallyBefore("a", "a"))
    }

    @Test func helpOffersThePrefixWordsToo() {
        #expect(Completer.complete(line: "help da", indexPaths: []).candidates == ["data"])
        #expect(Completer.complete(line: "help t", indexPaths: []).candidates.contains("table"))
        #expect(Completer.complete(line: "help asse", indexPaths: []).candidates.contains("assertions"))
        #expect(Completer.complete(line: "help scrolli", indexPaths: []).candidates == ["scrolling"])
    }

    @Test func aPathSlotAsksForFileNames() {
        let files: (String) -> [String] = { partial in ["setup.inc", "sub/"].filter { $0.hasPrefix(partial) } }
        #expect(Completer.complete(line: "include se", indexPaths: [], files: files).candidates == ["setup.inc"])
        #expect(Completer.complete(line: "save s", indexPaths: [], files: files).candidates == ["setup.inc", "sub/"])
        #expect(Completer.complete(line: "show svg ", indexPaths: [], files: files).candidates == ["setup.inc", "sub/"])
        #expect(Completer.complete(line: "scroll ", indexPaths: [], files: files).candidates == ["to"])
    }
}
