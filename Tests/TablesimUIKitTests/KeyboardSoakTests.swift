import Foundation
import SeededRandom
import Testing
import TablesimUIKit

/// Random sequences of what a form's user and code do (focus a row's
/// field, type, scroll, drag, move to the next field, push and pop, present
/// and dismiss, reload, end editing): none raises or hangs, there is one
/// first responder at most, and the keyboard shows exactly while the
/// first responder takes typing, posting a show or hide for each change.
@MainActor
struct KeyboardSoakTests {
    final class Tracker: @unchecked Sendable {
        var shown = false
        var tokens: [NSObjectProtocol] = []
        init() {
            let center = NotificationCenter.default
            tokens.append(center.addObserver(forName: UIResponder.keyboardDidShowNotification, object: nil, queue: nil) { [weak self] _ in self?.shown = true })
            tokens.append(center.addObserver(forName: UIResponder.keyboardDidHideNotification, object: nil, queue: nil) { [weak self] _ in self?.shown = false })
        }
        func stop() { tokens.forEach(NotificationCenter.default.removeObserver) }
    }

    @Test(arguments: [UInt64(1), 2, 3, 4, 5, 6, 7, 8])
    func randomFormSessionsKeepTheKeyboardInStepWithTheFirstResponder(seed: UInt64) {
        var random = SplitMix64(seed: seed)
        let form = FieldForm(rows: 60), navigation = UINavigationController(rootViewController: form)
        let tracker = Tracker()
        defer { tracker.stop() }
        showInWindow(navigation)
        var fields: [UITextField] = []
        for _ in 0..<300 {
            switch random.int(0...9) {
            case 0, 1:
                let visible = form.tableView.indexPathsForVisibleRows ?? []
                if let row = visible.randomElement(using: &random), let field = form.field(at: row.row) {
                    field.simulateTap()
                    fields.append(field)
                }
            case 2: form.tableView.simulateScroll(by: CGFloat(random.int(-400...400)))
            case 3: form.tableView.contentOffset.y = CGFloat(random.int(-64...2_000))
            case 4: fields.last?.simulateTyping("ab")
            case 5: form.view.endEditing(random.chance(0.5))
            case 6:
                navigation.pushViewController(UIViewController(), animated: false)
                navigation.popViewController(animated: false)
            case 7:
                form.present(UIViewController(), animated: false)
                form.dismiss(animated: false)
            case 8: form.tableView.reloadData()
            default: form.tableView.keyboardDismissMode = random.chance(0.5) ? .onDrag : .none
            }
            let editing = Set(fields.filter(\.isFirstResponder).map(ObjectIdentifier.init))
            #expect(editing.count <= 1)
            #expect(tracker.shown == !editing.isEmpty, "the keyboard is up exactly while a field is edited")
        }
        #expect(UIKitException.uncaught.isEmpty)
        form.view.endEditing(true)
    }
}
