import Foundation
import SeededRandom
import Testing
import TestSupport
import TablesimUIKit

/// A data source and delegate whose callbacks run a hook that may use the table.
@MainActor
final class HookSource: UITableViewDataSource, UITableViewDelegate {
    enum Callback { case numberOfRows, cellForRow, willDisplay, didEndDisplaying, heightForRow }
    /// Each row's label: "s,r" at first, "new k" for inserted rows.
    var items: [[String]]
    var inserted = 0
    var hook: (Callback, UITableView, IndexPath?) -> Void = { _, _, _ in }
    var calls = 0

    init(_ rows: [Int]) { items = rows.enumerated().map { s, n in (0..<n).map { "\(s),\($0)" } } }

    func insert(at indexPath: IndexPath) {
        inserted += 1
        items[indexPath.section].insert("new \(inserted)", at: indexPath.row)
    }

    func numberOfSections(in tableView: UITableView) -> Int { items.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        hook(.numberOfRows, tableView, nil)
        return items[section].count
    }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        cell.textLabel?.text = items[indexPath.section][indexPath.row]
        hook(.cellForRow, tableView, indexPath)
        return cell
    }
    func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        hook(.willDisplay, tableView, indexPath)
    }
    func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        hook(.didEndDisplaying, tableView, indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        hook(.heightForRow, tableView, indexPath)
        return 44
    }
}

@MainActor
struct ReentrancyTests {
    @Test func cellForRowInsideWillDisplayAndCellForRowAtDuringTheFirstLoad() {
        let source = HookSource([30])
        var seen: [String?] = []
        source.hook = { callback, table, indexPath in
            guard let indexPath, callback == .willDisplay || callback == .cellForRow else { return }
            seen.append(table.cellForRow(at: indexPath)?.textLabel?.text)
            if indexPath.row > 0 { _ = table.cellForRow(at: IndexPath(row: indexPath.row - 1, section: 0)) }
        }
        let table = makeTable(source)
        table.layoutIfNeeded()
        // 11 rows are bound (10 visible, 1 prefetched) and 10 displayed. During
        // its own cellForRowAt a row has no cell yet; in willDisplay it has.
        #expect(seen.count == 21)
        #expect(seen.filter { $0 != nil } == (0..<10).map { "0,\($0)" })
        #expect(table.visibleCells.count == 10)
    }

    @Test func reloadDataInsideWillDisplayIsDeferredToTheEndOfThePass() {
        let source = HookSource([30])
        var reloads = 0
        source.hook = { callback, table, indexPath in
            if callback == .willDisplay && indexPath?.row == 3 && reloads < 2 {
                reloads += 1
                table.reloadData()
            }
        }
        let table = makeTable(source)
        table.layoutIfNeeded()
        #expect(reloads == 2)
        #expect(table.visibleCells.map { $0.textLabel?.text } == (0..<10).map { "0,\($0)" })
    }

    @Test func aReloadInsideEveryWillDisplayStops() {
        let source = HookSource([5])
        source.hook = { callback, table, _ in
            if callback == .willDisplay { table.reloadData() }
        }
        let table = makeTable(source)
        table.layoutIfNeeded()
        #expect(table.numberOfRows(inSection: 0) == 5)
    }

    @Test func deleteRowsInsideCellForRowAtIsRefusedWithAClearError() {
        let source = HookSource([30])
        var exceptions: [UIKitException] = []
        source.hook = { callback, table, indexPath in
            guard callback == .cellForRow, indexPath?.row == 2 else { return }
            if let e = UIKitException.catching({ table.deleteRows(at: [IndexPath(row: 0, section: 0)], with: .fade) }) {
                exceptions.append(e)
            }
        }
        let table = makeTable(source)
        table.layoutIfNeeded()
        #expect(exceptions.count == 1)
        #expect(exceptions.first?.reason.contains("cannot change while it is calling its data source or delegate") == true)
        #expect(table.numberOfRows(inSection: 0) == 30)
        #expect(table.visibleCells.count == 10)
    }

    @Test func visibleCellsInsideCellForRowAtHoldTheCellsBoundSoFar() {
        let source = HookSource([30])
        var counts: [Int] = []
        source.hook = { callback, table, _ in
            if callback == .willDisplay { counts.append(table.visibleCells.count) }
        }
        let table = makeTable(source)
        table.layoutIfNeeded()
        #expect(counts == Array(1...10))
        #expect(table.visibleCells.count == table.indexPathsForVisibleRows?.count)
    }

    /// A seeded random walk: the app changes its model and tells the table,
    /// scrolls and selects, while every callback may call any public API.
    @Test(arguments: Soak.seeds(8, from: 1, chunks: 8))
    func randomCallsFromCallbacksNeverBreakTheTable(seeds: Range<UInt64>) {
        for seed in seeds {
            var rng = SplitMix64(seed: seed)
            let source = HookSource([rng.int(0...40), rng.int(0...40)])
            var depth = 0
            source.hook = { _, table, indexPath in
                guard depth < 3, rng.chance(0.3) else { return }
                depth += 1
                defer { depth -= 1 }
                _ = UIKitException.catching {
                    let ip = indexPath ?? IndexPath(row: 0, section: 0)
                    switch rng.int(0...12) {
                    case 0: _ = table.cellForRow(at: ip)
                    case 1: _ = table.visibleCells
                    case 2: _ = table.indexPathsForVisibleRows
                    case 3: table.reloadData()
                    case 4: table.deleteRows(at: [ip], with: .fade)
                    case 5: table.insertRows(at: [ip], with: .fade)
                    case 6: table.setContentOffset(CGPoint(x: 0, y: CGFloat(rng.int(0...800))), animated: false)
                    case 7: table.scrollToRow(at: ip, at: .middle, animated: false)
                    case 8: table.selectRow(at: ip, animated: false, scrollPosition: .none)
                    case 9: _ = table.rectForRow(at: ip)
                    case 10: table.layoutIfNeeded()
                    case 11: table.performBatchUpdates({ table.reloadRows(at: [ip], with: .none) })
                    default: _ = table.numberOfRows(inSection: ip.section)
                    }
                }
            }
            let table = makeTable(source)
            for _ in 0..<200 {
                _ = UIKitException.catching {
                    switch rng.int(0...5) {
                    case 0:
                        let s = rng.int(0...1)
                        let ip = IndexPath(row: rng.int(0...source.items[s].count), section: s)
                        source.insert(at: ip)
                        table.insertRows(at: [ip], with: .automatic)
                    case 1:
                        let s = rng.int(0...1)
                        guard !source.items[s].isEmpty else { return }
                        let r = rng.int(0...source.items[s].count - 1)
                        source.items[s].remove(at: r)
                        table.deleteRows(at: [IndexPath(row: r, section: s)], with: .automatic)
                    case 2: table.setContentOffset(CGPoint(x: 0, y: CGFloat(rng.int(-50...2000))), animated: false)
                    case 3: table.reloadData()
                    case 4: table.simulateScroll(by: CGFloat(rng.int(-300...300)))
                    default: table.rowHeight = CGFloat(rng.int(20...60))
                    }
                }
                // Whatever the callbacks did, the table agrees with the model and with itself.
                #expect(table.numberOfRows(inSection: 0) == source.items[0].count)
                #expect(table.numberOfRows(inSection: 1) == source.items[1].count)
                let visible = table.indexPathsForVisibleRows ?? []
                #expect(table.visibleCells.map { $0.textLabel?.text } == visible.map { source.items[$0.section][$0.row] })
            }
        }
    }
}
