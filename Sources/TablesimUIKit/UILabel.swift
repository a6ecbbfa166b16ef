import Foundation

/// A label: the text it shows.
@preconcurrency @MainActor
open class UILabel: UIView {
    override var standardAccessibilityTraits: UIAccessibilityTraits { .staticText }
    override var isStandardAccessibilityElement: Bool { true }
    override var standardAccessibilityLabel: String? { text }
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
    /// The font (kept, not measured): the system font of 17 points unless set, as in UIKit.
    open var font: UIFont! {
        get { ownFont ?? .systemFont(ofSize: 17) }
        set { ownFont = newValue }
    }
    private var ownFont: UIFont?
    /// Whether the text shrinks to fit (kept, not measured).
    open var adjustsFontSizeToFitWidth = false
    /// The smallest scale the text may shrink to (kept).
    open var minimumScaleFactor: CGFloat = 0
    /// Whether the font follows the user's text size (kept: the text size is the default).
    open var adjustsFontForContentSizeCategory = false
    /// The text's colour when highlighted (kept, not drawn).
    open var highlightedTextColor: UIColor?
    /// Whether the label shows its highlighted look (kept, not drawn).
    open var isHighlighted = false
    /// Whether the label shows its enabled look (kept, not drawn).
    open var isEnabled = true
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
