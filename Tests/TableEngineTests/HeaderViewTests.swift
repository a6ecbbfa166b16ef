import Foundation
import Testing
@testable import TableEngine

/// An app whose header and footer views come from identifiers of its own,
/// and which logs every header/footer delegate call with the view passed.
final class HeaderViewSource: TableViewDataSource, TableViewDelegate {
    var counts: [Int]
    var headers: [Int: Double] = [:]
    var footers: [Int: Double] = [:]
    var headerIDs: [Int: String] = [:]
    var footerIDs: [Int: String] = [:]
    /// Return nil from viewFor…: the table's own view.
    var returnsNil = false
    /// A view to return instead of a dequeued one (misuse).
    var foreignView: TableViewHeaderFooterView?
    var log: [String] = []

    init(_ counts: [Int]) { self.counts = counts }

    func numberOfSections(in tableView: TableView) -> Int { counts.count }
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { counts[section] }
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        headers[section] ?? TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        footers[section] ?? TableView.automaticDimension
    }
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        if let foreignView { return foreignView }
        if returnsNil { return nil }
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: headerIDs[section] ?? "Header")
    }
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        if returnsNil { return nil }
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: footerIDs[section] ?? "Header")
    }
    func tableView(_ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int) {
        log.append("willDisplayHeader \(section) \(view)")
    }
    func tableView(_ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int) {
        log.append("willDisplayFooter \(section) \(view)")
    }
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int) {
        log.append("didEndHeader \(section) \(view)")
    }
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int) {
        log.append("didEndFooter \(section) \(view)")
    }
}

/// A table on `source`: exact heights, no gap above headers, 44-pt rows, a
/// 200-pt viewport, configured before it loads.
func makeSmallTable<Source: TableViewDataSource & TableViewDelegate>(
    _ source: Source, style: TableStyle = .plain, _ configure: (TableView, Source) -> Void) -> (TableView, Source) {
    let table = TableView(style: style)
    table.estimatedRowHeight = 0
    table.sectionHeaderTopPadding = 0
    table.viewportHeight = 200
    table.dataSource = source
    table.delegate = source
    configure(table, source)
    return (table, source)
}

func makeHeaderTable(_ counts: [Int], style: TableStyle = .plain,
                     _ configure: (TableView, HeaderViewSource) -> Void = { _, _ in }) -> (TableView, HeaderViewSource) {
    makeSmallTable(HeaderViewSource(counts), style: style, configure)
}

/// `header 0 #H1 Header`, one per view on screen, as `print header-views` prints them.
func views(_ t: TableView) -> [String] {
    t.visibleHeaderFooterViews.map { "\($0.kind?.rawValue ?? "?") \($0.section ?? -1) \($0) \($0.reuseIdentifier)" }
}

/// The trace without the cells' calls.
func viewTrace(_ t: TableView) -> [String] {
    traceText(t).filter { $0.contains("View") || $0.hasPrefix("viewFor") }
}

@Suite struct HeaderViewTests {
    @Test func loadAsksPresentViewsOnScreenAfterTheCellsSectionBySection() {
        let (t, s) = makeHeaderTable([2, 2, 20]) { t, s in
            s.headers = [0: 20, 2: 20]; s.footers = [0: 10, 1: 10]
            t.viewportHeight = 300
            t.isTracing = true
        }
        t.layoutIfNeeded()
        let trace = traceText(t)
        let firstView = trace.firstIndex { $0.hasPrefix("viewFor") } ?? 0
        #expect(!trace[firstView...].contains { $0.hasPrefix("cellForRow") })
        // Section 1's absent header is not asked for.
        #expect(viewTrace(t) == ["viewForHeader 0", "willDisplayHeaderView 0", "viewForFooter 0", "willDisplayFooterView 0",
                                 "viewForFooter 1", "willDisplayFooterView 1", "viewForHeader 2", "willDisplayHeaderView 2"])
        #expect(views(t) == ["header 0 #H1 Header", "footer 0 #H2 Header", "footer 1 #H3 Header", "header 2 #H4 Header"])
        #expect(s.log == ["willDisplayHeader 0 #H1", "willDisplayFooter 0 #H2", "willDisplayFooter 1 #H3", "willDisplayHeader 2 #H4"])
    }

    @Test func viewsComeAndGoWhileScrollingEnteringBeforeLeaving() throws {
        // Grouped: views scroll with the content. Header 0 is [0, 20), header 1 [108, 128), header 2 [216, 236).
        let (t, s) = makeHeaderTable([2, 2, 2], style: .grouped) { t, s in
            s.headers = [0: 20, 1: 20, 2: 20]
            t.sectionFooterHeight = 0
        }
        t.layoutIfNeeded()
        #expect(views(t).map { String($0.prefix(8)) } == ["header 0", "header 1"])
        t.isTracing = true
        s.log.removeAll()
        // One jump: header 2 enters and header 0 leaves in the same pass.
        try t.setContentOffset(30)
        #expect(viewTrace(t) == ["viewForHeader 2", "willDisplayHeaderView 2", "didEndDisplayingHeaderView 0"])
        // The entering view was dequeued before the leaving one was pooled: a new view.
        #expect(s.log == ["willDisplayHeader 2 #H3", "didEndHeader 0 #H1"])
        #expect(t.headerFooterReusePool(withIdentifier: "Header").map(\.description) == ["#H1"])
        #expect(t.headerView(forSection: 0) == nil)
        #expect(t.headerView(forSection: 2)?.description == "#H3")
        // Back up: header 0 gets the view pooled last, and header 2 leaves.
        s.log.removeAll()
        try t.setContentOffset(0)
        #expect(s.log == ["willDisplayHeader 0 #H1", "didEndHeader 2 #H3"])
        #expect(t.numberOfHeaderFooterViewsCreated == 3)
    }

    @Test func poolsAreStacksSharedByHeadersAndFooters() throws {
        // Plain, 10 sections of 1 row with a header and a footer each: header 10, row 44, footer 10 = 64 a section.
        let (t, s) = makeHeaderTable(Array(repeating: 1, count: 10)) { _, s in
            for k in 0..<10 { s.headers[k] = 10; s.footers[k] = 10 }
        }
        t.layoutIfNeeded()
        // Sections 0...2 and header 3 (at 192) are on screen; footer 3 floats no higher than below its header.
        #expect(views(t).count == 7)
        try t.setContentOffset(640)   // below the content: nothing on screen
        #expect(views(t).isEmpty)
        s.log.removeAll()
        try t.setContentOffset(0)
        // All seven left at the jump, pooled in slot order, so the stack hands
        // them back in reverse: header 0 gets header 3's view, footer 0 footer 2's.
        #expect(s.log.prefix(2) == ["willDisplayHeader 0 #H7", "willDisplayFooter 0 #H6"])
        #expect(t.numberOfHeaderFooterViewsCreated == 7)
    }

    @Test func identifiersKeepPoolsApart() throws {
        let (t, _) = makeHeaderTable([1, 1, 1, 1, 1, 1], style: .grouped) { t, s in
            t.sectionFooterHeight = 0
            for k in 0..<6 { s.headers[k] = 100 }
            s.headerIDs = [0: "Big", 2: "Big", 4: "Big"]
        }
        t.layoutIfNeeded()
        #expect(views(t) == ["header 0 #H1 Big", "header 1 #H2 Header"])
        try t.setContentOffset(300)   // header 2 (Big) and 3 on screen; 0 and 1 pooled
        #expect(views(t) == ["header 2 #H3 Big", "header 3 #H4 Header"])
        // Header 4 (Big) gets #H1, not #H3: #H3 leaves in this pass, pooled after the dequeue.
        try t.setContentOffset(600)
        #expect(views(t) == ["header 4 #H1 Big", "header 5 #H2 Header"])
    }

    @Test func aFooterReusesAHeadersViewThroughTheSharedRegistry() throws {
        // Header 0 [0, 150), row 0,0 [150, 350), row 1,0 [350, 550), footer 1 [550, 700).
        let (t, s) = makeHeaderTable([1, 1], style: .grouped) { t, s in
            s.headers = [0: 150, 1: 0]
            s.footers = [0: 0, 1: 150]
            t.viewportHeight = 100
            t.rowHeight = 200
        }
        t.layoutIfNeeded()
        #expect(views(t) == ["header 0 #H1 Header"])
        try t.setContentOffset(200)
        #expect(views(t).isEmpty)
        try t.setContentOffset(500)
        #expect(views(t) == ["footer 1 #H1 Header"])
        #expect(s.log.last == "willDisplayFooter 1 #H1")
    }

    @Test func reloadDataPoolsEveryViewInSectionOrderHeaderFirst() {
        let (t, s) = makeHeaderTable([1, 1]) { _, s in
            s.headers = [0: 10, 1: 10]; s.footers = [0: 10]
        }
        t.layoutIfNeeded()
        #expect(views(t) == ["header 0 #H1 Header", "footer 0 #H2 Header", "header 1 #H3 Header"])
        t.isTracing = true
        s.log.removeAll()
        t.reloadData()
        // Pooled #H1, #H2, #H3: the load dequeues #H3 first. Views that stay on screen do not end displaying.
        #expect(views(t) == ["header 0 #H3 Header", "footer 0 #H2 Header", "header 1 #H1 Header"])
        #expect(!viewTrace(t).contains { $0.hasPrefix("didEnd") })
        #expect(t.numberOfHeaderFooterViewsCreated == 3)
    }

    @Test func reloadEndsViewsThatAreNoLongerOnScreen() {
        let (t, s) = makeHeaderTable([1, 1]) { _, s in s.headers = [0: 10, 1: 10] }
        t.layoutIfNeeded()
        s.headers = [0: 10]
        t.isTracing = true
        t.reloadData()
        #expect(viewTrace(t) == ["viewForHeader 0", "willDisplayHeaderView 0", "didEndDisplayingHeaderView 1"])
    }

    @Test func plainHeadersFloatUntilTheirSectionEnds() throws {
        // Section 0: header 20, 10 rows (20...460), footer 0; section 1 starts at 460.
        let (t, _) = makeHeaderTable([10, 10]) { _, s in s.headers = [0: 20, 1: 20] }
        t.layoutIfNeeded()
        t.isTracing = true
        try t.drag(by: 300)
        // Pinned at the top: still on screen, and header 1 (at 460) has come on at offset 260.
        #expect(viewTrace(t) == ["viewForHeader 1", "willDisplayHeaderView 1"])
        try t.drag(by: 159)
        #expect(t.headerView(forSection: 0) != nil)
        t.clearTrace()
        try t.drag(by: 1)   // offset 460: section 0's rows end at the top edge
        #expect(viewTrace(t) == ["didEndDisplayingHeaderView 0"])
    }

    @Test func plainFootersFloatAtTheBottom() throws {
        let (t, _) = makeHeaderTable([10, 10]) { _, s in s.footers = [0: 20, 1: 20] }
        t.layoutIfNeeded()
        // Section 0's footer is pinned to the bottom edge while its rows run below the screen.
        #expect(views(t) == ["footer 0 #H1 Header"])
        try t.setContentOffset(461)   // its rows end at 440 and the footer at 460: gone
        #expect(views(t) == ["footer 1 #H2 Header"])
        #expect(t.footerView(forSection: 0) == nil)
    }

    @Test func viewsEnterAndLeaveInThresholdOrderWhileDragging() throws {
        // A drag crosses header thresholds as it crosses rows': splitting it changes nothing.
        func run(_ steps: [Double]) throws -> [String] {
            let (t, _) = makeHeaderTable([3, 3, 3, 3, 3]) { _, s in
                for k in 0..<5 { s.headers[k] = 15; s.footers[k] = 7 }
            }
            t.layoutIfNeeded()
            t.isTracing = true
            for d in steps { try t.drag(by: d) }
            return traceText(t) + views(t)
        }
        let whole = try run([400])
        #expect(whole.contains("didEndDisplayingHeaderView 0"))
        #expect(try run([133, 67, 200]) == whole)
        #expect(try run(Array(repeating: 25, count: 16)) == whole)
        // Header 2 (at 308) comes on as it crosses the bottom edge, before row 2,0 below it.
        let header2 = whole.firstIndex(of: "viewForHeader 2") ?? -1, row20 = whole.firstIndex(of: "willDisplay 2,0") ?? -1
        #expect(header2 >= 0 && header2 < row20)
    }

    @Test func aDelegateReturningNilGetsTheTablesOwnView() {
        let (t, _) = makeHeaderTable([1]) { _, s in s.headers = [0: 20]; s.returnsNil = true; s.headerIDs = [0: "Mine"] }
        t.layoutIfNeeded()
        #expect(views(t) == ["header 0 #H1 Header"])
        #expect(t.dataSourceMisuse == nil)
    }

    @Test func aViewTheTableDidNotHandOutIsReplacedAndReported() throws {
        let (t, s) = makeHeaderTable([1, 1]) { _, s in s.headers = [0: 20, 1: 20] }
        t.layoutIfNeeded()
        // Return the view already on screen for section 0, for every header.
        s.foreignView = t.headerView(forSection: 0)
        t.reloadData()
        #expect(t.dataSourceMisuse != nil)
        #expect(t.invariantViolation() == nil)
        #expect(Set(views(t)).count == 2)
    }

    @Test func sectionsDeletedEndTheirViewsAndMovedOnesKeepThem() throws {
        let (t, s) = makeHeaderTable([1, 1, 1]) { _, s in s.headers = [0: 20, 1: 20, 2: 20] }
        t.layoutIfNeeded()
        #expect(views(t) == ["header 0 #H1 Header", "header 1 #H2 Header", "header 2 #H3 Header"])
        t.isTracing = true
        s.counts = [1, 1]
        s.headers = [0: 20, 1: 20]
        try t.deleteSections([0])
        #expect(viewTrace(t) == ["didEndDisplayingHeaderView 0"])
        #expect(views(t) == ["header 0 #H2 Header", "header 1 #H3 Header"])
        #expect(t.invariantViolation() == nil)
    }

    @Test func aReloadedSectionGetsANewViewBeforeItsOldOneIsPooled() throws {
        let (t, s) = makeHeaderTable([1, 1]) { _, s in s.headers = [0: 20, 1: 20] }
        t.layoutIfNeeded()
        t.isTracing = true
        try t.reloadSections([0])
        #expect(viewTrace(t) == ["viewForHeader 0", "willDisplayHeaderView 0"])
        #expect(views(t) == ["header 0 #H3 Header", "header 1 #H2 Header"])
        #expect(t.headerFooterReusePool(withIdentifier: "Header").map(\.description) == ["#H1"])
        _ = s
    }
}
