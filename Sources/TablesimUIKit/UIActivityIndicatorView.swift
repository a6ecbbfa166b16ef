import Foundation

/// UIKit's `UIActivityIndicatorView`: the spinner shown while something
/// loads. Nothing spins; `isAnimating` is kept, and the view hides itself
/// when stopped if `hidesWhenStopped` (the default), as in UIKit: a new
/// indicator is hidden until `startAnimating()`.
@preconcurrency @MainActor
open class UIActivityIndicatorView: UIView {
    /// UIKit's `UIActivityIndicatorView.Style`, with its raw values.
    public enum Style: Int, Sendable {
        /// Deprecated (iOS 13): a large white spinner.
        case whiteLarge = 0
        /// Deprecated (iOS 13): a white spinner.
        case white = 1
        /// Deprecated (iOS 13): a grey spinner.
        case gray = 2
        /// The standard spinner (iOS 13).
        case medium = 100
        /// The large spinner (iOS 13).
        case large = 101

        /// The size UIKit gives the style: 37 points square for the large ones, else 20.
        var size: CGSize {
            switch self {
            case .whiteLarge, .large: CGSize(width: 37, height: 37)
            case .white, .gray, .medium: CGSize(width: 20, height: 20)
            }
        }
    }

    /// The spinner's look (kept, not drawn); its size is the style's.
    open var style: Style
    /// Whether the indicator hides when stopped (default true). Setting it
    /// true hides a stopped indicator; false shows it.
    open var hidesWhenStopped = true {
        didSet { isHidden = hidesWhenStopped && !animating }
    }
    private var animating = false
    private var ownColor: UIColor?

    /// The spinner's colour (kept, not drawn): the one set, else the style's:
    /// white for `.white` and `.whiteLarge`, grey otherwise (iOS draws the
    /// `.medium` and `.large` ones in a grey that follows dark mode).
    open var color: UIColor! {
        get { ownColor ?? (style == .white || style == .whiteLarge ? .white : .gray) }
        set { ownColor = newValue }
    }

    /// An indicator of a style, sized to it and hidden until it starts animating.
    public init(style: Style) {
        self.style = style
        super.init(frame: CGRect(origin: .zero, size: style.size))
        isHidden = true
    }

    /// A `.medium` indicator (iOS 13's default style) with a frame, hidden until it starts animating.
    public override init(frame: CGRect) {
        self.style = .medium
        super.init(frame: frame)
        isHidden = true
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Whether the indicator is animating.
    open var isAnimating: Bool { animating }

    /// Starts animating and shows the indicator.
    open func startAnimating() {
        animating = true
        isHidden = false
    }

    /// Stops animating; the indicator hides if `hidesWhenStopped`.
    open func stopAnimating() {
        animating = false
        if hidesWhenStopped { isHidden = true }
    }

    /// The style's size.
    open override var intrinsicContentSize: CGSize { style.size }

    /// The style's size, whatever the size offered.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { style.size }
}
