import Foundation
import Testing
import TablesimUIKit

/// Accessibility defaults, as Apple documents them: standard controls (and
/// labels) are accessibility elements, and their label is derived from
/// what they show ("such as a button's title") until one is set.
@MainActor
struct AccessibilityDefaultsTests {
    @Test func standardControlsAreElementsAndPlainViewsAreNot() {
        #expect(UIButton(type: .system).isAccessibilityElement)
        #expect(UISwitch().isAccessibilityElement)
        #expect(UISlider().isAccessibilityElement)
        #expect(UITextField().isAccessibilityElement)
        #expect(UILabel().isAccessibilityElement)
        #expect(!UIView().isAccessibilityElement)
        let hidden = UIButton(type: .system)
        hidden.isAccessibilityElement = false
        #expect(!hidden.isAccessibilityElement, "what the app sets wins")
    }

    @Test func aButtonIsLabelledByItsTitleAndALabelByItsText() {
        let button = UIButton(type: .system)
        #expect(button.accessibilityLabel == nil)
        button.setTitle("Save", for: .normal)
        #expect(button.accessibilityLabel == "Save")
        button.accessibilityLabel = "Save the list"
        #expect(button.accessibilityLabel == "Save the list")
        button.accessibilityLabel = nil
        #expect(button.accessibilityLabel == "Save", "cleared, the title again")
        let label = UILabel()
        label.text = "3 items"
        #expect(label.accessibilityLabel == "3 items")
        #expect(UIView().accessibilityLabel == nil)
    }
}
