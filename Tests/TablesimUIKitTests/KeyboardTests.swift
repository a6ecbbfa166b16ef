import Foundation
import Testing
import TablesimUIKit

/// The simulated keyboard: it shows while the first responder takes typing,
/// posting UIKit's notifications in UIKit's order with the frames an
/// iPhone of this size reports; keyboard layout guides follow it, and a
/// table view controller keeps the edited row above it.
@MainActor
struct KeyboardTests {
    /// Records the keyboard notifications posted while it lives (posted on
    /// the test's thread: the blocks run at once, `queue: nil`).
    final class Log: @unchecked Sendable {
        var names: [String] = []
        var endFrames: [CGRect] = []
        var beginFrames: [CGRect] = []
        var userInfo: [AnyHashable: Any] = [:]
        private var tokens: [NSObjectProtocol] = []
        /// Starts recording once no window has a first responder: a keyboard
        /// an earlier test left up goes down first, unrecorded.
        @MainActor init() {
            for window in UIApplication.shared.windows { _ = window.endEditing(true) }
            let names: [Notification.Name] = [
                UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
                UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification,
            ]
            for name in names {
                tokens.append(NotificationCenter.default.addObserver(forName: name, object: nil, queue: nil) { [weak self] in
                    self?.record($0)
                })
            }
        }
        private func record(_ note: Notification) {
            names.append(note.name.rawValue.replacingOccurrences(of: "UIKeyboard", with: "").replacingOccurrences(of: "Notification", with: ""))
            userInfo = note.userInfo ?? [:]
            if let end = userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue { endFrames.append(end.cgRectValue) }
            if let begin = userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue { beginFrames.append(begin.cgRectValue) }
        }
        func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
    }

    final class Asked: NSObject, UITextFieldDelegate {
        let log: Log
        init(_ log: Log) { self.log = log }
        func textFieldDidBeginEditing(_ textField: UITextField) { log.names.append("didBeginEditing") }
        func textFieldDidEndEditing(_ textField: UITextField) { log.names.append("didEndEditing") }
    }

    @Test func editingAFieldShowsTheKeyboardAndEndingItHidesIt() throws {
        let field = UITextField(), log = Log(), asked = Asked(log)
        defer { log.stop() }
        field.delegate = asked
        onScreen(field)
        field.becomeFirstResponder()
        #expect(log.names == ["didBeginEditing", "WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(log.beginFrames.last == CGRect(x: 0, y: 667, width: 375, height: 258))
        #expect(log.endFrames.last == CGRect(x: 0, y: 409, width: 375, height: 258))
        #expect((log.userInfo[UIResponder.keyboardAnimationDurationUserInfoKey] as? NSNumber)?.doubleValue == 0.25)
        let curve = try #require(log.userInfo[UIResponder.keyboardAnimationCurveUserInfoKey] as? Int)
        #expect(curve == 7 && UIView.AnimationCurve(rawValue: curve)?.rawValue == 7, "UIKit's curve takes the undocumented 7")
        #expect(UIView.AnimationCurve(rawValue: 0) == .easeInOut)
        #expect(log.userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect == CGRect(x: 0, y: 409, width: 375, height: 258),
                "the boxed frame casts to CGRect, as it does on iOS")
        let boxed: [String: Any] = ["point": NSValue(cgPoint: CGPoint(x: 1, y: 2)), "size": NSValue(cgSize: CGSize(width: 3, height: 4))]
        #expect(boxed["point"] as? CGRect == nil && boxed["point"] as? CGPoint == CGPoint(x: 1, y: 2))
        #expect(boxed["size"] as? CGSize == CGSize(width: 3, height: 4))
        log.names = []
        field.resignFirstResponder()
        #expect(log.names == ["didEndEditing", "WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"])
        #expect(log.endFrames.last == CGRect(x: 0, y: 667, width: 375, height: 258))
    }

    @Test func aWindowMadeKeyTakesTheKeyboard() {
        let field = UITextField(), log = Log()
        defer { log.stop() }
        onScreen(field)
        field.becomeFirstResponder()
        onScreen(UIView())
        #expect(!field.isFirstResponder && log.names.last == "DidHide",
                "the field in the window before resigns (and a test's keyboard does not outlive it)")
    }

    @Test func aKeyboardLeftUpByAFreedWindowGoesWhenAnotherWindowIsMadeKey() {
        let log = Log()
        defer { log.stop() }
        do {
            let field = UITextField(), window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            window.addSubview(field)
            window.makeKeyAndVisible()
            field.becomeFirstResponder()
        }
        #expect(log.names.last == "DidShow", "the keyboard is up; the window and its field go out of scope")
        onScreen(UIView())
        #expect(log.names.last == "DidHide")
    }

    @Test func movingToTheNextFieldKeepsTheKeyboardUpAndTellsItAgain() {
        let name = UITextField(), email = UITextField(), log = Log()
        defer { log.stop() }
        onScreen(name, email)
        name.becomeFirstResponder()
        log.names = []
        email.becomeFirstResponder()
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"], "no hide in between")
        #expect(log.beginFrames.last == log.endFrames.last)
        email.resignFirstResponder()
    }

    @Test func inputViewsSetTheKeyboardsHeightAndAResponderWithoutThemShowsNone() {
        final class Shortcuts: UIViewController {
            override var canBecomeFirstResponder: Bool { true }
        }
        let picker = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 216))
        let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        let field = UITextField(), log = Log()
        defer { log.stop() }
        field.inputView = picker
        field.inputAccessoryView = bar
        let screen = Shortcuts()
        showInWindow(screen)
        screen.view.addSubview(field)
        field.becomeFirstResponder()
        #expect(log.endFrames.last == CGRect(x: 0, y: 407, width: 375, height: 260))
        log.names = []
        screen.becomeFirstResponder()
        #expect(log.names == ["WillChangeFrame", "WillHide", "DidChangeFrame", "DidHide"],
                "a controller that is first responder without input views has no keyboard")
        screen.resignFirstResponder()
    }

    @Test func aDoneToolbarAndAFramelessPickerSizeTheKeyboard() {
        let field = UITextField(), date = UITextField(), log = Log()
        defer { log.stop() }
        let bar = UIToolbar()
        bar.sizeToFit()
        #expect(bar.frame.height == 44, "a toolbar is 44 points high")
        field.inputAccessoryView = bar
        date.inputView = UIPickerView()
        onScreen(field, date)
        field.becomeFirstResponder()
        #expect(log.endFrames.last == CGRect(x: 0, y: 365, width: 375, height: 302), "258 and the 44-point bar")
        date.becomeFirstResponder()
        #expect(log.endFrames.last == CGRect(x: 0, y: 451, width: 375, height: 216), "a picker is 216 points high")
        date.resignFirstResponder()
    }

    @Test func reloadInputViewsSwapsTheKeyboardAtOnce() {
        let field = UITextField(), log = Log()
        defer { log.stop() }
        onScreen(field)
        field.becomeFirstResponder()
        log.names = []
        field.inputView = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 200))
        #expect(log.names.isEmpty, "read again only when asked")
        field.reloadInputViews()
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow"])
        #expect(log.endFrames.last == CGRect(x: 0, y: 467, width: 375, height: 200))
        log.names = []
        field.reloadInputViews()
        #expect(log.names.isEmpty, "nothing changed")
        field.resignFirstResponder()
    }

    @Test func aTextViewHearsTheKeyboardBeforeItsDelegate() {
        final class Notes: NSObject, UITextViewDelegate {
            let log: Log
            init(_ log: Log) { self.log = log }
            func textViewDidBeginEditing(_ textView: UITextView) { log.names.append("didBeginEditing") }
        }
        let text = UITextView(), log = Log(), notes = Notes(log)
        defer { log.stop() }
        text.delegate = notes
        onScreen(text)
        text.becomeFirstResponder()
        #expect(log.names == ["WillChangeFrame", "WillShow", "DidChangeFrame", "DidShow", "didBeginEditing"])
        text.resignFirstResponder()
    }

    @Test func aChatScreensBarDocksAtTheFootAndItsFieldRaisesTheKeyboardUnderIt() {
        /// Messages' pattern: the controller is first responder for its
        /// accessory, a bar holding the message field.
        final class Chat: UIViewController {
            let bar = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
            let message = UITextField(frame: CGRect(x: 8, y: 8, width: 300, height: 34))
            override func viewDidLoad() {
                super.viewDidLoad()
                bar.addSubview(message)
            }
            override var canBecomeFirstResponder: Bool { true }
            override var inputAccessoryView: UIView? { bar }
            override func viewDidAppear(_ animated: Bool) {
                super.viewDidAppear(animated)
                becomeFirstResponder()
            }
        }
        let chat = Chat(), log = Log()
        defer { log.stop() }
        showInWindow(chat)
        #expect(chat.isFirstResponder && log.endFrames.last == CGRect(x: 0, y: 617, width: 375, height: 50))
        #expect(chat.bar.window != nil && chat.bar.frame.minY == 617, "the bar is in the keyboard's window, at its top")
        #expect(chat.message.becomeFirstResponder())
        #expect(log.endFrames.last == CGRect(x: 0, y: 359, width: 375, height: 308), "the keys rise under the bar")
        #expect(chat.bar.frame.minY == 359)
        chat.message.resignFirstResponder()
        #expect(log.names.last == "DidHide" && chat.bar.window == nil)

        // Leaving the chat takes its bar, and the keyboard, away.
        let home = UIViewController(), navigation = UINavigationController(rootViewController: home)
        showInWindow(navigation)
        let pushed = Chat()
        navigation.pushViewController(pushed, animated: false)
        pushed.becomeFirstResponder()
        #expect(pushed.message.becomeFirstResponder())
        navigation.popViewController(animated: false)
        #expect(!pushed.message.isFirstResponder && pushed.bar.window == nil && log.names.last == "DidHide")
        navigation.pushViewController(pushed, animated: false)
        #expect(pushed.isFirstResponder, "viewDidAppear asks again")
        navigation.popViewController(animated: false)
        #expect(!pushed.isFirstResponder, "a controller whose view left the window stops being first responder")
    }

    @Test func aCustomKeyInputViewShowsTheKeyboard() {
        final class PIN: UIView, UIKeyInput {
            override var canBecomeFirstResponder: Bool { true }
            var hasText: Bool { false }
            func insertText(_ text: String) {}
            func deleteBackward() {}
        }
        let pin = PIN(), log = Log()
        defer { log.stop() }
        onScreen(pin)
        pin.becomeFirstResponder()
        #expect(log.names.contains("DidShow") && log.endFrames.last?.height == 258)
        pin.removeFromSuperview()
        #expect(log.names.last == "DidHide", "its view left the window: the keyboard goes")
    }

    @Test func aViewPinnedToTheKeyboardGuideRisesWithTheKeyboard() {
        let screen = UIViewController(), bar = UIView(), field = UITextField()
        showInWindow(screen)
        screen.view.addSubview(field)
        screen.view.addSubview(bar)
        bar.translatesAutoresizingMaskIntoConstraints = false
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: screen.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: screen.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 50),
            bar.bottomAnchor.constraint(equalTo: screen.view.keyboardLayoutGuide.topAnchor),
        ])
        screen.view.layoutIfNeeded()
        #expect(bar.frame.maxY == 667)
        field.becomeFirstResponder()
        screen.view.layoutIfNeeded()
        #expect(bar.frame == CGRect(x: 0, y: 359, width: 375, height: 50))
        field.resignFirstResponder()
        screen.view.layoutIfNeeded()
        #expect(bar.frame.maxY == 667)
    }

    /// LIBRARY.md's example ("The keyboard"), with `FieldForm` for the app's form.
    @Test func theEditedRowStaysAboveTheKeyboard() throws {
        let form = FieldForm(rows: 20)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = UINavigationController(rootViewController: form)
        window.makeKeyAndVisible()
        let row = IndexPath(row: 12, section: 0)
        let field = try #require((form.tableView.cellForRow(at: row) as? FieldForm.FieldCell)?.field)
        field.simulateTap()
        #expect(form.tableView.adjustedContentInset.bottom == 258)
        #expect(form.tableView.rectForRow(at: row).maxY <= form.tableView.contentOffset.y + 409)
        field.resignFirstResponder()
    }

    @Test func aTableViewControllerKeepsTheEditedRowAboveTheKeyboard() throws {
        let form = FieldForm(rows: 20)
        showInWindow(UINavigationController(rootViewController: form))
        let table = try #require(form.tableView)
        #expect(table.contentOffset.y == -64)
        let field = try #require(form.field(at: 12))
        #expect(field.becomeFirstResponder())
        #expect(table.adjustedContentInset.bottom == 258)
        #expect(table.contentInset.bottom == 0, "the app's inset is its own")
        let row = table.rectForRow(at: IndexPath(row: 12, section: 0))
        #expect(row.maxY == table.contentOffset.y + 409, "the row scrolled just above the keyboard")
        field.resignFirstResponder()
        #expect(table.adjustedContentInset.bottom == 0)
    }

    @Test func aFieldFocusedInWillDisplayIsRevealedAfterTheCallback() throws {
        /// Focuses row 14's field as the row is displayed: the keyboard's
        /// scroll cannot run inside the callback (UIKit's table would be
        /// changed while calling out), so it runs after it.
        final class Focusing: NSObject, UITableViewDelegate {
            func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
                if indexPath.row == 14 { (cell as? FieldForm.FieldCell)?.field.becomeFirstResponder() }
            }
        }
        let form = FieldForm(rows: 40), focusing = Focusing()
        showInWindow(form)
        form.tableView.delegate = focusing
        form.tableView.simulateScroll(by: 300)
        form.tableView.simulateScroll(by: -300)
        let field = try #require(form.field(at: 14))
        #expect(field.isFirstResponder && UIKitException.uncaught.isEmpty)
        let row = form.tableView.rectForRow(at: IndexPath(row: 14, section: 0))
        #expect(row.maxY <= form.tableView.contentOffset.y + 409, "above the keyboard")
        field.resignFirstResponder()
    }

    @Test func aDragDismissesTheKeyboardWhenTheTableSaysSo() throws {
        let form = FieldForm(rows: 20), log = Log()
        defer { log.stop() }
        showInWindow(form)
        let field = try #require(form.field(at: 1))
        field.becomeFirstResponder()
        form.tableView.simulateScroll(by: 10)
        #expect(field.isEditing, "keyboardDismissMode .none by default")
        form.tableView.keyboardDismissMode = .onDrag
        form.tableView.simulateScroll(by: 10)
        #expect(!field.isEditing && log.names.last == "DidHide")
    }

    @Test func applesKeyboardPatternInsetsAPlainControllersTable() throws {
        /// A screen that follows Apple's "Managing the Keyboard" pattern.
        final class Screen: UIViewController, UITableViewDataSource {
            let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
            var observers: [NSObjectProtocol] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                table.dataSource = self
                table.rowHeight = 44
                view.addSubview(table)
                let center = NotificationCenter.default
                observers.append(center.addObserver(forName: UIResponder.keyboardWillShowNotification, object: nil, queue: nil) { [weak self] note in
                    let frame = (note.userInfo?[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero
                    MainActor.assumeIsolated { self?.keyboard(height: frame.height) }
                })
                observers.append(center.addObserver(forName: UIResponder.keyboardWillHideNotification, object: nil, queue: nil) { [weak self] _ in
                    MainActor.assumeIsolated { self?.keyboard(height: 0) }
                })
            }
            func keyboard(height: CGFloat) {
                table.contentInset.bottom = height
                table.scrollIndicatorInsets = table.contentInset
            }
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let screen = Screen(), field = UITextField()
        defer { screen.observers.forEach(NotificationCenter.default.removeObserver) }
        showInWindow(screen)
        screen.view.addSubview(field)
        field.becomeFirstResponder()
        #expect(screen.table.adjustedContentInset.bottom == 258, "the app's inset, nothing added")
        screen.table.scrollToRow(at: IndexPath(row: 29, section: 0), at: .bottom, animated: false)
        #expect(screen.table.contentOffset.y == CGFloat(911), "30 rows of 44: the last row's bottom (1,320) at the keyboard's top, 258 above the foot")
        field.resignFirstResponder()
        #expect(screen.table.contentInset.bottom == 0)
    }

    @Test func aPlainControllersTableIsLeftToTheApp() throws {
        let screen = UIViewController(), table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        let field = UITextField()
        showInWindow(screen)
        screen.view.addSubview(table)
        table.addSubview(field)
        field.becomeFirstResponder()
        #expect(table.adjustedContentInset.bottom == 0, "apps observe the notifications themselves")
        field.resignFirstResponder()
    }
}
