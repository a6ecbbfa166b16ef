import Foundation
import TableEngine

/// `numberOfRows(inSection:)` at a section the table does not have
/// (FIDELITY.md row 98).
extension UITableView {
    /// UIKit's reason for the row count of a section the table does not have.
    static func rowCountOutOfBoundsReason(_ section: Int) -> String {
        "Requested the number of rows for section (\(section)) which is out of bounds."
    }

    /// The rows of `section`, as `numberOfRows(inSection:)` answers.
    ///
    /// A section the table does not have (negative, or at or past
    /// `numberOfSections`) is what UIKit's profile makes of it: since iOS 13
    /// (the default profile) `NSInternalInconsistencyException` with
    /// `Requested the number of rows for section (7) which is out of bounds.`,
    /// recorded, and the answer 0 (the code after the call runs, unlike on a
    /// device); before it (`ios10`), `NSNotFound` and no exception.
    /// - Complexity: O(1) once the table has loaded.
    func rowCount(inSection section: Int) -> Int {
        let engine = readyEngine()
        if section >= 0, section < engine.numberOfSections { return engine.numberOfRows(inSection: section) }
        guard engine.platform.raisesForRowCountOfMissingSection else { return NSNotFound }
        UIKitException.raise(.internalInconsistencyException, UITableView.rowCountOutOfBoundsReason(section))
        return 0
    }
}
