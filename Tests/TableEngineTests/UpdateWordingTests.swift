import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §9 (v2): UIKit's conflict texts, duplicates dropped, the
/// reloadData fallback and the modern "Invalid batch updates detected" wording.
@Suite struct UpdateWordingTests {
    func table(_ counts: [Int], _ platform: PlatformProfile) -> (TableView, ArrayApp) {
        let app = ArrayApp(counts: counts)
        let t = TableView()
        t.platform = platform
        t.dataSource = app
        t.delegate = app
        t.layoutIfNeeded()
        return (t, app)
    }

    func message(_ error: Error) -> String? {
        if case TableError.invalidUpdate(let update) = error { return update.description }
        return nil
    }

    @Test func modernWordingUnderIOS15WhenCountsChanged() {
        let (t, app) = table([20], .ios15)
        app.sections[0].rows.removeLast(5)
        do {
            try t.deleteRows(at: [ip(0, 1)])
            Issue.record("accepted")
        } catch {
            #expect(message(error) == """
            Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.
            Data source before updates = { 1 section with row counts: [20] }
            Data source after updates = { 1 section with row counts: [15] }
            Updates = [
            \tDelete row (0 - 1)
            ]
            """)
        }
    }

    @Test func modernWordingListsAReloadAsDeleteAndInsertWithCommas() {
        let (t, app) = table([20, 2], .ios15)
        app.sections[0].rows.removeLast(17)
        do {
            try t.performBatchUpdates {
                try t.reloadRows(at: [ip(0, 0)])
                try t.moveSection(1, toSection: 0)
                try t.reloadRows(at: [ip(0, 0)])   // a duplicate, dropped
            }
            Issue.record("accepted")
        } catch {
            #expect(message(error)?.hasSuffix("Data source before updates = { 2 sections with row counts: [20, 2] }\nData source after updates = { 2 sections with row counts: [3, 2] }\nUpdates = [\n\tDelete row (0 - 0),\n\tInsert row (0 - 0),\n\tMove section 1 to 0\n]") == true)
        }
    }

    @Test(arguments: [PlatformProfile.ios10, .ios14])
    func classicWordingBeforeIOS15(platform: PlatformProfile) {
        let (t, app) = table([20], platform)
        app.sections[0].rows.removeLast(5)
        #expect(throws: TableError.self) { try t.deleteRows(at: [ip(0, 1)]) }
        do { try t.deleteRows(at: [ip(0, 1)]) } catch {
            let gap = platform == .ios10 ? "  " : " "
            #expect(message(error)?.hasPrefix("Invalid update: invalid number of rows in section 0.\(gap)The number") == true)
        }
    }

    @Test func classicWordingUnderIOS15WhenCountsDidNotChange() {
        let (t, _) = table([20], .ios15)
        do { try t.deleteRows(at: [ip(0, 1)]) } catch {
            #expect(message(error)?.hasPrefix("Invalid update: invalid number of rows in section 0. The number") == true)
        }
    }

    /// Two spaces after the first sentence up to iOS 12 (ios10), one from iOS 13 (ios14, ios15).
    @Test(arguments: [(PlatformProfile.ios10, "  "), (.ios14, " "), (.ios15, " ")])
    func countTextGapFollowsProfile(platform: PlatformProfile, gap: String) {
        let (t, app) = table([4, 4], platform)
        do { try t.deleteRows(at: [ip(1, 0)]); Issue.record("accepted") } catch {
            #expect(message(error) == "Invalid update: invalid number of rows in section 1.\(gap)The number of rows contained in an existing section after the update (4) must be equal to the number of rows contained in that section before the update (4), plus or minus the number of rows inserted or deleted from that section (0 inserted, 1 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out).")
        }
        do { try t.deleteSections([1]); Issue.record("accepted") } catch {
            #expect(message(error) == "Invalid update: invalid number of sections.\(gap)The number of sections contained in the table view after the update (2) must be equal to the number of sections contained in the table view before the update (2), plus or minus the number of sections inserted or deleted (0 inserted, 1 deleted).")
        }
        #expect(app.sections.count == 2)
    }

    @Test func identicalDuplicatesAreDropped() throws {
        let (t, app) = table([5], .ios15)
        app.sections[0].rows.remove(at: 1)
        try t.performBatchUpdates {
            try t.deleteRows(at: [ip(0, 1), ip(0, 1)])
            try t.deleteRows(at: [ip(0, 1)])
        }
        #expect(t.numberOfRows(inSection: 0) == 4)
    }

    @Test func movingOutOfADeletedSectionReloadsTheData() throws {
        let (t, app) = table([2, 2], .ios15)
        try t.selectRow(at: ip(0, 0))
        let moved = app.sections[1].rows[0]
        app.sections.remove(at: 1)
        app.sections[0].rows.insert(moved, at: 0)
        app.sections[0].rows.removeLast()   // counts [2]: no row count check in the fallback
        t.isTracing = true
        try t.performBatchUpdates {
            try t.deleteSections([1])
            try t.moveRow(at: ip(1, 0), to: ip(0, 0))
        }
        #expect(traceText(t).filter { $0 == "numberOfSections" }.count == 2, "the check, then reload-data's load")
        #expect(traceText(t).contains("sectionIndexTitles"))
        #expect(t.indexPathsForSelectedRows.isEmpty, "reloadData clears the selection")
        #expect(t.numberOfSections == 1 && t.numberOfRows(inSection: 0) == 2)
    }

    @Test func ios10RefusesMovesAcrossReplacedSections() {
        let (t, app) = table([2, 2], .ios10)
        app.sections.remove(at: 1)
        expectTableError("cannot move a row from a deleted section (1)") {
            try t.performBatchUpdates {
                try t.deleteSections([1])
                try t.moveRow(at: ip(1, 0), to: ip(0, 0))
            }
        }
    }

    @Test func theFallbackStillChecksTheSectionCount() {
        let (t, _) = table([2, 2], .ios14)
        #expect(throws: TableError.self) {
            try t.performBatchUpdates {
                try t.deleteSections([1])
                try t.moveRow(at: ip(1, 0), to: ip(0, 0))
            }
        }
    }

    @Test(arguments: [
        ("attempt to perform a delete and a move from the same index path (0,2)", 0),
        ("attempt to perform an insert and a move to the same index path (0,2)", 1),
        ("attempt to move row at index path (0,1) to both (0,3) and (0,4)", 2),
        ("attempt to move both row at index path (0,1) and (0,2) to (0,3)", 3),
        ("attempt to delete and reload the same index path (0,2)", 4),
    ])
    func conflictTexts(expected: String, which: Int) {
        let (t, _) = table([5], .ios15)
        do {
            try t.performBatchUpdates {
                switch which {
                case 0: try t.deleteRows(at: [ip(0, 2)]); try t.moveRow(at: ip(0, 2), to: ip(0, 0))
                case 1: try t.insertRows(at: [ip(0, 2)]); try t.moveRow(at: ip(0, 4), to: ip(0, 2))
                case 2: try t.moveRow(at: ip(0, 1), to: ip(0, 3)); try t.moveRow(at: ip(0, 1), to: ip(0, 4))
                case 3: try t.moveRow(at: ip(0, 1), to: ip(0, 3)); try t.moveRow(at: ip(0, 2), to: ip(0, 3))
                default: try t.deleteRows(at: [ip(0, 2)]); try t.reloadRows(at: [ip(0, 2)])
                }
            }
            Issue.record("accepted")
        } catch {
            #expect(message(error) == expected)
        }
    }
}
