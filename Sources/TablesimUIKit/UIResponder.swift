import Foundation

/// What views and view controllers share (UIKit's `UIResponder`): the
/// responder chain and the first responder, and the keyboard's
/// notification names and keys, which app code observes. There is no
/// keyboard here, so nothing posts them; a text field is the only view that
/// becomes first responder.
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
    open var isFirstResponder: Bool { false }

    /// Asks to become first responder: false unless a subclass can.
    @discardableResult
    open func becomeFirstResponder() -> Bool { false }

    /// Asks to stop being first responder: true unless a subclass refuses.
    @discardableResult
    open func resignFirstResponder() -> Bool { true }

    public static let keyboardWillShowNotification = Notification.Name("UIKeyboardWillShowNotification")
    public static let keyboardDidShowNotification = Notification.Name("UIKeyboardDidShowNotification")
    public static let keyboardWillHideNotification = Notification.Name("UIKeyboardWillHideNotification")
    public static let keyboardDidHideNotification = Notification.Name("UIKeyboardDidHideNotification")
    public static let keyboardWillChangeFrameNotification = Notification.Name("UIKeyboardWillChangeFrameNotification")
    public static let keyboardDidChangeFrameNotification = Notification.Name("UIKeyboardDidChangeFrameNotification")
    public static let keyboardFrameBeginUserInfoKey = "UIKeyboardFrameBeginUserInfoKey"
    public static let keyboardFrameEndUserInfoKey = "UIKeyboardFrameEndUserInfoKey"
    public static let keyboardAnimationDurationUserInfoKey = "UIKeyboardAnimationDurationUserInfoKey"
    public static let keyboardAnimationCurveUserInfoKey = "UIKeyboardAnimationCurveUserInfoKey"
    public static let keyboardIsLocalUserInfoKey = "UIKeyboardIsLocalUserInfoKey"
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
