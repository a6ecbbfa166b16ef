import Foundation
import Testing
import TablesimUIKit

/// The first responder lives in a window, as on iOS: a view in no window
/// cannot become it, and one whose view leaves the window stops being it.
@MainActor
struct FirstResponderWindowTests {
    final class Asked: NSObject, UITextFieldDelegate, UITextViewDelegate {
        var log: [String] = []
        func textFieldShouldBeginEditing(_ textField: UITextField) -> Bool { log.append("shouldBegin"); return true }
        func textFieldDidEndEditing(_ textField: UITextField) { log.append("didEnd") }
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return true }
    }

    @Test func aViewInNoWindowCannotBecomeFirstResponderAndNoDelegateIsAsked() {
        let field = UITextField(), notes = UITextView(), asked = Asked()
        field.delegate = asked
        notes.delegate = asked
        #expect(!field.becomeFirstResponder() && !field.isFirstResponder)
        #expect(!notes.becomeFirstResponder() && !notes.isFirstResponder)
        #expect(asked.log.isEmpty)
        onScreen(field)
        #expect(field.becomeFirstResponder() && field.isFirstResponder)
        #expect(asked.log == ["shouldBegin"])
        field.resignFirstResponder()
    }

    @Test func aFieldInADismissedControllerStopsBeingEdited() {
        final class Form: UIViewController {
            let name = UITextField()
            override func viewDidLoad() {
                super.viewDidLoad()
                view.addSubview(name)
            }
        }
        let home = UIViewController(), form = Form(), asked = Asked()
        showInWindow(home)
        home.present(form, animated: false)
        form.name.delegate = asked
        #expect(form.view.window === home.view.window, "a presented view is in its presenter's window")
        #expect(form.name.becomeFirstResponder())
        home.dismiss(animated: false)
        #expect(!form.name.isFirstResponder)
        #expect(asked.log == ["shouldBegin", "didEnd"])
        #expect(form.view.window == nil)
    }

    @Test func aFieldMovedOutOfItsWindowStopsBeingEdited() {
        let field = UITextField(), asked = Asked()
        field.delegate = asked
        onScreen(field)
        #expect(field.becomeFirstResponder())
        UIView().addSubview(field)
        #expect(!field.isFirstResponder && asked.log.last == "didEnd")
    }

    @Test func aFieldInACellTheTableStopsShowingStopsBeingEdited() throws {
        let form = FieldForm(rows: 60), asked = Asked()
        showInWindow(form)
        let field = try #require(form.field(at: 0))
        field.delegate = asked
        #expect(field.becomeFirstResponder())
        form.tableView.simulateScroll(by: 30)
        #expect(field.isFirstResponder, "its cell is still on screen")
        form.tableView.simulateScroll(by: 1_000)
        #expect(!field.isFirstResponder, "its cell left the screen (and may show another row now)")
        #expect(asked.log == ["shouldBegin", "didEnd"])
    }

    @Test func anAlertsFieldAndANavigationItemsSearchBarAreInTheWindow() {
        let screen = UIViewController(), search = UISearchController(searchResultsController: nil)
        screen.navigationItem.searchController = search
        showInWindow(UINavigationController(rootViewController: screen))
        #expect(search.searchBar.searchTextField.window != nil)
        let alert = UIAlertController(title: "New list", message: nil, preferredStyle: .alert)
        alert.addTextField()
        screen.present(alert, animated: false)
        #expect(alert.textFields?.first?.window != nil)
        #expect(alert.textFields?.first?.isFirstResponder == true, "the alert's first field takes the keyboard")
        screen.dismiss(animated: false)
    }
}
