import Foundation

/// What views and view controllers share (UIKit's `UIResponder`): the
/// responder chain and the first responder, and the keyboard's
/// notification names and keys, which app code observes. There is no
/// keyboard here, so nothing posts them; text fields and editable text
/// views are the only views that become first responder, one at a time.
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

/// A view whose text the user edits: a text field or a text view. One at
/// a time is edited, the first responder, as in a window.
@MainActor
protocol TextEditingView: UIView {
    /// Ends editing, asking the delegate first unless `forced` (a forced end
    /// is told to the delegate all the same).
    @discardableResult
    func finishEditing(forced: Bool) -> Bool
}

/// Which view is being edited: the first responder.
@MainActor
enum FirstResponder {
    /// The text field or text view being edited (not retained).
    static weak var editing: (any TextEditingView)? {
        didSet { if editing != nil { mayBeEditing = true } }
    }
    /// False only when nothing is edited: checked before reading the weak
    /// reference on paths that run at every scroll step.
    static var mayBeEditing = false

    /// Makes `view` the one edited once the view edited before, if another,
    /// has agreed to end (its delegate is asked) and ended. False when it refused.
    static func beginEditing(_ view: any TextEditingView) -> Bool {
        if let other = editing, other !== view, !other.finishEditing(forced: false) { return false }
        editing = view
        return true
    }
}

extension UIView {
    /// Ends the editing of the text field or text view being edited, if it
    /// is this view or inside it; with `force`, even when its delegate
    /// refuses. Returns whether nothing inside the view is being edited any more.
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        guard let edited = FirstResponder.editing, edited.isDescendant(of: self) else { return true }
        return edited.finishEditing(forced: force)
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
