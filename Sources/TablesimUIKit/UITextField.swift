import Foundation

/// UIKit's `UITextField`: one line of editable text. Its keyboard settings
/// are kept (the simulated keyboard has one layout); editing follows UIKit's order of
/// delegate calls, control events and notifications. `simulateTap()`,
/// `simulateTyping(_:)`, `simulatePaste(_:)`, `simulateDeleteBackward()`,
/// `simulateTapClearButton()` and `simulateReturn()` play the user.
/// One responder at a time is the first responder, as in a window.
@preconcurrency @MainActor
open class UITextField: UIControl {
    /// UIKit's `UITextField.BorderStyle`.
    public enum BorderStyle: Int, Sendable { case none, line, bezel, roundedRect }

    /// UIKit's `UITextField.ViewMode`: when an overlay view (the clear button, `leftView`, `rightView`) shows.
    public enum ViewMode: Int, Sendable { case never, whileEditing, unlessEditing, always }

    /// UIKit's `UITextField.DidEndEditingReason` (here editing always ends `.committed`).
    public enum DidEndEditingReason: Int, Sendable { case committed, cancelled }

    /// Posted, with the text field as its object, when editing begins.
    public nonisolated static let textDidBeginEditingNotification =
        Notification.Name("UITextFieldTextDidBeginEditingNotification")
    /// Posted, with the text field as its object, when the user changes the text.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextFieldTextDidChangeNotification")
    /// Posted, with the text field as its object, when editing ends.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextFieldTextDidEndEditingNotification")

    /// The text field being edited, if the first responder is one (for alerts).
    static var editingField: UITextField? { FirstResponder.current as? UITextField }

    private var plainText = ""
    private var styledText: NSAttributedString?
    private var ownTextColor: UIColor?

    /// The text: empty, never nil, unless set (setting nil empties it, as in UIKit).
    /// Setting it sends no action and asks the delegate nothing.
    open var text: String? {
        get { plainText }
        set {
            plainText = newValue ?? ""
            styledText = nil
        }
    }
    /// The styled text (kept, not drawn; setting it sets `text` to its string).
    open var attributedText: NSAttributedString? {
        get { styledText ?? NSAttributedString(string: plainText) }
        set {
            styledText = newValue
            plainText = newValue?.string ?? ""
        }
    }
    /// The grey text shown while the field is empty (kept, not drawn).
    open var placeholder: String?
    /// The styled placeholder (kept; made from `placeholder` unless set).
    open var attributedPlaceholder: NSAttributedString? {
        get { ownPlaceholder ?? placeholder.map { NSAttributedString(string: $0) } }
        set {
            ownPlaceholder = newValue
            placeholder = newValue?.string
        }
    }
    private var ownPlaceholder: NSAttributedString?
    /// The text's colour (kept, not drawn): `.label` unless set.
    open var textColor: UIColor? {
        get { ownTextColor ?? .label }
        set { ownTextColor = newValue }
    }
    /// How the text is aligned (kept, not drawn; `.natural` by default).
    open var textAlignment: NSTextAlignment = .natural
    /// The text's font (kept, not drawn): the system font of 17 points unless set.
    open var font: UIFont? {
        get { ownFont ?? .systemFont(ofSize: 17) }
        set { ownFont = newValue }
    }
    private var ownFont: UIFont?
    /// Whether the font follows the user's text size (kept).
    open var adjustsFontForContentSizeCategory = false
    /// The border (kept, not drawn; `.none` by default, as for a field made in code).
    open var borderStyle: BorderStyle = .none
    /// When the clear button shows (`.never` by default); `simulateTapClearButton()` follows it.
    open var clearButtonMode: ViewMode = .never
    /// Whether beginning to edit clears the text (the delegate's `textFieldShouldClear` may refuse).
    open var clearsOnBeginEditing = false
    /// Views on the left and right, and when they show (kept, not drawn).
    open var leftView: UIView?, rightView: UIView?
    /// When `leftView` and `rightView` show (kept; `.never`).
    open var leftViewMode = ViewMode.never, rightViewMode = ViewMode.never
    /// The view shown instead of the keyboard, and the bar above it (their heights size the keyboard).
    open override var inputView: UIView? { get { inputViews.input } set { inputViews.input = newValue } }
    open override var inputAccessoryView: UIView? { get { inputViews.accessory } set { inputViews.accessory = newValue } }
    private var inputViews = InputViews()

    // MARK: Keyboard settings (kept: the simulated keyboard has one layout)

    /// The keyboard's kind (kept; `.default`).
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title (kept; `.default`).
    open var returnKeyType: UIReturnKeyType = .default
    /// The keyboard's look (kept; `.default`).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Automatic capitals (kept; `.sentences`, UIKit's default: nothing is capitalized here).
    open var autocapitalizationType: UITextAutocapitalizationType = .sentences
    /// Autocorrection (kept; `.default`: nothing is corrected here).
    open var autocorrectionType: UITextAutocorrectionType = .default
    /// Spell checking (kept; `.default`).
    open var spellCheckingType: UITextSpellCheckingType = .default
    /// Smart punctuation and spacing (kept; `.default`: nothing is substituted here).
    open var smartQuotesType: UITextSmartQuotesType = .default
    open var smartDashesType: UITextSmartDashesType = .default
    open var smartInsertDeleteType: UITextSmartInsertDeleteType = .default
    /// The rules AutoFill's strong passwords follow (kept; nil by default).
    open var passwordRules: UITextInputPasswordRules?
    /// Whether the text is hidden as dots (kept: `text` is the real text, as in UIKit).
    open var isSecureTextEntry = false
    /// What the text is, for AutoFill (kept; nil by default).
    open var textContentType: UITextContentType!
    /// Whether Return is disabled while the field is empty (kept: `simulateReturn()` does not check it).
    open var enablesReturnKeyAutomatically = false

    /// The delegate (not retained).
    open weak var delegate: UITextFieldDelegate?

    /// An empty text field with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A text field whose primary action (iOS 14) runs when the user presses Return.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether there is any text.
    open var hasText: Bool { !plainText.isEmpty }

    // MARK: Editing

    /// Whether the field is being edited (it is the first responder).
    open var isEditing: Bool { isFirstResponder }
    /// Whether the field can begin editing: only when enabled.
    open override var canBecomeFirstResponder: Bool { isEnabled }
    /// Whether the field can stop being the first responder (yes; the delegate may still refuse).
    open override var canResignFirstResponder: Bool { true }

    /// Begins editing: the delegate's `textFieldShouldBeginEditing` is asked;
    /// the field being edited, if another, is asked to end (`textFieldShouldEndEditing`)
    /// and ends; then this field's delegate hears `textFieldDidBeginEditing`,
    /// `.editingDidBegin` is sent and `textDidBeginEditingNotification` posted.
    /// False when refused or disabled.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        // A view in no window cannot become first responder (UIKit returns false, asking nothing).
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textFieldShouldBeginEditing(self) { return false }
        guard FirstResponder.take(self) else { return false }
        if clearsOnBeginEditing, hasText, delegate?.textFieldShouldClear(self) ?? true { text = "" }
        delegate?.textFieldDidBeginEditing(self)
        sendActions(for: .editingDidBegin)
        NotificationCenter.default.post(name: UITextField.textDidBeginEditingNotification, object: self)
        Keyboard.followFirstResponder()
        return true
    }

    /// Ends editing: the delegate's `textFieldShouldEndEditing` is asked; then
    /// it hears `textFieldDidEndEditing(_:reason:)`, `.editingDidEnd` is sent
    /// and `textDidEndEditingNotification` posted. False when refused; true
    /// when the field was not editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        finishEditing(forced: false)
    }

    /// Leaving the window ends editing without asking the delegate.
    override func resignForced() { finishEditing(forced: true) }

    /// Ends editing, asking the delegate first unless `forced` (a forced end,
    /// as when the field leaves the screen, is told to the delegate all the same).
    @discardableResult
    func finishEditing(forced: Bool) -> Bool {
        guard isFirstResponder else { return true }
        if !forced, !canResignFirstResponder { return false }
        if !forced, let delegate, !delegate.textFieldShouldEndEditing(self) { return false }
        FirstResponder.current = nil
        delegate?.textFieldDidEndEditing(self, reason: .committed)
        sendActions(for: .editingDidEnd)
        NotificationCenter.default.post(name: UITextField.textDidEndEditingNotification, object: self)
        Keyboard.followFirstResponder()
        return true
    }

    // MARK: The user (not UIKit API)

    /// The user taps the field: it begins editing (`becomeFirstResponder()`).
    /// Nothing when it takes no touch.
    public func simulateTap() {
        guard takesSimulatedTouch else { return }
        becomeFirstResponder()
    }

    /// The user types `text`, one key at a time, at the end of the text: for
    /// each character the delegate is asked `textField(_:shouldChangeCharactersIn:replacementString:)`
    /// with an empty range at the end (UTF-16 offsets, as `NSRange` counts);
    /// if allowed the character is added, `textFieldDidChangeSelection` is
    /// called, `.editingChanged` sent and `textDidChangeNotification` posted.
    /// A field not being edited is tapped first (`simulateTap()`); nothing is
    /// typed when editing does not begin.
    public func simulateTyping(_ text: String) {
        guard beginEditingForInput() else { return }
        for character in text {
            guard isEditing else { return }
            replaceAtEnd(removing: 0, with: String(character))
        }
    }

    /// The user pastes `text` at the end: one delegate question for the whole string, then as typing.
    public func simulatePaste(_ text: String) {
        guard beginEditingForInput() else { return }
        replaceAtEnd(removing: 0, with: text)
    }

    /// The user presses Delete: the last character goes, if the delegate allows
    /// (asked with its range and an empty string). Nothing in an empty field.
    public func simulateDeleteBackward() {
        guard beginEditingForInput(), let last = plainText.last else { return }
        replaceAtEnd(removing: String(last).utf16.count, with: "")
    }

    /// The user taps the clear button, when `clearButtonMode` shows it and
    /// there is text: the delegate's `textFieldShouldClear` is asked; if
    /// allowed the text empties, `.editingChanged` is sent and
    /// `textDidChangeNotification` posted (the delegate's
    /// `shouldChangeCharactersIn` is not asked, as in UIKit).
    public func simulateTapClearButton() {
        let shown = switch clearButtonMode {
        case .never: false
        case .whileEditing: isEditing
        case .unlessEditing: !isEditing
        case .always: true
        }
        guard shown, hasText, takesSimulatedTouch, delegate?.textFieldShouldClear(self) ?? true else { return }
        text = ""
        textDidChange()
    }

    /// The user presses Return while editing: the delegate's
    /// `textFieldShouldReturn` is asked; if it returns true, the actions for
    /// `.primaryActionTriggered` and `.editingDidEndOnExit` run, and a field
    /// with an action for `.editingDidEndOnExit` ends editing, as in UIKit.
    /// Returning true does not itself end editing: call `resignFirstResponder()` there.
    public func simulateReturn() {
        guard isEditing, delegate?.textFieldShouldReturn(self) ?? true else { return }
        sendActions(for: [.primaryActionTriggered, .editingDidEndOnExit])
        if allControlEvents.contains(.editingDidEndOnExit) { resignFirstResponder() }
    }

    private func beginEditingForInput() -> Bool {
        if !isEditing { simulateTap() }
        return isEditing
    }

    /// Asks the delegate to replace the last `count` UTF-16 units by `string`, and does it if allowed.
    private func replaceAtEnd(removing count: Int, with string: String) {
        let length = plainText.utf16.count
        let range = NSRange(location: length - count, length: count)
        guard delegate?.textField(self, shouldChangeCharactersIn: range, replacementString: string) ?? true else { return }
        var changed = plainText
        if count > 0 { changed.removeLast() }
        changed += string
        text = changed
        delegate?.textFieldDidChangeSelection(self)
        textDidChange()
    }

    private func textDidChange() {
        sendActions(for: .editingChanged)
        NotificationCenter.default.post(name: UITextField.textDidChangeNotification, object: self)
    }
}
