import Foundation
import TableEngine

/// Section header and footer views: reuse, and finding them (tablesim's
/// ENGINE.md §16). Headers and footers share one registry.
extension UITableView {
    /// A header or footer view from the identifier's reuse queue (the view
    /// queued last), or a new one of the registered class; nil when none is
    /// waiting and no class is registered. A reused view gets `prepareForReuse()`.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        let engine = readyEngine()
        guard headerFooterClasses[identifier] != nil || !engine.headerFooterReusePool(withIdentifier: identifier).isEmpty else {
            return nil
        }
        let engineView = engine.dequeueReusableHeaderFooterView(withIdentifier: identifier)
        if let view = headerFooterViews[ObjectIdentifier(engineView)] as? UITableViewHeaderFooterView {
            view.prepareForReuse()
            return view
        }
        let view = headerFooterClasses[identifier]?.init(tablesimRegisteredWithReuseIdentifier: identifier)
            ?? UITableViewHeaderFooterView(reuseIdentifier: identifier)
        adopt(view, as: engineView)
        return view
    }

    /// The header view of a section while it is on screen, placed where the
    /// table shows it (pinned to the top while its section scrolls under it
    /// in plain style); nil when it is not on screen, or when the delegate's
    /// view is not a `UITableViewHeaderFooterView`.
    public func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        let engine = readyEngine()
        return placed(engine.headerView(forSection: section)) { try engine.frameForHeader(inSection: section) }
    }

    /// The footer view of a section while it is on screen, placed likewise
    /// (pinned to the bottom in plain style).
    public func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        let engine = readyEngine()
        return placed(engine.footerView(forSection: section)) { try engine.frameForFooter(inSection: section) }
    }

    /// The app's view for an engine view on screen, given the frame the table shows it at.
    private func placed(_ shown: TableViewHeaderFooterView?, at frame: () throws -> CGRect?) -> UITableViewHeaderFooterView? {
        guard let shown, let view = appHeaderFooterView(for: shown) as? UITableViewHeaderFooterView else { return nil }
        if let frame = try? frame(), view.frame != frame { view.frame = frame }
        return view
    }

    private func adopt(_ view: UIView, as engineView: TableViewHeaderFooterView) {
        if let old = headerFooterViews[ObjectIdentifier(engineView)] as? UITableViewHeaderFooterView, old !== view {
            old.engineView = nil
        }
        headerFooterViews[ObjectIdentifier(engineView)] = view
        if let view = view as? UITableViewHeaderFooterView {
            view.engineView = engineView
            view.owningTable = self
        }
    }

    /// The app's view for an engine view: the one the delegate returned, or
    /// the table's own (a `UITableViewHeaderFooterView`).
    func appHeaderFooterView(for engineView: TableViewHeaderFooterView) -> UIView {
        if let view = headerFooterViews[ObjectIdentifier(engineView)] {
            if let own = view as? UITableViewHeaderFooterView, own.titled != nil { showTitle(in: own, for: engineView) }
            return view
        }
        let view = UITableViewHeaderFooterView(reuseIdentifier: engineView.reuseIdentifier)
        adopt(view, as: engineView)
        showTitle(in: view, for: engineView)
        return view
    }

    /// The table's own view shows its section's title in `textLabel`, as
    /// the data source gives it (`titleForHeaderInSection` or
    /// `titleForFooterInSection`), asked when the view shows a new section.
    private func showTitle(in view: UITableViewHeaderFooterView, for engineView: TableViewHeaderFooterView) {
        guard let section = engineView.section, let kind = engineView.kind else { return }
        if let titled = view.titled, titled.section == section, titled.kind == kind { return }
        view.titled = (section, kind)
        view.textLabel?.text = kind == .header
            ? dataSource?.tableView(self, titleForHeaderInSection: section)
            : dataSource?.tableView(self, titleForFooterInSection: section)
    }

    /// The engine view for what `viewForHeaderInSection`/`viewForFooterInSection`
    /// returned: a dequeued view stands for its engine view (the engine checks
    /// it was handed out and is not in use); any other view (a plain `UIView`,
    /// made anew each time as many apps do) gets an engine view of its own.
    func engineHeaderFooterView(returnedBy view: UIView?) -> TableViewHeaderFooterView? {
        guard let view else { return nil }
        if let reusable = view as? UITableViewHeaderFooterView, let engineView = reusable.engineView, reusable.owningTable === self {
            return engineView
        }
        let identifier = (view as? UITableViewHeaderFooterView)?.reuseIdentifier ?? ""
        let engineView = engine.dequeueReusableHeaderFooterView(withIdentifier: identifier)
        adopt(view, as: engineView)
        return engineView
    }

    /// The titles of the section index as shown (empty when it is not shown:
    /// no titles, or fewer rows than `sectionIndexMinimumDisplayRowCount`).
    public var sectionIndexTitlesShown: [String] { readyEngine().sectionIndexTitlesShown }

    /// Asks the data source for the section index titles again, without
    /// reloading the rows (after inserting or deleting sections, which do not ask).
    public func reloadSectionIndexTitles() {
        perform { try $0.reloadSectionIndexTitles() }
    }
}

/// Simulated user actions on the section index: not UIKit API, for tests to play the user.
extension UITableView {
    /// The user touches a section index title (a repeated title: its first
    /// occurrence). The data source's `sectionForSectionIndexTitle` answers
    /// the section, and the table scrolls it to the top edge. Touching an
    /// index that is not shown, or a title it does not have, raises
    /// `NSInternalInconsistencyException` or `NSRangeException` (recorded).
    public func simulateTap(onSectionIndexTitle title: String) {
        if tapLandsOverRows() { return }
        guard takesTouches() else { return }
        perform { try $0.tapSectionIndex(title: title) }
    }

    /// The user touches the section index title at `index` (0 is the top one).
    public func simulateTap(onSectionIndexTitleAt index: Int) {
        if tapLandsOverRows() { return }
        guard takesTouches() else { return }
        perform { try $0.tapSectionIndex(at: index) }
    }
}

/// The table header and footer views, as UIKit places them: subviews of the
/// table, as wide as it, the header at the top of the content and the
/// footer under the last section (their heights are the app's).
extension UITableView {
    /// `old` leaves the table and `new` joins it as a subview.
    func replaceHeaderOrFooterView(_ old: UIView?, with new: UIView?) {
        if let old, old !== new, old.superview === self { old.removeFromSuperview() }
        if let new, new.superview !== self { addSubview(new) }
        hasHeaderOrFooterView = tableHeaderView != nil || tableFooterView != nil
    }

    /// Places the header and footer views where the content has them now.
    func placeHeaderAndFooterViews() {
        let width = bounds.width
        if let header = tableHeaderView {
            let frame = CGRect(x: 0, y: 0, width: width, height: header.frame.height)
            if header.frame != frame { header.frame = frame }
        }
        if let footer = tableFooterView, engine.hasLoaded {
            let height = footer.frame.height
            let top = CGFloat(engine.contentHeight - (engine.tableFooterHeight ?? 0))
            let frame = CGRect(x: 0, y: top, width: width, height: height)
            if footer.frame != frame { footer.frame = frame }
        }
    }
}
