import Foundation

/// UIKit's `UIContentUnavailableConfiguration` (iOS 17): the empty state a
/// view controller shows over its content, as a value. Nothing is drawn;
/// the values are kept for tests to read back. The system's standard
/// texts for `loading()` and `search()` are not documented, so a
/// configuration made here carries none: set what a test checks.
public struct UIContentUnavailableConfiguration: UIContentConfiguration {
    /// The standard configuration it was made as.
    public enum Kind: String, Hashable, Sendable {
        case empty, loading, search
    }

    /// How a button of the configuration behaves (UIKit's `ButtonProperties`).
    public struct ButtonProperties {
        /// What tapping the button runs.
        public var primaryAction: UIAction?
        /// The menu the button shows.
        public var menu: UIMenu?
        public var isEnabled = true
        public init() {}
    }

    /// How the texts line up (UIKit's `Alignment`).
    public enum Alignment: Int, Hashable, Sendable {
        case center, natural
    }

    public typealias TextProperties = UIListContentConfiguration.TextProperties
    public typealias ImageProperties = UIListContentConfiguration.ImageProperties

    /// The standard configuration this one was made as.
    public let kind: Kind
    public var image: UIImage?
    public var text: String?
    public var secondaryText: String?
    public var imageProperties = ImageProperties()
    public var textProperties = TextProperties()
    public var secondaryTextProperties = TextProperties(color: .secondaryLabel)
    /// The button under the texts, and the one under it (kept, not drawn: run `buttonProperties.primaryAction` to tap it).
    public var button = UIButton.Configuration.plain()
    public var buttonProperties = ButtonProperties()
    public var secondaryButton = UIButton.Configuration.plain()
    public var secondaryButtonProperties = ButtonProperties()
    public var alignment = Alignment.center
    public var background = UIBackgroundConfiguration.clear()
    /// The margins and spacings (kept, not drawn).
    public var directionalLayoutMargins = NSDirectionalEdgeInsets.zero
    public var imageToTextPadding: CGFloat = 0
    public var textToSecondaryTextPadding: CGFloat = 0
    public var textToButtonPadding: CGFloat = 0
    public var buttonToSecondaryButtonPadding: CGFloat = 0

    private init(_ kind: Kind) { self.kind = kind }

    /// A configuration with nothing set, to fill in.
    public static func empty() -> Self { Self(.empty) }
    /// A configuration for content being loaded (UIKit adds an activity indicator).
    public static func loading() -> Self { Self(.loading) }
    /// A configuration for a search with no results.
    public static func search() -> Self { Self(.search) }

    @MainActor public func makeContentView() -> UIView & UIContentView { UIContentUnavailableView(configuration: self) }
    public func updated(for state: UIConfigurationState) -> Self { self }
}

/// UIKit's `UIContentUnavailableConfigurationState` (iOS 17): the traits and
/// the search text an update reads.
public struct UIContentUnavailableConfigurationState: UIConfigurationState, Hashable, Sendable {
    public var traitCollection: UITraitCollection
    /// The text of the search controller in the view controller's navigation item, if any.
    public var searchText: String?
    private var custom = CustomStates()

    public init(traitCollection: UITraitCollection) { self.traitCollection = traitCollection }

    public init(traitCollection: UITraitCollection, searchText: String?) {
        self.traitCollection = traitCollection
        self.searchText = searchText
    }

    public subscript(key: UIConfigurationStateCustomKey) -> AnyHashable? {
        get { custom.values[key] }
        set { custom.values[key] = newValue }
    }
}

/// UIKit's `UIContentUnavailableView` (iOS 17): shows a content-unavailable
/// configuration (kept, not drawn). A view controller places one over its
/// view while its `contentUnavailableConfiguration` is set.
@preconcurrency @MainActor
open class UIContentUnavailableView: UIView, UIContentView {
    public var configuration: UIContentConfiguration

    public init(configuration: UIContentUnavailableConfiguration) {
        self.configuration = configuration
        super.init(frame: .zero)
    }

    public required init?(coder: NSCoder) {
        return nil
    }
}

/// A view controller's content-unavailable configuration (iOS 17). Setting
/// one places a `UIContentUnavailableView` showing it over the view's
/// content, filling the view; nil takes it away. As with a cell's
/// configuration updates, requests (`setNeedsUpdateContentUnavailableConfiguration()`,
/// and one when the view loads) are combined into one call of
/// `updateContentUnavailableConfiguration(using:)`, made at the view's next
/// layout pass, before `viewWillLayoutSubviews` (the library's reading:
/// Apple says only that the system requests the update).
extension UIViewController {
    public var contentUnavailableConfiguration: UIContentConfiguration? {
        get { contentUnavailable.configuration }
        set {
            contentUnavailable.configuration = newValue
            placeContentUnavailableView()
        }
    }

    /// The state an update reads: the traits, and the text of the search
    /// controller in the navigation item.
    public var contentUnavailableConfigurationState: UIContentUnavailableConfigurationState {
        UIContentUnavailableConfigurationState(traitCollection: traitCollection,
                                               searchText: navigationItemStorage?.searchController?.searchBar.text)
    }

    /// Asks for `updateContentUnavailableConfiguration(using:)` at the view's next layout pass.
    public func setNeedsUpdateContentUnavailableConfiguration() {
        contentUnavailable.needsUpdate = true
        viewIfLoaded?.setNeedsLayout()
    }

    /// Makes a requested update now, if one is due (the root view's layout pass calls it).
    func updateContentUnavailableConfigurationIfNeeded() {
        guard contentUnavailable.needsUpdate else { return }
        contentUnavailable.needsUpdate = false
        updateContentUnavailableConfiguration(using: contentUnavailableConfigurationState)
    }

    /// Shows the configuration over the view, in one view kept on top and filling it.
    private func placeContentUnavailableView() {
        guard let root = viewIfLoaded else { return }
        guard let configuration = contentUnavailable.configuration else {
            contentUnavailable.view?.removeFromSuperview()
            contentUnavailable.view = nil
            return
        }
        let shown = contentUnavailable.view ?? UIContentUnavailableView(configuration: .empty())
        shown.configuration = configuration
        shown.frame = root.bounds
        shown.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        if shown.superview !== root || root.subviews.last !== shown { root.addSubview(shown) }
        contentUnavailable.view = shown
    }

    /// The view loaded: an update is due, and a configuration set before shows.
    func contentUnavailableViewDidLoad() {
        contentUnavailable.needsUpdate = true
        placeContentUnavailableView()
    }
}

/// A view controller's content-unavailable configuration, its view, and whether an update is due.
struct ContentUnavailableState {
    var configuration: UIContentConfiguration?
    var view: UIContentUnavailableView?
    var needsUpdate = false
}
