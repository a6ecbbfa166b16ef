import Foundation
import TableEngine

/// The section index the scenario's app gives: `index-titles`, `index-map` (ENGINE.md §15).
struct AppSectionIndex {
    var titles: [String]?
    /// Titles whose section the app answers itself; the others answer their own number.
    var map: [String: Int] = [:]
}

/// The app's section index and header and footer views (ENGINE.md §15, §16).
extension ScenarioApp {
    func sectionIndexTitles(for tableView: TableView) -> [String]? { index.titles }

    /// `index-map`'s section for the title, else the title's number clamped to the last section.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        self.index.map[title] ?? min(index, sections.count - 1)
    }

    /// A view of the section's `header-id` (default `Header`).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? {
        tableView.dequeueReusableHeaderFooterView(
            withIdentifier: sections[safe: section]?.headerID ?? TableView.defaultHeaderFooterReuseIdentifier)
    }

    /// A view of the section's `footer-id` (default `Header`: headers and footers share one registry).
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? {
        tableView.dequeueReusableHeaderFooterView(
            withIdentifier: sections[safe: section]?.footerID ?? TableView.defaultHeaderFooterReuseIdentifier)
    }
}
