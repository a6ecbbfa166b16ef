import Foundation
import ScenarioLanguage

extension ScenarioSession {
    /// Index paths for Tab completion, at most `limit`: the table's once it has
    /// loaded (`completionIndexPaths`), else the data source's rows, which are
    /// what the table will load. Read from the app, so completion does not load
    /// the table: it adds no trace event, creates no cell and cannot fail a load.
    public func indexPathsForCompletion(limit: Int = 200) -> [String] {
        guard !interpreter.table.hasLoaded else { return completionIndexPaths(limit: limit) }
        var result: [String] = []
        for (section, contents) in interpreter.app.sections.enumerated() {
            for row in 0..<min(contents.rows.count, limit - result.count) {
                result.append(Format.indexPath(IndexPath(row: row, section: section)))
            }
            if result.count >= limit { break }
        }
        return result
    }

    // MARK: Diffable

    /// The pending snapshot's section and item identifiers (the ones the next
    /// edit can name), at most `limit` of each, for Tab completion.
    public func identifiersForCompletion(limit: Int = 200) -> DiffableIdentifiers {
        guard let pending = interpreter.app.diffable?.pending else { return DiffableIdentifiers() }
        var items: [String] = []
        for s in 0..<pending.numberOfSections where items.count < limit {
            items += pending.itemIdentifiers(inSectionAt: s).prefix(limit - items.count).map(Interpreter.spelling)
        }
        return DiffableIdentifiers(sections: pending.sectionIdentifiers.prefix(limit).map(Interpreter.spelling), items: items)
    }
}
