import Foundation

/// UIKit's `UITextPosition`: a place in a text field's or text view's text
/// (here, its offset in UTF-16 units from the start).
@preconcurrency @MainActor
open class UITextPosition {
    let offset: Int
    init(offset: Int) { self.offset = offset }
    /// A position at the start of the text.
    public convenience init() { self.init(offset: 0) }
}

/// UIKit's `UITextRange`: a span of text between two positions.
@preconcurrency @MainActor
open class UITextRange {
    open var start: UITextPosition
    open var end: UITextPosition
    /// Whether the range is a caret (no text in it).
    open var isEmpty: Bool { start.offset == end.offset }
    init(from start: UITextPosition, to end: UITextPosition) {
        (self.start, self.end) = start.offset <= end.offset ? (start, end) : (end, start)
    }
}

/// UIKit's `UITextSmartQuotesType`, `UITextSmartDashesType` and
/// `UITextSmartInsertDeleteType` (kept: nothing is substituted here).
public enum UITextSmartQuotesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartDashesType: Int, Sendable { case `default`, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable { case `default`, no, yes }

/// UIKit's `UITextInputPasswordRules`: the rules AutoFill's strong
/// passwords follow, as a descriptor (kept).
@preconcurrency @MainActor
open class UITextInputPasswordRules {
    /// The rules, in the password rules language ("required: upper; minlength: 8;").
    public let passwordRulesDescriptor: String
    public init(descriptor passwordRulesDescriptor: String) {
        self.passwordRulesDescriptor = passwordRulesDescriptor
    }
}

/// The `UITextInput` positions both text views compute alike, on UTF-16 offsets.
@MainActor
enum TextPositions {
    static func range(_ range: NSRange) -> UITextRange {
        UITextRange(from: UITextPosition(offset: range.location), to: UITextPosition(offset: range.location + range.length))
    }

    static func nsRange(_ range: UITextRange) -> NSRange {
        NSRange(location: range.start.offset, length: range.end.offset - range.start.offset)
    }

    /// `position` moved by `offset`, nil outside `0...length`, as UIKit answers.
    static func position(_ position: UITextPosition, offset: Int, length: Int) -> UITextPosition? {
        let moved = position.offset + offset
        return (0...length).contains(moved) ? UITextPosition(offset: moved) : nil
    }

    /// The text in `range` of `text`, nil when the range is outside it.
    static func text(_ text: String, in range: UITextRange) -> String? {
        let utf16 = text.utf16
        guard range.start.offset >= 0, range.end.offset <= utf16.count else { return nil }
        let from = utf16.index(utf16.startIndex, offsetBy: range.start.offset)
        let to = utf16.index(utf16.startIndex, offsetBy: range.end.offset)
        return String(utf16[from..<to])
    }
}

extension UITextView {
    /// The selection as a text range (`selectedRange`); setting it selects.
    public var selectedTextRange: UITextRange? {
        get { TextPositions.range(selectedRange) }
        set { if let newValue { selectedRange = TextPositions.nsRange(newValue) } }
    }
    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: text.utf16.count) }
    /// The range between two positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(from: fromPosition, to: toPosition)
    }
    /// A position `offset` units away, nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(position, offset: offset, length: text.utf16.count)
    }
    /// The units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// The text in a range, nil outside the text.
    public func text(in range: UITextRange) -> String? { TextPositions.text(text, in: range) }
}

extension UITextField {
    /// The selection: here a caret at the end of the text while the field
    /// is edited (typing appends), nil otherwise, as UIKit answers for a
    /// field not being edited. Setting it is kept out: typing still appends.
    public var selectedTextRange: UITextRange? {
        get {
            guard isEditing else { return nil }
            let end = endOfDocument
            return UITextRange(from: end, to: end)
        }
        set {}
    }
    /// The start of the text.
    public var beginningOfDocument: UITextPosition { UITextPosition(offset: 0) }
    /// The end of the text.
    public var endOfDocument: UITextPosition { UITextPosition(offset: (text ?? "").utf16.count) }
    /// The range between two positions.
    public func textRange(from fromPosition: UITextPosition, to toPosition: UITextPosition) -> UITextRange? {
        UITextRange(from: fromPosition, to: toPosition)
    }
    /// A position `offset` units away, nil outside the text.
    public func position(from position: UITextPosition, offset: Int) -> UITextPosition? {
        TextPositions.position(position, offset: offset, length: (text ?? "").utf16.count)
    }
    /// The units from one position to another.
    public func offset(from: UITextPosition, to toPosition: UITextPosition) -> Int { toPosition.offset - from.offset }
    /// The text in a range, nil outside the text.
    public func text(in range: UITextRange) -> String? { TextPositions.text(text ?? "", in: range) }
}
