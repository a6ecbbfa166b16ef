import Foundation

/// A colour (UIKit's `UIColor`): nothing is drawn, so a colour is what it
/// was made from, a name for UIKit's semantic colours (`.label`,
/// `.systemBackground`…) or its components, for tests to read back.
public final class UIColor: Hashable, Sendable, CustomStringConvertible {
    /// The semantic colour's name (`"systemBackground"`), or nil for a colour made from components.
    public let name: String?
    public let red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        name = nil
        (self.red, self.green, self.blue, self.alpha) = (red, green, blue, alpha)
    }

    public convenience init(white: CGFloat, alpha: CGFloat) {
        self.init(red: white, green: white, blue: white, alpha: alpha)
    }

    private init(named name: String, alpha: CGFloat = 1) {
        self.name = name
        (red, green, blue, self.alpha) = (0, 0, 0, alpha)
    }

    /// The same colour with another opacity.
    public func withAlphaComponent(_ alpha: CGFloat) -> UIColor {
        name.map { UIColor(named: $0, alpha: alpha) } ?? UIColor(red: red, green: green, blue: blue, alpha: alpha)
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
    // Semantic colours (they follow light and dark mode on iOS: kept by name).
    public static let label = UIColor(named: "label")
    public static let secondaryLabel = UIColor(named: "secondaryLabel")
    public static let tertiaryLabel = UIColor(named: "tertiaryLabel")
    public static let placeholderText = UIColor(named: "placeholderText")
    public static let separator = UIColor(named: "separator")
    public static let opaqueSeparator = UIColor(named: "opaqueSeparator")
    public static let link = UIColor(named: "link")
    public static let tintColor = UIColor(named: "tintColor")
    public static let systemBackground = UIColor(named: "systemBackground")
    public static let secondarySystemBackground = UIColor(named: "secondarySystemBackground")
    public static let tertiarySystemBackground = UIColor(named: "tertiarySystemBackground")
    public static let systemGroupedBackground = UIColor(named: "systemGroupedBackground")
    public static let secondarySystemGroupedBackground = UIColor(named: "secondarySystemGroupedBackground")
    public static let systemFill = UIColor(named: "systemFill")
    public static let systemGray = UIColor(named: "systemGray")
    public static let systemGray2 = UIColor(named: "systemGray2")
    public static let systemGray3 = UIColor(named: "systemGray3")
    public static let systemGray4 = UIColor(named: "systemGray4")
    public static let systemGray5 = UIColor(named: "systemGray5")
    public static let systemGray6 = UIColor(named: "systemGray6")
    public static let systemRed = UIColor(named: "systemRed")
    public static let systemOrange = UIColor(named: "systemOrange")
    public static let systemYellow = UIColor(named: "systemYellow")
    public static let systemGreen = UIColor(named: "systemGreen")
    public static let systemTeal = UIColor(named: "systemTeal")
    public static let systemBlue = UIColor(named: "systemBlue")
    public static let systemIndigo = UIColor(named: "systemIndigo")
    public static let systemPurple = UIColor(named: "systemPurple")
    public static let systemPink = UIColor(named: "systemPink")
}
