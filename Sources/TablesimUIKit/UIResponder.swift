import Foundation

/// What views and view controllers share (UIKit's `UIResponder`): the
/// responder chain and the first responder, and the keyboard's
/// notification names and keys, which the simulated keyboard posts
/// (Keyboard.swift). One responder at a time is the
/// first responder: a text field or text view being edited, or an app's
/// own responder whose `canBecomeFirstResponder` is true (a view in a
/// window, or a controller whose view is in one).
@preconcurrency @MainActor
open class UIResponder {
    /// A responder.
    public init() {}

    /// The next responder up the chain: a view's controller (for its root
    /// view) or superview, a controller's parent or presenter.
    open var next: UIResponder? { nil }

    /// Whether the responder can become first responder (false by default).
    open var canBecomeFirstResponder: Bool { false }

    /// Whether the responder lets go of first-responder status (true by default).
    open var canResignFirstResponder: Bool { true }

    /// Whether the responder is first responder.
    open var isFirstResponder: Bool { FirstResponder.current === self }

    /// Asks to become first responder. A responder that can
    /// (`canBecomeFirstResponder`) and is in a window becomes it once the
    /// first responder before it, if another, has resigned (its
    /// `resignFirstResponder()` is called, and may refuse). False otherwise.
    @discardableResult
    open func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder, windowForResponding != nil else { return false }
        let became = FirstResponder.take(self)
        Keyboard.followFirstResponder()
        return became
    }

    /// Asks to stop being first responder: true when it stops, or was not
    /// first responder; false when `canResignFirstResponder` is false.
    @discardableResult
    open func resignFirstResponder() -> Bool {
        guard isFirstResponder else { return true }
        guard canResignFirstResponder else { return false }
        FirstResponder.current = nil
        Keyboard.followFirstResponder()
        return true
    }

    /// The view shown in place of the keyboard while this responder is
    /// first responder (nil: the system keyboard). Kept, not drawn.
    open var inputView: UIView? { nil }
    /// The view shown above the keyboard while this responder is first
    /// responder, as a chat screen's message bar. Kept, not drawn.
    open var inputAccessoryView: UIView? { nil }
    /// The shortcuts shown above an iPad's keyboard for this responder (kept).
    open var inputAssistantItem: UITextInputAssistantItem { assistantItem }
    private lazy var assistantItem = UITextInputAssistantItem()

    /// Reads the input views again while this responder is first
    /// responder: the keyboard takes their new heights at once (its
    /// notifications are posted when its frame changes).
    open func reloadInputViews() {
        if isFirstResponder { Keyboard.followFirstResponder(reloading: true) }
    }

    /// The window the responder would be first responder in: a view's, a
    /// controller's view's; nil when it is in none (and so may not become it).
    var windowForResponding: UIWindow? { nil }

    /// Stops being first responder because it left its window or its cell
    /// was reused: `resignFirstResponder()` is called, and it stops even if
    /// that refuses. Text views end editing without asking their delegate.
    func resignForced() {
        guard isFirstResponder else { return }
        resignFirstResponder()
        if FirstResponder.current === self { FirstResponder.current = nil }
        Keyboard.followFirstResponder()
    }

    public nonisolated static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public nonisolated static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public nonisolated static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public nonisolated static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public nonisolated static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public nonisolated static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public nonisolated static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public nonisolated static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public nonisolated static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public nonisolated static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public nonisolated static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
}

/// The first responder: one at a time, as in a window.
@MainActor
enum FirstResponder {
    /// The first responder (not retained).
    static weak var current: UIResponder? {
        didSet { if current != nil { mayBeSet = true } }
    }
    /// False only when there is no first responder: checked before reading
    /// the weak reference on paths that run at every scroll step.
    static var mayBeSet = false

    /// Makes `responder` the first responder once the one before, if
    /// another, has resigned. False when it refused.
    static func take(_ responder: UIResponder) -> Bool {
        if let other = current, other !== responder {
            // The keyboard stays up while the one hands over to the other.
            Keyboard.handingOver = true
            defer { Keyboard.handingOver = false }
            guard other.resignFirstResponder() else { return false }
        }
        current = responder
        return true
    }

    /// The first responder when it is a view inside `view` (or `view`).
    static func view(inside view: UIView) -> UIView? {
        guard let first = current as? UIView, first.isDescendant(of: view) else { return nil }
        return first
    }
}

/// The views a text field or text view shows with the keyboard (kept).
struct InputViews {
    var input: UIView?
    var accessory: UIView?
}

/// The keys of a custom text-entry view (UIKit's `UIKeyInput`), such as a
/// PIN pad: while it is first responder, `simulateTyping(_:)` and
/// `simulateDeleteBackward()` send it the keyboard's keys.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether the view holds text (the keyboard's Delete key is still sent when not).
    var hasText: Bool { get }
    /// A key typed: one character (`"\n"` for Return).
    func insertText(_ text: String)
    /// The Delete key.
    func deleteBackward()
}

extension UIKeyInput where Self: UIResponder {
    /// The user types `text` on the keyboard, one character at a time
    /// (`insertText(_:)` for each), while this view is first responder.
    /// Nothing is typed when it is not: a custom view becomes first
    /// responder only when its own code asks (`becomeFirstResponder()`).
    public func simulateTyping(_ text: String) {
        for character in text {
            guard isFirstResponder else { return }
            insertText(String(character))
        }
    }

    /// The user presses Delete while this view is first responder (UIKit
    /// sends it even when `hasText` is false).
    public func simulateDeleteBackward() {
        guard isFirstResponder else { return }
        deleteBackward()
    }
}

extension UIView {
    /// Ends the first responder's status if it is this view or inside it
    /// (a text field or text view being edited, or a custom responder): it
    /// is asked to resign, or with `force` made to. Returns whether no
    /// first responder is left inside the view.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let first = FirstResponder.view(inside: self) else { return true }
        if force {
            first.resignForced()
            return true
        }
        return first.resignFirstResponder()
    }
}

extension NSAttributedString.Key {
    /// UIKit's text attributes, for attributed text and bar title attributes (kept, not drawn).
    public static let font = NSAttributedString.Key("NSFont")
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    public static let kern = NSAttributedString.Key("NSKern")
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    public static let link = NSAttributedString.Key("NSLink")
}
