import Foundation

/// A colour (UIKit's `UIColor`): nothing is drawn, so a colour is what it
/// was made from, a name for UIKit's semantic colours (`.label`,
/// `.systemBackground`…) or its components, for tests to read back.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The semantic colour's name (`"systemBackground"`; `"asset:Name"` for
    /// `init?(named:)`), or nil for a colour made from components.
    public let name: String?
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat
    /// A dynamic colour's provider, asked by `resolvedColor(with:)`.
    private let provider: (@Sendable (UITraitCollection) -> UIColor)?

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = nil
        provider = nil
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    /// A colour from the app's asset catalogue: always made (there is no
    /// catalogue to look it up in), kept by its name.
    public convenience init?(named name: String) {
        self.init(semantic: "asset:" + name)
    }

    private init(semantic name: String, alpha: CGFloat = 1) {
        self.name = name
        provider = nil
        (red, green, blue, self.alpha) = (0, 0, 0, alpha)
    }

    private init(resolved: UIColor, provider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        name = resolved.name
        (red, green, blue, alpha) = (resolved.red, resolved.green, resolved.blue, resolved.alpha)
        self.provider = provider
    }

    /// A colour that depends on the traits (dark mode…): its components are
    /// the provider's answer for `UITraitCollection.current` (light);
    /// `resolvedColor(with:)` asks the provider for other traits.
    public convenience init(dynamicProvider: @escaping @Sendable (UITraitCollection) -> UIColor) {
        self.init(resolved: dynamicProvider(.current), provider: dynamicProvider)
    }

    /// The colour for some traits: a dynamic colour's provider's answer, else itself.
    public func resolvedColor(with traitCollection: UITraitCollection) -> UIColor {
        provider.map { $0(traitCollection).resolvedColor(with: traitCollection) } ?? self
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        name.map { UIColor(semantic: $0, alpha: alpha) } ?? UIColor(red: red, green: green, blue: blue, alpha: alpha)
    }

    public var description: String {
        let components = name ?? "\(red) \(green) \(blue)"
        return alpha == 1 ? components : "\(components) alpha \(alpha)"
    }

    public static func == (a: UIColor, b: UIColor) -> Bool {
        (a.name, a.red, a.green, a.blue, a.alpha) == (b.name, b.red, b.green, b.blue, b.alpha)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(name)
        for c in [red, green, blue, alpha] { hasher.combine(c) }
    }

    // Fixed colours.
    public static let clear = UIColor(white: 0, alpha: 0)
    public static let black = UIColor(white: 0, alpha: 1)
    public static let white = UIColor(white: 1, alpha: 1)
    public static let gray = UIColor(white: 0.5, alpha: 1)
    public static let lightGray = UIColor(white: 2.0 / 3.0, alpha: 1)
    public static let darkGray = UIColor(white: 1.0 / 3.0, alpha: 1)
    public static let red = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
    public static let green = UIColor(red: 0, green: 1, blue: 0, alpha: 1)
    public static let blue = UIColor(red: 0, green: 0, blue: 1, alpha: 1)
    public static let cyan = UIColor(red: 0, green: 1, blue: 1, alpha: 1)
    public static let yellow = UIColor(red: 1, green: 1, blue: 0, alpha: 1)
    public static let magenta = UIColor(red: 1, green: 0, blue: 1, alpha: 1)
    public static let orange = UIColor(red: 1, green: 0.5, blue: 0, alpha: 1)
    public static let purple = UIColor(red: 0.5, green: 0, blue: 0.5, alpha: 1)
    public static let brown = UIColor(red: 0.6, green: 0.4, blue: 0.2, alpha: 1)
    // Semantic colours (they follow light and dark mode on iOS: kept by name).
    public static let label = UIColor(semantic: "label")
    public static let secondaryLabel = UIColor(semantic: "secondaryLabel")
    public static let tertiaryLabel = UIColor(semantic: "tertiaryLabel")
    public static let placeholderText = UIColor(semantic: "placeholderText")
    public static let separator = UIColor(semantic: "separator")
    public static let opaqueSeparator = UIColor(semantic: "opaqueSeparator")
    public static let link = UIColor(semantic: "link")
    public static let tintColor = UIColor(semantic: "tintColor")
    public static let systemBackground = UIColor(semantic: "systemBackground")
    public static let secondarySystemBackground = UIColor(semantic: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(semantic: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(semantic: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(semantic: "secondarySystemGroupedBackground")
    public static let systemFill = UIColor(semantic: "systemFill")
    public static let systemGray = UIColor(semantic: "systemGray")
    public static let systemGray2 = UIColor(semantic: "systemGray2")
    public static let systemGray3 = UIColor(semantic: "systemGray3")
    public static let systemGray4 = UIColor(semantic: "systemGray4")
    public static let systemGray5 = UIColor(semantic: "systemGray5")
    public static let systemGray6 = UIColor(semantic: "systemGray6")
    public static let systemRed = UIColor(semantic: "systemRed")
    public static let systemOrange = UIColor(semantic: "systemOrange")
    public static let systemYellow = UIColor(semantic: "systemYellow")
    public static let systemGreen = UIColor(semantic: "systemGreen")
    public static let systemTeal = UIColor(semantic: "systemTeal")
    public static let systemBlue = UIColor(semantic: "systemBlue")
    public static let systemIndigo = UIColor(semantic: "systemIndigo")
    public static let systemPurple = UIColor(semantic: "systemPurple")
    public static let systemPink = UIColor(semantic: "systemPink")
    public static let systemMint = UIColor(semantic: "systemMint")
    public static let systemCyan = UIColor(semantic: "systemCyan")
    public static let systemBrown = UIColor(semantic: "systemBrown")
    public static let quaternaryLabel = UIColor(semantic: "quaternaryLabel")
    public static let secondarySystemFill = UIColor(semantic: "secondarySystemFill")
    public static let tertiarySystemFill = UIColor(semantic: "tertiarySystemFill")
    public static let quaternarySystemFill = UIColor(semantic: "quaternarySystemFill")
    public static let tertiarySystemGroupedBackground = UIColor(semantic: "tertiarySystemGroupedBackground")
}
