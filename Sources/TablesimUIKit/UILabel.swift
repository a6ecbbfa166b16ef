import Foundation

/// A label: the text it shows.
@MainActor
open class UILabel: UIView {
    /// The text shown.
    open var text: String?
    /// The number of lines (0: as many as needed).
    open var numberOfLines = 1
    /// The styled text (kept, not drawn; setting it sets `text` to its string).
    open var attributedText: NSAttributedString? {
        didSet { text = attributedText?.string }
    }
    /// How the text is aligned (kept, not drawn).
    open var textAlignment: NSTextAlignment = .natural
    /// How a line too long is cut (kept, not drawn).
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the text shrinks to fit (kept: there are no fonts).
    open var adjustsFontSizeToFitWidth = false
    /// The text's colour (kept, not drawn): `.label` unless set, as in UIKit.
    open var textColor: UIColor! {
        get { ownTextColor ?? .label }
        set { ownTextColor = newValue }
    }
    private var ownTextColor: UIColor?

    /// A label: touches pass through it (`isUserInteractionEnabled` false), as in UIKit.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isUserInteractionEnabled = false
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// UIKit's `NSTextAlignment`.
public enum NSTextAlignment: Int, Sendable {
    case left, center, right, justified, natural
}

/// UIKit's `NSLineBreakMode`.
public enum NSLineBreakMode: Int, Sendable {
    case byWordWrapping, byCharWrapping, byClipping, byTruncatingHead, byTruncatingTail, byTruncatingMiddle
}
