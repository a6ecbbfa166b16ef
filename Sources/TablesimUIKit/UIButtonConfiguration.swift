import Foundation

/// UIKit's `NSDirectionalRectEdge`, with its raw values.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

extension UIButton {
    /// UIKit's `UIButton.Configuration` (iOS 15): how a button looks, kept
    /// for a test to read back (nothing is drawn). The styles' own colours
    /// and insets are not modelled: a value is what the app set.
    public struct Configuration: Hashable, Sendable {
        /// UIKit's `UIButton.Configuration.CornerStyle`.
        public enum CornerStyle: Int, Hashable, Sendable { case dynamic = -1, fixed, small, medium, large, capsule }
        /// UIKit's `UIButton.Configuration.Size`.
        public enum Size: Int, Hashable, Sendable { case mini, small, medium, large }
        /// UIKit's `UIButton.Configuration.TitleAlignment`.
        public enum TitleAlignment: Int, Hashable, Sendable { case automatic, leading, center, trailing }
        /// Which of UIKit's styles the configuration was made as.
        public enum Style: String, Hashable, Sendable {
            case plain, tinted, gray, filled, borderless, bordered, borderedTinted, borderedProminent
        }

        /// The style it was made as.
        public let style: Style
        public var title: String?
        public var subtitle: String?
        public var attributedTitle: AttributedString?
        public var image: UIImage?
        public var imagePlacement = NSDirectionalRectEdge.leading
        public var imagePadding: CGFloat = 0
        public var titlePadding: CGFloat = 0
        public var titleAlignment = TitleAlignment.automatic
        public var contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 0, bottom: 0, trailing: 0)
        public var baseForegroundColor: UIColor?
        public var baseBackgroundColor: UIColor?
        public var cornerStyle = CornerStyle.dynamic
        public var buttonSize = Size.medium
        public var preferredSymbolConfigurationForImage: UIImage.SymbolConfiguration?
        /// Whether a spinner shows in place of the image.
        public var showsActivityIndicator = false

        private init(_ style: Style) {
            self.style = style
        }

        public static func plain() -> Configuration { Configuration(.plain) }
        public static func tinted() -> Configuration { Configuration(.tinted) }
        public static func gray() -> Configuration { Configuration(.gray) }
        public static func filled() -> Configuration { Configuration(.filled) }
        public static func borderless() -> Configuration { Configuration(.borderless) }
        public static func bordered() -> Configuration { Configuration(.bordered) }
        public static func borderedTinted() -> Configuration { Configuration(.borderedTinted) }
        public static func borderedProminent() -> Configuration { Configuration(.borderedProminent) }
    }
}
