import Foundation

/// Large titles (iOS 11): a navigation bar that `prefersLargeTitles` is 52
/// points taller (96 instead of 44) while its top item shows a large
/// title. The top controller's table, when it extends under the bar,
/// collapses the title as its content scrolls up under it, one point of
/// bar for each point scrolled, down to the standard 44; pulled down past
/// its top, it expands the title again, up to the full 96.
extension UINavigationBar {
    /// The bar's height with a standard title.
    static let standardHeight: CGFloat = 44
    /// What a fully expanded large title adds to the bar.
    static let largeTitleHeight: CGFloat = 52

    /// Whether the top item's title is large: the bar prefers large titles,
    /// and the item asks for one (`.always`) or does as the item under it
    /// did (`.automatic`, large for the root item).
    var showsLargeTitle: Bool {
        guard prefersLargeTitles, let items, !items.isEmpty else { return false }
        var large = true
        for item in items {
            switch item.largeTitleDisplayMode {
            case .automatic: continue
            case .always: large = true
            case .never, .inline: large = false
            }
        }
        return large
    }

    /// How much of the large title shows now (0 to 52).
    private var largeTitleShown: CGFloat { max(0, frame.height - Self.standardHeight) }

    /// Sets the bar's height for its top item after the stack, the top
    /// item's mode or `prefersLargeTitles` changed: 44 without a large
    /// title; with one, as much of it as the top controller's table leaves
    /// (all of it for a table not laid out yet, or one at its top).
    func updateLargeTitle() {
        let top = showsLargeTitle ? navigationController?.topViewController : nil
        let table = top.flatMap(Self.scrollingTable(of:))
        if largeTitleTable !== table {
            largeTitleTable?.largeTitleBar = nil
            table?.largeTitleBar = self
            largeTitleTable = table
        }
        guard top != nil else { return setLargeTitleShown(0) }
        setLargeTitleShown(Self.largeTitleHeight)
        if let table, !table.pending.load { followScroll(of: table) }
    }

    /// The table that collapses the title: the controller's content scroll
    /// view for the top edge if it is a table, else its view if that is a
    /// table, else its view's first subview if that is one.
    private static func scrollingTable(of controller: UIViewController) -> UITableView? {
        if let set = controller.contentScrollView(for: .top) { return set as? UITableView }
        guard let view = controller.viewIfLoaded else { return nil }
        return view as? UITableView ?? view.subviews.first as? UITableView
    }

    /// The table moved: the title shows as much as the content leaves
    /// between the table's top with a standard bar and where it is now.
    /// A table that does not extend under the bar (its adjusted inset does
    /// not include it) moves nothing.
    func followScroll(of table: UITableView) {
        guard table.largeTitleBar === self, insetTakesIn(table) else { return }
        let standardTop = table.adjustedContentInset.top - largeTitleShown
        setLargeTitleShown(-table.contentOffset.y - standardTop)
    }

    /// The user pulled the table down to `pulledTo`, past its top (which it
    /// stopped at): the large title expands by as much as the pull went past.
    func expandLargeTitle(of table: UITableView, pulledTo: CGFloat) {
        let top = -table.adjustedContentInset.top, past = top - pulledTo
        guard past > 0, table.contentOffset.y == top, largeTitleShown < Self.largeTitleHeight, insetTakesIn(table) else { return }
        setLargeTitleShown(largeTitleShown + past)
        // The table rests at its new top, above the old one.
        table.setContentOffset(CGPoint(x: 0, y: -table.adjustedContentInset.top), animated: false)
    }

    /// Whether the table extends under the bar: its adjusted inset takes in
    /// the whole bar (the only case where the title follows the table).
    private func insetTakesIn(_ table: UITableView) -> Bool {
        table.safeAreaAdjustment().top >= frame.maxY
    }

    /// Sets how much of the large title shows (clamped to 0...52): the bar's
    /// height changes, and the views under it have a new frame or safe area.
    private func setLargeTitleShown(_ shown: CGFloat) {
        let height = Self.standardHeight + min(max(shown, 0), Self.largeTitleHeight)
        guard frame.height != height else { return }
        frame.size.height = height
        containerBarChanged()
    }
}
