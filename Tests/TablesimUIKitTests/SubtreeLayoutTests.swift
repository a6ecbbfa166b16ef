import Foundation
import Testing
import TablesimUIKit

/// `layoutIfNeeded()` lays out the whole subtree it is sent to, and a
/// screen is laid out before it has appeared.
@MainActor
struct SubtreeLayoutTests {
    /// A view that counts its layout passes.
    final class Counting: UIView {
        var passes = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            passes += 1
        }
    }

    @Test func aContainerBuiltBeforeItIsAddedIsLaidOutByTheRootsPass() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        root.layoutIfNeeded()
        // Built as a controller builds its view in viewDidLoad, before it enters the window.
        let container = UIView(frame: root.bounds)
        let child = UIView()
        pin(child, toEdgesOf: container)
        root.addSubview(container)
        root.layoutIfNeeded()
        #expect(child.frame == CGRect(x: 0, y: 0, width: 300, height: 300))
    }

    @Test func aDeepViewMarkedForLayoutIsReachedFromTheTop() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
        let middle = UIView(frame: root.bounds)
        let deep = Counting(frame: middle.bounds)
        root.addSubview(middle)
        middle.addSubview(deep)
        root.layoutIfNeeded()
        let before = deep.passes
        deep.setNeedsLayout()
        root.layoutIfNeeded()
        #expect(deep.passes == before + 1)
        root.layoutIfNeeded()
        #expect(deep.passes == before + 1, "a pass runs once for each mark")
    }

    @Test func addingASubviewLaysOutTheReceiverAndTheAddedView() {
        let parent = Counting(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        parent.layoutIfNeeded()
        let parentBefore = parent.passes
        let added = Counting(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        parent.addSubview(added)
        parent.layoutIfNeeded()
        #expect(parent.passes == parentBefore + 1)
        #expect(added.passes == 1)
    }

    /// A chat-style screen: a table pinned by anchors, scrolled to its last
    /// row once it has appeared.
    final class Chat: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .plain)
        var events: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            table.dataSource = self
            pin(table, toEdgesOf: view)
        }
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated); events.append("willAppear") }
        override func viewIsAppearing(_ animated: Bool) { super.viewIsAppearing(animated); events.append("isAppearing") }
        override func viewWillLayoutSubviews() { super.viewWillLayoutSubviews(); events.append("willLayout") }
        override func viewDidLayoutSubviews() { super.viewDidLayoutSubviews(); events.append("didLayout") }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            events.append("didAppear \(Int(table.frame.width))x\(Int(table.frame.height))")
            table.scrollToRow(at: IndexPath(row: 39, section: 0), at: .bottom, animated: false)
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    }

    @Test func aScreenIsLaidOutBeforeItHasAppeared() {
        let chat = Chat()
        showInWindow(chat)
        #expect(chat.events == ["willAppear", "isAppearing", "willLayout", "didLayout", "didAppear 375x667"])
        // Scrolled in viewDidAppear, the table shows its last row and keeps it in the next pass.
        chat.view.window?.layoutIfNeeded()
        #expect(chat.table.indexPathsForVisibleRows?.last == IndexPath(row: 39, section: 0))
        #expect(chat.table.contentOffset.y == chat.table.contentSize.height - chat.table.bounds.height)
    }

    @Test func aPushedScreenIsLaidOutBeforeItHasAppeared() {
        let navigation = UINavigationController(rootViewController: UIViewController())
        showInWindow(navigation)
        let chat = Chat()
        navigation.pushViewController(chat, animated: false)
        #expect(chat.events.last == "didAppear 375x667")
        #expect(chat.events.firstIndex(of: "didLayout").map { $0 < chat.events.count - 1 } == true)
        #expect(chat.table.indexPathsForVisibleRows?.last == IndexPath(row: 39, section: 0))
    }
}
