import Foundation
import TableEngine

/// A section header or footer on screen, as `show` and `show svg` draw it.
struct SectionView {
    var section: Int
    var isHeader: Bool
    /// Where it is shown (pinned ones included).
    var frame: CGRect
    /// The app's title for it, if any.
    var title: String?
    var pinned: Bool

    /// The headers and footers shown in `top..<bottom`, looking from section
    /// `first` on, in section order, each header before its footer.
    /// - Complexity: O(S) for S sections looked at.
    static func shown(in table: TableView, app: ScenarioApp, _ top: Double, _ bottom: Double, from first: Int = 0) -> [SectionView] {
        var views: [SectionView] = []
        for s in min(first, table.numberOfSections)..<table.numberOfSections {
            guard let section = try? table.rect(forSection: s) else { continue }
            if Double(section.minY) >= bottom { break }
            for isHeader in [true, false] {
                let frame = isHeader ? try? table.frameForHeader(inSection: s) : try? table.frameForFooter(inSection: s)
                guard let f = frame ?? nil, Double(f.minY) < bottom, Double(f.maxY) > top else { continue }
                views.append(SectionView(
                    section: s, isHeader: isHeader, frame: f,
                    title: isHeader ? app.sections[safe: s]?.headerTitle : app.sections[safe: s]?.footerTitle,
                    pinned: isHeader ? table.isHeaderPinned(inSection: s) : table.isFooterPinned(inSection: s)))
            }
        }
        return views
    }
}
