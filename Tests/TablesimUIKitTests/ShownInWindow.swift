import Foundation
import TablesimUIKit

/// Puts `controller` on screen as an iOS test does before it expects
/// appearance calls or presents: the root of a window made key and visible.
/// The window is kept for the rest of the run (on iOS the test keeps it).
@MainActor @discardableResult
func showInWindow(_ controller: UIViewController) -> UIWindow {
    let window = UIWindow(frame: CGRect(x: 0, y: 0, width: 375, height: 667))
    window.rootViewController = controller
    window.makeKeyAndVisible()
    ShownWindows.kept.append(window)
    return window
}

@MainActor
private enum ShownWindows {
    static var kept: [UIWindow] = []
}

/// Puts views on screen, in a shown window, as a view must be to become
/// first responder on iOS (`becomeFirstResponder()` returns false for a
/// view in no window). Returns the window.
@MainActor @discardableResult
func onScreen(_ views: UIView...) -> UIWindow {
    let screen = UIViewController()
    for view in views { screen.view.addSubview(view) }
    return showInWindow(screen)
}

/// A form: a table view controller whose rows each hold a text field.
@MainActor
final class FieldForm: UITableViewController {
    final class FieldCell: UITableViewCell {
        let field = UITextField()
        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(field)
        }
        required init?(coder: NSCoder) { nil }
    }

    let rows: Int
    init(rows: Int) {
        self.rows = rows
        super.init(style: .plain)
    }
    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(FieldCell.self, forCellReuseIdentifier: "Field")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "Field", for: indexPath)
    }
    /// The field of a row whose cell is on screen (or prefetched).
    func field(at row: Int) -> UITextField? {
        (tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? FieldCell)?.field
    }
}
