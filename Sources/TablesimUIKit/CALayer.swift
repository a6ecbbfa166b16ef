import Foundation

/// The part of Core Animation's `CALayer` that view code sets: corners,
/// border, shadow and opacity (kept, not drawn). A view's own layer
/// (`UIView.layer`) shares its frame, its clipping (`masksToBounds` is the
/// view's `clipsToBounds`), its opacity (the view's `alpha`) and whether it
/// is hidden, as in UIKit; a layer made by the app keeps its own.
@preconcurrency @MainActor
open class CALayer {
    /// The view whose layer this is.
    public private(set) weak var owningView: UIView?
    private var ownFrame = CGRect.zero
    private var ownMasksToBounds = false
    private var ownOpacity: Float = 1
    private var ownIsHidden = false

    /// A layer of its own (a sublayer an app adds).
    public init() {}

    init(view: UIView) { owningView = view }

    /// The layer's frame: its view's frame for a view's layer.
    open var frame: CGRect {
        get { owningView?.frame ?? ownFrame }
        set { if let view = owningView { view.frame = newValue } else { ownFrame = newValue } }
    }

    /// The layer's bounds (origin zero, the frame's size).
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { frame.size = newValue.size }
    }

    /// Whether sublayers are clipped to the bounds: the view's `clipsToBounds` for a view's layer.
    open var masksToBounds: Bool {
        get { owningView?.clipsToBounds ?? ownMasksToBounds }
        set { if let view = owningView { view.clipsToBounds = newValue } else { ownMasksToBounds = newValue } }
    }

    /// The opacity, 0 to 1: the view's `alpha` for a view's layer.
    open var opacity: Float {
        get { owningView.map { Float($0.alpha) } ?? ownOpacity }
        set { if let view = owningView { view.alpha = CGFloat(newValue) } else { ownOpacity = newValue } }
    }

    /// Whether the layer is hidden: the view's `isHidden` for a view's layer.
    open var isHidden: Bool {
        get { owningView?.isHidden ?? ownIsHidden }
        set { if let view = owningView { view.isHidden = newValue } else { ownIsHidden = newValue } }
    }

    /// The corners' radius (kept, not drawn).
    open var cornerRadius: CGFloat = 0
    /// Which corners are rounded (all by default).
    open var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
    /// The corners' curve (`.circular` by default).
    open var cornerCurve = CALayerCornerCurve.circular
    /// The border's width (kept, not drawn).
    open var borderWidth: CGFloat = 0
    /// The border's colour (kept, not drawn).
    open var borderColor: CGColor?
    /// The layer's own background colour (kept, not drawn; separate from the view's).
    open var backgroundColor: CGColor?
    /// The shadow's colour (kept, not drawn).
    open var shadowColor: CGColor?
    /// The shadow's opacity, 0 by default (kept, not drawn).
    open var shadowOpacity: Float = 0
    /// The shadow's offset, (0, -3) by default, as in Core Animation (kept, not drawn).
    open var shadowOffset = CGSize(width: 0, height: -3)
    /// The shadow's blur radius, 3 by default (kept, not drawn).
    open var shadowRadius: CGFloat = 3
    /// The stacking order among sibling layers (kept).
    open var zPosition: CGFloat = 0
    /// A name for debugging.
    open var name: String?
    /// The layers added to this one, back to front.
    public private(set) var sublayers: [CALayer]?
    /// The layer this one was added to.
    public private(set) weak var superlayer: CALayer?

    /// Adds a sublayer on top of the others.
    open func addSublayer(_ layer: CALayer) {
        layer.removeFromSuperlayer()
        sublayers = (sublayers ?? []) + [layer]
        layer.superlayer = self
    }

    /// Inserts a sublayer at an index of `sublayers` (clamped to their range).
    open func insertSublayer(_ layer: CALayer, at index: UInt32) {
        layer.removeFromSuperlayer()
        var list = sublayers ?? []
        list.insert(layer, at: min(Int(index), list.count))
        sublayers = list
        layer.superlayer = self
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        parent.sublayers?.removeAll { $0 === self }
        if parent.sublayers?.isEmpty == true { parent.sublayers = nil }
        superlayer = nil
    }
}

/// Which corners `maskedCorners` rounds (Core Animation's `CACornerMask`).
public struct CACornerMask: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The curve of rounded corners (Core Animation's `CALayerCornerCurve`).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}
