import TableEngine

/// Every command of the scenario language. The interpreter switches over this
/// exhaustively, with no `default:` (`Interpreter+Dispatch.swift`), so a command
/// cannot be in the table without being handled. How to add one: docs/ARCHITECTURE.md.
public enum CommandID: String, CaseIterable, Sendable {
    case style, viewport, platform, rowHeight, estimatedRowHeight, headerHeight, footerHeight
    case prefetching, sectionHeaderTopPadding
    case separator, separatorInset, fillerRowHeight, contentInset, tableHeader, tableFooter
    case section, row, rows, quirk
    case insertRows, deleteRows, moveRow, reloadRows, reconfigureRows
    case insertSection, deleteSection, moveSection, reloadSection, reloadData, update
    case scroll, scrollTo, drag, release
    case select, deselect, multipleSelection, editing, state
    // Editing, reordering and selection (ENGINE.md §13, §14, §17).
    case swipe, swipeEnd, commit, reorder, moveTarget, tapAccessory, scrollToNearestSelected
    case allowsSelection, allowsSelectionDuringEditing, multipleSelectionDuringEditing, assertEditing
    case print, printRect, printFrame, printPosition, printIndexPathAt, show, showSVG, trace
    case assertVisible, assertMounted, assertSelected, assertOffset, assertContentHeight
    case assertRect, assertFrame, assertSeparator, assertExtraSeparators, assertPosition
    case assertCreated, assertPool, assertCell, assertCells, assertHeaderHidden, assertError
    case expectError, expectFailure, `repeat`, include
    case help, save, undo, reset, history, quit, exit
    // MARK: Diffable
    case diffable, apply, printSnapshot
    case snapshotAppendSections, snapshotInsertSections, snapshotDeleteSections, snapshotMoveSection, snapshotReloadSections
    case snapshotAppendItems, snapshotInsertItems, snapshotDeleteItems, snapshotDeleteAll, snapshotMoveItem
    case snapshotReloadItems, snapshotReconfigureItems
    // The section index and header and footer views (ENGINE.md §15, §16).
    case indexTitles, indexMinimumRows, indexMap, tapIndex, assertHeaderView, assertFooterView

    /// The case's position in `allCases` (declaration order): a payload-free
    /// enum stores exactly that in its one byte. `CommandTable.spec` checks
    /// what it finds there, so a different layout would only be slower.
    var position: Int {
        MemoryLayout<CommandID>.size == 1 ? Int(withUnsafeBytes(of: self) { $0[0] }) : 0
    }
}

private typealias S = SyntaxElement

private let onOff = S.choice(.state, Switch.self)
private let rowClauses: S = .clauses([
    [.word("height"), .length(.height)],
    [.word("id"), .name(.id)],
    [.word("separator-inset"), .length(.insetLeft), .length(.insetRight)],
    // The data source's and delegate's answers (ENGINE.md §13, §14, §17).
    [.word("can-edit"), .choice(.canEdit, YesNo.self)],
    [.word("can-move"), .choice(.canMove, YesNo.self)],
    [.word("editing-style"), .choice(.editingStyle, [TableViewCell.EditingStyle.delete, .insert, .none])],
    [.word("highlight"), .choice(.highlight, YesNo.self)],
    [.word("will-select"), .oneOf([[.choice(.willSelectNone, NoneWord.self)], [.indexPath(.willSelect)]])],
    [.word("will-deselect"), .oneOf([[.choice(.willDeselectNone, NoneWord.self)], [.indexPath(.willDeselect)]])],
])
private let sectionClauses: S = .clauses([
    [.word("height"), .length(.height)],
    [.word("header"), .oneOf([[.length(.header)], [.string(.headerTitle)]])],
    [.word("footer"), .oneOf([[.length(.footer)], [.string(.footerTitle)]])],
    [.word("id"), .name(.id)],
    [.word("header-id"), .name(.headerID)],
    [.word("footer-id"), .name(.footerID)],
])
private let rowSet: S = .oneOf([
    [.choice(.noneWord, NoneWord.self)],
    [.word("count"), .count(.count)],
    [.word("includes"), .indexPaths(.includes)],
    [.word("excludes"), .indexPaths(.excludes)],
    [.indexPaths(.rows)],
])
private let elementRef: S = .oneOf([
    [.choice(.part, SectionPart.self), .count(.section)],
    [.indexPath(.row)],
])

/// The one description of every command: the parser, `help`, tab completion
/// and the README reference are all generated from it.
public enum CommandTable {
    public static let all: [CommandSpec] = setup + sectionIndex + changes + scrolling + sectionIndexTouches + selection
        + looking + assertions + headerViewAssertions + structure + repl + diffable

    private static let byID: [CommandID: CommandSpec] = Dictionary(uniqueKeysWithValues: all.map { ($0.id, $0) })

    /// What each prefix word (`CommandSpec.prefixes`) does to a data change, for `help` and the README.
    public static let prefixes: [(word: String, meaning: String)] = [
        ("data", "changes only the data source"),
        ("table", "only tells the table"),
    ]

    public static func spec(_ id: CommandID) -> CommandSpec {
        // The parser and the interpreter ask for every command's spec: an array
        // read by the case's position, where a dictionary lookup hashes the raw
        // value's text (about 650 instructions). The check keeps it right
        // whatever the enum's layout.
        let position = id.position
        if position < inCaseOrder.count, inCaseOrder[position].id == id { return inCaseOrder[position] }
        // Every CommandID has exactly one entry; CommandTableTests checks it.
        return byID[id] ?? CommandSpec(id: id, words: [id.rawValue], syntax: [], topic: .structure, summary: "", example: "")
    }

    /// The facts asked of every command parsed and run, by the case's position.
    public static func traits(_ id: CommandID) -> CommandTraits {
        let position = id.position
        if position < traitsInCaseOrder.count, traitsInCaseOrder[position].id == id { return traitsInCaseOrder[position] }
        return CommandTraits(spec(id))
    }

    private static let traitsInCaseOrder: [CommandTraits] = inCaseOrder.map(CommandTraits.init)

    /// The specs in `CommandID.allCases` order. Filed by position, not looked
    /// up in `byID`: building that dictionary (hashing every raw value, and
    /// the runtime's first look for its key's conformances) cost the first
    /// parse more than the rest of this table.
    private static let inCaseOrder: [CommandSpec] = {
        let cases = CommandID.allCases
        var specs = cases.map { CommandSpec(id: $0, words: [$0.rawValue], syntax: [], topic: .structure, summary: "", example: "") }
        for spec in all {
            let position = spec.id.position
            if position < specs.count, cases[position] == spec.id {
                specs[position] = spec
            } else if let index = cases.firstIndex(of: spec.id) {
                specs[index] = spec
            }
        }
        return specs
    }()

    static let setup: [CommandSpec] = [
        CommandSpec(id: .style, words: ["style"], syntax: [.choice(.style, TableStyle.self)],
                    topic: .setup, summary: "The table style (changing it reloads the table).", example: "style grouped"),
        CommandSpec(id: .viewport, words: ["viewport"], syntax: [.size(.size)],
                    topic: .setup, summary: "The bounds size, default 375x667.", example: "viewport 375x667"),
        CommandSpec(id: .platform, words: ["platform"], syntax: [.choice(.platform, PlatformProfile.self)],
                    topic: .setup, summary: "Platform profile: the defaults of iOS 7–10, 11–14 or 15+ (default ios15).", example: "platform ios14"),
        CommandSpec(id: .rowHeight, words: ["row-height"], syntax: [.length(.height)],
                    topic: .setup, summary: "Table-wide row height, default 44.", example: "row-height 60"),
        CommandSpec(id: .estimatedRowHeight, words: ["estimated-row-height"],
                    syntax: [.oneOf([[.choice(.mode, HeightMode.self)], [.length(.height)]])],
                    topic: .setup, summary: "Estimated row height: auto (automaticDimension), a height, or off (default: the profile's).",
                    example: "estimated-row-height 100"),
        CommandSpec(id: .prefetching, words: ["prefetching"], syntax: [onOff],
                    topic: .setup, summary: "isPrefetchingEnabled: hidden cells next to the visible rows (default: on under ios15).",
                    example: "prefetching off"),
        CommandSpec(id: .sectionHeaderTopPadding, words: ["section-header-top-padding"],
                    syntax: [.oneOf([[.choice(.mode, [HeightMode.auto])], [.length(.height)]])],
                    topic: .setup, summary: "sectionHeaderTopPadding: gap above plain section headers (auto: 22 under ios15, else 0).",
                    example: "section-header-top-padding 0"),
        CommandSpec(id: .headerHeight, words: ["header-height"],
                    syntax: [.oneOf([[.choice(.mode, [HeightMode.auto])], [.length(.height)]])],
                    topic: .setup, summary: "Table-wide section header height, or auto.", example: "header-height 30"),
        CommandSpec(id: .footerHeight, words: ["footer-height"],
                    syntax: [.oneOf([[.choice(.mode, [HeightMode.auto])], [.length(.height)]])],
                    topic: .setup, summary: "Table-wide section footer height, or auto.", example: "footer-height 10"),
        CommandSpec(id: .separator, words: ["separator"], syntax: [.choice(.style, SeparatorStyle.self)],
                    topic: .setup, summary: "The separator style.", example: "separator none"),
        CommandSpec(id: .separatorInset, words: ["separator-inset"], syntax: [.length(.left), .optional([.length(.right)])],
                    topic: .setup, summary: "Table-wide separator inset, default 15 0.", example: "separator-inset 0"),
        CommandSpec(id: .fillerRowHeight, words: ["filler-row-height"],
                    syntax: [.oneOf([[.choice(.mode, HeightMode.self)], [.length(.height)]])],
                    topic: .setup, summary: "Spacing of extra separators below the content, plain style (default: auto before ios15, off under it).",
                    example: "filler-row-height auto"),
        CommandSpec(id: .contentInset, words: ["content-inset"], syntax: [.number(.top), .optional([.number(.bottom)])],
                    topic: .setup, summary: "Content inset top and bottom, default 0 0.", example: "content-inset 64 0"),
        CommandSpec(id: .tableHeader, words: ["table-header"],
                    syntax: [.oneOf([
                        [.choice(.noneWord, NoneWord.self)],
                        [.length(.height), .optional([.choice(.kind, TableHeaderView.Kind.self)]),
                         .optional([.choice(.mode, TableHeaderView.AutohideMode.self)])],
                    ])],
                    topic: .setup, summary: "The table header view: height, kind and auto-hide mode, or none.", example: "table-header 44 searchbar"),
        CommandSpec(id: .tableFooter, words: ["table-footer"],
                    syntax: [.oneOf([[.choice(.noneWord, NoneWord.self)], [.length(.height)]])],
                    topic: .setup, summary: "The table footer view; 0 is an empty footer view, none removes it.", example: "table-footer 0"),
        CommandSpec(id: .section, words: ["section"], syntax: [.count(.count), .word("rows"), sectionClauses],
                    topic: .setup, summary: "Append a section of N rows.", example: "section 4 rows header \"Fruits\" footer 10"),
        CommandSpec(id: .row, words: ["row"], syntax: [.indexPath(.row), rowClauses],
                    topic: .setup, summary: "Change one row's height, reuse identifier, separator inset, or the app's answers about it (editing, highlight, selection).",
                    example: "row 0,3 height 80"),
        CommandSpec(id: .rows, words: ["rows"], syntax: [.indexPaths(.rows), rowClauses],
                    topic: .setup, summary: "Change many rows at once.", example: "rows 0,0..0,9 height 60"),
        CommandSpec(id: .quirk, words: ["quirk"], syntax: [.choice(.quirk, Quirk.self), onOff],
                    topic: .setup, summary: "Turn a documented UIKit quirk on or off.", example: "quirk delete-reveals-separator on"),
    ]

    /// The section index (ENGINE.md §15).
    static let sectionIndex: [CommandSpec] = [
        CommandSpec(id: .indexTitles, words: ["index-titles"],
                    syntax: [.oneOf([[.choice(.noneWord, NoneWord.self)], [.strings(.titles)]])],
                    topic: .setup, summary: "sectionIndexTitles: the section index's titles, or none (the default).",
                    example: "index-titles \"A\" \"B\" \"C\""),
        CommandSpec(id: .indexMinimumRows, words: ["index-minimum-rows"], syntax: [.count(.count)],
                    topic: .setup, summary: "sectionIndexMinimumDisplayRowCount: the index shows only with at least N rows (default 0).",
                    example: "index-minimum-rows 20"),
        CommandSpec(id: .indexMap, words: ["index-map"], syntax: [.string(.title), .count(.section)],
                    topic: .setup, summary: "sectionForSectionIndexTitle answers section S for title T (default: the title's number).",
                    example: "index-map \"#\" 0"),
    ]

    /// Touching the section index scrolls (ENGINE.md §15).
    static let sectionIndexTouches: [CommandSpec] = [
        CommandSpec(id: .tapIndex, words: ["tap-index"], syntax: [.oneOf([[.string(.title)], [.count(.index)]])],
                    topic: .scrolling, summary: "The user touches a section index title (a quoted title, or its number from 0).",
                    example: "tap-index \"C\""),
    ]

    static let changes: [CommandSpec] = [
        CommandSpec(id: .insertRows, words: ["insert"], syntax: [.indexPaths(.rows), .clauses([
            [.word("height"), .length(.height)], [.word("id"), .name(.id)]])],
                    topic: .changes, summary: "Insert rows (index paths after the change).", example: "insert 0,2 height 60",
                    isChange: true, prefixes: ["data", "table"]),
        CommandSpec(id: .deleteRows, words: ["delete"], syntax: [.indexPaths(.rows)],
                    topic: .changes, summary: "Delete rows (index paths before the change).", example: "delete 0,1 0,3",
                    isChange: true, prefixes: ["data", "table"]),
        CommandSpec(id: .moveRow, words: ["move"], syntax: [.indexPath(.fromRow), .word("to"), .indexPath(.toRow)],
                    topic: .changes, summary: "Move a row.", example: "move 0,0 to 1,2",
                    isChange: true, prefixes: ["data", "table"]),
        CommandSpec(id: .reloadRows, words: ["reload"], syntax: [.indexPaths(.rows)],
                    topic: .changes, summary: "Reload rows: their cells are configured again.", example: "reload 0,1",
                    isChange: true, prefixes: ["table"]),
        CommandSpec(id: .reconfigureRows, words: ["reconfigure"], syntax: [.indexPaths(.rows)],
                    topic: .changes, summary: "reconfigureRows(at:) (ios15): mounted rows are configured again in their own cells.",
                    example: "reconfigure 0,1", isChange: true),
        CommandSpec(id: .insertSection, words: ["insert", "section"],
                    syntax: [.count(.section), .optional([.count(.count), .word("rows")]), sectionClauses],
                    topic: .changes, summary: "Insert a section (empty unless N rows are given).", example: "insert section 1 3 rows header 30",
                    isChange: true, prefixes: ["data", "table"]),
        CommandSpec(id: .deleteSection, words: ["delete", "section"], syntax: [.count(.section)],
                    topic: .changes, summary: "Delete a section.", example: "delete section 2",
                    isChange: true, prefixes: ["data", "table"]),
        CommandSpec(id: .moveSection, words: ["move", "section"], syntax: [.count(.fromSection), .word("to"), .count(.toSection)],
                    topic: .changes, summary: "Move a section.", example: "move section 0 to 2",
                    isChange: true, prefixes: ["data", "table"]),
        CommandSpec(id: .reloadSection, words: ["reload", "section"], syntax: [.count(.section)],
                    topic: .changes, summary: "Reload a section.", example: "reload section 1",
                    isChange: true, prefixes: ["table"]),
        CommandSpec(id: .reloadData, words: ["reload-data"], syntax: [],
                    topic: .changes, summary: "reloadData(): every cell back to the pool, then bound again (an error inside update { }).",
                    example: "reload-data", isChange: true),
        CommandSpec(id: .update, words: ["update"], syntax: [.block],
                    topic: .changes, summary: "One beginUpdates/endUpdates batch of changes.", example: "update {"),
    ]

    static let scrolling: [CommandSpec] = [
        CommandSpec(id: .scroll, words: ["scroll"], syntax: [.number(.distance)],
                    topic: .scrolling, summary: "The user drags the content by D points and lifts the finger.", example: "scroll 200"),
        CommandSpec(id: .scrollTo, words: ["scroll", "to"], syntax: [.oneOf([
            [.choice(.edge, ScrollEdge.self)],
            [.indexPath(.row), .optional([.choice(.position, TableView.ScrollPosition.self)])],
            [.number(.y)],
        ])],
                    topic: .scrolling, summary: "Set the offset, go to the top or bottom, or scrollToRow(at:at:).", example: "scroll to 3,0 middle"),
        CommandSpec(id: .scrollToNearestSelected, words: ["scroll", "to", "nearest-selected"],
                    syntax: [.optional([.choice(.position, TableView.ScrollPosition.self)])],
                    topic: .scrolling, summary: "scrollToNearestSelectedRow(at:): the selected row nearest the middle goes to the position (default none).",
                    example: "scroll to nearest-selected top"),
        CommandSpec(id: .drag, words: ["drag"], syntax: [.number(.distance)],
                    topic: .scrolling, summary: "Drag by D points without lifting the finger.", example: "drag 30"),
        CommandSpec(id: .release, words: ["release"], syntax: [],
                    topic: .scrolling, summary: "Lift the finger (an auto-hiding header may snap).", example: "release"),
    ]

    static let selection: [CommandSpec] = [
        CommandSpec(id: .select, words: ["select"],
                    syntax: [.indexPath(.row), .optional([.choice(.source, SelectionSource.self),
                                                          .optional([.choice(.position, TableView.ScrollPosition.self)])])],
                    topic: .selection, summary: "Tap a row (highlight, then select); programmatically: selectRow(at:animated:scrollPosition:), no delegate calls.",
                    example: "select 0,2"),
        CommandSpec(id: .deselect, words: ["deselect"], syntax: [.indexPath(.row), .optional([.choice(.source, SelectionSource.self)])],
                    topic: .selection, summary: "Tap a selected row to deselect it; programmatically: deselectRow(at:animated:), no delegate calls.",
                    example: "deselect 0,2"),
        CommandSpec(id: .multipleSelection, words: ["multiple-selection"], syntax: [onOff],
                    topic: .selection, summary: "allowsMultipleSelection.", example: "multiple-selection on"),
        CommandSpec(id: .editing, words: ["editing"], syntax: [onOff],
                    topic: .selection, summary: "setEditing: pushed to every mounted cell; on asks each visible row canEdit and editingStyle.",
                    example: "editing on"),
        CommandSpec(id: .allowsSelection, words: ["allows-selection"], syntax: [onOff],
                    topic: .selection, summary: "allowsSelection: whether taps select outside editing mode (default on).",
                    example: "allows-selection off"),
        CommandSpec(id: .allowsSelectionDuringEditing, words: ["allows-selection-during-editing"], syntax: [onOff],
                    topic: .selection, summary: "allowsSelectionDuringEditing: whether taps select in editing mode (default off).",
                    example: "allows-selection-during-editing on"),
        CommandSpec(id: .multipleSelectionDuringEditing, words: ["multiple-selection-during-editing"], syntax: [onOff],
                    topic: .selection, summary: "allowsMultipleSelectionDuringEditing: taps in editing mode toggle rows; no editing styles are asked.",
                    example: "multiple-selection-during-editing on"),
        CommandSpec(id: .swipe, words: ["swipe"], syntax: [.indexPath(.row)],
                    topic: .selection, summary: "Swipe a visible row to show its Delete button (willBeginEditing).", example: "swipe 0,2"),
        CommandSpec(id: .swipeEnd, words: ["swipe", "end"], syntax: [],
                    topic: .selection, summary: "Dismiss the swiped row's Delete button (didEndEditing).", example: "swipe end"),
        CommandSpec(id: .commit, words: ["commit"], syntax: [.indexPath(.row)],
                    topic: .selection, summary: "Tap the row's Delete or insert button: commitEditingStyle, then the app deletes or inserts a row.",
                    example: "commit 0,2"),
        CommandSpec(id: .reorder, words: ["reorder"], syntax: [.indexPath(.fromRow), .word("to"), .indexPath(.toRow)],
                    topic: .selection, summary: "Drag a row by its reorder control and drop it (editing mode): targetIndexPathForMove, moveRowAt.",
                    example: "reorder 0,1 to 0,4"),
        CommandSpec(id: .moveTarget, words: ["move-target"], syntax: [.choice(.moveTarget, MoveTarget.self)],
                    topic: .selection, summary: "The delegate's targetIndexPathForMove: keep every proposal, or keep the row in its section.",
                    example: "move-target same-section"),
        CommandSpec(id: .tapAccessory, words: ["tap-accessory"], syntax: [.indexPath(.row)],
                    topic: .selection, summary: "Tap a row's accessory button (accessoryButtonTapped).", example: "tap-accessory 0,3"),
        CommandSpec(id: .state, words: ["state"], syntax: [.name(.name), .text(.value), .word("via"),
                                                            .choice(.via, StatePush.self)],
                    topic: .selection, summary: "Change app state shown by cells and push it to cells one way.",
                    example: "state editing on via visible-cells"),
    ]

    static let looking: [CommandSpec] = [
        CommandSpec(id: .print, words: ["print"], syntax: [.choice(.fact, Fact.self)],
                    topic: .looking, summary: "Print one fact about the table.", example: "print visible", producesOutput: true),
        CommandSpec(id: .printRect, words: ["print", "rect"], syntax: [elementRef],
                    topic: .looking, summary: "The natural rect `x y w h` of a row, header, footer or section.",
                    example: "print rect 0,3", producesOutput: true),
        CommandSpec(id: .printFrame, words: ["print", "frame"], syntax: [.choice(.part, [SectionPart.header, .footer]), .count(.section)],
                    topic: .looking, summary: "Where a header or footer is shown (differs from its rect while pinned).",
                    example: "print frame header 1", producesOutput: true),
        CommandSpec(id: .printPosition, words: ["print", "position"], syntax: [.indexPath(.row)],
                    topic: .looking, summary: "The cell position class of a row.", example: "print position 0,0", producesOutput: true),
        CommandSpec(id: .printIndexPathAt, words: ["print", "index-path-at"], syntax: [.number(.y)],
                    topic: .looking, summary: "The row at content y, or none.", example: "print index-path-at 100", producesOutput: true),
        CommandSpec(id: .show, words: ["show"], syntax: [.optional([.choice(.scope, ShowScope.self)])],
                    topic: .looking, summary: "Draw the viewport (or all the content) as text.", example: "show", producesOutput: true),
        CommandSpec(id: .showSVG, words: ["show", "svg"], syntax: [.path(.path)],
                    topic: .looking, summary: "Write an SVG picture of the viewport to PATH, a name ending in .svg.", example: "show svg table.svg"),
        CommandSpec(id: .trace, words: ["trace"], syntax: [.choice(.action, TraceAction.self)],
                    topic: .looking, summary: "Record data source and delegate calls.", example: "trace on"),
    ]

    static let assertions: [CommandSpec] = [
        assertion(.assertVisible, "visible", [rowSet], "The visible rows (exactly, count, includes, excludes).", "assert visible 0,0..0,14"),
        assertion(.assertMounted, "mounted", [rowSet], "The mounted rows (visible plus prefetched).", "assert mounted 0,3..1,0"),
        assertion(.assertSelected, "selected", [rowSet], "The selected rows.", "assert selected 0,2"),
        assertion(.assertOffset, "offset", [.number(.y)], "The content offset y.", "assert offset 200"),
        assertion(.assertContentHeight, "content-height", [.number(.height)], "The content height.", "assert content-height 880"),
        assertion(.assertRect, "rect", [elementRef, .number(.x), .number(.y), .number(.width), .number(.height)],
                  "The natural rect of a row, header, footer or section.", "assert rect 0,1 0 44 375 44"),
        assertion(.assertFrame, "frame", [.choice(.part, [SectionPart.header, .footer]), .count(.section),
                                          .oneOf([[.choice(.noneWord, NoneWord.self)], [.number(.y)]])],
                  "The shown y of a header or footer.", "assert frame header 1 0"),
        // Only a grouped section's top line is above a row, and it is always full width (LANGUAGE.md §6).
        assertion(.assertSeparator, "separator", [.oneOf([
            [.choice(.edge, [SeparatorEdge.below]), .indexPath(.row), .choice(.kind, SeparatorExpectation.self)],
            [.choice(.edge, [SeparatorEdge.above]), .indexPath(.row), .choice(.kind, [SeparatorExpectation.none, .full])],
        ])], "The separator below or above a row.", "assert separator below 0,3 none"),
        assertion(.assertExtraSeparators, "extra-separators", [.count(.count)],
                  "Extra (filler) separator lines in the viewport.", "assert extra-separators 0"),
        assertion(.assertPosition, "position", [.indexPath(.row), .choice(.kind, CellPosition.self)],
                  "The cell position class of a row.", "assert position 0,0 first"),
        assertion(.assertCreated, "created", [.count(.count)], "Cells created since the table loaded.", "assert created 17"),
        assertion(.assertPool, "pool", [.name(.id), .count(.count)], "Cells waiting in a reuse pool.", "assert pool Cell 1"),
        assertion(.assertCell, "cell", [.indexPath(.row), .word("is"), .cellID(.cell)],
                  "The identity of the cell bound to a row.", "assert cell 0,17 is #18"),
        assertion(.assertCells, "cells", [.word("consistent")], "No mounted cell is stale.", "assert cells consistent"),
        assertion(.assertHeaderHidden, "header-hidden", [.choice(.hidden, YesNo.self)],
                  "The table header view is fully scrolled out of sight.", "assert header-hidden yes"),
        assertion(.assertEditing, "editing", [.oneOf([
            [.choice(.state, Switch.self)],
            [.choice(.swipe, SwipeWord.self), .indexPath(.row)],
        ])], "The table's editing state: on, off, or a swiped row.", "assert editing swipe 0,2"),
        assertion(.assertError, "error", [.word("none")], "Nothing failed so far.", "assert error none"),
    ]

    /// Header and footer views (ENGINE.md §16).
    static let headerViewAssertions: [CommandSpec] = [
        assertion(.assertHeaderView, "header-view", [.count(.section), .word("is"), .viewID(.view)],
                  "The identity of a section header's view on screen.", "assert header-view 1 is #H2"),
        assertion(.assertFooterView, "footer-view", [.count(.section), .word("is"), .viewID(.view)],
                  "The identity of a section footer's view on screen.", "assert footer-view 0 is #H1"),
    ]

    static let structure: [CommandSpec] = [
        CommandSpec(id: .expectError, words: ["expect", "error"], syntax: [.string(.text)],
                    topic: .structure, summary: "The next command must fail with a message containing TEXT.",
                    example: "expect error \"Invalid update\""),
        CommandSpec(id: .expectFailure, words: ["expect", "failure"], syntax: [.string(.text)],
                    topic: .structure, summary: "The next command, an assertion, must fail with a message containing TEXT: it documents a bug, and fails if the assertion holds.",
                    example: "expect failure \"stale cells\""),
        CommandSpec(id: .repeat, words: ["repeat"], syntax: [.count(.count), .block],
                    topic: .structure, summary: "Run a block N times.", example: "repeat 3 {"),
        CommandSpec(id: .include, words: ["include"], syntax: [.path(.path)],
                    topic: .structure, summary: "Run another scenario file (*.scenario or *.inc) in the same table.", example: "include \"setup.scenario\""),
    ]

    static let repl: [CommandSpec] = [
        CommandSpec(id: .help, words: ["help"], syntax: [.rest(.topic)],
                    topic: .repl, summary: "List the commands by topic, or the commands of a topic with their summaries, or explain one.", example: "help scroll to", replOnly: true),
        CommandSpec(id: .save, words: ["save"], syntax: [.path(.path)],
                    topic: .repl, summary: "Write the session as a scenario that reproduces it: failing commands under expect error, failing assertions under expect failure; an existing file is replaced only with --force.", example: "save bug.scenario", replOnly: true),
        CommandSpec(id: .undo, words: ["undo"], syntax: [],
                    topic: .repl, summary: "Take back the last command that changed the table, with the commands after it that only looked (print, show, assert, ...): the session is replayed without them.", example: "undo", replOnly: true),
        CommandSpec(id: .reset, words: ["reset"], syntax: [],
                    topic: .repl, summary: "Start again with an empty table.", example: "reset", replOnly: true),
        CommandSpec(id: .history, words: ["history"], syntax: [],
                    topic: .repl, summary: "The lines typed so far, numbered as errors number them.", example: "history", replOnly: true),
        CommandSpec(id: .quit, words: ["quit"], syntax: [],
                    topic: .repl, summary: "Leave the REPL (also exit, Ctrl-D).", example: "quit", replOnly: true),
        CommandSpec(id: .exit, words: ["exit"], syntax: [],
                    topic: .repl, summary: "Leave the REPL.", example: "exit", replOnly: true),
    ]

    private static func assertion(_ id: CommandID, _ word: String, _ syntax: [SyntaxElement],
                                  _ summary: String, _ example: String) -> CommandSpec {
        CommandSpec(id: id, words: ["assert", word], syntax: syntax, topic: .assertions,
                    summary: summary, example: example, isAssertion: true)
    }
}
