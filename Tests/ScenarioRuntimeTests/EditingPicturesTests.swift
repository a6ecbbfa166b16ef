import Foundation
import ScenarioLanguage
import Testing
import TestSupport
@testable import ScenarioRuntime

/// `show` and `show svg` draw what a user sees while editing (ENGINE.md §13, §14, §17).
@Suite struct EditingPicturesTests {
    func svg(_ setup: String) throws -> String {
        let folder = try temporaryFolder()
        let result = ScenarioSession(baseDirectory: folder)
            .execute(SourceFile(name: "\(folder)/t.scenario", text: setup + "\nshow svg out.svg\n"))
        #expect(result.succeeded, "\(result.diagnostics.map(\.message))")
        return try String(contentsOfFile: "\(folder)/out.svg", encoding: .utf8)
    }

    @Test func textShowsControlsGripsAndTheDeleteButton() {
        let editing = printed("viewport 375x100\nsection 2 rows\nrow 0,1 editing-style insert can-move no\nediting on\nshow")
        #expect(editing.contains { $0.contains("│ ⊖ 0,0  #1") && $0.contains("≡ 44pt │") })
        #expect(editing.contains { $0.contains("│ ⊕ 0,1  #2") && !$0.contains("≡") })
        let swiped = printed("viewport 375x100\nsection 2 rows\nswipe 0,1\nshow")
        #expect(swiped.contains { $0.contains("0,1  #2  [Delete]") })
        #expect(!swiped.contains { $0.contains("⊖") || $0.contains("≡") })
        let batch = printed("viewport 375x100\nsection 2 rows\nmultiple-selection-during-editing on\nediting on\nselect 0,0\nshow")
        #expect(batch.contains { $0.contains("◉ 0,0  #1  selected") } && batch.contains { $0.contains("○ 0,1") })
    }

    @Test func svgDrawsTheDeleteControlAndGrip() throws {
        let picture = try svg("viewport 375x100\nsection 2 rows\nrow 0,1 can-edit no\nediting on")
        // Row 0,0: a red delete control with its bar, and a three-line grip; row 0,1 nothing.
        #expect(picture.components(separatedBy: ##"fill="#ff3b30""##).count - 1 == 1)
        #expect(picture.components(separatedBy: ##"stroke="#c7c7cc" stroke-width="1.5""##).count - 1 == 3)
        #expect(picture.contains(##"<text x="54" y="22""##))
    }

    @Test func svgDrawsASwipedRowsDeleteButton() throws {
        let picture = try svg("viewport 375x100\nsection 2 rows\nswipe 0,0")
        #expect(picture.contains(##"<rect x="301" y="0" width="74" height="44" fill="#ff3b30"/>"##))
        #expect(picture.contains(">Delete</text>"))
        #expect(!picture.contains("<circle"))
    }

    @Test func svgDrawsSelectionCircles() throws {
        let picture = try svg("viewport 375x100\nsection 2 rows\nmultiple-selection-during-editing on\nediting on\nselect 0,1")
        #expect(picture.contains(##"fill="#007aff""##) && picture.contains(##"fill="none" stroke="#c7c7cc""##))
    }
}
