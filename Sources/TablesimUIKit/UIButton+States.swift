import Foundation

/// A button's values by control state other than its titles and images:
/// the normal state's value stands for a state without its own, as UIKit
/// documents for every `set…(_:for:)` of `UIButton`.
struct ButtonStateValues {
    var titleColors: [UInt: UIColor] = [:]
    var titleShadowColors: [UInt: UIColor] = [:]
    var attributedTitles: [UInt: NSAttributedString] = [:]
    var backgroundImages: [UInt: UIImage] = [:]
    /// iOS 14 and earlier appearance flags (deprecated in iOS 15, kept).
    var adjustsImageWhenHighlighted = true
    var adjustsImageWhenDisabled = true
    var showsTouchWhenHighlighted = false

    static func value<Value>(_ values: [UInt: Value], _ state: UIControl.State) -> Value? {
        values[state.rawValue] ?? values[UIControl.State.normal.rawValue]
    }
}

extension UIButton {
    /// The title label and image view show the current state's title (its
    /// attributed title, when it has one), title colour and image.
    func showCurrentState() {
        titleLabel?.text = currentAttributedTitle?.string ?? currentTitle
        titleLabel?.textColor = currentTitleColor
        imageView?.image = currentImage
    }
}

/// The per-state appearance of a button that UIKit apps set (kept, not
/// drawn): title colours, shadow colours, attributed titles, background
/// images. An attributed title, when set, is the title the label shows.
/// (Declared in an extension, so a subclass cannot override them.)
extension UIButton {
    public func setTitleColor(_ color: UIColor?, for state: State) {
        stateValues.titleColors[state.rawValue] = color
        showCurrentState()
    }

    public func titleColor(for state: State) -> UIColor? { ButtonStateValues.value(stateValues.titleColors, state) }
    /// The title colour of the current state; without one, a system
    /// button's tint colour and a custom button's white, UIKit's defaults.
    public var currentTitleColor: UIColor { titleColor(for: state) ?? (buttonType == .custom ? .white : tintColor) }

    public func setTitleShadowColor(_ color: UIColor?, for state: State) { stateValues.titleShadowColors[state.rawValue] = color }
    public func titleShadowColor(for state: State) -> UIColor? { ButtonStateValues.value(stateValues.titleShadowColors, state) }
    public var currentTitleShadowColor: UIColor? { titleShadowColor(for: state) }

    public func setAttributedTitle(_ title: NSAttributedString?, for state: State) {
        stateValues.attributedTitles[state.rawValue] = title
        showCurrentState()
    }

    public func attributedTitle(for state: State) -> NSAttributedString? { ButtonStateValues.value(stateValues.attributedTitles, state) }
    public var currentAttributedTitle: NSAttributedString? { attributedTitle(for: state) }

    public func setBackgroundImage(_ image: UIImage?, for state: State) { stateValues.backgroundImages[state.rawValue] = image }
    public func backgroundImage(for state: State) -> UIImage? { ButtonStateValues.value(stateValues.backgroundImages, state) }
    public var currentBackgroundImage: UIImage? { backgroundImage(for: state) }

    /// Whether the image darkens while highlighted, or dims while disabled
    /// (deprecated in iOS 15; kept, not drawn; default true).
    public var adjustsImageWhenHighlighted: Bool {
        get { stateValues.adjustsImageWhenHighlighted }
        set { stateValues.adjustsImageWhenHighlighted = newValue }
    }

    public var adjustsImageWhenDisabled: Bool {
        get { stateValues.adjustsImageWhenDisabled }
        set { stateValues.adjustsImageWhenDisabled = newValue }
    }

    /// Whether a tap glows (deprecated in iOS 15; kept, not drawn; default false).
    public var showsTouchWhenHighlighted: Bool {
        get { stateValues.showsTouchWhenHighlighted }
        set { stateValues.showsTouchWhenHighlighted = newValue }
    }
}
