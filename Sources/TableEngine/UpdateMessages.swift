/// The wording of refused updates (ENGINE.md §9). The first seven forms are
/// UIKit's, word for word (two spaces after the first sentence of the first
/// two). UIKit treats a reload as a delete and an insert, so a reload is
/// reported in a delete's words. The conflict messages follow UIKit's where
/// its wording is known (a delete or reload and a move from one index path,
/// an insert and a move to one, a move from a deleted or into an inserted
/// section); the others name both operations.
enum UpdateMessage {
    static func path(_ p: RowPath) -> String { "(\(p.section),\(p.row))" }

    // MARK: Row and section counts

    static func rowCount(section: Int, after: Int, before: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int) -> String {
        "Invalid update: invalid number of rows in section \(section).  The number of rows contained in an existing section after the update (\(after)) must be equal to the number of rows contained in that section before the update (\(before)), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deleted) deleted) and plus or minus the number of rows moved into or out of that section (\(movedIn) moved in, \(movedOut) moved out)."
    }

    static func sectionCount(after: Int, before: Int, inserted: Int, deleted: Int) -> String {
        "Invalid update: invalid number of sections.  The number of sections contained in the table view after the update (\(after)) must be equal to the number of sections contained in the table view before the update (\(before)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deleted) deleted)."
    }

    // MARK: Must exist before the update

    /// A deleted or reloaded row.
    static func missingRowBefore(_ p: RowPath, sections: Int, rows: Int?) -> String {
        guard let rows else {
            return "attempt to delete row \(p.row) from section \(p.section), but there are only \(sections) sections before the update"
        }
        return "attempt to delete row \(p.row) from section \(p.section) which only contains \(rows) rows before the update"
    }

    /// `verb` is `delete` (for a deleted or reloaded section) or `move`.
    static func missingSectionBefore(_ verb: String, _ s: Int, sections: Int) -> String {
        "attempt to \(verb) section \(s), but there are only \(sections) sections before the update"
    }

    static func missingMoveSource(_ p: RowPath, sections: Int, rows: Int?) -> String {
        guard let rows else {
            return "attempt to move index path \(path(p)) that does not exist - there are only \(sections) sections before the update"
        }
        return "attempt to move index path \(path(p)) that does not exist - there are only \(rows) rows in section \(p.section) before the update"
    }

    // MARK: Must exist after the update

    static func missingInsertedRow(_ p: RowPath, sections: Int, rows: Int?) -> String {
        guard let rows else {
            return "attempt to insert row \(p.row) into section \(p.section), but there are only \(sections) sections after the update"
        }
        return "attempt to insert row \(p.row) into section \(p.section), but there are only \(rows) rows in section \(p.section) after the update"
    }

    static func missingInsertedSection(_ s: Int, sections: Int) -> String {
        "attempt to insert section \(s) but there are only \(sections) sections after the update"
    }

    static func missingMoveDestination(_ from: RowPath, _ to: RowPath, sections: Int, rows: Int?) -> String {
        guard let rows else {
            return "attempt to move index path \(path(from)) to index path \(path(to)), but there are only \(sections) sections after the update"
        }
        return "attempt to move index path \(path(from)) to index path \(path(to)), but there are only \(rows) rows in section \(to.section) after the update"
    }

    static func missingSectionDestination(_ from: Int, _ to: Int, sections: Int) -> String {
        "attempt to move section \(from) to section \(to), but there are only \(sections) sections after the update"
    }

    // MARK: Conflicting operations

    static func deleteAndReloadRow(_ p: RowPath) -> String {
        "attempt to delete and reload the same index path \(path(p))"
    }

    /// A row deleted or reloaded (a delete and an insert to UIKit) and moved.
    static func deleteAndMoveRow(_ p: RowPath) -> String {
        "attempt to perform a delete and a move from the same index path \(path(p))"
    }

    static func sameSection(_ a: String, _ b: String, _ s: Int) -> String {
        "attempt to \(a) and \(b) the same section \(s)"
    }

    static func rowMovedTwice(_ from: RowPath, _ to1: RowPath, _ to2: RowPath) -> String {
        "attempt to move index path \(path(from)) to index path \(path(to1)) and to index path \(path(to2))"
    }

    static func rowsMovedToOne(_ a: RowPath, _ b: RowPath, _ to: RowPath) -> String {
        "attempt to move index path \(path(a)) and index path \(path(b)) to the same index path \(path(to))"
    }

    static func insertAndMoveToRow(_ to: RowPath) -> String {
        "attempt to perform an insert and a move to the same index path \(path(to))"
    }

    static func sectionMovedTwice(_ from: Int, _ to1: Int, _ to2: Int) -> String {
        "attempt to move section \(from) to section \(to1) and to section \(to2)"
    }

    static func sectionsMovedToOne(_ a: Int, _ b: Int, _ to: Int) -> String {
        "attempt to move section \(a) and section \(b) to the same section \(to)"
    }

    static func insertAndMoveToSection(_ to: Int, from: Int) -> String {
        "attempt to insert section \(to) and move section \(from) to the same section"
    }

    /// The row's section is deleted or reloaded (a delete and an insert to UIKit).
    static func moveFromDeletedSection(_ s: Int) -> String {
        "cannot move a row from a deleted section (\(s))"
    }

    /// The destination's section is inserted or reloaded.
    static func moveIntoInsertedSection(_ s: Int) -> String {
        "cannot move a row into a newly inserted section (\(s))"
    }

    // MARK: Data source counts the table cannot hold (`TableError.invalidDataSource`)

    private static func refused(_ reading: TableView.CountReading) -> String {
        switch reading {
        case .load: return "so the table was not loaded"
        case .update: return "so the update was refused"
        }
    }

    static func sectionCountRefused(_ n: Int, _ reading: TableView.CountReading) -> String {
        "numberOfSections returned \(n); a table holds 0 to \(TableView.maximumRows) sections, \(refused(reading))"
    }

    static func rowCountRefused(_ n: Int, section: Int, _ reading: TableView.CountReading) -> String {
        let limit = n < 0 ? "a section holds 0 or more rows" : "a table holds at most \(TableView.maximumRows) rows in all"
        return "numberOfRowsInSection returned \(n) for section \(section); \(limit), \(refused(reading))"
    }

    // MARK: Misuse

    static func cellNotHandedOut(_ cell: TableViewCell, row: RowPath, boundInstead: TableViewCell) -> String {
        "cellForRowAt returned cell \(cell) for row \(row.section),\(row.row), which dequeueReusableCell did not hand out"
            + " or which is already in use; the table bound cell \(boundInstead) instead"
    }

    static func nestedReload() -> String {
        "attempt to call reloadData() inside a batch update (between beginUpdates() and endUpdates())"
    }

    static func unbalancedEnd() -> String {
        "endUpdates() called without a matching beginUpdates()"
    }
}
