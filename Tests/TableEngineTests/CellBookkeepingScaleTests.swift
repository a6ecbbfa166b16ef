import Foundation
import SeededRandom
import Testing
@testable import TableEngine

/// ENGINE.md §6, §7: cell identities and pools stay O(visible) whatever the
/// table's size. A 1,000,000-row table scrolled by steps, drags and jumps
/// never makes more cells than one screen's rows plus the profile's extras
/// (ios15: the two prefetched neighbours; ios14: the spare cell), and no cell
/// is lost: every cell made is bound or pooled. Counts only, no timing.
@Suite struct CellBookkeepingScaleTests {
    static let rows = 1_000_000
    static let steps = 2_000
    /// 44-point rows overlapping a 667-point viewport: 15 whole ones and two partial.
    static let mostVisible = 17

    @Test(arguments: [(PlatformProfile.ios15, 2), (.ios14, 1)])
    func cellsStayBoundedByTheScreenNotTheTable(platform: PlatformProfile, extras: Int) throws {
        let (t, _) = makeTable([Self.rows], platform: platform) { t, _ in
            // The O(n) layout-store check after every mutation would dominate;
            // the O(mounted + pooled) checks still run.
            t.invariantChecking = .upTo(rows: 10_000)
        }
        // A jump binds a new screenful before the old one is pooled (§12.5),
        // so at most two screenfuls of cells, however long the table.
        let limit = 2 * (Self.mostVisible + extras)
        var rng = SplitMix64(seed: 7)
        var deepest = 0
        for step in 0..<Self.steps {
            let what: String
            switch Int.random(in: 0..<4, using: &rng) {
            case 0:
                let d = Double(Int.random(in: -300...300, using: &rng))
                try t.scroll(by: d)
                what = "scroll \(d)"
            case 1:
                let d = Double(Int.random(in: -120...120, using: &rng))
                try t.drag(by: d)
                try t.drag(by: d)
                t.endDragging()
                what = "drag \(d) twice"
            case 2:
                let y = Double.random(in: t.minOffset...t.maxOffset, using: &rng).rounded()
                try t.setContentOffset(y)
                what = "jump to \(y)"
            default:
                let row = Int.random(in: 0..<Self.rows, using: &rng)
                let position = [TableView.ScrollPosition.top, .middle, .bottom, .none].randomElement(using: &rng)!
                try t.scrollToRow(at: ip(0, row), at: position)
                what = "scroll to 0,\(row) \(position)"
            }
            deepest = max(deepest, t.indexPathsForVisibleRows.last?.row ?? 0)
            let created = t.numberOfCellsCreated, bound = t.mountedCells.count
            let pooled = t.reusePool(withIdentifier: "Cell").count
            #expect(t.indexPathsForVisibleRows.count <= Self.mostVisible, "step \(step), \(what)")
            #expect(created <= limit, "step \(step), \(what): \(created) cells created")
            #expect(bound + pooled == created, "step \(step), \(what): \(bound) bound + \(pooled) pooled")
            if created > limit || bound + pooled != created { break }
        }
        // The walk reached the last tenth of the table, yet the cells are two screenfuls at most.
        #expect(deepest >= Self.rows * 9 / 10, "deepest visible row \(deepest)")
        #expect(t.numberOfCellsCreated >= Self.mostVisible)
    }
}
