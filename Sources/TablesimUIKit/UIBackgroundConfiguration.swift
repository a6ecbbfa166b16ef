import Foundation

/// A cell's or header's background, as a value (UIKit's
/// `UIBackgroundConfiguration`, iOS 14). Kept for tests to read back;
/// nothing is drawn. The list styles' colours and corner radii that UIKit
/// fills in are not documented, so a style made here carries none: set what
/// a test checks.
public struct UIBackgroundConfiguration: Hashable, Sendable {
    /// The fill colour; nil stands for the view's tint colour, as Apple's
    /// example says (`resolvedBackgroundColor(for:)`).
    public var backgroundColor: UIColor?
    /// A transform of the fill colour, applied by `resolvedBackgroundColor(for:)`.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// A view shown as the background (kept).
    public var customView: UIView?
    public var cornerRadius: CGFloat = 0
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// Which edges add the layout margins to `backgroundInsets` (kept).
    public var edgesAddingLayoutMarginsToBackgroundInsets = NSDirectionalRectEdge()
    /// The stroke's colour; nil is the view's tint colour (`resolvedStrokeColor(for:)`).
    public var strokeColor: UIColor?
    /// A transform of the stroke colour, applied by `resolvedStrokeColor(for:)`.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    public var strokeWidth: CGFloat = 0
    public var strokeOutset: CGFloat = 0
    /// The image drawn in the background (kept, iOS 15).
    public var image: UIImage?
    /// How the image fills the background (kept; `.scaleToFill` by default, as in UIKit).
    public var imageContentMode = UIView.ContentMode.scaleToFill

    /// The style the configuration was made with (`listPlainCell()`…).
    let style: String

    private init(style: String) { self.style = style }

    public static func listPlainCell() -> Self { Self(style: "listPlainCell") }
    public static func listGroupedCell() -> Self { Self(style: "listGroupedCell") }
    public static func listSidebarCell() -> Self { Self(style: "listSidebarCell") }
    public static func listAccompaniedSidebarCell() -> Self { Self(style: "listAccompaniedSidebarCell") }
    public static func listPlainHeaderFooter() -> Self { Self(style: "listPlainHeaderFooter") }
    public static func listGroupedHeaderFooter() -> Self { Self(style: "listGroupedHeaderFooter") }
    public static func listSidebarHeader() -> Self { Self(style: "listSidebarHeader") }
    /// A clear background.
    public static func clear() -> Self {
        var configuration = Self(style: "clear")
        configuration.backgroundColor = .clear
        return configuration
    }

    /// This configuration for a state. UIKit resolves the style's colours
    /// for the state (a selected list cell's fill); those are not
    /// documented, so here the configuration comes back as it was.
    public func updated(for state: UIConfigurationState) -> Self { self }

    /// The fill colour for a tint colour: `backgroundColor` (the tint colour
    /// when nil) through `backgroundColorTransformer`, if any.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer?(color) ?? color
    }

    /// The stroke colour for a tint colour: `strokeColor` (the tint colour
    /// when nil) through `strokeColorTransformer`, if any.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer?(color) ?? color
    }

    /// Equal when every kept value is; the colour transformers (functions) are not compared.
    public static func == (a: Self, b: Self) -> Bool {
        a.style == b.style && a.backgroundColor == b.backgroundColor && a.customView === b.customView
            && a.cornerRadius == b.cornerRadius && a.backgroundInsets == b.backgroundInsets
            && a.edgesAddingLayoutMarginsToBackgroundInsets == b.edgesAddingLayoutMarginsToBackgroundInsets
            && a.strokeColor == b.strokeColor && a.strokeWidth == b.strokeWidth && a.strokeOutset == b.strokeOutset
            && a.image == b.image && a.imageContentMode == b.imageContentMode
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(style)
        hasher.combine(cornerRadius)
    }
}

/// A function from a colour to a colour (UIKit's `UIConfigurationColorTransformer`).
public struct UIConfigurationColorTransformer: Sendable {
    public let transform: @Sendable (UIColor) -> UIColor
    public init(_ transform: @escaping @Sendable (UIColor) -> UIColor) { self.transform = transform }
    public func callAsFunction(_ color: UIColor) -> UIColor { transform(color) }
}
