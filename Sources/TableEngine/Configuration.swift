import Foundation

/// UITableView.Style, plus the engine's insets for `insetGrouped` cards.
public enum TableStyle: String, CaseIterable, Sendable {
    case plain, grouped
    case insetGrouped = "inset-grouped"

    /// Grouped and inset-grouped share most rules.
    public var isGrouped: Bool { self != .plain }
}

/// Behaviour profiles (ENGINE.md §6): which iOS generation to imitate.
public enum PlatformProfile: String, CaseIterable, Sendable {
    /// iOS 7–14: mounted = visible, one spare cell, filler separators by default.
    case ios14
    /// iOS 15 and later: one prefetched row on each side, no filler separators by default.
    case ios15
}

public enum SeparatorStyle: String, Sendable {
    case singleLine = "single"
    case none
}

/// Left and right insets of a separator line.
public struct SeparatorInset: Equatable, Sendable {
    public var left: Double
    public var right: Double
    public init(left: Double, right: Double = 0) {
        self.left = left
        self.right = right
    }
}

/// Top and bottom content insets.
public struct ContentInset: Equatable, Sendable {
    public var top: Double
    public var bottom: Double
    public init(top: Double = 0, bottom: Double = 0) {
        self.top = top
        self.bottom = bottom
    }
}

/// How far apart extra separators below the content are (UITableView.fillerRowHeight).
public enum FillerRowHeight: Equatable, Sendable {
    /// The height of the table's last row (the table's row height when it has no rows).
    case automatic
    /// No filler separators.
    case off
    case height(Double)
}

/// The table header view (ENGINE.md §5).
public struct TableHeaderView: Equatable, Sendable {
    public enum Kind: String, Sendable { case plain, searchbar }
    /// `AOPAutohideHeaderMode`: `default` auto-hides only a search bar.
    public enum AutohideMode: String, Sendable {
        case `default`
        case autohide
        case noAutohide = "no-autohide"
    }

    public var height: Double
    public var kind: Kind
    public var mode: AutohideMode

    public init(height: Double, kind: Kind = .plain, mode: AutohideMode = .default) {
        self.height = height
        self.kind = kind
        self.mode = mode
    }

    /// Whether releasing a drag snaps the header shown or hidden.
    public var autohides: Bool {
        switch mode {
        case .default: return kind == .searchbar
        case .autohide: return true
        case .noAutohide: return false
        }
    }
}

/// Documented UIKit bugs a scenario can turn on (ENGINE.md §4.5).
public enum Quirk: String, CaseIterable, Sendable {
    /// After a row deletion in a plain section with a footer, the section's last
    /// row shows the full-width separator the footer had hidden.
    case deleteRevealsSeparator = "delete-reveals-separator"
}
