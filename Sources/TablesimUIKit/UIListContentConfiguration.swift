import Foundation

/// A view that shows a content configuration (UIKit's `UIContentView`).
@preconcurrency @MainActor
public protocol UIContentView: AnyObject {
    var configuration: UIContentConfiguration { get set }
}

/// What a cell or header shows, as a value (UIKit's `UIContentConfiguration`):
/// set it as a cell's `contentConfiguration`.
public protocol UIContentConfiguration {
    /// A view showing this configuration.
    @MainActor func makeContentView() -> UIView & UIContentView
    /// This configuration for a state (the list configuration is the same in every state).
    func updated(for state: UIConfigurationState) -> Self
}

/// The standard content of a list cell or header (UIKit's
/// `UIListContentConfiguration`, iOS 14): text, secondary text, an image.
/// Nothing is drawn; the values are kept for tests to read back, and
/// `defaultContentConfiguration()` picks the variant for the cell's style.
public struct UIListContentConfiguration: UIContentConfiguration, Hashable, Sendable {
    /// Which of UIKit's standard variants this is.
    public enum Variant: String, Hashable, Sendable {
        case cell, subtitleCell, valueCell, plainHeader, plainFooter, groupedHeader, groupedFooter, sidebarCell, sidebarHeader
        case sidebarSubtitleCell, accompaniedSidebarCell, accompaniedSidebarSubtitleCell, prominentInsetGroupedHeader, extraProminentInsetGroupedHeader
    }

    /// How a text is laid out (the part of `UIListContentConfiguration.TextProperties` modelled).
    public struct TextProperties: Hashable, Sendable {
        /// UIKit's `TextProperties.TextAlignment`.
        public enum TextAlignment: Int, Hashable, Sendable { case natural, center, justified }
        /// The number of lines (0: as many as needed).
        public var numberOfLines = 0
        /// The text's colour (kept, not drawn).
        public var color: UIColor = .label
        /// The alignment, font and Dynamic Type setting (kept, not drawn).
        public var alignment = TextAlignment.natural
        public var font: UIFont = .preferredFont(forTextStyle: .body)
        public var adjustsFontForContentSizeCategory = true
        public var lineBreakMode = NSLineBreakMode.byTruncatingTail
    }

    /// How the image looks (the part of `UIListContentConfiguration.ImageProperties` modelled).
    public struct ImageProperties: Hashable, Sendable {
        /// The image's tint (nil: the view's tint colour).
        public var tintColor: UIColor?
        /// The largest size the image is shown at (zero: no limit), its corner radius and the room kept for it (kept).
        public var maximumSize = CGSize.zero
        public var cornerRadius: CGFloat = 0
        public var reservedLayoutSize = CGSize.zero
        /// The symbol configuration a symbol image is shown with (kept).
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
    }

    /// The variant this configuration was made as.
    public private(set) var variant: Variant
    public var text: String?
    public var secondaryText: String?
    public var image: UIImage?
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties(color: .secondaryLabel)
    public var imageProperties = ImageProperties()
    /// Whether the two texts sit side by side (the value cell's layout).
    public var prefersSideBySideTextAndSecondaryText: Bool
    /// The styled texts (kept, not drawn; they stand in for `text` and
    /// `secondaryText`). Kept as immutable copies.
    public var attributedText: NSAttributedString? {
        get { styled.text }
        set { styled.text = newValue.map(StyledTexts.frozen) }
    }
    public var secondaryAttributedText: NSAttributedString? {
        get { styled.secondaryText }
        set { styled.secondaryText = newValue.map(StyledTexts.frozen) }
    }
    private var styled = StyledTexts()
    /// The margins and spacings of the content (kept, not drawn).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets(top: 11, leading: 20, bottom: 11, trailing: 20)
    public var imageToTextPadding: CGFloat = 16
    public var textToSecondaryTextVerticalPadding: CGFloat = 0
    public var textToSecondaryTextHorizontalPadding: CGFloat = 0

    init(_ variant: Variant) {
        self.variant = variant
        prefersSideBySideTextAndSecondaryText = variant == .valueCell
    }

    public static func cell() -> Self { Self(.cell) }
    public static func subtitleCell() -> Self { Self(.subtitleCell) }
    public static func valueCell() -> Self { Self(.valueCell) }
    public static func plainHeader() -> Self { Self(.plainHeader) }
    public static func plainFooter() -> Self { Self(.plainFooter) }
    public static func groupedHeader() -> Self { Self(.groupedHeader) }
    public static func groupedFooter() -> Self { Self(.groupedFooter) }
    public static func sidebarCell() -> Self { Self(.sidebarCell) }
    public static func sidebarHeader() -> Self { Self(.sidebarHeader) }
    public static func sidebarSubtitleCell() -> Self { Self(.sidebarSubtitleCell) }
    public static func accompaniedSidebarCell() -> Self { Self(.accompaniedSidebarCell) }
    public static func accompaniedSidebarSubtitleCell() -> Self { Self(.accompaniedSidebarSubtitleCell) }
    /// iOS 15's prominent headers of inset grouped lists.
    public static func prominentInsetGroupedHeader() -> Self { Self(.prominentInsetGroupedHeader) }
    public static func extraProminentInsetGroupedHeader() -> Self { Self(.extraProminentInsetGroupedHeader) }

    @MainActor public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// A configuration's styled texts: immutable copies, so the configuration
/// stays a value that can cross actors (hence the unchecked `Sendable`).
private struct StyledTexts: Hashable, @unchecked Sendable {
    var text: NSAttributedString?
    var secondaryText: NSAttributedString?

    static func frozen(_ text: NSAttributedString) -> NSAttributedString {
        NSAttributedString(attributedString: text)
    }
}

/// The view that shows a list content configuration (UIKit's `UIListContentView`).
@preconcurrency @MainActor
open class UIListContentView: UIView, UIContentView {
    /// The configuration shown.
    public var listConfiguration: UIListContentConfiguration
    public var configuration: UIContentConfiguration {
        get { listConfiguration }
        set { if let list = newValue as? UIListContentConfiguration { listConfiguration = list } }
    }

    public init(configuration: UIListContentConfiguration) {
        listConfiguration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        return nil
    }
}
