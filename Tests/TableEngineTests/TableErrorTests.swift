import Foundation
import Testing
@testable import TableEngine

/// What a refused call carries besides its text: the rule broken and the
/// rows, sections and counts it names, for a program to match on.
@Suite struct TableErrorTests {
    /// The update refused when a table of `counts` (ios14: the classic texts) is told `ops`.
    func refusal(_ counts: [Int], platform: PlatformProfile = .ios14, change: (ArrayApp) -> Void = { _ in },
                 _ ops: (TableView) throws -> Void) -> InvalidUpdate? {
        let app = ArrayApp(counts: counts)
        let t = TableView()
        t.platform = platform
        t.dataSource = app
        t.layoutIfNeeded()
        change(app)
        do {
            try t.performBatchUpdates { try ops(t) }
        } catch TableError.invalidUpdate(let update) {
            return update
        } catch {
            Issue.record("not an invalid update: \(error)")
        }
        return nil
    }

    @Test func rowsThatMustExistNameTheRowAndTheCountsQuoted() throws {
        let inserted = try #require(refusal([3]) { try $0.insertRows(at: [ip(0, 7)]) })
        #expect(inserted.kind == .insertedRowMissing && inserted.indexPath == ip(0, 7) && inserted.section == 0)
        #expect(inserted.rowCount == 3 && inserted.sectionCount == 1)
        #expect(inserted.description == "attempt to insert row 7 into section 0, but there are only 3 rows in section 0 after the update")

        let deleted = try #require(refusal([3]) { try $0.deleteRows(at: [ip(2, 0)]) })
        #expect(deleted.kind == .deletedRowMissing && deleted.indexPath == ip(2, 0) && deleted.rowCount == nil && deleted.sectionCount == 1)

        let reloaded = try #require(refusal([3]) { try $0.reloadRows(at: [ip(0, 5)]) })
        #expect(reloaded.kind == .deletedRowMissing && reloaded.indexPath == ip(0, 5) && reloaded.rowCount == 3)

        let moved = try #require(refusal([3]) { try $0.moveRow(at: ip(0, 1), to: ip(0, 9)) })
        #expect(moved.kind == .rowDestinationMissing && moved.indexPath == ip(0, 1) && moved.destination == ip(0, 9))
    }

    @Test func sectionsThatMustExistAndConflictsNameTheirSections() throws {
        let deleted = try #require(refusal([3]) { try $0.deleteSections([4]) })
        #expect(deleted.kind == .deletedSectionMissing && deleted.section == 4 && deleted.sectionCount == 1)

        let twice = try #require(refusal([1, 1, 1]) {
            try $0.moveSection(0, toSection: 2)
            try $0.moveSection(1, toSection: 2)
        })
        #expect(twice.kind == .sectionsMovedToOne && twice.section == 1 && twice.destinationSection == 2)
        #expect(twice.description == "attempt to move both section 0 and section 1 to section 2")

        let both = try #require(refusal([3]) {
            try $0.deleteRows(at: [ip(0, 1)])
            try $0.reloadRows(at: [ip(0, 1)])
        })
        #expect(both.kind == .rowDeletedAndReloaded && both.indexPath == ip(0, 1))
    }

    @Test func countsThatDoNotAddUpCarryTheCounts() throws {
        let rows = try #require(refusal([3, 2]) { try $0.deleteRows(at: [ip(1, 0)]) })
        #expect(rows.kind == .rowCount && rows.section == 1)
        #expect(rows.counts == InvalidUpdate.Counts(before: 2, after: 2, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))

        let sections = try #require(refusal([3, 2]) { try $0.deleteSections([1]) })
        #expect(sections.kind == .sectionCount && sections.section == nil)
        #expect(sections.counts == InvalidUpdate.Counts(before: 2, after: 2, inserted: 0, deleted: 1, movedIn: 0, movedOut: 0))

        let modern = try #require(refusal([3, 2], platform: .ios15, change: { $0.sections[1].rows.removeAll() }) {
            try $0.insertRows(at: [ip(0, 0)])
        })
        #expect(modern.kind == .inconsistentCounts && modern.rowCountsBefore == [3, 2] && modern.rowCountsAfter == [3, 0])
        #expect(modern.description.hasPrefix("Invalid batch updates detected"))
    }

    @Test func otherRefusalsCarryWhatTheyName() throws {
        let (t, _) = makeTable([3])
        let length = expectTableError("a drag distance must be a finite number") { try t.drag(by: .nan) }
        #expect(length == .invalidLength(InvalidLength(.dragDistance)))
        let offset = expectTableError("the offset must be a finite number") { try t.setContentOffset(.infinity) }
        #expect(offset == .invalidLength(InvalidLength(.offset)))

        let counts = CountingSource()
        let u = TableView()
        u.dataSource = counts
        counts.rows = -2
        u.layoutIfNeeded()
        #expect(u.loadError == .invalidDataSource(InvalidDataSource(count: -2, section: 0, reading: .load)))
        #expect(u.loadError?.description
            == "numberOfRowsInSection returned -2 for section 0; a section holds 0 or more rows, so the table was not loaded")
    }
}

/// One section of `rows` rows.
private final class CountingSource: TableViewDataSource {
    var rows = 0
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
}
