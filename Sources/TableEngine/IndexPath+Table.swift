import Foundation
@_exported import TableIndexPath


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
