import Foundation

/// UIKit's `UITextViewDelegate`: every method is optional, with UIKit's
/// behaviour as the default (call them directly, not through `?`). It
/// refines `UIScrollViewDelegate`, as in UIKit (a text view is a scroll view).
@preconcurrency @MainActor
public protocol UITextViewDelegate: UIScrollViewDelegate {
    /// Whether editing may begin (default true).
    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool
    /// Editing began: the text view is the first responder.
    func textViewDidBeginEditing(_ textView: UITextView)
    /// Whether editing may end (default true).
    func textViewShouldEndEditing(_ textView: UITextView) -> Bool
    /// Editing ended.
    func textViewDidEndEditing(_ textView: UITextView)
    /// Whether the user's change may be made: `range` (UTF-16 offsets) is
    /// replaced by `text`, which is "\n" for Return (default true).
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool
    /// The user changed the text (not called for text set in code).
    func textViewDidChange(_ textView: UITextView)
    /// The selection moved, as the user's change moves the caret.
    func textViewDidChangeSelection(_ textView: UITextView)
}

extension UITextViewDelegate {
    /// Default: true.
    public func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidBeginEditing(_ textView: UITextView) {}
    /// Default: true.
    public func textViewShouldEndEditing(_ textView: UITextView) -> Bool { true }
    /// Default: nothing.
    public func textViewDidEndEditing(_ textView: UITextView) {}
    /// Default: true.
    public func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange,
                         replacementText text: String) -> Bool { true }
    /// Default: nothing.
    public func textViewDidChange(_ textView: UITextView) {}
    /// Default: nothing.
    public func textViewDidChangeSelection(_ textView: UITextView) {}
}

/// UIKit's `NSTextContainer`, the part a text view's set-up touches
/// (`textView.textContainer.lineFragmentPadding = 0`): kept, nothing is laid out.
@preconcurrency @MainActor
open class NSTextContainer {
    /// The size text is laid out in (kept; zero unless made with one).
    open var size: CGSize
    /// The padding at each end of a line (UIKit's default, 5 points; kept).
    open var lineFragmentPadding: CGFloat = 5
    /// The most lines (0, the default: no limit; kept).
    open var maximumNumberOfLines = 0
    /// How a line too long ends (kept; `.byWordWrapping`).
    open var lineBreakMode = NSLineBreakMode.byWordWrapping
    /// Whether the size follows the text view's width (true) and height (false) (kept).
    open var widthTracksTextView = true
    open var heightTracksTextView = false

    /// A container of a size.
    public init(size: CGSize) {
        self.size = size
    }

    /// A container of no size.
    public convenience init() {
        self.init(size: .zero)
    }
}

/// UIKit's `UIDataDetectorTypes`: what a non-editable text view turns into
/// links (kept: nothing is detected here).
public struct UIDataDetectorTypes: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let phoneNumber = UIDataDetectorTypes(rawValue: 1 << 0)
    public static let link = UIDataDetectorTypes(rawValue: 1 << 1)
    public static let address = UIDataDetectorTypes(rawValue: 1 << 2)
    public static let calendarEvent = UIDataDetectorTypes(rawValue: 1 << 3)
    public static let shipmentTrackingNumber = UIDataDetectorTypes(rawValue: 1 << 4)
    public static let flightNumber = UIDataDetectorTypes(rawValue: 1 << 5)
    public static let lookupSuggestion = UIDataDetectorTypes(rawValue: 1 << 6)
    public static let all = UIDataDetectorTypes(rawValue: .max)
}
