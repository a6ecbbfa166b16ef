import Foundation
import Testing
@testable import TableEngine

/// An app with a section index: titles, and optionally its own answers to sectionForSectionIndexTitle.
final class IndexSource: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var titles: [String]?
    var answers: [String: Int] = [:]
    var headers: [Int: Double] = [:]

    init(_ counts: [Int], titles: [String]?) {
        self.counts = counts
        self.titles = titles
    }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func sectionIndexTitles(for tableView: TableView) -> [String]? { titles }
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        answers[title] ?? min(index, tableView.numberOfSections - 1)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        headers[section] ?? TableView.automaticDimension
    }
}

func makeIndexTable(_ counts: [Int], titles: [String]?,
                    _ configure: (TableView, IndexSource) -> Void = { _, _ in }) -> (TableView, IndexSource) {
    makeSmallTable(IndexSource(counts, titles: titles), configure)
}

@Suite struct SectionIndexTests {
    /// `reloadSectionIndexTitles()` asks the titles again, traced, and
    /// nothing else; refused from inside a callback.
    @Test func reloadingTheTitlesAsksForThemAlone() throws {
        let (table, source) = makeIndexTable([5, 5], titles: ["A", "B"])
        #expect(table.sectionIndexTitlesShown == ["A", "B"])
        source.titles = ["X"]
        table.isTracing = true
        table.clearTrace()
        try table.reloadSectionIndexTitles()
        #expect(table.sectionIndexTitlesShown == ["X"])
        #expect(table.trace.map(\.description) == ["sectionIndexTitles"])
    }

    @Test func titlesAloneShowTheIndex() {
        let (t, _) = makeIndexTable([2, 2], titles: ["A", "B"])
        #expect(t.isSectionIndexShown)
        #expect(t.sectionIndexTitlesShown == ["A", "B"])
        #expect(t.sectionIndexMinimumDisplayRowCount == 0)
    }

    @Test(arguments: [TableStyle.grouped, .insetGrouped]) func groupedTablesShowNoIndex(style: TableStyle) throws {
        let (t, _) = makeIndexTable([10, 10], titles: ["A", "B"]) { t, _ in t.style = style }
        #expect(!t.isSectionIndexShown)
        #expect(t.sectionIndexTitlesShown.isEmpty)
        expectTableError(
            "the section index is not shown: a \(style.rawValue) table has none (UIKit shows it in plain style only)") {
            try t.tapSectionIndex(title: "B")
        }
        #expect(t.contentOffset == t.minOffset)
    }

    @Test(arguments: [nil, [] as [String]]) func noTitlesNoIndex(titles: [String]?) {
        let (t, _) = makeIndexTable([2, 2], titles: titles)
        #expect(!t.isSectionIndexShown)
        #expect(t.sectionIndexTitlesShown.isEmpty)
    }

    @Test(arguments: [(3, true), (4, true), (5, false)])
    func theMinimumDisplayRowCountHidesTheIndexOfSmallTables(minimum: Int, shown: Bool) {
        let (t, _) = makeIndexTable([2, 2], titles: ["A", "B"]) { t, _ in t.sectionIndexMinimumDisplayRowCount = minimum }
        #expect(t.isSectionIndexShown == shown)
        #expect(t.sectionIndexTitlesShown == (shown ? ["A", "B"] : []))
    }

    @Test func titlesAreAskedAtEveryLoad() {
        let (t, s) = makeIndexTable([2], titles: ["A"])
        t.layoutIfNeeded()
        s.titles = ["X", "Y"]
        #expect(t.sectionIndexTitlesShown == ["A"])
        t.isTracing = true
        t.reloadData()
        #expect(traceText(t).filter { $0 == "sectionIndexTitles" }.count == 1)
        #expect(t.sectionIndexTitlesShown == ["X", "Y"])
    }

    @Test func touchingATitleScrollsItsSectionToTheTopEdge() throws {
        // Sections of 10 rows: 440 points each, plus 20-pt headers.
        let (t, s) = makeIndexTable([10, 10, 10], titles: ["A", "B", "C"]) { _, s in s.headers = [0: 20, 1: 20, 2: 20] }
        t.layoutIfNeeded()
        t.isTracing = true
        try t.tapSectionIndex(title: "B")
        #expect(traceText(t).first == "sectionForSectionIndexTitle \"B\" 1")
        #expect(t.contentOffset == 460)
        #expect(try Double(t.rect(forSection: 1).minY) == t.contentOffset)
        t.clearTrace()
        try t.tapSectionIndex(at: 0)
        #expect(traceText(t).first == "sectionForSectionIndexTitle \"A\" 0")
        #expect(t.contentOffset == 0)
        _ = s
    }

    @Test func theOffsetLeavesRoomForTheTopInsetAndIsClamped() throws {
        let (t, _) = makeIndexTable([10, 10, 2], titles: ["A", "B", "C"]) { t, _ in
            t.contentInset = ContentInset(top: 30, bottom: 0)
        }
        try t.tapSectionIndex(title: "B")
        #expect(t.contentOffset == 440 - 30)
        // Section 2 starts at 880; the content ends at 968, so the offset stops at 768.
        try t.tapSectionIndex(title: "C")
        #expect(t.contentOffset == t.maxOffset)
        #expect(t.contentOffset == 768)
    }

    @Test func aRepeatedTitleMeansItsFirstOccurrence() throws {
        let (t, _) = makeIndexTable([10, 10, 10], titles: ["A", "B", "B"])
        t.layoutIfNeeded()
        t.isTracing = true
        try t.tapSectionIndex(title: "B")
        #expect(traceText(t).first == "sectionForSectionIndexTitle \"B\" 1")
        t.clearTrace()
        try t.tapSectionIndex(at: 2)
        #expect(traceText(t).first == "sectionForSectionIndexTitle \"B\" 2")
        #expect(t.contentOffset == 880)
    }

    @Test func theDefaultAnswerIsTheSameNumberClampedToTheLastSection() throws {
        final class Plain: TableViewDataSource {
            func numberOfSections(in tableView: TableView) -> Int { 2 }
            func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { 10 }
            func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            func sectionIndexTitles(for tableView: TableView) -> [String]? { ["A", "B", "C", "D"] }
        }
        let t = TableView()
        let source = Plain()
        t.dataSource = source
        t.estimatedRowHeight = 0
        t.viewportHeight = 200
        try t.tapSectionIndex(title: "D")
        #expect(t.contentOffset == 440)
    }

    @Test func theAppsAnswerDecides() throws {
        let (t, _) = makeIndexTable([10, 10, 10], titles: ["A", "B", "C"]) { _, s in s.answers = ["A": 2] }
        try t.tapSectionIndex(title: "A")
        #expect(t.contentOffset == 880)
    }

    @Test func titlesAreQuotedInTheTrace() throws {
        let (t, _) = makeIndexTable([1], titles: ["say \"hi\"", "a\\b"])
        t.layoutIfNeeded()
        t.isTracing = true
        try t.tapSectionIndex(at: 0)
        try t.tapSectionIndex(at: 1)
        #expect(traceText(t).filter { $0.hasPrefix("section") }
            == ["sectionForSectionIndexTitle \"say \\\"hi\\\"\" 0", "sectionForSectionIndexTitle \"a\\\\b\" 1"])
    }

    @Test func touchingAnIndexThatIsNotShownIsAnError() throws {
        let (t, _) = makeIndexTable([2], titles: nil)
        expectTableError("the section index is not shown: the data source gives no section index titles") {
            try t.tapSectionIndex(title: "A")
        }
        let (small, _) = makeIndexTable([2], titles: ["A"]) { t, _ in t.sectionIndexMinimumDisplayRowCount = 3 }
        expectTableError(
            "the section index is not shown: the table has 2 rows, fewer than sectionIndexMinimumDisplayRowCount (3)") {
            try small.tapSectionIndex(at: 0)
        }
        #expect(small.contentOffset == 0)
    }

    @Test func unknownTitlesPositionsAndAnswersAreErrors() throws {
        let (t, s) = makeIndexTable([10, 10], titles: ["A", "B"])
        expectTableError("the section index has no title \"Q\": its titles are \"A\" \"B\"") {
            try t.tapSectionIndex(title: "Q")
        }
        expectTableError("index title 2 is out of range: the section index has 2 titles (0 to 1)") {
            try t.tapSectionIndex(at: 2)
        }
        #expect(throws: TableError.self) { try t.tapSectionIndex(at: -1) }
        s.answers = ["B": 5]
        t.isTracing = true
        expectTableError(
            "the data source's sectionForSectionIndexTitle answered section 5 for \"B\" at 1, but the table has 2 sections") {
            try t.tapSectionIndex(title: "B")
        }
        // The call was made (and traced); the table did not move.
        #expect(traceText(t) == ["sectionForSectionIndexTitle \"B\" 1"])
        #expect(t.contentOffset == 0)
    }
}
