import Foundation

#if !canImport(UIKit)
/// UIKit's geometry boxing on `NSValue`, which keyboard-notification code
/// reads (`userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue`,
/// then `cgRectValue`): the same values as Foundation's `rect`, `point` and
/// `size` forms.
extension NSValue {
    /// A value holding a rect.
    public convenience init(cgRect rect: CGRect) { self.init(rect: rect) }
    /// A value holding a point.
    public convenience init(cgPoint point: CGPoint) { self.init(point: point) }
    /// A value holding a size.
    public convenience init(cgSize size: CGSize) { self.init(size: size) }
    /// The rect the value holds.
    public var cgRectValue: CGRect { rectValue }
    /// The point the value holds.
    public var cgPointValue: CGPoint { pointValue }
    /// The size the value holds.
    public var cgSizeValue: CGSize { sizeValue }
}
#endif

#if !canImport(ObjectiveC)
// On Apple platforms Foundation bridges `NSValue` and the geometry structs
// (SE-0139), so `userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? CGRect`
// works there; Foundation on Linux does not, and such keyboard code would
// silently read nil. These conformances bridge them here too: a value holding
// a rect casts to `CGRect`, and one holding anything else does not.

/// A geometry struct that an `NSValue` holds, bridged through its type encoding.
private protocol NSValueBoxable {
    /// The start of the struct's Objective-C type encoding (`{CGRect`).
    static var encodingPrefix: String { get }
    /// The struct read from a value known to hold one.
    static func unboxed(from value: NSValue) -> Self
}

extension NSValueBoxable {
    static func conditionallyUnboxed(from value: NSValue, result: inout Self?) -> Bool {
        guard String(cString: value.objCType).hasPrefix(encodingPrefix) else {
            result = nil
            return false
        }
        result = unboxed(from: value)
        return true
    }
}

extension CGRect: @retroactive _ObjectiveCBridgeable, NSValueBoxable {
    static let encodingPrefix = "{CGRect"
    static func unboxed(from value: NSValue) -> CGRect { value.rectValue }
    public func _bridgeToObjectiveC() -> NSValue { NSValue(rect: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) { result = source.rectValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGRect?) -> Bool {
        conditionallyUnboxed(from: source, result: &result)
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGRect { source?.rectValue ?? .zero }
}

extension CGPoint: @retroactive _ObjectiveCBridgeable, NSValueBoxable {
    static let encodingPrefix = "{CGPoint"
    static func unboxed(from value: NSValue) -> CGPoint { value.pointValue }
    public func _bridgeToObjectiveC() -> NSValue { NSValue(point: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) { result = source.pointValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGPoint?) -> Bool {
        conditionallyUnboxed(from: source, result: &result)
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGPoint { source?.pointValue ?? .zero }
}

extension CGSize: @retroactive _ObjectiveCBridgeable, NSValueBoxable {
    static let encodingPrefix = "{CGSize"
    static func unboxed(from value: NSValue) -> CGSize { value.sizeValue }
    public func _bridgeToObjectiveC() -> NSValue { NSValue(size: self) }
    public static func _forceBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) { result = source.sizeValue }
    public static func _conditionallyBridgeFromObjectiveC(_ source: NSValue, result: inout CGSize?) -> Bool {
        conditionallyUnboxed(from: source, result: &result)
    }
    public static func _unconditionallyBridgeFromObjectiveC(_ source: NSValue?) -> CGSize { source?.sizeValue ?? .zero }
}
#endif
