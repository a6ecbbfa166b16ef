import Foundation

/// UIKit's `UIMenuElement` (iOS 13): what a menu holds, an action or a submenu.
@preconcurrency @MainActor
open class UIMenuElement {
    /// UIKit's `UIMenuElement.Attributes`, with its raw values.
    public struct Attributes: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let disabled = Attributes(rawValue: 1 << 0)
        public static let destructive = Attributes(rawValue: 1 << 1)
        public static let hidden = Attributes(rawValue: 1 << 2)
        public static let keepsMenuPresented = Attributes(rawValue: 1 << 3)
    }

    /// UIKit's `UIMenuElement.State`.
    public enum State: Int, Sendable { case off, on, mixed }

    open var title: String
    open var subtitle: String?
    open var image: UIImage?

    init(title: String, subtitle: String?, image: UIImage?) {
        self.title = title
        self.subtitle = subtitle
        self.image = image
    }
}

/// UIKit's `UIMenu` (iOS 13): a titled list of actions and submenus (kept, not drawn).
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// UIKit's `UIMenu.Identifier`.
    public struct Identifier: RawRepresentable, Hashable, Sendable {
        public let rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
    }

    /// UIKit's `UIMenu.Options`, with its raw values.
    public struct Options: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let displayInline = Options(rawValue: 1 << 0)
        public static let destructive = Options(rawValue: 1 << 1)
        public static let singleSelection = Options(rawValue: 1 << 5)
    }

    public let identifier: Identifier
    public let options: Options
    public let children: [UIMenuElement]

    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, identifier: Identifier? = nil,
                options: Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier(UUID().uuidString)
        self.options = options
        self.children = children
        super.init(title: title, subtitle: subtitle, image: image)
    }

    /// A copy with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, subtitle: subtitle, image: image, identifier: identifier, options: options, children: newChildren)
    }

    /// Whether `action` is in this menu, a submenu or a deferred element's
    /// elements (provided now), and can be chosen (neither disabled nor hidden).
    func offers(_ action: UIAction) -> Bool {
        children.contains { element in
            if let menu = element as? UIMenu { return menu.offers(action) }
            if let deferred = element as? UIDeferredMenuElement {
                return UIMenu(children: deferred.provideElements()).offers(action)
            }
            return element === action && action.attributes.isDisjoint(with: [.disabled, .hidden])
        }
    }
}

/// UIKit's `UIDeferredMenuElement` (iOS 14): elements provided when the menu
/// shows (here, when an action is chosen in it). The provider's completion
/// must be called before the provider returns to count; a cached element
/// asks once, an `uncached` one each time.
@preconcurrency @MainActor
public final class UIDeferredMenuElement: UIMenuElement {
    public typealias ElementProvider = @MainActor (@escaping @MainActor ([UIMenuElement]) -> Void) -> Void

    private let provider: ElementProvider
    private let cached: Bool
    private var provided: [UIMenuElement]?

    /// Elements provided once, then kept.
    public init(_ elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        cached = true
        super.init(title: "", subtitle: nil, image: nil)
    }

    private init(uncached elementProvider: @escaping ElementProvider) {
        provider = elementProvider
        cached = false
        super.init(title: "", subtitle: nil, image: nil)
    }

    /// Elements provided each time the menu shows (iOS 15).
    public static func uncached(_ elementProvider: @escaping ElementProvider) -> UIDeferredMenuElement {
        UIDeferredMenuElement(uncached: elementProvider)
    }

    /// The elements, asking the provider unless cached.
    func provideElements() -> [UIMenuElement] {
        if cached, let provided { return provided }
        var elements: [UIMenuElement] = []
        provider { elements = $0 }
        if cached { provided = elements }
        return elements
    }
}
