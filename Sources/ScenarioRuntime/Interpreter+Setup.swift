import Foundation
import ScenarioLanguage
import TableEngine

/// Setting up the table (LANGUAGE.md §2).
extension Interpreter {
    func executeSetup(_ c: Command) throws {
        // ENGINE.md §7: after the table has loaded, every setup command reloads it.
        let reloads = true
        switch c.id {
        case .style:
            table.style = TableStyle(rawValue: c.keyword("style") ?? "") ?? .plain
        case .viewport:
            guard let size = c.size("size"), size.width > 0, size.height > 0,
                  size.width <= 100_000, size.height <= 100_000 else {
                throw fail("a viewport must be between 1x1 and 100000x100000", c, "size")
            }
            table.viewportWidth = size.width
            table.viewportHeight = size.height
        case .platform:
            table.platform = PlatformProfile(rawValue: c.keyword("platform") ?? "") ?? .ios15
        case .rowHeight:
            table.rowHeight = try length(c, "height")
        case .estimatedRowHeight:
            switch c.keyword("mode") {
            case "auto": table.estimatedRowHeight = TableView.automaticDimension
            case "off": table.estimatedRowHeight = 0
            default: table.estimatedRowHeight = try length(c, "height")
            }
        case .prefetching:
            table.isPrefetchingEnabled = c.keyword("state") == "on"
        case .sectionHeaderTopPadding:
            table.sectionHeaderTopPadding = c.has("mode") ? TableView.automaticDimension : try length(c, "height")
        case .headerHeight:
            table.sectionHeaderHeight = c.has("mode") ? TableView.automaticDimension : try length(c, "height")
        case .footerHeight:
            table.sectionFooterHeight = c.has("mode") ? TableView.automaticDimension : try length(c, "height")
        case .separator:
            table.separatorStyle = c.keyword("style") == "none" ? .none : .singleLine
        case .separatorInset:
            table.separatorInset = SeparatorInset(left: try length(c, "left"), right: c.has("right") ? try length(c, "right") : 0)
        case .fillerRowHeight:
            switch c.keyword("mode") {
            case "auto": table.fillerRowHeight = .automatic
            case "off": table.fillerRowHeight = .off
            default:
                let h = try length(c, "height")
                table.fillerRowHeight = h > 0 ? .height(h) : .off
            }
        case .contentInset:
            table.contentInset = ContentInset(top: try number(c, "top"), bottom: c.has("bottom") ? try number(c, "bottom") : 0)
        case .tableHeader:
            if c.has("none") {
                table.tableHeaderView = nil
            } else {
                let kind = TableHeaderView.Kind(rawValue: c.keyword("kind") ?? "plain") ?? .plain
                let mode = TableHeaderView.AutohideMode(rawValue: c.keyword("mode") ?? "default") ?? .default
                table.tableHeaderView = TableHeaderView(height: try length(c, "height"), kind: kind, mode: mode)
            }
        case .tableFooter:
            table.tableFooterHeight = c.has("none") ? nil : try length(c, "height")
        case .section:
            try appendSection(c)
        case .row, .rows:
            try changeRows(c)
        case .quirk:
            let quirk = Quirk.deleteRevealsSeparator
            if c.keyword("state") == "on" { table.quirks.insert(quirk) } else { table.quirks.remove(quirk) }
        default:
            throw fail("'\(c.spec.name)' is not a setup command", c)
        }
        if reloads && table.hasLoaded { table.reloadData() }
    }

    func length(_ c: Command, _ slot: String) throws -> Double {
        guard let value = c.number(slot), value.isFinite, value >= 0 else {
            throw fail("expected a length >= 0", c, slot)
        }
        guard value <= 1_000_000 else { throw fail("a length must be at most 1000000 points", c, slot) }
        return value
    }

    func number(_ c: Command, _ slot: String) throws -> Double {
        guard let value = c.number(slot), value.isFinite, abs(value) <= 1e9 else {
            throw fail("expected a number between -1000000000 and 1000000000", c, slot)
        }
        return value
    }

    /// The rows a scenario may hold in all.
    static let maxRows = TableView.maximumRows

    private func appendSection(_ c: Command) throws {
        let count = c.integer("count") ?? 0
        guard app.totalRows + count <= Interpreter.maxRows else {
            throw fail("a table may hold at most \(Interpreter.maxRows) rows", c, "count")
        }
        app.appendSection(try sectionModel(c, rows: count))
    }

    /// A section from `section`'s or `insert section`'s clauses.
    func sectionModel(_ c: Command, rows count: Int) throws -> AppSection {
        var attributes = RowAttributes()
        if c.has("height") { attributes.height = try length(c, "height") }
        return AppSection(
            rows: RowRuns(count: count, attributes: attributes),
            headerHeight: c.has("header") ? try length(c, "header") : nil,
            headerTitle: c.text("headerTitle"),
            footerHeight: c.has("footer") ? try length(c, "footer") : nil,
            footerTitle: c.text("footerTitle"),
            identifier: c.text("id"))
    }

    private func changeRows(_ c: Command) throws {
        let height = c.has("height") ? try length(c, "height") : nil
        let inset = c.has("insetLeft") ? SeparatorInset(left: try length(c, "insetLeft"), right: try length(c, "insetRight")) : nil
        let identifier = c.text("id")
        for (section, rows) in try dataRanges(c, "rows", fallbackSlot: "row") {
            app.sections[section].rows.modify(rows) { attributes in
                if let height { attributes.height = height }
                if let inset { attributes.separatorInset = inset }
                if let identifier { attributes.identifier = identifier }
            }
        }
    }

    /// Rows of the app's data named by an index-path list, as ranges per section.
    func dataRanges(_ c: Command, _ slot: String, fallbackSlot: String? = nil) throws -> [(Int, Range<Int>)] {
        let used = c.has(slot) ? slot : (fallbackSlot ?? slot)
        return try rowRanges(c, used, sections: app.sections.count) { app.sections[$0].rows.count }
    }

    /// The rows an index-path list names, as ranges per section; a range `A..B`
    /// runs in table order across sections. Every single path and both ends
    /// of every range must exist.
    func rowRanges(_ c: Command, _ slot: String, sections: Int, rows: (Int) -> Int) throws -> [(Int, Range<Int>)] {
        func check(_ p: IndexPathLiteral) throws {
            guard p.section < sections else {
                throw fail("section \(p.section) is out of range: the table has \(sections) section\(sections == 1 ? "" : "s")", c, slot)
            }
            let count = rows(p.section)
            guard p.row < count else {
                throw fail("row \(p.row) is out of range: section \(p.section) has \(count) row\(count == 1 ? "" : "s")", c, slot)
            }
        }
        var result: [(Int, Range<Int>)] = []
        for item in c.indexPaths(slot) ?? [] {
            switch item {
            case .single(let p):
                try check(p)
                result.append((p.section, p.row..<p.row + 1))
            case .range(let a, let b):
                try check(a)
                try check(b)
                guard (a.section, a.row) <= (b.section, b.row) else { throw fail("a range must go forward: \(a)..\(b)", c, slot) }
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
