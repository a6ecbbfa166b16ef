/// The wording of refused updates (ENGINE.md §9): UIKit's, word for word
/// ("attempt to to" kept; the gap after the first sentence of the count texts
/// follows the profile, see `countTextGap`). UIKit treats a reload as a delete and an insert, so a reload is
/// reported in a delete's words. Only a section both deleted and reloaded has
/// no known UIKit wording; it names both operations.
enum UpdateMessage {
    static func path(_ p: RowPath) -> String { "(\(p.section),\(p.row))" }

    // MARK: Row and section counts

    /// The gap after the first sentence of the count texts: two spaces up to
    /// iOS 12 (ios10), one from iOS 13 (ios14, ios15).
    static func countTextGap(_ platform: PlatformProfile) -> String { platform == .ios10 ? "  " : " " }

    static func rowCount(_ platform: PlatformProfile, section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int) -> InvalidUpdate {
        let counts = InvalidUpdate.Counts(before: before, after: after, inserted: inserted, deleted: deleted, movedIn: movedIn, movedOut: movedOut)
        return InvalidUpdate(.rowCount, "Invalid update: invalid number of rows in section \(section).\(countTextGap(platform))The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out).", section: section, counts: counts)
    }

    static func sectionCount(_ platform: PlatformProfile, after: Int, before: Int, inserted: Int, deleted: Int) -> InvalidUpdate {
        let counts = InvalidUpdate.Counts(before: before, after: after, inserted: inserted, deleted: deleted, movedIn: 0, movedOut: 0)
        return InvalidUpdate(.sectionCount, "Invalid update: invalid number of sections.\(countTextGap(platform))The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted).", counts: counts)
    }

    // MARK: Must exist before the update

    /// A deleted or reloaded row.
    static func missingRowBefore(_ p: RowPath, sections: Int, rows: Int?) -> InvalidUpdate {
        InvalidUpdate(.deletedRowMissing, rows.map {
            "attempt to delete row \(p.row) from section \(p.section) which only contains \($0) rows before the update"
        } ?? "attempt to delete row \(p.row) from section \(p.section), but there are only \(sections) sections before the update",
        indexPath: p, sectionCount: sections, rowCount: rows)
    }

    /// `verb` is `delete` (for a deleted or reloaded section) or `move`.
    static func missingSectionBefore(_ verb: String, _ s: Int, sections: Int) -> InvalidUpdate {
        InvalidUpdate(verb == "move" ? .movedSectionMissing : .deletedSectionMissing,
                      "attempt to \(verb) section \(s), but there are only \(sections) sections before the update",
                      section: s, sectionCount: sections)
    }

    static func missingMoveSource(_ p: RowPath, to destination: RowPath, sections: Int, rows: Int?) -> InvalidUpdate {
        InvalidUpdate(.movedRowMissing, rows.map {
            "attempt to move index path \(path(p)) that does not exist - there are only \($0) rows in section \(p.section) before the update"
        } ?? "attempt to move index path \(path(p)) from a section that does not exist - there are only \(sections) sections before the update",
        indexPath: p, destination: destination, sectionCount: sections, rowCount: rows)
    }

    // MARK: Must exist after the update

    static func missingInsertedRow(_ p: RowPath, sections: Int, rows: Int?) -> InvalidUpdate {
        InvalidUpdate(.insertedRowMissing, rows.map {
            "attempt to insert row \(p.row) into section \(p.section), but there are only \($0) rows in section \(p.section) after the update"
        } ?? "attempt to insert row \(p.row) into section \(p.section), but there are only \(sections) sections after the update",
        indexPath: p, sectionCount: sections, rowCount: rows)
    }

    static func missingInsertedSection(_ s: Int, sections: Int) -> InvalidUpdate {
        InvalidUpdate(.insertedSectionMissing, "attempt to insert section \(s) but there are only \(sections) sections after the update",
                      section: s, sectionCount: sections)
    }

    static func missingMoveDestination(_ from: RowPath, _ to: RowPath, sections: Int, rows: Int?) -> InvalidUpdate {
        InvalidUpdate(.rowDestinationMissing, rows.map {
            "attempt to move index path \(path(from)) to index path \(path(to)) that does not exist - there are only \($0) rows in section \(to.section) after the update"
        } ?? "attempt to move index path \(path(from)) to index path \(path(to)) in section that does not exist - there are only \(sections) sections after the update",
        indexPath: from, destination: to, sectionCount: sections, rowCount: rows)
    }

    /// "attempt to to": UIKit's typo, kept.
    static func missingSectionDestination(_ from: Int, _ to: Int, sections: Int) -> InvalidUpdate {
        InvalidUpdate(.sectionDestinationMissing, "attempt to to move section \(from) to section \(to), but there are only \(sections) sections after the update",
                      section: from, destinationSection: to, sectionCount: sections)
    }

    // MARK: Conflicting operations

    static func deleteAndReloadRow(_ p: RowPath) -> InvalidUpdate {
        InvalidUpdate(.rowDeletedAndReloaded, "attempt to delete and reload the same index path \(path(p))", indexPath: p)
    }

    /// A row deleted or reloaded (a delete and an insert to UIKit) and moved.
    static func deleteAndMoveRow(_ p: RowPath, to destination: RowPath) -> InvalidUpdate {
        InvalidUpdate(.rowDeletedAndMoved, "attempt to perform a delete and a move from the same index path \(path(p))",
                      indexPath: p, destination: destination)
    }

    static func deleteAndReloadSection(_ s: Int) -> InvalidUpdate {
        InvalidUpdate(.sectionDeletedAndReloaded, "attempt to delete and reload the same section \(s)", section: s)
    }

    /// A section deleted or reloaded (a delete and an insert to UIKit) and moved.
    static func deleteAndMoveSection(_ s: Int, to destination: Int) -> InvalidUpdate {
        InvalidUpdate(.sectionDeletedAndMoved, "attempt to perform a delete and a move from the same section (\(s))",
                      section: s, destinationSection: destination)
    }

    static func insertAndMoveToSection(_ from: Int, _ s: Int) -> InvalidUpdate {
        InvalidUpdate(.sectionInsertedAndMovedTo, "attempt to perform an insert and a move to the same section (\(s))",
                      section: from, destinationSection: s)
    }

    static func rowMovedTwice(_ from: RowPath, _ to1: RowPath, _ to2: RowPath) -> InvalidUpdate {
        InvalidUpdate(.rowMovedTwice, "attempt to move row at index path \(path(from)) to both \(path(to1)) and \(path(to2))",
                      indexPath: from, destination: to2)
    }

    static func rowsMovedToOne(_ a: RowPath, _ b: RowPath, _ to: RowPath) -> InvalidUpdate {
        InvalidUpdate(.rowsMovedToOne, "attempt to move both row at index path \(path(a)) and \(path(b)) to \(path(to))",
                      indexPath: b, destination: to)
    }

    static func insertAndMoveToRow(_ from: RowPath, _ to: RowPath) -> InvalidUpdate {
        InvalidUpdate(.rowInsertedAndMovedTo, "attempt to perform an insert and a move to the same index path \(path(to))",
                      indexPath: from, destination: to)
    }

    static func sectionMovedTwice(_ from: Int, _ to1: Int, _ to2: Int) -> InvalidUpdate {
        InvalidUpdate(.sectionMovedTwice, "attempt to move section \(from) to both section \(to1) and section \(to2)",
                      section: from, destinationSection: to2)
    }

    static func sectionsMovedToOne(_ a: Int, _ b: Int, _ to: Int) -> InvalidUpdate {
        InvalidUpdate(.sectionsMovedToOne, "attempt to move both section \(a) and section \(b) to section \(to)",
                      section: b, destinationSection: to)
    }

    /// Before iOS 11 (ios10): a row moved out of a deleted or reloaded section.
    static func moveFromDeletedSection(_ from: RowPath, _ to: RowPath) -> InvalidUpdate {
        InvalidUpdate(.moveFromDeletedSection, "cannot move a row from a deleted section (\(from.section))", indexPath: from, destination: to)
    }

    /// Before iOS 11 (ios10): a row moved into an inserted or reloaded section (UIKit's wording, as 2014 reports quote it).
    static func moveIntoInsertedSection(_ from: RowPath, _ to: RowPath) -> InvalidUpdate {
        InvalidUpdate(.moveIntoInsertedSection, "cannot move a row into a newly inserted section (\(to.section))",
                      indexPath: from, destination: to, section: to.section)
    }

    // MARK: The modern wording (iOS 15)

    /// "Invalid batch updates detected", with the counts before and after and
    /// the operations as told (a reload is a delete and an insert; entries
    /// separated by commas, as UIKit prints them).
    static func invalidBatch(before: [Int], after: [Int], updates: [BatchOperation], section: Int?) -> InvalidUpdate {
        func counts(_ c: [Int]) -> String {
            "{ \(c.count) section\(c.count == 1 ? "" : "s") with row counts: [\(c.map(String.init).joined(separator: ", "))] }"
        }
        func row(_ p: RowPath) -> String { "(\(p.section) - \(p.row))" }
        let lines: [String] = updates.flatMap { op -> [String] in
            switch op {
            case .deleteRow(let p): return ["Delete row \(row(p))"]
            case .insertRow(let p): return ["Insert row \(row(p))"]
            case .reloadRow(let p): return ["Delete row \(row(p))", "Insert row \(row(p))"]
            case .moveRow(let a, let b): return ["Move row \(row(a)) to \(row(b))"]
            case .deleteSection(let s): return ["Delete section \(s)"]
            case .insertSection(let s): return ["Insert section \(s)"]
            case .reloadSection(let s): return ["Delete section \(s)", "Insert section \(s)"]
            case .moveSection(let a, let b): return ["Move section \(a) to \(b)"]
            }
        }
        let list = lines.isEmpty ? "" : lines.map { "\t" + $0 }.joined(separator: ",\n") + "\n"
        return InvalidUpdate(.inconsistentCounts, "Invalid batch updates detected: the number of sections and/or rows returned by the data source before and after performing the batch updates are inconsistent with the updates.\n"
            + "Data source before updates = \(counts(before))\n"
            + "Data source after updates = \(counts(after))\n"
            + "Updates = [\n\(list)]", section: section, rowCountsBefore: before, rowCountsAfter: after)
    }

    // MARK: Data source counts the table cannot hold (`TableError.invalidDataSource`)

    private static func refused(_ reading: InvalidDataSource.Reading) -> String {
        switch reading {
        case .load: return "so the table was not loaded"
        case .update: return "so the update was refused"
        }
    }

    static func sectionCountRefused(_ n: Int, _ reading: InvalidDataSource.Reading) -> String {
        "numberOfSections returned \(n); a table holds 0 to \(TableView.maximumRows) sections, \(refused(reading))"
    }

    static func rowCountRefused(_ n: Int, section: Int, _ reading: InvalidDataSource.Reading) -> String {
        let limit = n < 0 ? "a section holds 0 or more rows" : "a table holds at most \(TableView.maximumRows) rows in all"
        return "numberOfRowsInSection returned \(n) for section \(section); \(limit), \(refused(reading))"
    }

    // MARK: Misuse

    static func cellNotHandedOut(_ cell: TableViewCell, row: RowPath, boundInstead: TableViewCell) -> InvalidOperation {
        InvalidOperation(.cellNotHandedOut, indexPath: row.indexPath, "cellForRowAt returned cell \(cell) for row \(row.section),\(row.row), which dequeueReusableCell did not hand out"
            + " or which is already in use; the table bound cell \(boundInstead) instead")
    }

    static func reconfigureNeedsIOS15() -> InvalidOperation {
        InvalidOperation(.reconfigureUnavailable, "reconfigureRows(at:) needs iOS 15 or later (platform ios15)")
    }

    static func nestedReload() -> InvalidUpdate {
        InvalidUpdate(.reloadInsideBatch, "attempt to call reloadData() inside a batch update (between beginUpdates() and endUpdates())")
    }

    static func unbalancedEnd() -> InvalidOperation {
        InvalidOperation(.unbalancedEndUpdates, "endUpdates() called without a matching beginUpdates()")
    }
}
