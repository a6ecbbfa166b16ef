import Foundation
import Testing
import TablesimUIKit

/// A controller-style app with registered header views, a section index and a log of the view calls.
@MainActor
final class HeaderApp: UITableViewDataSource, UITableViewDelegate {
    final class TitleHeader: UITableViewHeaderFooterView {
        var reuses = 0
        override func prepareForReuse() {
            super.prepareForReuse()
            reuses += 1
        }
    }

    var rows: [Int]
    var titles: [String]?
    var answers: [String: Int] = [:]
    /// Return plain `UIView`s, made anew each time, instead of dequeued views.
    var plainViews = false
    var log: [String] = []
    var views: [ObjectIdentifier: Int] = [:]

    init(_ rows: [Int], titles: [String]? = nil) {
        self.rows = rows
        self.titles = titles
    }

    func numberOfSections(in tableView: UITableView) -> Int { rows.count }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows[section] }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
    }
    func sectionIndexTitles(for tableView: UITableView) -> [String]? { titles }
    func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        log.append("sectionFor \(title) \(index)")
        return answers[title] ?? index
    }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        if plainViews { return UIView(frame: .zero) }
        return tableView.dequeueReusableHeaderFooterView(withIdentifier: "Title")
    }
    /// A small number per view object, in order of first sight.
    func name(_ view: UIView) -> String {
        let id = ObjectIdentifier(view)
        if views[id] == nil { views[id] = views.count + 1 }
        return "v\(views[id] ?? 0)"
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        log.append("willDisplayHeader \(section) \(name(view))")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        log.append("didEndHeader \(section) \(name(view))")
    }
}

@MainActor
func makeHeaderTable(_ app: HeaderApp, style: UITableView.Style = .grouped) -> UITableView {
    // 300 points high: section k (30 + 10 × 44 = 470 points) starts at 470k.
    let table = makeTable(app, style: style, height: 300)
    table.sectionHeaderTopPadding = 0
    table.register(HeaderApp.TitleHeader.self, forHeaderFooterViewReuseIdentifier: "Title")
    table.sectionFooterHeight = 0
    return table
}

@MainActor
struct HeaderFooterViewTests {
    @Test func registeredHeaderViewsAreDisplayedEndedAndReused() {
        let app = HeaderApp([10, 10, 10])
        let table = makeHeaderTable(app)
        table.layoutIfNeeded()
        #expect(app.log == ["willDisplayHeader 0 v1"])
        let first = table.headerView(forSection: 0)
        #expect(first is HeaderApp.TitleHeader)
        #expect(table.headerView(forSection: 1) == nil)
        // Scroll past section 0's header and on to section 2: the view of header 0 is reused.
        table.contentOffset = CGPoint(x: 0, y: 400)
        #expect(app.log.suffix(2) == ["willDisplayHeader 1 v2", "didEndHeader 0 v1"])
        table.contentOffset = CGPoint(x: 0, y: 900)
        #expect(app.log.suffix(2) == ["willDisplayHeader 2 v1", "didEndHeader 1 v2"])
        #expect(table.headerView(forSection: 2) === first)
        #expect((first as? HeaderApp.TitleHeader)?.reuses == 1)
        #expect(table.footerView(forSection: 2) == nil)
    }

    @Test func anUnregisteredIdentifierDequeuesNothing() {
        let table = makeHeaderTable(HeaderApp([1]))
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "Nope") == nil)
    }

    @Test func plainViewsAreDisplayedButAreNotHeaderFooterViews() {
        let app = HeaderApp([10, 10])
        app.plainViews = true
        let table = makeHeaderTable(app)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: 400)
        #expect(app.log == ["willDisplayHeader 0 v1", "willDisplayHeader 1 v2", "didEndHeader 0 v1"])
        #expect(table.headerView(forSection: 1) == nil)
    }

    @Test func tappingTheIndexAsksTheDataSourceAndScrollsTheSectionToTheTop() {
        let app = HeaderApp([10, 10, 10], titles: ["A", "B", "C"])
        let table = makeHeaderTable(app, style: .plain)
        #expect(table.sectionIndexTitlesShown == ["A", "B", "C"])
        table.simulateTap(onSectionIndexTitle: "B")
        #expect(app.log.filter { $0.hasPrefix("sectionFor") } == ["sectionFor B 1"])
        #expect(table.contentOffset.y == 470)
        app.answers["A"] = 2
        table.simulateTap(onSectionIndexTitleAt: 0)
        #expect(app.log.filter { $0.hasPrefix("sectionFor") } == ["sectionFor B 1", "sectionFor A 0"])
        #expect(table.contentOffset.y == table.rect(forSection: 2).minY)
    }

    @Test func theMinimumRowCountHidesTheIndexAndATapRaises() {
        let app = HeaderApp([10, 10, 10], titles: ["A", "B", "C"])
        let table = makeHeaderTable(app, style: .plain)
        table.sectionIndexMinimumDisplayRowCount = 31
        #expect(table.sectionIndexTitlesShown.isEmpty)
        let hidden = UIKitException.catching { table.simulateTap(onSectionIndexTitle: "A") }
        #expect(hidden?.name == .internalInconsistencyException)
        #expect(hidden?.reason == "the section index is not shown: the table has 30 rows, fewer than sectionIndexMinimumDisplayRowCount (31)")
        table.sectionIndexMinimumDisplayRowCount = 30
        #expect(table.sectionIndexTitlesShown == ["A", "B", "C"])
        #expect(UIKitException.catching { table.simulateTap(onSectionIndexTitle: "Z") }?.name == .rangeException)
    }

    /// Inserting a section does not ask for the index titles again;
    /// `reloadSectionIndexTitles()` does, and leaves the rows alone.
    @Test func reloadingTheIndexTitlesAsksForThemAlone() {
        let app = HeaderApp([10, 10], titles: ["A", "B"])
        let table = makeHeaderTable(app, style: .plain)
        #expect(table.sectionIndexTitlesShown == ["A", "B"])
        let cell = table.cellForRow(at: IndexPath(row: 0, section: 0))
        app.rows.append(10)
        app.titles = ["A", "B", "C"]
        table.insertSections(IndexSet(integer: 2), with: .none)
        #expect(table.sectionIndexTitlesShown == ["A", "B"])
        table.reloadSectionIndexTitles()
        #expect(table.sectionIndexTitlesShown == ["A", "B", "C"])
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === cell, "no row was reloaded")
    }
}
