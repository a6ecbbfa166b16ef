import Foundation

/// An image by name (UIKit's `UIImage`): nothing is drawn, so an image is
/// the name it was made from, with the rendering mode, tint and symbol
/// configuration set on it, for tests to read back.
public final class UIImage: Hashable, Sendable {
    /// The SF Symbol's name (`init(systemName:)`), or nil.
    public let systemName: String?
    /// The asset's name (`init(named:)`), or nil.
    public let name: String?
    /// How the image is drawn: as it is, or as a template tinted by its view.
    public let renderingMode: RenderingMode
    /// The colour of `withTintColor(_:)`, or nil.
    public let tintColor: UIColor?
    /// The symbol configuration the image was made or configured with, or nil.
    public let symbolConfiguration: SymbolConfiguration?
    /// The encoded image it was made from (`init(data:)`), or nil.
    private let encoded: Data?

    private init(systemName: String?, name: String?, renderingMode: RenderingMode = .automatic,
                 tintColor: UIColor? = nil, symbolConfiguration: SymbolConfiguration? = nil, encoded: Data? = nil) {
        self.systemName = systemName
        self.name = name
        self.renderingMode = renderingMode
        self.tintColor = tintColor
        self.symbolConfiguration = symbolConfiguration
        self.encoded = encoded
    }

    /// An empty image (`NSObject`'s `init()` in UIKit, which tests use as a
    /// placeholder): equal only to itself, as two such objects are distinct.
    public convenience init() {
        self.init(systemName: nil, name: nil)
    }

    /// An image decoded from PNG, JPEG, GIF or HEIC data, told by its first
    /// bytes (nothing is decoded: `pngData()` and `jpegData(compressionQuality:)`
    /// give the data back in its own format); nil for other data, as in UIKit.
    public convenience init?(data: Data) {
        guard Self.format(of: data) != nil else { return nil }
        self.init(systemName: nil, name: nil, encoded: data)
    }

    /// The PNG data of an image made from PNG data, else nil (nothing is encoded here).
    public func pngData() -> Data? {
        encoded.flatMap { Self.format(of: $0) == .png ? $0 : nil }
    }

    /// The JPEG data of an image made from JPEG data, else nil (nothing is encoded here).
    public func jpegData(compressionQuality: CGFloat) -> Data? {
        encoded.flatMap { Self.format(of: $0) == .jpeg ? $0 : nil }
    }

    private enum Format { case png, jpeg, gif, heic }

    private static func format(of data: Data) -> Format? {
        let head = Array(data.prefix(12))
        if head.starts(with: [0x89, 0x50, 0x4E, 0x47]) { return .png }
        if head.starts(with: [0xFF, 0xD8, 0xFF]) { return .jpeg }
        if head.starts(with: Array("GIF8".utf8)) { return .gif }
        if head.count == 12, Array(head[4..<8]) == Array("ftyp".utf8) { return .heic }
        return nil
    }

    /// A symbol image. Always made (there is no catalogue to look it up in).
    public convenience init?(systemName: String) {
        self.init(systemName: systemName, name: nil)
    }

    /// A symbol image with a configuration (point size, weight, scale, text style).
    public convenience init?(systemName: String, withConfiguration configuration: SymbolConfiguration?) {
        self.init(systemName: systemName, name: nil, symbolConfiguration: configuration)
    }

    /// An asset image. Always made (there is no bundle to look it up in).
    public convenience init?(named name: String) {
        self.init(systemName: nil, name: name)
    }

    /// The same image drawn in another mode.
    public func withRenderingMode(_ mode: RenderingMode) -> UIImage {
        UIImage(systemName: systemName, name: name, renderingMode: mode, tintColor: tintColor,
                symbolConfiguration: symbolConfiguration, encoded: encoded)
    }

    /// The same image tinted with a colour (drawn as it is, in that colour).
    public func withTintColor(_ color: UIColor) -> UIImage {
        UIImage(systemName: systemName, name: name, renderingMode: .alwaysOriginal, tintColor: color,
                symbolConfiguration: symbolConfiguration, encoded: encoded)
    }

    /// The same image with a symbol configuration.
    public func withConfiguration(_ configuration: SymbolConfiguration) -> UIImage {
        UIImage(systemName: systemName, name: name, renderingMode: renderingMode, tintColor: tintColor,
                symbolConfiguration: configuration, encoded: encoded)
    }

    public static func == (a: UIImage, b: UIImage) -> Bool {
        if a.isEmpty || b.isEmpty { return a === b }
        return a.systemName == b.systemName && a.name == b.name && a.renderingMode == b.renderingMode
            && a.tintColor == b.tintColor && a.symbolConfiguration == b.symbolConfiguration && a.encoded == b.encoded
    }

    /// Made with `init()`: no name, symbol or data.
    private var isEmpty: Bool { systemName == nil && name == nil && encoded == nil }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(systemName)
        hasher.combine(name)
    }

    /// How an image is drawn (UIKit's raw values).
    public enum RenderingMode: Int, Sendable {
        case automatic, alwaysOriginal, alwaysTemplate
    }

    /// A symbol's weight (UIKit's `UIImage.SymbolWeight`, with its raw values).
    public enum SymbolWeight: Int, Sendable {
        case unspecified, ultraLight, thin, light, regular, medium, semibold, bold, heavy, black
    }

    /// A symbol's scale relative to its point size (UIKit's raw values).
    public enum SymbolScale: Int, Sendable {
        case `default` = -1, unspecified = 0, small, medium, large
    }

    /// How a symbol image is sized (UIKit's `UIImage.SymbolConfiguration`), kept.
    public struct SymbolConfiguration: Hashable, Sendable {
        public var pointSize: CGFloat?
        public var weight: SymbolWeight?
        public var scale: SymbolScale?
        public var textStyle: UIFont.TextStyle?

        public init(pointSize: CGFloat) { self.pointSize = pointSize }
        public init(pointSize: CGFloat, weight: SymbolWeight) { (self.pointSize, self.weight) = (pointSize, weight) }
        public init(pointSize: CGFloat, weight: SymbolWeight, scale: SymbolScale) {
            (self.pointSize, self.weight, self.scale) = (pointSize, weight, scale)
        }
        public init(weight: SymbolWeight) { self.weight = weight }
        public init(scale: SymbolScale) { self.scale = scale }
        public init(textStyle: UIFont.TextStyle) { self.textStyle = textStyle }
        public init(textStyle: UIFont.TextStyle, scale: SymbolScale) { (self.textStyle, self.scale) = (textStyle, scale) }
        public init(font: UIFont) { (self.pointSize, self.textStyle) = (font.pointSize, font.textStyle) }
    }
}
