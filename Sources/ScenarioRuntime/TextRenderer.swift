import Foundation
import TableEngine

/// `show`: the viewport (or all the content) as text, one line per row,
/// header, footer and separator, with separators drawn at their real
/// horizontal extent on a 40-column ruler.
struct TextRenderer {
    let table: TableView
    let app: ScenarioApp
    static let columns = 40
    /// Rows drawn at most; the middle of a longer range is summarised.
    static let maxRows = 200

    private struct Item {
        var y: Double
        var order: Int
        var text: String
    }

    func render(all: Bool) -> [String] {
        let offset = table.contentOffset, height = table.viewportHeight
        let top = all ? min(0, offset) : offset
        let bottom = all ? max(table.contentHeight, offset + height) : offset + height
        var items: [Item] = []
        let visible = Set(table.indexPathsForVisibleRows)
        items += tableViews(top, bottom)
        items += supplementaryViews(top, bottom)
        var rows = table.indexPathsForRows(inY: top..<bottom)
        if rows.count > TextRenderer.maxRows {
            let half = TextRenderer.maxRows / 2
            let skipped = rows[half..<(rows.count - half)]
            if let first = skipped.first, let rect = try? table.rectForRow(at: first), let last = skipped.last {
                items.append(Item(y: Double(rect.minY), order: 2,
                                  text: line("… \(skipped.count) rows \(Format.span([first, last])) …")))
            }
            rows = Array(rows[..<half] + rows[(rows.count - half)...])
        }
        for ip in rows {
            guard let rect = try? table.rectForRow(at: ip) else { continue }
            var label = Format.indexPath(ip)
            if let cell = table.mountedCell(at: ip) {
                label += "  \(cell)" + (visible.contains(ip) ? "" : " hidden")
            }
            if table.indexPathsForSelectedRows.contains(ip) { label += "  selected" }
            items.append(Item(y: Double(rect.minY), order: 2, text: line(label, right: "\(Format.number(Double(rect.height)))pt")))
        }
        // All the content includes the line under the last row at its very end.
        let linesBottom = all ? max(bottom, table.contentHeight.nextUp) : bottom
        for separator in table.separators(inY: top..<linesBottom) {
            let owner: String
            switch separator.owner {
            case .row(let ip): owner = Format.indexPath(ip)
            case .sectionTop(let s): owner = "top \(s)"
            case .extra: owner = "extra"
            }
            items.append(Item(y: separator.y, order: 1, text: rule(separator) + " \(separator.kind.rawValue) \(owner)"))
        }
        items.sort { $0.y != $1.y ? $0.y < $1.y : $0.order < $1.order }
        var lines = [summary()]
        lines += items.map { String(repeating: " ", count: max(0, 7 - Format.number($0.y).count)) + Format.number($0.y) + " " + $0.text }
        return lines
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

    /// `│ text                       right │`
    private func line(_ text: String, right: String = "") -> String {
        var body = " " + text
        let pad = TextRenderer.columns - body.count - right.count - 1
        body += String(repeating: " ", count: max(1, pad)) + right + " "
        return "│" + body + "│"
    }

    /// A separator drawn from x0 to x1 on the ruler.
    private func rule(_ separator: SeparatorLine) -> String {
        let w = max(table.viewportWidth, 1)
        let from = Int((separator.x0 / w * Double(TextRenderer.columns)).rounded())
        let to = Int((separator.x1 / w * Double(TextRenderer.columns)).rounded())
        let start = min(max(from, 0), TextRenderer.columns), end = min(max(to, start), TextRenderer.columns)
        let chars = (0..<TextRenderer.columns).map { $0 >= start && $0 < end ? "─" : " " }
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

    private func supplementaryViews(_ top: Double, _ bottom: Double) -> [Item] {
        var items: [Item] = []
        for s in 0..<table.numberOfSections {
            guard let section = try? table.rect(forSection: s) else { continue }
            if Double(section.minY) >= bottom { break }
            if let frame = try? table.frameForHeader(inSection: s), Double(frame.minY) < bottom, Double(frame.maxY) > top {
                let title = app.sections[safe: s]?.headerTitle.map { " \"\($0)\"" } ?? ""
                let pinned = table.isHeaderPinned(inSection: s) ? " pinned" : ""
                items.append(Item(y: Double(frame.minY), order: 0,
                                  text: line("▔ header \(s)\(title)", right: "\(Format.number(Double(frame.height)))pt\(pinned)")))
            }
            if let frame = try? table.frameForFooter(inSection: s), Double(frame.minY) < bottom, Double(frame.maxY) > top {
                let title = app.sections[safe: s]?.footerTitle.map { " \"\($0)\"" } ?? ""
                let pinned = table.isFooterPinned(inSection: s) ? " pinned" : ""
                items.append(Item(y: Double(frame.minY), order: 3,
                                  text: line("▁ footer \(s)\(title)", right: "\(Format.number(Double(frame.height)))pt\(pinned)")))
            }
        }
        return items
    }
}
