import Foundation

/// UIKit's `UITextViewDelegate`; every method is optional (defaults below).
/// It refines `UIScrollViewDelegate`, as in UIKit.
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    func textViewDidBeginEditing(_ textView: UITextView)
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    func textViewDidEndEditing(_ textView: UITextView)
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    func textViewDidChange(_ textView: UITextView)
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    public func textViewDidEndEditing(_ textView: UITextView) {}
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        true
    }
    public func textViewDidChange(_ textView: UITextView) {}
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// UIKit's `NSTextContainer`, the part a text view's set-up touches (kept, not laid out).
@preconcurrency @MainActor
open class NSTextContainer {
    /// The padding at each end of a line (5 points by default).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines shown (0: no limit) and how a line too long ends.
    open var maximumNumberOfLines = 0
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    open var size = CGSize.zero
    open var widthTracksTextView = true, heightTracksTextView = false

    public init() {}
}

/// UIKit's `UITextView`: scrollable, multi-line editable text. Editing
/// follows UIKit's delegate order and shares the one first responder with
/// text fields: one view's text is edited at a time, and `endEditing(_:)`
/// ends a text view's editing too. Text set in code calls no delegate
/// method. `simulateTap()`, `simulateTyping(_:)` (Return types a new line),
/// `simulatePaste(_:)` and `simulateDeleteBackward()` play the user.
@preconcurrency @MainActor
open class UITextView: UIScrollView, EditableText {
    /// Posted, with the text view as its object, when editing begins, the user changes the text, editing ends.
    public nonisolated static let textDidBeginEditingNotification = Notification.Name("UITextViewTextDidBeginEditingNotification")
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    private var plainText = ""
    private var styledText: NSAttributedString?

    /// The text: "" by default; setting nil empties it. Setting it calls no delegate method.
    open var text: String! {
        get { plainText }
        set {
            plainText = newValue ?? ""
            styledText = nil
            selectedRange = NSRange(location: plainText.utf16.count, length: 0)
        }
    }
    /// The styled text (kept, not drawn; setting it sets `text` to its string).
    open var attributedText: NSAttributedString! {
        get { styledText ?? NSAttributedString(string: plainText) }
        set {
            text = newValue?.string
            styledText = newValue
        }
    }
    /// The font (kept, not drawn): the system font of 12 points unless set, UIKit's default.
    open var font: UIFont? {
        get { ownFont ?? .systemFont(ofSize: 12) }
        set { ownFont = newValue }
    }
    private var ownFont: UIFont?
    /// The text's colour, alignment and Dynamic Type setting (kept, not drawn).
    open var textColor: UIColor? = .label
    open var textAlignment: NSTextAlignment = .natural
    open var adjustsFontForContentSizeCategory = false
    /// Whether the user can edit the text (true) and select it (true).
    open var isEditable = true
    open var isSelectable = true
    /// The inset of the text within the view (UIKit's default: 8 points above and below).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// The container the text is laid out in (kept).
    public let textContainer = NSTextContainer()
    /// The selection, in UTF-16 offsets (the end of the text after typing or setting it).
    open var selectedRange = NSRange(location: 0, length: 0)
    /// The views shown instead of the keyboard and above it (kept).
    open var inputView: UIView?, inputAccessoryView: UIView?
    /// The keyboard settings (kept: there is no keyboard).
    open var keyboardType: UIKeyboardType = .default
    open var returnKeyType: UIReturnKeyType = .default
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    open var autocorrectionType: UITextAutocorrectionType = .default
    open var spellCheckingType: UITextSpellCheckingType = .default
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// The delegate (not retained).
    open weak var delegate: UITextViewDelegate?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether there is any text.
    open var hasText: Bool { !plainText.isEmpty }

    // MARK: Editing

    /// Whether the text view is being edited (it is the first responder).
    open override var isFirstResponder: Bool { EditedText.current === self }
    /// Only an editable text view can be edited.
    open override var canBecomeFirstResponder: Bool { isEditable }
    open override var canResignFirstResponder: Bool { true }

    /// Begins editing: `textViewShouldBeginEditing` is asked; the text
    /// field or view being edited, if another, is asked to end and ends;
    /// then `textViewDidBeginEditing` and `textDidBeginEditingNotification`.
    /// False when refused or not editable.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        guard canBecomeFirstResponder else { return false }
        if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard EditedText.takeOver(for: self) else { return false }
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: `textViewShouldEndEditing` is asked, then
    /// `textViewDidEndEditing` and `textDidEndEditingNotification`.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        finishEditing(forced: false)
    }

    @discardableResult
    func finishEditing(forced: Bool) -> Bool {
        guard isFirstResponder else { return true }
        if !forced, let delegate, !delegate.textViewShouldEndEditing(self) { return false }
        EditedText.current = nil
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        return true
    }

    /// A text view taken from its superview while editing stops editing (forced).
    open override func removeFromSuperview() {
        let hadSuperview = superview != nil
        super.removeFromSuperview()
        if hadSuperview { finishEditing(forced: true) }
    }

    // MARK: The user (not UIKit API)

    /// The user taps the text view: it begins editing if editable. Nothing when it takes no touch.
    public func simulateTap() {
        guard receivesTouches else { return }
        becomeFirstResponder()
    }

    /// The user types `text`, one key at a time, at the end: for each
    /// character `textView(_:shouldChangeTextIn:replacementText:)` is asked
    /// (an empty range at the end, in UTF-16 offsets); if allowed the
    /// character is added, then `textViewDidChangeSelection`,
    /// `textViewDidChange` and `textDidChangeNotification`. Return ("\n")
    /// types a new line. A text view not being edited is tapped first.
    public func simulateTyping(_ text: String) {
        guard beginEditingForInput() else { return }
        for character in text {
            guard isFirstResponder else { return }
            replaceAtEnd(removing: 0, with: String(character))
        }
    }

    /// The user pastes `text` at the end: one delegate question for the whole string, then as typing.
    public func simulatePaste(_ text: String) {
        guard beginEditingForInput() else { return }
        replaceAtEnd(removing: 0, with: text)
    }

    /// The user presses Delete: the last character goes, if the delegate allows.
    public func simulateDeleteBackward() {
        guard beginEditingForInput(), let last = plainText.last else { return }
        replaceAtEnd(removing: String(last).utf16.count, with: "")
    }

    private func beginEditingForInput() -> Bool {
        if !isFirstResponder { simulateTap() }
        return isFirstResponder
    }

    private func replaceAtEnd(removing count: Int, with string: String) {
        let length = plainText.utf16.count
        let range = NSRange(location: length - count, length: count)
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true else { return }
        var changed = plainText
        if count > 0 { changed.removeLast() }
        changed += string
        text = changed
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
