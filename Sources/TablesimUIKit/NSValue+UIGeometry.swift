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
