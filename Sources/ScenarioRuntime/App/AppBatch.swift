import ScenarioLanguage

/// The data half of a correct app's batch (LANGUAGE.md §3): the same
/// operations the table is told, applied to the app's sections with the
/// table's rules — deletes and move sources at index paths before the batch,
/// inserts and move destinations after it, all deletes before any insert.
struct AppBatch {
    /// A command of the batch and the places it named, so that an error found
    /// when the batch is applied points at the command inside `update { }`.
    struct Origin {
        var range: SourceRange
        var places: [AppBatchError.Place]
    }

    struct Path: Hashable, Comparable {
        var section: Int
        var row: Int
        static func < (a: Path, b: Path) -> Bool { (a.section, a.row) < (b.section, b.row) }
    }

    var deletedSections: Set<Int> = []
    var insertedSections: [Int: AppSection] = [:]
    var movedSections: [Int: Int] = [:]
    var deletedRows: Set<Path> = []
    var insertedRows: [Path: RowAttributes] = [:]
    var movedRows: [Path: Path] = [:]
    /// Index paths the batch has named to the table (the table half), at most `RunLimits.rowsPerUpdate`.
    var namedRows = 0
    var origins: [Origin] = []

    /// Where the command that named `place` was written.
    func origin(of place: AppBatchError.Place?) -> SourceRange? {
        guard let place else { return nil }
        return origins.first { $0.places.contains(place) }?.range
    }

    /// The sections after the batch, or a message saying which operation does not fit the data.
    /// - Complexity: O(S + k·r) for S sections, k operations and r runs per section.
    func applied(to old: [AppSection]) throws(AppBatchError) -> [AppSection] {
        var sections = old
        func exists(_ p: Path) -> Bool { p.section >= 0 && p.section < old.count && p.row >= 0 && p.row < old[p.section].rows.count }
        for s in deletedSections.union(movedSections.keys) where s < 0 || s >= old.count {
            throw AppBatchError(.dataSectionOutOfRange(section: s, sections: old.count), .sectionBefore(s))
        }
        for p in deletedRows.union(movedRows.keys) where !exists(p) {
            throw AppBatchError(.dataRowMissing(p.literal), .rowBefore(p))
        }
        // Rows leave their sections (those of deleted sections go with them), last first.
        var carried: [Path: RowAttributes] = [:]
        var leaving: [Int: [Int]] = [:]
        for p in deletedRows where !deletedSections.contains(p.section) { leaving[p.section, default: []].append(p.row) }
        for (from, to) in movedRows {
            // A row moved out of a deleted section survives it (the table reloads, ENGINE.md §9).
            carried[to] = old[from.section].rows[from.row]
            if !deletedSections.contains(from.section) { leaving[from.section, default: []].append(from.row) }
        }
        for (s, rows) in leaving {
            for r in Set(rows).sorted(by: >) { sections[s].rows.remove(at: r) }
        }
        // Sections leave, last first; moved ones are carried.
        var carriedSections: [Int: AppSection] = [:]
        for s in deletedSections.union(movedSections.keys).sorted(by: >) {
            let section = sections.remove(at: s)
            if let to = movedSections[s] { carriedSections[to] = section }
        }
        // Sections arrive in new order.
        let arriving = insertedSections.merging(carriedSections) { a, _ in a }
        for (s, section) in arriving.sorted(by: { $0.key < $1.key }) {
            guard s >= 0, s <= sections.count else {
                throw AppBatchError(.insertSectionPastEnd(section: s, sections: sections.count), .sectionAfter(s))
            }
            sections.insert(section, at: s)
        }
        // Rows arrive in new order.
        var rowsArriving = insertedRows
        for (to, attributes) in carried { rowsArriving[to] = attributes }
        for (p, attributes) in rowsArriving.sorted(by: { $0.key < $1.key }) {
            guard p.section >= 0, p.section < sections.count else {
                throw AppBatchError(.insertRowNoSection(p.literal, sections: sections.count), .rowAfter(p))
            }
            if insertedSections[p.section] != nil && carried[p] == nil { continue }  // part of the new section already
            let count = sections[p.section].rows.count
            guard p.row >= 0, p.row <= count else {
                throw AppBatchError(.insertRowPastEnd(p.literal, rows: count), .rowAfter(p))
            }
            sections[p.section].rows.insert(attributes, at: p.row)
        }
        return sections
    }
}

struct AppBatchError: Error {
    /// Where in the batch a change does not fit: before it (deletes, move sources) or after it.
    enum Place: Hashable {
        case sectionBefore(Int), sectionAfter(Int)
        case rowBefore(AppBatch.Path), rowAfter(AppBatch.Path)
    }

    var error: RuntimeError
    var place: Place?
    init(_ error: RuntimeError, _ place: Place? = nil) {
        self.error = error
        self.place = place
    }
}

extension AppBatch.Path {
    /// As a message writes it (`0,3`).
    var literal: IndexPathLiteral { IndexPathLiteral(section: section, row: row) }
}
