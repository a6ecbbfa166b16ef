import Foundation

/// View controller containment, as UIKit's `UIViewController` has it: a
/// container adds children, whose views it places in its own, and passes its
/// appearance calls on to them. A navigation controller's children are its
/// stack.
extension UIViewController {
    /// The container holding this controller: the navigation controller
    /// whose stack holds it, the tab bar controller whose tab it is, or the
    /// controller that added it with `addChild(_:)`. Nil for a presented
    /// controller or a window's root.
    public var parent: UIViewController? { navigationControllerStorage ?? tabBarControllerStorage ?? parentStorage }

    /// Adds `childController` as the last child, first taking it from the
    /// container it was in. As UIKit documents, this calls the child's
    /// `willMove(toParent:)` with this controller before adding it, but not
    /// `didMove(toParent:)`: the container calls that once the child's view is
    /// in place. Adding the view stays the container's job.
    public func addChild(_ childController: UIViewController) {
        guard childController !== self else { return }
        childController.willMove(toParent: self)
        if let old = childController.parentStorage {
            old.childStorage.removeAll { $0 === childController }
        }
        childStorage.append(childController)
        childController.parentStorage = self
    }

    /// Takes this controller out of the container that added it. As UIKit
    /// documents, this calls `didMove(toParent:)` with nil after removing it,
    /// but not `willMove(toParent:)`: the container calls that first.
    /// Nothing for a controller no container added (a navigation stack's
    /// members leave it through the navigation controller).
    public func removeFromParent() {
        guard let parent = parentStorage else { return }
        parent.childStorage.removeAll { $0 === self }
        parentStorage = nil
        didMove(toParent: nil)
    }

    /// Starts an appearance transition by hand: `viewWillAppear(_:)` when
    /// `isAppearing`, else `viewWillDisappear(_:)`; `endAppearanceTransition()`
    /// makes the matching `viewDidAppear(_:)` or `viewDidDisappear(_:)`. This
    /// is what Apple asks for instead of calling the four methods directly,
    /// and what unit tests use to make a screen appear. The controller hears
    /// them whatever it heard before; a container passes them on to the
    /// children shown in its view, as it passes on UIKit's own (not a
    /// navigation controller: its top controller does not hear them, as
    /// reported on iOS).
    public func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        isShown = isAppearing
        if isAppearing { viewWillAppear(animated) } else { viewWillDisappear(animated) }
        let children = self is UINavigationController ? [] : Array(appearanceReceivers.dropFirst())
        manualAppearance = (isAppearing, Self.beginAppearance(children, isAppearing, animated: animated))
    }

    /// Ends the transition `beginAppearanceTransition(_:animated:)` began;
    /// nothing when none is under way.
    public func endAppearanceTransition() {
        guard let (appearing, children) = manualAppearance else { return }
        manualAppearance = nil
        if appearing {
            viewIsAppearing(false)
            viewDidAppear(false)
        } else {
            viewDidDisappear(false)
        }
        Self.endAppearance(children, appearing, animated: false)
    }

    /// This controller and the controllers it passes its appearance calls to,
    /// each before its own: a navigation controller's top controller, a tab
    /// bar controller's selected one, or the
    /// children whose views are inside this controller's view (unless
    /// `shouldAutomaticallyForwardAppearanceMethods` is false).
    var appearanceReceivers: [UIViewController] {
        var receivers: [UIViewController] = [self]
        if let navigation = self as? UINavigationController {
            if let top = navigation.topViewController { receivers += top.appearanceReceivers }
            return receivers
        }
        if let tabs = self as? UITabBarController {
            if let shown = tabs.selectedViewController { receivers += shown.appearanceReceivers }
            return receivers
        }
        guard shouldAutomaticallyForwardAppearanceMethods, !childStorage.isEmpty, let root = viewIfLoaded else { return receivers }
        for child in childStorage {
            if let view = child.viewIfLoaded, view !== root, view.isDescendant(of: root) { receivers += child.appearanceReceivers }
        }
        return receivers
    }

    /// A transition's `viewWill…` calls, to each controller in `receivers` in
    /// order; returns those that heard them, for `endAppearance`. A
    /// controller already shown does not hear `viewWillAppear` again, nor
    /// one not shown `viewWillDisappear`.
    static func beginAppearance(_ receivers: [UIViewController], _ appearing: Bool, animated: Bool) -> [UIViewController] {
        let hearing = receivers.filter { $0.isShown != appearing }
        for controller in hearing {
            controller.isShown = appearing
            if appearing { controller.viewWillAppear(animated) } else { controller.viewWillDisappear(animated) }
        }
        return hearing
    }

    /// A container's shown child changes (a navigation controller's top, a
    /// tab bar controller's selected tab): `old`'s view leaves this
    /// controller's view, and `new`'s fills it, under the bars it extends
    /// under (`containedFrame(for:)`), following its size.
    func showContainedView(of new: UIViewController?, replacing old: UIViewController?) {
        guard let root = viewIfLoaded else { return }
        if let gone = old?.viewIfLoaded, gone.superview === root { gone.removeFromSuperview() }
        guard let shown = new?.view, shown.superview !== root else { return }
        shown.frame = containedFrame(for: new)
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        root.insertSubview(shown, at: 0)
    }

    /// A whole transition of this controller alone (no other appearing or
    /// disappearing with it): it and the controllers it passes its calls to
    /// hear the `viewWill…` calls, then the `viewDid…` ones (nothing animates).
    func makeAppearanceCalls(appearing: Bool) {
        let hearing = Self.beginAppearance(appearanceReceivers, appearing, animated: false)
        Self.endAppearance(hearing, appearing, animated: false)
    }

    /// The matching `viewDid…` calls, to those `beginAppearance` returned.
    /// Appearing, each controller hears `viewIsAppearing` first (the views
    /// are in place by now), then its view has its layout pass (its table
    /// loads), then `viewDidAppear`: on iOS the view is laid out before it
    /// has appeared, so that code there sees its geometry.
    static func endAppearance(_ hearing: [UIViewController], _ appearing: Bool, animated: Bool) {
        if appearing {
            for controller in hearing { controller.viewIsAppearing(animated) }
            for controller in hearing { controller.viewIfLoaded?.layoutIfNeeded() }
        }
        for controller in hearing {
            if appearing { controller.viewDidAppear(animated) } else { controller.viewDidDisappear(animated) }
        }
    }
}

/// When a controller is on screen: UIKit sends the appearance calls to the
/// controllers whose views enter or leave a window, and presents only from
/// a controller whose view is in one.
extension UIViewController {
    /// Whether the controller's view is in a window on screen: its `window`
    /// (which follows a presented controller to its presenter's) is shown.
    var isInWindowHierarchy: Bool {
        viewIfLoaded?.window.map { !$0.isHidden } ?? false
    }

    /// A child's view entered its container's view (`addSubview(_:)`): while
    /// the container is shown and passes its appearance calls on, the child
    /// (and the children in its view) hear `viewWillAppear` and
    /// `viewDidAppear`, as on iOS, where its view entering the window sends
    /// them. Both come at once here.
    static func viewDidEnterSuperview(_ view: UIView) {
        guard let child = view.owningController, child.shownContainer(holding: view) != nil else { return }
        child.makeAppearanceCalls(appearing: true)
    }

    /// A child's view is leaving its shown container's view
    /// (`removeFromSuperview()`): the child hears `viewWillDisappear` and
    /// `viewDidDisappear`, as on iOS, where its view leaving the window sends them.
    static func viewWillLeaveSuperview(_ view: UIView) {
        guard let child = view.owningController, child.shownContainer(holding: view) != nil else { return }
        child.makeAppearanceCalls(appearing: false)
    }

    /// The container that added this controller, when it is shown, passes
    /// its appearance calls on, and holds `view` in its own view.
    private func shownContainer(holding view: UIView) -> UIViewController? {
        guard let container = parentStorage, container.isShown, container.shouldAutomaticallyForwardAppearanceMethods,
              let root = container.viewIfLoaded, view !== root, view.isDescendant(of: root) else { return nil }
        return container
    }
}
