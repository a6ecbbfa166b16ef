import Testing
import TablesimUIKit

@MainActor
struct ResponderTests {
    @Test func theResponderChainRunsFromAViewThroughItsControllerToThePresenter() {
        let presenter = UIViewController()
        let controller = UITableViewController(style: .plain)
        let cellView = UIView()
        controller.tableView.addSubview(cellView)
        #expect(cellView.next === controller.tableView)
        #expect(controller.tableView.next === controller)
        #expect(controller.next == nil)
        showInWindow(presenter)
        presenter.present(controller, animated: false)
        #expect(controller.next === presenter)
        let views: [UIResponder] = [UIView(), UILabel(), controller]
        #expect(views.allSatisfy { !$0.isFirstResponder && !$0.canBecomeFirstResponder && !$0.becomeFirstResponder() })
    }

    @Test func aTextFieldIsTheFirstResponderWhileEditingThroughTheBaseClass() {
        let textField = UITextField()
        onScreen(textField)
        let field: UIResponder = textField
        #expect(field.canBecomeFirstResponder && field.becomeFirstResponder() && field.isFirstResponder)
        #expect(field.resignFirstResponder() && !field.isFirstResponder)
    }

    @Test func keyboardNotificationsAndTextAttributesHaveUIKitsNames() {
        #expect(UIResponder.keyboardWillShowNotification.rawValue == "UIKeyboardWillShowNotification")
        #expect(UIResponder.keyboardFrameEndUserInfoKey == "UIKeyboardFrameEndUserInfoKey")
        let title = NSAttributedString(string: "Inbox", attributes: [.foregroundColor: UIColor.red, .font: UIFont.boldSystemFont(ofSize: 17)])
        #expect(title.attribute(.foregroundColor, at: 0, effectiveRange: nil) as? UIColor == .red)
        #expect(NSAttributedString.Key.font.rawValue == "NSFont")
    }
}

@MainActor
struct ControllerTitleTests {
    @Test func settingATitleUpdatesTheNavigationItemMadeBefore() {
        let controller = UIViewController()
        controller.title = "Inbox"
        #expect(controller.navigationItem.title == "Inbox")
        controller.title = "Archive"
        #expect(controller.navigationItem.title == "Archive")
        controller.navigationItem.title = "Custom"
        #expect(controller.title == "Archive")
    }
}

@MainActor
struct ControllerTraitTests {
    @Test func controllersHaveTheViewsTraitsAndKeepTheirPresentationContext() {
        let controller = UITableViewController(style: .plain)
        #expect(controller.traitCollection == controller.tableView.traitCollection)
        #expect(controller.traitCollection.userInterfaceStyle == .light)
        #expect(!controller.definesPresentationContext)
        controller.definesPresentationContext = true
        #expect(controller.definesPresentationContext)
    }
}

@MainActor
struct ViewTreeAndEventTests {
    @Test func isDescendantFollowsTheSuperviews() {
        let window = UIView(), form = UIView(), field = UITextField(), elsewhere = UIView()
        window.addSubview(form)
        form.addSubview(field)
        #expect(field.isDescendant(of: field) && field.isDescendant(of: form) && field.isDescendant(of: window))
        #expect(!field.isDescendant(of: elsewhere) && !window.isDescendant(of: form))
    }

    @Test func removingAViewThatHoldsTheEditedTextEndsItsEditing() {
        let screen = UIView(), form = UIView(), field = UITextField(), notes = UITextView()
        onScreen(screen)
        screen.addSubview(form)
        form.addSubview(field)
        form.addSubview(notes)
        field.simulateTap()
        #expect(field.isEditing)
        form.removeFromSuperview()
        #expect(!field.isEditing)
        screen.addSubview(form)
        notes.simulateTap()
        #expect(notes.isFirstResponder)
        notes.removeFromSuperview()
        #expect(!notes.isFirstResponder)
    }

    @Test func allControlEventsAreTheEventsWithActions() {
        let field = UITextField()
        let action = UIAction { _ in }
        #expect(field.allControlEvents.isEmpty)
        field.addAction(action, for: [.editingChanged, .editingDidEndOnExit])
        #expect(field.allControlEvents == [.editingChanged, .editingDidEndOnExit])
        field.removeAction(action, for: .editingDidEndOnExit)
        #expect(field.allControlEvents == .editingChanged)
    }
}
