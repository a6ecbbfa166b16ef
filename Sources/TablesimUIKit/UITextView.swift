import Foundation

/// UIKit's `UITextView`: scrollable, multi-line editable text (a
/// `UIScrollView`, as in UIKit). Its look and keyboard settings are kept,
/// not drawn; editing follows UIKit's order of delegate calls and
/// notifications, and shares the one first responder with text fields: a
/// text view beginning to edit ends a field's editing and the other way
/// round, and `endEditing(_:)` ends a text view's too. Text set in code
/// calls no delegate method and posts nothing, as in UIKit. `simulateTap()`,
/// `simulateTyping(_:)`, `simulatePaste(_:)` and `simulateDeleteBackward()`
/// play the user, at the selection (`selectedRange`).
@preconcurrency @MainActor
open class UITextView: UIScrollView {
    /// Posted, with the text view as its object, when editing begins.
    public nonisolated static let textDidBeginEditingNotification =
        Notification.Name("UITextViewTextDidBeginEditingNotification")
    /// Posted, with the text view as its object, when the user changes the text.
    public nonisolated static let textDidChangeNotification = Notification.Name("UITextViewTextDidChangeNotification")
    /// Posted, with the text view as its object, when editing ends.
    public nonisolated static let textDidEndEditingNotification = Notification.Name("UITextViewTextDidEndEditingNotification")

    private var plainText = ""
    private var styledText: NSAttributedString?
    private var selection = NSRange(location: 0, length: 0)

    /// The text: "" by default, never nil (setting nil empties it). Setting
    /// it moves the caret to the end and calls no delegate method.
    open var text: String! {
        get { plainText }
        set {
            plainText = newValue ?? ""
            styledText = nil
            selection = NSRange(location: plainText.utf16.count, length: 0)
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
    /// The font (kept, not drawn): unless set, the body style of the system
    /// font (17 points), the default Apple documents.
    open var font: UIFont? {
        get { ownFont ?? .preferredFont(forTextStyle: .body) }
        set { ownFont = newValue }
    }
    private var ownFont: UIFont?
    /// Whether the font follows the user's text size (kept: the text size is the default).
    open var adjustsFontForContentSizeCategory = false
    /// The text's colour (kept, not drawn): `.label` unless set, as for a text field here.
    open var textColor: UIColor? {
        get { ownTextColor ?? .label }
        set { ownTextColor = newValue }
    }
    private var ownTextColor: UIColor?
    /// How the text is aligned (kept, not drawn; `.natural` by default).
    open var textAlignment: NSTextAlignment = .natural
    /// Whether the user can edit the text (true by default). A text view
    /// that is not editable cannot become first responder; one made not
    /// editable while it is edited stops being edited.
    open var isEditable = true {
        didSet { if !isEditable { finishEditing(forced: true) } }
    }
    /// Whether the user can select the text (kept; true by default).
    open var isSelectable = true
    /// The space around the text (UIKit's default: 8 points above and below, none at the sides; kept).
    open var textContainerInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
    /// Where the text is laid out (kept: `lineFragmentPadding` and the rest are read back, not used).
    public let textContainer: NSTextContainer
    /// What a non-editable text view would turn into links (kept; none by default).
    open var dataDetectorTypes: UIDataDetectorTypes = []
    /// The view shown instead of the keyboard, and the bar above it (their heights size the keyboard).
    open override var inputView: UIView? { get { inputViews.input } set { inputViews.input = newValue } }
    open override var inputAccessoryView: UIView? { get { inputViews.accessory } set { inputViews.accessory = newValue } }
    private var inputViews = InputViews()

    // MARK: Keyboard settings (kept: the simulated keyboard has one layout)

    /// The keyboard's kind (kept; `.default`).
    open var keyboardType: UIKeyboardType = .default
    /// The Return key's title (kept; `.default`: Return types a new line whatever its title).
    open var returnKeyType: UIReturnKeyType = .default
    /// The keyboard's look (kept; `.default`).
    open var keyboardAppearance: UIKeyboardAppearance = .default
    /// Automatic capitals (kept; `.sentences`: nothing is capitalized here).
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
    /// Whether the text is hidden (kept: `text` is the real text).
    open var isSecureTextEntry = false
    /// What the text is, for AutoFill (kept; nil by default).
    open var textContentType: UITextContentType!
    /// Whether Return is disabled while the text is empty (kept: Return is not checked).
    open var enablesReturnKeyAutomatically = false

    /// The delegate (not retained).
    open weak var delegate: UITextViewDelegate?

    /// An empty text view with a frame.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, textContainer: nil)
    }

    /// An empty text view laying its text out in `textContainer` (a new one when nil).
    public init(frame: CGRect, textContainer: NSTextContainer?) {
        self.textContainer = textContainer ?? NSTextContainer(size: frame.size)
        super.init(frame: frame)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether there is any text.
    open var hasText: Bool { !plainText.isEmpty }

    /// The selection, in UTF-16 offsets: the caret when empty, at the end of
    /// the text set in code or typed. Set in code, it is kept within the text
    /// and no delegate method is called. The user's typing replaces it.
    open var selectedRange: NSRange {
        get { selection }
        set {
            let length = plainText.utf16.count
            let location = min(max(newValue.location, 0), length)
            var range = NSRange(location: location, length: min(max(newValue.length, 0), length - location))
            // Whole characters only: a range inside one (an emoji's halves) takes the whole character,
            // a caret inside one moves to its start.
            let text = NSString(string: plainText)
            if range.length > 0 {
                range = text.rangeOfComposedCharacterSequences(for: range)
            } else if location < length {
                range.location = text.rangeOfComposedCharacterSequence(at: location).location
            }
            selection = range
        }
    }

    /// Scrolls the text so that `range` shows (nothing here: text is not laid out).
    open func scrollRangeToVisible(_ range: NSRange) {}

    // MARK: Editing

    /// Whether the text view is being edited (it is the first responder).
    /// Whether the text view can begin editing: only when editable.
    open override var canBecomeFirstResponder: Bool { isEditable }
    /// Whether the text view can stop being the first responder (yes; the delegate may still refuse).
    open override var canResignFirstResponder: Bool { true }

    /// Begins editing: the delegate's `textViewShouldBeginEditing` is asked;
    /// the text field or text view being edited, if another, is asked to end
    /// and ends; the keyboard shows (its notifications come first for a
    /// text view, after `textFieldDidBeginEditing` for a field, as logged);
    /// then the delegate hears `textViewDidBeginEditing` and
    /// `textDidBeginEditingNotification` is posted. False when refused or not editable.
    @discardableResult
    open override func becomeFirstResponder() -> Bool {
        if isFirstResponder { return true }
        // A view in no window cannot become first responder (UIKit returns false, asking nothing).
        guard canBecomeFirstResponder, window != nil else { return false }
        if let delegate, !delegate.textViewShouldBeginEditing(self) { return false }
        guard FirstResponder.take(self) else { return false }
        Keyboard.followFirstResponder()
        delegate?.textViewDidBeginEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidBeginEditingNotification, object: self)
        return true
    }

    /// Ends editing: the delegate's `textViewShouldEndEditing` is asked; then
    /// it hears `textViewDidEndEditing` and `textDidEndEditingNotification`
    /// is posted. False when refused; true when the text view was not editing.
    @discardableResult
    open override func resignFirstResponder() -> Bool {
        finishEditing(forced: false)
    }

    /// Leaving the window ends editing without asking the delegate.
    override func resignForced() { finishEditing(forced: true) }

    /// Ends editing, asking the delegate first unless `forced` (a forced end,
    /// as when the text view leaves the screen, is told to the delegate all the same).
    @discardableResult
    func finishEditing(forced: Bool) -> Bool {
        guard isFirstResponder else { return true }
        if !forced, !canResignFirstResponder { return false }
        if !forced, let delegate, !delegate.textViewShouldEndEditing(self) { return false }
        FirstResponder.current = nil
        delegate?.textViewDidEndEditing(self)
        NotificationCenter.default.post(name: UITextView.textDidEndEditingNotification, object: self)
        Keyboard.followFirstResponder()
        return true
    }

    // MARK: The user (not UIKit API)

    /// The user taps the text view: it begins editing (`becomeFirstResponder()`),
    /// the caret where it was. Nothing when it takes no touch or is not editable.
    public func simulateTap() {
        guard receivesTouches else { return }
        becomeFirstResponder()
    }

    /// The user types `text`, one key at a time, at the selection: for each
    /// character the delegate is asked `textView(_:shouldChangeTextIn:replacementText:)`
    /// with the selected range (UTF-16 offsets); if allowed the character
    /// replaces it, the caret moves after it, and the delegate hears
    /// `textViewDidChangeSelection` then `textViewDidChange`, then
    /// `textDidChangeNotification` is posted. Return ("\n") types a new line
    /// and does not end editing (a delegate that ends editing on Return
    /// refuses "\n" and resigns; the rest is then not typed). A text view not
    /// being edited is tapped first; nothing is typed when editing does not begin.
    public func simulateTyping(_ text: String) {
        guard beginEditingForInput() else { return }
        for character in text {
            guard isFirstResponder else { return }
            replace(selection, with: String(character))
        }
    }

    /// The user pastes `text` over the selection: one delegate question for the whole string, then as typing.
    public func simulatePaste(_ text: String) {
        guard beginEditingForInput() else { return }
        replace(selection, with: text)
    }

    /// The user presses Delete: the selection goes or, when it is a caret,
    /// the character before it (a whole emoji), if the delegate allows
    /// (asked with that range and ""). Nothing with the caret at the start.
    public func simulateDeleteBackward() {
        guard beginEditingForInput() else { return }
        if selection.length > 0 {
            replace(selection, with: "")
        } else if let previous = characterRange(before: selection.location) {
            replace(previous, with: "")
        }
    }

    private func beginEditingForInput() -> Bool {
        if !isFirstResponder { simulateTap() }
        return isFirstResponder
    }

    /// The UTF-16 range of the character that ends at `offset`, or nil at the start.
    private func characterRange(before offset: Int) -> NSRange? {
        guard offset > 0 else { return nil }
        let end = String.Index(utf16Offset: offset, in: plainText)
        guard end > plainText.startIndex else { return nil }
        let start = plainText.index(before: end)
        return NSRange(start..<end, in: plainText)
    }

    /// Asks the delegate to replace `range` by `string`, and does it if allowed.
    private func replace(_ range: NSRange, with string: String) {
        guard delegate?.textView(self, shouldChangeTextIn: range, replacementText: string) ?? true,
              let swiftRange = Range(range, in: plainText) else { return }
        var changed = plainText
        changed.replaceSubrange(swiftRange, with: string)
        let styled = styledText.map { old in
            let new = NSMutableAttributedString(attributedString: old)
            new.replaceCharacters(in: range, with: string)
            return NSAttributedString(attributedString: new)
        }
        plainText = changed
        styledText = styled
        selection = NSRange(location: range.location + string.utf16.count, length: 0)
        delegate?.textViewDidChangeSelection(self)
        delegate?.textViewDidChange(self)
        NotificationCenter.default.post(name: UITextView.textDidChangeNotification, object: self)
    }
}
