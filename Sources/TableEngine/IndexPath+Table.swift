import Foundation

#if !canImport(UIKit)
extension IndexPath {
    /// An index path of a table row, as UIKit spells it.
    /// - Complexity: O(1)
    public init(row: Int, section: Int) {
        // One index, then the second appended: Foundation's two-index storage
        // stays inline (no array is allocated).
        self.init(index: section)
        append(row)
    }

    /// The section (the first index).
    /// - Complexity: O(1)
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { self = IndexPath(row: row, section: newValue) }
    }

    /// The row (the second index).
    /// - Complexity: O(1)
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(row: newValue, section: section) }
    }

    /// An index path of an item, as UIKit spells it for collection views
    /// (the same two indexes as `init(row:section:)`).
    /// - Complexity: O(1)
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The item (the second index, as `row`).
    /// - Complexity: O(1)
    public var item: Int {
        get { row }
        set { row = newValue }
    }
}
#endif

/// The engine's compact row address, ordered in table order.
struct RowPath: Hashable, Comparable, Sendable, CustomStringConvertible {
    var section: Int
    var row: Int

    init(_ section: Int, _ row: Int) {
        self.section = section
        self.row = row
    }

    /// `IndexPath.section` and `.row`, with the index count read once. An
    /// index path of other than two indices stops the program, as reading
    /// `.section` does (its documented precondition) and as UIKit does
    /// ("Invalid index path for use with UITableView").
    init(_ indexPath: IndexPath) {
        precondition(indexPath.count == 2, "Invalid index path for use with UITableView: index paths passed to a table view must contain exactly two indices, the section and the row")
        self.init(indexPath[0], indexPath[1])
    }

    var indexPath: IndexPath { IndexPath(row: row, section: section) }

    static func < (a: RowPath, b: RowPath) -> Bool {
        a.section != b.section ? a.section < b.section : a.row < b.row
    }

    var description: String { "\(section),\(row)" }
}
