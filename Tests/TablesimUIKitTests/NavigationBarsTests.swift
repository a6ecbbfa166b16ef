import Foundation
import Testing
import TablesimUIKit

/// The navigation bar and toolbar, `show(_:sender:)`, presentation styles
/// and alerts with text fields.
@MainActor
struct NavigationBarsTests {
    /// Appearance calls of several screens, in order.
    final class Journal {
        var lines: [String] = []
    }

    /// A screen that logs its appearance calls with the flags UIKit sets then.
    final class Screen: UIViewController {
        let name: String
        let journal: Journal
        var log: [String] = []
        init(_ name: String = "screen", journal: Journal = Journal()) {
            self.name = name
            self.journal = journal
            super.init(nibName: nil, bundle: nil)
        }
        required init?(coder: NSCoder) { nil }
        private func note(_ call: String) {
            log.append(call)
            journal.lines.append("\(name).\(call)")
        }
        override func viewWillAppear(_ animated: Bool) {
            note("willAppear" + (isMovingToParent ? "+moving" : "") + (isBeingPresented ? "+presented" : ""))
        }
        override func viewDidAppear(_ animated: Bool) { note("didAppear") }
        override func viewWillDisappear(_ animated: Bool) {
            note("willDisappear" + (isMovingFromParent ? "+moving" : "") + (isBeingDismissed ? "+dismissed" : ""))
        }
        override func viewDidDisappear(_ animated: Bool) { note("didDisappear") }
    }

    @Test func theBarShowsTheStacksItemsAndTakesItsTintFromTheNavigationView() {
        let root = Screen(), detail = Screen()
        root.title = "Inbox"
        let navigation = UINavigationController(rootViewController: root)
        let bar = navigation.navigationBar
        #expect(!bar.prefersLargeTitles && bar.isTranslucent && !navigation.isNavigationBarHidden)
        #expect(bar.topItem === root.navigationItem && bar.backItem == nil && bar.topItem?.title == "Inbox")
        navigation.pushViewController(detail, animated: true)
        #expect(bar.topItem === detail.navigationItem && bar.backItem === root.navigationItem && bar.items?.count == 2)
        navigation.view.tintColor = .systemRed
        #expect(bar.superview === navigation.view && bar.tintColor == .systemRed, "the bar's tint is its superview's")
        bar.tintColor = .orange
        bar.prefersLargeTitles = true
        #expect(bar.tintColor == .orange && navigation.toolbar.tintColor == .systemRed)
        navigation.setNavigationBarHidden(true, animated: true)
        #expect(navigation.isNavigationBarHidden && bar.isHidden)
        let appearance = UINavigationBarAppearance()
        appearance.configureWithOpaqueBackground()
        appearance.backgroundColor = .systemBackground
        appearance.titleTextAttributes = [NSAttributedString.Key("NSColor"): UIColor.label]
        bar.standardAppearance = appearance
        bar.scrollEdgeAppearance = appearance
        #expect(bar.standardAppearance.backgroundColor == .systemBackground && bar.scrollEdgeAppearance === appearance)
        #expect(appearance.titleTextAttributes.count == 1)
    }

    @Test func theToolbarShowsTheTopControllersItems() {
        let root = Screen(), detail = Screen()
        let compose = UIBarButtonItem(systemItem: .compose)
        root.toolbarItems = [.flexibleSpace(), compose]
        let navigation = UINavigationController(rootViewController: root)
        #expect(navigation.isToolbarHidden && navigation.toolbar.isHidden, "hidden by default")
        navigation.setToolbarHidden(false, animated: true)
        #expect(!navigation.isToolbarHidden && navigation.toolbar.items?.last === compose)
        navigation.pushViewController(detail, animated: true)
        #expect(navigation.toolbar.items == nil)
        let trash = UIBarButtonItem(systemItem: .trash)
        detail.setToolbarItems([trash], animated: true)
        #expect(navigation.toolbar.items?.first === trash)
        root.toolbarItems = [compose]
        #expect(navigation.toolbar.items?.first === trash, "only the top controller's items show")
        navigation.popViewController(animated: true)
        #expect(navigation.toolbar.items?.count == 1 && navigation.toolbar.items?.first === compose)
    }

    @Test func showPushesInANavigationControllerAndPresentsElsewhere() {
        let root = Screen(), detail = Screen(), more = Screen()
        let navigation = UINavigationController(rootViewController: root)
        showInWindow(navigation)
        root.show(detail, sender: nil)
        #expect(navigation.topViewController === detail && detail.log == ["willAppear+moving", "didAppear"])
        #expect(root.log.suffix(2) == ["willDisappear", "didDisappear"], "pushed over: not moving from its parent")
        navigation.popViewController(animated: true)
        #expect(detail.log.suffix(2) == ["willDisappear+moving", "didDisappear"] && detail.navigationController == nil)
        navigation.show(more, sender: nil)
        #expect(navigation.topViewController === more)
        let lonely = Screen(), sheet = Screen()
        showInWindow(lonely)
        lonely.show(sheet, sender: nil)
        #expect(lonely.presentedViewController === sheet && sheet.presentingViewController === lonely)
        #expect(sheet.log == ["willAppear+presented", "didAppear"])
    }

    @Test func aFullScreenPresentationTakesThePresenterOffTheScreen() {
        let presenter = Screen(), sheet = Screen(), cover = Screen()
        #expect(sheet.modalPresentationStyle == .automatic && UIModalPresentationStyle.automatic.rawValue == -2)
        showInWindow(presenter)
        presenter.log = []
        presenter.present(sheet, animated: true)
        sheet.dismiss(animated: true)
        #expect(presenter.log.isEmpty && sheet.log == ["willAppear+presented", "didAppear", "willDisappear+dismissed", "didDisappear"],
                "a sheet leaves its presenter on screen")
        cover.modalPresentationStyle = .fullScreen
        let journal = Journal()
        let front = Screen("presenter", journal: journal), back = Screen("cover", journal: journal)
        back.modalPresentationStyle = .fullScreen
        showInWindow(front)
        journal.lines = []
        var linesAtCompletion: [String] = []
        front.present(back, animated: true) { linesAtCompletion = journal.lines }
        #expect(linesAtCompletion == ["presenter.willDisappear", "cover.willAppear+presented", "cover.didAppear",
                                      "presenter.didDisappear"])
        journal.lines = []
        front.dismiss(animated: true)
        #expect(journal.lines == ["cover.willDisappear+dismissed", "presenter.willAppear", "presenter.didAppear",
                                  "cover.didDisappear"])
        presenter.present(cover, animated: true)
        #expect(presenter.log == ["willDisappear", "didDisappear"])
        cover.dismiss(animated: true)
        #expect(!cover.isBeingDismissed && presenter.presentedViewController == nil)
    }

    @Test func aTableBehindAFullScreenCoverClearsItsSelectionWhenUncovered() {
        final class List: UITableViewController {
            override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
        }
        let list = List(style: .plain)
        showInWindow(list)
        list.tableView.layoutIfNeeded()
        list.tableView.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        let editor = UINavigationController(rootViewController: Screen())
        editor.modalPresentationStyle = .fullScreen
        list.present(editor, animated: true)
        #expect(list.tableView.indexPathForSelectedRow != nil)
        let form = editor.topViewController as? Screen
        form?.log = []
        editor.dismiss(animated: true)
        #expect(list.tableView.indexPathForSelectedRow == nil, "viewWillAppear ran on the way back")
        #expect(form?.log == ["willDisappear", "didDisappear"], "the navigation controller passes its disappearance on")
    }

    @Test func anAlertsTextFieldsAreReadInTheActionsHandler() throws {
        let screen = Screen()
        let alert = UIAlertController(title: "New list", message: nil, preferredStyle: .alert)
        #expect(alert.textFields == nil, "nil when there are none, as in UIKit")
        var created: [String] = []
        alert.addTextField { field in
            field.placeholder = "Name"
            field.autocapitalizationType = .words
        }
        alert.addTextField()
        alert.addAction(UIAlertAction(title: "Create", style: .default) { [weak alert] _ in
            created.append(alert?.textFields?.first?.text ?? "")
            #expect(alert?.textFields?.first?.isEditing == false, "editing ended before the handler")
        })
        let fields = try #require(alert.textFields)
        #expect(fields.count == 2 && fields[0].placeholder == "Name" && fields[0].autocapitalizationType == .words)
        #expect(!fields[0].isEditing)
        showInWindow(screen)
        screen.present(alert, animated: true)
        #expect(fields[0].isEditing, "the first field begins editing with the alert")
        fields[0].simulateTyping("Groceries")
        alert.simulateTap(on: alert.actions[0])
        #expect(created == ["Groceries"] && screen.presentedViewController == nil)
    }

    @Test func anActionSheetTakesNoTextFields() {
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        var configured = false
        let exception = UIKitException.catching { sheet.addTextField { _ in configured = true } }
        #expect(exception == UIKitException(name: .internalInconsistencyException,
                                            reason: "Text fields can only be added to an alert controller of style UIAlertControllerStyleAlert"))
        #expect(sheet.textFields == nil && !configured)
    }
}
