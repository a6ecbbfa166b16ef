import Foundation
import Testing
import TablesimUIKit

/// Child view controllers (a screen embedding a table controller) and
/// appearance transitions driven by hand, as unit tests on iOS drive them.
@MainActor
struct ContainmentTests {
    /// Records its lifecycle calls into a log shared by the controllers of a test.
    final class Logged: UIViewController {
        let name: String
        let record: (String) -> Void
        var forwards = true
        init(_ name: String, into record: @escaping (String) -> Void) {
            self.name = name
            self.record = record
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        override func viewWillAppear(_ animated: Bool) { record("\(name) will appear") }
        override func viewDidAppear(_ animated: Bool) { record("\(name) did appear") }
        override func viewWillDisappear(_ animated: Bool) { record("\(name) will disappear") }
        override func viewDidDisappear(_ animated: Bool) { record("\(name) did disappear") }
        override func willMove(toParent parent: UIViewController?) {
            super.willMove(toParent: parent)
            record("\(name) will move to \((parent as? Logged)?.name ?? "nil")")
        }
        override func didMove(toParent parent: UIViewController?) {
            super.didMove(toParent: parent)
            record("\(name) did move to \((parent as? Logged)?.name ?? "nil")")
        }
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { forwards }
    }

    final class Log {
        var lines: [String] = []
        func callAsFunction(_ line: String) { lines.append(line) }
    }

    /// A container holding `child`, its view inside the container's, in the documented sequence.
    func embed(_ child: UIViewController, in parent: UIViewController) {
        parent.addChild(child)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)
    }

    @Test func addingAChildCallsWillMoveAndTheContainerCallsDidMove() {
        let log = Log()
        let parent = Logged("parent", into: log.callAsFunction), child = Logged("child", into: log.callAsFunction)
        parent.addChild(child)
        #expect(log.lines == ["child will move to parent"], "addChild calls willMove, not didMove")
        #expect(parent.children == [child] && child.parent === parent)
        child.didMove(toParent: parent)
        log.lines.removeAll()
        child.willMove(toParent: nil)
        child.removeFromParent()
        #expect(log.lines == ["child will move to nil", "child did move to nil"], "removeFromParent calls didMove only")
        #expect(parent.children.isEmpty && child.parent == nil)
        log.lines.removeAll()
        child.removeFromParent()
        #expect(log.lines.isEmpty, "a controller with no container has nothing to leave")
    }

    @Test func aChildAddedElsewhereLeavesItsFormerContainer() {
        let log = Log()
        let first = Logged("first", into: log.callAsFunction), second = Logged("second", into: log.callAsFunction)
        let child = Logged("child", into: log.callAsFunction), other = Logged("other", into: log.callAsFunction)
        first.addChild(child)
        first.addChild(other)
        second.addChild(child)
        #expect(first.children == [other] && second.children == [child] && child.parent === second)
        first.addChild(child)
        #expect(first.children == [other, child], "re-added, it goes last")
    }

    @Test func aChildFindsTheNavigationControllerOfItsContainer() {
        let container = UIViewController(), child = UITableViewController(style: .plain)
        let navigation = UINavigationController(rootViewController: container)
        embed(child, in: container)
        #expect(child.navigationController === navigation && child.parent === container)
        #expect(container.parent === navigation && navigation.children == [container])
        let detail = UIViewController()
        navigation.pushViewController(detail, animated: false)
        #expect(navigation.children == [container, detail] && detail.parent === navigation)
        navigation.popViewController(animated: false)
        #expect(detail.parent == nil && detail.navigationController == nil)
    }

    @Test func aPushPassesTheCallsToChildrenShownInTheContainer() {
        let log = Log()
        let root = Logged("root", into: log.callAsFunction), container = Logged("container", into: log.callAsFunction)
        let shown = Logged("shown", into: log.callAsFunction), offscreen = Logged("offscreen", into: log.callAsFunction)
        let navigation = UINavigationController(rootViewController: root)
        showInWindow(navigation)
        embed(shown, in: container)
        container.addChild(offscreen)
        offscreen.loadViewIfNeeded()
        log.lines.removeAll()
        navigation.pushViewController(container, animated: true)
        #expect(log.lines == ["root will disappear", "container will appear", "shown will appear",
                              "root did disappear", "container did appear", "shown did appear"],
                "parent first, then the child whose view is in the container's; not the one whose view is not")
        log.lines.removeAll()
        navigation.popViewController(animated: true)
        #expect(log.lines == ["container will disappear", "shown will disappear", "root will appear",
                              "container did disappear", "shown did disappear", "root did appear"])
    }

    @Test func aContainerThatDrivesItsChildrenPassesNothingOn() {
        let log = Log()
        let root = Logged("root", into: log.callAsFunction), container = Logged("container", into: log.callAsFunction)
        let child = Logged("child", into: log.callAsFunction)
        container.forwards = false
        let navigation = UINavigationController(rootViewController: root)
        showInWindow(navigation)
        embed(child, in: container)
        log.lines.removeAll()
        navigation.pushViewController(container, animated: false)
        #expect(log.lines.contains("container will appear") && !log.lines.contains { $0.hasPrefix("child") })
    }

    @Test func aFullScreenPresentationCoversTheChildrenToo() {
        let log = Log()
        let container = Logged("container", into: log.callAsFunction), child = Logged("child", into: log.callAsFunction)
        embed(child, in: container)
        showInWindow(container)
        let sheet = Logged("cover", into: log.callAsFunction)
        sheet.modalPresentationStyle = .fullScreen
        log.lines.removeAll()
        container.present(sheet, animated: true)
        #expect(log.lines == ["container will disappear", "child will disappear", "cover will appear",
                              "cover did appear", "container did disappear", "child did disappear"])
        log.lines.removeAll()
        container.dismiss(animated: true)
        #expect(log.lines == ["cover will disappear", "container will appear", "child will appear",
                              "container did appear", "child did appear", "cover did disappear"])
    }

    @Test func anAppearanceTransitionByHandCallsTheMatchingPairOnce() {
        let log = Log()
        let screen = Logged("screen", into: log.callAsFunction)
        screen.beginAppearanceTransition(true, animated: false)
        #expect(log.lines == ["screen will appear"])
        screen.endAppearanceTransition()
        screen.endAppearanceTransition()
        #expect(log.lines == ["screen will appear", "screen did appear"], "a second end has nothing to end")
        log.lines.removeAll()
        screen.beginAppearanceTransition(false, animated: true)
        screen.endAppearanceTransition()
        #expect(log.lines == ["screen will disappear", "screen did disappear"])
    }

    @Test func aContainerPassesAHandDrivenTransitionToItsChildrenButANavigationControllerDoesNot() {
        let log = Log()
        let container = Logged("container", into: log.callAsFunction), child = Logged("child", into: log.callAsFunction)
        embed(child, in: container)
        log.lines.removeAll()
        container.beginAppearanceTransition(true, animated: false)
        container.endAppearanceTransition()
        #expect(log.lines == ["container will appear", "child will appear", "container did appear", "child did appear"])
        log.lines.removeAll()
        container.beginAppearanceTransition(false, animated: false)
        container.endAppearanceTransition()
        #expect(log.lines == ["container will disappear", "child will disappear", "container did disappear", "child did disappear"])
        let top = Logged("top", into: log.callAsFunction)
        let navigation = UINavigationController(rootViewController: top)
        navigation.beginAppearanceTransition(false, animated: false)
        navigation.endAppearanceTransition()
        log.lines.removeAll()
        navigation.beginAppearanceTransition(true, animated: false)
        navigation.endAppearanceTransition()
        #expect(log.lines.isEmpty, "the top controller is not told")
    }

    @Test func aWindowShowsItsRootOnceAndReplacesIt() {
        let log = Log()
        let container = Logged("container", into: log.callAsFunction), child = Logged("child", into: log.callAsFunction)
        embed(child, in: container)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
        window.rootViewController = container
        log.lines.removeAll()
        #expect(container.view.window === window)
        window.makeKeyAndVisible()
        window.makeKeyAndVisible()
        #expect(log.lines == ["container will appear", "child will appear", "container did appear", "child did appear"],
                "shown once, with the children in its view")
        log.lines.removeAll()
        let next = Logged("next", into: log.callAsFunction)
        window.rootViewController = next
        #expect(log.lines == ["container will disappear", "child will disappear", "container did disappear",
                              "child did disappear", "next will appear", "next did appear"])
        #expect(container.view.window == nil && next.view.window === window)
    }

    @Test func aStacksTopControllerAppearsWithItsNavigationControllerNotBefore() {
        let log = Log()
        let presenter = Logged("presenter", into: log.callAsFunction), top = Logged("top", into: log.callAsFunction)
        let navigation = UINavigationController(rootViewController: top)
        navigation.modalPresentationStyle = .fullScreen
        #expect(log.lines.isEmpty, "a stack off screen calls nothing")
        showInWindow(presenter)
        log.lines.removeAll()
        presenter.present(navigation, animated: true)
        #expect(log.lines == ["presenter will disappear", "top will appear", "top did appear", "presenter did disappear"])
        log.lines.removeAll()
        presenter.dismiss(animated: true)
        #expect(log.lines == ["top will disappear", "presenter will appear", "presenter did appear", "top did disappear"])
        log.lines.removeAll()
        presenter.present(navigation, animated: true)
        #expect(log.lines == ["presenter will disappear", "top will appear", "top did appear", "presenter did disappear"],
                "shown again, it hears its calls again")
    }

    @Test func theTopControllersViewFillsTheNavigationControllersViewInTheWindow() {
        let list = UITableViewController(style: .plain), detail = UIViewController()
        let navigation = UINavigationController(rootViewController: list)
        let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        #expect(list.view.superview === navigation.view && list.view.window === window)
        #expect(list.view.frame == CGRect(x: 0, y: 0, width: 390, height: 844), "sized to the window, under the bars")
        #expect(navigation.view.subviews.last === navigation.toolbar, "the bars stay above the content")
        navigation.pushViewController(detail, animated: false)
        #expect(detail.view.window === window && list.view.superview == nil)
        navigation.popViewController(animated: false)
        #expect(list.view.window === window && detail.view.superview == nil)
    }
}
