import Foundation

/// Table settings an app sets and may read back, which nothing here acts
/// on: drag and drop, focus, self-sizing invalidation, the section index's
/// colours and the content views' safe-area insets (cells are as wide as
/// the table, and the modelled iPhone in portrait has no left or right
/// safe area).
struct KeptTableSettings {
    var insetsContentViewsToSafeArea = true
    var dragInteractionEnabled = false
    var selfSizingInvalidation = UITableView.SelfSizingInvalidation.enabled
    var sectionIndexColor: UIColor?
    var sectionIndexBackgroundColor: UIColor?
    var sectionIndexTrackingBackgroundColor: UIColor?
    var allowsFocus = true
    var allowsFocusDuringEditing = true
    var selectionFollowsFocus = false
    var remembersLastFocusedIndexPath = false
}

extension UITableView {
    /// UIKit's `UITableView.SelfSizingInvalidation`.
    public enum SelfSizingInvalidation: Int, Sendable { case disabled, enabled, enabledIncludingConstraints }

    /// Whether the safe area insets the cells' content views (kept; default true).
    public var insetsContentViewsToSafeArea: Bool {
        get { kept.insetsContentViewsToSafeArea }
        set { kept.insetsContentViewsToSafeArea = newValue }
    }
    /// Whether rows can be dragged (kept: drag and drop is not modelled; false on iPhone, UIKit's default).
    public var dragInteractionEnabled: Bool {
        get { kept.dragInteractionEnabled }
        set { kept.dragInteractionEnabled = newValue }
    }
    /// How a self-sizing cell's changes resize its row (iOS 16; kept: rows do not self-size here).
    public var selfSizingInvalidation: SelfSizingInvalidation {
        get { kept.selfSizingInvalidation }
        set { kept.selfSizingInvalidation = newValue }
    }
    /// The section index's colours (kept, not drawn).
    public var sectionIndexColor: UIColor? {
        get { kept.sectionIndexColor }
        set { kept.sectionIndexColor = newValue }
    }
    public var sectionIndexBackgroundColor: UIColor? {
        get { kept.sectionIndexBackgroundColor }
        set { kept.sectionIndexBackgroundColor = newValue }
    }
    public var sectionIndexTrackingBackgroundColor: UIColor? {
        get { kept.sectionIndexTrackingBackgroundColor }
        set { kept.sectionIndexTrackingBackgroundColor = newValue }
    }
    /// Whether rows take focus (iOS 15; kept: there is no focus; default true).
    public var allowsFocus: Bool {
        get { kept.allowsFocus }
        set { kept.allowsFocus = newValue }
    }
    /// Whether rows take focus in editing mode (iOS 15; kept; default true).
    public var allowsFocusDuringEditing: Bool {
        get { kept.allowsFocusDuringEditing }
        set { kept.allowsFocusDuringEditing = newValue }
    }
    /// Whether focus selects the focused row (iOS 15; kept; default false).
    public var selectionFollowsFocus: Bool {
        get { kept.selectionFollowsFocus }
        set { kept.selectionFollowsFocus = newValue }
    }
    /// Whether focus returns to the row last focused (kept; default false).
    public var remembersLastFocusedIndexPath: Bool {
        get { kept.remembersLastFocusedIndexPath }
        set { kept.remembersLastFocusedIndexPath = newValue }
    }
}
