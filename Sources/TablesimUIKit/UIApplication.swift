import Foundation

/// UIKit's `UIApplication`, the part table screens call: opening URLs, the
/// lifecycle notifications' names, the badge. There is no other app here:
/// which URL schemes open is the test's to say (`openableSchemes`), and
/// `openedURLs` keeps what the app opened, in order.
@preconcurrency @MainActor
open class UIApplication: UIResponder {
    /// UIKit's `UIApplication.State`.
    public enum State: Int, Sendable { case active, inactive, background }

    /// UIKit's `UIApplication.OpenExternalURLOptionsKey`.
    public struct OpenExternalURLOptionsKey: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public static let universalLinksOnly = OpenExternalURLOptionsKey(rawValue: "UIApplicationOpenURLOptionUniversalLinksOnly")
    }

    /// The app.
    public static let shared = UIApplication()

    /// The URL of the app's page in Settings.
    public static let openSettingsURLString = "app-settings:"

    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UIApplicationDidEnterBackgroundNotification")
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UIApplicationWillEnterForegroundNotification")
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    public nonisolated static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    /// Always `.active`: nothing sends the app to the background here.
    open var applicationState: State { .active }
    /// The number on the app's icon (kept).
    open var applicationIconBadgeNumber = 0
    /// Whether the screen stays awake (kept).
    open var isIdleTimerDisabled = false

    /// The URL schemes that open (not UIKit API; default `http` and `https`, as a browser takes them).
    public var openableSchemes: Set<String> = ["http", "https"]
    /// The URLs the app asked to open, in order, whether they opened or not (not UIKit API).
    public private(set) var openedURLs: [URL] = []

    private override init() {
        super.init()
    }

    /// Whether an app takes the URL's scheme (`openableSchemes`, case-insensitive).
    open func canOpenURL(_ url: URL) -> Bool {
        guard let scheme = url.scheme?.lowercased() else { return false }
        return openableSchemes.contains(scheme)
    }

    /// Opens the URL: it is recorded in `openedURLs`, and `completion` runs
    /// with whether it opened (`canOpenURL`), at once (on iOS, later).
    open func open(_ url: URL, options: [OpenExternalURLOptionsKey: Any] = [:],
                   completionHandler completion: (@MainActor (Bool) -> Void)? = nil) {
        openedURLs.append(url)
        completion?(canOpenURL(url))
    }

    /// Forgets the URLs opened (not UIKit API: between tests).
    public func resetOpenedURLs() {
        openedURLs.removeAll()
    }
}

/// UIKit's `UIPasteboard`: the general pasteboard, in memory.
@preconcurrency @MainActor
open class UIPasteboard {
    /// The pasteboard every app shares.
    public static let general = UIPasteboard()

    /// The items' strings (setting replaces them).
    open var strings: [String]? {
        didSet { changeCount += 1 }
    }
    /// The first string.
    open var string: String? {
        get { strings?.first }
        set { strings = newValue.map { [$0] } }
    }
    /// A URL, an image (kept).
    open var url: URL? {
        didSet { changeCount += 1 }
    }
    open var image: UIImage? {
        didSet { changeCount += 1 }
    }
    /// Whether there is a string.
    open var hasStrings: Bool { !(strings ?? []).isEmpty }
    open var hasURLs: Bool { url != nil }
    open var hasImages: Bool { image != nil }
    /// How many times the contents changed.
    public private(set) var changeCount = 0
}

/// UIKit's `UIFeedbackGenerator`: haptics (nothing to feel here: the calls do nothing).
@preconcurrency @MainActor
open class UIFeedbackGenerator {
    public init() {}
    /// Readies the engine (does nothing).
    open func prepare() {}
}

/// UIKit's `UIImpactFeedbackGenerator`.
@preconcurrency @MainActor
open class UIImpactFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UIImpactFeedbackGenerator.FeedbackStyle`.
    public enum FeedbackStyle: Int, Sendable { case light, medium, heavy, soft, rigid }
    public let style: FeedbackStyle

    public init(style: FeedbackStyle) {
        self.style = style
        super.init()
    }

    public override convenience init() {
        self.init(style: .medium)
    }

    open func impactOccurred() {}
    open func impactOccurred(intensity: CGFloat) {}
}

/// UIKit's `UINotificationFeedbackGenerator`.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// UIKit's `UINotificationFeedbackGenerator.FeedbackType`.
    public enum FeedbackType: Int, Sendable { case success, warning, error }
    open func notificationOccurred(_ notificationType: FeedbackType) {}
}

/// UIKit's `UISelectionFeedbackGenerator`.
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    open func selectionChanged() {}
}

/// UIKit's `UIActivity`, for its activity types.
@preconcurrency @MainActor
open class UIActivity {
    /// UIKit's `UIActivity.ActivityType`, with the common system types.
    public struct ActivityType: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let airDrop = ActivityType("com.apple.UIKit.activity.AirDrop")
        public static let copyToPasteboard = ActivityType("com.apple.UIKit.activity.CopyToPasteboard")
        public static let mail = ActivityType("com.apple.UIKit.activity.Mail")
        public static let message = ActivityType("com.apple.UIKit.activity.Message")
        public static let print = ActivityType("com.apple.UIKit.activity.Print")
        public static let addToReadingList = ActivityType("com.apple.UIKit.activity.AddToReadingList")
        public static let saveToCameraRoll = ActivityType("com.apple.UIKit.activity.SaveToCameraRoll")
        public static let assignToContact = ActivityType("com.apple.UIKit.activity.AssignToContact")
    }

    public init() {}
}

/// UIKit's `UIActivityViewController`: the share sheet. It keeps its items;
/// `simulateChoose(_:)` plays the user picking an activity or cancelling.
@preconcurrency @MainActor
open class UIActivityViewController: UIViewController {
    public typealias CompletionWithItemsHandler = @MainActor (UIActivity.ActivityType?, Bool, [Any]?, Error?) -> Void

    /// What is shared.
    public let activityItems: [Any]
    public let applicationActivities: [UIActivity]?
    /// Activities not offered (kept).
    open var excludedActivityTypes: [UIActivity.ActivityType]?
    /// Told how the sheet ended.
    open var completionWithItemsHandler: CompletionWithItemsHandler?

    public init(activityItems: [Any], applicationActivities: [UIActivity]?) {
        self.activityItems = activityItems
        self.applicationActivities = applicationActivities
        super.init(nibName: nil, bundle: nil)
    }

    /// Controllers are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The user picks `activityType` (nil: Cancel): the sheet is dismissed,
    /// then `completionWithItemsHandler` runs with whether an activity
    /// completed. An excluded activity cannot be picked: nothing then.
    /// Copying puts the first string item (or URL) on the general pasteboard.
    public func simulateChoose(_ activityType: UIActivity.ActivityType?) {
        if let activityType, excludedActivityTypes?.contains(activityType) == true { return }
        dismiss(animated: true)
        if activityType == .copyToPasteboard {
            if let text = activityItems.lazy.compactMap({ $0 as? String }).first { UIPasteboard.general.string = text }
            if let link = activityItems.lazy.compactMap({ $0 as? URL }).first { UIPasteboard.general.url = link }
        }
        completionWithItemsHandler?(activityType, activityType != nil, nil, nil)
    }
}
