import Foundation

/// A refused batch update (ENGINE.md §9): the rule it broke, what it named,
/// and UIKit's text as its `description`. The rules are checked in order and
/// the first broken one is reported, as UIKit does.
public struct InvalidUpdate: Equatable, Sendable, CustomStringConvertible {
    /// The rule broken. UIKit treats a reload as a delete and an insert, so a
    /// reloaded (or reconfigured) row or section is reported as deleted.
    public enum Kind: String, Sendable, CaseIterable {
        // What must exist before the update.
        case deletedRowMissing, deletedSectionMissing, movedRowMissing, movedSectionMissing
        // What must exist after it.
        case insertedRowMissing, insertedSectionMissing, rowDestinationMissing, sectionDestinationMissing
        // Operations in conflict.
        case rowDeletedAndReloaded, rowDeletedAndMoved, rowMovedTwice, rowsMovedToOne, rowInsertedAndMovedTo
        case sectionDeletedAndReloaded, sectionDeletedAndMoved, sectionMovedTwice, sectionsMovedToOne, sectionInsertedAndMovedTo
        /// Before iOS 11 (ios10): a row moved out of a deleted or reloaded section.
        case moveFromDeletedSection
        /// Before iOS 11 (ios10): a row moved into an inserted or reloaded section.
        case moveIntoInsertedSection
        // The counts.
        /// A section's rows do not add up (`counts`); the classic wording.
        case rowCount
        /// The sections do not add up (`counts`); the classic wording.
        case sectionCount
        /// The data source's counts changed, but not by what the table was told
        /// (`rowCountsBefore`, `rowCountsAfter`); the iOS 15 wording.
        case inconsistentCounts
        /// `reloadData()` between `beginUpdates()` and `endUpdates()`.
        case reloadInsideBatch
    }

    /// A section's or the table's counts before and after the update, and the changes told.
    public struct Counts: Equatable, Sendable {
        public var before: Int
        public var after: Int
        public var inserted: Int
        public var deleted: Int
        public var movedIn: Int
        public var movedOut: Int

        /// - Complexity: O(1)
        public init(before: Int, after: Int, inserted: Int, deleted: Int, movedIn: Int, movedOut: Int) {
            (self.before, self.after, self.inserted, self.deleted, self.movedIn, self.movedOut) = (before, after, inserted, deleted, movedIn, movedOut)
        }
    }

    public var kind: Kind
    /// The row named: deleted, reloaded, inserted, or a move's source (for
    /// two moves to one row, the second move's source).
    public var indexPath: IndexPath?
    /// A row move's destination (for one row moved twice, the second destination).
    public var destination: IndexPath?
    /// The section named (a section move's source), or the section whose rows do not add up.
    public var section: Int?
    /// A section move's destination (for one section moved twice, the second destination).
    public var destinationSection: Int?
    /// Where the text quotes them: the table's sections and the named
    /// section's rows, before or after the update as the rule says.
    public var sectionCount: Int?
    public var rowCount: Int?
    /// `rowCount` and `sectionCount`: the numbers that do not add up.
    public var counts: Counts?
    /// `inconsistentCounts`: each section's rows before and after.
    public var rowCountsBefore: [Int]?
    public var rowCountsAfter: [Int]?
    /// UIKit's text.
    public let description: String

    init(_ kind: Kind, _ description: String, indexPath: RowPath? = nil, destination: RowPath? = nil,
         section: Int? = nil, destinationSection: Int? = nil, sectionCount: Int? = nil, rowCount: Int? = nil,
         counts: Counts? = nil, rowCountsBefore: [Int]? = nil, rowCountsAfter: [Int]? = nil) {
        self.kind = kind
        self.description = description
        self.indexPath = indexPath?.indexPath
        self.destination = destination?.indexPath
        self.section = section ?? indexPath?.section
        self.destinationSection = destinationSection ?? destination?.section
        self.sectionCount = sectionCount
        self.rowCount = rowCount
        self.counts = counts
        self.rowCountsBefore = rowCountsBefore
        self.rowCountsAfter = rowCountsAfter
    }
}
