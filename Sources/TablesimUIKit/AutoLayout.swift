import Foundation

/// UIKit's Auto Layout API, kept and not solved: constraints, anchors,
/// layout guides and priorities are values an app can make, activate and
/// read back, so view code written with them compiles and runs; views keep
/// the frames set on them (directly, by `autoresizingMask`, or by the table
/// for its cells). A fitting size is `sizeThatFits(_:)`'s answer, which a
/// view laid out by hand overrides.

/// How strongly a constraint or a content priority holds (UIKit's `UILayoutPriority`).
public struct UILayoutPriority: RawRepresentable, Hashable, Comparable, Sendable {
    public var rawValue: Float
    public init(rawValue: Float) { self.rawValue = rawValue }
    public init(_ rawValue: Float) { self.rawValue = rawValue }

    public static let required = UILayoutPriority(1000)
    public static let defaultHigh = UILayoutPriority(750)
    public static let dragThatCanResizeScene = UILayoutPriority(510)
    public static let sceneSizeStayPut = UILayoutPriority(500)
    public static let defaultLow = UILayoutPriority(250)
    public static let fittingSizeLevel = UILayoutPriority(50)

    public static func < (lhs: UILayoutPriority, rhs: UILayoutPriority) -> Bool { lhs.rawValue < rhs.rawValue }
    public static func + (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue + rhs) }
    public static func - (lhs: UILayoutPriority, rhs: Float) -> UILayoutPriority { UILayoutPriority(lhs.rawValue - rhs) }
}

/// A linear relation between two attributes of two items (UIKit's
/// `NSLayoutConstraint`): `first.attribute = multiplier × second.attribute + constant`.
@preconcurrency @MainActor
open class NSLayoutConstraint {
    /// An item's attribute a constraint relates, with UIKit's raw values.
    public enum Attribute: Int, Sendable {
        case left = 1, right, top, bottom, leading, trailing, width, height, centerX, centerY, lastBaseline, firstBaseline
        case leftMargin, rightMargin, topMargin, bottomMargin, leadingMargin, trailingMargin
        case centerXWithinMargins, centerYWithinMargins
        case notAnAttribute = 0
    }

    /// How the two sides compare.
    public enum Relation: Int, Sendable {
        case lessThanOrEqual = -1, equal, greaterThanOrEqual
    }

    /// The axis a content priority applies to.
    public enum Axis: Int, Sendable {
        case horizontal, vertical
    }

    public private(set) weak var firstItem: AnyObject?
    public let firstAttribute: Attribute
    public let relation: Relation
    public private(set) weak var secondItem: AnyObject?
    public let secondAttribute: Attribute
    public let multiplier: CGFloat
    /// The constant added to the second side (may change while active).
    open var constant: CGFloat {
        didSet { holder?.setNeedsLayoutAround() }
    }
    /// How strongly the constraint holds (`.required` by default).
    open var priority = UILayoutPriority.required
    /// Whether the constraint takes part in layout (edges are placed, not
    /// everything solved: UIView+ConstraintLayout.swift).
    /// Activating it adds it to the `constraints` of its items' closest
    /// common ancestor (the item itself for a constant size), and
    /// deactivating removes it, as Apple documents. Items in different view
    /// hierarchies raise UIKit's `NSGenericException` (recorded) and the
    /// constraint stays inactive.
    open var isActive = false {
        didSet {
            guard isActive != oldValue else { return }
            let previous = holder
            if isActive { isActive = UIView.install(self) } else { holder?.uninstall(self) }
            // The view holding it (or that held it) and its superview lay out again.
            (holder ?? previous)?.setNeedsLayoutAround()
        }
    }
    /// The view whose `constraints` hold the constraint while it is active.
    weak var holder: UIView?
    /// A name for debugging.
    open var identifier: String?
    /// Whether an archived copy is removed at build time (kept).
    open var shouldBeArchived = false

    /// A constraint between two items' attributes (activate it to use it).
    public init(item: Any, attribute: Attribute, relatedBy relation: Relation, toItem: Any?,
                attribute secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat) {
        firstItem = item as AnyObject
        firstAttribute = attribute
        self.relation = relation
        secondItem = toItem.map { $0 as AnyObject }
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
    }

    /// Activates each constraint.
    public static func activate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = true }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.isActive = false }
    }
}

/// An edge, centre or dimension of a view or layout guide, from which
/// constraints are made (UIKit's `NSLayoutAnchor`).
@preconcurrency @MainActor
open class NSLayoutAnchor<AnchorType: AnyObject> {
    /// The view or layout guide the anchor belongs to.
    public private(set) weak var item: AnyObject?
    /// Which of its attributes.
    public let attribute: NSLayoutConstraint.Attribute

    init(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) {
        self.item = item
        self.attribute = attribute
    }

    func constraint(_ relation: NSLayoutConstraint.Relation, _ other: NSLayoutAnchor<AnchorType>?,
                    multiplier: CGFloat = 1, constant: CGFloat) -> NSLayoutConstraint {
        NSLayoutConstraint(item: item as Any, attribute: attribute, relatedBy: relation, toItem: other?.item,
                           attribute: other?.attribute ?? .notAnAttribute, multiplier: multiplier, constant: constant)
    }

    public func constraint(equalTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: c)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: c)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutAnchor<AnchorType>, constant c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: c)
    }
}

/// A horizontal edge or centre (UIKit's `NSLayoutXAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutXAxisAnchor: NSLayoutAnchor<NSLayoutXAxisAnchor> {
    /// UIKit's standard spacing after `anchor` (8 points here, times `multiplier`).
    public func constraint(equalToSystemSpacingAfter anchor: NSLayoutXAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: NSLayoutAnchorSpacing.standard * multiplier)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: NSLayoutAnchorSpacing.standard * multiplier)
    }

    public func constraint(lessThanOrEqualToSystemSpacingAfter anchor: NSLayoutXAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: NSLayoutAnchorSpacing.standard * multiplier)
    }
}

/// A vertical edge, centre or baseline (UIKit's `NSLayoutYAxisAnchor`).
@preconcurrency @MainActor
open class NSLayoutYAxisAnchor: NSLayoutAnchor<NSLayoutYAxisAnchor> {
    /// UIKit's standard spacing below `anchor` (8 points here, times `multiplier`).
    public func constraint(equalToSystemSpacingBelow anchor: NSLayoutYAxisAnchor, multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.equal, anchor, constant: NSLayoutAnchorSpacing.standard * multiplier)
    }

    public func constraint(greaterThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, constant: NSLayoutAnchorSpacing.standard * multiplier)
    }

    public func constraint(lessThanOrEqualToSystemSpacingBelow anchor: NSLayoutYAxisAnchor,
                           multiplier: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, constant: NSLayoutAnchorSpacing.standard * multiplier)
    }
}

/// A width or height (UIKit's `NSLayoutDimension`).
@preconcurrency @MainActor
open class NSLayoutDimension: NSLayoutAnchor<NSLayoutDimension> {
    public func constraint(equalToConstant c: CGFloat) -> NSLayoutConstraint { constraint(.equal, nil, constant: c) }
    public func constraint(greaterThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, nil, constant: c)
    }
    public func constraint(lessThanOrEqualToConstant c: CGFloat) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, nil, constant: c)
    }

    public func constraint(equalTo anchor: NSLayoutDimension, multiplier m: CGFloat, constant c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.equal, anchor, multiplier: m, constant: c)
    }

    public func constraint(greaterThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.greaterThanOrEqual, anchor, multiplier: m, constant: c)
    }

    public func constraint(lessThanOrEqualTo anchor: NSLayoutDimension, multiplier m: CGFloat,
                           constant c: CGFloat = 0) -> NSLayoutConstraint {
        constraint(.lessThanOrEqual, anchor, multiplier: m, constant: c)
    }
}

/// The spacing the system-spacing anchors use: UIKit's depends on fonts and
/// the device, which are not modelled.
enum NSLayoutAnchorSpacing {
    static let standard: CGFloat = 8
}

/// A rectangle that takes part in layout without being a view (UIKit's
/// `UILayoutGuide`): a view's margins, safe area and readable width, or one
/// an app adds.
@preconcurrency @MainActor
open class UILayoutGuide {
    /// The view the guide was added to.
    public internal(set) weak var owningView: UIView?
    /// A name for debugging.
    open var identifier = ""
    let inset: (UIView) -> UIEdgeInsets

    /// A guide for an app to add to a view (its frame is the view's bounds here).
    public convenience init() { self.init { _ in .zero } }

    init(inset: @escaping (UIView) -> UIEdgeInsets) { self.inset = inset }

    /// The guide's rectangle in its view's coordinates: the view's bounds less the guide's insets.
    public var layoutFrame: CGRect {
        guard let view = owningView else { return .zero }
        let frame = view.bounds.inset(by: inset(view))
        return CGRect(origin: frame.origin, size: CGSize(width: max(0, frame.width), height: max(0, frame.height)))
    }
}

/// What views and layout guides share: the anchors of their edges, centres
/// and dimensions (one definition for both).
@preconcurrency @MainActor
public protocol UILayoutAnchorsProviding: AnyObject {}

extension UILayoutAnchorsProviding {
    public var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .leading) }
    public var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .trailing) }
    public var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .left) }
    public var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .right) }
    public var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(self, .centerX) }
    public var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .top) }
    public var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .bottom) }
    public var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(self, .centerY) }
    public var widthAnchor: NSLayoutDimension { NSLayoutDimension(self, .width) }
    public var heightAnchor: NSLayoutDimension { NSLayoutDimension(self, .height) }
}

extension UILayoutGuide: UILayoutAnchorsProviding {}

/// UIKit's `UITrackingLayoutGuide` (iOS 15): a guide whose constraints can
/// depend on the edges it is near. The keyboard here is always docked at
/// the bottom, across the screen: near the bottom, leading and trailing
/// edges, away from the top.
@preconcurrency @MainActor
open class UITrackingLayoutGuide: UILayoutGuide {
    /// The edges the guide is near (the docked keyboard's).
    static let nearEdges: NSDirectionalRectEdge = [.bottom, .leading, .trailing]

    /// Activates `constraints` while the guide is near `edge` (always for
    /// the bottom, leading and trailing edges here; never for the top).
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenNearEdge edge: NSDirectionalRectEdge) {
        let active = !edge.isEmpty && Self.nearEdges.contains(edge)
        active ? NSLayoutConstraint.activate(constraints) : NSLayoutConstraint.deactivate(constraints)
    }

    /// Activates `constraints` while the guide is away from `edge` (only the top here).
    open func setConstraints(_ constraints: [NSLayoutConstraint], activeWhenAwayFrom edge: NSDirectionalRectEdge) {
        let active = !edge.isEmpty && Self.nearEdges.isDisjoint(with: edge)
        active ? NSLayoutConstraint.activate(constraints) : NSLayoutConstraint.deactivate(constraints)
    }
}

/// UIKit's `UIKeyboardLayoutGuide` (iOS 15): `keyboardLayoutGuide`'s kind.
@preconcurrency @MainActor
open class UIKeyboardLayoutGuide: UITrackingLayoutGuide {
    /// Whether the guide follows a floating or undocked keyboard (kept; false by default).
    open var followsUndockedKeyboard = false
    /// Whether the hidden keyboard's guide is the bottom safe-area strip
    /// (true by default, iOS 17) or a line at the view's foot.
    open var usesBottomSafeArea = true { didSet { owningView?.setNeedsLayout() } }
}
