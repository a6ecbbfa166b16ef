import Foundation
import ScenarioLanguage
import TableEngine

/// The section index bar on the right edge of `show` and `show svg` (ENGINE.md §15).
extension TextRenderer {
    /// The index titles down the right of the viewport's lines (after the
    /// summary; in `show all`, between the viewport's edges), centred as
    /// UIKit centres the bar; with more titles than lines, the last line
    /// shows `•` for the rest, as UIKit folds titles it has no room for.
    func withSectionIndex(_ lines: [String], all: Bool) -> [String] {
        let titles = table.sectionIndexTitlesShown
        guard !titles.isEmpty, lines.count > 1 else { return lines }
        var first = 1, last = lines.count - 1
        if all {
            first = (lines.firstIndex { $0.hasSuffix("viewport top") } ?? 0) + 1
            last = (lines.lastIndex { $0.hasSuffix("viewport bottom") } ?? lines.count) - 1
        }
        let room = last - first + 1
        guard room > 0 else { return lines }
        var shown = titles.map { Printable.fit($0, columns: 4) }
        if shown.count > room { shown = Array(shown.prefix(room - 1)) + ["•"] }
        let start = first + (room - shown.count) / 2
        let frameWidth = lines[first...last].map(Printable.width).max() ?? 0
        var result = lines
        for (k, title) in shown.enumerated() {
            let line = result[start + k]
            result[start + k] = line + String(repeating: " ", count: max(0, frameWidth - Printable.width(line))) + "  " + title
        }
        return result
    }
}

extension SVGRenderer {
    /// UIKit's index bar: the titles stacked at the right edge, centred
    /// vertically, in the tint colour; titles that do not fit fold into `•`.
    func sectionIndexBar() -> [String] {
        let titles = table.sectionIndexTitlesShown
        guard !titles.isEmpty else { return [] }
        let step = 15.0, w = table.viewportWidth, h = table.viewportHeight
        let room = max(1, Int((h - 16) / step))
        let shown = titles.count > room ? Array(titles.prefix(room - 1)) + ["•"] : titles
        let top = h / 2 - step * Double(shown.count - 1) / 2
        return shown.enumerated().map { k, title in
            let escaped = Report.escape(title)
            return ##"<text x="\##(Format.number(w - 8))" y="\##(Format.number(top + step * Double(k)))" text-anchor="middle" dominant-baseline="middle" font-family="Helvetica, Arial, sans-serif" font-size="11" font-weight="600" fill="#007aff">\##(escaped)</text>"##
        }
    }
}
