import Foundation
import Testing
import TablesimUIKit

/// Property animators, accessibility notifications and actions, a sheet's
/// swipe down, and text positions.
@MainActor
struct MoreUIKitSurfaceTests {
    @Test func aPropertyAnimatorMakesItsChangesAtTheStartAndThenCompletes() {
        var log: [String] = []
        let animator = UIViewPropertyAnimator(duration: 0.3, curve: .easeOut) { log.append("first") }
        animator.addAnimations { log.append("second") }
        animator.addCompletion { position in log.append("done \(position == .end)") }
        #expect(log.isEmpty && animator.state == .inactive && animator.fractionComplete == 0)
        animator.startAnimation()
        #expect(log == ["first", "second", "done true"])
        #expect(animator.state == .inactive && animator.fractionComplete == 1 && !animator.isRunning)
        UIViewPropertyAnimator.runningPropertyAnimator(withDuration: 0.2, delay: 0, animations: { log.append("running") }) { _ in
            log.append("ran")
        }
        #expect(log.suffix(2) == ["running", "ran"])
    }

    @Test func accessibilityNotificationsAreKeptAndCustomActionsPerform() {
        UIAccessibility.postedNotifications.removeAll()
        UIAccessibility.post(notification: .announcement, argument: "Saved")
        #expect(UIAccessibility.postedNotifications.map(\.notification) == [.announcement])
        #expect(UIAccessibility.postedNotifications.first?.argument as? String == "Saved")
        #expect(!UIAccessibility.isVoiceOverRunning && !UIAccessibility.isReduceMotionEnabled)
        var archived = false
        let cell = UITableViewCell()
        cell.accessibilityCustomActions = [UIAccessibilityCustomAction(name: "Archive") { _ in archived = true; return true }]
        #expect(cell.accessibilityCustomActions?.first?.simulatePerform() == true && archived)
    }

    final class SheetWatcher: UIAdaptivePresentationControllerDelegate {
        var log: [String] = []
        var allow = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool {
            log.append("should")
            return allow
        }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) { log.append("will") }
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) { log.append("did") }
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) { log.append("attempt") }
    }

    @Test func aSwipeDownAsksThePresentationControllersDelegate() {
        let home = UIViewController(), sheet = UIViewController(), watcher = SheetWatcher()
        showInWindow(home)
        sheet.presentationController?.delegate = watcher
        home.present(sheet, animated: true)
        sheet.isModalInPresentation = true
        #expect(!sheet.simulateSwipeDownToDismiss() && watcher.log == ["attempt"])
        sheet.isModalInPresentation = false
        watcher.allow = false
        #expect(!home.simulateSwipeDownToDismiss() && watcher.log.suffix(2) == ["should", "attempt"])
        watcher.allow = true
        #expect(sheet.simulateSwipeDownToDismiss())
        #expect(watcher.log.suffix(3) == ["should", "will", "did"] && home.presentedViewController == nil)
        // A dismissal in code tells the delegate nothing, as in UIKit.
        home.present(sheet, animated: false)
        let before = watcher.log.count
        home.dismiss(animated: false)
        #expect(watcher.log.count == before)
    }

    @Test func aFormInsideAPresentedNavigationControllerCanRefuseTheSwipe() {
        let home = UIViewController(), form = UIViewController(), watcher = SheetWatcher()
        showInWindow(home)
        let navigation = UINavigationController(rootViewController: form)
        navigation.modalPresentationStyle = .pageSheet
        navigation.presentationController?.delegate = watcher
        home.present(navigation, animated: false)
        form.isModalInPresentation = true
        #expect(!navigation.simulateSwipeDownToDismiss() && watcher.log == ["attempt"])
        #expect(home.presentedViewController === navigation)
        form.isModalInPresentation = false
        #expect(navigation.simulateSwipeDownToDismiss() && home.presentedViewController == nil)
    }

    @Test func textPositionsCountUTF16UnitsAndTheSelectionIsARange() throws {
        let notes = UITextView()
        notes.text = "Hello, world"
        notes.selectedTextRange = notes.textRange(from: notes.beginningOfDocument,
                                                  to: try #require(notes.position(from: notes.beginningOfDocument, offset: 5)))
        #expect(notes.selectedRange == NSRange(location: 0, length: 5))
        #expect(notes.text(in: try #require(notes.selectedTextRange)) == "Hello")
        #expect(notes.offset(from: notes.beginningOfDocument, to: notes.endOfDocument) == 12)
        #expect(notes.position(from: notes.endOfDocument, offset: 1) == nil)
        let field = UITextField()
        field.text = "abc"
        #expect(field.selectedTextRange == nil, "not being edited")
        onScreen(field)
        field.becomeFirstResponder()
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.start) } == 3)
        field.passwordRules = UITextInputPasswordRules(descriptor: "minlength: 8;")
        field.smartQuotesType = .no
        #expect(field.passwordRules?.passwordRulesDescriptor == "minlength: 8;" && field.smartQuotesType == .no)
        field.resignFirstResponder()
    }

    @Test func windowsBelongToTheAppsOneScene() throws {
        let scene = try #require(UIApplication.shared.connectedScenes.first as? UIWindowScene)
        let window = UIWindow(windowScene: scene)
        #expect(window.frame.size == CGSize(width: 375, height: 667))
        #expect(window.windowScene === scene && scene.windows.contains(window))
        window.rootViewController = UIViewController()
        window.makeKeyAndVisible()
        #expect(scene.keyWindow === window && UIApplication.shared.keyWindow === window)
        #expect(scene.interfaceOrientation.isPortrait && scene.activationState == .foregroundActive)
        window.isHidden = true
    }
}
