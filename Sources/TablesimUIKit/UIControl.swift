import Foundation

/// The handler of a `UIAction`.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// UIKit's `UIAction` (iOS 14): a title, an image and a handler, run by the
/// control it is added to, or chosen from a menu.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// UIKit's `UIAction.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    public let handler: UIActionHandler
    public let identifier: Identifier
    /// The title shown when the action's title is not enough (kept).
    open var discoverabilityTitle: String?
    /// Whether the action is disabled, destructive or hidden in a menu (a disabled or hidden one cannot be chosen).
    open var attributes: UIMenuElement.Attributes
    /// Its check mark in a menu (kept; `.off`).
    open var state: UIMenuElement.State
    /// The control that ran the action last (UIKit's `sender`; not retained).
    public var sender: Any? { senderObject }
    weak var senderObject: AnyObject?

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                discoverabilityTitle: String? = nil, attributes: UIMenuElement.Attributes = [],
                state: UIMenuElement.State = .off, handler: @escaping UIActionHandler) {
        self.handler = handler
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// Runs the handler, as sent by `sender` (a control, a bar button item, a table's menu).
    func run(from sender: AnyObject) {
        senderObject = sender
        handler(self)
    }
}

/// UIKit's `UIControl`: actions run for events. A simulated touch
/// (`UIButton.simulateTap()`, `UISwitch.simulateToggle()`) sends the events
/// a finger would, only to an enabled control a touch can reach (see
/// `UITableView`'s gestures); `sendActions(for:)` sends them as the app does.
@preconcurrency @MainActor
open class UIControl: UIView {
    /// A standard control is an accessibility element (buttons, switches, sliders, fields…).
    override var isStandardAccessibilityElement: Bool { true }
    /// UIKit's `UIControl.Event`, with its raw values.
    public struct Event: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let touchDown = Event(rawValue: 1 << 0)
        public static let touchUpInside = Event(rawValue: 1 << 6)
        public static let valueChanged = Event(rawValue: 1 << 12)
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        public static let editingChanged = Event(rawValue: 1 << 17)
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// The user pressed Return in a text field.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// All of a text field's editing events.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// UIKit's `UIControl.ContentHorizontalAlignment`.
    public enum ContentHorizontalAlignment: Int, Sendable { case center, left, right, fill, leading, trailing }
    /// UIKit's `UIControl.ContentVerticalAlignment`.
    public enum ContentVerticalAlignment: Int, Sendable { case center, top, bottom, fill }
    /// Where the content (a button's title and image) sits (kept, not drawn; default centred).
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center
    open var contentVerticalAlignment: ContentVerticalAlignment = .center

    /// UIKit's `UIControl.State`, with its raw values.
    public struct State: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let normal = State([])
        public static let highlighted = State(rawValue: 1 << 0)
        public static let disabled = State(rawValue: 1 << 1)
        public static let selected = State(rawValue: 1 << 2)
        public static let focused = State(rawValue: 1 << 3)
    }

    /// Whether the control responds (a disabled one takes no simulated touch).
    open var isEnabled = true
    open var isSelected = false
    open var isHighlighted = false
    /// The control's state, from `isEnabled`, `isSelected` and `isHighlighted`.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    private var actions: [(action: UIAction, events: Event)] = []

    /// Runs `action` whenever one of `events` is sent.
    open func addAction(_ action: UIAction, for events: Event) {
        actions.append((action, events))
    }

    /// Stops running `action` for `events`.
    open func removeAction(_ action: UIAction, for events: Event) {
        for i in actions.indices where actions[i].action === action { actions[i].events.subtract(events) }
        actions.removeAll { $0.events.isEmpty }
    }

    /// Stops running the action with `identifier` for `events` (iOS 14).
    open func removeAction(identifiedBy identifier: UIAction.Identifier, for events: Event) {
        for i in actions.indices where actions[i].action.identifier == identifier { actions[i].events.subtract(events) }
        actions.removeAll { $0.events.isEmpty }
    }

    /// UIKit's target-action removal, which code resetting a reused control
    /// calls with nils (`removeTarget(nil, action: nil, for: .allEvents)`).
    /// Target-action pairs need `#selector`, which Linux lacks, so there are
    /// none to remove: this does nothing. (Actions added with
    /// `addAction(_:for:)` stay; whether UIKit's call removes them too is
    /// not documented, so do not rely on either.)
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {}

    /// The events the control has actions for.
    open var allControlEvents: Event {
        actions.reduce(into: []) { $0.formUnion($1.events) }
    }

    /// Runs the actions added for any of `events`, in the order they were added.
    open func sendActions(for events: Event) {
        for (action, added) in actions where !added.isDisjoint(with: events) {
            action.run(from: self)
        }
    }

    /// Whether a simulated touch reaches the control: enabled, and neither it
    /// nor a superview hidden, without user interaction or transparent.
    var takesSimulatedTouch: Bool { isEnabled && receivesTouches }
}

/// A control whose value the user sets (a slider, a date picker).
@MainActor
protocol UserValueControl: UIControl {}

extension UserValueControl {
    /// The user sets the value at `keyPath` to `newValue` (the control's own
    /// rules may keep it within limits): `.valueChanged` is sent when the value
    /// changed. Nothing when the control takes no touch.
    func userSets<Value: Equatable>(_ keyPath: ReferenceWritableKeyPath<Self, Value>, to newValue: Value) {
        guard takesSimulatedTouch else { return }
        let old = self[keyPath: keyPath]
        self[keyPath: keyPath] = newValue
        if self[keyPath: keyPath] != old { sendActions(for: .valueChanged) }
    }
}

/// UIKit's `UISwitch`.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    override var standardAccessibilityTraits: UIAccessibilityTraits { .button }
    /// Whether the switch is on (default false).
    open var isOn = false
    /// The colours of the on track and of the thumb (kept, not drawn).
    open var onTintColor: UIColor?
    open var thumbTintColor: UIColor?

    /// Sets the state (no action is sent, as in UIKit).
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The user flips the switch: it changes state and sends `.valueChanged`
    /// (nothing when it takes no touch).
    public func simulateToggle() {
        guard takesSimulatedTouch else { return }
        isOn.toggle()
        sendActions(for: .valueChanged)
    }
}

/// UIKit's `UIImageView`: the image it shows (kept, not drawn).
@preconcurrency @MainActor
open class UIImageView: UIView {
    open var image: UIImage?
    open var highlightedImage: UIImage?
    open var isHighlighted = false
    /// The configuration symbol images are shown with (kept, not drawn).
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration?

    /// An image view showing `image`; touches pass through it, as in UIKit.
    public init(image: UIImage?) {
        self.image = image
        super.init(frame: .zero)
        isUserInteractionEnabled = false
    }

    /// An empty image view with a frame.
    public override convenience init(frame: CGRect) {
        self.init(image: nil)
        self.frame = frame
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }
}

/// UIKit's `UIRefreshControl`, set as a table's `refreshControl`: the user
/// pulls (`UIScrollView.simulatePullToRefresh()`), it starts refreshing and
/// sends `.valueChanged`; the app reloads and calls `endRefreshing()`.
@preconcurrency @MainActor
open class UIRefreshControl: UIControl {
    /// Whether a refresh is under way.
    public private(set) var isRefreshing = false
    /// The text under the spinner (kept, not drawn).
    open var attributedTitle: NSAttributedString?

    /// A refresh control.
    public init() {
        super.init(frame: .zero)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Shows the control refreshing, as the app does when a refresh starts by itself (no action is sent).
    open func beginRefreshing() {
        isRefreshing = true
    }

    /// Ends the refresh.
    open func endRefreshing() {
        isRefreshing = false
    }
}

extension UIScrollView {
    /// The user pulls the content down past its top and lets go: the
    /// refresh control, if any and enabled and not already refreshing, starts
    /// refreshing and sends `.valueChanged`. (The drag itself and the room
    /// the spinner takes at the top are not modelled: the offset does not
    /// move.) Nothing when the view takes no touches or cannot scroll.
    public func simulatePullToRefresh() {
        guard isScrollEnabled, receivesTouches, let control = refreshControl, control.isEnabled, !control.isRefreshing
        else { return }
        control.beginRefreshing()
        control.sendActions(for: .valueChanged)
    }
}
