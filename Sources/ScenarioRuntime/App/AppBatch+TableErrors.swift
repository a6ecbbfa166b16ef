import Foundation
import ScenarioLanguage
import TableEngine

/// Where inside `update { }` the table refused the batch: the command that
/// named what the refusal names (LANGUAGE.md §3).
extension AppBatch {
    /// The places the table half of a command named, in the terms of `Origin`.
    static func places(inserting rows: [IndexPath]) -> [AppBatchError.Place] { rows.map { .rowAfter(Path($0)) } }
    static func places(naming rows: [IndexPath]) -> [AppBatchError.Place] { rows.map { .rowBefore(Path($0)) } }

    /// The command a refused update points at: for a row or section that must
    /// exist, the first command naming it; for operations in conflict, the last
    /// one (the one that made the conflict); nil for counts that do not add up,
    /// which belong to the whole batch.
    func origin(of update: InvalidUpdate) -> SourceRange? {
        func row(_ p: IndexPath?) -> Path? { p.map(Path.init) }
        var wanted: [AppBatchError.Place] = []
        var last = false
        switch update.kind {
        case .deletedRowMissing, .movedRowMissing:
            wanted = row(update.indexPath).map { [.rowBefore($0)] } ?? []
        case .insertedRowMissing:
            wanted = row(update.indexPath).map { [.rowAfter($0)] } ?? []
        case .rowDestinationMissing:
            wanted = row(update.destination).map { [.rowAfter($0)] } ?? []
        case .deletedSectionMissing, .movedSectionMissing:
            wanted = update.section.map { [.sectionBefore($0)] } ?? []
        case .insertedSectionMissing:
            wanted = update.section.map { [.sectionAfter($0)] } ?? []
        case .sectionDestinationMissing:
            wanted = update.destinationSection.map { [.sectionAfter($0)] } ?? []
        case .rowDeletedAndReloaded:
            wanted = row(update.indexPath).map { [.rowBefore($0)] } ?? []
            last = true
        case .rowDeletedAndMoved, .rowMovedTwice, .rowsMovedToOne, .rowInsertedAndMovedTo,
             .moveFromDeletedSection, .moveIntoInsertedSection:
            // The move: its source and its destination.
            if let from = row(update.indexPath), let to = row(update.destination) { wanted = [.rowBefore(from), .rowAfter(to)] }
            last = true
        case .sectionDeletedAndReloaded:
            wanted = update.section.map { [.sectionBefore($0)] } ?? []
            last = true
        case .sectionDeletedAndMoved, .sectionMovedTwice, .sectionsMovedToOne, .sectionInsertedAndMovedTo:
            if let from = update.section, let to = update.destinationSection { wanted = [.sectionBefore(from), .sectionAfter(to)] }
            last = true
        case .rowCount, .sectionCount, .inconsistentCounts, .reloadInsideBatch:
            return nil
        }
        guard !wanted.isEmpty else { return nil }
        let matches = { (origin: Origin) in wanted.allSatisfy(origin.places.contains) }
        return (last ? origins.last(where: matches) : origins.first(where: matches))?.range
    }
}

extension AppBatch.Path {
    init(_ indexPath: IndexPath) { self.init(section: indexPath.section, row: indexPath.row) }
}
