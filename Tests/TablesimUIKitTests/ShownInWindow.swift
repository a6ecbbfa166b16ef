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
