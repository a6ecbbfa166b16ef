import Foundation
import Testing
@testable import TableEngine

/// ENGINE.md §7, delegates without an estimate of their own: UIKit never asks
/// a delegate for `estimatedHeightForRowAt` when it does not implement it, and
/// every unmeasured row gets the table's `estimatedRowHeight`. A delegate that
/// implements it is asked for every row, in order.
@Suite struct DelegateEstimateTests {
    /// A delegate that implements only what a minimal app does: no estimates.
    final class PlainDelegate: TableViewDelegate {}

    /// Rows 44 points high estimated at 100 on a 220-point screen, so that the
    /// rows the load measures and the ones it leaves at their estimate differ.
    /// `implementing`: the source implements `estimatedHeightForRowAt`
    /// (answering the table's estimate, so both tables lay out alike).
    func table(_ counts: [Int], implementing: Bool) -> (TableView, TestSource) {
        makeTable(counts) { t, s in
            t.viewportHeight = 220
            t.estimatedRowHeight = 100
            t.isTracing = true
            if implementing { s.estimates = [:] }
        }
    }

    /// Every row's rect height, in table order.
    func heights(_ t: TableView) throws -> [CGFloat] {
        try (0..<t.numberOfSections).flatMap { s in
            try (0..<t.numberOfRows(inSection: s)).map { try t.rectForRow(at: ip(s, $0)).height }
        }
    }

    func asked(_ t: TableView) -> [String] {
        traceText(t).filter { $0.hasPrefix("estimatedHeightForRow") }.map { String($0.dropFirst("estimatedHeightForRow ".count)) }
    }

    /// What the table does after loading, on both tables (the model already changed).
    enum Change: String, CaseIterable {
        case load, insertRows, insertSection, reloadRows, reloadSection, reloadData

        func apply(_ t: TableView, _ s: TestSource) throws {
            switch self {
            case .load: t.layoutIfNeeded()
            case .insertRows:
                s.counts[1] += 3
                try t.performBatchUpdates { try t.insertRows(at: [ip(1, 0), ip(1, 5), ip(1, 9)]) }
            case .insertSection:
                s.counts.insert(6, at: 1)
                try t.insertSections([1])
            case .reloadRows: try t.reloadRows(at: [ip(0, 1), ip(1, 2), ip(1, 7)])
            case .reloadSection: try t.reloadSections([1])
            case .reloadData: t.reloadData()
            }
        }
    }

    /// Without the method, nothing is asked and every unmeasured row gets the
    /// table's estimate: the layout and the trace are those of a delegate that
    /// implements it and answers the same, less its `estimatedHeightForRow` lines.
    @Test(arguments: Change.allCases)
    func aDelegateWithoutTheMethodIsNeverAsked(change: Change) throws {
        let (plain, plainSource) = table([5, 12], implementing: false)
        let (implementing, implementingSource) = table([5, 12], implementing: true)
        if change != .load {
            plain.layoutIfNeeded(); implementing.layoutIfNeeded()
            plain.clearTrace(); implementing.clearTrace()
        }
        try change.apply(plain, plainSource)
        try change.apply(implementing, implementingSource)
        #expect(asked(plain).isEmpty)
        #expect(!asked(implementing).isEmpty, "the implementing delegate is asked (\(change))")
        #expect(traceText(plain) == traceText(implementing).filter { !$0.hasPrefix("estimatedHeightForRow") })
        let expected = try heights(implementing)
        #expect(try heights(plain) == expected)
        #expect(expected.contains(100) && expected.contains(44), "some rows at their estimate, some measured")
    }

    /// The rows each change asks an implementing delegate for, in order.
    @Test func aDelegateWithTheMethodIsAskedForEveryRowInOrder() throws {
        let (t, s) = table([3, 10], implementing: true)
        for r in 0..<10 { s.estimates?[ip(1, r)] = Double(50 + r) }
        t.layoutIfNeeded()
        #expect(asked(t) == (0..<3).map { "0,\($0)" } + (0..<10).map { "1,\($0)" })
        #expect(try heights(t).suffix(6) == (4..<10).map { CGFloat(50 + $0) }, "unmeasured rows at their own estimates")
        t.clearTrace()
        s.counts[1] += 2
        try t.insertRows(at: [ip(1, 4), ip(1, 1)])
        #expect(asked(t) == ["1,1", "1,4"], "inserted rows in new index-path order")
        t.clearTrace()
        t.reloadData()
        #expect(asked(t) == (0..<3).map { "0,\($0)" } + (0..<12).map { "1,\($0)" })
    }

    /// The delegate is probed afresh at every load and batch update.
    @Test func aDelegateSwappedBetweenLoadsIsProbedAgain() throws {
        let (t, plainSource) = table([4, 6], implementing: false)
        let implementing = TestSource([4, 6])
        implementing.estimates = [ip(1, 5): 70]
        t.layoutIfNeeded()
        #expect(asked(t).isEmpty)
        t.delegate = implementing
        t.clearTrace()
        t.reloadData()
        #expect(asked(t) == (0..<4).map { "0,\($0)" } + (0..<6).map { "1,\($0)" })
        #expect(try t.rectForRow(at: ip(1, 5)).height == 70)
        t.clearTrace()
        try t.reloadRows(at: [ip(1, 4)])
        #expect(asked(t) == ["1,4"])
        t.delegate = plainSource
        t.clearTrace()
        t.reloadData()
        #expect(asked(t).isEmpty)
        #expect(try t.rectForRow(at: ip(1, 5)).height == 100)
        t.delegate = PlainDelegate()
        t.clearTrace()
        t.reloadData()
        #expect(asked(t).isEmpty, "the protocol's own default, on a delegate that implements nothing")
    }

    /// A data source that hands the table a new delegate when asked for section `swapAt`'s rows.
    final class SwappingSource: TableViewDataSource {
        let counts: [Int]
        let swapAt: Int
        let next: TableViewDelegate
        init(_ counts: [Int], swapAt: Int, to next: TableViewDelegate) {
            (self.counts, self.swapAt, self.next) = (counts, swapAt, next)
        }
        func numberOfSections(in tableView: TableView) -> Int { counts.count }
        func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
            if section == swapAt { tableView.delegate = next }
            return counts[section]
        }
        func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    /// A delegate replaced during the load: the rows after the change follow the new one.
    @Test(arguments: [false, true])
    func aDelegateReplacedDuringTheLoad(firstImplements: Bool) throws {
        let first = TestSource([3, 4, 5]), second = TestSource([3, 4, 5])
        (firstImplements ? first : second).estimates = [:]
        let t = TableView()
        t.viewportHeight = 220
        t.estimatedRowHeight = 100
        t.isTracing = true
        let source = SwappingSource([3, 4, 5], swapAt: 1, to: second)
        t.dataSource = source
        t.delegate = first
        t.layoutIfNeeded()
        let section0 = (0..<3).map { "0,\($0)" }
        let sections12 = (0..<4).map { "1,\($0)" } + (0..<5).map { "2,\($0)" }
        #expect(asked(t) == (firstImplements ? section0 : sections12))
        #expect(t.delegate === second)
    }

    /// A delegate that implements the method and replaces itself while answering row `handOverAt`.
    final class HandingOverDelegate: TableViewDelegate {
        let handOverAt: IndexPath
        let next: TableViewDelegate
        init(at row: IndexPath, to next: TableViewDelegate) { (handOverAt, self.next) = (row, next) }
        func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
            if indexPath == handOverAt { tableView.delegate = next }
            return 60
        }
    }

    @Test func aDelegateReplacedWhileAnsweringStopsBeingAskedAfterThatRow() throws {
        let (t, s) = table([10], implementing: false)
        t.delegate = HandingOverDelegate(at: ip(0, 6), to: s)
        t.layoutIfNeeded()
        #expect(asked(t) == (0...6).map { "0,\($0)" })
        #expect(try t.rectForRow(at: ip(0, 6)).height == 60, "unmeasured: the handing-over delegate's estimate")
        #expect(try t.rectForRow(at: ip(0, 9)).height == 100, "the new delegate has no estimate: the table's")
    }

    /// Handed over to a delegate with estimates of its own: the rows after
    /// the change are asked of the new delegate, in order, and keep its answers.
    @Test func aDelegateReplacedWhileAnsweringByOneWithEstimatesIsAskedTheRest() throws {
        let (t, s) = table([10], implementing: true)
        s.estimates = [ip(0, 7): 70, ip(0, 9): 90]
        t.delegate = HandingOverDelegate(at: ip(0, 6), to: s)
        t.layoutIfNeeded()
        #expect(asked(t) == (0...9).map { "0,\($0)" })
        #expect(try t.rectForRow(at: ip(0, 6)).height == 60, "the handing-over delegate's estimate")
        #expect(try t.rectForRow(at: ip(0, 9)).height == 90, "the new delegate's estimate")
    }

    /// Without a delegate, nobody is asked: the table's estimate (its row height when automatic).
    @Test func withoutADelegateNothingIsAsked() throws {
        let (t, _) = table([30], implementing: false)
        t.delegate = nil
        t.estimatedRowHeight = TableView.automaticDimension
        t.rowHeight = 30
        t.layoutIfNeeded()
        #expect(asked(t).isEmpty)
        #expect(t.contentHeight == 30 * 30)
    }

    /// An implementation that answers through `defaultEstimatedRowHeight()`
    /// for a row says it has no estimate of its own: it is not asked again in
    /// that load, and the call is not traced (documented in LIBRARY.md).
    @Test func answeringThroughTheDefaultStopsTheAsking() throws {
        final class Partial: TableViewDelegate {
            var calls: [IndexPath] = []
            func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
                calls.append(indexPath)
                return indexPath.row < 2 ? 70 : tableView.defaultEstimatedRowHeight()
            }
        }
        let (t, _) = table([10], implementing: false)
        let partial = Partial()
        t.delegate = partial
        t.layoutIfNeeded()
        #expect(partial.calls == [ip(0, 0), ip(0, 1), ip(0, 2)])
        #expect(asked(t) == ["0,0", "0,1"])
        #expect(try t.rectForRow(at: ip(0, 9)).height == 100)
        partial.calls = []
        t.reloadData()
        #expect(partial.calls.count == 3, "probed again at the next load")
    }

    /// 1,000 sections of the same estimate: one probe for the whole load, the
    /// heights filled in runs (blocks sharing one array until rows change).
    @Test func manySectionsWithoutTheMethodAreFilledInRuns() throws {
        final class Counting: TableViewDelegate {
            var calls = 0
            func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
                calls += 1
                return tableView.defaultEstimatedRowHeight()
            }
        }
        let (t, _) = table(Array(repeating: 500, count: 1_000), implementing: false)
        let counting = Counting()
        t.delegate = counting
        t.layoutIfNeeded()
        #expect(counting.calls == 1)
        #expect(t.contentHeight == 500_000 * 100 - Double(t.indexPathsForMountedRows.count) * 56)
        // Measuring a row (scrolling to it) changes that row only.
        try t.scrollToRow(at: ip(600, 250), at: .top)
        #expect(try t.rectForRow(at: ip(600, 250)).height == 44)
        #expect(try t.rectForRow(at: ip(600, 400)).height == 100)
        #expect(try t.rectForRow(at: ip(599, 250)).height == 100)
    }
}
