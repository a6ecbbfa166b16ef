import Foundation

/// UIKit's `UILocalizedIndexedCollation`, for the English collation: the
/// section titles A to Z then `#`, which are also the index titles. Sorting
/// by a collation string selector needs the Objective-C runtime: group by
/// `sectionTitles` instead.
@preconcurrency @MainActor
open class UILocalizedIndexedCollation {
    /// The collation of the current language (English here).
    public static func current() -> UILocalizedIndexedCollation { UILocalizedIndexedCollation() }

    /// The titles of the sections: "A" to "Z", then "#".
    public let sectionTitles: [String] = (UInt8(ascii: "A")...UInt8(ascii: "Z")).map { String(UnicodeScalar($0)) } + ["#"]
    /// The titles the section index shows: the section titles.
    open var sectionIndexTitles: [String] { sectionTitles }

    private init() {}

    /// The section of an index title: its position among the section titles (0 for an unknown title).
    open func section(forSectionIndexTitle indexTitleIndex: Int) -> Int {
        min(max(indexTitleIndex, 0), sectionTitles.count - 1)
    }
}

extension UITableView {
    /// The index title that shows a magnifying glass in UIKit and scrolls to
    /// the top (here an ordinary title; answer its section yourself).
    public static let indexSearch = "{search}"
}
