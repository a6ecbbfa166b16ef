import Foundation
import TableEngine

/// `show svg`: the viewport at true proportions, one SVG unit per point:
/// rows, headers and footers where they are shown (pinned ones on top),
/// hairline separators at their exact x extents, the table header.
struct SVGRenderer {
    let table: TableView
    let app: ScenarioApp

    func render() -> String {
        let w = table.viewportWidth, h = table.viewportHeight, offset = table.contentOffset
        let background = table.style == .plain ? "#ffffff" : "#f2f2f7"
        var body: [String] = []
        func y(_ contentY: Double) -> String { Format.number(contentY - offset) }
        if let header = table.tableHeaderView, header.height > 0 {
            body.append(##"<rect x="0" y="\##(y(0))" width="\##(Format.number(w))" height="\##(Format.number(header.height))" fill="#e5e5ea"/>"##)
            if header.height >= 20 {
                body.append(text(header.kind == .searchbar ? "search bar" : "table header", x: 16, y: -offset + header.height / 2, color: "#8e8e93"))
            }
        }
        let visible = Set(table.indexPathsForVisibleRows)
        for ip in table.indexPathsForRows(inY: offset..<(offset + h)) {
            guard let r = try? table.rectForRow(at: ip) else { continue }
            let fill = table.indexPathsForSelectedRows.contains(ip) ? "#d1d1d6" : "#ffffff"
            body.append(##"<rect x="\##(Format.number(Double(r.minX)))" y="\##(y(Double(r.minY)))" width="\##(Format.number(Double(r.width)))" height="\##(Format.number(Double(r.height)))" fill="\##(fill)"/>"##)
            var label = Format.indexPath(ip)
            if let cell = table.mountedCell(at: ip) { label += " \(cell)" + (visible.contains(ip) ? "" : " hidden") }
            body.append(text(label, x: Double(r.minX) + 16, y: Double(r.midY) - offset, color: "#000000"))
        }
        for line in table.visibleSeparators {
            let color = line.owner == .extra ? "#c7c7cc" : (line.kind == .full ? "#3c3c43" : "#8e8e93")
            body.append(##"<line x1="\##(Format.number(line.x0))" y1="\##(y(line.y))" x2="\##(Format.number(line.x1))" y2="\##(y(line.y))" stroke="\##(color)" stroke-width="0.5"/>"##)
        }
        for s in 0..<table.numberOfSections {
            for (frame, isHeader) in [(try? table.frameForHeader(inSection: s), true), (try? table.frameForFooter(inSection: s), false)] {
                guard let f = frame ?? nil, Double(f.maxY) > offset, Double(f.minY) < offset + h else { continue }
                let title = (isHeader ? app.sections[safe: s]?.headerTitle : app.sections[safe: s]?.footerTitle) ?? (isHeader ? "header \(s)" : "footer \(s)")
                let pinned = isHeader ? table.isHeaderPinned(inSection: s) : table.isFooterPinned(inSection: s)
                body.append(##"<rect x="\##(Format.number(Double(f.minX)))" y="\##(y(Double(f.minY)))" width="\##(Format.number(Double(f.width)))" height="\##(Format.number(Double(f.height)))" fill="\##(table.style == .plain ? "#f7f7f7" : background)" fill-opacity="0.97"/>"##)
                body.append(text(title + (pinned ? " (pinned)" : ""), x: Double(f.minX) + 16, y: Double(f.midY) - offset, color: "#6d6d72"))
            }
        }
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Format.number(w))" height="\(Format.number(h))" viewBox="0 0 \(Format.number(w)) \(Format.number(h))">
        <rect width="100%" height="100%" fill="\(background)"/>
        \(body.joined(separator: "\n"))
        </svg>

        """
    }

    private func text(_ s: String, x: Double, y: Double, color: String) -> String {
        let escaped = s.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;").replacingOccurrences(of: ">", with: "&gt;")
        return ##"<text x="\##(Format.number(x))" y="\##(Format.number(y))" dominant-baseline="middle" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="\##(color)">\##(escaped)</text>"##
    }
}
