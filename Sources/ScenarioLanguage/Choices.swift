import TableEngine

/// The words a `.choice` slot accepts, as an enum: the parser checks the word,
/// and the interpreter reads the case (`c.choice(ScrollPosition.self, .position)`),
/// so no code compares strings against choice words. The raw value is the word.
public protocol ChoiceWord: CaseIterable, RawRepresentable, Sendable where RawValue == String {}

// The engine's own enums, whose raw values are the scenario words.
extension TableStyle: ChoiceWord {}
extension PlatformProfile: ChoiceWord {}
extension SeparatorStyle: ChoiceWord {}
extension TableHeaderView.Kind: ChoiceWord {}
extension TableHeaderView.AutohideMode: ChoiceWord {}
extension Quirk: ChoiceWord {}
extension TableView.ScrollPosition: ChoiceWord {}
extension CellPosition: ChoiceWord {}
extension TableViewCell.EditingStyle: ChoiceWord {}

/// `on` or `off`.
public enum Switch: String, ChoiceWord {
    case on, off
    public var isOn: Bool { self == .on }
}

/// A height that may be left to the table (`auto`) or turned off.
public enum HeightMode: String, ChoiceWord {
    case auto, off
}

/// The word `none`, where it stands instead of a value.
public enum NoneWord: String, ChoiceWord {
    case none
}

/// `yes` or `no`.
public enum YesNo: String, ChoiceWord {
    case yes, no
    public init(_ value: Bool) { self = value ? .yes : .no }
}

/// The part of a section a rect or frame names.
public enum SectionPart: String, ChoiceWord {
    case header, footer, section
}

/// `scroll to top|bottom`.
public enum ScrollEdge: String, ChoiceWord {
    case top, bottom
}

/// How `state` reaches the cells.
public enum StatePush: String, ChoiceWord {
    case visibleCells = "visible-cells"
    case mountedCells = "mounted-cells"
    case reloadData = "reload-data"
    case none
}

/// What `print` prints.
public enum Fact: String, ChoiceWord {
    case visible, mounted, selected, offset
    case contentSize = "content-size"
    case cells, pool, stale, trace, separators
    case index, headerViews = "header-views"
    case editing
}

/// `show all`.
public enum ShowScope: String, ChoiceWord {
    case all
}

/// `trace on|off|clear`.
public enum TraceAction: String, ChoiceWord {
    case on, off, clear
}

/// Which separator of a row `assert separator` names.
public enum SeparatorEdge: String, ChoiceWord {
    case below, above
}

/// The separator `assert separator` expects: none, or the engine's kind.
public enum SeparatorExpectation: String, ChoiceWord {
    case none, inset, full
    public init(_ kind: SeparatorKind?) {
        switch kind {
        case nil: self = .none
        case .inset: self = .inset
        case .full: self = .full
        }
    }
}

/// The word before a change that splits it (`CommandSpec.prefixes`).
public enum ChangeParty: String, ChoiceWord {
    case data, table
}

// MARK: Diffable

/// `before` or `after` an identifier, in the snapshot commands.
public enum Side: String, ChoiceWord {
    case before, after
    public var isAfter: Bool { self == .after }
}

/// How `apply` shows a snapshot: `apply(_:animatingDifferences:)` with true
/// or false (animations are not modelled: both perform the difference as one
/// batch), or `applySnapshotUsingReloadData(_:)`.
public enum ApplyMode: String, ChoiceWord {
    case animating
    case withoutAnimation = "without-animation"
    case reloadData = "reload-data"
}

/// Which snapshot `print snapshot` prints: the data source's (applied) one, or the one being edited.
public enum SnapshotChoice: String, ChoiceWord {
    case applied, pending
}

// MARK: Editing, reordering and selection (ENGINE.md §13, §14, §17)

/// `move-target`: the delegate's `targetIndexPathForMove` policy.
public enum MoveTarget: String, ChoiceWord {
    /// Every proposal is kept.
    case any
    /// Proposals in other sections are clamped to the row's own section's first or last row.
    case sameSection = "same-section"
}

/// `select S,R programmatically`: the app's selection, not a tap.
public enum SelectionSource: String, ChoiceWord {
    case programmatically
}

/// `assert editing swipe S,R`.
public enum SwipeWord: String, ChoiceWord {
    case swipe
}

extension SyntaxElement {
    /// A choice among all the words of `type`.
    public static func choice<Choice: ChoiceWord>(_ slot: Slot, _ type: Choice.Type) -> SyntaxElement {
        .choice(slot, type.allCases.map(\.rawValue))
    }

    /// A choice among some of the words of an enum, in the order given.
    public static func choice<Choice: ChoiceWord>(_ slot: Slot, _ cases: [Choice]) -> SyntaxElement {
        .choice(slot, cases.map(\.rawValue))
    }
}
