import Foundation
import ScenarioLanguage
import TableEngine

/// A diffable data source (ENGINE.md §21; docs/SCENARIOS.md, "Diffable data sources"):
/// `diffable on` makes the app one, the snapshot commands (`append-items`, …) edit a pending
/// snapshot (the engine's `DiffableSnapshot`, with UIKit's errors), and
/// `apply` performs its `SnapshotDifference` from the current one as one
/// batch on the table, as `UITableViewDiffableDataSource.apply` does.
extension Interpreter {
    typealias Snapshot = AppDiffable.Snapshot

    func setDiffable(_ c: Command) throws {
        switch try c.choice(Switch.self, .state) {
        case .on:
            guard app.diffable == nil else { return }
            guard app.sections.isEmpty else { throw failure(.diffableNeedsEmptyData(sections: app.sections.count), c) }
            app.diffable = AppDiffable()
        case .off:
            app.diffable = nil
        }
    }

    /// A data change by index path, refused while the app is diffable (only `table ...` changes, which tell the table alone, run).
    func refuseIndexPathDataChange(_ c: Command) throws {
        guard app.diffable != nil else { return }
        throw failure(.diffableOwnsData(command: c.spec.name), c)
    }

    // MARK: Editing the pending snapshot

    func appendSections(_ c: Command) throws {
        let sections = try names(c, .newSectionIDs)
        try editSnapshot(c) { try $0.appendSections(sections) }
    }

    func insertSections(_ c: Command) throws {
        let sections = try names(c, .newSectionIDs), (anchor, after) = try placement(c, .anchorSection)
        try editSnapshot(c) { try $0.insertSections(sections, relativeTo: anchor, after: after) }
    }

    func deleteSections(_ c: Command) throws {
        let sections = try names(c, .sectionIDs)
        try editSnapshot(c) { $0.deleteSections(sections) }
    }

    func moveSection(_ c: Command) throws {
        let section = try c.text(.sectionID), (anchor, after) = try placement(c, .anchorSection)
        try editSnapshot(c) { try $0.moveSection(section, relativeTo: anchor, after: after) }
    }

    func reloadSections(_ c: Command) throws {
        let sections = try names(c, .sectionIDs)
        try editSnapshot(c) { try $0.reloadSections(sections) }
    }

    func appendItems(_ c: Command) throws {
        let items = try names(c, .newItemIDs), section = try c.ifPresent(.sectionID, c.text)
        try editSnapshot(c, adding: items.count) { try $0.appendItems(items, toSection: section) }
    }

    func insertItems(_ c: Command) throws {
        let items = try names(c, .newItemIDs), (anchor, after) = try placement(c, .anchorItem)
        try editSnapshot(c, adding: items.count) { try $0.insertItems(items, relativeTo: anchor, after: after) }
    }

    func deleteItems(_ c: Command) throws {
        let items = try names(c, .itemIDs)
        try editSnapshot(c) { $0.deleteItems(items) }
    }

    func deleteAllItems(_ c: Command) throws {
        try editSnapshot(c) { $0.deleteAllItems() }
    }

    func moveItem(_ c: Command) throws {
        let item = try c.text(.itemID), (anchor, after) = try placement(c, .anchorItem)
        try editSnapshot(c) { try $0.moveItem(item, relativeTo: anchor, after: after) }
    }

    func reloadItems(_ c: Command) throws {
        let items = try names(c, .itemIDs)
        try editSnapshot(c) { try $0.reloadItems(items) }
    }

    func reconfigureItems(_ c: Command) throws {
        let items = try names(c, .itemIDs)
        try editSnapshot(c) { try $0.reconfigureItems(items) }
    }

    /// The identifiers of a list slot, as text.
    private func names(_ c: Command, _ slot: Slot) throws -> [String] { try c.identifiers(slot).map(\.text) }

    /// The anchor of `before|after ANCHOR`, and whether it is `after`.
    private func placement(_ c: Command, _ anchor: Slot) throws -> (String, Bool) {
        (try c.text(anchor), try c.choice(Side.self, .side).isAfter)
    }

    /// Runs an edit of the pending snapshot (which it owns meanwhile, so that
    /// nothing is copied). A snapshot error leaves it as it was and fails with
    /// UIKit's reason, the caret under the identifier it is about.
    private func editSnapshot(_ c: Command, adding count: Int = 0, _ edit: (inout Snapshot) throws -> Void) throws {
        guard var state = app.diffable else { throw failure(.notDiffable(command: c.spec.name), c) }
        guard state.pending.numberOfItems + count <= Interpreter.maxRows else {
            throw failure(.tooManyRows(limit: Interpreter.maxRows), c, .newItemIDs)
        }
        app.diffable = nil
        defer { app.diffable = state }
        do {
            try edit(&state.pending)
        } catch let error as DiffableSnapshotError {
            throw snapshotFailure(error, c, in: state.pending)
        }
    }

    /// UIKit's reason on one line (its line breaks as spaces), the caret under
    /// the identifier the error is about where the command names it.
    private func snapshotFailure(_ error: DiffableSnapshotError, _ c: Command, in snapshot: Snapshot) -> CommandFailure {
        func named(_ slots: [Slot]) -> [IdentifierLiteral] {
            slots.filter(c.has).flatMap { (try? c.identifiers($0)) ?? [] }
        }
        func firstRepeated(_ list: [IdentifierLiteral], present: (String) -> Bool) -> IdentifierLiteral? {
            var seen = Set<String>()
            return list.first { !seen.insert($0.text).inserted || present($0.text) }
        }
        let found: IdentifierLiteral?, note: String
        switch error {
        case .noSections:
            found = nil
            note = "add a section first: append-sections SECTION"
        case .missingSection:
            found = named([.sectionID, .anchorSection, .sectionIDs]).first { snapshot.indexOfSection($0.text) == nil }
            note = "the pending snapshot has no section \(found.map { Self.spelling($0.text) } ?? "")"
        case .missingItem, .reloadOfMissingItem, .reconfigureOfMissingItem:
            found = named([.itemID, .itemIDs, .anchorItem]).first { snapshot.sectionIdentifier(containingItem: $0.text) == nil }
            note = "the pending snapshot has no item \(found.map { Self.spelling($0.text) } ?? "")"
        case .duplicateSections:
            found = firstRepeated(named([.newSectionIDs])) { snapshot.indexOfSection($0) != nil }
            note = "a section identifier may appear only once in a snapshot"
        case .duplicateItems:
            found = firstRepeated(named([.newItemIDs])) { snapshot.sectionIdentifier(containingItem: $0) != nil }
            note = "an item identifier may appear only once in a snapshot, across all its sections"
        }
        let reason = error.reason.replacingOccurrences(of: "\n    ", with: " ").replacingOccurrences(of: "\n", with: " ")
        return CommandFailure(message: reason, range: found?.range ?? c.range,
                              notes: [note, "'print snapshot pending' lists its sections and items"])
    }

    // MARK: Applying

    /// `apply`: the first apply (and `apply reload-data`) reloads the table;
    /// later ones perform the difference as one batch, then reconfigure. When
    /// the table refuses the batch, the table, the app and the applied
    /// snapshot stay as they were (the pending one too).
    func applySnapshot(_ c: Command) throws {
        guard let state = app.diffable else { throw failure(.notDiffable(command: c.spec.name), c) }
        let mode = try c.choice(ApplyMode.self, ifPresent: .applyMode) ?? .animating
        var reconfigured: [IndexPath] = []
        if !state.hasApplied || mode == .reloadData {
            app.sections = sections(showing: state.pending, from: state.current)
            table.reloadData()
        } else {
            let difference = SnapshotDifference(from: state.current, to: state.pending)
            try perform(difference, from: state.current, to: state.pending, c)
            reconfigured = difference.reconfiguredRows
        }
        var applied = state
        applied.current = state.pending.settled
        applied.pending = applied.current
        applied.hasApplied = true
        app.diffable = applied
        // After the batch, as UIKit does; the snapshot is applied even if the table refuses it (before iOS 15).
        if !reconfigured.isEmpty { try engine(c) { try table.reconfigureRows(at: reconfigured) } }
    }

    /// Performs a difference as one batch: the app's sections follow it (rows keep their attributes).
    private func perform(_ d: SnapshotDifference, from current: Snapshot, to new: Snapshot, _ c: Command) throws {
        func path(_ p: IndexPath) -> AppBatch.Path { AppBatch.Path(section: p.section, row: p.row) }
        var batch = AppBatch()
        batch.deletedSections = Set(d.deletedSections)
        for s in d.insertedSections {
            batch.insertedSections[s] = AppSection(rows: RowRuns(count: new.itemIdentifiers(inSectionAt: s).count))
        }
        for p in d.deletedRows { batch.deletedRows.insert(path(p)) }
        for p in d.insertedRows { batch.insertedRows[path(p)] = RowAttributes() }
        for move in d.movedRows { batch.movedRows[path(move.from)] = path(move.to) }
        let old = app.sections
        do {
            try engine(c) {
                try table.performBatchUpdates {
                    var sections = try batch.applied(to: old)
                    // A reloaded section shows the new snapshot's items (the difference names none of its rows).
                    for s in d.reloadedSections {
                        guard let id = current.sectionIdentifiers[safe: s], let n = new.indexOfSection(id),
                              sections.indices.contains(n) else { continue }
                        sections[n].rows = RowRuns(count: new.itemIdentifiers(inSectionAt: n).count)
                    }
                    app.sections = sections
                    if !d.deletedSections.isEmpty { try table.deleteSections(d.deletedSections) }
                    if !d.insertedSections.isEmpty { try table.insertSections(d.insertedSections) }
                    if !d.reloadedSections.isEmpty { try table.reloadSections(d.reloadedSections) }
                    if !d.deletedRows.isEmpty { try table.deleteRows(at: d.deletedRows) }
                    if !d.insertedRows.isEmpty { try table.insertRows(at: d.insertedRows) }
                    if !d.reloadedRows.isEmpty { try table.reloadRows(at: d.reloadedRows) }
                    for move in d.movedRows { try table.moveRow(at: move.from, to: move.to) }
                }
            }
        } catch let error as AppBatchError {
            app.sections = old
            throw failure(error.error, c)
        } catch {
            app.sections = old
            throw error
        }
    }

    /// The app's sections showing a snapshot by a reload: a section or item
    /// the old snapshot had keeps its attributes (header, height, reuse identifier).
    private func sections(showing new: Snapshot, from old: Snapshot) -> [AppSection] {
        // Only rows with attributes of their own are remembered, run by run.
        var attributes: [String: RowAttributes] = [:]
        for (s, section) in app.sections.enumerated() {
            let items = old.itemIdentifiers(inSectionAt: s)
            var row = 0
            for run in section.rows.runs {
                let end = min(row + run.count, items.count)
                if run.attributes != RowAttributes(), row < end {
                    for r in row..<end { attributes[items[r]] = run.attributes }
                }
                row += run.count
            }
        }
        return new.sectionIdentifiers.enumerated().map { s, id in
            var section = old.indexOfSection(id).flatMap { app.sections[safe: $0] } ?? AppSection(rows: RowRuns())
            let items = new.itemIdentifiers(inSectionAt: s)
            if attributes.isEmpty {
                section.rows = RowRuns(count: items.count)
            } else {
                section.rows = RowRuns()
                for (r, item) in items.enumerated() { section.rows.insert(attributes[item] ?? RowAttributes(), at: r) }
            }
            return section
        }
    }

    // MARK: Looking

    /// `print snapshot`: a line per section (`section A: x y`), then the pending marks.
    func printSnapshot(_ c: Command) throws -> [String] {
        guard let state = app.diffable else { throw failure(.notDiffable(command: c.spec.name), c) }
        let which = try c.choice(SnapshotChoice.self, ifPresent: .which) ?? .applied
        let snapshot = which == .applied ? state.current : state.pending
        func words(_ ids: [String]) -> String {
            let shown = ids.prefix(Interpreter.maximumPrintedLines).map(Self.spelling)
            let more = ids.count > shown.count ? ["… \(ids.count - shown.count) more"] : []
            return (shown + more).joined(separator: " ")
        }
        var lines = Interpreter.bounded(Array(snapshot.sectionIdentifiers.enumerated())) { s, id in
            let items = snapshot.itemIdentifiers(inSectionAt: s)
            return "section \(Self.spelling(id)):" + (items.isEmpty ? "" : " " + words(items))
        }
        let marks = [("reload sections", snapshot.reloadedSectionIdentifiers),
                     ("reload items", snapshot.reloadedItemIdentifiers),
                     ("reconfigure items", snapshot.reconfiguredItemIdentifiers)]
        for (label, ids) in marks where !ids.isEmpty { lines.append("\(label): " + words(ids)) }
        return lines.isEmpty ? ["none"] : lines
    }

    /// An identifier as a scenario writes it: bare when it reads as one word or whole number, else quoted.
    static func spelling(_ id: String) -> String {
        let isWord = id.first.map(\.isLetter) == true
            && id.allSatisfy { $0.isLetter || $0.isASCII && ($0.isNumber || $0 == "-" || $0 == "_") }
        let isNumber = !id.isEmpty && id.allSatisfy { $0.isASCII && $0.isNumber }
        if isWord || isNumber { return id }
        return TraceEvent.quoted(id)
    }
}
