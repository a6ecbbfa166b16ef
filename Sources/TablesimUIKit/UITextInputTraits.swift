import Foundation

/// UIKit's `UITextInputTraits`: the keyboard settings of a text-entry
/// responder. Text fields, text views and search bars keep theirs; a view
/// of the app's that adopts `UIKeyInput` (which inherits this protocol, as
/// in UIKit) may declare the ones it wants (`var keyboardType = UIKeyboardType.numberPad`)
/// and leave the others to these defaults, as UIKit's optional requirements
/// allow. The simulated keyboard has one layout, so the settings are kept.
@preconcurrency @MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get set }
    var autocorrectionType: UITextAutocorrectionType { get set }
    var spellCheckingType: UITextSpellCheckingType { get set }
    var smartQuotesType: UITextSmartQuotesType { get set }
    var smartDashesType: UITextSmartDashesType { get set }
    var smartInsertDeleteType: UITextSmartInsertDeleteType { get set }
    var keyboardType: UIKeyboardType { get set }
    var keyboardAppearance: UIKeyboardAppearance { get set }
    var returnKeyType: UIReturnKeyType { get set }
    var enablesReturnKeyAutomatically: Bool { get set }
    var isSecureTextEntry: Bool { get set }
    var textContentType: UITextContentType! { get set }
    var passwordRules: UITextInputPasswordRules? { get set }
}

/// UIKit's defaults, for the settings an adopting type does not declare (setting one keeps nothing).
extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { get { .sentences } set {} }
    public var autocorrectionType: UITextAutocorrectionType { get { .default } set {} }
    public var spellCheckingType: UITextSpellCheckingType { get { .default } set {} }
    public var smartQuotesType: UITextSmartQuotesType { get { .default } set {} }
    public var smartDashesType: UITextSmartDashesType { get { .default } set {} }
    public var smartInsertDeleteType: UITextSmartInsertDeleteType { get { .default } set {} }
    public var keyboardType: UIKeyboardType { get { .default } set {} }
    public var keyboardAppearance: UIKeyboardAppearance { get { .default } set {} }
    public var returnKeyType: UIReturnKeyType { get { .default } set {} }
    public var enablesReturnKeyAutomatically: Bool { get { false } set {} }
    public var isSecureTextEntry: Bool { get { false } set {} }
    public var textContentType: UITextContentType! { get { nil } set {} }
    public var passwordRules: UITextInputPasswordRules? { get { nil } set {} }
}

extension UITextField: UITextInputTraits {}
extension UITextView: UITextInputTraits {}
extension UISearchBar: UITextInputTraits {}

/// UIKit's `UIInputView`: a view to use as an `inputView` or
/// `inputAccessoryView`, with the keyboard's look (kept, not drawn).
@preconcurrency @MainActor
open class UIInputView: UIView {
    /// UIKit's `UIInputView.Style`.
    public enum Style: Int, Sendable { case `default`, keyboard }

    /// The look the view was made with.
    public let inputViewStyle: Style
    /// Whether the view sizes itself from its constraints (kept; its frame's height is the keyboard's here).
    open var allowsSelfSizing = false

    /// An input view with a frame and a look.
    public init(frame: CGRect, inputViewStyle: Style) {
        self.inputViewStyle = inputViewStyle
        super.init(frame: frame)
    }

    /// An input view of the default look.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, inputViewStyle: .default)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// UIKit's `UITextInputAssistantItem`: the shortcuts a responder shows in
/// the bar above an iPad's keyboard (kept; the modelled iPhone has no such bar).
@preconcurrency @MainActor
open class UITextInputAssistantItem {
    /// Whether the shortcuts may hide to make room (kept; true by default).
    open var allowsHidingShortcuts = true
    /// The groups of items at the bar's leading and trailing ends (kept).
    open var leadingBarButtonGroups: [UIBarButtonItemGroup] = []
    open var trailingBarButtonGroups: [UIBarButtonItemGroup] = []

    /// An empty assistant item.
    public init() {}
}

/// UIKit's `UIBarButtonItemGroup`: bar button items shown together (kept).
@preconcurrency @MainActor
open class UIBarButtonItemGroup {
    /// The items, leading first.
    open var barButtonItems: [UIBarButtonItem]
    /// The item shown in their place when there is no room (kept).
    open var representativeItem: UIBarButtonItem?

    /// A group of items, with the one to show when there is no room.
    public init(barButtonItems: [UIBarButtonItem], representativeItem: UIBarButtonItem?) {
        self.barButtonItems = barButtonItems
        self.representativeItem = representativeItem
    }
}
