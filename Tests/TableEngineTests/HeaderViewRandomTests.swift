import Foundation
import SeededRandom
import Testing
@testable import TableEngine

/// Random tables and random scrolling: after every step the header and
/// footer views on screen must be exactly the present ones whose frame
/// (ENGINE.md §3.2) overlaps the viewport, and a drag split in two must
/// leave the same trace as the whole (§8, §16).
@Suite struct HeaderViewRandomTests {
    static let sequences = 300

    func makeRandomTable(_ rng: inout SplitMix64) -> (TableView, HeaderViewSource) {
        let style = TableStyle.allCases.randomElement(using: &rng)!
        let counts = (0..<Int.random(in: 0...8, using: &rng)).map { _ in Int.random(in: 0...6, using: &rng) }
        let (t, s) = makeHeaderTable(counts, style: style)
        t.viewportHeight = [50, 200, 480].randomElement(using: &rng)!
        t.rowHeight = [0, 10, 44].randomElement(using: &rng)!
        t.sectionHeaderTopPadding = [0, 0, 22].randomElement(using: &rng)!
        // Mostly ordinary insets; sometimes negative or larger than the viewport.
        let inset = { (rng: inout SplitMix64) -> Double in [0, 0, 0, 10, -15, 600].randomElement(using: &rng)! }
        t.contentInset = ContentInset(top: inset(&rng), bottom: inset(&rng))
        if Int.random(in: 0..<3, using: &rng) == 0 { t.tableHeaderView = TableHeaderView(height: 30) }
        for sec in counts.indices {
            if Bool.random(using: &rng) { s.headers[sec] = [0, 12, 30, 100].randomElement(using: &rng)! }
            if Bool.random(using: &rng) { s.footers[sec] = [0, 8, 40].randomElement(using: &rng)! }
            if Int.random(in: 0..<4, using: &rng) == 0 { s.headerIDs[sec] = "Other" }
        }
        return (t, s)
    }

    /// The naive answer: every present header and footer whose frame overlaps the viewport.
    func expectedViews(_ t: TableView) throws -> [String] {
        var result: [String] = []
        let top = t.contentOffset, bottom = top + t.viewportHeight
        for sec in 0..<t.numberOfSections {
            for (kind, frame) in [("header", try t.frameForHeader(inSection: sec)), ("footer", try t.frameForFooter(inSection: sec))] {
                guard let frame, frame.height > 0, Double(frame.minY) < bottom, Double(frame.maxY) > top else { continue }
                result.append("\(kind) \(sec)")
            }
        }
        return result
    }

    @Test func viewsOnScreenMatchTheFramesAfterEveryStep() throws {
        var failures = 0
        for seed in 1...UInt64(Self.sequences) {
            var rng = SplitMix64(seed: seed)
            let (t, _) = makeRandomTable(&rng)
            t.layoutIfNeeded()
            for step in 0..<40 {
                switch Int.random(in: 0..<10, using: &rng) {
                case 0: try t.setContentOffset(Double(Int.random(in: -100...3000, using: &rng)))
                case 1: t.reloadData()
                default: try t.drag(by: Double(Int.random(in: -300...300, using: &rng)) / 2)
                }
                let actual = views(t).map { $0.split(separator: " ").prefix(2).joined(separator: " ") }
                let expected = try expectedViews(t)
                if actual != expected || t.invariantViolation() != nil {
                    Issue.record("seed \(seed) step \(step) offset \(t.contentOffset): \(actual) != \(expected) \(t.invariantViolation() ?? "")")
                    failures += 1
                    break
                }
            }
            if failures > 3 { break }
        }
    }

    @Test func aDragSplitInTwoLeavesTheSameTraceAsTheWhole() throws {
        var failures = 0
        for seed in 1...UInt64(Self.sequences) {
            var rng = SplitMix64(seed: seed)
            let start = Double(Int.random(in: 0...400, using: &rng))
            let first = Double(Int.random(in: -200...200, using: &rng)), second = Double(Int.random(in: -200...200, using: &rng))
            func run(_ drags: [Double]) throws -> [String] {
                var copy = SplitMix64(seed: seed)
                let (t, _) = makeRandomTable(&copy)
                // Only ordinary insets: other insets follow the frames pass by pass, without thresholds.
                t.contentInset = ContentInset(top: 0, bottom: 0)
                t.layoutIfNeeded()
                // Start inside the offset range: a drag from outside it is clamped at once.
                try t.setContentOffset(min(start, t.maxOffset))
                t.isTracing = true
                for d in drags { try t.drag(by: d) }
                return traceText(t) + views(t)
            }
            // Only splits that do not reach an end of the offset range midway (clamping differs).
            let whole = try run([first + second])
            let split = try run([first, second])
            if (first >= 0) == (second >= 0), whole != split {
                Issue.record("seed \(seed): start \(start), drag \(first) + \(second): \(split) != \(whole)")
                failures += 1
                if failures > 3 { break }
            }
        }
    }
}
