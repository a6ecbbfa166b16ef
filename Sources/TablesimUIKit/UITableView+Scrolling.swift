import Foundation
import TableEngine

/// Geometry, scrolling and selection (the app's: no delegate calls; the
/// user's gestures are in UITableView+Simulation.swift).
extension UITableView {
    /// UIKit's reason for a rect asked at a row the table does not have.
    static func invalidRectReason(_ indexPath: IndexPath) -> String {
        "request for rect at invalid index path (<NSIndexPath> {length = 2, path = \(indexPath.section) - \(indexPath.row)})"
    }

    /// A row's rect in content coordinates; `.zero` (and a recorded exception) for a row the table does not have.
    public func rectForRow(at indexPath: IndexPath) -> CGRect {
        do {
            return try readyEngine().rectForRow(at: indexPath)
        } catch {
            UIKitException.raise(.internalInconsistencyException, UITableView.invalidRectReason(indexPath))
            return .zero
        }
    }

    /// A section's rect (header, rows and footer); `.zero` for a section the table does not have.
    public func rect(forSection section: Int) -> CGRect {
        (try? readyEngine().rect(forSection: section)) ?? .zero
    }

    /// A section header's rect; `.zero` for a section the table does not have.
    public func rectForHeader(inSection section: Int) -> CGRect {
        (try? readyEngine().rectForHeader(inSection: section)) ?? .zero
    }

    /// A section footer's rect; `.zero` for a section the table does not have.
    public func rectForFooter(inSection section: Int) -> CGRect {
        (try? readyEngine().rectForFooter(inSection: section)) ?? .zero
    }

    /// The row at a point in content coordinates, nil when there is none.
    public func indexPathForRow(at point: CGPoint) -> IndexPath? {
        readyEngine().indexPathForRow(atY: Double(point.y))
    }

    /// The rows overlapping a rect in content coordinates, nil when there are none.
    public func indexPathsForRows(in rect: CGRect) -> [IndexPath]? {
        let rows = readyEngine().indexPathsForRows(inY: Double(rect.minY) ..< Double(rect.maxY))
        return rows.isEmpty ? nil : rows
    }

    /// Tells the delegate the content offset changed (`scrollViewDidScroll`),
    /// once for each new offset: an operation run from inside another (a
    /// `scrollToRow` in `didSelectRowAt`) reports its move, and the outer one
    /// does not report it again. Not when the delegate's method is the
    /// protocol's default, learnt (`KnownDefaults`).
    func reportScrollIfMoved() {
        guard !engine.isCallingOut else { return }
        let y = engine.contentOffset
        guard y != reportedOffset else { return }
        let before = reportedOffset
        reportedOffset = y
        if followsLargeTitle { largeTitleBar?.followScroll(of: self) }
        if mayPrefetch { prefetchAhead(movingDown: y > before) }
        guard !knownDefaults.contains(.didScroll) else { return }
        delegate?.scrollViewDidScroll(self)
    }

    /// Jumps to an offset (animation is not modelled: one layout pass at the destination).
    public func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        perform { try $0.setContentOffset(Double(contentOffset.y)) }
    }

    /// Scrolls a row to a position. A row the table does not have raises UIKit's `NSRangeException` (recorded).
    public func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        perform { try $0.scrollToRow(at: indexPath, at: scrollPosition.engine) }
    }

    /// The first selected row, nil when none is.
    public var indexPathForSelectedRow: IndexPath? { readyEngine().indexPathsForSelectedRows.first }

    /// The selected rows, nil when none is, as in UIKit.
    public var indexPathsForSelectedRows: [IndexPath]? {
        let rows = readyEngine().indexPathsForSelectedRows
        return rows.isEmpty ? nil : rows
    }

    /// Selects a row as the app does: no delegate method is called. nil clears the selection.
    public func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        perform { try $0.selectRow(at: indexPath, scrollPosition: scrollPosition == .none ? nil : scrollPosition.engine) }
    }

    /// Deselects a row as the app does: no delegate method is called.
    public func deselectRow(at indexPath: IndexPath, animated: Bool) {
        perform { try $0.deselectRow(at: indexPath) }
    }

    /// Scrolls the selected row nearest the middle of the screen to a
    /// position (`.none`: as little as shows it); nothing without a selection.
    public func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        perform { try $0.scrollToNearestSelectedRow(at: scrollPosition.engine, animated: animated) }
    }
}

extension UITableView.ScrollPosition {
    var engine: TableView.ScrollPosition {
        switch self {
        case .none: return .none
        case .top: return .top
        case .middle: return .middle
        case .bottom: return .bottom
        }
    }
}
