import Foundation
import Testing
@testable import TableEngine

@Suite struct TraceTests {
    func table(estimated: Bool) -> TableView {
        makeTable([3, 10]) { t, s in
            t.viewportHeight = 200
            s.headers = [0: 20, 1: 20]; s.footers[1] = 10
            s.estimates = [:]   // a delegate that implements every estimate method (§7)
            // Exact heights, or a number; no gap above the headers (ENGINE.md §12).
            t.estimatedRowHeight = estimated ? 100 : 0
            t.sectionHeaderTopPadding = 0
            t.isTracing = true
        }.0
    }
    func bind(_ p: String, visible: Bool = true) -> [String] {
        ["cellForRow \(p)", "indentationLevel \(p)", "canEdit \(p)"] + (visible ? ["willDisplay \(p)"] : [])
    }

    @Test func loadWithoutEstimates() {
        let t = table(estimated: false)
        t.layoutIfNeeded()
        let expected = ["numberOfSections", "heightForHeader 0", "heightForFooter 0", "numberOfRows 0"]
            + (0..<3).map { "heightForRow 0,\($0)" }
            + ["heightForHeader 1", "heightForFooter 1", "numberOfRows 1"] + (0..<10).map { "heightForRow 1,\($0)" }
            + ["sectionIndexTitles"] + bind("0,0") + bind("0,1") + bind("0,2") + bind("1,0") + bind("1,1", visible: false)
            + ["viewForHeader 0", "willDisplayHeaderView 0", "viewForHeader 1", "willDisplayHeaderView 1",
               "viewForFooter 1", "willDisplayFooterView 1"]
        #expect(traceText(t) == expected)
    }

    @Test func loadWithEstimates() {
        let t = table(estimated: true)
        t.layoutIfNeeded()
        let expected = ["numberOfSections", "estimatedHeightForHeader 0", "estimatedHeightForFooter 0", "numberOfRows 0"]
            + (0..<3).map { "estimatedHeightForRow 0,\($0)" }
            + ["estimatedHeightForHeader 1", "estimatedHeightForFooter 1", "numberOfRows 1"] + (0..<10).map { "estimatedHeightForRow 1,\($0)" }
            + ["sectionIndexTitles", "heightForRow 0,0", "heightForRow 0,1", "heightForRow 0,2"]
            + bind("0,0") + bind("0,1") + bind("0,2", visible: false)
            + ["heightForHeader 0", "heightForFooter 0", "viewForHeader 0", "willDisplayHeaderView 0",
               "heightForHeader 1", "heightForFooter 1", "viewForHeader 1", "willDisplayHeaderView 1",
               "viewForFooter 1", "willDisplayFooterView 1"]
        #expect(traceText(t) == expected)
    }

    @Test func layoutPassOrderEndEnqueueBind() throws {
        let (t, _) = makeTable([20]) { t, _ in t.viewportHeight = 220; t.estimatedRowHeight = 0 }
        try t.setContentOffset(0)
        t.isTracing = true
        try t.setContentOffset(88)   // visible 0..4 -> 2..6; mounted 0..5 -> 1..7
        #expect(traceText(t) == ["didEndDisplaying 0,0", "didEndDisplaying 0,1", "willDisplay 0,5"] + bind("0,6") + bind("0,7", visible: false))
    }

    @Test func prefetchedRowIsDisplayedLaterWithoutASecondCellForRow() throws {
        let (t, _) = makeTable([20]) { t, _ in t.viewportHeight = 220; t.estimatedRowHeight = 0 }
        t.layoutIfNeeded()
        t.isTracing = true
        try t.setContentOffset(10)
        #expect(traceText(t) == ["willDisplay 0,5"] + bind("0,6", visible: false))
    }

    @Test func reloadTracesNoDidEndForRowsThatStay() {
        let (t, _) = makeTable([20]) { t, _ in t.viewportHeight = 220 }
        t.layoutIfNeeded()
        t.isTracing = true
        t.reloadData()
        #expect(!traceText(t).contains { $0.hasPrefix("didEndDisplaying") })
        #expect(traceText(t).filter { $0.hasPrefix("cellForRow") }.count == 6)
    }

    @Test func nothingIsRecordedWhileTracingIsOff() throws {
        let (t, _) = makeTable([20])
        try t.scroll(by: 300)
        #expect(t.trace.isEmpty)
    }

    @Test func theTraceKeepsItsFirstCallsAndCountsTheRest() {
        let full = table(estimated: false)
        full.layoutIfNeeded()
        let all = traceText(full)
        let t = table(estimated: false)
        t.maximumTraceLength = 10
        t.layoutIfNeeded()
        #expect(traceText(t) == Array(all.prefix(10)))
        #expect(t.traceCallsNotKept == all.count - 10)
        t.clearTrace()
        #expect(t.trace.isEmpty && t.traceCallsNotKept == 0)
        t.reloadData()
        #expect(t.trace.count == 10)
    }
}
