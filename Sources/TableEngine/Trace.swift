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
    }

    public enum Target: Equatable, Sendable {
        case none
        case section(Int)
        case row(IndexPath)

        // MARK: Section index (ENGINE.md §15)
        /// An index title and its position in the index: `"T" N`.
        case indexTitle(String, at: Int)
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
        }
    }

    /// A title as the scenario language writes it: always quoted, `\` and `"` escaped.
    /// - Complexity: O(k) for k characters.
    public static func quoted(_ title: String) -> String {
        "\"" + title.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
