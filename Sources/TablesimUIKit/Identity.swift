import Foundation

// UIKit's classes are `NSObject`s, which compare by identity unless a class
// overrides `isEqual(_:)`: `tableView.visibleCells.contains(cell)`,
// `firstIndex(of:)`, sets of cells, `#expect(parent.children == [child])`
// and `XCTAssertEqual(navigationItem.rightBarButtonItem, saveButton)` work
// on them. The library's classes that UIKit makes `NSObject`s do the same.

extension UIResponder: Equatable, Hashable {
    public nonisolated static func == (lhs: UIResponder, rhs: UIResponder) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIBarButtonItem: Equatable, Hashable {
    public nonisolated static func == (lhs: UIBarButtonItem, rhs: UIBarButtonItem) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIMenuElement: Equatable, Hashable {
    public nonisolated static func == (lhs: UIMenuElement, rhs: UIMenuElement) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIAlertAction: Equatable, Hashable {
    public nonisolated static func == (lhs: UIAlertAction, rhs: UIAlertAction) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UIContextualAction: Equatable, Hashable {
    public nonisolated static func == (lhs: UIContextualAction, rhs: UIContextualAction) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension NSLayoutConstraint: Equatable, Hashable {
    public nonisolated static func == (lhs: NSLayoutConstraint, rhs: NSLayoutConstraint) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

extension UILayoutGuide: Equatable, Hashable {
    public nonisolated static func == (lhs: UILayoutGuide, rhs: UILayoutGuide) -> Bool { lhs === rhs }
    public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}
