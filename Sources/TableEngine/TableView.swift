import Foundation

/// A headless, deterministic model of `UITableView` (see ENGINE.md).
///
/// Set a `dataSource` (and optionally a `delegate`), configure the table, and
/// use it: the first query or action loads it, as UIKit's first layout pass
/// does. Everything is synchronous and single-threaded. The table keeps strong
/// references to its data source and delegate (unlike UIKit), so a test can
/// assign fresh objects.
///
/// The `- Complexity:` of each operation is for a loaded table, n rows, S
/// sections, v visible and m mounted rows; the first query or action adds
/// the load, O(n).
public final class TableView {
    /// Returned by a header/footer height method to mean "not set here" (UIKit's `automaticDimension`).
    public static let automaticDimension: Double = -1

    /// - Complexity: O(1)
    public var dataSource: TableViewDataSource? {
        get { source }
        set { source = newValue; partnerChanges &+= 1; knownDefaultAnswers.subtract(.dataSourceCalls) }
    }
    /// - Complexity: O(1)
    public var delegate: TableViewDelegate? {
        get { events }
        set { events = newValue; partnerChanges &+= 1; knownDefaultAnswers.subtract(.delegateCalls) }
    }

    // MARK: Configuration (ENGINE.md §1). Changes apply at the next `reloadData()`.

    /// Changing the style takes effect at the next reload (UIKit fixes it at creation).
    public var style: TableStyle
    /// The profile whose defaults apply to the properties not set here (§12).
    /// - Complexity: O(1)
    public var platform: PlatformProfile {
        get { profile }
        set { profile = newValue }
    }
    // Lengths given here that the layout cannot use (negative, NaN, infinite)
    // count as 0 and huge ones are capped, as a delegate's heights are (§2, §11).

    /// The bounds size, default 375 × 667.
    public var viewportWidth: Double = 375 { didSet { viewportWidth = TableView.validLength(viewportWidth) } }
    /// - Complexity: O(1)
    public var viewportHeight: Double {
        get { viewportHeightStorage.points }
        set { viewportHeightStorage = ViewportHeight(TableView.validLength(newValue)) }
    }
    public var rowHeight: Double = 44
    /// `estimatedRowHeight`: `TableView.automaticDimension` (estimates, the
    /// table's row height standing in for unmeasured rows), a height, or 0
    /// (off: every height is asked at load). Until set, the profile's default:
    /// 0 under ios10, `automaticDimension` after (§12.1).
    /// - Complexity: O(1)
    public var estimatedRowHeight: Double {
        get { estimatedRowHeightSetting ?? platform.estimatedRowHeight }
        set { estimatedRowHeightSetting = newValue < 0 ? TableView.automaticDimension : newValue }
    }
    /// `isPrefetchingEnabled`: with it, the rows next to the visible ones get
    /// hidden cells (§6). Until set, the profile's default (on under ios15).
    /// - Complexity: O(1)
    public var isPrefetchingEnabled: Bool {
        get { prefetching }
        set { prefetchingSetting = newValue }
    }
    /// `sectionHeaderTopPadding`: the gap above each present header in plain
    /// style (§12.3); `automaticDimension` is 22 under ios15 and 0 before.
    /// Takes effect at the next reload. Until set, `automaticDimension`.
    public var sectionHeaderTopPadding: Double = TableView.automaticDimension {
        didSet {
            // Negative means automatic, as in UIKit; NaN counts as 0 and huge ones are capped.
            let valid = sectionHeaderTopPadding < 0 ? TableView.automaticDimension : TableView.validLength(sectionHeaderTopPadding)
            if valid != sectionHeaderTopPadding { sectionHeaderTopPadding = valid }
        }
    }
    public var sectionHeaderHeight: Double = TableView.automaticDimension
    public var sectionFooterHeight: Double = TableView.automaticDimension
    public var separatorStyle: SeparatorStyle = .singleLine
    public var separatorInset = SeparatorInset(left: 15, right: 0)
    /// nil: the profile's default (`automatic` under ios10 and ios14, `off` under ios15).
    public var fillerRowHeight: FillerRowHeight?
    /// Content insets may be negative; a non-finite one counts as 0. On a
    /// loaded table a new inset clamps the offset into the new range and runs
    /// a layout pass, as UIKit's next layout does (`insetsChanged()`).
    /// - Complexity: O(1) before the first load, else O(log n + v).
    public var contentInset: ContentInset {
        get { insets }
        set { setContentInset(newValue, layingOut: true) }
    }
    /// - Complexity: O(1)
    public var tableHeaderView: TableHeaderView? {
        get { headerView }
        set {
            var view = newValue
            if let height = view?.height { view?.height = TableView.validLength(height) }
            headerView = view
        }
    }
    /// The table footer view's height; nil when there is none (0 is an empty view).
    /// - Complexity: O(1)
    public var tableFooterHeight: Double? {
        get { footerHeight }
        set { footerHeight = newValue.map(TableView.validLength) }
    }
    public var allowsMultipleSelection = false
    /// How much debug builds verify after every mutation; see `InvariantChecking`.
    public var invariantChecking = InvariantChecking.full
    /// Documented UIKit bugs to reproduce.
    public var quirks: Set<Quirk> = []

    // MARK: Trace

    /// Whether data source and delegate calls are recorded in `trace`.
    /// - Complexity: O(1)
    public var isTracing: Bool {
        get { tracing }
        set { tracing = newValue }
    }
    /// The recorded calls, oldest first: at most `maximumTraceLength`.
    public internal(set) var trace: [TraceEvent] = []
    /// How many calls `trace` holds at most (default 1,000,000, about 40 MB):
    /// a load of ten million rows that asks every height would otherwise
    /// keep a gigabyte. Later calls are counted in `traceCallsNotKept`.
    /// - Complexity: O(1)
    public var maximumTraceLength: Int {
        get { traceLimit }
        set { traceLimit = newValue }
    }
    /// `maximumTraceLength`'s storage, internal: a stored property other
    /// modules may set is checked for exclusive access at run time on every
    /// read here (about 100 instructions a scroll step, through `record`).
    var traceLimit = 1_000_000
    /// Calls made while tracing after `trace` was full.
    /// - Complexity: O(1)
    public var traceCallsNotKept: Int { tracesNotKept }
    var tracesNotKept = 0
    /// Empties `trace`.
    /// - Complexity: O(t) for t recorded calls.
    public func clearTrace() {
        trace.removeAll()
        tracesNotKept = 0
    }

    // MARK: State

    var isLoaded = false
    var offset: Double = 0
    /// The row whose `cellForRow` is running.
    var bindingRow: RowPath?
    /// The properties set on the table (nil: the profile's default).
    var estimatedRowHeightSetting: Double?
    var prefetchingSetting: Bool?
    /// `platform`, and `isPrefetchingEnabled` as the layout passes read it.
    var profile = PlatformProfile.ios15
    var prefetching: Bool { prefetchingSetting ?? profile.isPrefetchingEnabled }
    /// The gap above present plain headers, fixed at the last load (§12.3).
    var headerPad: Fixed = 0
    // The storage of public properties that the hot paths read (binding and
    // displaying cells, layout passes, the offset range, content coordinates):
    // the public ones are computed over them and validate what they store, and
    // internal stored properties are read without exclusivity checks.
    /// `dataSource`, `delegate`, `isTracing`.
    var source: TableViewDataSource?
    var events: TableViewDelegate?
    /// `defaultAnswers`, read for every row bound and every row leaving.
    /// Internal, so that the module's reads of it are checked statically: a
    /// stored `package` property is checked at run time on every read
    /// (tried: about 75 instructions a scroll step, on the engine's own path too).
    var knownDefaultAnswers = DefaultAnswers()
    /// Counts the changes of `dataSource` and `delegate` (a load holds them while they stay).
    var partnerChanges: UInt = 0
    var tracing = false
    /// `contentInset`, `tableHeaderView`, `tableFooterHeight`, validated.
    var insets = ContentInset()
    var headerView: TableHeaderView?
    var footerHeight: Double?
    /// `viewportHeight`, validated, with its store units.
    var viewportHeightStorage = ViewportHeight(667)
    var viewportHeightFixed: Fixed { viewportHeightStorage.fixed }
    var cellsCreated = 0
    /// Rows bound to cells (`cellForRowAt` asked) and rows walked for a range
    /// of offsets (a layout pass's general walk, `forEachSeparator(inY:)`,
    /// `indexPathsForRows(inY:)`; rows of zero height included) since the
    /// table was made: a caller's measure of the work its calls caused.
    public internal(set) var rowsWorked = 0
    var selectionPolicy = SelectionPolicy()
    /// Counts the batches applied and the loads: a tap whose handler changed
    /// the rows stops, its index paths naming other rows now (`tapRow(at:)`).
    var rowChanges = 0
    var fingerDown = false
    var batch: BatchState?
    /// The cell of the row being reconfigured: the dequeue hands it back (§12.5).
    var reconfiguringCell: TableViewCell?
    /// Cells of reloaded rows, pooled once the layout pass has bound the rows again (§12.5).
    var poolAfterBinding: [TableViewCell] = []
    /// Sections whose footer-hidden separator a deletion revealed (quirk).
    var revealedSeparators: Set<Int> = []
    var lastReentrancyError: TableError?
    /// Whether passes over a section's consecutive rows may take the in-place path (TableView+ConsecutiveRows.swift).
    var usesConsecutiveRowPasses = true
    var sectionIndex = SectionIndexState()
    // The state every layout pass and scroll step reads and writes: release builds leave out the
    // exclusivity checks on it (a sixth of a scroll step); no access spans a call out; debug builds check.
    #if DEBUG
    var store = LayoutStore()
    /// Rows visible and mounted at the last layout pass, in index-path order.
    var visible = CommittedRows()
    var mounted = CommittedRows()
    /// The cells bound to `mounted`, index for index.
    var boundCells = CommittedList<TableViewCell>()
    /// What the last layout pass saw: a pass that would see the same has nothing to do.
    var passKey: PassKey?
    /// Where the last lookups of the viewport's edges landed (amortised O(1) scrolling).
    var topCursor = LayoutCursor(), bottomCursor = LayoutCursor()
    var scrolling = ScrollState()
    /// Reuse pools, stacks (last in, first out).
    var pools = ReusePools()
    /// Cells `dequeueReusableCell` handed out that are not bound yet.
    var handedOut = HandedOutCells()
    /// `cellsLeavingByReload`: during `reloadData()`, the cells of the rows visible before it (already pooled).
    var selection: Set<RowPath> = [], editing = EditingState(), cellsLeavingByReload: [RowPath: TableViewCell] = [:]
    /// Cells dequeued during the running `cellForRow` calls, oldest first.
    var dequeuedDuringBind: [TableViewCell] = []
    /// Calls out in progress and a deferred reload (TableView+Reentrancy.swift).
    var reentrancy = ReentrancyState()
    var headerViews = HeaderViewState()
    /// What the running load or batch update knows of the delegate's estimates.
    var estimates = EstimateState()
    /// `indexPathsForVisibleRows` as last built (`VisibleIndexPaths`).
    var visibleIndexPaths = VisibleIndexPaths()
    #else
    @exclusivity(unchecked) var store = LayoutStore()
    @exclusivity(unchecked) var visible = CommittedRows(), mounted = CommittedRows()
    @exclusivity(unchecked) var boundCells = CommittedList<TableViewCell>()
    @exclusivity(unchecked) var passKey: PassKey?
    @exclusivity(unchecked) var topCursor = LayoutCursor(), bottomCursor = LayoutCursor()
    @exclusivity(unchecked) var scrolling = ScrollState()
    @exclusivity(unchecked) var pools = ReusePools()
    @exclusivity(unchecked) var selection: Set<RowPath> = [], editing = EditingState(), cellsLeavingByReload: [RowPath: TableViewCell] = [:]
    @exclusivity(unchecked) var handedOut = HandedOutCells(), dequeuedDuringBind: [TableViewCell] = []
    @exclusivity(unchecked) var reentrancy = ReentrancyState()
    @exclusivity(unchecked) var headerViews = HeaderViewState()
    @exclusivity(unchecked) var estimates = EstimateState()
    @exclusivity(unchecked) var visibleIndexPaths = VisibleIndexPaths()
    #endif

    /// A table that loads at its first layout pass (`layoutIfNeeded()`).
    /// - Complexity: O(1)
    public init(style: TableStyle = .plain) {
        self.style = style
    }

    /// Records a call while tracing; the target is only built then.
    @inline(__always)
    func record(_ call: TraceEvent.Call, _ target: @autoclosure () -> TraceEvent.Target = .none) {
        if tracing { keep(TraceEvent(call, target())) }
    }

    /// Appends a traced call, or counts it once `trace` is full. Out of
    /// line: inlined into every `record`, its accesses to `trace` were
    /// checked at run time on every call, tracing or not (about 30
    /// instructions a scroll step).
    @inline(never)
    private func keep(_ event: TraceEvent) {
        if trace.count < traceLimit { trace.append(event) } else { tracesNotKept += 1 }
    }

    // MARK: Loading

    /// Loads the table if it has not loaded yet (UIKit's first layout pass).
    /// - Complexity: O(n) the first time, O(1) after.
    public func layoutIfNeeded() {
        if !isLoaded { load(initial: true) }
    }

    /// Whether the table has loaded.
    /// - Complexity: O(1)
    public var hasLoaded: Bool { isLoaded }

    /// Why the last load (the first layout pass or `reloadData()`) was refused; nil when it was not.
    ///
    /// The table refuses counts it cannot hold instead of crashing or running
    /// out of memory, as UIKit would: a negative `numberOfSections` or
    /// `numberOfRowsInSection`, more than `maximumRows` sections, or more than
    /// `maximumRows` rows in all. A refused load leaves the table with no
    /// sections (so no rows, cells or selection) until a later `reloadData()`
    /// sees counts it can hold; this property says why, as a
    /// `TableError.invalidDataSource` naming the count and the section.
    public internal(set) var loadError: TableError?

    /// The last misuse of the table by its data source that the table worked
    /// around, nil when there has been none: a `cellForRowAt` that returned a
    /// cell `dequeueReusableCell` did not hand out for it, or one already in
    /// use (bound to another row, waiting in a pool, from another table). UIKit
    /// would crash or show one cell in two places; the table binds a cell it
    /// dequeues itself and says so here, as a `TableError.invalidOperation`.
    public internal(set) var dataSourceMisuse: TableError?

    /// The most rows (and the most sections) a table loads: 10,000,000.
    public static let maximumRows = FixedPoint.maxRows

    /// `reloadData()`: every mounted cell goes to its reuse pool, the data
    /// source is asked again for everything, the selection is cleared, and the
    /// mounted rows are bound again. Rows that stop being visible end displaying;
    /// rows that stay visible do not. Outside the offset range, the offset is clamped.
    /// Inside a batch it is an error, thrown by the batch's `endUpdates()`.
    /// - Complexity: O(n) for n rows.
    public func reloadData() {
        if deferReloadIfCallingOut() { return }
        if batch != nil {
            // An error: endUpdates() throws it and the batch does nothing.
            if batch!.error == nil { batch!.error = .invalidUpdate(UpdateMessage.nestedReload()) }
            return
        }
        if !isLoaded {
            load(initial: true)
            return
        }
        // The visible rows stay recorded, without cells, so that the load's
        // layout pass ends those that stop being visible (§7 step 1).
        cellsLeavingByReload = Dictionary(uniqueKeysWithValues: zip(mounted, boundCells).filter { visible.containsSorted($0.0) })
        defer { cellsLeavingByReload = [:] }
        for cell in boundCells { enqueue(cell) }
        boundCells.removeAll()
        passKey = nil
        endSwipeBeforeReload()
        mounted.removeAll()
        selection.removeAll()
        revealedSeparators.removeAll()
        load(initial: false)
    }

    /// The plain-style gap above present section headers, in points (§12.3).
    /// - Complexity: O(1)
    public var effectiveSectionHeaderTopPadding: Double {
        guard style == .plain else { return 0 }
        return sectionHeaderTopPadding < 0 ? platform.automaticSectionHeaderTopPadding : sectionHeaderTopPadding
    }

    func load(initial: Bool) {
        operation { withEstimateProbe { loadCallingOut(initial: initial) } }
    }

    private func loadCallingOut(initial: Bool) {
        if !initial { poolHeaderFooterViewsForReload() }
        headerViews.gate.idle = true
        isLoaded = true
        scrolling.loads &+= 1
        rowChanges &+= 1
        loadError = nil
        headerPad = FixedPoint.length(effectiveSectionHeaderTopPadding)
        let estimating = isEstimating
        // Read once: the table's settings apply from the next reload on (§1).
        let tableEstimate = estimating ? resolvedEstimate(TableView.automaticDimension) : 0
        var reading = LoadReading()
        do {
            reading = try readForLoad(estimating: estimating, tableEstimate: tableEstimate)
        } catch {
            loadError = error
            reading = LoadReading()
        }
        loadSectionIndexTitles()
        headerViews.anyPresent = reading.headers.contains { $0 > 0 } || reading.footers.contains { $0 > 0 }
        store = LayoutStore(headers: reading.headers, footers: reading.footers, rowCounts: reading.rowCounts,
                            rowHeights: reading.heights, measured: !estimating)
        if initial {
            offset = minOffset
        } else {
            offset = min(max(offset, minOffset), maxOffset)
        }
        if estimating {
            loadPassWithEstimates()
        } else {
            layoutPass(at: offset, approach: .exact)
            loadHeaderFooterViews(askingHeights: false)
        }
        checkInvariants()
    }

    /// A configured length as the layout uses it: negative, NaN or infinite
    /// ones count as 0, huge ones are capped.
    static func validLength(_ points: Double) -> Double {
        points.isFinite && points > 0 ? min(points, FixedPoint.maxLength) : 0
    }

    /// The first pass with estimated heights (ENGINE.md §7): mount from the
    /// estimated layout, measure those rows, bind them, then ask the on-screen
    /// sections for their real header and footer heights and views.
    private func loadPassWithEstimates() {
        let sets = rowSets(atStoreY: storeY(offset), approach: .exact)
        for path in sets.mounted { measure(path) }
        commit(visible: sets.visible, mounted: sets.mounted)
        loadHeaderFooterViews(askingHeights: true)
    }
}
