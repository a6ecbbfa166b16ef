import Foundation
import Testing
import TablesimUIKit

/// The table's own header and footer views show the data source's titles
/// in their `textLabel`, as UIKit's default views do.
@MainActor
struct DefaultHeaderTitleTests {
    final class Titled: NSObject, UITableViewDataSource, UITableViewDelegate {
        var seen: [String] = []
        var shown: [(section: Int, text: String?, view: ObjectIdentifier)] = []
        func numberOfSections(in tableView: UITableView) -> Int { 20 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { "Header \(section)" }
        func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
            section == 0 ? "Footer 0" : nil
        }
        func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
            let text = (view as? UITableViewHeaderFooterView)?.textLabel?.text
            seen.append(text ?? "none")
            shown.append((section, text, ObjectIdentifier(view)))
        }
    }

    /// A plain table of the screen's size showing `source`, laid out.
    private func shown(_ source: Titled) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return table
    }

    @Test func theDefaultViewsShowTheirSectionsTitles() throws {
        let source = Titled()
        let table = shown(source)
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Header 0")
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Header 1")
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "Footer 0")
        #expect(source.seen.first == "Header 0", "the delegate sees the title as the view is about to show")
    }

    @Test func aReusedDefaultViewShowsItsNewSectionsTitle() throws {
        let source = Titled()
        let table = shown(source)
        // Sections are 28 + 5 × 44 = 248 points: drag by steps to section 15 (3,720).
        for _ in 0..<15 { table.simulateScroll(by: 248) }
        let header = try #require(table.headerView(forSection: 15))
        #expect(header.textLabel?.text == "Header 15")
        // Every header shown carried its own section's title, reused views included.
        #expect(source.shown.allSatisfy { $0.text == "Header \($0.section)" })
        #expect(Set(source.shown.map(\.view)).count < source.shown.count, "some view showed two sections")
    }
}
