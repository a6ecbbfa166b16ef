import Foundation

/// UIKit's `UIScreen`: here one screen, the iPhone in portrait that the
/// rest of the library models (an iPhone 8's or SE's: 375 × 667 points at
/// a scale of 2), the size a controller's view is made at.
@preconcurrency @MainActor
public final class UIScreen {
    /// The screen (deprecated in iOS 16 in favour of a window scene's screen, still common).
    public static let main = UIScreen()

    /// Every screen: the main one (there is no external display).
    public static var screens: [UIScreen] { [main] }

    private init() {}

    /// The screen's rectangle in points: 375 × 667, a controller's view's default frame.
    public var bounds: CGRect { UIViewController.screenBounds }

    /// Pixels per point: 2.
    public var scale: CGFloat { 2 }

    /// The screen's rectangle in pixels, in portrait: 750 × 1334.
    public var nativeBounds: CGRect {
        CGRect(x: 0, y: 0, width: bounds.width * nativeScale, height: bounds.height * nativeScale)
    }

    /// Pixels per point on the physical screen: 2 (no display zoom).
    public var nativeScale: CGFloat { 2 }

    /// The screen's brightness, 0 to 1 (kept; 0.5 until set).
    public var brightness: CGFloat = 0.5

    /// The screen's traits: `UITraitCollection.current`.
    public var traitCollection: UITraitCollection { .current }

    /// The most frames per second the screen shows (kept: 60, nothing is animated).
    public var maximumFramesPerSecond: Int { 60 }
}
