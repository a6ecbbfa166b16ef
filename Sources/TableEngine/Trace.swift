import Foundation

/// One data source or delegate call the table made.
public struct TraceEvent: Equatable, Sendable, CustomStringConvertible {
    public enum Call: String, Sendable {
        case numberOfSections, numberOfRows, heightForHeader, heightForFooter, heightForRow
        case estimatedHeightForHeader, estimatedHeightForFooter, estimatedHeightForRow
        case sectionIndexTitles, cellForRow, indentationLevel, canEdit, willDisplay, didEndDisplaying
        case viewForHeader, viewForFooter, willSelect, didSelect, willDeselect, didDeselect

        // MARK: Section index and header and footer views (ENGINE.md §15, §16)
        case sectionForSectionIndexTitle
        case willDisplayHeaderView, willDisplayFooterView, didEndDisplayingHeaderView, didEndDisplayingFooterView
        // MARK: Editing, reordering, highlight (ENGINE.md §13, §14, §17)
        case canMove, editingStyle, willBeginEditing, didEndEditing, commitEditingStyle
        case targetIndexPathForMove, moveRowAt
        case shouldHighlight, didHighlight, didUnhighlight, accessoryButtonTapped
    }

    public enum Target: Equatable, Sendable {
        case none
        case section(Int)
        case row(IndexPath)

        // MARK: Section index (ENGINE.md §15)
        /// An index title and its position in the index: `"T" N`.
        case indexTitle(String, at: Int)
        // MARK: Editing and reordering (ENGINE.md §13, §14)
        /// `commitEditingStyle 0,2 delete`
        case rowAndStyle(IndexPath, TableViewCell.EditingStyle)
        /// `moveRowAt 0,1 0,4`
        case rowAndRow(IndexPath, IndexPath)
    }

    public var call: Call
    public var target: Target

    /// - Complexity: O(1)
    public init(_ call: Call, _ target: Target = .none) {
        self.call = call
        self.target = target
    }

    /// `cellForRow 0,3`, `numberOfRows 1`, `numberOfSections`.
    /// - Complexity: O(1)
    public var description: String {
        switch target {
        case .none: return call.rawValue
        case .section(let s): return "\(call.rawValue) \(s)"
        case .row(let ip): return "\(call.rawValue) \(ip.section),\(ip.row)"
        case .indexTitle(let title, let index): return "\(call.rawValue) \(TraceEvent.quoted(title)) \(index)"
        case .rowAndStyle(let ip, let style): return "\(call.rawValue) \(ip.section),\(ip.row) \(style.rawValue)"
        case .rowAndRow(let a, let b): return "\(call.rawValue) \(a.section),\(a.row) \(b.section),\(b.row)"
        }
    }

    /// A title as the scenario language writes it: always quoted, `\` and `"` escaped.
    /// - Complexity: O(k) for k characters.
    public static func quoted(_ title: String) -> String {
        "\"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
