import Foundation
import ScenarioLanguage
import TableEngine

/// `show`: the viewport (or all the content) as text, one line per row,
/// header, footer and separator, with separators drawn at their real
/// horizontal extent on a 40-column ruler. `show all` marks the viewport's
/// edges; a row whose cell is stale says so. On a terminal narrower than the
/// drawing, the ruler narrows and lines are cut to the terminal's width.
struct TextRenderer {
    let table: TableView
    let app: ScenarioApp
    /// Rows whose mounted cell shows an old app state (`assert cells consistent` fails on them).
    var stale: Set<IndexPath> = []
    /// The terminal's width in columns when printing to one; nil for the full layout.
    var width: Int?
    /// The full layout's ruler.
    static let fullColumns = 40
    /// The ruler: the full one, or narrower to fit `width`.
    var columns: Int {
        guard let width else { return Self.fullColumns }
        // 8 for the y, 2 for the frame, 18 for a separator's kind and owner.
        return min(Self.fullColumns, max(16, width - 28))
    }
    /// Rows drawn at most; the middle of a longer range is summarised.
    static let maxRows = 200

    private struct Item {
        var y: Double
        var order: Int
        var content: Content

        init(y: Double, order: Int, text: String) {
            self.y = y
            self.order = order
            self.content = .text(text)
        }

        init(_ separator: SeparatorLine) {
            self.y = separator.y
            self.order = 1
            self.content = .separator(separator)
        }
    }

    /// A separator is drawn only if it is kept (a huge table can have millions).
    private enum Content {
        case text(String)
        case separator(SeparatorLine)
    }

    /// Lines drawn at most; the middle of a longer drawing is left out.
    static let maxLines = 600

    func render(all: Bool) -> [String] {
        let offset = table.contentOffset, height = table.viewportHeight
        let top = all ? min(0, offset) : offset
        let bottom = all ? max(table.contentHeight, offset + height) : offset + height
        var items: [Item] = []
        items += tableViews(top, bottom)
        // More than `maxRows` rows: draw the first and last `maxRows / 2` and
        // the views and separators around them, and one line for the middle.
        // The rows in between are counted, never listed.
        let half = TextRenderer.maxRows / 2
        let found = table.indexPathsForRows(inY: top..<bottom, first: half + 1, last: half + 1)
        var rows = found.head + found.tail
        var windows = [(top, bottom)]
        var firstSections = [0]
        var skippedRows: ClosedRange<IndexPath>?
        if found.count > TextRenderer.maxRows,
           let first = found[position: half], let last = found[position: found.count - half - 1],
           let resumeRow = found[position: found.count - half],
           let cutTop = try? table.rectForRow(at: first), let resume = try? table.rectForRow(at: resumeRow) {
            items.append(Item(y: Double(cutTop.minY), order: 2,
                              text: line("… \(found.count - 2 * half) rows \(Format.span([first, last])) …")))
            windows = [(top, Double(cutTop.minY)), (Double(resume.minY), bottom)]
            firstSections = [0, resumeRow.section]
            skippedRows = first...last
            rows = Array(found.head.prefix(half)) + found.tail.suffix(half)
        }
        // Lines counted but not kept: a screen of zero-height rows can have millions of separators.
        var omitted = 0
        for (index, (window, firstSection)) in zip(windows, firstSections).enumerated() {
            items += supplementaryViews(window.0, window.1, from: firstSection)
            // All the content includes the line under the last row at its very end.
            let endsContent = all && window.1 == Double(table.contentHeight)
            let lines = separators(window.0, window.1, includingBottom: index < windows.count - 1 || endsContent,
                                   skipped: skippedRows)
            items += (lines.head + lines.tail).map(Item.init)
            omitted += lines.omitted
        }
        items += self.rows(rows)
        if all {
            // Where the viewport is, before any row starting at the same y.
            items.append(Item(y: offset, order: -1, text: edge("viewport top")))
            items.append(Item(y: offset + height, order: -1, text: edge("viewport bottom")))
        }
        items.sort { $0.y != $1.y ? $0.y < $1.y : $0.order < $1.order }
        if items.count + omitted > TextRenderer.maxLines {
            // A safety net for what rows alone do not bound (zero-height rows' separators,
            // empty sections' headers). A window's omitted separators lie between its
            // first and last `maxLines / 2` ones, so between the lines kept here.
            let keep = TextRenderer.maxLines / 2
            let left = items.count + omitted - 2 * keep
            let marker = Item(y: items[keep].y, order: 2, text: line("… \(left) more lines …"))
            items = Array(items[..<keep]) + [marker] + Array(items[(items.count - keep)...])
        }
        var lines = [summary()]
        lines += items.map { item in
            let y = Format.number(item.y)
            return String(repeating: " ", count: max(0, 7 - y.count)) + y + " " + text(item.content)
        }
        lines = withSectionIndex(lines, all: all)
        guard let width else { return lines }
        return lines.map { Printable.width($0) > width ? Printable.fit($0, columns: width) : $0 }
    }

    /// `╞════════╡ viewport top`: an edge of the viewport in `show all`.
    private func edge(_ name: String) -> String {
        "╞" + String(repeating: "═", count: columns) + "╡ " + name
    }

    private func rows(_ rows: [IndexPath]) -> [Item] {
        let visible = Set(table.indexPathsForVisibleRows)
        let selected = Set(table.indexPathsForSelectedRows)
        var items: [Item] = []
        let editingMode = table.isEditing && table.swipedRow == nil
        for ip in rows {
            guard let rect = try? table.rectForRow(at: ip) else { continue }
            let marks = EditingMarks.of(ip, table: table, app: app, selected: selected.contains(ip))
            var label = marks.textPrefix(editing: editingMode) + Format.indexPath(ip)
            if let cell = table.mountedCell(at: ip) {
                label += "  \(cell)" + (visible.contains(ip) ? "" : " hidden") + (stale.contains(ip) ? " stale" : "")
            }
            if selected.contains(ip) { label += "  selected" }
            if marks.deleteButton { label += "  [Delete]" }
            let right = (marks.grip ? "≡ " : "") + "\(Format.number(Double(rect.height)))pt"
            items.append(Item(y: Double(rect.minY), order: 2, text: line(label, right: right)))
        }
        return items
    }

    /// Separator lines with `top <= y < bottom`; the bottom edge is included when
    /// it is the end of a cut-short window, so the last drawn row keeps its line.
    /// Lines of rows in `skipped` (the left-out middle) are dropped. Only the first
    /// and last `maxLines / 2` are kept; the others are counted.
    private func separators(_ top: Double, _ bottom: Double, includingBottom: Bool,
                            skipped: ClosedRange<IndexPath>?) -> Excerpt<SeparatorLine> {
        let keep = TextRenderer.maxLines / 2
        var lines = ExcerptBuilder(first: keep, last: keep, by: SeparatorLine.drawnBefore)
        table.forEachSeparator(inY: top..<(includingBottom ? bottom.nextUp : bottom)) { separator in
            if case .row(let ip) = separator.owner, let skipped, skipped.contains(ip) { return }
            lines.append(separator)
        }
        return lines.excerpt
    }

    private func text(_ content: Content) -> String {
        switch content {
        case .text(let text):
            return text
        case .separator(let separator):
            let owner: String
            switch separator.owner {
            case .row(let ip): owner = Format.indexPath(ip)
            case .sectionTop(let s): owner = "top \(s)"
            case .extra: owner = "extra"
            }
            return rule(separator) + " \(separator.kind.rawValue) \(owner)"
        }
    }

    private func summary() -> String {
        var parts = ["offset \(Format.number(table.contentOffset))",
                     "\(Format.number(table.viewportWidth))x\(Format.number(table.viewportHeight))",
                     table.style.rawValue, table.platform.rawValue,
                     "visible \(Format.span(table.indexPathsForVisibleRows))"]
        if table.indexPathsForMountedRows != table.indexPathsForVisibleRows {
            parts.append("mounted \(Format.span(table.indexPathsForMountedRows))")
        }
        return parts.joined(separator: " · ")
    }

    /// `│ text                       right │`, padded by display width (a wide
    /// character takes two columns); a text too long for the frame ends in `…`.
    private func line(_ text: String, right: String = "") -> String {
        // One column each: the space after `│`, the gap before `right`, the space before `│`.
        let label = Printable.fit(text, columns: columns - 3 - Printable.width(right))
        let pad = columns - 2 - Printable.width(label) - Printable.width(right)
        return "│ " + label + String(repeating: " ", count: max(1, pad)) + right + " │"
    }

    /// A separator drawn from x0 to x1 on the ruler.
    private func rule(_ separator: SeparatorLine) -> String {
        let w = max(table.viewportWidth, 1)
        let from = Int((separator.x0 / w * Double(columns)).rounded())
        let to = Int((separator.x1 / w * Double(columns)).rounded())
        let start = min(max(from, 0), columns), end = min(max(to, start), columns)
        let chars = (0..<columns).map { $0 >= start && $0 < end ? "─" : " " }
        return "├" + chars.joined() + "┤"
    }

    private func tableViews(_ top: Double, _ bottom: Double) -> [Item] {
        var items: [Item] = []
        if let header = table.tableHeaderView, header.height > 0, 0 < bottom, header.height > top {
            let state = table.isTableHeaderHidden ? "hidden" : "shown"
            items.append(Item(y: 0, order: 0, text: line("table header \(header.kind.rawValue)", right: "\(Format.number(header.height))pt \(state)")))
        }
        if let footer = table.tableFooterHeight {
            let y = table.contentHeight - footer
            if y < bottom, y + max(footer, 0.001) > top {
                items.append(Item(y: y, order: 0, text: line("table footer", right: "\(Format.number(footer))pt")))
            }
        }
        return items
    }

    /// Section headers and footers shown in `top..<bottom`, looking from section `first` on.
    private func supplementaryViews(_ top: Double, _ bottom: Double, from first: Int) -> [Item] {
        SectionView.shown(in: table, app: app, top, bottom, from: first).map { view in
            let name = "\(view.isHeader ? "▔ header" : "▁ footer") \(view.section)"
            let right = "\(Format.number(Double(view.frame.height)))pt\(view.pinned ? " pinned" : "")"
            // The title is cut inside its quotes, so the closing quote stays.
            let room = columns - 3 - Printable.width(right) - Printable.width(name) - 3
            let title = room < 1 ? "" : view.title.map { " \"" + Printable.fit($0, columns: room) + "\"" } ?? ""
            return Item(y: Double(view.frame.minY), order: view.isHeader ? 0 : 3, text: line(name + title, right: right))
        }
    }
}
