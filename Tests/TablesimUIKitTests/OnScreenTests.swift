import Foundation
import Testing
import TablesimUIKit

/// What happens only on screen: appearance calls come to controllers in a
/// shown window, and presentation needs a presenter in one, as on iOS.
@MainActor
struct OnScreenTests {
    typealias Screen = ContainmentTests.Logged
    typealias Lines = ContainmentTests.Log

    @Test func aStackOffScreenChangesSilentlyAndItsTopAppearsWithIt() {
        let lines = Lines()
        let root = Screen("root", into: lines.callAsFunction), detail = Screen("detail", into: lines.callAsFunction)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.topViewController === detail && lines.lines.isEmpty, "pushed, but nothing is on screen")
        navigation.popViewController(animated: false)
        navigation.pushViewController(detail, animated: false)
        #expect(lines.lines.isEmpty)
        let window = showInWindow(navigation)
        #expect(lines.lines == ["detail will appear", "detail did appear"], "only the top controller appears")
        #expect(detail.view.window === window && root.viewIfLoaded?.window == nil)
        lines.lines.removeAll()
        navigation.popViewController(animated: false)
        #expect(lines.lines == ["detail will disappear", "root will appear", "detail did disappear", "root did appear"])
    }

    @Test func aControllerOutsideAShownWindowPresentsNothing() {
        let lines = Lines()
        let presenter = Screen("presenter", into: lines.callAsFunction), sheet = Screen("sheet", into: lines.callAsFunction)
        var completed = false
        presenter.present(sheet, animated: false) { completed = true }
        #expect(presenter.presentedViewController == nil && sheet.presentingViewController == nil && !completed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(window.isHidden, "a window is hidden until it is made visible")
        window.rootViewController = presenter
        presenter.present(sheet, animated: false) { completed = true }
        #expect(presenter.presentedViewController == nil && lines.lines.isEmpty, "in a hidden window")
        window.makeKeyAndVisible()
        presenter.present(sheet, animated: false) { completed = true }
        #expect(presenter.presentedViewController === sheet && completed)
        let shownByHand = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)), other = Screen("other", into: lines.callAsFunction)
        shownByHand.rootViewController = other
        lines.lines.removeAll()
        shownByHand.isHidden = false
        #expect(lines.lines == ["other will appear", "other did appear"], "unhidden, a window shows its root")
        let next = Screen("next", into: lines.callAsFunction)
        sheet.present(next, animated: false)
        #expect(sheet.presentedViewController === next, "a presented controller is on screen too")
    }

    @Test func aChildAddedToAShownContainerAppearsWithItsViewAndLeavesWithIt() {
        let lines = Lines()
        let container = Screen("container", into: lines.callAsFunction), child = Screen("child", into: lines.callAsFunction)
        let inner = Screen("inner", into: lines.callAsFunction)
        child.addChild(inner)
        child.view.addSubview(inner.view)
        inner.didMove(toParent: child)
        #expect(lines.lines == ["inner will move to child", "inner did move to child"], "the child is not shown: its own child hears nothing")
        showInWindow(container)
        lines.lines.removeAll()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(lines.lines == ["child will move to container", "child will appear", "inner will appear", "child did appear",
                                "inner did appear", "child did move to container"])
        lines.lines.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(lines.lines == ["child will move to nil", "child will disappear", "inner will disappear", "child did disappear",
                                "inner did disappear", "child did move to nil"])
        lines.lines.removeAll()
        child.view.removeFromSuperview()
        let loose = Screen("loose", into: lines.callAsFunction)
        container.view.addSubview(loose.view)
        #expect(lines.lines.isEmpty, "a view whose controller is not a child brings no calls")
    }

    @Test func aContainerDrivingItsChildrenGetsNoCallsForThem() {
        final class Driver: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let lines = Lines()
        let container = Driver(), child = Screen("child", into: lines.callAsFunction)
        showInWindow(container)
        container.addChild(child)
        lines.lines.removeAll()
        container.view.addSubview(child.view)
        #expect(lines.lines.isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(lines.lines == ["child will appear", "child did appear"], "the container sends them itself")
    }

    @Test func viewIsAppearingComesOnceTheViewIsInPlace() {
        final class Measured: UIViewController {
            var lines: [String] = []
            override func viewWillAppear(_ animated: Bool) { lines.append("will, in a window: \(view.window != nil)") }
            override func viewIsAppearing(_ animated: Bool) { lines.append("is appearing, in a window: \(view.window != nil)") }
            override func viewDidAppear(_ animated: Bool) { lines.append("did") }
        }
        let root = Measured(), detail = Measured()
        let navigation = UINavigationController(rootViewController: root)
        showInWindow(navigation)
        navigation.pushViewController(detail, animated: true)
        #expect(detail.lines == ["will, in a window: false", "is appearing, in a window: true", "did"])
        root.lines.removeAll()
        navigation.popViewController(animated: true)
        #expect(root.lines == ["will, in a window: false", "is appearing, in a window: true", "did"])
    }
}
