import Foundation
import ScenarioLanguage
import TableEngine

/// Changing the data (LANGUAGE.md §3). A plain change is a correct app's:
/// it changes the data and tells the table, in one batch. `data ...` changes
/// only the app (at once); `table ...` only tells the table. Inside
/// `update { }` the table's half is collected and checked at the closing
/// brace, where a plain change's data half is applied too, with the table's
/// rules for index paths, so that app and table agree.
/// The commands that change rows or sections, each with a data half and a table half.
enum DataChange {
    case insertRows, deleteRows, moveRow, reloadRows, reconfigureRows
    case insertSection, deleteSection, moveSection, reloadSection
}

extension Interpreter {
    /// `update { }`: its block's changes in one batch.
    func update(_ c: Command) throws {
        try inBatch(c) {
            for inner in c.block ?? [] { try runChecked(inner) }
        }
    }

    /// A row or section change: both halves, or the half its prefix names.
    func change(_ change: DataChange, _ c: Command) throws {
        switch try c.choice(ChangeParty.self, ifPresent: .party) {
        case .data:
            // The app alone, at once (as app code mutating its array).
            var batch = AppBatch()
            try collectData(change, c, into: &batch)
            try applyData(batch, c)
        case .table:
            if appBatch != nil { try tell(change, c) } else { try inBatch(c) { try tell(change, c) } }
        case nil:
            if appBatch == nil {
                try inBatch(c) { try collectAndTell(change, c) }
            } else {
                try collectAndTell(change, c)
            }
        }
    }

    private func collectAndTell(_ change: DataChange, _ c: Command) throws {
        // One owner while the batch grows, so that adding to it copies nothing.
        var batch = appBatch ?? AppBatch()
        appBatch = nil
        do {
            try collectData(change, c, into: &batch)
        } catch {
            appBatch = batch
            throw error
        }
        appBatch = batch
        try tell(change, c)
    }

    /// Runs `body` inside one table batch; the outermost applies the collected
    /// data changes before the check. A refused update is reported at the
    /// command inside `update { }` that named what the refusal names, when one did.
    private func inBatch(_ c: Command, _ body: () throws -> Void) throws {
        let outermost = appBatch == nil
        if outermost { appBatch = AppBatch() }
        defer { if outermost { appBatch = nil } }
        do {
            try table.performBatchUpdates {
                try body()
                if outermost, let batch = appBatch { try applyData(batch, c) }
            }
        } catch let error as TableError {
            var origin: SourceRange?
            if case .invalidUpdate(let update) = error { origin = appBatch?.origin(of: update) }
            throw CommandFailure(message: error.message, range: origin ?? c.range)
        }
    }

    private func applyData(_ batch: AppBatch, _ c: Command) throws {
        do {
            app.sections = try batch.applied(to: app.sections)
        } catch {
            // At the command inside `update { }` that named the place, when known.
            throw CommandFailure(error.error, at: batch.origin(of: error.place) ?? c.range)
        }
    }

    // MARK: The data half

    private func collectData(_ change: DataChange, _ c: Command, into batch: inout AppBatch) throws {
        switch change {
        case .insertRows, .deleteRows, .moveRow, .insertSection, .deleteSection, .moveSection: try refuseIndexPathDataChange(c)
        case .reloadRows, .reconfigureRows, .reloadSection: break
        }
        switch change {
        case .insertRows:
            var attributes = RowAttributes()
            if c.has(.height) { attributes.height = try length(c, .height) }
            attributes.identifier = try c.ifPresent(.id, c.text)
            let paths = try listedPaths(c, .rows, tableCounts: false, after: 0)
            try checkRowCap(adding: paths.count, c, .rows)
            for p in paths { batch.insertedRows[AppBatch.Path(section: p.section, row: p.row)] = attributes }
            batch.origins.append(.init(range: c.range, places: paths.map { .rowAfter(AppBatch.Path(section: $0.section, row: $0.row)) }))
        case .deleteRows:
            for (s, rows) in try dataRanges(c, .rows) {
                for r in rows { batch.deletedRows.insert(AppBatch.Path(section: s, row: r)) }
            }
        case .moveRow:
            _ = try dataRanges(c, .fromRow)
            let from = try tableIndexPath(c, .fromRow), to = try tableIndexPath(c, .toRow)
            let source = AppBatch.Path(section: from.section, row: from.row), destination = AppBatch.Path(section: to.section, row: to.row)
            batch.movedRows[source] = destination
            batch.origins.append(.init(range: c.range, places: [.rowBefore(source), .rowAfter(destination)]))
        case .insertSection:
            // `insert section S` without `N rows` inserts an empty section.
            let count = try c.ifPresent(.count, c.integer) ?? 0
            try checkRowCap(adding: count, c, .count)
            let section = try c.integer(.section)
            batch.insertedSections[section] = try sectionModel(c, rows: count)
            batch.origins.append(.init(range: c.range, places: [.sectionAfter(section)]))
        case .deleteSection:
            let section = try dataSection(c, .section)
            batch.deletedSections.insert(section)
            batch.origins.append(.init(range: c.range, places: [.sectionBefore(section)]))
        case .moveSection:
            let from = try dataSection(c, .fromSection), to = try c.integer(.toSection)
            batch.movedSections[from] = to
            batch.origins.append(.init(range: c.range, places: [.sectionBefore(from), .sectionAfter(to)]))
        case .reloadRows, .reconfigureRows:
            _ = try dataRanges(c, .rows)
        case .reloadSection:
            _ = try dataSection(c, .section)
        }
    }

    /// A section of the app's data, which must exist.
    private func dataSection(_ c: Command, _ slot: Slot) throws -> Int {
        let s = try c.integer(slot)
        guard s < app.sections.count else { throw failure(.sectionOutOfRange(section: s, sections: app.sections.count), c, slot) }
        return s
    }

    // MARK: The table half

    /// Tells the table, and notes in the batch what the command named, so that
    /// a refusal found at the batch's end points at it.
    private func tell(_ change: DataChange, _ c: Command) throws {
        var places: [AppBatchError.Place]
        switch change {
        case .insertRows:
            let paths = try namedPaths(c, tableCounts: false)
            places = AppBatch.places(inserting: paths)
            try engine(c) { try table.insertRows(at: paths) }
        case .deleteRows, .reloadRows, .reconfigureRows:
            let paths = try namedPaths(c, tableCounts: true)
            places = AppBatch.places(naming: paths)
            try engine(c) {
                switch change {
                case .deleteRows: try table.deleteRows(at: paths)
                case .reloadRows: try table.reloadRows(at: paths)
                default: try table.reconfigureRows(at: paths)
                }
            }
        case .moveRow:
            let from = try tableIndexPath(c, .fromRow), to = try tableIndexPath(c, .toRow)
            places = AppBatch.places(naming: [from]) + AppBatch.places(inserting: [to])
            try engine(c) { try table.moveRow(at: from, to: to) }
        case .insertSection:
            let section = try c.integer(.section)
            places = [.sectionAfter(section)]
            try engine(c) { try table.insertSections([section]) }
        case .deleteSection, .reloadSection:
            let section = try c.integer(.section)
            places = [.sectionBefore(section)]
            try engine(c) {
                if change == .deleteSection { try table.deleteSections([section]) } else { try table.reloadSections([section]) }
            }
        case .moveSection:
            let from = try c.integer(.fromSection), to = try c.integer(.toSection)
            places = [.sectionBefore(from), .sectionAfter(to)]
            try engine(c) { try table.moveSection(from, toSection: to) }
        }
        appBatch?.origins.append(.init(range: c.range, places: places))
    }

    /// The rows a change names to the table, counted against its batch's cap.
    private func namedPaths(_ c: Command, tableCounts: Bool) throws -> [IndexPath] {
        let paths = try listedPaths(c, .rows, tableCounts: tableCounts, after: appBatch?.namedRows ?? 0)
        appBatch?.namedRows += paths.count
        return paths
    }

    /// The index paths of a list as written, ranges expanded. Insert ranges
    /// must stay in one section. Delete and reload ranges (`tableCounts`) run
    /// in table order over the table's rows before the batch, and name only
    /// rows that exist, plus each end that does not, which the table then
    /// refuses in UIKit's words. With the `named` rows the batch already named,
    /// at most `options.limits.rowsPerUpdate` rows.
    /// - Complexity: O(S + k) for S sections crossed and k rows named.
    private func listedPaths(_ c: Command, _ slot: Slot, tableCounts: Bool, after named: Int) throws -> [IndexPath] {
        var result: [IndexPath] = []
        func add(_ section: Int, _ rows: Range<Int>) throws {
            guard named + result.count + rows.count <= options.limits.rowsPerUpdate else {
                throw failure(.tooManyRowsInUpdate(limit: options.limits.rowsPerUpdate), c, slot)
            }
            result += rows.map { IndexPath(row: $0, section: section) }
        }
        for item in try c.indexPaths(slot) {
            switch item {
            case .single(let p):
                try add(p.section, p.row..<p.row + 1)
            case .range(let a, let b):
                guard (a.section, a.row) <= (b.section, b.row) else { throw failure(.backwardRange(a, b), c, slot) }
                if tableCounts {
                    for (section, rows) in existingRows(from: a, to: b) { try add(section, rows) }
                } else {
                    guard a.section == b.section else { throw failure(.insertRangeAcrossSections, c, slot) }
                    guard b.row - a.row < options.limits.rowsPerUpdate else {
                        throw failure(.tooManyRowsInUpdate(limit: options.limits.rowsPerUpdate), c, slot)
                    }
                    try add(a.section, a.row..<b.row + 1)
                }
            }
        }
        return result
    }

    /// The rows from `a` to `b` in table order that exist before the batch,
    /// with `a` first and `b` last when they do not exist.
    /// - Complexity: O(S) for S sections crossed.
    private func existingRows(from a: IndexPathLiteral, to b: IndexPathLiteral) -> [(Int, Range<Int>)] {
        let sections = table.numberOfSections
        func rows(_ s: Int) -> Int { s < sections ? table.numberOfRows(inSection: s) : 0 }
        func single(_ p: IndexPathLiteral) -> (Int, Range<Int>) { (p.section, p.row..<p.row + 1) }
        var result: [(Int, Range<Int>)] = []
        let aExists = a.row < rows(a.section), bExists = b.row < rows(b.section)
        if !aExists { result.append(single(a)) }
        var s = a.section
        while s <= b.section && s < sections {
            let lower = s == a.section ? a.row : 0
            let upper = min(s == b.section ? b.row + 1 : Int.max, rows(s))
            if lower < upper { result.append((s, lower..<upper)) }
            s += 1
        }
        if !bExists && (b.section, b.row) != (a.section, a.row) { result.append(single(b)) }
        return result
    }
}
