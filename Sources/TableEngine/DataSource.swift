import Foundation

/// The table's data source, shaped like `UITableViewDataSource`.
///
/// `cellForRowAt` must return a cell obtained from
/// `tableView.dequeueReusableCell(withIdentifier:for:)`.
public protocol TableViewDataSource: AnyObject {
    func numberOfSections(in tableView: TableView) -> Int
    func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int
    func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell
    func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String?
    func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String?
    func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool
    func sectionIndexTitles(for tableView: TableView) -> [String]?

    // MARK: Section index (ENGINE.md §15)
    /// The section the user's touch on index title `title`, at position `index`, goes to.
    func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int
}

extension TableViewDataSource {
    /// Default: one section.
    /// - Complexity: O(1)
    public func numberOfSections(in tableView: TableView) -> Int { 1 }
    /// Default: no header title.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// Default: no footer title.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Default: every row is editable.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: no section index.
    /// - Complexity: O(1)
    public func sectionIndexTitles(for tableView: TableView) -> [String]? { nil }
    /// Default: the section with the title's position as its number, clamped
    /// to the last section (tablesim's choice; UIKit's data sources always implement it).
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        min(index, tableView.numberOfSections - 1)
    }
}

/// The table's delegate, shaped like `UITableViewDelegate`. Every method has a
/// default; heights default to the table's own properties.
///
/// Heights are points. Return `TableView.automaticDimension` from a header or
/// footer height method to fall back to the table-wide height, then a title's
/// height, then the style's automatic height (ENGINE.md §3.1).
public protocol TableViewDelegate: AnyObject {
    func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double
    func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double
    func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double
    func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double
    func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int
    func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath?
    func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath)
    /// tablesim's stand-in for a cell's `separatorInset`: nil uses the table's.
    func tableView(_ tableView: TableView, separatorInsetForRowAt indexPath: IndexPath) -> SeparatorInset?

    // MARK: Header and footer views (ENGINE.md §16)
    /// The view of a present section header, from
    /// `tableView.dequeueReusableHeaderFooterView(withIdentifier:)`; nil: the
    /// table's own view, reuse identifier `Header` (UIKit's default view).
    func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView?
    /// The view of a present section footer, likewise.
    func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView?
    func tableView(_ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int)
    func tableView(_ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int)
    func tableView(_ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int)
}

extension TableViewDelegate {
    /// Default: the table's `rowHeight`.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    /// Default: the table's `estimatedRowHeight`.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        tableView.estimatedRowHeight
    }
    /// Default: `automaticDimension` (the table-wide height, then the title).
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, heightForHeaderInSection section: Int) -> Double { TableView.automaticDimension }
    /// Default: `automaticDimension` (the table-wide height, then the title).
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, heightForFooterInSection section: Int) -> Double { TableView.automaticDimension }
    /// Default: no indentation.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, willDisplay cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, didEndDisplaying cell: TableViewCell, forRowAt indexPath: IndexPath) {}
    /// Default: selects the tapped row.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {}
    /// Default: deselects the row.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, didDeselectRowAt indexPath: IndexPath) {}
    /// Default: the table's `separatorInset`.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, separatorInsetForRowAt indexPath: IndexPath) -> SeparatorInset? { nil }
    /// Default: nil (the table's own view, reuse identifier `Header`).
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, viewForHeaderInSection section: Int) -> TableViewHeaderFooterView? { nil }
    /// Default: nil (the table's own view, reuse identifier `Header`).
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, viewForFooterInSection section: Int) -> TableViewHeaderFooterView? { nil }
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, willDisplayHeaderView view: TableViewHeaderFooterView, forSection section: Int) {}
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, willDisplayFooterView view: TableViewHeaderFooterView, forSection section: Int) {}
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, didEndDisplayingHeaderView view: TableViewHeaderFooterView, forSection section: Int) {}
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, didEndDisplayingFooterView view: TableViewHeaderFooterView, forSection section: Int) {}
}

/// A reusable cell. Cells are made only by the table, through
/// `dequeueReusableCell(withIdentifier:for:)`, and numbered `#1, #2, …` in
/// creation order.
public final class TableViewCell: CustomStringConvertible {
    /// The cell's identity: 1 for the first cell the table created.
    public let identity: Int
    public let reuseIdentifier: String
    /// The row it is bound to, or nil while it waits in the reuse pool.
    public internal(set) var indexPath: IndexPath?
    /// Whether the cell is mounted but not visible (an iOS 15 prefetched cell).
    public internal(set) var isHidden = false
    /// The table's editing mode, pushed to every mounted cell.
    public internal(set) var isEditing = false
    public internal(set) var isSelected = false
    /// App state the cell displays (its copy, taken when configured or pushed).
    public var content: [String: String] = [:]

    init(identity: Int, reuseIdentifier: String) {
        self.identity = identity
        self.reuseIdentifier = reuseIdentifier
    }

    /// `#7`
    /// - Complexity: O(1)
    public var description: String { "#\(identity)" }
}
