import Foundation
import ScenarioLanguage
import TableEngine

/// Changing the data (LANGUAGE.md §3). A plain change is a correct app's:
/// it changes the data and tells the table, in one batch. `data ...` changes
/// only the app (at once); `table ...` only tells the table. Inside
/// `update { }` the table's half is collected and checked at the closing
/// brace, where a plain change's data half is applied too, with the table's
/// rules for index paths, so that app and table agree.
extension Interpreter {
    func executeChange(_ c: Command) throws {
        switch c.id {
        case .reloadData:
            table.reloadData()
        case .update:
            try inBatch(c) {
                for inner in c.block ?? [] { try runChecked(inner) }
            }
        default:
            switch c.keyword("party") {
            case "data":
                // The app alone, at once (as app code mutating its array).
                var batch = AppBatch()
                try collectData(c, into: &batch)
                try applyData(batch, c)
            case "table":
                if appBatch != nil { try tell(c) } else { try inBatch(c) { try tell(c) } }
            default:
                if appBatch != nil {
                    try collectData(c, into: &appBatch!)
                    try tell(c)
                } else {
                    try inBatch(c) {
                        try collectData(c, into: &appBatch!)
                        try tell(c)
                    }
                }
            }
        }
    }

    /// Runs `body` inside one table batch; the outermost applies the collected data changes before the check.
    private func inBatch(_ c: Command, _ body: () throws -> Void) throws {
        let outermost = appBatch == nil
        if outermost { appBatch = AppBatch() }
        defer { if outermost { appBatch = nil } }
        try engine(c) {
            try table.performBatchUpdates {
                try body()
                if outermost, let batch = appBatch { try applyData(batch, c) }
            }
        }
    }

    private func applyData(_ batch: AppBatch, _ c: Command) throws {
        do {
            app.sections = try batch.applied(to: app.sections)
        } catch {
            // At the command inside `update { }` that named the place, when known.
            throw CommandFailure(message: error.message, range: batch.origin(of: error.place) ?? c.range)
        }
    }

    // MARK: The data half

    private func collectData(_ c: Command, into batch: inout AppBatch) throws {
        switch c.id {
        case .insertRows:
            var attributes = RowAttributes()
            if c.has("height") { attributes.height = try length(c, "height") }
            attributes.identifier = c.text("id")
            let paths = try listedPaths(c, "rows", tableCounts: false, after: 0)
            guard app.totalRows + paths.count <= Interpreter.maxRows else {
                throw fail("a table may hold at most \(Interpreter.maxRows) rows", c, "rows")
            }
            for p in paths { batch.insertedRows[AppBatch.Path(section: p.section, row: p.row)] = attributes }
            batch.origins.append(.init(range: c.range, places: paths.map { .rowAfter(AppBatch.Path(section: $0.section, row: $0.row)) }))
        case .deleteRows:
            for (s, rows) in try dataRanges(c, "rows") {
                for r in rows { batch.deletedRows.insert(AppBatch.Path(section: s, row: r)) }
            }
        case .moveRow:
            _ = try dataRanges(c, "from")
            let from = try tableIndexPath(c, "from"), to = try tableIndexPath(c, "to")
            let source = AppBatch.Path(section: from.section, row: from.row), destination = AppBatch.Path(section: to.section, row: to.row)
            batch.movedRows[source] = destination
            batch.origins.append(.init(range: c.range, places: [.rowBefore(source), .rowAfter(destination)]))
        case .insertSection:
            let count = c.integer("count") ?? 0
            guard app.totalRows + count <= Interpreter.maxRows else {
                throw fail("a table may hold at most \(Interpreter.maxRows) rows", c, "count")
            }
            batch.insertedSections[c.integer("section") ?? 0] = try sectionModel(c, rows: count)
            batch.origins.append(.init(range: c.range, places: [.sectionAfter(c.integer("section") ?? 0)]))
        case .deleteSection:
            let section = try dataSection(c, "section")
            batch.deletedSections.insert(section)
            batch.origins.append(.init(range: c.range, places: [.sectionBefore(section)]))
        case .moveSection:
            let from = try dataSection(c, "from"), to = c.integer("to") ?? 0
            batch.movedSections[from] = to
            batch.origins.append(.init(range: c.range, places: [.sectionBefore(from), .sectionAfter(to)]))
        case .reloadRows, .reconfigureRows:
            _ = try dataRanges(c, "rows")
        case .reloadSection:
            _ = try dataSection(c, "section")
        default:
            throw fail("'\(c.spec.name)' is not a change", c)
        }
    }

    /// A section of the app's data, which must exist.
    private func dataSection(_ c: Command, _ slot: String) throws -> Int {
        let s = c.integer(slot) ?? 0
        guard s < app.sections.count else {
            throw fail("section \(s) is out of range: the table has \(app.sections.count) section\(app.sections.count == 1 ? "" : "s")", c, slot)
        }
        return s
    }

    // MARK: The table half

    private func tell(_ c: Command) throws {
        switch c.id {
        case .insertRows:
            try table.insertRows(at: namedPaths(c, tableCounts: false))
        case .deleteRows:
            try table.deleteRows(at: namedPaths(c, tableCounts: true))
        case .moveRow:
            try table.moveRow(at: tableIndexPath(c, "from"), to: tableIndexPath(c, "to"))
        case .reloadRows:
            try table.reloadRows(at: namedPaths(c, tableCounts: true))
        case .reconfigureRows:
            try table.reconfigureRows(at: namedPaths(c, tableCounts: true))
        case .insertSection:
            try table.insertSections([c.integer("section") ?? 0])
        case .deleteSection:
            try table.deleteSections([c.integer("section") ?? 0])
        case .moveSection:
            try table.moveSection(c.integer("from") ?? 0, toSection: c.integer("to") ?? 0)
        case .reloadSection:
            try table.reloadSections([c.integer("section") ?? 0])
        default:
            throw fail("'\(c.spec.name)' is not a change", c)
        }
    }

    /// The rows a change names to the table, counted against its batch's cap.
    private func namedPaths(_ c: Command, tableCounts: Bool) throws -> [IndexPath] {
        let paths = try listedPaths(c, "rows", tableCounts: tableCounts, after: appBatch?.namedRows ?? 0)
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
    private func listedPaths(_ c: Command, _ slot: String, tableCounts: Bool, after named: Int) throws -> [IndexPath] {
        var result: [IndexPath] = []
        func add(_ section: Int, _ rows: Range<Int>) throws {
            guard named + result.count + rows.count <= options.limits.rowsPerUpdate else {
                throw fail("an update may name at most \(options.limits.rowsPerUpdate) rows", c, slot)
            }
            result += rows.map { IndexPath(row: $0, section: section) }
        }
        for item in c.indexPaths(slot) ?? [] {
            switch item {
            case .single(let p):
                try add(p.section, p.row..<p.row + 1)
            case .range(let a, let b):
                guard (a.section, a.row) <= (b.section, b.row) else { throw fail("a range must go forward: \(a)..\(b)", c, slot) }
                if tableCounts {
                    for (section, rows) in existingRows(from: a, to: b) { try add(section, rows) }
                } else {
                    guard a.section == b.section else { throw fail("an insert range must stay in one section", c, slot) }
                    guard b.row - a.row < options.limits.rowsPerUpdate else {
                        throw fail("an update may name at most \(options.limits.rowsPerUpdate) rows", c, slot)
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
