@_exported import Foundation
#if canImport(FoundationNetworking)
// URLSession, as `import UIKit` brings it on iOS (Linux keeps it apart).
@_exported import FoundationNetworking
#endif
@_exported import TableIndexPath
import TableEngine

/// UIKit's `UITableView`, headless: a thin layer over tablesim's engine
/// (`TableEngine.TableView`), with UIKit's API. Create it, set a data
/// source, and use it as in an app: the first query or `layoutIfNeeded()`
/// loads it, as UIKit's first layout pass does.
///
/// Where UIKit raises an exception, the table records a `UIKitException`
/// and stays as it was (see `UIKitException`).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// `UITableView.Style`.
    public enum Style: Int, Sendable {
        case plain, grouped, insetGrouped
    }

    /// `UITableView.RowAnimation`. Animations are not modelled: every change is immediate.
    public enum RowAnimation: Int, Sendable {
        case fade, right, left, top, bottom, none, middle
        case automatic = 100
    }

    /// `UITableView.ScrollPosition`.
    public enum ScrollPosition: Int, Sendable {
        case none, top, middle, bottom
    }

    /// UIKit's `UITableView.automaticDimension`: for section header and
    /// footer heights, "use the table-wide or the style's height". Row
    /// heights are not self-sizing here: a row asking for it gets 44 points.
    public nonisolated static let automaticDimension: CGFloat = -1

    /// The height a row gets when it asks for `automaticDimension`.
    static let selfSizingFallback: Double = 44

    /// The engine that does the work.
    let engine: TableView
    /// Adapts the engine's data source and delegate to this table's.
    var bridge: EngineBridge!
    var headerFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    /// The app's view standing for each engine header or footer view.
    var headerFooterViews: [ObjectIdentifier: UIView] = [:]
    /// The context menu shown, and its row (`UIContextMenu.swift`).
    var contextMenu: (indexPath: IndexPath, configuration: UIContextMenuConfiguration, menu: UIMenu?, preview: UIViewController?)?
    // What every row scrolling in reads and writes. Release builds leave out
    // the exclusivity checks on it (no access spans a call out); debug
    // builds, and so the tests, check it.
    #if DEBUG
    /// Registered cell classes by identifier.
    var cellClasses: [String: UITableViewCell.Type] = [:]
    /// The app's cell for each engine cell handed out.
    var cells: [ObjectIdentifier: UITableViewCell] = [:]
    /// For each `cellForRowAt` running, innermost last, where its cells start
    /// in `dequeuedWhileBinding` (the cells dequeued during them, in order,
    /// by identity: `cells` keeps them alive, and a list of identities
    /// retains and releases nothing).
    var binding: [Int] = []
    var dequeuedWhileBinding: [ObjectIdentifier] = []
    /// An identifier found registered last (`dequeueReusableCell` checks it without hashing).
    var registeredIdentifier: String?
    /// The cell `reconfigureRows(at:)` hands back from `dequeueReusableCell`.
    var reconfiguring: UITableViewCell?
    /// Changes to apply at the next layout: a reload, new heights, a new viewport.
    var pending = PendingLayout()
    /// Whether some cell of this table may show selected or editing: set
    /// when one does, cleared by `afterChange()` when none does.
    var cellsMayShowState = false
    /// The data source's and the delegate's methods found to be the
    /// protocols' defaults (see `KnownDefaults`).
    var knownDefaults = KnownDefaults()
    /// The offset `scrollViewDidScroll` was last told of.
    var reportedOffset = 0.0
    /// Whether a `prefetchDataSource` was set: without one a move reads no weak reference.
    var mayPrefetch = false
    /// Whether a table header or footer view is set (placed after each change).
    var hasHeaderOrFooterView = false
    /// Whether the running `layoutIfNeeded()` loaded the table or applied
    /// pending changes: that was its layout pass, and `layoutSubviews()` runs no other.
    var passAppliedByLayoutIfNeeded = false
    #else
    @exclusivity(unchecked) var cellClasses: [String: UITableViewCell.Type] = [:]
    @exclusivity(unchecked) var cells: [ObjectIdentifier: UITableViewCell] = [:]
    @exclusivity(unchecked) var binding: [Int] = []
    @exclusivity(unchecked) var dequeuedWhileBinding: [ObjectIdentifier] = []
    @exclusivity(unchecked) var registeredIdentifier: String?
    @exclusivity(unchecked) var reconfiguring: UITableViewCell?
    @exclusivity(unchecked) var pending = PendingLayout()
    @exclusivity(unchecked) var cellsMayShowState = false
    @exclusivity(unchecked) var knownDefaults = KnownDefaults()
    @exclusivity(unchecked) var reportedOffset = 0.0
    @exclusivity(unchecked) var mayPrefetch = false
    @exclusivity(unchecked) var hasHeaderOrFooterView = false
    @exclusivity(unchecked) var passAppliedByLayoutIfNeeded = false
    #endif
    /// The navigation bar whose large title this table's scrolling collapses
    /// (not retained), and whether there is one (read at every move).
    weak var largeTitleBar: UINavigationBar? { didSet { followsLargeTitle = largeTitleBar != nil } }
    var followsLargeTitle = false
    /// The rows `prefetchDataSource` was asked to prefetch and not yet shown or cancelled (UITableView+DataPrefetching.swift).
    var prefetchRequested: Set<IndexPath> = []
    /// The safe area's part of the content inset the engine lays out with.
    var appliedSafeAreaAdjustment = UIEdgeInsets.zero

    /// The table's style, fixed at creation.
    public let style: Style

    // Read by every call the engine makes: release builds leave out their
    // exclusivity checks (no access spans a call out).
    #if DEBUG
    /// The data source (weak, as in UIKit). Setting it reloads the table at its next layout.
    open weak var dataSource: UITableViewDataSource? { didSet { sourcesChanged(forgetting: .dataSource) } }
    /// The delegate (weak, as in UIKit).
    open weak var delegate: UITableViewDelegate? { didSet { sourcesChanged(forgetting: .delegate) } }
    #else
    @exclusivity(unchecked) open weak var dataSource: UITableViewDataSource? {
        didSet { sourcesChanged(forgetting: .dataSource) }
    }
    @exclusivity(unchecked) open weak var delegate: UITableViewDelegate? {
        didSet { sourcesChanged(forgetting: .delegate) }
    }
    #endif

    /// A new data source or delegate reloads the table at its next layout,
    /// and what was learnt of the old one (`learnt`) is forgotten.
    private func sourcesChanged(forgetting learnt: KnownDefaults) {
        knownDefaults.subtract(learnt)
        tellEngineKnownDefaults()
        if engine.hasLoaded { pending.reload = true }
    }

    /// A table with a frame and a style (the frame's size is the viewport).
    public init(frame: CGRect, style: Style) {
        self.style = style
        engine = TableView(style: style.engineStyle)
        engine.invariantChecking = .upTo(rows: 20_000)
        super.init(frame: frame)
        // A table bounces vertically even when its content is shorter than it.
        alwaysBounceVertical = true
        bridge = EngineBridge(table: self)
        engine.dataSource = bridge
        engine.delegate = bridge
        engine.viewportWidth = Double(frame.width)
        engine.viewportHeight = Double(frame.height)
    }

    /// A plain table with a frame.
    public convenience override init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Tables are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    // MARK: Geometry

    /// The frame; a new size relayouts the table at its next layout.
    open override var frame: CGRect {
        didSet {
            guard frame.size != oldValue.size else { return }
            pending.viewport = true
            backgroundView?.frame = CGRect(origin: .zero, size: frame.size)
        }
    }

    /// A new safe area (or adjustment behaviour) applies at the next layout.
    override func safeAreaChangedInternally() { pending.insets = true }
    /// Read without laying the table out (`contentOffset` would).
    override var contentOriginForSafeArea: CGPoint { CGPoint(x: 0, y: engine.contentOffset) }
    override var contentTallerThanView: Bool { engine.hasLoaded && engine.contentHeight > engine.viewportHeight }
    override var contentWiderThanView: Bool { false }

    /// The bounds: the frame's size at the content offset, as a scroll view's are.
    open override var bounds: CGRect {
        get { CGRect(origin: contentOffset, size: frame.size) }
        set {
            frame.size = newValue.size
            contentOffset = newValue.origin
        }
    }

    // MARK: Layout properties (a change relayouts the table at its next layout)

    /// The height of rows whose delegate does not say: default
    /// `automaticDimension`, as in UIKit (its header: "default is
    /// UITableViewAutomaticDimension"), which lays rows out at 44 points
    /// here (nothing sizes a cell to its content).
    open var rowHeight: CGFloat = UITableView.automaticDimension { didSet { pending.heights = true } }
    /// The estimated row height: `automaticDimension` (UIKit's default since
    /// iOS 11: rows are estimated, and measured only when they are laid out;
    /// the row height stands in for unmeasured rows), a height, or 0 (off:
    /// every row's height is asked at load).
    open var estimatedRowHeight: CGFloat = UITableView.automaticDimension { didSet { pending.heights = true } }
    /// What the default `tableView(_:estimatedHeightForRowAt:)` answers (the
    /// delegate protocol's and `UITableViewController`'s): `estimatedRowHeight`,
    /// told through the engine's `defaultEstimatedRowHeight()`, so that the
    /// table asks no other row's estimate, as UIKit does not ask a delegate
    /// that does not implement the method.
    func defaultEstimatedRowHeight() -> CGFloat {
        _ = engine.defaultEstimatedRowHeight()
        return estimatedRowHeight
    }
    /// Whether the rows next to the visible ones get (hidden) cells in
    /// advance (iOS 15; default true). Turning it off is the usual fix for
    /// state pushed through `visibleCells` missing prefetched cells.
    open var isPrefetchingEnabled = true { didSet { pending.heights = true } }
    /// The gap above each section header in a plain table (iOS 15):
    /// `automaticDimension` (the default) is 22 points; 0 removes it.
    open var sectionHeaderTopPadding: CGFloat = UITableView.automaticDimension { didSet { pending.heights = true } }
    /// The height of section headers whose delegate does not say (default `automaticDimension`).
    open var sectionHeaderHeight: CGFloat = UITableView.automaticDimension { didSet { pending.heights = true } }
    /// The height of section footers whose delegate does not say (default `automaticDimension`).
    open var sectionFooterHeight: CGFloat = UITableView.automaticDimension { didSet { pending.heights = true } }
    /// Whether rows are separated by lines.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine { didSet { pending.heights = true } }
    /// The prefetching data source, asked for the rows ahead as the content moves (UITableView+DataPrefetching.swift).
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching? {
        didSet { mayPrefetch = prefetchDataSource != nil }
    }
    /// The separator lines' colour (kept, not drawn).
    open var separatorColor: UIColor?
    /// How `separatorInset` is measured (kept: insets here are from the cell's edges, the default).
    open var separatorInsetReference: SeparatorInsetReference = .fromCellEdges
    /// Estimated section header and footer heights (kept: header and footer
    /// heights are exact here, so an estimate changes nothing; UIKit's default
    /// since iOS 11 is `automaticDimension`, and 0 turns estimates off).
    open var estimatedSectionHeaderHeight: CGFloat = UITableView.automaticDimension
    open var estimatedSectionFooterHeight: CGFloat = UITableView.automaticDimension
    /// Whether cell margins follow the readable width (kept; false by default since iOS 12).
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Settings kept for the app to read back, and not acted on (UITableView+KeptSettings.swift).
    var kept = KeptTableSettings()
    /// A view behind the rows, "automatically resized to match the size of
    /// the table view" (kept, not drawn; it is not a subview here).
    open var backgroundView: UIView? { didSet { backgroundView?.frame = CGRect(origin: .zero, size: frame.size) } }
    /// The separator lines' left and right insets (top and bottom are ignored).
    open var separatorInset = UIEdgeInsets(top: 0, left: 15, bottom: 0, right: 0) { didSet { pending.heights = true } }
    /// Insets around the content (top and bottom are modelled).
    open override var contentInset: UIEdgeInsets { didSet { pending.insets = true } }
    /// The view above the sections, a subview placed at the content's top
    /// as wide as the table; its frame's height is what the table uses.
    open var tableHeaderView: UIView? {
        didSet {
            pending.heights = true
            if let bar = oldValue as? UISearchBar, bar.headerOf === self { bar.headerOf = nil }
            (tableHeaderView as? UISearchBar)?.headerOf = self
            replaceHeaderOrFooterView(oldValue, with: tableHeaderView)
        }
    }
    /// The view below the sections, a subview placed under the last section
    /// as wide as the table; its frame's height is what the table uses.
    open var tableFooterView: UIView? {
        didSet {
            pending.heights = true
            replaceHeaderOrFooterView(oldValue, with: tableFooterView)
        }
    }
    /// The spacing of filler separators below the content (iOS 15):
    /// `automaticDimension` for the last row's height, 0 for none.
    open var fillerRowHeight: CGFloat = 0 { didSet { pending.heights = true } }
    /// The number of rows below which the section index is hidden (default 0).
    open var sectionIndexMinimumDisplayRowCount = 0 {
        didSet { engine.sectionIndexMinimumDisplayRowCount = sectionIndexMinimumDisplayRowCount }
    }
    /// UIKit's `UITableView.SeparatorInsetReference`.
    public enum SeparatorInsetReference: Int, Sendable {
        case fromCellEdges, fromAutomaticInsets
    }

    /// Whether several rows can be selected at once.
    open var allowsMultipleSelection = false { didSet { engine.allowsMultipleSelection = allowsMultipleSelection } }
    /// Whether taps select rows outside editing mode (default true).
    open var allowsSelection = true { didSet { engine.allowsSelection = allowsSelection } }
    /// Whether taps select rows in editing mode (default false).
    open var allowsSelectionDuringEditing = false {
        didSet { engine.allowsSelectionDuringEditing = allowsSelectionDuringEditing }
    }
    /// Whether taps in editing mode toggle rows in and out of the selection;
    /// rows then show selection controls, not delete or insert ones (default false).
    open var allowsMultipleSelectionDuringEditing = false {
        didSet { engine.allowsMultipleSelectionDuringEditing = allowsMultipleSelectionDuringEditing }
    }

    /// The content offset (x is always 0). Setting it jumps there with one
    /// layout pass, then `scrollViewDidScroll` when it moved.
    open override var contentOffset: CGPoint {
        get { CGPoint(x: 0, y: readyEngine().contentOffset) }
        set { setContentOffset(newValue, animated: false) }
    }

    /// The content's size (the table's own: setting it changes nothing).
    open override var contentSize: CGSize {
        get {
            let engine = readyEngine()
            return CGSize(width: engine.viewportWidth, height: engine.contentHeight)
        }
        set {}
    }

    // MARK: Loading and layout

    /// Loads the table if it has not loaded, then applies pending changes
    /// (a reload, new heights or a new frame), as UIKit's layout pass does.
    open override func layoutIfNeeded() {
        let applies = !pending.isEmpty
        prepareEngine()
        // A call made inside another (a superview laid out first lays this
        // table out again) keeps the outer call's pass.
        let outer = passAppliedByLayoutIfNeeded
        passAppliedByLayoutIfNeeded = outer || applies
        defer { passAppliedByLayoutIfNeeded = outer }
        super.layoutIfNeeded()
    }

    /// The table's layout pass, when it was marked as needing one
    /// (`setNeedsLayout()`, a new superview): the rows where it stands are
    /// laid out again, so rows measured since the last pass decide which rows
    /// are on screen. After a first pass from estimates that were too large,
    /// the screen fills (docs/ENGINE.md §7). A load or pending changes that
    /// the same `layoutIfNeeded()` applied were that pass.
    open override func layoutSubviews() {
        super.layoutSubviews()
        // The engine runs no pass before its load, inside a batch or while calling out.
        guard !passAppliedByLayoutIfNeeded, pending.isEmpty, engine.layoutPassAtCurrentOffset() else { return }
        afterChange()
    }

    /// Asks the data source for everything again; visible rows get their cells again.
    open func reloadData() {
        prefetchRequested.removeAll()
        // A table that has not loaded loads now (once).
        guard engine.hasLoaded else {
            prepareEngine()
            return
        }
        let engine = readyEngine()
        engine.reloadData()
        afterChange()
        reportScrollIfMoved()
    }

    /// The number of sections.
    open var numberOfSections: Int { readyEngine().numberOfSections }

    /// The number of rows in a section. A section the table does not have
    /// raises UIKit's `NSInternalInconsistencyException` (recorded) and answers 0 (`rowCount(inSection:)`).
    open func numberOfRows(inSection section: Int) -> Int { rowCount(inSection: section) }

    /// Whether the table is in editing mode.
    open var isEditing: Bool {
        get { engine.isEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Turns editing mode on or off; mounted cells follow. Turning it on asks
    /// each visible row `canEditRowAt` and `editingStyleForRowAt`; a swiped
    /// row's swipe ends first (`didEndEditingRowAt`). The selection stays.
    open func setEditing(_ editing: Bool, animated: Bool) {
        readyEngine().setEditing(editing, animated: animated)
        afterChange()
    }
}
