import Foundation
import ScenarioLanguage
import TableEngine

/// `print`, `show` and `trace` (LANGUAGE.md §6, §7).
extension Interpreter {
    func trace(_ c: Command) throws {
        switch try c.choice(TraceAction.self, .action) {
        case .on: table.isTracing = true
        case .off: table.isTracing = false
        case .clear: table.clearTrace()
        }
    }

    func showSVG(_ c: Command) throws {
        try writeSVG(c)
        transcript.takePicture(.show)
    }

    func show(_ c: Command) throws {
        try look(c) {
            TextRenderer(table: table, app: app, stale: Set(staleRows), width: options.displayWidth?())
                .render(all: try c.choice(ShowScope.self, ifPresent: .scope) == .all)
        }
        if options.svgDirectory != nil { try writeSVG(c) }
        transcript.takePicture(.show)
    }

    /// A `print` or `show`: its lines, checked against the expected block or written out.
    func look(_ c: Command, _ lines: () throws -> [String]) throws {
        // Looking loads the table first, whatever is looked at (ENGINE.md §7):
        // `print trace` then shows the load, `print pool` the pools it left.
        table.layoutIfNeeded()
        emit(try lines(), for: c)
    }

    /// The cell position class of the command's row.
    func position(_ c: Command) throws -> CellPosition {
        try engine(c, .row) { try table.position(ofRowAt: try tableIndexPath(c, .row)) }
    }

    /// `print FACT`. A fact of one line of numbers, with no expected block,
    /// `--verbose` transcript or `--update` record, is written straight into
    /// the transcript's bytes (after its label under `tablesim run`): no
    /// string or array of lines is made.
    func printFact(_ c: Command) throws {
        table.layoutIfNeeded()
        let fact = try Self.fact(c)
        guard Self.isNumberLine(fact), c.expected == nil, !options.verbose, !options.acceptOutput else {
            return emit(printFact(fact, c), for: c)
        }
        transcript.printLine { bytes in
            if options.labelsOutput { bytes.append(contentsOf: Self.outputLabel(c).utf8) }
            writeNumberLine(fact, into: &bytes)
        }
    }

    /// `file:line: `, written before each output line under `tablesim run`.
    static func outputLabel(_ c: Command) -> String {
        c.sourceFile.name + ":" + String(c.range.line) + ": "
    }

    /// `print`'s fact, its word compared with the facts' words in case order
    /// (a few comparisons of short strings): `Fact(rawValue:)` hashes the
    /// word for a lookup in the standard library's table of an enum's words.
    static func fact(_ c: Command) throws -> Fact {
        if case .keyword(let word) = c.arguments.value(.fact) {
            for (fact, factWord) in factWords where factWord == word { return fact }
        }
        return try c.choice(Fact.self, .fact)
    }

    /// Each fact and its word, in case order (the visible rows first).
    private static let factWords = Fact.allCases.map { ($0, $0.rawValue) }

    /// The facts `writeNumberLine` writes.
    static func isNumberLine(_ fact: Fact) -> Bool {
        fact == .visible || fact == .mounted || fact == .selected || fact == .offset
    }

    /// The line of `print visible`, `mounted`, `selected` or `offset`, as bytes.
    private func writeNumberLine(_ fact: Fact, into bytes: inout [UInt8]) {
        switch fact {
        case .visible: Format.visibleRows(of: table, into: &bytes)
        case .mounted: Format.indexPaths(table.indexPathsForMountedRows, into: &bytes)
        case .selected: Format.indexPaths(table.indexPathsForSelectedRows, into: &bytes)
        default: Format.number(table.contentOffset, into: &bytes)
        }
    }

    /// The lines of `print FACT`. A list with no lines prints `none`, as the
    /// index-path lists do, so that an expected block can say so.
    func printFact(_ fact: Fact, _ c: Command) -> [String] {
        let lines: [String]
        switch fact {
        case .visible, .mounted, .selected, .offset:
            var bytes: [UInt8] = []
            writeNumberLine(fact, into: &bytes)
            lines = [String(decoding: bytes, as: UTF8.self)]
        case .contentSize: lines = ["\(Format.number(table.viewportWidth))x\(Format.number(table.contentHeight))"]
        case .stale: lines = [Format.indexPaths(staleRows)]
        case .editing: lines = [editingState]
        case .trace: lines = Interpreter.bounded(table.trace, \.description, notKept: table.traceCallsNotKept)
        case .separators:
            // Listed from the top and counted, not all kept: a screen can hold millions of zero-height rows.
            let shown = table.visibleSeparators(first: Interpreter.maximumPrintedLines, last: 0)
            lines = Interpreter.bounded(shown.head, Format.separator, notKept: shown.omitted)
        case .cells:
            let visible = Set(table.indexPathsForVisibleRows)
            let placed = table.mountedCells.compactMap { cell in cell.indexPath.map { (cell, $0) } }
            lines = Interpreter.bounded(placed) { cell, ip in
                "\(Format.indexPath(ip)) \(cell) \(cell.reuseIdentifier)" + (visible.contains(ip) ? "" : " hidden")
            }
        case .pool:
            lines = Interpreter.bounded(table.reuseIdentifiers) { id in
                ([id] + table.reusePool(withIdentifier: id).map(\.description)).joined(separator: " ")
            }
        case .index: lines = table.sectionIndexTitlesShown.isEmpty ? [] : [Format.indexTitles(table.sectionIndexTitlesShown)]
        case .headerViews: lines = Interpreter.bounded(table.visibleHeaderFooterViews, Format.headerFooterView)
        }
        return lines.isEmpty ? ["none"] : lines
    }

    /// The most lines one `print` writes (a `show` is capped likewise).
    static let maximumPrintedLines = 1_000

    /// The first `maximumPrintedLines` items of a list, formatted, then a note
    /// of how many were left out: only what is shown is formatted.
    /// `notKept`: lines after `items` that were counted but never kept (a full trace).
    static func bounded<Items: Collection>(_ items: Items, _ format: (Items.Element) -> String, notKept: Int = 0) -> [String] {
        var lines = items.prefix(maximumPrintedLines).map(format)
        let hidden = max(0, items.count - maximumPrintedLines) + notKept
        if hidden > 0 { lines.append("… \(hidden) more lines not shown") }
        return lines
    }

    /// The natural rect named by `rect S,R` / `rect header S` / `rect footer S` / `rect section S`.
    func elementRect(_ c: Command) throws -> CGRect {
        if c.has(.row) { return try engine(c, .row) { try table.rectForRow(at: try tableIndexPath(c, .row)) } }
        let s = try c.integer(.section), part = try c.choice(SectionPart.self, .part)
        return try engine(c, .section) {
            switch part {
            case .header: return try table.rectForHeader(inSection: s)
            case .footer: return try table.rectForFooter(inSection: s)
            case .section: return try table.rect(forSection: s)
            }
        }
    }

    /// The shown rect of `frame header S` / `frame footer S`, nil when not present.
    func frame(_ c: Command) throws -> CGRect? {
        let s = try c.integer(.section), part = try c.choice(SectionPart.self, .part)
        return try engine(c, .section) {
            part == .footer ? try table.frameForFooter(inSection: s) : try table.frameForHeader(inSection: s)
        }
    }

    /// Checks output against the command's expected block, or writes it out.
    func emit(_ lines: [String], for c: Command) {
        noteRepetition(of: c, lines: lines)
        if options.verbose {
            // A transcript: where the command is, the command, then what it printed.
            let line = c.range.line
            transcript.print(["\(c.range.file.name):\(line): \(Printable.escape(c.range.file.lineText(line, limit: 1_000).trimmingCharacters(in: .whitespaces)))"])
            transcript.print(lines)
        }
        guard let expected = c.expected else {
            guard !options.verbose else { return }
            guard options.labelsOutput else { return transcript.print(lines) }
            let label = Self.outputLabel(c)
            transcript.print(lines.map { label + $0 })
            return
        }
        guard expected.lines != lines, !options.acceptOutput else { return }
        noteUnmarkableFailure(of: c)
        diagnostics.append(Diagnostic(.error, RuntimeError.outputDiffersFromExpected(command: c.spec.name).message,
                                      at: c.nameRange, notes: UnifiedDiff.lines(expected: expected.lines, actual: lines)))
    }

    static func isPictureName(_ path: String) -> Bool { path.lowercased().hasSuffix(".svg") }

    private func writeSVG(_ c: Command) throws {
        let path: String
        // A picture replaces only a picture: never the scenario, nor another
        // kind of file, whether `--svg DIR` gathers the pictures or not.
        if c.id == .showSVG, case let written = try c.text(.path), !Self.isPictureName(written) {
            throw failure(.cannotWrite(path: written, reason: "a picture's name must end in .svg (it never replaces another kind of file)"), c, .path)
        }
        if c.id == .showSVG, let svgDirectory = options.svgDirectory {
            // Under `--svg DIR`, in the scenario's own subfolder: `DIR/a/x/PATH`.
            path = (svgDirectory as NSString).appendingPathComponent(((options.pictureName ?? "table") as NSString)
                .appendingPathComponent(Self.confined(try c.text(.path))))
        } else if c.id == .showSVG {
            let written = try c.text(.path)
            let directory = SourceReader.folder(of: c.range.file.name)
            let base = c.range.file.name.hasPrefix("<") || directory.isEmpty ? baseDirectory : directory
            path = written.hasPrefix("/") ? written : (base as NSString).appendingPathComponent(written)
        } else {
            // Named after the scenario that runs, not the file the `show` is in (an include).
            svgCount += 1
            path = ((options.svgDirectory ?? ".") as NSString).appendingPathComponent("\(options.pictureName ?? "table")-\(svgCount).svg")
        }
        guard options.writesFiles else { return }
        // A link named `x.svg` leading to another kind of file is not followed.
        if c.id == .showSVG, let real = SourceReader.realPath(path), !Self.isPictureName(real) {
            throw failure(.cannotWrite(path: path, reason: "it leads to \(real), which is not a picture (.svg)"), c, .path)
        }
        if let refusal = options.fileAccess.refusal(of: path) {
            throw failure(.cannotWrite(path: path, reason: refusal), c, c.id == .showSVG ? .path : nil)
        }
        let folder = SourceReader.folder(of: path)
        if c.id == .showSVG, options.svgDirectory != nil {
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw failure(.cannotCreateFolder(folder: folder, reason: error.localizedDescription), c)
            }
        } else if c.id == .showSVG {
            // A path written in the scenario: its folder must exist.
            var isDirectory: ObjCBool = false
            guard folder.isEmpty || FileManager.default.fileExists(atPath: folder, isDirectory: &isDirectory) && isDirectory.boolValue else {
                throw failure(.missingFolder(path: path, folder: folder), c, .path)
            }
        } else if !svgFolderMade {
            // `--svg DIR` pictures of a scenario in a subfolder (`DIR/a/x-1.svg`): made once.
            svgFolderMade = true
            do {
                try FileManager.default.createDirectory(atPath: folder, withIntermediateDirectories: true)
            } catch {
                throw failure(.cannotCreateFolder(folder: folder, reason: error.localizedDescription), c)
            }
        }
        do {
            try AtomicFile.write(SVGRenderer(table: table, app: app).render(), to: path)
            touchedFiles.insert(SourceReader.realPath(path) ?? path)
        } catch {
            throw failure(.cannotWrite(path: path, reason: error.localizedDescription), c, c.id == .showSVG ? .path : nil)
        }
    }

    /// A path written in a scenario, kept inside the folder it is joined to:
    /// no leading `/`, no `..` or `.` parts.
    static func confined(_ path: String) -> String {
        let parts = path.split(separator: "/").filter { $0 != ".." && $0 != "." }
        return parts.isEmpty ? "table.svg" : parts.joined(separator: "/")
    }
}
