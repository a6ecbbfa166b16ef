import Foundation
import Testing
import TablesimUIKit

/// Who presents and who dismisses when the controller asked is inside a container.
@MainActor
struct PresentationContextTests {
    @Test func aControllerInAStackPresentsFromItsNavigationController() {
        let list = UIViewController(), sheet = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        showInWindow(navigation)
        list.present(sheet, animated: true)
        #expect(navigation.presentedViewController === sheet && sheet.presentingViewController === navigation)
        #expect(list.presentedViewController === sheet, "an ancestor's presentation counts for its children")
        list.dismiss(animated: true)
        #expect(navigation.presentedViewController == nil && sheet.presentingViewController == nil)
    }

    @Test func aCurrentContextPresentationStopsAtTheControllerDefiningTheContext() {
        let container = UIViewController(), child = UIViewController(), cover = UIViewController()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        showInWindow(container)
        child.definesPresentationContext = true
        cover.modalPresentationStyle = .currentContext
        child.present(cover, animated: false)
        #expect(cover.presentingViewController === child && container.presentedViewController == nil)
        child.dismiss(animated: false)
        let sheet = UIViewController()
        child.present(sheet, animated: false)
        #expect(sheet.presentingViewController === container, "other styles present from the root-most ancestor")
    }

    @Test func aFormInsideAPresentedStackDismissesTheStack() {
        let presenter = UIViewController(), form = UIViewController()
        showInWindow(presenter)
        let stack = UINavigationController(rootViewController: form)
        presenter.present(stack, animated: true)
        #expect(form.presentingViewController === presenter, "the presenter of its presented ancestor")
        var done = false
        form.dismiss(animated: true) { done = true }
        #expect(done && presenter.presentedViewController == nil && stack.presentingViewController == nil)
    }
}
