import Foundation

extension UIView {
    /// How a view's content fills its bounds (UIKit's `UIView.ContentMode`, with its raw values).
    public enum ContentMode: Int, Sendable {
        case scaleToFill, scaleAspectFit, scaleAspectFill, redraw, center, top, bottom, left, right
        case topLeft, topRight, bottomLeft, bottomRight
    }
}

extension CGRect {
    /// The rectangle with each edge moved in by its inset (UIKit's `inset(by:)`).
    public func inset(by insets: UIEdgeInsets) -> CGRect {
        CGRect(x: minX + insets.left, y: minY + insets.top,
               width: width - insets.left - insets.right, height: height - insets.top - insets.bottom)
    }
}

extension UIColor {
    /// The colour as a `CGColor` (a semantic colour's components are not known here: black at its opacity).
    public var cgColor: CGColor { CGColor(red: red, green: green, blue: blue, alpha: alpha) }

    /// A colour from a `CGColor`'s red, green, blue and alpha components.
    public convenience init(cgColor: CGColor) {
        let c = cgColor.components ?? []
        let rgb = c.count >= 3 ? (c[0], c[1], c[2]) : (c.first ?? 0, c.first ?? 0, c.first ?? 0)
        self.init(red: rgb.0, green: rgb.1, blue: rgb.2, alpha: cgColor.alpha)
    }
}

#if !canImport(CoreGraphics)
/// Core Graphics' `CGColor` where there is no Core Graphics: components and opacity.
public final class CGColor: Hashable, Sendable {
    /// Red, green, blue and alpha (or white and alpha).
    public let components: [CGFloat]?
    public let alpha: CGFloat
    public var numberOfComponents: Int { components?.count ?? 0 }

    public init(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        components = [red, green, blue, alpha]
        self.alpha = alpha
    }

    public init(gray: CGFloat, alpha: CGFloat) {
        components = [gray, alpha]
        self.alpha = alpha
    }

    public static func == (lhs: CGColor, rhs: CGColor) -> Bool { lhs.components == rhs.components }
    public func hash(into hasher: inout Hasher) { hasher.combine(components) }
}

/// Core Graphics' `CGAffineTransform` where there is no Core Graphics: the
/// matrix `[a b 0; c d 0; tx ty 1]` applied to row vectors `[x y 1]`.
public struct CGAffineTransform: Equatable, Sendable {
    public var a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat

    public init(a: CGFloat, b: CGFloat, c: CGFloat, d: CGFloat, tx: CGFloat, ty: CGFloat) {
        (self.a, self.b, self.c, self.d, self.tx, self.ty) = (a, b, c, d, tx, ty)
    }

    public init() { self = .identity }

    /// A rotation by `angle` radians.
    public init(rotationAngle angle: CGFloat) {
        self.init(a: cos(angle), b: sin(angle), c: -sin(angle), d: cos(angle), tx: 0, ty: 0)
    }

    public init(scaleX sx: CGFloat, y sy: CGFloat) { self.init(a: sx, b: 0, c: 0, d: sy, tx: 0, ty: 0) }

    public init(translationX tx: CGFloat, y ty: CGFloat) { self.init(a: 1, b: 0, c: 0, d: 1, tx: tx, ty: ty) }

    public static let identity = CGAffineTransform(a: 1, b: 0, c: 0, d: 1, tx: 0, ty: 0)

    public var isIdentity: Bool { self == .identity }

    /// This transform followed by `t2`.
    public func concatenating(_ t2: CGAffineTransform) -> CGAffineTransform {
        CGAffineTransform(a: a * t2.a + b * t2.c, b: a * t2.b + b * t2.d,
                          c: c * t2.a + d * t2.c, d: c * t2.b + d * t2.d,
                          tx: tx * t2.a + ty * t2.c + t2.tx, ty: tx * t2.b + ty * t2.d + t2.ty)
    }

    /// A rotation by `angle` radians, then this transform.
    public func rotated(by angle: CGFloat) -> CGAffineTransform {
        CGAffineTransform(rotationAngle: angle).concatenating(self)
    }

    /// A scaling, then this transform.
    public func scaledBy(x sx: CGFloat, y sy: CGFloat) -> CGAffineTransform {
        CGAffineTransform(scaleX: sx, y: sy).concatenating(self)
    }

    /// A translation, then this transform.
    public func translatedBy(x tx: CGFloat, y ty: CGFloat) -> CGAffineTransform {
        CGAffineTransform(translationX: tx, y: ty).concatenating(self)
    }

    /// The inverse; the transform itself when it has none (as Core Graphics returns).
    public func inverted() -> CGAffineTransform {
        let det = a * d - b * c
        guard det != 0 else { return self }
        return CGAffineTransform(a: d / det, b: -b / det, c: -c / det, d: a / det,
                                 tx: (c * ty - d * tx) / det, ty: (b * tx - a * ty) / det)
    }
}

extension CGPoint {
    /// The point moved by a transform.
    public func applying(_ t: CGAffineTransform) -> CGPoint {
        CGPoint(x: t.a * x + t.c * y + t.tx, y: t.b * x + t.d * y + t.ty)
    }
}
#endif

/// Insets by leading and trailing edge (UIKit's `NSDirectionalEdgeInsets`).
public struct NSDirectionalEdgeInsets: Equatable, Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The leading inset (the left one in a left-to-right layout).
    public var leading: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The trailing inset.
    public var trailing: CGFloat

    /// All zero.
    public init() {
        self.init(top: 0, leading: 0, bottom: 0, trailing: 0)
    }

    /// Insets on four edges.
    public init(top: CGFloat, leading: CGFloat, bottom: CGFloat, trailing: CGFloat) {
        self.top = top
        self.leading = leading
        self.bottom = bottom
        self.trailing = trailing
    }

    /// All zero.
    public static let zero = NSDirectionalEdgeInsets()
}

/// Insets on four edges (UIKit's `UIEdgeInsets`).
public struct UIEdgeInsets: Equatable, Hashable, Sendable {
    /// The top inset.
    public var top: CGFloat
    /// The left inset.
    public var left: CGFloat
    /// The bottom inset.
    public var bottom: CGFloat
    /// The right inset.
    public var right: CGFloat

    /// All zero (`UIEdgeInsets()`).
    public init() {
        self.init(top: 0, left: 0, bottom: 0, right: 0)
    }

    /// Insets on four edges.
    public init(top: CGFloat, left: CGFloat, bottom: CGFloat, right: CGFloat) {
        self.top = top
        self.left = left
        self.bottom = bottom
        self.right = right
    }

    /// All zero.
    public static let zero = UIEdgeInsets(top: 0, left: 0, bottom: 0, right: 0)
}
