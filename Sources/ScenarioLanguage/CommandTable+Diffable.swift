import TableEngine

extension CommandTable {
    /// Diffable data sources as scripts: the snapshot edits, `apply`, `print snapshot` (ENGINE.md §21).
    static let diffable: [CommandSpec] = [
        CommandSpec(id: .diffable, words: ["diffable"], syntax: [.choice(.state, Switch.self)],
                    topic: .diffable, summary: "on: the app becomes a diffable data source whose rows are named items (before any section); off: it keeps its rows as they are.",
                    example: "diffable on"),
        snapshot(.snapshotAppendSections, "append-sections", [.identifiers(.newSectionIDs)],
                 "Add sections at the end of the pending snapshot.", "append-sections Main Done"),
        snapshot(.snapshotInsertSections, "insert-sections", [.identifiers(.newSectionIDs), .choice(.side, Side.self), .text(.anchorSection)],
                 "Insert sections before or after another.", "insert-sections Urgent before Main"),
        snapshot(.snapshotDeleteSections, "delete-sections", [.identifiers(.sectionIDs)],
                 "Delete sections and their items (absent ones are ignored).", "delete-sections Done"),
        snapshot(.snapshotMoveSection, "move-section", [.text(.sectionID), .choice(.side, Side.self), .text(.anchorSection)],
                 "Move a section before or after another.", "move-section Done before Main"),
        snapshot(.snapshotReloadSections, "reload-sections", [.identifiers(.sectionIDs)],
                 "Mark sections to be reloaded by the next apply.", "reload-sections Main"),
        snapshot(.snapshotAppendItems, "append-items", [.identifiers(.newItemIDs), .optional([.word("to"), .text(.sectionID)])],
                 "Add items at the end of a section (the last one when none is named).", "append-items milk \"bread rolls\" to Main"),
        snapshot(.snapshotInsertItems, "insert-items", [.identifiers(.newItemIDs), .choice(.side, Side.self), .text(.anchorItem)],
                 "Insert items before or after another item.", "insert-items eggs after milk"),
        snapshot(.snapshotDeleteItems, "delete-items", [.identifiers(.itemIDs)],
                 "Delete items (absent ones are ignored).", "delete-items milk"),
        snapshot(.snapshotDeleteAll, "delete-all-items", [],
                 "Delete every section and item (deleteAllItems()).", "delete-all-items"),
        snapshot(.snapshotMoveItem, "move-item", [.text(.itemID), .choice(.side, Side.self), .text(.anchorItem)],
                 "Move an item before or after another (across sections too).", "move-item eggs before milk"),
        snapshot(.snapshotReloadItems, "reload-items", [.identifiers(.itemIDs)],
                 "Mark items to be reloaded (new cells) by the next apply.", "reload-items milk"),
        snapshot(.snapshotReconfigureItems, "reconfigure-items", [.identifiers(.itemIDs)],
                 "Mark items to be reconfigured (their cells configured again) by the next apply.", "reconfigure-items milk"),
        CommandSpec(id: .apply, words: ["apply"], syntax: [.optional([.choice(.applyMode, ApplyMode.self)])],
                    topic: .diffable, summary: "Apply the pending snapshot: its difference from the current one as one batch (default animating; the first apply and reload-data reload the table).",
                    example: "apply without-animation"),
        CommandSpec(id: .printSnapshot, words: ["print", "snapshot"], syntax: [.optional([.choice(.which, SnapshotChoice.self)])],
                    topic: .looking, summary: "The sections and items of the applied snapshot (default) or of the pending one, with its reload marks.",
                    example: "print snapshot pending", producesOutput: true),
    ]

    /// A command that edits the pending snapshot.
    private static func snapshot(_ id: CommandID, _ word: String, _ syntax: [SyntaxElement],
                                 _ summary: String, _ example: String) -> CommandSpec {
        CommandSpec(id: id, words: [word], syntax: syntax, topic: .diffable, summary: summary, example: example)
    }
}
