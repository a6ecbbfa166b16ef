import ScenarioLanguage
import TableEngine

/// The one switch over every command: adding a `CommandID` without a line
/// here does not compile. Each case hands the command to its topic's handler
/// (`Interpreter+Topic.swift`), which reads the slots with the typed accessors.
extension Interpreter {
    func execute(_ c: Command) throws {
        switch c.id {
        // Setting up the table (each reloads a loaded table).
        case .style: try setup(c) { table.style = try c.choice(TableStyle.self, .style) }
        case .viewport: try setup(c) { try setViewport(c) }
        case .platform: try setup(c) { table.platform = try c.choice(PlatformProfile.self, .platform) }
        case .rowHeight: try setup(c) { table.rowHeight = try length(c, .height) }
        case .estimatedRowHeight: try setup(c) { table.estimatedRowHeight = try automaticOrLength(c) }
        case .headerHeight: try setup(c) { table.sectionHeaderHeight = try automaticOrLength(c) }
        case .footerHeight: try setup(c) { table.sectionFooterHeight = try automaticOrLength(c) }
        case .prefetching: try setup(c) { table.isPrefetchingEnabled = try c.choice(Switch.self, .state).isOn }
        case .sectionHeaderTopPadding: try setup(c) { table.sectionHeaderTopPadding = try automaticOrLength(c) }
        case .separator: try setup(c) { table.separatorStyle = try c.choice(SeparatorStyle.self, .style) }
        case .separatorInset: try setup(c) { try setSeparatorInset(c) }
        case .fillerRowHeight: try setup(c) { try setFillerRowHeight(c) }
        case .contentInset: try setup(c) { try setContentInset(c) }
        case .tableHeader: try setup(c) { try setTableHeader(c) }
        case .tableFooter: try setup(c) { table.tableFooterHeight = c.has(.noneWord) ? nil : try length(c, .height) }
        case .section: try setup(c) { try appendSection(c) }
        case .row, .rows: try setup(c) { try changeRows(c) }
        case .quirk: try setup(c) { try setQuirk(c) }

        // Changing the data.
        case .insertRows: try interact { try change(.insertRows, c) }
        case .deleteRows: try interact { try change(.deleteRows, c) }
        case .moveRow: try interact { try change(.moveRow, c) }
        case .reloadRows: try interact { try change(.reloadRows, c) }
        case .reconfigureRows: try interact { try change(.reconfigureRows, c) }
        case .insertSection: try interact { try change(.insertSection, c) }
        case .deleteSection: try interact { try change(.deleteSection, c) }
        case .moveSection: try interact { try change(.moveSection, c) }
        case .reloadSection: try interact { try change(.reloadSection, c) }
        case .reloadData: try interact { table.reloadData() }
        case .update: try interact { try update(c) }

        // MARK: Diffable
        case .diffable: try interact { try setDiffable(c) }
        case .snapshotAppendSections: try interact { try appendSections(c) }
        case .snapshotInsertSections: try interact { try insertSections(c) }
        case .snapshotDeleteSections: try interact { try deleteSections(c) }
        case .snapshotMoveSection: try interact { try moveSection(c) }
        case .snapshotReloadSections: try interact { try reloadSections(c) }
        case .snapshotAppendItems: try interact { try appendItems(c) }
        case .snapshotInsertItems: try interact { try insertItems(c) }
        case .snapshotDeleteItems: try interact { try deleteItems(c) }
        case .snapshotDeleteAll: try interact { try deleteAllItems(c) }
        case .snapshotMoveItem: try interact { try moveItem(c) }
        case .snapshotReloadItems: try interact { try reloadItems(c) }
        case .snapshotReconfigureItems: try interact { try reconfigureItems(c) }
        case .apply: try interact { try applySnapshot(c) }
        case .printSnapshot: try look(c) { try printSnapshot(c) }

        // Scrolling, selection, editing and app state.
        case .scroll: try interact { try engine(c) { try table.scroll(by: try number(c, .distance)) } }
        case .drag: try interact { try engine(c) { try table.drag(by: try number(c, .distance)) } }
        case .release: try interact { table.endDragging() }
        case .scrollTo: try interact { try scrollTo(c) }
        case .scrollToNearestSelected: try interact { try scrollToNearestSelected(c) }
        case .select: try interact { try select(c) }
        case .deselect: try interact { try deselect(c) }
        case .multipleSelection: try interact { table.allowsMultipleSelection = try c.choice(Switch.self, .state).isOn }
        case .editing: try interact { try setEditing(c) }
        case .state: try interact { try pushState(c) }
        case .allowsSelection: try interact { table.allowsSelection = try c.choice(Switch.self, .state).isOn }
        case .allowsSelectionDuringEditing: try interact { table.allowsSelectionDuringEditing = try c.choice(Switch.self, .state).isOn }
        case .multipleSelectionDuringEditing:
            try interact { table.allowsMultipleSelectionDuringEditing = try c.choice(Switch.self, .state).isOn }
        case .swipe: try interact { try engine(c, .row) { _ = try table.swipeToDelete(rowAt: try tableIndexPath(c, .row)) } }
        case .swipeEnd: try interact { table.endSwipe() }
        case .commit: try interact { try commit(c) }
        case .reorder: try interact { try reorder(c) }
        case .moveTarget: try interact { app.moveTarget = try c.choice(MoveTarget.self, .moveTarget) }
        case .tapAccessory: try interact { try engine(c, .row) { try table.tapAccessory(rowAt: try tableIndexPath(c, .row)) } }

        // Looking.
        case .print: try printFact(c)
        case .printRect: try look(c) { [Format.rect(try elementRect(c))] }
        case .printFrame: try look(c) { [try frame(c).map(Format.rect) ?? "none"] }
        case .printPosition: try look(c) { [try position(c).rawValue] }
        case .printIndexPathAt: try look(c) { [table.indexPathForRow(atY: try number(c, .y)).map(Format.indexPath) ?? "none"] }
        case .show: try show(c)
        case .showSVG: try showSVG(c)
        case .trace: try trace(c)

        // Assertions.
        case .assertVisible: try assert(c, checkVisible(c))
        case .assertMounted: try assert(c, checkRows("mounted rows", table.indexPathsForMountedRows, c))
        case .assertSelected: try assert(c, checkRows("selected rows", table.indexPathsForSelectedRows, c))
        case .assertOffset: try assert(c, compare("offset", table.contentOffset, number(c, .y)))
        case .assertContentHeight: try assert(c, compare("content height", table.contentHeight, number(c, .height)))
        case .assertRect: try assert(c, checkRect(c))
        case .assertFrame: try assert(c, checkFrame(c))
        case .assertSeparator: try assert(c, checkSeparator(c))
        case .assertExtraSeparators: try assert(c, checkExtraSeparators(c))
        case .assertPosition: try assert(c, checkPosition(c))
        case .assertCreated: try assert(c, checkCreated(c))
        case .assertPool: try assert(c, checkPool(c))
        case .assertCell: try assert(c, checkCell(c))
        case .assertCells: assert(c, checkCells())
        case .assertHeaderHidden: try assert(c, checkHeaderHidden(c))
        case .assertEditing: try assert(c, checkEditing(c))
        case .assertError: assert(c, checkNoError())

        // Structure.
        case .repeat: try runRepeat(c)
        case .include: try include(c)
        case .expectError, .expectFailure: throw failure(.expectOutOfPlace(command: c.spec.name), c)

        // The section index and header and footer views (ENGINE.md §15, §16).
        case .indexTitles: try setup(c) { app.index.titles = c.has(.noneWord) ? nil : try c.texts(.titles) }
        case .indexMinimumRows: try setup(c) { table.sectionIndexMinimumDisplayRowCount = try c.integer(.count) }
        case .indexMap: try interact { app.index.map[try c.text(.title)] = try c.integer(.section) }
        case .tapIndex: try interact { try tapIndex(c) }
        case .assertHeaderView: try assert(c, checkHeaderFooterView(c, .header))
        case .assertFooterView: try assert(c, checkHeaderFooterView(c, .footer))

        // The REPL's own commands (the session runs them before the interpreter sees them).
        case .help, .save, .undo, .reset, .history, .quit, .exit:
            throw failure(.replOnly(command: c.spec.name), c)
        }
    }

    /// A setup command; after the table has loaded, it reloads the table (ENGINE.md §7).
    private func setup(_ c: Command, _ body: () throws -> Void) throws {
        try body()
        changedTable = true
        if table.hasLoaded { table.reloadData() }
    }

    /// A command that changes the table's state.
    private func interact(_ body: () throws -> Void) throws {
        try body()
        changedTable = true
    }
}
