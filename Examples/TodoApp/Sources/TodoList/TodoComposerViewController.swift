#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation

/// The list with a bar at its foot for adding to-dos: a text field that
/// rises with the keyboard (the bar is pinned to `keyboardLayoutGuide`, as
/// a chat screen's is), the list shrinking above it. Return adds what was
/// typed at the top of the list and empties the field, which keeps the
/// keyboard for the next one.
public final class TodoComposerViewController: TodoListHostViewController, UITextFieldDelegate {
    public let bar = UIView()
    public let field = UITextField()

    public override func viewDidLoad() {
        super.viewDidLoad()
        addChild(list)
        view.addSubview(list.view)
        list.didMove(toParent: self)
        view.addSubview(bar)
        bar.addSubview(field)
        field.placeholder = "New to-do"
        field.returnKeyType = .done
        field.delegate = self
        for subview in [list.view!, bar, field] { subview.translatesAutoresizingMaskIntoConstraints = false }
        NSLayoutConstraint.activate([
            list.view.topAnchor.constraint(equalTo: view.topAnchor),
            list.view.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            list.view.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            list.view.bottomAnchor.constraint(equalTo: bar.topAnchor),
            bar.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            bar.bottomAnchor.constraint(equalTo: view.keyboardLayoutGuide.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 52),
            field.leadingAnchor.constraint(equalTo: bar.leadingAnchor, constant: 16),
            field.trailingAnchor.constraint(equalTo: bar.trailingAnchor, constant: -16),
            field.topAnchor.constraint(equalTo: bar.topAnchor, constant: 8),
            field.bottomAnchor.constraint(equalTo: bar.bottomAnchor, constant: -8),
        ])
    }

    /// Return adds the typed to-do (blank text adds nothing) and empties the field.
    public func textFieldShouldReturn(_ textField: UITextField) -> Bool {
        let title = (textField.text ?? "").trimmingCharacters(in: .whitespaces)
        if !title.isEmpty {
            list.add(title)
            textField.text = ""
        }
        return false
    }
}
