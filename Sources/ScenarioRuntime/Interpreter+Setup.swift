import Foundation
import ScenarioLanguage
import TableEngine

/// Setting up the table (LANGUAGE.md §2).
extension Interpreter {
    func setViewport(_ c: Command) throws {
        let size = try c.size(.size)
        guard size.width > 0, size.height > 0, size.width <= 100_000, size.height <= 100_000 else {
            throw failure(.viewportOutOfRange, c, .size)
        }
        table.viewportWidth = size.width
        table.viewportHeight = size.height
    }

    /// `auto` (automaticDimension), `off` (0, where allowed) or a length.
    func automaticOrLength(_ c: Command) throws -> Double {
        switch try c.choice(HeightMode.self, ifPresent: .mode) {
        case .auto: return TableView.automaticDimension
        case .off: return 0
        case nil: return try length(c, .height)
        }
    }

    func setSeparatorInset(_ c: Command) throws {
        table.separatorInset = SeparatorInset(left: try length(c, .left), right: try c.has(.right) ? length(c, .right) : 0)
    }

    func setFillerRowHeight(_ c: Command) throws {
        switch try c.choice(HeightMode.self, ifPresent: .mode) {
        case .auto: table.fillerRowHeight = .automatic
        case .off: table.fillerRowHeight = .off
        case nil:
            let h = try length(c, .height)
            table.fillerRowHeight = h > 0 ? .height(h) : .off
        }
    }

    func setContentInset(_ c: Command) throws {
        table.contentInset = ContentInset(top: try number(c, .top), bottom: try c.has(.bottom) ? number(c, .bottom) : 0)
    }

    func setTableHeader(_ c: Command) throws {
        guard !c.has(.noneWord) else {
            table.tableHeaderView = nil
            return
        }
        // Left out, the kind is plain and the mode the default (LANGUAGE.md §2).
        let kind = try c.choice(TableHeaderView.Kind.self, ifPresent: .kind) ?? .plain
        let mode = try c.choice(TableHeaderView.AutohideMode.self, ifPresent: .mode) ?? .default
        table.tableHeaderView = TableHeaderView(height: try length(c, .height), kind: kind, mode: mode)
    }

    func setQuirk(_ c: Command) throws {
        let quirk = try c.choice(Quirk.self, .quirk)
        if try c.choice(Switch.self, .state).isOn { table.quirks.insert(quirk) } else { table.quirks.remove(quirk) }
    }

    func length(_ c: Command, _ slot: Slot) throws -> Double {
        let value = try c.number(slot)
        guard value.isFinite, value >= 0 else { throw failure(.negativeLength, c, slot) }
        guard value <= 1_000_000 else { throw failure(.lengthTooLarge(limit: 1_000_000), c, slot) }
        return value
    }

    func number(_ c: Command, _ slot: Slot) throws -> Double {
        let value = try c.number(slot)
        guard value.isFinite, abs(value) <= 1e9 else { throw failure(.numberOutOfRange(limit: 1_000_000_000), c, slot) }
        return value
    }

    /// The rows a scenario may hold in all.
    static let maxRows = TableView.maximumRows

    func appendSection(_ c: Command) throws {
        try refuseIndexPathDataChange(c)
        let count = try c.integer(.count)
        try checkRowCap(adding: count, c, .count)
        app.appendSection(try sectionModel(c, rows: count))
    }

    /// Refuses a change that would take the app's data past `maxRows`.
    func checkRowCap(adding count: Int, _ c: Command, _ slot: Slot) throws {
        guard app.totalRows + count <= Interpreter.maxRows else { throw failure(.tooManyRows(limit: Interpreter.maxRows), c, slot) }
    }

    /// A section from `section`'s or `insert section`'s clauses.
    func sectionModel(_ c: Command, rows count: Int) throws -> AppSection {
        var attributes = RowAttributes()
        if c.has(.height) { attributes.height = try length(c, .height) }
        var section = AppSection(
            rows: RowRuns(count: count, attributes: attributes),
            headerHeight: c.has(.header) ? try length(c, .header) : nil,
            headerTitle: try c.ifPresent(.headerTitle, c.text),
            footerHeight: c.has(.footer) ? try length(c, .footer) : nil,
            footerTitle: try c.ifPresent(.footerTitle, c.text),
            identifier: try c.ifPresent(.id, c.text))
        section.headerID = try c.ifPresent(.headerID, c.text)
        section.footerID = try c.ifPresent(.footerID, c.text)
        return section
    }

    func changeRows(_ c: Command) throws {
        let height = c.has(.height) ? try length(c, .height) : nil
        let inset = c.has(.insetLeft) ? SeparatorInset(left: try length(c, .insetLeft), right: try length(c, .insetRight)) : nil
        let identifier = try c.ifPresent(.id, c.text)
        let answers = try rowAnswers(c)
        for (section, rows) in try dataRanges(c, c.id == .row ? .row : .rows) {
            app.sections[section].rows.modify(rows) { attributes in
                answers(&attributes)
                if let height { attributes.height = height }
                if let inset { attributes.separatorInset = inset }
                if let identifier { attributes.identifier = identifier }
            }
        }
    }

    /// Rows of the app's data named by an index-path list, as ranges per section.
    func dataRanges(_ c: Command, _ slot: Slot) throws -> [(Int, Range<Int>)] {
        try rowRanges(c, slot, sections: app.sections.count) { app.sections[$0].rows.count }
    }

    /// The rows an index-path list names, as ranges per section; a range `A..B`
    /// runs in table order across sections. Every single path and both ends
    /// of every range must exist.
    func rowRanges(_ c: Command, _ slot: Slot, sections: Int, rows: (Int) -> Int) throws -> [(Int, Range<Int>)] {
        func check(_ p: IndexPathLiteral) throws {
            guard p.section < sections else { throw failure(.sectionOutOfRange(section: p.section, sections: sections), c, slot) }
            let count = rows(p.section)
            guard p.row < count else { throw failure(.rowOutOfRange(row: p.row, section: p.section, rows: count), c, slot) }
        }
        var result: [(Int, Range<Int>)] = []
        for item in try c.indexPaths(slot) {
            switch item {
            case .single(let p):
                try check(p)
                result.append((p.section, p.row..<p.row + 1))
            case .range(let a, let b):
                try check(a)
                try check(b)
                guard (a.section, a.row) <= (b.section, b.row) else { throw failure(.backwardRange(a, b), c, slot) }
                for s in a.section...b.section {
                    let lower = s == a.section ? a.row : 0
                    let upper = s == b.section ? b.row + 1 : rows(s)
                    if lower < upper { result.append((s, lower..<upper)) }
                }
            }
        }
        return result
    }
}
