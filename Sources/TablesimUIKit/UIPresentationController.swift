import Foundation

/// UIKit's `UIPresentationController`: how a presented controller is shown (kept, not drawn).
@preconcurrency @MainActor
open class UIPresentationController {
    public unowned let presentedViewController: UIViewController
    /// The controller presenting it, once presented.
    public var presentingViewController: UIViewController? { presentedViewController.presentingViewController }

    /// Told of the user's interactive dismissal (a sheet swiped down), not retained.
    open weak var delegate: UIAdaptivePresentationControllerDelegate?

    init(presented: UIViewController) {
        presentedViewController = presented
    }
}

/// UIKit's `UIAdaptivePresentationControllerDelegate`: the calls around the
/// user dismissing a sheet by swiping it down (`simulateSwipeDownToDismiss()`
/// plays it). A dismissal made in code calls none of them, as in UIKit.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: AnyObject {
    /// Asked before the swipe dismisses (default true).
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// The swipe is about to dismiss.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// The swipe dismissed the controller.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// The swipe was refused (`isModalInPresentation`, or `presentationControllerShouldDismiss` said no).
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
    /// The style to adapt to in a compact environment (default `.none`: kept, nothing adapts here).
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
}

extension UIAdaptivePresentationControllerDelegate {
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .none }
}

/// UIKit's `UIPopoverArrowDirection`, with its raw values.
public struct UIPopoverArrowDirection: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let up = UIPopoverArrowDirection(rawValue: 1 << 0)
    public static let down = UIPopoverArrowDirection(rawValue: 1 << 1)
    public static let left = UIPopoverArrowDirection(rawValue: 1 << 2)
    public static let right = UIPopoverArrowDirection(rawValue: 1 << 3)
    public static let any: UIPopoverArrowDirection = [.up, .down, .left, .right]
    public static let unknown = UIPopoverArrowDirection(rawValue: UInt.max)
}

/// UIKit's `UIPopoverPresentationController`: where a popover points (kept).
@preconcurrency @MainActor
open class UIPopoverPresentationController: UIPresentationController {
    open var sourceView: UIView?
    open var sourceRect = CGRect.zero
    open var barButtonItem: UIBarButtonItem?
    open var permittedArrowDirections = UIPopoverArrowDirection.any
    open var backgroundColor: UIColor?
}

/// UIKit's `UISheetPresentationController` (iOS 15): a sheet's heights
/// (detents) and look, kept; the sheet is not drawn or dragged.
@preconcurrency @MainActor
open class UISheetPresentationController: UIPresentationController {
    /// UIKit's `UISheetPresentationController.Detent`: a height a sheet rests at.
    @MainActor
    public final class Detent: Hashable {
        /// UIKit's `Detent.Identifier`.
        public struct Identifier: RawRepresentable, Hashable, Sendable {
            public let rawValue: String
            public init(rawValue: String) { self.rawValue = rawValue }
            public init(_ rawValue: String) { self.rawValue = rawValue }
            public static let medium = Identifier("com.apple.UIKit.medium")
            public static let large = Identifier("com.apple.UIKit.large")
        }

        public let identifier: Identifier

        private init(_ identifier: Identifier) {
            self.identifier = identifier
        }

        /// About half the screen's height.
        public static func medium() -> Detent { Detent(.medium) }
        /// The full height.
        public static func large() -> Detent { Detent(.large) }

        public nonisolated static func == (a: Detent, b: Detent) -> Bool { a.identifier == b.identifier }
        public nonisolated func hash(into hasher: inout Hasher) { hasher.combine(identifier) }
    }

    /// The heights the sheet may rest at (default: large only).
    open var detents: [Detent] = [.large()]
    /// The detent the sheet rests at (nil: the smallest).
    open var selectedDetentIdentifier: Detent.Identifier?
    /// The largest detent at which the content behind is not dimmed (nil: always dimmed).
    open var largestUndimmedDetentIdentifier: Detent.Identifier?
    open var prefersGrabberVisible = false
    open var preferredCornerRadius: CGFloat?
    open var prefersScrollingExpandsWhenScrolledToEdge = true
    open var prefersEdgeAttachedInCompactHeight = false

    /// Runs `changes` at once (nothing animates).
    open func animateChanges(_ changes: () -> Void) {
        changes()
    }
}

extension UIViewController {
    /// The controller managing this one's presentation, made when first
    /// read (so its `delegate` can be set before `present`): the sheet's or
    /// the popover's for those styles, else a plain one.
    public var presentationController: UIPresentationController? {
        if let made = sheetPresentationController ?? popoverPresentationController { return made }
        if let made = presentationStorage { return made }
        let made = UIPresentationController(presented: self)
        presentationStorage = made
        return made
    }

    /// Plays the user swiping a presented sheet down: refused when
    /// `isModalInPresentation` or when the presentation controller's
    /// delegate's `presentationControllerShouldDismiss` says no (it then
    /// hears `presentationControllerDidAttemptToDismiss`); else the delegate
    /// hears `presentationControllerWillDismiss`, the controller is
    /// dismissed, and the delegate hears `presentationControllerDidDismiss`.
    /// Only a sheet can be swiped down; returns whether it was dismissed.
    @discardableResult
    public func simulateSwipeDownToDismiss() -> Bool {
        guard let presented = presentedViewController ?? (presentingViewController != nil ? self : nil),
              [.automatic, .pageSheet, .formSheet].contains(presented.modalPresentationStyle),
              let presentation = presented.presentationController else { return false }
        let delegate = presentation.delegate
        if presented.refusesInteractiveDismissal || delegate?.presentationControllerShouldDismiss(presentation) == false {
            delegate?.presentationControllerDidAttemptToDismiss(presentation)
            return false
        }
        delegate?.presentationControllerWillDismiss(presentation)
        presented.dismiss(animated: true)
        delegate?.presentationControllerDidDismiss(presentation)
        return true
    }

    /// Whether this controller, or the controller it shows (a navigation
    /// controller's top one, a tab bar controller's selected one, and so
    /// down), sets `isModalInPresentation`, as Apple's sample sets it on the
    /// form inside the presented navigation controller.
    var refusesInteractiveDismissal: Bool {
        isModalInPresentation || shownChild?.refusesInteractiveDismissal == true
    }

    /// The popover presentation of this controller, made when first read
    /// while `modalPresentationStyle` is `.popover`; nil otherwise, as Apple documents.
    public var popoverPresentationController: UIPopoverPresentationController? {
        guard modalPresentationStyle == .popover else { return nil }
        if let popover = presentationStorage as? UIPopoverPresentationController { return popover }
        let popover = UIPopoverPresentationController(presented: self)
        presentationStorage = popover
        return popover
    }

    /// The sheet presentation of this controller (iOS 15), made when first
    /// read while `modalPresentationStyle` is a sheet (`.automatic`, the
    /// default, `.pageSheet` or `.formSheet`); nil otherwise, and for an alert.
    public var sheetPresentationController: UISheetPresentationController? {
        guard [.automatic, .pageSheet, .formSheet].contains(modalPresentationStyle), !(self is UIAlertController) else {
            return nil
        }
        if let sheet = presentationStorage as? UISheetPresentationController { return sheet }
        let sheet = UISheetPresentationController(presented: self)
        presentationStorage = sheet
        return sheet
    }
}
