import Foundation

/// UIKit's `UISegmentedControl`: titled (or image) segments, one selected.
/// Setting `selectedSegmentIndex` in code sends nothing; the user's tap
/// (`simulateTap(segmentAt:)`) runs the segment's action (iOS 14) and sends
/// `.valueChanged`, as in UIKit.
@preconcurrency @MainActor
open class UISegmentedControl: UIControl {
    /// The index meaning "no segment selected".
    public static let noSegment = -1

    private struct Segment {
        var title: String?
        var image: UIImage?
        var action: UIAction?
        var isEnabled = true
        var width: CGFloat = 0
    }

    private var segments: [Segment] = []
    /// The selected segment, or `noSegment` (the default).
    open var selectedSegmentIndex = UISegmentedControl.noSegment
    /// Whether a tapped segment stays selected (false) or only sends its action (true).
    open var isMomentary = false
    /// The selected segment's colour (kept, not drawn).
    open var selectedSegmentTintColor: UIColor?
    /// Whether segment widths follow their content (kept, not drawn).
    open var apportionsSegmentWidthsByContent = false

    /// A control with one segment per item: a `String` title or a `UIImage` (other items are skipped).
    public init(items: [Any]?) {
        super.init(frame: .zero)
        segments = (items ?? []).compactMap { item in
            if let title = item as? String { return Segment(title: title) }
            if let image = item as? UIImage { return Segment(image: image) }
            return nil
        }
    }

    /// A control with one segment per action, titled after it (iOS 14).
    public init(frame: CGRect, actions: [UIAction]) {
        super.init(frame: frame)
        segments = actions.map { Segment(title: $0.title, image: $0.image, action: $0) }
    }

    public override convenience init(frame: CGRect) {
        self.init(items: nil)
        self.frame = frame
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    open var numberOfSegments: Int { segments.count }

    open func titleForSegment(at segment: Int) -> String? { segments.indices.contains(segment) ? segments[segment].title : nil }
    open func imageForSegment(at segment: Int) -> UIImage? { segments.indices.contains(segment) ? segments[segment].image : nil }
    /// The action of a segment made from one (iOS 14).
    open func actionForSegment(at segment: Int) -> UIAction? {
        segments.indices.contains(segment) ? segments[segment].action : nil
    }

    open func setTitle(_ title: String?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].title = title
        segments[segment].image = nil
    }

    open func setImage(_ image: UIImage?, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].image = image
        segments[segment].title = nil
    }

    open func insertSegment(withTitle title: String?, at segment: Int, animated: Bool) {
        insert(Segment(title: title), at: segment)
    }

    open func insertSegment(with image: UIImage?, at segment: Int, animated: Bool) {
        insert(Segment(image: image), at: segment)
    }

    /// Inserts a segment for an action (iOS 14).
    open func insertSegment(action: UIAction, at segment: Int, animated: Bool) {
        insert(Segment(title: action.title, image: action.image, action: action), at: segment)
    }

    /// Removes a segment; the selection stays on the same segment, or none if it was this one.
    open func removeSegment(at segment: Int, animated: Bool) {
        guard segments.indices.contains(segment) else { return }
        segments.remove(at: segment)
        if selectedSegmentIndex == segment { selectedSegmentIndex = Self.noSegment }
        if selectedSegmentIndex > segment { selectedSegmentIndex -= 1 }
    }

    open func removeAllSegments() {
        segments.removeAll()
        selectedSegmentIndex = Self.noSegment
    }

    open func setEnabled(_ enabled: Bool, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].isEnabled = enabled
    }

    open func isEnabledForSegment(at segment: Int) -> Bool {
        segments.indices.contains(segment) && segments[segment].isEnabled
    }

    /// A segment's width (kept, not drawn; 0: automatic).
    open func setWidth(_ width: CGFloat, forSegmentAt segment: Int) {
        guard segments.indices.contains(segment) else { return }
        segments[segment].width = width
    }

    open func widthForSegment(at segment: Int) -> CGFloat {
        segments.indices.contains(segment) ? segments[segment].width : 0
    }

    /// Inserts at `segment` clamped to the segments' range; the selection stays on the same segment.
    private func insert(_ new: Segment, at segment: Int) {
        let index = min(max(segment, 0), segments.count)
        segments.insert(new, at: index)
        if selectedSegmentIndex >= index { selectedSegmentIndex += 1 }
    }

    /// The user taps segment `index`: a tap on another segment selects it (a
    /// momentary control selects it only while its action runs and its
    /// events are sent, then keeps none), runs its action and sends
    /// `.valueChanged`; a tap on the selected one sends nothing. Nothing for a
    /// disabled segment or control, or one that takes no touch.
    public func simulateTap(segmentAt index: Int) {
        guard takesSimulatedTouch, isEnabledForSegment(at: index) else { return }
        guard isMomentary || index != selectedSegmentIndex else { return }
        // A momentary control shows the segment while its events are sent, then none.
        selectedSegmentIndex = index
        segments[index].action?.run(from: self)
        sendActions(for: .valueChanged)
        if isMomentary { selectedSegmentIndex = Self.noSegment }
    }
}

/// UIKit's `UIStepper`: a value changed by steps with − and + buttons.
@preconcurrency @MainActor
open class UIStepper: UIControl {
    /// The value, kept within `minimumValue...maximumValue` (default 0).
    open var value: Double = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
    }
    /// The lowest value (default 0).
    open var minimumValue: Double = 0 {
        didSet { if value < minimumValue { value = minimumValue } }
    }
    /// The highest value (default 100).
    open var maximumValue: Double = 100 {
        didSet { if value > maximumValue { value = maximumValue } }
    }
    /// The step (default 1).
    open var stepValue: Double = 1
    /// Whether stepping past an end wraps to the other end (default false).
    open var wraps = false
    /// Whether holding a button repeats (kept; true) and whether changes are sent while held (kept; true).
    open var autorepeat = true, isContinuous = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The user taps +: the value goes up a step (to the maximum; past it
    /// only when `wraps`, to the minimum) and `.valueChanged` is sent. The
    /// button is disabled at the maximum unless the stepper wraps: nothing then.
    public func simulateTapIncrement() { step(by: stepValue) }

    /// The user taps −: as `simulateTapIncrement()`, downwards.
    public func simulateTapDecrement() { step(by: -stepValue) }

    private func step(by delta: Double) {
        guard takesSimulatedTouch else { return }
        let atEnd = delta > 0 ? value >= maximumValue : value <= minimumValue
        if atEnd && !wraps { return }
        if atEnd {
            value = delta > 0 ? minimumValue : maximumValue
        } else {
            value += delta
        }
        sendActions(for: .valueChanged)
    }
}

/// UIKit's `UISlider`: a value between a minimum and a maximum.
@preconcurrency @MainActor
open class UISlider: UIControl, UserValueControl {
    override var standardAccessibilityTraits: UIAccessibilityTraits { .adjustable }
    /// The value, kept within `minimumValue...maximumValue` (default 0).
    open var value: Float = 0 {
        didSet { value = min(max(value, minimumValue), maximumValue) }
    }
    /// The lowest value (default 0).
    open var minimumValue: Float = 0 {
        didSet { if value < minimumValue { value = minimumValue } }
    }
    /// The highest value (default 1).
    open var maximumValue: Float = 1 {
        didSet { if value > maximumValue { value = maximumValue } }
    }
    /// Whether changes are sent during the drag (true) or once at its end (kept: a simulated slide sends one).
    open var isContinuous = true
    /// The track colours and end images (kept, not drawn).
    open var minimumTrackTintColor: UIColor?, maximumTrackTintColor: UIColor?, thumbTintColor: UIColor?
    open var minimumValueImage: UIImage?, maximumValueImage: UIImage?

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the value, clamped (no action is sent, as in UIKit; nothing animates).
    open func setValue(_ value: Float, animated: Bool) {
        self.value = value
    }

    /// The user drags the thumb to `value` (clamped to the range) and lets
    /// go: `.valueChanged` is sent once when the value changed. Nothing when
    /// the slider takes no touch.
    public func simulateSlide(to value: Float) {
        userSets(\.value, to: value)
    }
}
