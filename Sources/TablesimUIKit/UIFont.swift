import Foundation

/// A font (UIKit's `UIFont`): nothing is drawn or measured, so a font is its
/// name, size, weight and text style, for tests to read back. Text-style
/// fonts have the sizes of the default text size (Large), as in Apple's
/// Dynamic Type table: body 17, headline 17 semibold, large title 34.
public final class UIFont: Hashable, Sendable, CustomStringConvertible {
    /// The name the font was made with (`.AppleSystemUIFont` for the system font).
    public let fontName: String
    public let pointSize: CGFloat
    /// The weight (`.regular` unless made with another).
    public let weight: Weight
    /// The text style of a `preferredFont(forTextStyle:)` font.
    public let textStyle: TextStyle?

    init(name: String, size: CGFloat, weight: Weight = .regular, textStyle: TextStyle? = nil) {
        (fontName, pointSize, self.weight, self.textStyle) = (name, size, weight, textStyle)
    }

    /// A font by name: always made (there are no font files to look it up in).
    public convenience init?(name: String, size: CGFloat) {
        self.init(name: name, size: size, weight: .regular)
    }

    static let systemName = ".AppleSystemUIFont"

    /// The family name (the font's name here).
    public var familyName: String { fontName }

    public static func systemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: systemName, size: size) }

    public static func systemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: systemName, size: size, weight: weight)
    }

    public static func boldSystemFont(ofSize size: CGFloat) -> UIFont { systemFont(ofSize: size, weight: .bold) }

    public static func italicSystemFont(ofSize size: CGFloat) -> UIFont { UIFont(name: systemName + "-Italic", size: size) }

    public static func monospacedDigitSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        systemFont(ofSize: size, weight: weight)
    }

    public static func monospacedSystemFont(ofSize size: CGFloat, weight: Weight) -> UIFont {
        UIFont(name: systemName + "-Monospaced", size: size, weight: weight)
    }

    /// The font of a text style at the default text size.
    public static func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.defaultSizeAndWeight
        return UIFont(name: systemName, size: size, weight: weight, textStyle: style)
    }

    /// The system font size labels use (17).
    public static var labelFontSize: CGFloat { 17 }
    /// The system font size (14).
    public static var systemFontSize: CGFloat { 14 }

    /// The same font at another size.
    public func withSize(_ size: CGFloat) -> UIFont {
        UIFont(name: fontName, size: size, weight: weight, textStyle: textStyle)
    }

    public var description: String { "\(fontName) \(pointSize)" }

    public static func == (lhs: UIFont, rhs: UIFont) -> Bool {
        lhs.fontName == rhs.fontName && lhs.pointSize == rhs.pointSize && lhs.weight == rhs.weight && lhs.textStyle == rhs.textStyle
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(fontName)
        hasher.combine(pointSize)
    }

    /// A font weight, with UIKit's values.
    public struct Weight: RawRepresentable, Hashable, Sendable {
        public let rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// A Dynamic Type text style, with UIKit's raw values.
    public struct TextStyle: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle(rawValue: "UICTFontTextStyleTitle0")
        public static let title1 = TextStyle(rawValue: "UICTFontTextStyleTitle1")
        public static let title2 = TextStyle(rawValue: "UICTFontTextStyleTitle2")
        public static let title3 = TextStyle(rawValue: "UICTFontTextStyleTitle3")
        public static let headline = TextStyle(rawValue: "UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle(rawValue: "UICTFontTextStyleSubhead")
        public static let body = TextStyle(rawValue: "UICTFontTextStyleBody")
        public static let callout = TextStyle(rawValue: "UICTFontTextStyleCallout")
        public static let footnote = TextStyle(rawValue: "UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle(rawValue: "UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle(rawValue: "UICTFontTextStyleCaption2")

        /// The size and weight at the default text size (Large).
        var defaultSizeAndWeight: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }
}

/// Scales fonts and values for the user's text size (UIKit's
/// `UIFontMetrics`): the text size is the default here, so nothing changes.
public struct UIFontMetrics: Sendable {
    public let textStyle: UIFont.TextStyle

    public init(forTextStyle textStyle: UIFont.TextStyle) { self.textStyle = textStyle }

    /// The metrics of the body style.
    public static let `default` = UIFontMetrics(forTextStyle: .body)

    public func scaledFont(for font: UIFont) -> UIFont { font }

    public func scaledFont(for font: UIFont, maximumPointSize: CGFloat) -> UIFont {
        font.pointSize > maximumPointSize ? font.withSize(maximumPointSize) : font
    }

    public func scaledValue(for value: CGFloat) -> CGFloat { value }
}
