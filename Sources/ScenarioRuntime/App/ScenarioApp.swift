import Foundation
import ScenarioLanguage
import TableEngine

/// A section as the scenario's app keeps it.
struct AppSection {
    var rows: RowRuns
    var headerHeight: Double?
    var headerTitle: String?
    var footerHeight: Double?
    var footerTitle: String?
    var identifier: String?
    /// Reuse identifiers of the header and footer views (nil: `Header`).
    var headerID: String?
    var footerID: String?
}

/// The app under test: the table's data source and delegate, holding what
/// the scenario's setup and data commands describe, plus app state that cells
/// display (ENGINE.md §7).
final class ScenarioApp: TableViewDataSource, TableViewDelegate {
    // The data every bound cell reads (identifier, answers, state): release
    // builds leave out the exclusivity checks on it (a fifth of a bind); no
    // access spans a call out; debug builds check.
    #if DEBUG
    var sections: [AppSection] = [] {
        didSet { cachedTotalRows = nil }
    }
    /// App state (`state NAME VALUE`); cells copy it when configured.
    var state: [String: String] = [:]
    #else
    @exclusivity(unchecked) var sections: [AppSection] = [] {
        didSet { cachedTotalRows = nil }
    }
    @exclusivity(unchecked) var state: [String: String] = [:]
    #endif
    private var cachedTotalRows: Int?
    /// The snapshots, when the app is a diffable data source (`diffable on`).
    var diffable: AppDiffable?
    /// The section index the app gives (ScenarioApp+SectionIndex.swift).
    var index = AppSectionIndex()
    /// The delegate's `targetIndexPathForMove` policy (`move-target`, ENGINE.md §14).
    var moveTarget = MoveTarget.any
    /// An error of the update the app made while committing an edit (ENGINE.md §13).
    var followUpError: Error?

    func attributes(_ indexPath: IndexPath) -> RowAttributes {
        guard indexPath.section < sections.count else { return RowAttributes() }
        return sections[indexPath.section].rows[indexPath.row]
    }

    /// One field of a row's attributes (nil for a section the app does not
    /// have), read in place: the answers asked for every cell bound or row
    /// tapped copy no `RowAttributes`.
    /// (The index path is read before `sections`: a call out of the module
    /// while the sections are read would hold their storage, a retain and
    /// a release.)
    @inline(__always)
    func attribute<T>(_ indexPath: IndexPath, _ field: (RowAttributes) -> T?) -> T? {
        let s = indexPath.section, r = indexPath.row
        guard s >= 0, s < sections.count else { return nil }
        return sections[s].rows.attribute(r, field)
    }

    /// The row's reuse identifier, else its section's, else `Cell`. Asked for
    /// every cell bound, so it reads the two fields in place (a copy of the
    /// section would retain all its storage).
    func identifier(_ indexPath: IndexPath) -> String {
        let s = indexPath.section, r = indexPath.row
        guard s >= 0, s < sections.count else { return "Cell" }
        return sections[s].rows.attribute(r, \.identifier) ?? sections[s].identifier ?? "Cell"
    }

    /// Rows in the data source. O(sections) after a change, then O(1); appending keeps it O(1).
    var totalRows: Int {
        if let cachedTotalRows { return cachedTotalRows }
        let total = sections.reduce(0) { $0 + $1.rows.count }
        cachedTotalRows = total
        return total
    }

    /// Adds a section at the end (keeping `totalRows` O(1), so building a table section by section is linear).
    func appendSection(_ section: AppSection) {
        let total = totalRows + section.rows.count
        sections.append(section)
        cachedTotalRows = total
    }

    // MARK: Data source

    func numberOfSections(in tableView: TableView) -> Int { sections.count }

    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sections[safe: section]?.rows.count ?? 0
    }

    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: identifier(indexPath), for: indexPath)
        cell.configure(content: state)
        return cell
    }

    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        sections[safe: section]?.headerTitle
    }

    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? {
        sections[safe: section]?.footerTitle
    }

    // MARK: Delegate

    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double {
        attribute(indexPath, \.height) ?? tableView.rowHeight
    }

    /// Implemented (not the protocol's default, which would stop the table
    /// asking): a scenario's trace shows every row's estimate, as for a delegate
    /// that implements every estimate method (ENGINE.md §7).
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        tableView.estimatedRowHeight
    }

    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double {
        sections[safe: section]?.headerHeight ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double {
        sections[safe: section]?.footerHeight ?? TableView.automaticDimension
    }

    func tableView(_ tableView: TableView, separatorInsetForRowAt indexPath: IndexPath) -> SeparatorInset? {
        attribute(indexPath, \.separatorInset)
    }
}

extension Array {
    subscript(safe index: Int) -> Element? {
        index >= 0 && index < count ? self[index] : nil
    }
}
