import ScenarioLanguage
import TableEngine

/// The section index and header and footer views (ENGINE.md §15, §16).
extension Interpreter {
    /// `tap-index "T"` (a title) or `tap-index N` (its number).
    func tapIndex(_ c: Command) throws {
        if c.has(.title) {
            let title = try c.text(.title)
            try engine(c, .title) { try table.tapSectionIndex(title: title) }
        } else {
            let index = try c.integer(.index)
            try engine(c, .index) { try table.tapSectionIndex(at: index) }
        }
    }

    /// `assert header-view S is #Hn` / `assert footer-view S is #Hn`.
    func checkHeaderFooterView(_ c: Command, _ kind: TableViewHeaderFooterView.Kind) throws -> String? {
        let s = try c.integer(.section)
        let sections = table.numberOfSections
        guard s < sections else { throw failure(.sectionOutOfRange(section: s, sections: sections), c, .section) }
        let view = kind == .header ? table.headerView(forSection: s) : table.footerView(forSection: s)
        let expected = "#H\(try c.viewID(.view))"
        let actual = view?.description ?? "not on screen"
        return actual == expected ? nil : "the \(kind.rawValue) view of section \(s) is \(actual), expected \(expected)"
    }
}

extension Format {
    /// `A B "New York"`: titles quoted only when they would not read back as one
    /// word (a space, a quote or a backslash in them, or empty).
    static func indexTitles(_ titles: [String]) -> String {
        titles.map { title in
            title.isEmpty || title.contains(where: { $0.isWhitespace || $0 == "\"" || $0 == "\\" })
                ? TraceEvent.quoted(title) : title
        }.joined(separator: " ")
    }

    /// `header 0 #H1 Header`, as `print header-views` lists a view on screen.
    static func headerFooterView(_ view: TableViewHeaderFooterView) -> String {
        "\(view.kind?.rawValue ?? "header") \(view.section ?? 0) \(view) \(view.reuseIdentifier)"
    }
}
