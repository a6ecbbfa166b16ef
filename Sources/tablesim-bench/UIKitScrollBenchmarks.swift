import Foundation
import TableEngine
import TablesimUIKit

// MARK: Item 12: scrolling through TablesimUIKit

/// The UIKit app of item 12: item 4's table (one section of n rows, the
/// benchmark's heights, UIKit's defaults: estimated heights, prefetching)
/// with a registered cell class.
@MainActor
final class UIKitScrollApp: UITableViewDataSource, UITableViewDelegate {
    let rows: Int
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)

    init(rows: Int) {
        self.rows = rows
        table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        table.dataSource = self
        table.delegate = self
        table.layoutIfNeeded()
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        CGFloat(FixedPoint.points(benchHeight(0, indexPath.row).0))
    }
}

// One function per side, so that callgrind counts each apart (`--only uikit-scroll --reps 1`).

/// `steps` steps of 10 points the way an app scrolls a UIKit table: set the
/// content offset, then lay out.
@MainActor @inline(never)
func scrollThroughUIKit(_ app: UIKitScrollApp, steps: Int) -> Int {
    let table = app.table
    // The offset is set exactly as given: the loop keeps it, and reads the
    // content height again only when a step would pass the one it knows.
    let viewport = table.frame.height
    var y = table.contentOffset.y, bottom = table.contentSize.height
    for _ in 0..<steps {
        y += 10
        if y + viewport > bottom {
            bottom = table.contentSize.height
            if y + viewport > bottom { y = 0 }
        }
        table.contentOffset = CGPoint(x: 0, y: y)
        table.layoutIfNeeded()
    }
    return table.visibleCells.count
}

/// The same steps on the engine's table the same way: set the content
/// offset (a jump), then lay out. The item's baseline: what TablesimUIKit
/// adds to the engine doing the same operation.
@inline(never)
func scrollThroughEngine(_ table: TableView, steps: Int) -> Int {
    var y = table.contentOffset
    for _ in 0..<steps {
        y += 10
        if y > table.maxOffset { y = 0 }
        try? table.setContentOffset(y)
        table.layoutIfNeeded()
    }
    return table.visibleCells.count
}

/// The same steps as drags on the engine's table (item 4's operation): a
/// second figure for the item, with no target.
@inline(never)
func dragThroughEngine(_ table: TableView, steps: Int) -> Int {
    for _ in 0..<steps {
        if table.contentOffset + 10 > table.maxOffset { try? table.setContentOffset(0) }
        try? table.drag(by: 10)
    }
    return table.visibleCells.count
}

/// 1M steps of 10 points through TablesimUIKit (`contentOffset` then
/// `layoutIfNeeded()`, a jump and one layout pass each) against 1M steps of
/// 10 points on the engine's `TableView` with the same rows through
/// `setContentOffset(_:)` and `layoutIfNeeded()`, in the same run; the
/// target is within 1.5× of the engine. The engine's drags of 10 points
/// run beside them and are reported in the item's name.
func benchUIKitScroll(n: Int, steps: Int, repetitions: Int) -> BenchResult {
    MainActor.assumeIsolated {
        let app = UIKitScrollApp(rows: n)
        let (table, _) = makeTable(n)
        let (dragged, _) = makeTable(n)
        var uikit: [Double] = [], engine: [Double] = [], drags: [Double] = []
        for _ in 0..<repetitions {
            uikit.append(medianNanoseconds(repetitions: 1) { blackHole(scrollThroughUIKit(app, steps: steps)) })
            engine.append(medianNanoseconds(repetitions: 1) { blackHole(scrollThroughEngine(table, steps: steps)) })
            drags.append(medianNanoseconds(repetitions: 1) { blackHole(dragThroughEngine(dragged, steps: steps)) })
        }
        let name = "\(steps) UIKit contentOffset steps of 10 pt (vs the engine's setContentOffset; "
            + "\(format(median(uikit) / median(drags), digits: 2))× its drags)"
        return BenchResult(item: "12", name: name, n: n,
                           measured: median(uikit), baseline: median(engine), goal: .slowerAtMost(1.5))
    }
}
