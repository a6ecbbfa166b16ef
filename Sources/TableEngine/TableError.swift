import Foundation

/// Everything the engine refuses. Each case carries what was refused (counts,
/// index paths, sections) for a program to match on; `description` is the
/// message a person reads: UIKit's own text where UIKit has one, word for word.
///
///     do {
///         try table.endUpdates()
///     } catch TableError.invalidUpdate(let update) where update.kind == .insertedRowMissing {
///         print(update.indexPath!, update.rowCount!)  // the row, and the rows its section has
///     }
public enum TableError: Error, Equatable, CustomStringConvertible, Sendable {
    /// UIKit's `Invalid update: ...` and `attempt to ...` exceptions.
    case invalidUpdate(InvalidUpdate)
    /// `scrollToRow` past the end, in the words of the profile's UIKit
    /// (`OutOfRange.platform`): since iOS 13 `Attempted to scroll the table
    /// view to an out-of-bounds row (82) when there are only 82 rows in
    /// section 0.`, before it `-[UITableView …]: row (82) beyond bounds (82)
    /// for section (0).`
    case scrollOutOfBounds(OutOfRange)
    /// Any other call naming a missing row or section.
    case outOfRange(OutOfRange)
    /// An offset or distance that is NaN or infinite.
    case invalidLength(InvalidLength)
    /// Anything else the table cannot do in its current state.
    case invalidOperation(InvalidOperation)
    /// A data source count the table cannot hold (`TableView.loadError`).
    case invalidDataSource(InvalidDataSource)

    /// The message; the same as `description`.
    /// - Complexity: O(1), or O(k) to write the k operations of an update's text.
    public var message: String { description }

    /// - Complexity: O(1), or O(k) to write the k operations of an update's text.
    public var description: String {
        switch self {
        case .invalidUpdate(let update): return update.description
        case .scrollOutOfBounds(let place): return ScrollMessage.outOfBounds(place)
        case .outOfRange(let place):
            let count = place.count
            guard let row = place.row else {
                return "section \(place.section) is out of range: the table has \(count) section\(count == 1 ? "" : "s")"
            }
            return "row \(row) is out of range: section \(place.section) has \(count) row\(count == 1 ? "" : "s")"
        case .invalidLength(let length): return length.description
        case .invalidOperation(let operation): return operation.description
        case .invalidDataSource(let refusal): return refusal.description
        }
    }

    /// A row past the end of its section, in the table's words.
    /// - Complexity: O(1)
    public static func rowOutOfRange(_ row: Int, section: Int, rows: Int) -> TableError {
        .outOfRange(OutOfRange(section: section, row: row, count: rows))
    }

    /// A section past the end of the table, in the table's words.
    /// - Complexity: O(1)
    public static func sectionOutOfRange(_ section: Int, sections: Int) -> TableError {
        .outOfRange(OutOfRange(section: section, row: nil, count: sections))
    }
}

/// A row or section that does not exist.
public struct OutOfRange: Equatable, Sendable {
    /// The section named.
    public var section: Int
    /// The row named; nil when the section itself is missing.
    public var row: Int?
    /// The rows of `section` when a row is missing, else the table's sections.
    public var count: Int
    /// The profile whose UIKit words `TableError.scrollOutOfBounds` uses
    /// (the table's `platform`); the engine's own `outOfRange` text ignores it.
    public var platform: PlatformProfile

    /// - Complexity: O(1)
    public init(section: Int, row: Int?, count: Int, platform: PlatformProfile = .ios15) {
        self.section = section
        self.row = row
        self.count = count
        self.platform = platform
    }
}

/// An offset or a distance that is not a finite number.
public struct InvalidLength: Equatable, Sendable, CustomStringConvertible {
    public enum Quantity: String, Sendable, CaseIterable {
        /// `setContentOffset(_:)`
        case offset
        /// `drag(by:)`, `scroll(by:)`
        case dragDistance
    }
    public var quantity: Quantity

    /// - Complexity: O(1)
    public init(_ quantity: Quantity) { self.quantity = quantity }

    /// - Complexity: O(1)
    public var description: String {
        switch quantity {
        case .offset: return "the offset must be a finite number"
        case .dragDistance: return "a drag distance must be a finite number"
        }
    }
}

/// A count from the data source that the table cannot hold: a negative one,
/// more than `TableView.maximumRows` sections, or more rows than that in all.
public struct InvalidDataSource: Equatable, Sendable, CustomStringConvertible {
    /// What the counts were read for.
    public enum Reading: String, Sendable, CaseIterable {
        /// The first layout pass or `reloadData()`: the table was not loaded.
        case load
        /// The check at the end of a batch update: the update was refused.
        case update
    }
    /// The count returned.
    public var count: Int
    /// The section whose `numberOfRowsInSection` returned it; nil for `numberOfSections`.
    public var section: Int?
    public var reading: Reading

    /// - Complexity: O(1)
    public init(count: Int, section: Int?, reading: Reading) {
        self.count = count
        self.section = section
        self.reading = reading
    }

    /// - Complexity: O(1)
    public var description: String {
        guard let section else { return UpdateMessage.sectionCountRefused(count, reading) }
        return UpdateMessage.rowCountRefused(count, section: section, reading)
    }
}

/// A call the table cannot honour in its current state, or a misuse it worked around.
public struct InvalidOperation: Equatable, Sendable, CustomStringConvertible {
    public enum Kind: String, Sendable, CaseIterable {
        /// A change made from inside a data source or delegate call (`TableView.reentrantChangeMessage`).
        case changeWhileCallingOut
        /// `reloadData()` called from inside every reload it caused, `maximumDeferredReloads` times.
        case reloadLoop
        /// `reconfigureRows(at:)` under a profile before iOS 15.
        case reconfigureUnavailable
        /// `endUpdates()` without a matching `beginUpdates()`.
        case unbalancedEndUpdates
        /// `cellForRowAt` returned a cell `dequeueReusableCell` did not hand out
        /// for the row, or one already in use (`TableView.dataSourceMisuse`).
        case cellNotHandedOut
        /// `viewForHeaderInSection` / `viewForFooterInSection` returned a view
        /// `dequeueReusableHeaderFooterView` did not hand out, or one in use.
        case viewNotHandedOut
        /// A touch on the section index while no index is shown (§15).
        case sectionIndexNotShown
        /// A touch on an index title the index does not have (by text or position).
        case noSuchIndexTitle
        /// `sectionForSectionIndexTitle` answered a section the table does not have.
        case indexTitleSectionOutOfRange
        /// A swipe on a row that is not on screen (§13).
        case rowNotOnScreen
        /// A commit of a row that shows no Delete or insert control (§13).
        case noEditingControl
        /// A reorder of a row that shows no reorder control (§14).
        case noReorderControl
        /// `targetIndexPathForMoveFromRowAt` answered a position the row cannot go to (§14).
        case invalidMoveTarget
        /// A drop at a position the table does not have (§14).
        case dropOutOfRange
    }
    public var kind: Kind
    /// The row concerned (`cellNotHandedOut`), else nil.
    public var indexPath: IndexPath?
    /// The message.
    public let description: String

    init(_ kind: Kind, indexPath: IndexPath? = nil, _ description: String) {
        self.kind = kind
        self.indexPath = indexPath
        self.description = description
    }
}

extension InvalidOperation {
    /// A change made from inside a data source or delegate call.
    /// - Complexity: O(1)
    public static var changeWhileCallingOut: InvalidOperation {
        InvalidOperation(.changeWhileCallingOut, TableView.reentrantChangeMessage)
    }
}
