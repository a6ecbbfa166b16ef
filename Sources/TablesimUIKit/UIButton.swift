import Foundation

/// UIKit's `UIButton`: titles and images by state, and its actions.
@preconcurrency @MainActor
open class UIButton: UIControl {
    override var standardAccessibilityTraits: UIAccessibilityTraits { .button }
    /// VoiceOver reads the current title.
    override var standardAccessibilityLabel: String? { currentTitle }
    /// UIKit's `UIButton.ButtonType`.
    public enum ButtonType: Int, Sendable {
        case custom, system, detailDisclosure, infoLight, infoDark, contactAdd, plain, close
    }

    public let buttonType: ButtonType
    /// The label of the current title.
    public let titleLabel: UILabel? = UILabel()
    /// The view of the current image (kept, not drawn).
    public let imageView: UIImageView? = UIImageView()
    private var titles: [UInt: String] = [:]
    private var images: [UInt: UIImage] = [:]
    /// The other per-state values (`UIButton+States.swift`).
    var stateValues = ButtonStateValues()

    /// A button of a type.
    public init(type buttonType: ButtonType) {
        self.buttonType = buttonType
        super.init(frame: .zero)
    }

    /// A button whose primary action (iOS 14) runs when it is tapped, titled after it.
    public convenience init(type buttonType: ButtonType = .system, primaryAction: UIAction?) {
        self.init(type: buttonType)
        if let primaryAction {
            setTitle(primaryAction.title, for: .normal)
            addAction(primaryAction, for: .primaryActionTriggered)
        }
    }

    /// A button with a configuration (iOS 15), of the system type, running `primaryAction` when tapped.
    public convenience init(configuration: Configuration, primaryAction: UIAction? = nil) {
        self.init(type: .system, primaryAction: primaryAction)
        self.configuration = configuration
    }

    /// The button's configuration (iOS 15; kept, not drawn): its title, if
    /// any, is the button's current title. A change of state (enabled,
    /// selected, highlighted) or `setNeedsUpdateConfiguration()` runs
    /// `updateConfiguration()`, which calls `configurationUpdateHandler`.
    open var configuration: Configuration? {
        didSet { if let title = configuration?.title { titleLabel?.text = title } }
    }
    open override var isEnabled: Bool { didSet { if isEnabled != oldValue { stateChanged() } } }
    open override var isSelected: Bool { didSet { if isSelected != oldValue { stateChanged() } } }
    open override var isHighlighted: Bool { didSet { if isHighlighted != oldValue { stateChanged() } } }

    /// The title, its colour and the image of the new state are shown, and the configuration is updated.
    private func stateChanged() {
        showCurrentState()
        setNeedsUpdateConfiguration()
    }
    /// Called to update the configuration for the button's state (iOS 15).
    open var configurationUpdateHandler: ((UIButton) -> Void)?
    private var updatingConfiguration = false

    /// Updates the configuration now (here updates are never deferred).
    open func setNeedsUpdateConfiguration() {
        updateConfiguration()
    }

    /// Runs `configurationUpdateHandler`; override to update the configuration yourself.
    open func updateConfiguration() {
        guard !updatingConfiguration, let handler = configurationUpdateHandler else { return }
        updatingConfiguration = true
        handler(self)
        updatingConfiguration = false
    }

    /// A custom button with a frame.
    public override convenience init(frame: CGRect) {
        self.init(type: .custom)
        self.frame = frame
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The title for a state; the normal one stands for states without their own.
    open func setTitle(_ title: String?, for state: State) {
        titles[state.rawValue] = title
        showCurrentState()
    }

    /// The image for a state; the normal one stands for states without their own.
    open func setImage(_ image: UIImage?, for state: State) {
        images[state.rawValue] = image
        showCurrentState()
    }

    open func title(for state: State) -> String? { ButtonStateValues.value(titles, state) }
    open var currentTitle: String? { configuration?.title ?? title(for: state) }

    open func image(for state: State) -> UIImage? { ButtonStateValues.value(images, state) }
    open var currentImage: UIImage? { image(for: state) }

    /// The menu the button shows (iOS 14): on a long press, or on a tap when
    /// `showsMenuAsPrimaryAction`.
    open var menu: UIMenu?
    /// Whether a tap shows the menu instead of sending the button's actions (false).
    open var showsMenuAsPrimaryAction = false
    /// The symbol configuration of the button's images, by state (kept, not drawn).
    private var symbolConfigurations: [UInt: UIImage.SymbolConfiguration] = [:]

    open func setPreferredSymbolConfiguration(_ configuration: UIImage.SymbolConfiguration?, forImageIn state: State) {
        symbolConfigurations[state.rawValue] = configuration
    }

    open func preferredSymbolConfigurationForImage(in state: State) -> UIImage.SymbolConfiguration? {
        symbolConfigurations[state.rawValue]
    }

    /// The user taps the button: `.touchUpInside` and `.primaryActionTriggered`
    /// are sent (nothing when it takes no touch, or when the tap shows its menu).
    public func simulateTap() {
        guard takesSimulatedTouch, !(showsMenuAsPrimaryAction && menu != nil) else { return }
        sendActions(for: [.touchUpInside, .primaryActionTriggered])
    }

    /// The user opens the button's menu and chooses `action` in it: the
    /// action's handler runs, with the button as its sender. Nothing when
    /// the button takes no touch or the menu does not offer the action.
    public func simulateTap(onMenuAction action: UIAction) {
        guard takesSimulatedTouch, menu?.offers(action) == true else { return }
        action.run(from: self)
    }
}
