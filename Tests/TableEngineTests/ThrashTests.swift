import Foundation
import SeededRandom
import Testing
import TestSupport
@testable import TableEngine

/// Texture-style thrash test: seeded random batches over random tables,
/// applied to the engine and to a naive array model, compared after every batch.
/// `make test` runs 200 seeds in 8 parallel chunks; `TABLESIM_SOAK=N` runs 200N
/// (docs/TESTING.md). Replay one failing seed with
/// `THRASH_SEED=N swift test --filter ThrashTests`.
@Suite struct ThrashTests {
    static let batchesPerSeed = 60
    static let only = ProcessInfo.processInfo.environment["THRASH_SEED"].flatMap(UInt64.init)

    @Test(arguments: only.map { [$0 ..< $0 + 1] } ?? Soak.seeds(200, chunks: 8))
    func randomBatchesMatchTheArrayModel(seeds: Range<UInt64>) throws {
        var batches = 0
        for seed in seeds {
            var thrash = Thrash(seed: seed)
            for i in 0..<Self.batchesPerSeed {
                if let problem = thrash.step() {
                    Issue.record("thrash seed \(seed), batch \(i): \(problem)\nreplay: THRASH_SEED=\(seed) swift test --filter ThrashTests")
                    break
                }
                batches += 1
            }
        }
        #expect(batches == seeds.count * Self.batchesPerSeed, "seeds \(seeds)")
    }
}

private struct Thrash {
    let seed: UInt64
    var rng: SplitMix64
    let app: ArrayApp
    let table: TableView
    var nextID = 0
    /// Rows (by tag) measured at some time: under estimates, an update takes
    /// every row's measurement away but leaves its height (ENGINE.md §9).
    var measuredTags = Set<String>()

    init(seed: UInt64) {
        self.seed = seed
        rng = SplitMix64(seed: seed)
        app = ArrayApp()
        table = TableView(style: rng.chance(0.7) ? .plain : .grouped)
        // Every profile with both prefetching settings, in turn (ENGINE.md §12).
        table.platform = PlatformProfile.allCases[Int(seed % 3)]
        table.isPrefetchingEnabled = (seed / 3) % 2 == 0
        table.viewportHeight = Double(rng.int(150...500))
        table.allowsMultipleSelection = true
        let sections = rng.int(0...10)
        app.sections = (0..<sections).map { _ in newSection() }
        table.dataSource = app
        table.delegate = app
        table.layoutIfNeeded()
    }

    mutating func newRow() -> ModelRow {
        nextID += 1
        return ModelRow(id: nextID, height: [20, 30, 44, 60][rng.int(0...3)])
    }

    mutating func newSection() -> ModelSection {
        nextID += 1
        var s = ModelSection(id: nextID)
        s.header = [-1, -1, 0, 20][rng.int(0...3)]
        s.footer = [-1, -1, 0, 10][rng.int(0...3)]
        s.rows = (0..<rng.int(0...10)).map { _ in newRow() }
        return s
    }

    /// One random batch; returns a description of the first mismatch.
    mutating func step() -> String? {
        // Random offset and selection first.
        let maxOffset = table.maxOffset
        try? table.setContentOffset(rng.chance(0.3) ? maxOffset : Double(rng.int(0...Int(maxOffset))))
        let all = app.sections.enumerated().flatMap { s, sec in sec.rows.indices.map { ip(s, $0) } }
        for p in all where rng.chance(0.1) { try? table.tapRow(at: p) }
        noteMeasured()
        // Sometimes the user swipes, commits or reorders first (ENGINE.md §13, §14).
        if rng.chance(0.3), let problem = gesture() { return problem }
        noteMeasured()

        let before = Dictionary(uniqueKeysWithValues: zip(table.indexPathsForMountedRows, table.mountedCells).map { p, cell in
            (app.sections[p.section].rows[p.row].tag, cell.identity)
        })
        let selectedTags = Set(table.indexPathsForSelectedRows.map { app.sections[$0.section].rows[$0.row].tag })
        let oldOffset = table.contentOffset

        var ops: [(TableView) throws -> Void] = []
        let (final, counted) = makeBatch(&ops)
        ops.shuffle(using: &rng)

        // Sometimes the app gets its data wrong: the update must be refused and change nothing.
        if rng.chance(0.05) {
            let old = app.sections
            var wrong: [ModelSection]
            if !counted.isEmpty && rng.chance(0.5) {
                // One row too many or too few in a section whose row count is checked.
                wrong = final
                let f = counted[rng.int(0...counted.count - 1)]
                if !wrong[f].rows.isEmpty && rng.chance(0.5) { wrong[f].rows.removeLast() } else { wrong[f].rows.append(newRow()) }
            } else {
                // The section count: the data left unchanged when it changes, else one section too many.
                wrong = final.count != old.count ? old : final + [newSection()]
            }
            let snapshot = TableSnapshot(table)
            do {
                try table.performBatchUpdates {
                    app.sections = wrong
                    for op in ops { try op(table) }
                }
                return "an inconsistent update was accepted"
            } catch let error as TableError {
                guard case .invalidUpdate = error else { return "refused with \(error)" }
            } catch {
                return "refused with \(error)"
            }
            app.sections = old
            if TableSnapshot(table) != snapshot { return "a refused update changed the table" }
            return table.invariantViolation()
        }

        do {
            try table.performBatchUpdates {
                app.sections = final
                for op in ops { try op(table) }
            }
        } catch {
            return "refused: \(error)"
        }
        return compare(before: before, selectedTags: selectedTags, oldOffset: oldOffset)
    }

    private enum Entry { case stay(Int), moved(Int), fresh(ModelSection) }
    private struct Slot { var row: ModelRow; var origin: IndexPath?; var reloaded = false }

    /// Builds a random batch: the operations to tell the table, the app's data
    /// after it, and the sections after it whose row counts the table checks
    /// (those neither inserted nor reloaded).
    private mutating func makeBatch(_ ops: inout [(TableView) throws -> Void]) -> (final: [ModelSection], counted: [Int]) {
        let old = app.sections
        var deleted = Set<Int>(), reloaded = Set<Int>(), moved: [Int] = []
        for s in old.indices {
            if rng.chance(0.1) { deleted.insert(s) } else if rng.chance(0.1) { reloaded.insert(s) } else if rng.chance(0.1) { moved.append(s) }
        }
        var list: [Entry] = old.indices.filter { !deleted.contains($0) && !moved.contains($0) }.map { .stay($0) }
        for s in moved { list.insert(.moved(s), at: rng.int(0...list.count)) }
        for _ in 0...list.count where rng.chance(0.1) { list.insert(.fresh(newSection()), at: rng.int(0...list.count)) }

        // Rows of surviving, non-reloaded sections.
        var slots: [Int: [Slot]] = [:]  // by old section
        var movedRows: [Slot] = []
        var deletedRows: [IndexPath] = [], reloadedRows: [IndexPath] = []
        for s in old.indices {
            let gone = deleted.contains(s) || reloaded.contains(s)
            for (r, row) in old[s].rows.enumerated() {
                if gone {
                    if rng.chance(0.1) { deletedRows.append(ip(s, r)) }  // absorbed by the section's own change
                } else if rng.chance(0.1) {
                    deletedRows.append(ip(s, r))
                } else if rng.chance(0.1) {
                    var changed = row
                    changed.version += 1
                    changed.height = [20, 30, 44, 60][rng.int(0...3)]
                    slots[s, default: []].append(Slot(row: changed, origin: ip(s, r), reloaded: true))
                    reloadedRows.append(ip(s, r))
                } else if rng.chance(0.1) {
                    movedRows.append(Slot(row: row, origin: ip(s, r)))
                } else {
                    slots[s, default: []].append(Slot(row: row, origin: ip(s, r)))
                }
            }
        }
        var finalSlots: [[Slot]?] = list.map { entry in
            switch entry {
            case .stay(let s) where reloaded.contains(s): return nil
            case .stay(let s), .moved(let s): return slots[s] ?? []
            case .fresh: return nil
            }
        }
        let targets = finalSlots.indices.filter { finalSlots[$0] != nil }
        for slot in movedRows {
            if targets.isEmpty { deletedRows.append(slot.origin!); continue }
            let f = targets[rng.int(0...targets.count - 1)]
            finalSlots[f]!.insert(slot, at: rng.int(0...finalSlots[f]!.count))
        }
        for f in targets {
            for _ in 0...finalSlots[f]!.count where rng.chance(0.1) {
                finalSlots[f]!.insert(Slot(row: newRow(), origin: nil), at: rng.int(0...finalSlots[f]!.count))
            }
        }

        let movedOrigins = Set(movedRows.compactMap(\.origin))
        var final: [ModelSection] = []
        var insertedSections: [Int] = [], insertedRows: [IndexPath] = [], counted: [Int] = []
        for (f, entry) in list.enumerated() {
            switch entry {
            case .fresh(let section):
                final.append(section)
                insertedSections.append(f)
            case .stay(let s) where reloaded.contains(s):
                var section = newSection()
                section.id = old[s].id
                final.append(section)
            case .stay(let s), .moved(let s):
                if case .moved = entry { ops.append { try $0.moveSection(s, toSection: f) } }
                var section = old[s]
                section.rows = finalSlots[f]!.map(\.row)
                for (r, slot) in finalSlots[f]!.enumerated() {
                    if let origin = slot.origin {
                        if movedOrigins.contains(origin) { ops.append { try $0.moveRow(at: origin, to: ip(f, r)) } }
                    } else {
                        insertedRows.append(ip(f, r))
                    }
                }
                counted.append(f)
                final.append(section)
            }
        }
        let d = deleted, rs = reloaded
        if !d.isEmpty { ops.append { try $0.deleteSections(Array(d)) } }
        if !rs.isEmpty { ops.append { try $0.reloadSections(Array(rs)) } }
        if !insertedSections.isEmpty { ops.append { [insertedSections] in try $0.insertSections(insertedSections) } }
        // Row operations, split into a few calls.
        for (list, call) in [(deletedRows, 0), (reloadedRows, 1), (insertedRows, 2)] where !list.isEmpty {
            for chunk in list.shuffled(using: &rng).chunked(rng.int(1...3)) {
                switch call {
                case 0: ops.append { try $0.deleteRows(at: chunk) }
                case 1: ops.append { try $0.reloadRows(at: chunk) }
                default: ops.append { try $0.insertRows(at: chunk) }
                }
            }
        }
        return (final, counted)
    }

    /// Records the rows measured now.
    mutating func noteMeasured() {
        for (s, section) in app.sections.enumerated() {
            for (r, row) in section.rows.enumerated() where table.store.isMeasured(s, r) { measuredTags.insert(row.tag) }
        }
    }

    /// Compares the table with the naive model of `app.sections`.
    private func compare(before: [String: Int], selectedTags: Set<String>, oldOffset: Double) -> String? {
        if let problem = table.invariantViolation() { return problem }
        let model = app.sections
        guard table.numberOfSections == model.count else { return "sections \(table.numberOfSections), expected \(model.count)" }
        let grouped = table.style.isGrouped
        let anyHeader = model.contains { $0.header >= 0 }
        // Plain headers have the profile's gap above them (§12.3); grouped
        // tables without a table header view begin with a 35-pt band (§12.4).
        let pad = grouped ? 0 : table.effectiveSectionHeaderTopPadding
        let estimating = table.estimatedRowHeight != 0
        var y = 0.0
        var rows: [(IndexPath, Double, Double)] = []
        for (s, section) in model.enumerated() {
            guard table.numberOfRows(inSection: s) == section.rows.count else {
                return "section \(s) has \(table.numberOfRows(inSection: s)) rows, expected \(section.rows.count)"
            }
            let header = section.header >= 0 ? section.header : (!grouped ? 0 : (s == 0 && !anyHeader) ? 35 : 18)
            let footer = section.footer >= 0 ? section.footer : (grouped ? 18 : 0)
            if (try? table.rectForHeader(inSection: s)).map({ Double($0.height) }) != header { return "header \(s) height, expected \(header)" }
            y += header > 0 ? header + pad : 0
            for (r, row) in section.rows.enumerated() {
                let rect = try! table.rectForRow(at: ip(s, r))
                // Under estimates a row not measured yet stands at the table's row height (§12.1), and
                // one whose measurement an update took away at the height it had (§9).
                let stands = measuredTags.contains(row.tag) ? row.height : table.rowHeight
                let height = estimating && !table.store.isMeasured(s, r) ? stands : row.height
                guard Double(rect.minY) == y, Double(rect.height) == height else { return "rect \(s),\(r) is \(rect), expected y \(y) h \(height)" }
                rows.append((ip(s, r), y, height))
                y += height
            }
            y += footer
        }
        guard table.contentHeight == y else { return "content height \(table.contentHeight), expected \(y)" }
        // Measuring never moves the offset (§7): under estimates it was clamped before the rows were measured.
        let expectedOffset = estimating ? table.contentOffset : min(max(oldOffset, 0), max(0, y - table.viewportHeight))
        guard table.contentOffset == expectedOffset, expectedOffset <= max(oldOffset, 0) else {
            return "offset \(table.contentOffset), expected \(expectedOffset)"
        }
        let top = expectedOffset, bottom = expectedOffset + table.viewportHeight
        let visibleIdx = rows.indices.filter { rows[$0].1 < bottom && rows[$0].1 + rows[$0].2 > top }
        let visible = visibleIdx.map { rows[$0].0 }
        guard table.indexPathsForVisibleRows == visible else { return "visible \(table.indexPathsForVisibleRows), expected \(visible)" }
        var mounted = visible
        if table.isPrefetchingEnabled, let first = visibleIdx.first, let last = visibleIdx.last {
            if first > 0 { mounted.insert(rows[first - 1].0, at: 0) }
            if last + 1 < rows.count { mounted.append(rows[last + 1].0) }
        }
        guard table.indexPathsForMountedRows == mounted else { return "mounted \(table.indexPathsForMountedRows), expected \(mounted)" }
        for p in mounted where !table.store.isMeasured(p.section, p.row) { return "mounted row \(p) was not measured" }
        for (p, cell) in zip(table.indexPathsForMountedRows, table.mountedCells) {
            let tag = model[p.section].rows[p.row].tag
            guard cell.content["row"] == tag, cell.indexPath == p else { return "cell \(cell) at \(p) shows \(cell.content["row"] ?? "-"), expected \(tag)" }
            if let old = before[tag], old != cell.identity { return "row \(tag) at \(p) changed cell #\(old) for \(cell)" }
        }
        let selected = Set(table.indexPathsForSelectedRows.map { model[$0.section].rows[$0.row].tag })
        let tags = Set(model.flatMap { $0.rows.map(\.tag) })
        guard selected == selectedTags.intersection(tags) else { return "selected \(selected.sorted()), expected \(selectedTags.intersection(tags).sorted())" }
        return nil
    }
}

extension Thrash {
    /// A swipe on a visible row that is committed (the app deletes the row) or
    /// dismissed, or a reorder in editing mode to a random place (the app moves
    /// the item). The batch that follows compares everything with the model.
    mutating func gesture() -> String? {
        let visible = table.indexPathsForVisibleRows
        guard !visible.isEmpty else { return nil }
        // Cells, selection and offset before it: the gesture keeps each row's cell and selection.
        let cells = Dictionary(uniqueKeysWithValues: zip(table.indexPathsForMountedRows, table.mountedCells).map { p, cell in
            (app.sections[p.section].rows[p.row].tag, cell.identity)
        })
        let selected = Set(table.indexPathsForSelectedRows.map { app.sections[$0.section].rows[$0.row].tag })
        let offset = table.contentOffset
        if let problem = randomEditingGesture(on: table, rowCounts: app.sections.map(\.rows.count), visible: visible, using: &rng) {
            return problem
        }
        return compare(before: cells, selectedTags: selected, oldOffset: offset).map { "after a gesture: \($0)" }
    }
}

extension Array {
    func chunked(_ n: Int) -> [[Element]] {
        stride(from: 0, to: count, by: n).map { Array(self[$0..<Swift.min($0 + n, count)]) }
    }
}
