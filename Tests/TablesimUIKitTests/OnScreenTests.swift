import Foundation
import Testing
import TablesimUIKit

/// What happens only on screen: appearance calls come to controllers in a
/// shown window, and presentation needs a presenter in one, as on iOS.
@MainActor
struct OnScreenTests {
    final class Screen: UIViewController {
        let name: String
        let journal: (String) -> Void
        init(_ name: String, _ journal: @escaping (String) -> Void) {
            self.name = name
            self.journal = journal
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { journal("\(name) will appear") }
        override func viewDidAppear(_ animated: Bool) { journal("\(name) did appear") }
        override func viewWillDisappear(_ animated: Bool) { journal("\(name) will disappear") }
        override func viewDidDisappear(_ animated: Bool) { journal("\(name) did disappear") }
    }

    final class Lines {
        var all: [String] = []
        func callAsFunction(_ line: String) { all.append(line) }
    }

    @Test func aStackOffScreenChangesSilentlyAndItsTopAppearsWithIt() {
        let lines = Lines()
        let root = Screen("root", lines.callAsFunction), detail = Screen("detail", lines.callAsFunction)
        let navigation = UINavigationController(rootViewController: root)
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.topViewController === detail && lines.all.isEmpty, "pushed, but nothing is on screen")
        navigation.popViewController(animated: false)
        navigation.pushViewController(detail, animated: false)
        #expect(lines.all.isEmpty)
        let window = showInWindow(navigation)
        #expect(lines.all == ["detail will appear", "detail did appear"], "only the top controller appears")
        #expect(detail.view.window === window && root.viewIfLoaded?.window == nil)
        lines.all.removeAll()
        navigation.popViewController(animated: false)
        #expect(lines.all == ["detail will disappear", "root will appear", "detail did disappear", "root did appear"])
    }

    @Test func aControllerOutsideAShownWindowPresentsNothing() {
        let lines = Lines()
        let presenter = Screen("presenter", lines.callAsFunction), sheet = Screen("sheet", lines.callAsFunction)
        var completed = false
        presenter.present(sheet, animated: false) { completed = true }
        #expect(presenter.presentedViewController == nil && sheet.presentingViewController == nil && !completed)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(window.isHidden, "a window is hidden until it is made visible")
        window.rootViewController = presenter
        presenter.present(sheet, animated: false) { completed = true }
        #expect(presenter.presentedViewController == nil && lines.all.isEmpty, "in a hidden window")
        window.makeKeyAndVisible()
        presenter.present(sheet, animated: false) { completed = true }
        #expect(presenter.presentedViewController === sheet && completed)
        let shownByHand = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667)), other = Screen("other", lines.callAsFunction)
        shownByHand.rootViewController = other
        lines.all.removeAll()
        shownByHand.isHidden = false
        #expect(lines.all == ["other will appear", "other did appear"], "unhidden, a window shows its root")
        let next = Screen("next", lines.callAsFunction)
        sheet.present(next, animated: false)
        #expect(sheet.presentedViewController === next, "a presented controller is on screen too")
    }

    @Test func aChildAddedToAShownContainerAppearsWithItsViewAndLeavesWithIt() {
        let lines = Lines()
        let container = Screen("container", lines.callAsFunction), child = Screen("child", lines.callAsFunction)
        let inner = Screen("inner", lines.callAsFunction)
        child.addChild(inner)
        child.view.addSubview(inner.view)
        inner.didMove(toParent: child)
        #expect(lines.all.isEmpty, "the child is not shown: its own child hears nothing")
        showInWindow(container)
        lines.all.removeAll()
        container.addChild(child)
        container.view.addSubview(child.view)
        child.didMove(toParent: container)
        #expect(lines.all == ["child will appear", "inner will appear", "child did appear", "inner did appear"])
        lines.all.removeAll()
        child.willMove(toParent: nil)
        child.view.removeFromSuperview()
        child.removeFromParent()
        #expect(lines.all == ["child will disappear", "inner will disappear", "child did disappear", "inner did disappear"])
        lines.all.removeAll()
        child.view.removeFromSuperview()
        let loose = Screen("loose", lines.callAsFunction)
        container.view.addSubview(loose.view)
        #expect(lines.all.isEmpty, "a view whose controller is not a child brings no calls")
    }

    @Test func aContainerDrivingItsChildrenGetsNoCallsForThem() {
        final class Driver: UIViewController {
            override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
        }
        let lines = Lines()
        let container = Driver(), child = Screen("child", lines.callAsFunction)
        showInWindow(container)
        container.addChild(child)
        container.view.addSubview(child.view)
        #expect(lines.all.isEmpty)
        child.beginAppearanceTransition(true, animated: false)
        child.endAppearanceTransition()
        #expect(lines.all == ["child will appear", "child did appear"], "the container sends them itself")
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
