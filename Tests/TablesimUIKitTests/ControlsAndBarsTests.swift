import Foundation
import Testing
import TablesimUIKit

/// Text fields as forms use them: a delegate that limits and validates,
/// the order of its calls, Return and the clear button.
@MainActor
struct TextFieldTests {
    /// A delegate that logs its calls, keeps at most `limit` characters and may refuse to end or return.
    final class Recorder: UITextFieldDelegate {
        let name: String
        var log: [String] = []
        var ranges: [NSRange] = []
        var limit = Int.max
        var mayEnd = true, mayClear = true, mayReturn = true
        init(_ name: String) { self.name = name }
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("\(name).shouldBegin"); return true }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.append("\(name).didBegin") }
        func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { log.append("\(name).shouldEnd"); return mayEnd }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("\(name).didEnd") }
        func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
            ranges.append(range)
            return (textField.text ?? "").utf16.count - range.length + string.utf16.count <= limit
        }
        func textFieldShouldClear(_ textField: UITextField) -> Bool { log.append("\(name).shouldClear"); return mayClear }
        func textFieldShouldReturn(_ textField: UITextField) -> Bool { log.append("\(name).shouldReturn"); return mayReturn }
    }

    /// A count a notification observer (a `@Sendable` closure) can raise.
    final class Count: @unchecked Sendable {
        var value = 0
    }

    @Test func typingAsksTheDelegateKeyByKeyAndSendsEditingChanged() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        onScreen(field)
        let delegate = Recorder("code")
        delegate.limit = 3
        field.delegate = delegate
        var changes: [String] = []
        field.addAction(UIAction { action in changes.append((action.sender as? UITextField)?.text ?? "?") }, for: .editingChanged)
        let posted = Count()
        let observer = NotificationCenter.default.addObserver(forName: UITextField.textDidChangeNotification, object: field,
                                                              queue: nil) { _ in posted.value += 1 }
        defer { NotificationCenter.default.removeObserver(observer) }
        #expect(field.text == "" && !field.isEditing, "empty, not nil, as in UIKit")
        field.simulateTyping("1234")
        #expect(field.isEditing && field.isFirstResponder, "typing taps the field first")
        #expect(field.text == "123" && changes == ["1", "12", "123"] && posted.value == 3)
        #expect(delegate.ranges == (0...3).map { NSRange(location: $0, length: 0) })
        field.simulateDeleteBackward()
        #expect(field.text == "12" && delegate.ranges.last == NSRange(location: 2, length: 1))
        field.text = "é👍"
        field.simulateDeleteBackward()
        #expect(field.text == "é" && delegate.ranges.last == NSRange(location: 1, length: 2), "UTF-16 offsets")
        #expect(changes.count == 5, "setting text sends nothing")
        field.simulatePaste("abcd")
        #expect(field.text == "é" && delegate.ranges.last == NSRange(location: 1, length: 0), "one question for the paste")
        field.resignFirstResponder()
    }

    @Test func focusMovingBetweenFieldsCallsTheDelegatesInUIKitsOrder() {
        let name = UITextField(frame: .zero), email = UITextField(frame: .zero)
        onScreen(name, email)
        let nameDelegate = Recorder("name"), emailDelegate = Recorder("email")
        name.delegate = nameDelegate
        email.delegate = emailDelegate
        var events: [String] = []
        name.addAction(UIAction { _ in events.append("name.begin") }, for: .editingDidBegin)
        name.addAction(UIAction { _ in events.append("name.end") }, for: .editingDidEnd)
        #expect(name.becomeFirstResponder() && name.isEditing)
        #expect(email.becomeFirstResponder())
        #expect(nameDelegate.log + emailDelegate.log
                == ["name.shouldBegin", "name.didBegin", "name.shouldEnd", "name.didEnd", "email.shouldBegin", "email.didBegin"])
        #expect(events == ["name.begin", "name.end"] && !name.isFirstResponder && email.isFirstResponder)
        emailDelegate.mayEnd = false
        #expect(!name.becomeFirstResponder() && email.isEditing, "the field being edited refused to end")
        #expect(!email.resignFirstResponder() && email.isEditing)
        let form = UIView(frame: .zero)
        email.superview?.addSubview(form)
        form.addSubview(email)
        #expect(email.isEditing, "moved within its window, it goes on being edited")
        email.removeFromSuperview()
        #expect(!email.isEditing && emailDelegate.log.last == "email.didEnd", "leaving the screen ends editing, forced")
        name.isEnabled = false
        let asked = nameDelegate.log.count
        #expect(!name.becomeFirstResponder() && nameDelegate.log.count == asked, "a disabled field is not asked")
    }

    @Test func returnAsksTheDelegateAndEndsEditingOnlyForAnExitAction() {
        let field = UITextField(frame: .zero)
        onScreen(field)
        let delegate = Recorder("search")
        field.delegate = delegate
        var searches = 0
        let search = UIAction { _ in searches += 1 }
        field.addAction(search, for: .primaryActionTriggered)
        field.simulateReturn()
        #expect(searches == 0 && delegate.log.isEmpty, "Return does nothing before editing")
        field.simulateTyping("tea")
        field.simulateReturn()
        #expect(searches == 1 && field.isEditing, "returning true does not itself end editing")
        delegate.mayReturn = false
        field.simulateReturn()
        #expect(searches == 1)
        delegate.mayReturn = true
        let exit = UIAction { _ in }
        field.addAction(exit, for: .editingDidEndOnExit)
        field.simulateReturn()
        #expect(searches == 2 && !field.isEditing && delegate.log.suffix(2) == ["search.shouldEnd", "search.didEnd"])
        field.removeAction(exit, for: .editingDidEndOnExit)
        field.simulateTap()
        field.simulateReturn()
        #expect(field.isEditing)
        field.resignFirstResponder()
    }

    @Test func theClearButtonFollowsItsModeAndTheDelegate() {
        let field = UITextField(frame: .zero)
        onScreen(field)
        let delegate = Recorder("f")
        field.delegate = delegate
        field.text = "old"
        var changes = 0
        field.addAction(UIAction { _ in changes += 1 }, for: .editingChanged)
        field.simulateTapClearButton()
        #expect(field.text == "old" && delegate.log.isEmpty, "`.never` by default: no button")
        field.clearButtonMode = .whileEditing
        field.simulateTapClearButton()
        #expect(field.text == "old", "not shown until editing")
        field.simulateTap()
        delegate.mayClear = false
        field.simulateTapClearButton()
        #expect(field.text == "old" && delegate.log.last == "f.shouldClear")
        delegate.mayClear = true
        field.simulateTapClearButton()
        #expect(field.text == "" && changes == 1 && delegate.ranges.isEmpty, "shouldChangeCharactersIn is not asked")
        field.resignFirstResponder()
        field.text = "again"
        field.clearsOnBeginEditing = true
        field.simulateTap()
        #expect(field.text == "" && delegate.log.suffix(3) == ["f.shouldBegin", "f.shouldClear", "f.didBegin"])
        field.resignFirstResponder()
    }

    @Test func settingsAndDefaultsAreUIKits() {
        final class Legacy: UITextFieldDelegate {
            var ended: [UITextField.DidEndEditingReason] = []
            func textFieldDidEndEditing(_ textField: UITextField, reason: UITextField.DidEndEditingReason) { ended.append(reason) }
        }
        let field = UITextField(frame: .zero)
        onScreen(field)
        #expect(field.borderStyle == .none && field.clearButtonMode == .never && field.textAlignment == .natural)
        #expect(field.autocapitalizationType == .sentences && field.autocorrectionType == .default)
        #expect(field.keyboardType == .default && field.returnKeyType == .default && !field.isSecureTextEntry)
        #expect(field.textContentType == nil && field.textColor == .label && field.placeholder == nil)
        #expect(UIKeyboardType.decimalPad.rawValue == 8 && UIKeyboardType.asciiCapableNumberPad.rawValue == 11)
        #expect(UIReturnKeyType.done.rawValue == 9 && UIReturnKeyType.continue.rawValue == 11)
        #expect(UITextField.BorderStyle.roundedRect.rawValue == 3 && UIControl.Event.editingDidEndOnExit.rawValue == 1 << 19)
        field.keyboardType = .emailAddress
        field.textContentType = .emailAddress
        field.isSecureTextEntry = true
        field.placeholder = "Email"
        field.text = nil
        #expect(field.text == "" && field.attributedPlaceholder?.string == "Email" && field.textContentType == .emailAddress)
        field.attributedText = NSAttributedString(string: "styled")
        #expect(field.text == "styled" && field.hasText)
        let legacy = Legacy()
        field.delegate = legacy
        field.becomeFirstResponder()
        field.resignFirstResponder()
        #expect(legacy.ended == [.committed], "the form with a reason is called when implemented")
    }
}

/// A spinner, the screen, bar button items.
@MainActor
struct IndicatorScreenAndItemTests {
    @Test func anIndicatorHidesWhenStoppedAsUIKitDocuments() {
        let spinner = UIActivityIndicatorView(style: .medium)
        #expect(spinner.isHidden && !spinner.isAnimating && spinner.hidesWhenStopped, "hidden until it starts")
        #expect(spinner.frame.size == CGSize(width: 20, height: 20))
        spinner.startAnimating()
        #expect(!spinner.isHidden && spinner.isAnimating)
        spinner.stopAnimating()
        #expect(spinner.isHidden && !spinner.isAnimating)
        spinner.hidesWhenStopped = false
        #expect(!spinner.isHidden, "shown while stopped")
        spinner.startAnimating()
        spinner.stopAnimating()
        #expect(!spinner.isHidden)
        let large = UIActivityIndicatorView(style: .large)
        #expect(large.intrinsicContentSize == CGSize(width: 37, height: 37) && UIActivityIndicatorView.Style.large.rawValue == 101)
        #expect(UIActivityIndicatorView(style: .white).color == .white && UIActivityIndicatorView(frame: .zero).style == .medium)
        large.color = .red
        #expect(large.color == .red)
    }

    @Test func theScreenIsTheSizeOfAControllersView() {
        let controller = UIViewController()
        #expect(UIScreen.main.bounds == controller.view.frame)
        #expect(UIScreen.main.bounds.size == CGSize(width: 375, height: 667) && UIScreen.main.scale == 2)
        #expect(UIScreen.main.nativeBounds.size == CGSize(width: 750, height: 1334) && UIScreen.main.nativeScale == 2)
    }

    @Test func barButtonItemsOfIOS14() {
        var taps = 0
        let item = UIBarButtonItem(primaryAction: UIAction(title: "Sort", image: UIImage(systemName: "arrow.up.arrow.down")) { _ in
            taps += 1
        })
        #expect(item.title == "Sort" && item.image == UIImage(systemName: "arrow.up.arrow.down"), "taken from the action")
        let renamed = UIBarButtonItem(title: "Edit", style: .plain)
        renamed.primaryAction = UIAction(title: "Select") { _ in }
        #expect(renamed.title == "Select", "a new primary action gives its title")
        let add = UIBarButtonItem(systemItem: .add)
        add.primaryAction = UIAction(title: "Add") { _ in }
        #expect(add.title == nil, "not to a system item")
        item.simulateTap()
        #expect(taps == 1)
        let titled = UIBarButtonItem(title: "Done", style: .done)
        #expect(titled.style == .done && UIBarButtonItem(title: "Edit").style == .plain)
        let space = UIBarButtonItem.fixedSpace(12)
        #expect(space.systemItem == .fixedSpace && space.width == 12)
        #expect(UIBarButtonItem.flexibleSpace().systemItem == .flexibleSpace)
        var buttonTaps = 0
        let button = UIButton(type: .system, primaryAction: UIAction(title: "Go") { _ in buttonTaps += 1 })
        let custom = UIBarButtonItem(customView: button)
        custom.primaryAction = UIAction { _ in taps += 1 }
        custom.simulateTap()
        (custom.customView as? UIButton)?.simulateTap()
        #expect(taps == 1 && buttonTaps == 1, "a custom view takes the touches")
        item.isEnabled = false
        item.simulateTap()
        #expect(taps == 1)
    }
}

/// A delegate that refuses to let editing end.
@MainActor
final class StubbornFieldDelegate: UITextFieldDelegate {
    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { false }
}

@MainActor
struct EndEditingTests {
    @Test func endEditingEndsAFieldInsideTheViewAndForceOverridesTheDelegate() {
        let form = UIView(), other = UIView()
        let field = UITextField()
        form.addSubview(field)
        onScreen(form, other)
        let stubborn = StubbornFieldDelegate()
        field.delegate = stubborn
        field.simulateTap()
        #expect(field.isFirstResponder)
        #expect(other.endEditing(true) && field.isFirstResponder)
        #expect(!form.endEditing(false) && field.isFirstResponder)
        #expect(form.endEditing(true) && !field.isFirstResponder)
        #expect(form.endEditing(false))
    }
}
