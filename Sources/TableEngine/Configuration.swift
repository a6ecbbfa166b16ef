import Foundation

/// UITableView.Style, plus the engine's insets for `insetGrouped` cards.
public enum TableStyle: String, CaseIterable, Sendable {
    case plain, grouped
    case insetGrouped = "inset-grouped"

    /// Grouped and inset-grouped share most rules.
    /// - Complexity: O(1)
    public var isGrouped: Bool { self != .plain }
}

/// Platform profiles (ENGINE.md §12): which iOS generation to imitate. Each
/// is a bundle of defaults for real UIKit properties; a property set on the
/// table overrides its profile's default.
public enum PlatformProfile: String, CaseIterable, Sendable {
    /// iOS 7–10: exact heights, no prefetching, filler separators.
    case ios10
    /// iOS 11–14: automatic estimated heights, no prefetching, filler separators.
    case ios14
    /// iOS 15 and later: automatic estimates, prefetching, no filler
    /// separators, a 22-pt gap above plain section headers, `reconfigureRows`,
    /// the "Invalid batch updates detected" wording.
    case ios15

    /// `estimatedRowHeight`: 0 (off) under ios10, `automaticDimension` after (iOS 11 made it the default).
    /// - Complexity: O(1)
    public var estimatedRowHeight: Double { self == .ios10 ? 0 : TableView.automaticDimension }
    /// `isPrefetchingEnabled`: on from iOS 15 (§12.2).
    /// - Complexity: O(1)
    public var isPrefetchingEnabled: Bool { self == .ios15 }
    /// `fillerRowHeight`: the last row's height before iOS 15, off from it (§4.3).
    /// - Complexity: O(1)
    public var fillerRowHeight: FillerRowHeight { self == .ios15 ? .off : .automatic }
    /// What `sectionHeaderTopPadding = automaticDimension` means in plain style: 22 from iOS 15 (§12.3).
    /// - Complexity: O(1)
    public var automaticSectionHeaderTopPadding: Double { self == .ios15 ? 22 : 0 }
    /// Whether `reconfigureRows(at:)` exists (iOS 15).
    /// - Complexity: O(1)
    public var hasReconfigure: Bool { self == .ios15 }
    /// Whether inconsistent counts are reported as "Invalid batch updates detected" (iOS 15, §9).
    /// - Complexity: O(1)
    public var usesModernUpdateWording: Bool { self == .ios15 }
    /// Whether UIKit's `numberOfRows(inSection:)` raises for a section the
    /// table does not have (iOS 13 and later: ios14, ios15) rather than
    /// answering `NSNotFound` (ios10). The engine's own
    /// `TableView.numberOfRows(inSection:)` answers 0 in every profile;
    /// TablesimUIKit reads this.
    /// - Complexity: O(1)
    public var raisesForRowCountOfMissingSection: Bool { self != .ios10 }
}

public enum SeparatorStyle: String, CaseIterable, Sendable {
    case singleLine = "single"
    case none
}

/// Left and right insets of a separator line.
public struct SeparatorInset: Equatable, Sendable {
    public var left: Double
    public var right: Double
    /// - Complexity: O(1)
    public init(left: Double, right: Double = 0) {
        self.left = left
        self.right = right
    }
}

/// Top and bottom content insets.
public struct ContentInset: Equatable, Sendable {
    public var top: Double
    public var bottom: Double
    /// - Complexity: O(1)
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
    public enum Kind: String, CaseIterable, Sendable { case plain, searchbar }
    /// `AOPAutohideHeaderMode`: `default` auto-hides only a search bar.
    public enum AutohideMode: String, CaseIterable, Sendable {
        case `default`
        case autohide
        case noAutohide = "no-autohide"
    }

    public var height: Double
    public var kind: Kind
    public var mode: AutohideMode

    /// - Complexity: O(1)
    public init(height: Double, kind: Kind = .plain, mode: AutohideMode = .default) {
        self.height = height
        self.kind = kind
        self.mode = mode
    }

    /// Whether releasing a drag snaps the header shown or hidden.
    /// - Complexity: O(1)
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

/// A valid viewport height in points and in the store's fixed-point units,
/// computed once when it is set (the layout passes read the units).
struct ViewportHeight {
    let points: Double
    let fixed: Fixed
    init(_ points: Double) {
        self.points = points
        self.fixed = FixedPoint.fixed(points)
    }
}
