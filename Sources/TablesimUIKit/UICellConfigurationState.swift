import Foundation

/// The state a configuration may follow (UIKit's `UIConfigurationState`,
/// iOS 14): the traits, and custom states by key.
public protocol UIConfigurationState {
    /// A state with these traits and nothing else set.
    init(traitCollection: UITraitCollection)
    /// The traits of the view whose state this is.
    var traitCollection: UITraitCollection { get set }
    /// A custom state, by key (nil: not set).
    subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? { get set }
}

/// The key of a custom state (UIKit's `UIConfigurationStateCustomKey`):
/// `static let isArchived = UIConfigurationStateCustomKey("com.my-app.MyCell.isArchived")`
/// in an extension, read and written through the state's subscript.
public struct UIConfigurationStateCustomKey: Hashable, RawRepresentable, Sendable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
}

/// A state's custom values. They are the app's own values, read and
/// written on the main actor as the views are (hence the unchecked `Sendable`).
struct CustomStates: Hashable, @unchecked Sendable {
    var values: [UIConfigurationStateCustomKey: AnyHashable] = [:]
}

/// A view's state (UIKit's `UIViewConfigurationState`, iOS 14).
public struct UIViewConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    public var isDisabled = false
    public var isHighlighted = false
    public var isSelected = false
    public var isFocused = false
    private var custom = CustomStates()

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom.values[key] }
        set { custom.values[key] = newValue }
    }
}

/// A cell's state (UIKit's `UICellConfigurationState`, iOS 14): what
/// `configurationState` reports and `updateConfiguration(using:)` receives.
/// Add states of your own with `UIConfigurationStateCustomKey`, as Apple shows:
/// a typed property in an extension that reads and writes `self[key]`.
public struct UICellConfigurationState: UIConfigurationState, Hashable, Sendable {
    /// UIKit's `UICellConfigurationState.DragState`.
    public enum DragState: Hashable, Sendable {
        /// Not part of a drag session.
        case none
        /// Being lifted, not yet part of a drag session.
        case lifting
        /// Part of an active drag session.
        case dragging
    }

    /// UIKit's `UICellConfigurationState.DropState`.
    public enum DropState: Hashable, Sendable {
        /// Not associated with a drag session.
        case none
        /// A drag session could drop in the cell's container, but not on the cell.
        case notTargeted
        /// The cell is the drop target.
        case targeted
    }

    public var traitCollection: UITraitCollection
    public var isSelected = false
    public var isHighlighted = false
    public var isDisabled = false
    public var isFocused = false
    public var isEditing = false
    /// Whether the cell is expanded (an outline's; table cells never are).
    public var isExpanded = false
    /// Whether the cell's row is swiped to show its Delete button or swipe actions.
    public var isSwiped = false
    /// Whether the cell is being reordered (never set here: a simulated reorder is one step).
    public var isReordering = false
    /// The drag and drop states (never set here: there is no drag and drop).
    public var cellDragState = DragState.none
    public var cellDropState = DropState.none
    private var custom = CustomStates()

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }
    /// A state with the current traits and nothing else set.
    public init() { self.init(traitCollection: UITraitCollection.current) }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom.values[key] }
        set { custom.values[key] = newValue }
    }
}
