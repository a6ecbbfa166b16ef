#if canImport(UIKit)
import UIKit
#else
import TablesimUIKit
#endif
import Foundation

/// A screen that holds the to-do list as a child controller.
public class TodoListHostViewController: UIViewController {
    public let list: TodoListViewController

    public init(items: [TodoItem]) {
        list = TodoListViewController(items: items)
        super.init(nibName: nil, bundle: nil)
    }

    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A screen embedding the to-do list as a child controller, under a
/// summary line that it refreshes each time it appears.
public final class TodoDashboardViewController: TodoListHostViewController {
    public let summary = UILabel()

    public override func viewDidLoad() {
        super.viewDidLoad()
        let bounds = view.bounds
        summary.frame = CGRect(x: 16, y: 0, width: bounds.width - 32, height: 44)
        summary.autoresizingMask = [.flexibleWidth]
        summary.accessibilityTraits.insert(.header)
        view.addSubview(summary)
        // The documented containment sequence: add the child, place its view, tell it.
        addChild(list)
        list.view.frame = CGRect(x: 0, y: 44, width: bounds.width, height: bounds.height - 44)
        list.view.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(list.view)
        list.didMove(toParent: self)
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        summary.text = "\(list.todo.count) to do, \(list.done.count) done"
    }
}
