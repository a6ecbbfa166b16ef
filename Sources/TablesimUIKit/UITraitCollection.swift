import Foundation

/// The environment views are shown in (UIKit's `UITraitCollection`): here
/// always an iPhone in portrait, light mode, the default text size.
public final class UITraitCollection: Hashable, Sendable {
    public let userInterfaceStyle: UIUserInterfaceStyle
    public let horizontalSizeClass: UIUserInterfaceSizeClass
    public let verticalSizeClass: UIUserInterfaceSizeClass
    public let preferredContentSizeCategory: UIContentSizeCategory
    public let userInterfaceIdiom: UIUserInterfaceIdiom

    init(style: UIUserInterfaceStyle = .light, horizontal: UIUserInterfaceSizeClass = .compact,
         vertical: UIUserInterfaceSizeClass = .regular, contentSize: UIContentSizeCategory = .large,
         idiom: UIUserInterfaceIdiom = .phone) {
        (userInterfaceStyle, horizontalSizeClass, verticalSizeClass) = (style, horizontal, vertical)
        (preferredContentSizeCategory, userInterfaceIdiom) = (contentSize, idiom)
    }

    /// Traits with only the interface style set (the rest as `current`).
    public convenience init(userInterfaceStyle: UIUserInterfaceStyle) { self.init(style: userInterfaceStyle) }

    /// The traits every view has here.
    public static let current = UITraitCollection()
    private static let dark = UITraitCollection(style: .dark)

    /// The traits of a view or controller: `current`, in the style of the
    /// nearest override, as UIKit passes an override to subviews and child
    /// controllers (a view, its superviews and their controllers; a
    /// controller, then its navigation controller and the view holding its view).
    @MainActor
    static func inherited(by start: UIResponder) -> UITraitCollection {
        var responder: UIResponder? = start
        while let current = responder {
            if let view = current as? UIView {
                if view.overrideUserInterfaceStyle != .unspecified { return traits(view.overrideUserInterfaceStyle) }
                responder = view.owningController ?? view.superview
            } else if let controller = current as? UIViewController {
                if controller.overrideUserInterfaceStyle != .unspecified { return traits(controller.overrideUserInterfaceStyle) }
                responder = controller.navigationController ?? controller.viewIfLoaded?.superview
            } else {
                responder = nil
            }
        }
        return current
    }

    private static func traits(_ style: UIUserInterfaceStyle) -> UITraitCollection {
        style == .dark ? dark : current
    }

    /// Whether a change from `other` could change colours (the interface style differs).
    public func hasDifferentColorAppearance(comparedTo other: UITraitCollection?) -> Bool {
        other?.userInterfaceStyle != userInterfaceStyle
    }

    public static func == (a: UITraitCollection, b: UITraitCollection) -> Bool {
        (a.userInterfaceStyle, a.horizontalSizeClass, a.verticalSizeClass, a.preferredContentSizeCategory, a.userInterfaceIdiom)
            == (b.userInterfaceStyle, b.horizontalSizeClass, b.verticalSizeClass, b.preferredContentSizeCategory, b.userInterfaceIdiom)
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(userInterfaceStyle)
        hasher.combine(preferredContentSizeCategory)
    }
}

/// Light or dark mode (UIKit's raw values).
public enum UIUserInterfaceStyle: Int, Sendable {
    case unspecified, light, dark
}

/// A size class (UIKit's raw values).
public enum UIUserInterfaceSizeClass: Int, Sendable {
    case unspecified, compact, regular
}

/// The kind of device (UIKit's raw values).
public enum UIUserInterfaceIdiom: Int, Sendable {
    case unspecified = -1, phone, pad, tv, carPlay, mac = 5, vision = 6
}

/// The user's text size (UIKit's `UIContentSizeCategory`, with its raw values).
public struct UIContentSizeCategory: RawRepresentable, Hashable, Comparable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }

    public static let unspecified = UIContentSizeCategory(rawValue: "_UICTContentSizeCategoryUnspecified")
    public static let extraSmall = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXS")
    public static let small = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryS")
    public static let medium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryM")
    public static let large = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryL")
    public static let extraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXL")
    public static let extraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXL")
    public static let extraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryXXXL")
    public static let accessibilityMedium = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityM")
    public static let accessibilityLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityL")
    public static let accessibilityExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXL")
    public static let accessibilityExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXL")
    public static let accessibilityExtraExtraExtraLarge = UIContentSizeCategory(rawValue: "UICTContentSizeCategoryAccessibilityXXXL")

    private static let order: [UIContentSizeCategory] = [
        .extraSmall, .small, .medium, .large, .extraLarge, .extraExtraLarge, .extraExtraExtraLarge,
        .accessibilityMedium, .accessibilityLarge, .accessibilityExtraLarge, .accessibilityExtraExtraLarge,
        .accessibilityExtraExtraExtraLarge,
    ]

    /// Whether the size is one of the accessibility sizes.
    public var isAccessibilityCategory: Bool { rawValue.contains("Accessibility") }

    public static func < (a: UIContentSizeCategory, b: UIContentSizeCategory) -> Bool {
        (order.firstIndex(of: a) ?? -1) < (order.firstIndex(of: b) ?? -1)
    }
}
