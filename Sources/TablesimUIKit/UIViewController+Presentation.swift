import Foundation

/// Modal presentation, as UIKit documents it: a controller inside a
/// container presents from the container (the root-most ancestor, or for a
/// current-context style the nearest ancestor defining the context), a
/// container's presentation counts for its children, and a controller
/// inside a presented one dismisses that one.
extension UIViewController {
    /// The navigation controller whose stack holds this controller or, for a
    /// child, its container's (the nearest ancestor that is one, as UIKit documents).
    public var navigationController: UINavigationController? {
        navigationControllerStorage ?? parent?.navigationController
    }

    /// The controller presented by this controller or by one of its
    /// ancestors (its navigation controller, its container), as UIKit documents.
    public var presentedViewController: UIViewController? {
        presentedStorage ?? parent?.presentedViewController
    }

    /// The controller that presented this one or, when an ancestor was
    /// presented instead, the one that presented the ancestor (UIKit's rule).
    public var presentingViewController: UIViewController? {
        presentingStorage ?? parent?.presentingViewController
    }

    /// Whether the controller is being pushed (or set as a root): true in its
    /// `viewWillAppear` and `viewDidAppear` then.
    public var isMovingToParent: Bool { movingToParent }

    /// Whether the controller is being popped (or removed from its stack):
    /// true in its `viewWillDisappear` and `viewDidDisappear` then.
    public var isMovingFromParent: Bool { movingFromParent }

    /// Whether the controller is being presented: true in its `viewWillAppear` and `viewDidAppear` then.
    public var isBeingPresented: Bool { beingPresented }

    /// Whether the controller is being dismissed: true in its `viewWillDisappear` and `viewDidDisappear` then.
    public var isBeingDismissed: Bool { beingDismissed }

    /// Presents a controller (an alert, a sheet): it loads, appears, then
    /// `completion` runs. The presentation is made by this controller's
    /// root-most ancestor (a navigation controller for the controllers in its
    /// stack), or, for `.currentContext` and `.overCurrentContext`, by the
    /// nearest one that `definesPresentationContext`: that controller's
    /// `presentedViewController` is the presented one, and so is its
    /// children's. A `.fullScreen` or `.currentContext` presentation takes
    /// the presenter off the screen, in UIKit's order: its
    /// `viewWillDisappear`, the presented one's `viewWillAppear` and
    /// `viewDidAppear`, its `viewDidDisappear` (a navigation controller
    /// passes them to its top controller). A presenter already presenting
    /// another presents nothing, as UIKit refuses (it logs a warning); so
    /// does one whose view is not in a window (shown with
    /// `makeKeyAndVisible()`, or presented from one), with UIKit's warning on
    /// standard error.
    public func present(_ viewController: UIViewController, animated: Bool, completion: (() -> Void)? = nil) {
        presentationContext(for: viewController.modalPresentationStyle)
            .presentHere(viewController, animated: animated, calledOn: self, completion: completion)
    }

    /// Who makes a presentation of `style` asked of this controller.
    private func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var context = self
        let current = style == .currentContext || style == .overCurrentContext
        while let up = context.parent {
            if current && context.definesPresentationContext { break }
            context = up
        }
        return context
    }

    /// Presents `viewController` from this very controller (the search
    /// controller picks its presenter itself).
    func presentHere(_ viewController: UIViewController, animated: Bool, calledOn caller: UIViewController? = nil,
                     completion: (() -> Void)? = nil) {
        guard presentedStorage == nil else { return }
        guard isInWindowHierarchy else {
            let asked = caller ?? self
            let warning = "Attempt to present \(Self.describe(viewController)) on \(Self.describe(asked)) "
                + "(from \(Self.describe(asked))) whose view is not in the window hierarchy.\n"
            FileHandle.standardError.write(Data(warning.utf8))
            return
        }
        presentedStorage = viewController
        viewController.presentingStorage = self
        viewController.loadViewIfNeeded()
        viewController.viewIfLoaded?.safeAreaContextChanged()
        let covered = viewController.coversPresenter ? appearanceReceivers : []
        viewController.beingPresented = true
        let hidden = Self.beginAppearance(covered, false, animated: animated)
        let shown = Self.beginAppearance(viewController.appearanceReceivers, true, animated: animated)
        Self.endAppearance(shown, true, animated: animated)
        Self.endAppearance(hidden, false, animated: animated)
        viewController.beingPresented = false
        completion?()
    }

    /// Dismisses what this controller (or an ancestor) presents, else the
    /// presented controller this one is or is inside (UIKit asks its
    /// presenter to do it); then `completion` runs. The dismissed controller
    /// (and a navigation controller's top controller) hears
    /// `viewWillDisappear` and `viewDidDisappear`; a presenter taken off the
    /// screen hears `viewWillAppear` and `viewDidAppear` in between, as in UIKit.
    public func dismiss(animated: Bool, completion: (() -> Void)? = nil) {
        guard let presented = presentedViewController ?? presentedAncestor,
              let presenter = presented.presentingStorage else {
            completion?()
            return
        }
        let uncovered = presented.coversPresenter ? presenter.appearanceReceivers : []
        let leaving = presented.appearanceReceivers
        presented.beingDismissed = true
        let hidden = Self.beginAppearance(leaving, false, animated: animated)
        presenter.presentedStorage = nil
        presented.presentingStorage = nil
        // Its views leave the window: a field edited there stops being edited, and the safe area goes.
        presented.viewIfLoaded?.endEditing(true)
        if let view = presented.viewIfLoaded, FirstResponder.mayBeSet { Keyboard.viewLeft(view) }
        presented.viewIfLoaded?.safeAreaContextChanged()
        let shown = Self.beginAppearance(uncovered, true, animated: animated)
        Self.endAppearance(shown, true, animated: animated)
        Self.endAppearance(hidden, false, animated: animated)
        presented.beingDismissed = false
        completion?()
    }

    /// This controller or the nearest ancestor that was presented.
    private var presentedAncestor: UIViewController? {
        presentingStorage != nil ? self : parent?.presentedAncestor
    }

    /// A controller as UIKit's warnings name one: `<TypeName: 0x…>`.
    private static func describe(_ controller: UIViewController) -> String {
        "<\(String(describing: type(of: controller))): \(Unmanaged.passUnretained(controller).toOpaque())>"
    }

    /// Whether presenting this controller takes the presenter's view off the screen.
    private var coversPresenter: Bool { modalPresentationStyle == .fullScreen || modalPresentationStyle == .currentContext }
}
