import Foundation
import TableEngine

/// `show svg`: the viewport at true proportions, one SVG unit per point:
/// rows, headers and footers where they are shown (pinned ones on top),
/// hairline separators at their exact x extents, the table header.
///
/// Only what can be seen is drawn: rows and views of zero height are left
/// out, a line drawn twice at the same place once, and past `maxRows` rows,
/// `maxLines` lines or `maxViews` headers and footers the rest are left out
/// with a note in the picture, as `show` caps its text.
struct SVGRenderer {
    let table: TableView
    let app: ScenarioApp
    /// Rows drawn at most (a rect and a label each).
    static let maxRows = 500
    /// Separator lines drawn at most.
    static let maxLines = 700
    /// Section headers and footers drawn at most (a rect and a label each).
    static let maxViews = 150
    /// Elements a row adds at most in editing mode: an insert control (three)
    /// and a reorder grip (three); a Delete button adds two.
    static let maxEditingElementsPerRow = 6
    /// Elements in a picture at most: the rows (a rect, a label and their
    /// editing elements), the above, the background, the table header (two) and the note.
    static let maxElements = (2 + maxEditingElementsPerRow) * maxRows + maxLines + 2 * maxViews + 4

    func render() -> String {
        let w = table.viewportWidth, h = table.viewportHeight, offset = table.contentOffset
        let background = table.style == .plain ? "#ffffff" : "#f2f2f7"
        var body: [String] = []
        var leftOut = 0
        func y(_ contentY: Double) -> String { Format.number(contentY - offset) }
        if let header = table.tableHeaderView, header.height > 0, header.height > offset, 0 < offset + h {
            body.append(rect(x: 0, y: -offset, width: w, height: header.height, fill: "#e5e5ea"))
            if header.height >= 20 {
                body.append(text(header.kind == .searchbar ? "search bar" : "table header", x: 16, y: -offset + header.height / 2, color: "#8e8e93"))
            }
        }
        let visible = Set(table.indexPathsForVisibleRows)
        let selected = Set(table.indexPathsForSelectedRows)
        // The rows past `maxRows` are counted, never listed.
        let rows = table.indexPathsForRows(inY: offset..<(offset + h), first: SVGRenderer.maxRows, last: 0)
        leftOut += 2 * rows.omitted
        for ip in rows.head {
            guard let r = try? table.rectForRow(at: ip), r.height > 0 else { continue }
            let marks = EditingMarks.of(ip, table: table, app: app, selected: selected.contains(ip))
            let multipleEditing = table.isEditing && table.swipedRow == nil && table.allowsMultipleSelectionDuringEditing
            body.append(rect(x: Double(r.minX), y: Double(r.minY) - offset, width: Double(r.width), height: Double(r.height),
                             fill: selected.contains(ip) && !multipleEditing ? "#d1d1d6" : "#ffffff"))
            var label = Format.indexPath(ip)
            if let cell = table.mountedCell(at: ip) { label += " \(cell)" + (visible.contains(ip) ? "" : " hidden") }
            // A control pushes the content right; a Delete button slides it left.
            let indent = (marks.control == .none ? 0 : 38) - (marks.deleteButton ? SVGRenderer.deleteWidth : 0)
            body.append(text(label, x: Double(r.minX) + 16 + indent, y: Double(r.midY) - offset, color: "#000000"))
            body += editingElements(marks, row: r.offsetBy(dx: 0, dy: CGFloat(-offset)))
        }
        // Each line once, in table order; then drawn top to bottom.
        var drawn = Set<LineKey>(), lines: [SeparatorLine] = []
        table.forEachSeparator(inY: offset..<(offset + h)) { line in
            let key = LineKey(line, offset: offset)
            guard !drawn.contains(key) else { return }
            guard drawn.count < SVGRenderer.maxLines else { leftOut += 1; return }
            drawn.insert(key)
            lines.append(line)
        }
        for line in lines.sorted(by: SeparatorLine.drawnBefore) {
            let color = line.owner == .extra ? "#c7c7cc" : (line.kind == .full ? "#3c3c43" : "#8e8e93")
            body.append(##"<line x1="\##(Format.number(line.x0))" y1="\##(y(line.y))" x2="\##(Format.number(line.x1))" y2="\##(y(line.y))" stroke="\##(color)" stroke-width="0.5"/>"##)
        }
        var views = 0
        for (frame, title, pinned) in sectionViews(offset, offset + h) {
            views += 1
            guard views <= SVGRenderer.maxViews else { leftOut += 2; continue }
            body.append(rect(x: Double(frame.minX), y: Double(frame.minY) - offset, width: Double(frame.width), height: Double(frame.height),
                             fill: table.style == .plain ? "#f7f7f7" : background, opacity: "0.97"))
            body.append(text(title + (pinned ? " (pinned)" : ""), x: Double(frame.minX) + 16, y: Double(frame.midY) - offset, color: "#6d6d72"))
        }
        body += sectionIndexBar()
        if leftOut > 0 {
            body.append("<!-- \(leftOut) more elements left out -->")
        }
        return """
        <svg xmlns="http://www.w3.org/2000/svg" width="\(Format.number(w))" height="\(Format.number(h))" viewBox="0 0 \(Format.number(w)) \(Format.number(h))">
        <rect width="100%" height="100%" fill="\(background)"/>
        \(body.joined(separator: "\n"))
        </svg>

        """
    }

    /// The width of a swiped row's Delete button.
    static let deleteWidth: Double = 74

    /// A row's editing control at its leading edge, reorder grip at its
    /// trailing edge, or Delete button (ENGINE.md §13, §14), in viewport coordinates.
    private func editingElements(_ marks: EditingMarks, row r: CGRect) -> [String] {
        var elements: [String] = []
        let cx = Double(r.minX) + 27, cy = Double(r.midY), radius = min(11, Double(r.height) / 2)
        func circle(fill: String, stroke: String = "none") -> String {
            ##"<circle cx="\##(Format.number(cx))" cy="\##(Format.number(cy))" r="\##(Format.number(radius))" fill="\##(fill)" stroke="\##(stroke)"/>"##
        }
        func bar(_ x0: Double, _ y0: Double, _ x1: Double, _ y1: Double, color: String, width: Double) -> String {
            ##"<line x1="\##(Format.number(x0))" y1="\##(Format.number(y0))" x2="\##(Format.number(x1))" y2="\##(Format.number(y1))" stroke="\##(color)" stroke-width="\##(Format.number(width))"/>"##
        }
        let arm = radius * 0.55
        switch marks.control {
        case .delete:
            elements += [circle(fill: "#ff3b30"), bar(cx - arm, cy, cx + arm, cy, color: "#ffffff", width: 2)]
        case .insert:
            elements += [circle(fill: "#34c759"), bar(cx - arm, cy, cx + arm, cy, color: "#ffffff", width: 2),
                         bar(cx, cy - arm, cx, cy + arm, color: "#ffffff", width: 2)]
        case .selection(let isSelected):
            elements.append(isSelected ? circle(fill: "#007aff") : circle(fill: "none", stroke: "#c7c7cc"))
        case .none:
            break
        }
        if marks.grip {
            let x1 = Double(r.maxX) - 16, x0 = x1 - 18
            for dy in [-5.0, 0, 5] { elements.append(bar(x0, cy + dy, x1, cy + dy, color: "#c7c7cc", width: 1.5)) }
        }
        if marks.deleteButton {
            let x = Double(r.maxX) - SVGRenderer.deleteWidth
            elements.append(rect(x: x, y: Double(r.minY), width: SVGRenderer.deleteWidth, height: Double(r.height), fill: "#ff3b30"))
            elements.append(text("Delete", x: x + 14, y: cy, color: "#ffffff"))
        }
        return elements
    }

    /// Section headers and footers with a height, shown in `top..<bottom`: frame, title, pinned.
    private func sectionViews(_ top: Double, _ bottom: Double) -> [(CGRect, String, Bool)] {
        SectionView.shown(in: table, app: app, top, bottom).filter { $0.frame.height > 0 }.map { view in
            (view.frame, view.title ?? "\(view.isHeader ? "header" : "footer") \(view.section)", view.pinned)
        }
    }

    private func rect(x: Double, y: Double, width: Double, height: Double, fill: String, opacity: String? = nil) -> String {
        let extra = opacity.map { #" fill-opacity="\#($0)""# } ?? ""
        return ##"<rect x="\##(Format.number(x))" y="\##(Format.number(y))" width="\##(Format.number(width))" height="\##(Format.number(height))" fill="\##(fill)"\##(extra)/>"##
    }

    private func text(_ s: String, x: Double, y: Double, color: String) -> String {
        let escaped = Report.escape(s)
        return ##"<text x="\##(Format.number(x))" y="\##(Format.number(y))" dominant-baseline="middle" font-family="Helvetica, Arial, sans-serif" font-size="13" fill="\##(color)">\##(escaped)</text>"##
    }
}

/// What makes two separator lines the same element of a picture: where they
/// are drawn, in hundredths of a point as the picture writes them (lines of
/// rows 0.001 pt apart are one element), and in which colour (a filler line,
/// a full line or an inset one).
private struct LineKey: Hashable {
    let y: Double, x0: Double, x1: Double
    let look: Int

    init(_ line: SeparatorLine, offset: Double) {
        // Rounded as `Format.number` writes them.
        y = Format.rounded(line.y - offset)
        x0 = Format.rounded(line.x0)
        x1 = Format.rounded(line.x1)
        look = line.owner == .extra ? 0 : (line.kind == .full ? 1 : 2)
    }
}
