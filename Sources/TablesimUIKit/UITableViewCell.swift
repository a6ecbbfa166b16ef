import Foundation
import TableEngine

/// A table row's view. Subclass it as in UIKit; the table creates registered
/// cells with `init(style: .default, reuseIdentifier:)` and reuses them.
@preconcurrency @MainActor
open class UITableViewCell: UIView {
    /// `UITableViewCell.CellStyle`: which built-in labels the cell has.
    public enum CellStyle: Int, Sendable {
        case `default`, value1, value2, subtitle
    }

    /// `UITableViewCell.AccessoryType`: the control at the trailing edge.
    public enum AccessoryType: Int, Sendable {
        case none, disclosureIndicator, detailDisclosureButton, checkmark, detailButton
    }

    /// `UITableViewCell.EditingStyle`: the control shown while editing.
    public enum EditingStyle: Int, Sendable {
        case none, delete, insert
    }

    /// `UITableViewCell.SelectionStyle`.
    public enum SelectionStyle: Int, Sendable {
        case none, blue, gray, `default`
    }

    /// `UITableViewCell.SeparatorStyle`, used by `UITableView.separatorStyle`.
    public enum SeparatorStyle: Int, Sendable {
        case none, singleLine, singleLineEtched
    }

    /// The identifier the cell was registered or created with.
    public let reuseIdentifier: String?
    /// The style the cell was created with.
    public let style: CellStyle
    /// The view to add custom content to.
    public let contentView: UIView
    /// The main label.
    open private(set) var textLabel: UILabel?
    /// The secondary label; nil for the `.default` style, as in UIKit.
    open private(set) var detailTextLabel: UILabel?
    /// The image at the leading edge (kept, not drawn); nil for the `.value2`
    /// style, which has none.
    open private(set) var imageView: UIImageView?
    /// The accessory shown at the trailing edge.
    open var accessoryType: AccessoryType = .none
    /// The accessory shown while editing.
    open var editingAccessoryType: AccessoryType = .none
    /// A custom accessory view, shown instead of `accessoryType` (kept, not drawn).
    open var accessoryView: UIView?
    /// The view behind the cell's content (kept, not drawn). Setting one
    /// resets `backgroundConfiguration` to nil, as in UIKit.
    open var backgroundView: UIView? {
        didSet { if backgroundView != nil { backgroundConfiguration = nil } }
    }
    /// The view behind the content of a selected cell (kept, not drawn).
    /// Setting one resets `backgroundConfiguration` to nil, as in UIKit.
    open var selectedBackgroundView: UIView? {
        didSet { if selectedBackgroundView != nil { backgroundConfiguration = nil } }
    }
    /// The view behind a cell selected while editing with multiple selection
    /// (kept, not drawn). Setting one resets `backgroundConfiguration` to nil, as in UIKit.
    open var multipleSelectionBackgroundView: UIView? {
        didSet { if multipleSelectionBackgroundView != nil { backgroundConfiguration = nil } }
    }
    /// A custom accessory shown while editing (kept, not drawn).
    open var editingAccessoryView: UIView?
    /// How the cell looks when selected.
    open var selectionStyle: SelectionStyle = .default
    /// The indentation level (the delegate's `indentationLevelForRowAt`).
    open var indentationLevel = 0
    /// The width of one indentation level (kept, not drawn; UIKit's default is 10 points).
    open var indentationWidth: CGFloat = 10
    /// Whether the content indents while editing (kept, not drawn).
    open var shouldIndentWhileEditing = true
    /// Whether the reorder control shows while editing (kept: the table's
    /// `canMoveRowAt` decides whether a row can be dragged).
    open var showsReorderControl = false
    /// The insets of the line under this cell: the table's `separatorInset`
    /// until set; a value set here "takes precedence over any default
    /// separator insets set on the table view" (kept, not drawn: TablesimUIKit
    /// shows no separators).
    open var separatorInset: UIEdgeInsets {
        get { ownSeparatorInset ?? owningTable?.separatorInset ?? UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0) }
        set { ownSeparatorInset = newValue }
    }
    private var ownSeparatorInset: UIEdgeInsets?
    /// Whether the cell shows as selected; the table keeps it in step with its selection.
    open var isSelected: Bool {
        get { selected }
        set { setSelected(newValue, animated: false) }
    }
    /// Whether the cell is highlighted; setting it calls `setHighlighted(_:animated:)`.
    open var isHighlighted: Bool {
        get { highlighted }
        set { setHighlighted(newValue, animated: false) }
    }
    private var highlighted = false
    /// Whether the cell is in editing mode; the table keeps it in step with its own.
    open var isEditing: Bool {
        get { editing }
        set { setEditing(newValue, animated: false) }
    }

    // Read for every row scrolling in: release builds leave out their
    // exclusivity checks (no access spans a call out).
    #if DEBUG
    private var selected = false { didSet { if selected { owningTable?.cellsMayShowState = true } } }
    private var editing = false { didSet { if editing { owningTable?.cellsMayShowState = true } } }
    /// The engine's cell this one stands for, once the table has handed it out.
    var engineCell: TableViewCell?
    /// The table that made or bound the cell.
    weak var owningTable: UITableView?
    /// A configuration update is due at the cell's next layout pass.
    var needsConfigurationUpdate = true
    /// The cell has had a configuration or an update handler: the table lays
    /// it out before showing it when an update is due (`configurationUpdateIsDue`).
    var usesConfigurations = false
    #else
    @exclusivity(unchecked) private var selected = false { didSet { if selected { owningTable?.cellsMayShowState = true } } }
    @exclusivity(unchecked) private var editing = false { didSet { if editing { owningTable?.cellsMayShowState = true } } }
    @exclusivity(unchecked) var engineCell: TableViewCell?
    @exclusivity(unchecked) weak var owningTable: UITableView?
    @exclusivity(unchecked) var needsConfigurationUpdate = true
    @exclusivity(unchecked) var usesConfigurations = false
    #endif

    /// A cell with a style and a reuse identifier (the designated initializer).
    public init(style: CellStyle, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        textLabel = UILabel(frame: .zero)
        detailTextLabel = style == .default ? nil : UILabel(frame: .zero)
        imageView = style == .value2 ? nil : UIImageView(image: nil)
        addSubview(contentView)
    }

    /// Cells are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Lays out the content view over the whole cell (the accessory and
    /// editing controls take no room here); override to lay out your own
    /// subviews, calling super first.
    open override func layoutSubviews() {
        super.layoutSubviews()
        contentView.frame = CGRect(origin: .zero, size: bounds.size)
    }

    /// Makes a requested configuration update, then the pending layout pass, if any.
    open override func layoutIfNeeded() {
        updateConfigurationIfNeeded()
        super.layoutIfNeeded()
    }

    /// Takes its row's rect as the frame, as a displayed cell does, and runs
    /// a layout pass: a due configuration update, and `layoutSubviews()` when
    /// the size changed.
    func takeRowFrame(in table: UITableView) {
        guard let indexPath = engineCell?.indexPath, let rect = try? table.engine.rectForRow(at: indexPath) else { return }
        if frame != rect { frame = rect }
        layoutIfNeeded()
    }

    /// A `.default` cell with no reuse identifier and this frame; with it,
    /// `UITableViewCell()` makes one, as in UIKit (the fallback of many
    /// `cellForRowAt`s).
    public override convenience init(frame: CGRect) {
        self.init(style: .default, reuseIdentifier: nil)
        self.frame = frame
    }

    /// What the cell shows, as a value (iOS 14): `defaultContentConfiguration()`
    /// filled in and set here. Kept for tests to read back; nothing is drawn,
    /// and the cell keeps its `contentView`.
    open var contentConfiguration: UIContentConfiguration? {
        didSet { if contentConfiguration != nil { usesConfigurations = true } }
    }

    /// The cell's background, as a value (iOS 14; kept, not drawn). Set it,
    /// and with `automaticallyUpdatesBackgroundConfiguration` (true) each
    /// update replaces it with `updated(for:)` of the new state. Nil by
    /// default; setting a background view resets it to nil.
    open var backgroundConfiguration: UIBackgroundConfiguration? {
        didSet { if backgroundConfiguration != nil { usesConfigurations = true } }
    }
    /// Whether an update replaces `contentConfiguration` with its
    /// `updated(for:)` of the new state (true by default).
    open var automaticallyUpdatesContentConfiguration = true
    /// Whether an update replaces `backgroundConfiguration` with its
    /// `updated(for:)` of the new state (true by default).
    open var automaticallyUpdatesBackgroundConfiguration = true
    /// UIKit's `UITableViewCell.ConfigurationUpdateHandler` (iOS 15).
    public typealias ConfigurationUpdateHandler = (UITableViewCell, UICellConfigurationState) -> Void
    /// Runs at each configuration update, after `updateConfiguration(using:)`,
    /// with the new state (iOS 15): the alternative to overriding that
    /// method. Setting it asks for an update.
    open var configurationUpdateHandler: ConfigurationUpdateHandler? {
        didSet {
            if configurationUpdateHandler != nil { usesConfigurations = true }
            setNeedsUpdateConfiguration()
        }
    }
    /// The cell's state: its traits, and whether it is selected,
    /// highlighted, editing or swiped (iOS 14). Override to add states of
    /// your own (`UIConfigurationStateCustomKey`; call super), and call
    /// `setNeedsUpdateConfiguration()` as they change.
    open var configurationState: UICellConfigurationState {
        var state = UICellConfigurationState(traitCollection: traitCollection)
        state.isSelected = isSelected
        state.isHighlighted = isHighlighted
        state.isEditing = isEditing
        state.isSwiped = isSwiped
        return state
    }
    /// Updates the cell's configurations for `state`; override to set them
    /// (call super). Do not call it: `setNeedsUpdateConfiguration()` asks for it.
    open func updateConfiguration(using state: UICellConfigurationState) {}
    /// Asks for a configuration update for the current state, made at the
    /// cell's next layout pass; requests in between make one update. Call it
    /// when a state of your own changes (UIKit calls it for its own).
    open func setNeedsUpdateConfiguration() {
        needsConfigurationUpdate = true
        setNeedsLayout()
    }

    /// A list configuration for this cell's style: `.cell()` for `.default`,
    /// `.subtitleCell()` for `.subtitle`, `.valueCell()` for the value styles.
    open func defaultContentConfiguration() -> UIListContentConfiguration {
        switch style {
        case .default: return .cell()
        case .subtitle: return .subtitleCell()
        case .value1, .value2: return .valueCell()
        }
    }

    /// Called after the cell is loaded from a nib; cells here never are
    /// (override it as the Xcode template does; call super).
    open func awakeFromNib() {}

    /// Sets the highlighted state; override to react (call super).
    open func setHighlighted(_ highlighted: Bool, animated: Bool) {
        if highlighted != self.highlighted { setNeedsUpdateConfiguration() }
        self.highlighted = highlighted
    }

    /// What the table calls to make a registered cell: it runs the
    /// subclass's `init(style:reuseIdentifier:)`. Not for apps.
    public required convenience init(tablesimRegisteredWithReuseIdentifier reuseIdentifier: String) {
        self.init(style: .default, reuseIdentifier: reuseIdentifier)
    }

    /// Called when the cell is dequeued for reuse; reset per-row state here (call super).
    open func prepareForReuse() {}

    /// Sets the selected state; override to react (call super).
    open func setSelected(_ selected: Bool, animated: Bool) {
        if selected != self.selected { setNeedsUpdateConfiguration() }
        self.selected = selected
    }

    /// Sets the editing state; override to react (call super).
    open func setEditing(_ editing: Bool, animated: Bool) {
        if editing != self.editing { setNeedsUpdateConfiguration() }
        self.editing = editing
    }
}

/// A reusable section header or footer view.
@preconcurrency @MainActor
open class UITableViewHeaderFooterView: UIView {
    /// The identifier it was registered with.
    public let reuseIdentifier: String?
    /// The view to add custom content to.
    public let contentView: UIView
    /// The title label.
    open private(set) var textLabel: UILabel?
    /// The engine's view this one stands for, once the table has handed it out.
    var engineView: TableViewHeaderFooterView?
    /// The table that made the view.
    weak var owningTable: UITableView?
    /// For the table's own view of a section with a title: the section and
    /// kind (header or footer) whose title `textLabel` shows.
    var titled: (section: Int, kind: TableViewHeaderFooterView.Kind)?

    /// A view with a reuse identifier (the designated initializer).
    public init(reuseIdentifier: String?) {
        self.reuseIdentifier = reuseIdentifier
        contentView = UIView(frame: .zero)
        super.init(frame: .zero)
        textLabel = UILabel(frame: .zero)
        addSubview(contentView)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// What the view shows, as a value (iOS 14); kept for tests to read back.
    open var contentConfiguration: UIContentConfiguration?

    /// The view's background, as a value (iOS 14; kept, not drawn).
    open var backgroundConfiguration: UIBackgroundConfiguration?

    /// The view behind the content view (kept, not drawn): Apple's
    /// replacement for a header's `backgroundColor`. Setting one resets
    /// `backgroundConfiguration` to nil, as in UIKit.
    open var backgroundView: UIView? {
        didSet { if backgroundView != nil { backgroundConfiguration = nil } }
    }

    /// A list configuration for a header (`.plainHeader()`; set a grouped one for a grouped table).
    open func defaultContentConfiguration() -> UIListContentConfiguration { .plainHeader() }

    /// A view with no reuse identifier and this frame; with it,
    /// `UITableViewHeaderFooterView()` makes one, as in UIKit.
    public override convenience init(frame: CGRect) {
        self.init(reuseIdentifier: nil)
        self.frame = frame
    }

    /// What the table calls to make a registered view: it runs the
    /// subclass's `init(reuseIdentifier:)`. Not for apps.
    public required convenience init(tablesimRegisteredWithReuseIdentifier reuseIdentifier: String) {
        self.init(reuseIdentifier: reuseIdentifier)
    }

    /// Called when the view is dequeued for reuse (call super).
    open func prepareForReuse() {}
}
