import Foundation

/// UIKit's `UIScene`: here one scene, the app's, connected and in the foreground.
@preconcurrency @MainActor
open class UIScene: UIResponder {
    /// UIKit's `UIScene.ActivationState`, with its raw values.
    public enum ActivationState: Int, Sendable {
        case unattached = -1, foregroundActive, foregroundInactive, background
    }

    /// The scene's state: in the foreground and active.
    open var activationState: ActivationState { .foregroundActive }
    /// The scene's title (kept).
    open var title: String?
}

/// UIKit's `UIInterfaceOrientation`, with its raw values.
public enum UIInterfaceOrientation: Int, Sendable {
    case unknown = 0, portrait, portraitUpsideDown, landscapeRight, landscapeLeft

    public var isPortrait: Bool { self == .portrait || self == .portraitUpsideDown }
    public var isLandscape: Bool { self == .landscapeLeft || self == .landscapeRight }
}

/// UIKit's `UIWindowScene`: the one scene every window belongs to, on the
/// one screen, in portrait.
@preconcurrency @MainActor
open class UIWindowScene: UIScene {
    /// The app's scene (`UIApplication.shared.connectedScenes` holds it).
    public static let shared = UIWindowScene()

    private var windowRefs: [Weak<UIWindow>] = []

    /// The windows made so far and still alive, oldest first.
    open var windows: [UIWindow] { windowRefs.compactMap(\.value) }
    /// The key window (`makeKeyAndVisible()`), if any.
    open var keyWindow: UIWindow? { windows.first { $0.isKeyWindow } }
    /// The screen: the one there is.
    open var screen: UIScreen { .main }
    /// Portrait, the modelled iPhone's only orientation.
    open var interfaceOrientation: UIInterfaceOrientation { .portrait }
    /// The scene's traits: `UITraitCollection.current`.
    open var traitCollection: UITraitCollection { .current }

    func register(_ window: UIWindow) {
        windowRefs.removeAll { $0.value == nil }
        windowRefs.append(Weak(value: window))
    }
}

extension UIWindow {
    /// The window's scene: the app's one scene.
    public var windowScene: UIWindowScene? { UIWindowScene.shared }

    /// A window in a scene, as large as the screen (as a scene delegate makes one).
    public convenience init(windowScene: UIWindowScene) {
        self.init(frame: windowScene.screen.bounds)
    }
}

extension UIApplication {
    /// The connected scenes: the app's one scene.
    public var connectedScenes: Set<UIScene> { [UIWindowScene.shared] }
    /// The windows (deprecated in iOS 15 in favour of a scene's; still common).
    public var windows: [UIWindow] { UIWindowScene.shared.windows }
    /// The key window (deprecated in iOS 13; still common).
    public var keyWindow: UIWindow? { UIWindowScene.shared.keyWindow }
}
