import Foundation
import SeededRandom
import Testing
import TestSupport
@testable import TableEngine

/// Random tables, random scrolling and the user's editing gestures between
/// scroll steps (swipe to delete, committed or dismissed, and reorders in
/// editing mode, over an app that really deletes and moves its rows); after
/// every step the engine's visible and mounted rows must equal a naive
/// recomputation from the rects (ENGINE.md §6), cells must be consistent (§7)
/// and show the app's rows, the counts must be the app's, and the invariants hold.
/// `make test` runs 500 sequences in 10 parallel chunks; `TABLESIM_SOAK=N`
/// runs 500N (docs/TESTING.md).
@Suite struct RandomizedScrollingTests {
    static let steps = 60

    @Test(arguments: Soak.seeds(500, from: 1, chunks: 10))
    func randomScrollingMatchesNaiveRecomputation(seeds: Range<UInt64>) throws {
        try runSeeds(seeds) { try run(seed: $0) }
    }

    func run(seed: UInt64) throws -> String? {
        var rng = SplitMix64(seed: seed)
        let style = TableStyle.allCases.randomElement(using: &rng)!
        // Every profile with both prefetching settings, in turn (ENGINE.md §12).
        let platform = PlatformProfile.allCases[Int(seed % 3)]
        let sectionCount = Int.random(in: 0...6, using: &rng)
        let counts = (0..<sectionCount).map { _ in Bool.random(using: &rng) ? Int.random(in: 0...3, using: &rng) : Int.random(in: 0...30, using: &rng) }
        // The array app deletes a committed row and moves a reordered one (EditingTestSupport.swift).
        let app = ArrayApp()
        let t = TableView(style: style)
        t.platform = platform
        t.estimatedRowHeight = 0
        t.sectionHeaderTopPadding = 0
        t.isPrefetchingEnabled = (seed / 3) % 2 == 0
        t.viewportHeight = [100, 220, 480, 667].randomElement(using: &rng)!
        t.rowHeight = [0, 10, 44, 60.5].randomElement(using: &rng)!
        var nextID = 0
        for (sec, n) in counts.enumerated() {
            var section = ModelSection(id: sec)
            for _ in 0..<n {
                nextID += 1
                let own = Int.random(in: 0..<4, using: &rng) == 0
                section.rows.append(ModelRow(id: nextID, height: own ? [0, 0.5, 17, 44, 100, 300].randomElement(using: &rng)! : t.rowHeight))
            }
            if Bool.random(using: &rng) { section.header = [0, 18, 30].randomElement(using: &rng)! }
            if Bool.random(using: &rng) { section.footer = [0, 10, 40].randomElement(using: &rng)! }
            app.sections.append(section)
        }
        t.dataSource = app
        t.delegate = app
        t.contentInset = ContentInset(top: [0, 20, 64].randomElement(using: &rng)!, bottom: [0, 34].randomElement(using: &rng)!)
        if Bool.random(using: &rng) { t.estimatedRowHeight = [0, 20, 44, 120, TableView.automaticDimension].randomElement(using: &rng)! }
        if Int.random(in: 0..<3, using: &rng) == 0 { t.sectionHeaderTopPadding = [0, 22, 7.5].randomElement(using: &rng)! }
        if Int.random(in: 0..<3, using: &rng) == 0 {
            t.tableHeaderView = TableHeaderView(height: [10, 44, 56].randomElement(using: &rng)!, kind: .searchbar)
        }
        t.layoutIfNeeded()
        if let v = t.invariantViolation() { return "after load: \(v)" }

        var before: [IndexPath: ObjectIdentifier] = [:]
        // After a load with estimates, the rows stay those of the estimated
        // first pass until the next layout pass (§6, §7).
        var unsettled = t.isEstimating
        for step in 0..<Self.steps {
            snapshot(t, into: &before)
            let action = Int.random(in: 0..<12, using: &rng)
            var identityMustHold = true
            var describe = ""
            var gesture: GestureStart?
            switch action {
            case 0...3:
                let d = Double(Int.random(in: -800...800, using: &rng)) / [1, 2, 4].randomElement(using: &rng)!
                describe = "drag \(d)"
                try t.drag(by: d)
                unsettled = false
                if t.isEstimating { identityMustHold = false }
            case 4:
                describe = "release"
                t.endDragging()
                identityMustHold = false
                if unsettled { continue }
            case 5:
                let d = Double(Int.random(in: -400...400, using: &rng))
                describe = "scroll \(d)"
                try t.scroll(by: d)
                unsettled = false
                identityMustHold = false
            case 6, 7:
                let y = Double(Int.random(in: -100...Int(max(0, t.contentHeight)) + 100, using: &rng))
                describe = "scroll to \(y)"
                try t.setContentOffset(y)
                unsettled = false
            case 8:
                let allRows = app.sections.enumerated().flatMap { sec, section in section.rows.indices.map { ip(sec, $0) } }
                guard let row = allRows.randomElement(using: &rng) else { continue }
                let position = [TableView.ScrollPosition.top, .middle, .bottom, .none].randomElement(using: &rng)!
                describe = "scroll to \(text([row])) \(position)"
                try t.scrollToRow(at: row, at: position)
                unsettled = false
            case 9:
                describe = "reload-data"
                t.reloadData()
                identityMustHold = false
                unsettled = t.isEstimating
                if unsettled { continue }   // the first pass with estimates is allowed to be wrong (§7)
            default:
                let start = GestureStart(t, app)
                describe = "editing gesture from \(start.counts)"
                if let problem = randomEditingGesture(on: t, rowCounts: start.counts, visible: t.indexPathsForVisibleRows, using: &rng) {
                    return "step \(step) (\(describe)): \(problem)"
                }
                describe += " to \(app.sections.map(\.rows.count))"
                gesture = start
                identityMustHold = false
            }
            if let problem = checkModel(t, app, after: gesture) {
                return "step \(step) (\(describe)), offset \(t.contentOffset): \(problem)"
            }
            // A swipe dismissed on the first pass with estimates runs no layout pass (§7).
            if gesture != nil && unsettled { continue }
            if let problem = check(t, before: identityMustHold ? before : nil) {
                return "step \(step) (\(describe)), offset \(t.contentOffset): \(problem)"
            }
        }
        return nil
    }

    /// What an editing gesture starts from: the app's counts, the cells of
    /// its mounted rows by the rows' tags, and the offset.
    struct GestureStart {
        var counts: [Int]
        var cells: [String: ObjectIdentifier] = [:]
        var offset: Double

        init(_ t: TableView, _ app: ArrayApp) {
            counts = app.sections.map(\.rows.count)
            offset = t.contentOffset
            for (p, cell) in zip(t.indexPathsForMountedRows, t.mountedCells) {
                // A zero-height row can drop out of the mounted rows and come back (§6).
                if ((try? t.rectForRow(at: p))?.height ?? 0) > 0 { cells[app.sections[p.section].rows[p.row].tag] = ObjectIdentifier(cell) }
            }
        }
    }

    /// The table against the app's model: its counts, and every mounted cell
    /// showing the app's row at its index path. After an editing gesture, the
    /// rows that stay mounted keep their cells, and the offset is the one
    /// before it, clamped into the new range when a row was deleted (§8, §9).
    func checkModel(_ t: TableView, _ app: ArrayApp, after gesture: GestureStart?) -> String? {
        let counts = app.sections.map(\.rows.count)
        let table = (0..<t.numberOfSections).map { t.numberOfRows(inSection: $0) }
        guard table == counts else { return "row counts \(table), the app's \(counts)" }
        for (p, cell) in zip(t.indexPathsForMountedRows, t.mountedCells) {
            let tag = app.sections[p.section].rows[p.row].tag
            guard cell.content["row"] == tag else { return "cell \(cell) at \(text([p])) shows \(cell.content["row"] ?? "-"), the app's row is \(tag)" }
        }
        guard let gesture else { return nil }
        for (p, cell) in zip(t.indexPathsForMountedRows, t.mountedCells) {
            let tag = app.sections[p.section].rows[p.row].tag
            if let old = gesture.cells[tag], old != ObjectIdentifier(cell) { return "row \(tag) at \(text([p])) changed cell for \(cell)" }
        }
        let offset = t.contentOffset
        if counts.reduce(0, +) == gesture.counts.reduce(0, +) {
            // Dismissed or reordered: no row went, the offset stays even out of range.
            guard offset == gesture.offset else { return "offset moved from \(gesture.offset)" }
        } else if t.isEstimating {
            // Clamped before the rows entering were measured (§7): never below the range, never further down.
            guard offset >= t.minOffset, offset <= max(gesture.offset, t.minOffset) else { return "offset \(offset) from \(gesture.offset)" }
        } else {
            let expected = min(max(gesture.offset, t.minOffset), t.maxOffset)
            guard offset == expected else { return "offset \(offset) from \(gesture.offset), expected \(expected)" }
        }
        return nil
    }

    func snapshot(_ t: TableView, into map: inout [IndexPath: ObjectIdentifier]) {
        map.removeAll()
        for cell in t.mountedCells { if let p = cell.indexPath { map[p] = ObjectIdentifier(cell) } }
    }

    func check(_ t: TableView, before: [IndexPath: ObjectIdentifier]?) -> String? {
        if let v = t.invariantViolation() { return v }
        let top = t.contentOffset, bottom = top + t.viewportHeight
        var all: [IndexPath] = []
        for sec in 0..<t.numberOfSections { for r in 0..<t.numberOfRows(inSection: sec) { all.append(ip(sec, r)) } }
        var visible: [IndexPath] = []
        for p in all {
            let r = try! t.rectForRow(at: p)
            if min(Double(r.maxY), bottom) - max(Double(r.minY), top) > 0 { visible.append(p) }
        }
        if visible != t.indexPathsForVisibleRows {
            return "visible \(text(t.indexPathsForVisibleRows)), naive \(text(visible))"
        }
        var mounted = visible
        if t.isPrefetchingEnabled, let first = visible.first, let last = visible.last {
            let i = all.firstIndex(of: first)!, j = all.firstIndex(of: last)!
            if i > 0 { mounted.insert(all[i - 1], at: 0) }
            if j + 1 < all.count { mounted.append(all[j + 1]) }
        }
        if mounted != t.indexPathsForMountedRows {
            return "mounted \(text(t.indexPathsForMountedRows)), naive \(text(mounted))"
        }
        let bound = Set(t.mountedCells.map(ObjectIdentifier.init))
        for id in t.reuseIdentifiers {
            for cell in t.reusePool(withIdentifier: id) where bound.contains(ObjectIdentifier(cell)) {
                return "\(cell) is bound and pooled"
            }
        }
        for (p, cell) in zip(t.indexPathsForMountedRows, t.mountedCells) where cell.indexPath != p {
            return "cell \(cell) of \(text([p])) says \(cell.indexPath.map { text([$0]) } ?? "nil")"
        }
        if let before {
            for (p, cell) in zip(t.indexPathsForMountedRows, t.mountedCells) {
                // A zero-height row can be a prefetched neighbour, drop out while
                // visible rows surround it, and come back within one drag (§6).
                let zeroHeight = ((try? t.rectForRow(at: p))?.height ?? 0) == 0
                if !zeroHeight, let old = before[p], old != ObjectIdentifier(cell) {
                    return "row \(text([p])) stayed mounted but changed cell (\(t.style) \(t.platform) vh \(t.viewportHeight) est \(t.estimatedRowHeight) heights \(t.indexPathsForMountedRows.map { Double((try? t.rectForRow(at: $0))?.height ?? -1) }))"
                }
            }
        }
        return nil
    }
}
