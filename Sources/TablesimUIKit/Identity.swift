import Foundation

/// Equality and hashing by identity, as UIKit's classes have them: they are
/// `NSObject`s, which compare by identity unless a class overrides
/// `isEqual(_:)`. So `tableView.visibleCells.contains(cell)`,
/// `firstIndex(of:)`, sets of cells, `#expect(parent.children == [child])`
/// and `XCTAssertEqual(navigationItem.rightBarButtonItem, saveButton)` work
/// on the library's classes that UIKit makes `NSObject`s.
public protocol ComparedByIdentity: AnyObject, Hashable {}

extension ComparedByIdentity {
    public nonisolated static func == (lhs: Self, rhs: Self) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIResponder: ComparedByIdentity {}
extension UIBarButtonItem: ComparedByIdentity {}
extension UIMenuElement: ComparedByIdentity {}
extension UIAlertAction: ComparedByIdentity {}
extension UIContextualAction: ComparedByIdentity {}
extension NSLayoutConstraint: ComparedByIdentity {}
extension UILayoutGuide: ComparedByIdentity {}
