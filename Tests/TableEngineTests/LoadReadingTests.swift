import Foundation
import Testing
@testable import TableEngine

/// A load asks every header height, footer height, row count and row height
/// of the data source and delegate set at that moment: one replaced by a
/// callback answers from the next call on, in the middle of a section or of
/// its rows (the load holds them between calls, ENGINE.md §7).
@Suite struct LoadReadingTests {
    /// A delegate answering every header, footer and row height with `points`,
    /// and handing the table `next` (once) right after the call named `handOver`.
    final class Handing: TableViewDelegate {
        let points: Double
        let handOver: String
        var next: TableViewDelegate?
        init(_ points: Double, handOver: String = "", to next: TableViewDelegate? = nil) {
            (self.points, self.handOver, self.next) = (points, handOver, next)
        }
        private func answer(_ call: String, _ table: TableView) -> Double {
            if call == handOver, let next { self.next = nil; table.delegate = next }
            return points
        }
        func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { answer("header \(section)", tableView) }
        func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { answer("footer \(section)", tableView) }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
            answer("row \(indexPath.section),\(indexPath.row)", tableView)
        }
    }

    /// A table of three sections of three rows, every height asked at load
    /// (no estimates), its delegate `first`, loaded.
    func loaded(_ first: TableViewDelegate, source: TableViewDataSource? = nil) -> TableView {
        let (t, s) = makeTable([3, 3, 3])
        t.dataSource = source ?? s
        t.delegate = first
        t.layoutIfNeeded()
        return t
    }

    /// The heights of section `s`'s header, rows and footer, in points.
    func heights(_ t: TableView, _ s: Int) throws -> [Double] {
        try [t.rectForHeader(inSection: s).height] + (0..<3).map { try t.rectForRow(at: IndexPath(row: $0, section: s)).height }
            + [t.rectForFooter(inSection: s).height]
    }

    @Test(arguments: ["header 1", "footer 1", "row 1,0", "row 1,2", "row 2,2"])
    func aDelegateReplacedByItsOwnAnswerAnswersFromTheNextCallOn(handOver: String) throws {
        let t = loaded(Handing(10, handOver: handOver, to: Handing(30)))
        // The heights in call order: header, footer, then the rows (§7's order).
        var expected: [[Double]] = [], after = false
        for s in 0..<3 {
            var section = [Double](repeating: 0, count: 5)
            for (slot, call) in [(0, "header \(s)"), (4, "footer \(s)")] + (0..<3).map({ ($0 + 1, "row \(s),\($0)") }) {
                section[slot] = after ? 30 : 10
                if call == handOver { after = true }
            }
            expected.append(section)
        }
        #expect(try (0..<3).map { try heights(t, $0) } == expected)
    }

    /// A delegate whose row heights vary by row (`scale` × 1.3 to 7.3 points),
    /// handing the table `next` (once) right after section 0's row `handOverAt`.
    final class Varying: TableViewDelegate {
        let scale: Double, handOverAt: Int
        var next: TableViewDelegate?
        init(_ scale: Double, handOverAt: Int = -1, to next: TableViewDelegate? = nil) {
            (self.scale, self.handOverAt, self.next) = (scale, handOverAt, next)
        }
        static func height(_ scale: Double, row: Int) -> Double { scale * (Double(1 + row % 7) + 0.3) }
        func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
            if indexPath.section == 0, indexPath.row == handOverAt, let next { self.next = nil; tableView.delegate = next }
            return Self.height(scale, row: indexPath.row)
        }
    }

    /// A long section's rows: each row keeps its own height, and a
    /// replacement answers from the next row on, wherever it falls among
    /// the rows (the load reads them in stretches of a few hundred).
    @Test(arguments: [-1, 0, 510, 511, 512, 1023, 1024, 1299])
    func aLongSectionsRowsKeepTheirHeightsAndFollowAReplacement(handOverAt: Int) throws {
        let (t, _) = makeTable([1_300, 2])
        t.delegate = Varying(1, handOverAt: handOverAt, to: Varying(3))
        t.layoutIfNeeded()
        let points = { (scale: Double, row: Int) in FixedPoint.points(FixedPoint.fixed(Varying.height(scale, row: row))) }
        for r in 0..<1_300 {
            let scale: Double = handOverAt >= 0 && r > handOverAt ? 3 : 1
            #expect(try t.rectForRow(at: ip(0, r)).height == points(scale, r), "row \(r)")
        }
        for r in 0..<2 { #expect(try t.rectForRow(at: ip(1, r)).height == points(handOverAt >= 0 ? 3 : 1, r)) }
    }

    /// A data source that sets the table's delegate while answering a section's row count.
    final class Swapping: TableViewDataSource {
        let swapAt: Int
        let next: TableViewDelegate
        init(swapAt: Int, to next: TableViewDelegate) { (self.swapAt, self.next) = (swapAt, next) }
        func numberOfSections(in tableView: TableView) -> Int { 3 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            if section == swapAt { tableView.delegate = next }
            return 3
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    @Test func aDelegateSetByTheDataSourceAnswersTheRowsAfterIt() throws {
        let t = loaded(Handing(10), source: Swapping(swapAt: 1, to: Handing(30)))
        #expect(try heights(t, 0) == [10, 10, 10, 10, 10])
        // Section 1's header and footer were asked before its row count.
        #expect(try heights(t, 1) == [10, 30, 30, 30, 10])
        #expect(try heights(t, 2) == [30, 30, 30, 30, 30])
    }

    /// A data source with titles and no heights of its own, logging the calls it answers.
    final class Titled: TableViewDataSource {
        var calls: [String] = []
        func numberOfSections(in tableView: TableView) -> Int { calls.append("sections"); return 2 }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { calls.append("rows \(section)"); return 1 }
        func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
            calls.append("header title \(section)")
            return section == 1 ? "B" : nil
        }
        func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
            calls.append("footer title \(section)")
            return nil
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    /// A section whose header or footer height is automatic is asked its
    /// title right after the height, before its row count, as UIKit's logged
    /// load order shows (docs/FIDELITY.md); a titled header gets a title's height.
    @Test(arguments: [TableStyle.plain, .grouped])
    func titlesAreAskedWithEachSectionsHeights(style: TableStyle) throws {
        let (t, _) = makeTable([1, 1], style: style)
        let source = Titled()
        t.dataSource = source
        t.delegate = nil
        t.layoutIfNeeded()
        let perSection = { (s: Int) in ["header title \(s)", "footer title \(s)", "rows \(s)"] }
        #expect(Array(source.calls.prefix(7)) == ["sections"] + perSection(0) + perSection(1))
        #expect(try t.rectForHeader(inSection: 1).height == (style == .plain ? 28 : 38))
        // Grouped: no header height set anywhere, so section 0's automatic header is the 35-pt band (§12.4).
        #expect(try t.rectForHeader(inSection: 0).height == (style == .plain ? 0 : 35))
    }
}

