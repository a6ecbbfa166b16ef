import Foundation
import SeededRandom
@testable import TableEngine

/// An app for the editing, reordering and highlight tests: items per section
/// that commits and moves really change, per-row answers, and a delegate
/// that redirects as told. Its commit does what a correct app does: delete
/// the item and call `deleteRows`, or insert one after the row and call `insertRows`.
final class EditingApp: TableViewDataSource, TableViewDelegate {
    var items: [[String]]
    var cannotEdit: Set<IndexPath> = []
    var cannotMove: Set<IndexPath> = []
    var styles: [IndexPath: TableViewCell.EditingStyle] = [:]
    var noHighlight: Set<IndexPath> = []
    /// `willSelect`/`willDeselect` answers: another row, or nil for the rows in `refuse…`.
    var willSelect: [IndexPath: IndexPath] = [:]
    var willDeselect: [IndexPath: IndexPath] = [:]
    var refuseSelect: Set<IndexPath> = []
    var refuseDeselect: Set<IndexPath> = []
    /// Keeps a moved row in its own section (the common implementation).
    var sameSectionMoves = false
    /// Errors the app's own updates raised in `commit`.
    var updateErrors: [TableError] = []
    private var inserted = 0

    init(_ counts: [Int]) {
        items = counts.enumerated().map { s, n in (0..<n).map { "\(s).\($0)" } }
    }

    func numberOfSections(in tableView: TableView) -> Int { items.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items[section].count }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { !cannotEdit.contains(indexPath) }
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { !cannotMove.contains(indexPath) }
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle {
        styles[indexPath] ?? .delete
    }
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        do {
            switch editingStyle {
            case .delete:
                items[indexPath.section].remove(at: indexPath.row)
                try tableView.deleteRows(at: [indexPath])
            case .insert:
                inserted += 1
                items[indexPath.section].insert("new \(inserted)", at: indexPath.row + 1)
                try tableView.insertRows(at: [IndexPath(row: indexPath.row + 1, section: indexPath.section)])
            case .none:
                break
            }
        } catch let error as TableError {
            updateErrors.append(error)
        } catch {}
    }
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let item = items[sourceIndexPath.section].remove(at: sourceIndexPath.row)
        items[destinationIndexPath.section].insert(item, at: destinationIndexPath.row)
    }
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        guard sameSectionMoves, proposedDestinationIndexPath.section != sourceIndexPath.section else { return proposedDestinationIndexPath }
        let last = tableView.numberOfRows(inSection: sourceIndexPath.section) - 1
        let row = proposedDestinationIndexPath.section < sourceIndexPath.section ? 0 : last
        return IndexPath(row: row, section: sourceIndexPath.section)
    }
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { !noHighlight.contains(indexPath) }
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        refuseSelect.contains(indexPath) ? nil : willSelect[indexPath] ?? indexPath
    }
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        refuseDeselect.contains(indexPath) ? nil : willDeselect[indexPath] ?? indexPath
    }
}

/// A loaded, tracing table on an `EditingApp` (exact heights, 44-point rows,
/// 375 × 667: rows 0–15 visible; with prefetching, 16 is mounted hidden).
func makeEditingTable(_ counts: [Int], prefetching: Bool = true,
                      _ configure: (TableView, EditingApp) -> Void = { _, _ in }) -> (TableView, EditingApp) {
    let table = TableView()
    let app = EditingApp(counts)
    table.estimatedRowHeight = 0
    table.sectionHeaderTopPadding = 0
    table.isPrefetchingEnabled = prefetching
    table.dataSource = app
    table.delegate = app
    configure(table, app)
    table.layoutIfNeeded()
    table.isTracing = true
    return (table, app)
}

/// The highlight calls of a tap on row S,R (ENGINE.md §17).
func tapCalls(_ s: Int, _ r: Int) -> [String] {
    ["shouldHighlight \(s),\(r)", "didHighlight \(s),\(r)", "didUnhighlight \(s),\(r)"]
}

/// The trace since the last call, then cleared.
func drainTrace(_ t: TableView) -> [String] {
    defer { t.clearTrace() }
    return t.trace.map(\.description)
}

/// One random editing gesture of the user's on a visible row, as the
/// randomised suites drive them (ENGINE.md §13, §14): a swipe to delete that is
/// committed (the app deletes the row) or dismissed, or a reorder in editing
/// mode to a random place (the app moves the item). `rowCounts` are the app's
/// counts before it. Returns a description of what went wrong, or nil.
func randomEditingGesture(on table: TableView, rowCounts: [Int], visible: [IndexPath],
                          using rng: inout SplitMix64) -> String? {
    guard !visible.isEmpty else { return nil }
    do {
        if rng.chance(0.5) {
            let p = visible[rng.int(0...visible.count - 1)]
            guard try table.swipeToDelete(rowAt: p) else { return "a swipe on visible row \(p) did nothing" }
            if rng.chance(0.5) { try table.commitEditing(rowAt: p) } else { table.endSwipe() }
            return table.isEditing ? "still editing after the swipe on \(p) ended" : nil
        }
        let a = visible[rng.int(0...visible.count - 1)]
        let sections = rowCounts.indices.filter { rowCounts[$0] > 0 || $0 != a.section }
        let t = sections[rng.int(0...sections.count - 1)]
        let places = rowCounts[t] - (t == a.section ? 1 : 0)
        let b = IndexPath(row: rng.int(0...places), section: t)
        table.setEditing(true, animated: false)
        let landed = try table.dragRow(from: a, to: b)
        table.setEditing(false, animated: false)
        return landed == b ? nil : "a reorder to \(b) landed at \(landed)"
    } catch {
        return "gesture refused: \(error)"
    }
}

/// The array app deletes a committed row and moves a reordered one, as a correct app does.
extension ArrayApp {
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        sections[indexPath.section].rows.remove(at: indexPath.row)
        try? tableView.deleteRows(at: [indexPath])
    }

    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        let row = sections[sourceIndexPath.section].rows.remove(at: sourceIndexPath.row)
        sections[destinationIndexPath.section].rows.insert(row, at: destinationIndexPath.row)
    }
}
