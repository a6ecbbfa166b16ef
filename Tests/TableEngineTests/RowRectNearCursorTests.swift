import Foundation
import SeededRandom
import Testing
@testable import TableEngine

/// `scrollToRow` reads the row's rect where the lookup cursor stands
/// (`rectForRow(_:)`): for every row, on screen or not, in the cursor's
/// section or another, after drags and jumps, it is `rectForRow(at:)`'s.
@Suite struct RowRectNearCursorTests {
    @Test(arguments: 0 ..< 6 as Range<UInt64>)
    func theRectReadNearTheCursorIsTheSearchedOne(seed: UInt64) throws {
        var rng = SplitMix64(seed: seed)
        let counts = (0 ..< Int.random(in: 1 ... 4, using: &rng)).map { _ in Int.random(in: 0 ... 120, using: &rng) }
        let (t, source) = makeTable(counts, style: Bool.random(using: &rng) ? .plain : .grouped) { t, source in
            t.estimatedRowHeight = Bool.random(using: &rng) ? 0 : 40
            for (s, n) in counts.enumerated() where n > 0 {
                source.headers[s] = [0, 20, 35].randomElement(using: &rng)
                for r in 0 ..< n where Int.random(in: 0 ..< 4, using: &rng) == 0 {
                    source.rowHeights[ip(s, r)] = [0, 12.5, 44, 90].randomElement(using: &rng)
                }
            }
        }
        _ = source
        for _ in 0 ..< 60 {
            switch Int.random(in: 0 ..< 3, using: &rng) {
            case 0: try t.drag(by: Double.random(in: -300 ... 300, using: &rng))
            case 1: try t.setContentOffset(Double.random(in: -50 ... t.contentHeight, using: &rng))
            default:
                let s = Int.random(in: 0 ..< counts.count, using: &rng)
                if counts[s] > 0 {
                    try t.scrollToRow(at: ip(s, Int.random(in: 0 ..< counts[s], using: &rng)),
                                      at: TableView.ScrollPosition.allCases.randomElement(using: &rng)!)
                }
            }
            t.layoutIfNeeded()
            for (s, n) in counts.enumerated() where n > 0 {
                for _ in 0 ..< 6 {
                    let r = Int.random(in: 0 ..< n, using: &rng)
                    #expect(t.rectForRow(RowPath(s, r)) == (try t.rectForRow(at: ip(s, r))))
                }
            }
        }
    }
}
