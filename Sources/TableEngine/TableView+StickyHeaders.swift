import Foundation

/// Floating section headers and footers in plain style (ENGINE.md §3.2).
extension TableView {
    /// The height of a section's header view, without the gap above it (§12.3).
    @inline(__always) func headerViewHeight(_ s: Int) -> Fixed {
        let h = store.headerHeight(s)
        return h > 0 ? h - headerPad : 0
    }

    /// The store y of a section's header view: below the gap when it has one (§12.3).
    @inline(__always) func headerViewTop(_ s: Int) -> Fixed {
        store.sectionTop(s) + (store.headerHeight(s) > 0 ? headerPad : 0)
    }

    /// Where a section header is shown: its natural rect, or pinned to the top
    /// of the visible area in plain style. nil when the section has no header.
    /// - Complexity: O(log n)
    public func frameForHeader(inSection section: Int) throws -> CGRect? {
        try validateSection(section)
        let h = headerViewHeight(section)
        guard h > 0 else { return nil }
        return rect(y: storeY(headerFrameY(section)), height: h)
    }

    /// Where a section footer is shown: its natural rect, or pinned to the
    /// bottom of the visible area in plain style. nil when it has no footer.
    /// - Complexity: O(log n)
    public func frameForFooter(inSection section: Int) throws -> CGRect? {
        try validateSection(section)
        let f = store.footerHeight(section)
        guard f > 0 else { return nil }
        return rect(y: storeY(footerFrameY(section)), height: f)
    }

    /// Content y of a header's frame: `min(max(top, H), E - h)` in plain style.
    func headerFrameY(_ s: Int, offset: Double? = nil) -> Double {
        let offset = offset ?? self.offset
        let natural = contentY(headerViewTop(s))
        guard style == .plain else { return natural }
        let h = FixedPoint.points(headerViewHeight(s))
        let end = contentY(store.footerTop(s))
        let top = offset + contentInset.top
        return min(max(top, natural), end - h)
    }

    /// Content y of a footer's frame: `max(min(bottom - f, E), H + h)` in plain style.
    func footerFrameY(_ s: Int, offset: Double? = nil) -> Double {
        let offset = offset ?? self.offset
        let natural = contentY(store.footerTop(s))
        guard style == .plain else { return natural }
        let f = FixedPoint.points(store.footerHeight(s))
        let headerY = contentY(headerViewTop(s)), h = FixedPoint.points(headerViewHeight(s))
        let bottom = offset + viewportHeight - contentInset.bottom
        return max(min(bottom - f, natural), headerY + h)
    }

    /// Whether a present header or footer's frame overlaps the visible rect
    /// (at the content offset `offset`, by default the table's).
    func supplementaryOnScreen(_ s: Int, header: Bool, offset: Double? = nil) -> Bool {
        let offset = offset ?? self.offset
        let height = FixedPoint.points(header ? headerViewHeight(s) : store.footerHeight(s))
        guard height > 0 else { return false }
        let y = header ? headerFrameY(s, offset: offset) : footerFrameY(s, offset: offset)
        return y < offset + viewportHeight && y + height > offset
    }

    /// Whether a header is pinned (shown away from its natural place).
    /// - Complexity: O(log n)
    public func isHeaderPinned(inSection section: Int) -> Bool {
        guard section >= 0, section < numberOfSections, store.headerHeight(section) > 0 else { return false }
        return headerFrameY(section) != contentY(headerViewTop(section))
    }

    /// Whether a footer is pinned (shown away from its natural place).
    /// - Complexity: O(log n)
    public func isFooterPinned(inSection section: Int) -> Bool {
        guard section >= 0, section < numberOfSections, store.footerHeight(section) > 0 else { return false }
        return footerFrameY(section) != contentY(store.footerTop(section))
    }
}
