import TableEngine
import Testing
@testable import ScenarioLanguage

/// The syntax of the editing, reordering and selection commands (LANGUAGE.md §12).
@Suite struct EditingSyntaxTests {
    func single(_ text: String) throws -> Command {
        let (program, diagnostics) = Parser.parse(SourceFile(name: "test.scenario", text: text))
        #expect(diagnostics.isEmpty, "\(diagnostics.map(\.message))")
        return try #require(program.commands.first)
    }

    func error(_ text: String) -> String? {
        Parser.parse(SourceFile(name: "test.scenario", text: text)).diagnostics.first?.message
    }

    @Test(arguments: [
        ("swipe 0,2", CommandID.swipe), ("swipe end", .swipeEnd), ("commit 1,0", .commit), ("reorder 0,1 to 2,0", .reorder),
        ("move-target same-section", .moveTarget), ("tap-accessory 0,3", .tapAccessory), ("allows-selection off", .allowsSelection),
        ("allows-selection-during-editing on", .allowsSelectionDuringEditing),
        ("multiple-selection-during-editing on", .multipleSelectionDuringEditing), ("assert editing swipe 0,1", .assertEditing),
        ("print editing", .print), ("select 0,1 programmatically", .select), ("scroll to nearest-selected", .scrollToNearestSelected),
    ])
    func commandsParse(text: String, id: CommandID) throws {
        #expect(try single(text).id == id)
    }

    @Test func rowAnswersBindTheirSlots() throws {
        let row = try single("row 0,3 can-edit no can-move yes editing-style insert highlight no will-select 1,2 will-deselect none")
        #expect(try row.choice(YesNo.self, .canEdit) == .no)
        #expect(try row.choice(YesNo.self, .canMove) == .yes)
        #expect(try row.choice(TableViewCell.EditingStyle.self, .editingStyle) == .insert)
        #expect(try row.choice(YesNo.self, .highlight) == .no)
        #expect(try row.indexPath(.willSelect) == IndexPathLiteral(section: 1, row: 2))
        #expect(row.has(.willDeselectNone) && !row.has(.willDeselect) && !row.has(.willSelectNone))
        let rows = try single("rows 0,0..0,9 will-select none")
        #expect(rows.has(.willSelectNone))
    }

    @Test func selectionFormsBindTheirSlots() throws {
        let tap = try single("select 0,1")
        #expect(!tap.has(.source))
        let app = try single("select 0,1 programmatically middle")
        #expect(app.has(.source))
        #expect(try app.choice(TableView.ScrollPosition.self, .position) == .middle)
        #expect(try single("deselect 0,1 programmatically").has(.source))
        let nearest = try single("scroll to nearest-selected bottom")
        #expect(nearest.id == .scrollToNearestSelected)
        #expect(try nearest.choice(TableView.ScrollPosition.self, .position) == .bottom)
        let reorder = try single("reorder 0,1 to 2,0")
        #expect(try reorder.indexPath(.fromRow) == IndexPathLiteral(section: 0, row: 1))
        #expect(try reorder.indexPath(.toRow) == IndexPathLiteral(section: 2, row: 0))
        #expect(try single("assert editing off").choice(Switch.self, .state) == .off)
        #expect(try single("move-target any").choice(MoveTarget.self, .moveTarget) == .any)
    }

    @Test func malformedFormsAreLocatedErrors() {
        #expect(error("swipe") != nil)
        #expect(error("commit") != nil)
        #expect(error("reorder 0,1 0,2")?.contains("'to'") == true)
        #expect(error("row 0,1 editing-style remove") == "unknown keyword 'remove' after 'editing-style'")
        #expect(error("move-target nowhere") == "unknown keyword 'nowhere' after 'move-target'")
        #expect(error("select 0,1 programatically") != nil)
        #expect(error("assert editing swipe") != nil)
    }
}
