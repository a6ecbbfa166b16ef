import Foundation
import Testing
import TablesimUIKit

/// An app's own responders: a view or controller whose
/// `canBecomeFirstResponder` is true becomes first responder as a text
/// field does, takes the keyboard's keys through `UIKeyInput`, and resigns
/// when it leaves the window.
@MainActor
struct CustomResponderTests {
    /// A PIN pad: a view that takes digits from the keyboard.
    final class PINView: UIView, UIKeyInput {
        var digits = ""
        var log: [String] = []
        var refusesToResign = false
        let bar = UIView()
        override var canBecomeFirstResponder: Bool { true }
        override var canResignFirstResponder: Bool { !refusesToResign }
        override var inputAccessoryView: UIView? { bar }
        override func resignFirstResponder() -> Bool {
            log.append("resign")
            return super.resignFirstResponder()
        }
        var hasText: Bool { !digits.isEmpty }
        func insertText(_ text: String) {
            guard text.allSatisfy(\.isNumber), digits.count < 4 else { return }
            digits += text
        }
        func deleteBackward() {
            log.append("delete")
            if hasText { digits.removeLast() }
        }
    }

    final class Asked: NSObject, UITextFieldDelegate {
        var log: [String] = []
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("shouldEnd"); return true }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
    }

    @Test func aCustomViewBecomesFirstResponderOnlyInAWindow() {
        let pin = PINView()
        #expect(!pin.becomeFirstResponder() && !pin.isFirstResponder)
        onScreen(pin)
        #expect(pin.becomeFirstResponder() && pin.isFirstResponder)
        #expect(pin.inputAccessoryView === pin.bar)
        #expect(pin.resignFirstResponder() && !pin.isFirstResponder)
        #expect(pin.log == ["resign"])
    }

    @Test func aCustomViewAndATextFieldTakeTurns() {
        let pin = PINView(), field = UITextField(), asked = Asked()
        field.delegate = asked
        onScreen(pin, field)
        #expect(field.becomeFirstResponder())
        #expect(pin.becomeFirstResponder())
        #expect(!field.isEditing && asked.log == ["shouldEnd", "didEnd"], "the field was asked to resign, and did")
        #expect(field.becomeFirstResponder() && !pin.isFirstResponder)
        #expect(pin.log == ["resign"], "the pad's own resignFirstResponder was called")
    }

    @Test func aResponderThatWillNotResignKeepsTheKeyboard() {
        let pin = PINView(), field = UITextField()
        let window = onScreen(pin, field)
        #expect(pin.becomeFirstResponder())
        pin.refusesToResign = true
        #expect(!field.becomeFirstResponder() && pin.isFirstResponder)
        #expect(!pin.resignFirstResponder() && pin.isFirstResponder)
        #expect(!window.endEditing(false) && pin.isFirstResponder, "asked, it refuses")
        #expect(window.endEditing(true) && !pin.isFirstResponder, "forced, it goes")
    }

    @Test func aFieldWithInvalidContentCanRefuseToResign() {
        /// Apple's example for `canResignFirstResponder`: a field holding invalid content.
        final class ZipField: UITextField {
            override var canResignFirstResponder: Bool { (text ?? "").count == 5 }
        }
        let zip = ZipField(), next = UITextField()
        onScreen(zip, next)
        zip.simulateTyping("123")
        #expect(!zip.resignFirstResponder() && zip.isEditing)
        #expect(!next.becomeFirstResponder() && zip.isEditing)
        zip.simulateTyping("45")
        #expect(next.becomeFirstResponder() && !zip.isEditing)
    }

    @Test func theKeyboardTypesIntoACustomViewOnlyWhileItIsFirstResponder() {
        let pin = PINView()
        onScreen(pin)
        pin.simulateTyping("12")
        #expect(pin.digits.isEmpty, "no keyboard: the pad is not first responder")
        pin.becomeFirstResponder()
        pin.simulateTyping("12a345")
        #expect(pin.digits == "1234")
        pin.simulateDeleteBackward()
        #expect(pin.digits == "123")
        pin.digits = ""
        pin.simulateDeleteBackward()
        #expect(pin.log == ["delete", "delete"], "Delete is sent even with no text")
    }

    @Test func aCustomViewLeavingItsWindowResigns() {
        let pin = PINView(), form = UIView()
        form.addSubview(pin)
        let window = onScreen(form)
        #expect(pin.becomeFirstResponder())
        pin.refusesToResign = true
        form.removeFromSuperview()
        #expect(!pin.isFirstResponder && pin.log == ["resign"], "asked to resign, and made to")
        window.rootViewController?.view.addSubview(form)
        pin.refusesToResign = false
        #expect(pin.becomeFirstResponder())
        window.rootViewController?.view.addSubview(pin)
        #expect(pin.isFirstResponder, "moved within its window, it stays first responder")
    }

    @Test func aControllerBecomesFirstResponderWhenItsViewIsInAWindow() {
        final class Shortcuts: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let screen = Shortcuts(), field = UITextField()
        #expect(!screen.becomeFirstResponder())
        showInWindow(screen)
        screen.view.addSubview(field)
        #expect(screen.becomeFirstResponder() && screen.isFirstResponder)
        #expect(field.becomeFirstResponder() && !screen.isFirstResponder)
        #expect(screen.becomeFirstResponder() && !field.isEditing)
        #expect(screen.resignFirstResponder())
    }
}
