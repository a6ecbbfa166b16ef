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
    // MARK: Editing and reordering (ENGINE.md §13, §14)
    func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
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
    // MARK: Editing and reordering (ENGINE.md §13, §14)
    /// Default: every row can move (an app that implements `moveRowAt`).
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: does nothing (an app deletes or inserts the row in its data, then tells the table).
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, commit editingStyle: TableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
    /// Default: does nothing (an app moves the item in its data; the table has already moved the row).
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
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
    // MARK: Editing and reordering (ENGINE.md §13, §14)
    func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle
    func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?)
    func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                   toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath
    // MARK: Highlight and the accessory button (ENGINE.md §17)
    func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool
    func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath)
    func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath)
}

extension TableViewDelegate {
    /// Default: the table's `rowHeight`.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, heightForRowAt indexPath: IndexPath) -> Double { tableView.rowHeight }
    /// Default: the table's `estimatedRowHeight`, answered through
    /// `tableView.defaultEstimatedRowHeight()`, which tells the table that this
    /// delegate has no estimate of its own: as UIKit does with a delegate that
    /// does not implement the method, the table then asks no row's estimate.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, estimatedHeightForRowAt indexPath: IndexPath) -> Double {
        tableView.defaultEstimatedRowHeight()
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
    // MARK: Editing and reordering (ENGINE.md §13, §14)
    /// Default: `.delete`.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, editingStyleForRowAt indexPath: IndexPath) -> TableViewCell.EditingStyle { .delete }
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// Default: the proposed position.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                          toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    // MARK: Highlight and the accessory button (ENGINE.md §17)
    /// Default: every row highlights.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// Default: does nothing.
    /// - Complexity: O(1)
    public func tableView(_ tableView: TableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
}

/// A reusable cell. Cells are made only by the table, through
/// `dequeueReusableCell(withIdentifier:for:)`, and numbered `#1, #2, …` in
/// creation order.
public final class TableViewCell: CustomStringConvertible {
    /// The cell's identity: 1 for the first cell the table created.
    public let identity: Int
    public let reuseIdentifier: String
    // Every binding and layout pass sets these. Release builds leave out the
    // exclusivity checks on them (no access spans a call out); debug builds,
    // and so the tests, check them.
    #if DEBUG
    /// The row it is bound to, or nil while it waits in the reuse pool.
    public internal(set) var indexPath: IndexPath?
    /// Whether the cell is mounted but not visible (an iOS 15 prefetched cell).
    public internal(set) var isHidden = false
    /// The table's editing mode, pushed to every mounted cell (during a
    /// swipe, only the swiped row's cell is editing).
    public internal(set) var isEditing = false
    public internal(set) var isSelected = false
    /// Whether the cell shows its Delete button after a swipe (§13).
    public internal(set) var showsDeleteConfirmation = false
    /// What the data source and delegate answered about the row when the
    /// cell was bound or editing began (nil: not asked then).
    public internal(set) var answers = EditingAnswers()
    #else
    @exclusivity(unchecked) public internal(set) var indexPath: IndexPath?
    @exclusivity(unchecked) public internal(set) var isHidden = false
    @exclusivity(unchecked) public internal(set) var isEditing = false
    @exclusivity(unchecked) public internal(set) var isSelected = false
    @exclusivity(unchecked) public internal(set) var showsDeleteConfirmation = false
    @exclusivity(unchecked) public internal(set) var answers = EditingAnswers()
    #endif
    /// App state the cell displays (its copy, taken when configured or pushed).
    #if DEBUG
    public var content: [String: String] = [:]
    #else
    @exclusivity(unchecked) public var content: [String: String] = [:]
    #endif
    /// The object a layer over the engine keeps for this cell (TablesimUIKit:
    /// the app's cell), found without a lookup. Not retained: the layer
    /// keeps it alive as long as it sets it here.
    @exclusivity(unchecked) package unowned(unsafe) var layerObject: AnyObject?

    // The layer reads these for every row that scrolls in. Another module's
    // access to a stored property checks exclusivity whatever the property's
    // attribute says (about 76 instructions a read); these accessors read
    // it here, unchecked in release builds.
    /// `layerObject`, read without another module's exclusivity check.
    package var layer: AnyObject? { layerObject }
    /// Sets `content`, without another module's exclusivity check (a data
    /// source configuring every cell it returns).
    package func configure(content: [String: String]) { self.content = content }
    /// Whether the cell is bound to a row (`indexPath != nil`).
    package var isBound: Bool { indexPath != nil }
    /// Whether the cell is bound to row `p`.
    @inline(__always)
    func isBound(to p: RowPath) -> Bool {
        guard let ip = indexPath else { return false }
        return ip.section == p.section && ip.row == p.row
    }
    /// `isSelected` and `isEditing` in one read.
    package var shownState: (isSelected: Bool, isEditing: Bool) { (isSelected, isEditing) }

    init(identity: Int, reuseIdentifier: String) {
        self.identity = identity
        self.reuseIdentifier = reuseIdentifier
    }

    /// `#7`
    /// - Complexity: O(1)
    public var description: String { "#\(identity)" }
}

extension TableViewCell {
    /// `UITableViewCell.EditingStyle`: the control a row shows while editing.
    public enum EditingStyle: String, Sendable, CaseIterable {
        case none, delete, insert
    }

    /// A row's editing answers as the table last heard them (nil: not asked).
    public struct EditingAnswers: Equatable, Sendable {
        public var canEdit: Bool?
        public var canMove: Bool?
        public var editingStyle: EditingStyle?
        /// - Complexity: O(1)
        public init(canEdit: Bool? = nil, canMove: Bool? = nil, editingStyle: EditingStyle? = nil) {
            self.canEdit = canEdit
            self.canMove = canMove
            self.editingStyle = editingStyle
        }
    }
}
