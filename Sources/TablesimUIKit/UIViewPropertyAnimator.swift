import Foundation

extension UIView {
    /// UIKit's `UIView.AnimationCurve`, with its raw values. Like UIKit's
    /// (a C enumeration), it takes any raw value: the keyboard's
    /// notifications carry an undocumented 7, and `AnimationCurve(rawValue: 7)!`
    /// is common keyboard code. A `switch` over it needs a `default`.
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
        public let rawValue: Int
        /// A curve with any raw value (never nil, as UIKit's).
        public init?(rawValue: Int) { self.rawValue = rawValue }
        private init(_ rawValue: Int) { self.rawValue = rawValue }
        public static let easeInOut = AnimationCurve(0)
        public static let easeIn = AnimationCurve(1)
        public static let easeOut = AnimationCurve(2)
        public static let linear = AnimationCurve(3)
    }
}

/// UIKit's `UIViewAnimatingState`.
public enum UIViewAnimatingState: Int, Sendable {
    case inactive, active, stopped
}

/// UIKit's `UIViewAnimatingPosition`.
public enum UIViewAnimatingPosition: Int, Sendable {
    case end, start, current
}

/// UIKit's `UIViewPropertyAnimator`, as the library's other animations are:
/// nothing moves over time, so `startAnimation()` makes the changes at once
/// and calls the completions with `.end`. Animations and completions added
/// before the start run at the start; added while it runs (from a
/// completion), they run at once.
@preconcurrency @MainActor
open class UIViewPropertyAnimator {
    /// How long the animation would take (kept).
    public let duration: TimeInterval
    /// Its timing curve (kept).
    public let curve: UIView.AnimationCurve
    /// Whether the animator can be stopped or reversed midway (kept; default true).
    open var isInterruptible = true
    /// Whether the animation is reversed (kept: nothing runs backwards).
    open var isReversed = false
    /// How far the animation has come: 0 before it starts, 1 once it ran.
    open var fractionComplete: CGFloat = 0
    /// Inactive until started; inactive again once it ran (or stopped, when stopped without finishing).
    public private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation is running: never after `startAnimation()` returns.
    public var isRunning: Bool { false }
    private var animations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []

    /// An animator of `animations` with a duration and a curve.
    public init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.duration = duration
        self.curve = curve
        if let animations { self.animations.append(animations) }
    }

    /// A spring animator (the damping ratio is kept out: nothing moves).
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, curve: .easeInOut, animations: animations)
    }

    /// An animator that starts at once with `animations` and runs `completion` at the end.
    @discardableResult
    public static func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                               options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                               completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: .easeInOut, animations: animations)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: delay)
        return animator
    }

    /// Adds changes to make: at the start, or at once when already started.
    open func addAnimations(_ animation: @escaping () -> Void) {
        if state == .active { animation() } else { animations.append(animation) }
    }

    /// Adds changes to make after `delayFactor` of the duration (at the start here).
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        addAnimations(animation)
    }

    /// Adds a block to call with the end position when the animation ends.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Makes the changes at once, then calls the completions with `.end`.
    open func startAnimation() {
        guard state == .inactive else { return }
        state = .active
        let run = animations
        animations.removeAll()
        for animation in run { animation() }
        fractionComplete = 1
        finish(at: .end)
    }

    /// As `startAnimation()` (there is no time to wait).
    open func startAnimation(afterDelay delay: TimeInterval) {
        startAnimation()
    }

    /// Pauses the animation (it has already ended here).
    open func pauseAnimation() {}

    /// Stops an animation that has not ended; `withoutFinishing` true makes it inactive at once.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        state = withoutFinishing ? .inactive : .stopped
    }

    /// Ends a stopped animation at `finalPosition`, calling the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else { return }
        finish(at: finalPosition)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        let called = completions
        completions.removeAll()
        for completion in called { completion(position) }
        state = .inactive
    }
}
