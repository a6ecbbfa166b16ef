import Foundation

/// Autoresizing: a view following its superview's change of size by its mask.
extension UIView {
    /// UIKit's `UIView.AutoresizingMask`, with its raw values.
    public struct AutoresizingMask: OptionSet, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// Follows a superview's change of size by the autoresizing mask: on each
    /// axis the change is shared among the flexible parts (margins and size)
    /// in proportion to their lengths, equally when those are all zero.
    func autoresize(from old: CGSize, to new: CGSize) {
        func share(_ lead: CGFloat, _ size: CGFloat, _ trail: CGFloat, flexible: (Bool, Bool, Bool), by delta: CGFloat)
            -> (lead: CGFloat, size: CGFloat) {
            let parts = [(flexible.0, lead), (flexible.1, size), (flexible.2, trail)].filter(\.0).map(\.1)
            guard !parts.isEmpty else { return (lead, size) }
            let total = parts.reduce(0, +)
            func part(_ isFlexible: Bool, _ length: CGFloat) -> CGFloat {
                guard isFlexible else { return 0 }
                return total > 0 ? delta * length / total : delta / CGFloat(parts.count)
            }
            return (lead + part(flexible.0, lead), max(0, size + part(flexible.1, size)))
        }
        let m = autoresizingMask
        let x = share(frame.minX, frame.width, old.width - frame.maxX,
                      flexible: (m.contains(.flexibleLeftMargin), m.contains(.flexibleWidth), m.contains(.flexibleRightMargin)),
                      by: new.width - old.width)
        let y = share(frame.minY, frame.height, old.height - frame.maxY,
                      flexible: (m.contains(.flexibleTopMargin), m.contains(.flexibleHeight), m.contains(.flexibleBottomMargin)),
                      by: new.height - old.height)
        frame = CGRect(x: x.lead, y: y.lead, width: x.size, height: y.size)
    }
}
