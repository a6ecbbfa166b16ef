import Foundation

/// UIKit's `UIAccessibilityTraits`: what an element is and how it behaves,
/// for VoiceOver (kept: read back by tests, as UI tests on iOS read them).
public struct UIAccessibilityTraits: OptionSet, Hashable, Sendable {
    public let rawValue: UInt64
    public init(rawValue: UInt64) { self.rawValue = rawValue }

    public static let none = UIAccessibilityTraits([])
    public static let button = UIAccessibilityTraits(rawValue: 1 << 0)
    public static let link = UIAccessibilityTraits(rawValue: 1 << 1)
    public static let image = UIAccessibilityTraits(rawValue: 1 << 2)
    public static let selected = UIAccessibilityTraits(rawValue: 1 << 3)
    public static let playsSound = UIAccessibilityTraits(rawValue: 1 << 4)
    public static let keyboardKey = UIAccessibilityTraits(rawValue: 1 << 5)
    public static let staticText = UIAccessibilityTraits(rawValue: 1 << 6)
    public static let summaryElement = UIAccessibilityTraits(rawValue: 1 << 7)
    public static let notEnabled = UIAccessibilityTraits(rawValue: 1 << 8)
    public static let updatesFrequently = UIAccessibilityTraits(rawValue: 1 << 9)
    public static let searchField = UIAccessibilityTraits(rawValue: 1 << 10)
    public static let startsMediaSession = UIAccessibilityTraits(rawValue: 1 << 11)
    public static let adjustable = UIAccessibilityTraits(rawValue: 1 << 12)
    public static let allowsDirectInteraction = UIAccessibilityTraits(rawValue: 1 << 13)
    public static let causesPageTurn = UIAccessibilityTraits(rawValue: 1 << 14)
    public static let tabBar = UIAccessibilityTraits(rawValue: 1 << 15)
    public static let header = UIAccessibilityTraits(rawValue: 1 << 16)
}

/// UIKit's `UIAccessibility`: what assistive technologies are running, and
/// the notifications an app posts to them. No assistive technology runs
/// here: the settings are off, and posted notifications are kept, in order,
/// in `postedNotifications` (tablesim's own, for a test to read).
@MainActor
public enum UIAccessibility {
    /// UIKit's `UIAccessibility.Notification`.
    public struct Notification: RawRepresentable, Hashable, Sendable {
        public let rawValue: UInt32
        public init(rawValue: UInt32) { self.rawValue = rawValue }
        public static let screenChanged = Notification(rawValue: 1000)
        public static let layoutChanged = Notification(rawValue: 1001)
        public static let announcement = Notification(rawValue: 1008)
        public static let pageScrolled = Notification(rawValue: 1009)
    }

    /// A notification an app posted, with its argument (tablesim's own).
    public struct Posted {
        public let notification: Notification
        public let argument: Any?
    }

    /// The notifications posted so far, oldest first (tablesim's own; empty it between tests if needed).
    public static var postedNotifications: [Posted] = []

    /// Posts a notification to assistive technologies (kept in `postedNotifications`).
    public static func post(notification: Notification, argument: Any?) {
        postedNotifications.append(Posted(notification: notification, argument: argument))
    }

    /// Whether VoiceOver is on: false.
    public static var isVoiceOverRunning: Bool { false }
    /// Whether Switch Control is on: false.
    public static var isSwitchControlRunning: Bool { false }
    /// Whether Reduce Motion is on: false.
    public static var isReduceMotionEnabled: Bool { false }
    /// Whether Reduce Transparency is on: false.
    public static var isReduceTransparencyEnabled: Bool { false }
    /// Whether Bold Text is on: false.
    public static var isBoldTextEnabled: Bool { false }
    /// Whether Increase Contrast (Darker System Colors) is on: false.
    public static var isDarkerSystemColorsEnabled: Bool { false }
}

/// UIKit's `UIAccessibilityCustomAction`: an action VoiceOver offers on an
/// element (its rotor's Actions). `simulatePerform()` plays the user choosing it.
@preconcurrency @MainActor
open class UIAccessibilityCustomAction {
    /// The action's name, as VoiceOver reads it.
    open var name: String
    /// The action's image (kept).
    open var image: UIImage?
    /// What the action does: true when it succeeded.
    open var actionHandler: ((UIAccessibilityCustomAction) -> Bool)?

    /// An action with a name and a handler.
    public init(name: String, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.actionHandler = actionHandler
    }

    /// An action with a name, an image and a handler.
    public init(name: String, image: UIImage?, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.name = name
        self.image = image
        self.actionHandler = actionHandler
    }

    /// An action named by an attributed string (its plain text is the name).
    public convenience init(attributedName: NSAttributedString, actionHandler: ((UIAccessibilityCustomAction) -> Bool)?) {
        self.init(name: attributedName.string, actionHandler: actionHandler)
    }

    /// Plays VoiceOver's user choosing the action: runs the handler, returns what it returned (false without one).
    @discardableResult
    public func simulatePerform() -> Bool {
        actionHandler?(self) ?? false
    }
}
