/// Everything the engine refuses, with a message a person can act on.
public enum TableError: Error, Equatable, CustomStringConvertible, Sendable {
    /// UIKit's `Invalid update: ...` and `attempt to ...` exceptions, word for word.
    case invalidUpdate(String)
    /// `scrollToRow` past the end: UIKit's `row (82) beyond bounds (82) for section (0).`
    case scrollOutOfBounds(String)
    /// Any other command naming a missing row or section.
    case outOfRange(String)
    /// A height or length that is negative, NaN, infinite or absurdly large.
    case invalidLength(String)
    /// Anything else the table cannot do in its current state.
    case invalidOperation(String)
    /// A data source count the table cannot hold (`TableView.loadError`).
    case invalidDataSource(String)

    /// - Complexity: O(1)
    public var message: String {
        switch self {
        case .invalidUpdate(let m), .scrollOutOfBounds(let m), .outOfRange(let m),
             .invalidLength(let m), .invalidOperation(let m), .invalidDataSource(let m):
            return m
        }
    }

    /// - Complexity: O(1)
    public var description: String { message }

    /// A row past the end of its section, in the table's words.
    /// - Complexity: O(1)
    public static func rowOutOfRange(_ row: Int, section: Int, rows: Int) -> TableError {
        .outOfRange("row \(row) is out of range: section \(section) has \(rows) row\(rows == 1 ? "" : "s")")
    }

    /// A section past the end of the table, in the table's words.
    /// - Complexity: O(1)
    public static func sectionOutOfRange(_ section: Int, sections: Int) -> TableError {
        .outOfRange("section \(section) is out of range: the table has \(sections) section\(sections == 1 ? "" : "s")")
    }
}
