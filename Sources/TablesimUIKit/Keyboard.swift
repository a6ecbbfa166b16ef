import Foundation

/// The on-screen keyboard, on the modelled iPhone (375 × 667): it shows
/// while the first responder takes typing (a text field, a text view, a
/// view of the app's that adopts `UIKeyInput`) or has an `inputView` or
/// `inputAccessoryView`, at the bottom of the screen, 258 points tall with
/// its QuickType bar (an `inputView` replaces it at its own height, an
/// `inputAccessoryView` adds its height on top, in the keyboard's own
/// window). Each change posts UIKit's notifications in UIKit's order
/// (`keyboardWillChangeFrame`, will show or hide, `keyboardDidChangeFrame`,
/// did show or hide; object nil): a field's after its delegate hears the
/// begin or end of editing, a text view's before; keyboard layout guides
/// follow it, and a `UITableViewController` keeps the first responder's row above it.
@MainActor
enum Keyboard {
    /// The standard keyboard's height, its QuickType bar included.
    static let standardHeight: CGFloat = 258
    /// How long UIKit says the keyboard's animation takes, and its curve (an undocumented 7).
    static let animationDuration = 0.25, animationCurve = 7

    /// The keyboard's frame in the screen's coordinates while shown; nil while hidden.
    private(set) static var frame: CGRect?
    /// The responder the keyboard shows for (not retained).
    private static weak var shownFor: UIResponder?
    /// True while one first responder hands over to another: the keyboard
    /// does not hide in between.
    static var handingOver = false
    /// Views that have a keyboard layout guide (not retained).
    static var guidedViews: [Weak<UIView>] = []
    /// The table a table view controller keeps above the keyboard (not retained).
    private static weak var avoidingTable: UITableView?

    /// Brings the keyboard in step with the first responder, posting the
    /// notifications of what changed. A new first responder that keeps the
    /// keyboard up posts them again (its frame may not change).
    static func followFirstResponder(reloading: Bool = false) {
        guard !handingOver else { return }
        let responder = FirstResponder.current
        let shown = responder.flatMap(layout(for:))
        let end = shown?.frame
        guard end != frame || (end != nil && shownFor !== responder && !reloading) else { return }
        let showing = end != nil
        let begin = frame ?? offScreen(height: end?.height ?? 0)
        let info: [AnyHashable: Any] = [
            UIResponder.keyboardFrameBeginUserInfoKey: NSValue(cgRect: begin),
            UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: end ?? offScreen(height: begin.height)),
            UIResponder.keyboardAnimationDurationUserInfoKey: NSNumber(value: animationDuration),
            UIResponder.keyboardAnimationCurveUserInfoKey: NSNumber(value: animationCurve),
            UIResponder.keyboardIsLocalUserInfoKey: NSNumber(value: true),
        ]
        let center = NotificationCenter.default
        center.post(name: UIResponder.keyboardWillChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: showing ? UIResponder.keyboardWillShowNotification : UIResponder.keyboardWillHideNotification,
                    object: nil, userInfo: info)
        frame = end
        shownFor = responder
        host(shown?.accessory, above: end, for: responder)
        layOutAroundKeyboard(responder: responder)
        center.post(name: UIResponder.keyboardDidChangeFrameNotification, object: nil, userInfo: info)
        center.post(name: showing ? UIResponder.keyboardDidShowNotification : UIResponder.keyboardDidHideNotification,
                    object: nil, userInfo: info)
    }

    /// Where the keyboard shows for `responder`, and the accessory view on
    /// top of it; nil when it shows none. A responder inside the accessory
    /// shown (a chat bar's message field) keeps that accessory.
    private static func layout(for responder: UIResponder) -> (frame: CGRect, accessory: UIView?)? {
        let typing = responder is UITextField || responder is UITextView || responder is UIKeyInput
        let keys = responder.inputView.map(height(of:)) ?? (typing ? standardHeight : nil)
        var accessory = responder.inputAccessoryView
        if accessory == nil, let bar = hostedAccessory, let view = responder as? UIView, view.isDescendant(of: bar) {
            accessory = bar
        }
        let barHeight = accessory.map(height(of:)) ?? 0
        guard keys != nil || barHeight > 0 else { return nil }
        let screen = UIViewController.screenBounds, height = (keys ?? 0) + barHeight
        return (CGRect(x: 0, y: screen.maxY - height, width: screen.width, height: height), accessory)
    }

    /// The window the keyboard's accessory view sits in while shown (made
    /// when first needed; not shown, not key), and the accessory in it.
    private static var hostWindow: UIWindow?
    private static weak var hostedAccessory: UIView?
    /// The responder whose `inputAccessoryView` the shown accessory is (not retained).
    private static weak var accessoryProvider: UIResponder?

    /// Puts `accessory` in the keyboard's window, across the top of the
    /// keyboard at `frame` (so views in it, a chat bar's field, are in a
    /// window and can become first responder); the one shown before leaves.
    private static func host(_ accessory: UIView?, above frame: CGRect?, for responder: UIResponder?) {
        if let old = hostedAccessory, old !== accessory, old.superview === hostWindow { old.removeFromSuperview() }
        if accessory == nil || responder?.inputAccessoryView === accessory { accessoryProvider = responder }
        hostedAccessory = nil
        guard let accessory, let frame else { return }
        let window = hostWindow ?? UIWindow(frame: UIViewController.screenBounds)
        hostWindow = window
        accessory.frame = CGRect(x: 0, y: frame.minY, width: frame.width, height: height(of: accessory))
        if accessory.superview !== window { window.addSubview(accessory) }
        hostedAccessory = accessory
    }

    /// `view` left the window (removed, or its presented controller
    /// dismissed): a controller whose view it holds stops being first
    /// responder, and when the shown accessory's provider (a chat screen)
    /// was in it, the field being edited in the accessory resigns too.
    static func viewLeft(_ view: UIView) {
        if let controller = FirstResponder.current as? UIViewController, controller.windowForResponding == nil,
           controller.viewIfLoaded?.isDescendant(of: view) == true {
            controller.resignForced()
        }
        guard let bar = hostedAccessory, let provider = accessoryProvider else { return }
        let home = (provider as? UIView) ?? (provider as? UIViewController)?.viewIfLoaded
        guard let home, home.isDescendant(of: view), let first = FirstResponder.view(inside: bar) else { return }
        first.resignForced()
    }

    /// An input view's height: its frame's, else its intrinsic height (a
    /// picker made without a frame is 216 points high), else none.
    private static func height(of view: UIView) -> CGFloat {
        if view.frame.height > 0 { return view.frame.height }
        let intrinsic = view.intrinsicContentSize.height
        return intrinsic > 0 ? intrinsic : 0
    }

    /// A keyboard of `height` just below the screen.
    private static func offScreen(height: CGFloat) -> CGRect {
        let screen = UIViewController.screenBounds
        return CGRect(x: 0, y: screen.maxY, width: screen.width, height: height)
    }

    /// The views with keyboard guides lay out again; a table view
    /// controller's table containing the first responder is inset by the
    /// keyboard's overlap and scrolls the responder's row into view (the
    /// inset goes when the keyboard hides).
    private static func layOutAroundKeyboard(responder: UIResponder?) {
        guidedViews.removeAll { $0.value == nil }
        for view in guidedViews { view.value?.setNeedsLayout() }
        let table = frame == nil ? nil
            : (responder as? UIView)?.enclosing(UITableView.self) { $0.owningController is UITableViewController }
        if let old = avoidingTable, old !== table { old.keyboardOverlap = 0 }
        avoidingTable = table
        guard let table, let frame, let window = table.window else { return }
        let bottom = table.convert(CGPoint(x: 0, y: table.bounds.maxY), to: window).y
        table.keyboardOverlap = max(0, bottom - frame.minY - table.safeAreaAdjustment().bottom)
        guard let cell = (responder as? UIView)?.enclosing(UITableViewCell.self) else { return }
        // Inside the table's own callback (a field focused in `willDisplay`) the row is revealed after it.
        if table.engine.isCallingOut {
            cellToReveal = cell
        } else {
            reveal(cell, in: table)
        }
    }

    /// A cell whose row its table is to reveal once its callback returns (not retained).
    static weak var cellToReveal: UITableViewCell?

    /// After a table's callback: reveals the row of `cellToReveal` if it is this table's.
    static func revealPending(in table: UITableView) {
        guard let cell = cellToReveal else { return }
        cellToReveal = nil
        if cell.owningTable === table { reveal(cell, in: table) }
    }

    /// Scrolls the least that shows the cell's row.
    private static func reveal(_ cell: UITableViewCell, in table: UITableView) {
        guard let row = table.indexPath(for: cell) else { return }
        table.scrollToRow(at: row, at: .none, animated: false)
    }
}
