import Foundation

// UIKit's spelling of a table's index paths, for Linux (UIKit declares these
// itself). A module of its own so that `TableEngine` and `TablesimUIKit` both
// re-export it: an app importing only `TablesimUIKit` sees them, also with
// Swift's `MemberImportVisibility` on. Inlinable: every row the engine binds
// makes and reads index paths, and a call across modules for each cost
// about 80 instructions a scroll step.
#if !canImport(UIKit)
extension IndexPath {
    /// An index path of a table row, as UIKit spells it.
    /// - Complexity: O(1)
    @inlinable
    public init(row: Int, section: Int) {
        // One index, then the second appended: Foundation's two-index storage
        // stays inline (no array is allocated).
        self.init(index: section)
        append(row)
    }

    /// The section (the first index).
    /// - Complexity: O(1)
    @inlinable
    public var section: Int {
        get { count > 0 ? self[0] : 0 }
        set { self = IndexPath(row: row, section: newValue) }
    }

    /// The row (the second index).
    /// - Complexity: O(1)
    @inlinable
    public var row: Int {
        get { count > 1 ? self[1] : 0 }
        set { self = IndexPath(row: newValue, section: section) }
    }

    #if !canImport(AppKit)
    // (AppKit declares these two itself, for `NSCollectionView`.)
    /// An index path of an item, as UIKit spells it for collection views
    /// (the same two indexes as `init(row:section:)`).
    /// - Complexity: O(1)
    @inlinable
    public init(item: Int, section: Int) {
        self.init(row: item, section: section)
    }

    /// The item (the second index, as `row`).
    /// - Complexity: O(1)
    @inlinable
    public var item: Int {
        get { row }
        set { row = newValue }
    }
    #endif
}
#endif
