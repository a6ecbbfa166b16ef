import Foundation

/// A section header or footer view, shaped like `UITableViewHeaderFooterView`.
/// Views are made only by the table, through
/// `dequeueReusableHeaderFooterView(withIdentifier:)`, and numbered `#H1, #H2, …`
/// in creation order. Headers and footers share one registry (ENGINE.md §16).
public final class TableViewHeaderFooterView: CustomStringConvertible {
    /// What a view shows while it is on screen.
    public enum Kind: String, Sendable {
        case header, footer
    }

    /// The view's identity: 1 for the first view the table created.
    public let identity: Int
    public let reuseIdentifier: String
    /// The section it shows, nil while it waits in a reuse pool.
    public internal(set) var section: Int?
    /// Whether it shows the section's header or footer, nil while it waits in a reuse pool.
    public internal(set) var kind: Kind?

    init(identity: Int, reuseIdentifier: String) {
        self.identity = identity
        self.reuseIdentifier = reuseIdentifier
    }

    /// `#H3`
    /// - Complexity: O(1)
    public var description: String { "#H\(identity)" }
}

/// The header and footer views of a table (ENGINE.md §16).
struct HeaderViewState {
    /// A view on screen. `slot` is `2s` for the header of section s, `2s + 1` for its footer.
    struct Shown {
        var slot: Int
        var view: TableViewHeaderFooterView
    }

    var created = 0
    /// How many times the views on screen were worked out (`headerFooterSlotsOnScreen`).
    var computed = 0
    /// Whether a pass where the views' validity holds leaves them alone
    /// (tests turn it off to check that they would stay the same).
    var reusesValidity = true
    /// Reuse pools by identifier, stacks (last in, first out).
    var pools: [String: [TableViewHeaderFooterView]] = [:]
    /// The views on screen, in slot order: section order, header before footer.
    var shown: [Shown] = []
    /// Views `dequeueReusableHeaderFooterView` handed out that are not on screen yet.
    var handedOut: [ObjectIdentifier: TableViewHeaderFooterView] = [:]
    /// Views dequeued during the running `viewForHeader`/`viewForFooter` calls, oldest first.
    var dequeuedDuringAsk: [TableViewHeaderFooterView] = []
    var asking = 0
    /// During a load: the views on screen before it (already pooled), to end those not on screen after.
    var leavingByReload: [Shown] = []
    /// Views of reloaded sections: pooled after the next pass has shown the new ones.
    var replaced: [TableViewHeaderFooterView] = []
    /// Whether the last load or batch left any present header or footer.
    var anyPresent = true
    /// What a layout pass reads first, in one access: the scroll path's cost.
    struct Gate {
        /// Layout passes leave the views alone: while loading (the load shows
        /// them), or while no header or footer is present and none is on screen.
        var idle = false
        var validity: Validity?
    }
    var gate = Gate()
    /// The list of slots on screen a pass fills, kept empty between passes
    /// with its storage (a dozen sections on screen grew a fresh list thrice).
    var slotScratch: [Int] = []
}

extension TableView {
    /// The reuse identifier of the table's own header and footer views (when
    /// the delegate returns none), and the default of both in the scenario language.
    public static let defaultHeaderFooterReuseIdentifier = "Header"

    // MARK: Public API

    /// Takes the view enqueued last in the identifier's pool, or creates one.
    /// Call it from `tableView(_:viewForHeaderInSection:)` or `viewForFooterInSection`.
    /// - Complexity: O(1) amortised.
    public func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> TableViewHeaderFooterView {
        let view = takeHeaderFooterView(identifier)
        headerViews.handedOut[ObjectIdentifier(view)] = view
        if headerViews.asking > 0 { headerViews.dequeuedDuringAsk.append(view) }
        return view
    }

    /// The view of a section's header while it is on screen, else nil.
    /// - Complexity: O(log h) for h views on screen.
    public func headerView(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        return shownView(slot: 2 * section)
    }

    /// The view of a section's footer while it is on screen, else nil.
    /// - Complexity: O(log h) for h views on screen.
    public func footerView(forSection section: Int) -> TableViewHeaderFooterView? {
        layoutIfNeeded()
        return shownView(slot: 2 * section + 1)
    }

    /// The header and footer views on screen, in section order, header before footer.
    /// - Complexity: O(h) for h views on screen.
    public var visibleHeaderFooterViews: [TableViewHeaderFooterView] {
        layoutIfNeeded()
        return headerViews.shown.map(\.view)
    }

    /// Header and footer views waiting in a reuse pool, in dequeue order.
    /// - Complexity: O(k) for k views in the pool.
    public func headerFooterReusePool(withIdentifier identifier: String) -> [TableViewHeaderFooterView] {
        layoutIfNeeded()
        return (headerViews.pools[identifier] ?? []).reversed()
    }

    /// Header and footer views created since the table was made.
    /// - Complexity: O(1)
    public var numberOfHeaderFooterViewsCreated: Int {
        layoutIfNeeded()
        return headerViews.created
    }

    // MARK: Reuse

    private func shownView(slot: Int) -> TableViewHeaderFooterView? {
        guard slot >= 0 else { return nil }
        var lo = 0, hi = headerViews.shown.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if headerViews.shown[mid].slot < slot { lo = mid + 1 } else { hi = mid }
        }
        return lo < headerViews.shown.count && headerViews.shown[lo].slot == slot ? headerViews.shown[lo].view : nil
    }

    private func takeHeaderFooterView(_ identifier: String) -> TableViewHeaderFooterView {
        if let view = headerViews.pools[identifier]?.popLast() { return view }
        headerViews.created += 1
        return TableViewHeaderFooterView(identity: headerViews.created, reuseIdentifier: identifier)
    }

    func poolHeaderFooterView(_ view: TableViewHeaderFooterView) {
        view.section = nil
        view.kind = nil
        headerViews.pools[view.reuseIdentifier, default: []].append(view)
    }

    // MARK: Coming on screen and leaving (§16)

    /// A view comes on screen: `viewForHeader S` (the delegate dequeues), then
    /// `willDisplayHeaderView S`; footers alike.
    ///
    /// The view shown is the one the delegate returns when the table handed it
    /// out and it is not on screen; nil means the table's own view (identifier
    /// `Header`). Any other view is not shown: the table records the misuse in
    /// `dataSourceMisuse` and shows a view it dequeues itself with the returned
    /// view's identifier. Views dequeued during the call and not returned go
    /// back to their pools.
    func showHeaderFooterView(slot: Int) -> HeaderViewState.Shown {
        let s = slot >> 1, isFooter = slot & 1 == 1
        record(isFooter ? .viewForFooter : .viewForHeader, .section(s))
        headerViews.asking += 1
        let dequeuedBefore = headerViews.dequeuedDuringAsk.count
        let returned = isFooter
            ? events?.tableView(self, viewForFooterInSection: s)
            : events?.tableView(self, viewForHeaderInSection: s)
        headerViews.asking -= 1
        let view: TableViewHeaderFooterView
        if let returned, headerViews.handedOut.removeValue(forKey: ObjectIdentifier(returned)) != nil {
            view = returned
        } else if let returned {
            view = takeHeaderFooterView(returned.reuseIdentifier)
            dataSourceMisuse = .invalidOperation(InvalidOperation(.viewNotHandedOut,
                "tableView(_:\(isFooter ? "viewForFooterInSection" : "viewForHeaderInSection"):) returned view \(returned) "
                    + "for section \(s), which dequeueReusableHeaderFooterView(withIdentifier:) did not hand out or which is in use: "
                    + "the table shows \(view) instead"))
        } else {
            view = takeHeaderFooterView(TableView.defaultHeaderFooterReuseIdentifier)
        }
        for other in headerViews.dequeuedDuringAsk[dequeuedBefore...] where other !== view {
            if headerViews.handedOut.removeValue(forKey: ObjectIdentifier(other)) != nil { poolHeaderFooterView(other) }
        }
        headerViews.dequeuedDuringAsk.removeSubrange(dequeuedBefore...)
        view.section = s
        view.kind = isFooter ? .footer : .header
        record(isFooter ? .willDisplayFooterView : .willDisplayHeaderView, .section(s))
        if isFooter {
            events?.tableView(self, willDisplayFooterView: view, forSection: s)
        } else {
            events?.tableView(self, willDisplayHeaderView: view, forSection: s)
        }
        return HeaderViewState.Shown(slot: slot, view: view)
    }

    /// `didEndDisplayingHeaderView S` (or `…FooterView`) for a view that left the screen.
    private func endDisplayingHeaderFooterView(_ shown: HeaderViewState.Shown) {
        let s = shown.slot >> 1
        if shown.slot & 1 == 1 {
            record(.didEndDisplayingFooterView, .section(s))
            events?.tableView(self, didEndDisplayingFooterView: shown.view, forSection: s)
        } else {
            record(.didEndDisplayingHeaderView, .section(s))
            events?.tableView(self, didEndDisplayingHeaderView: shown.view, forSection: s)
        }
    }

    /// The end of a layout pass: the views that came on screen are asked for
    /// and displayed in slot order, then those that left end displaying and go
    /// to their pools, in slot order (§16). O(1) while the viewport stays where
    /// nothing can come or go; O(h log n) for h views on screen otherwise.
    func updateHeaderFooterViews(atStoreY top: Fixed, approach: Approach) {
        if headerViews.gate.idle { return }
        if headerViews.reusesValidity, let v = currentHeaderViewValidity(), v.holds(top, approach) { return }
        var slots: [Int] = []
        swap(&slots, &headerViews.slotScratch)
        headerFooterSlotsOnScreen(top: top, approach: approach, into: &slots)
        let old = headerViews.shown
        // Most passes that get here find the same views (the range moved, not them).
        let now = slots.elementsEqual(old, by: { $0 == $1.slot }) ? old : replaceHeaderFooterViews(old, with: slots)
        slots.removeAll(keepingCapacity: true)
        headerViews.slotScratch = slots
        if !headerViews.replaced.isEmpty {
            for view in headerViews.replaced { poolHeaderFooterView(view) }
            headerViews.replaced.removeAll()
        }
        if !headerViews.anyPresent && now.isEmpty { headerViews.gate.idle = true }
    }

    /// The views on screen become those of `slots` (in order): the views
    /// staying keep their places, new ones are shown, the others end displaying
    /// and go to their pools. Returns the views now on screen.
    private func replaceHeaderFooterViews(_ old: [HeaderViewState.Shown], with slots: [Int]) -> [HeaderViewState.Shown] {
        var now: [HeaderViewState.Shown] = []
        now.reserveCapacity(slots.count)
        var leaving: [HeaderViewState.Shown] = []
        var i = 0
        for slot in slots {
            while i < old.count && old[i].slot < slot { leaving.append(old[i]); i += 1 }
            if i < old.count && old[i].slot == slot {
                now.append(old[i])
                i += 1
            } else {
                now.append(showHeaderFooterView(slot: slot))
            }
        }
        leaving += old[i...]
        headerViews.shown = now
        for shown in leaving {
            endDisplayingHeaderFooterView(shown)
            poolHeaderFooterView(shown.view)
        }
        return now
    }

    // MARK: Loading, reloading, updates

    /// Before a load after the first (`reloadData`, a relayout): every view
    /// goes to its pool, in slot order: section order, header first (§16).
    func poolHeaderFooterViewsForReload() {
        headerViews.leavingByReload = headerViews.shown
        for shown in headerViews.shown { poolHeaderFooterView(shown.view) }
        for view in headerViews.replaced { poolHeaderFooterView(view) }
        headerViews.shown.removeAll()
        headerViews.replaced.removeAll()
        headerViews.gate = HeaderViewState.Gate(idle: true, validity: nil)
    }

    /// The load's views (§7): for each section on screen, with estimates its
    /// real header and footer heights, then each present header and footer on
    /// screen, asked for and displayed. Then the views on screen before a
    /// reload and not after end displaying.
    func loadHeaderFooterViews(askingHeights: Bool) {
        headerViews.gate = HeaderViewState.Gate(idle: false, validity: nil)
        for s in sectionsOnScreen() {
            if askingHeights {
                record(.heightForHeader, .section(s))
                record(.heightForFooter, .section(s))
            }
            if store.headerHeight(s) > 0, supplementaryOnScreen(s, header: true) {
                let shown = showHeaderFooterView(slot: 2 * s)
                headerViews.shown.append(shown)
            }
            if store.footerHeight(s) > 0, supplementaryOnScreen(s, header: false) {
                let shown = showHeaderFooterView(slot: 2 * s + 1)
                headerViews.shown.append(shown)
            }
        }
        let before = headerViews.leavingByReload
        headerViews.leavingByReload.removeAll()
        for shown in before where shownView(slot: shown.slot) == nil { endDisplayingHeaderFooterView(shown) }
        headerViews.gate.idle = !headerViews.anyPresent && headerViews.shown.isEmpty
    }

    /// Before a batch's layout pass: views follow their sections; those of
    /// deleted sections end displaying and go to their pools now, as deleted
    /// rows' cells do; those of reloaded sections are replaced by the pass
    /// (their old views pooled after it, as reloaded rows' cells are).
    func moveHeaderFooterViews(_ plan: BatchPlan) {
        var kept: [HeaderViewState.Shown] = []
        for shown in headerViews.shown {
            guard let f = plan.oldToFinal[shown.slot >> 1] else {
                endDisplayingHeaderFooterView(shown)
                poolHeaderFooterView(shown.view)
                continue
            }
            if plan.isFresh(f) {
                headerViews.replaced.append(shown.view)
            } else {
                shown.view.section = f
                kept.append(HeaderViewState.Shown(slot: 2 * f + (shown.slot & 1), view: shown.view))
            }
        }
        kept.sort { $0.slot < $1.slot }
        headerViews.shown = kept
        // New sections (and a grouped table's section 0) may bring present headers and footers.
        if style.isGrouped || (0..<plan.newSectionCount).contains(where: plan.isFresh) { headerViews.anyPresent = true }
        headerViews.gate = HeaderViewState.Gate(idle: false, validity: nil)
    }

    /// Every view is on screen, pooled or handed out, exactly once; views on
    /// screen are in slot order and name present headers and footers.
    func headerViewInvariantViolation() -> String? {
        var seen = Set<ObjectIdentifier>()
        var previous = -1
        for shown in headerViews.shown {
            let s = shown.slot >> 1, isFooter = shown.slot & 1 == 1
            guard shown.slot > previous else { return "header views out of order at slot \(shown.slot)" }
            previous = shown.slot
            guard s < store.sectionCount, (isFooter ? store.footerHeight(s) : store.headerHeight(s)) > 0 else {
                return "view \(shown.view) shows the \(isFooter ? "footer" : "header") of section \(s), which is not present"
            }
            guard shown.view.section == s, shown.view.kind == (isFooter ? .footer : .header) else {
                return "view \(shown.view) is on screen for section \(s) but says otherwise"
            }
            guard seen.insert(ObjectIdentifier(shown.view)).inserted else { return "view \(shown.view) is on screen twice" }
        }
        for (id, pool) in headerViews.pools {
            for view in pool {
                guard seen.insert(ObjectIdentifier(view)).inserted else { return "view \(view) is both on screen and pooled" }
                guard view.reuseIdentifier == id, view.section == nil else { return "view \(view) is misplaced in the pool of \(id)" }
            }
        }
        for view in headerViews.handedOut.values + headerViews.replaced {
            guard seen.insert(ObjectIdentifier(view)).inserted else { return "view \(view) is handed out but on screen or pooled" }
        }
        guard seen.count == headerViews.created else {
            return "\(headerViews.created) header and footer views created but \(seen.count) accounted for"
        }
        return nil
    }
}
