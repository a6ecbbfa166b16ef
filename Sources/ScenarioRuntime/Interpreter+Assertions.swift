import Foundation
import ScenarioLanguage
import TableEngine

/// `assert ...` (LANGUAGE.md §6): a failed assertion is reported with the
/// actual state and the scenario goes on.
extension Interpreter {
    /// Reports an assertion's check: `problem` is nil when it holds, else what
    /// differs (a value, not a closure: a closure would hold a copy of the command).
    func assert(_ c: Command, _ problem: String?) {
        if let expectation = c.expectFailure, case .text(let text) = expectation.value {
            // `expect failure "TEXT"`: the assertion documents a bug; holding is the surprise.
            guard let problem else {
                assertionOutcomes?.unexpectable += 1
                diagnostics.append(RuntimeError.expectedFailureButHeld(text: text).diagnostic(at: c.range))
                return
            }
            if !problem.contains(text) {
                assertionOutcomes?.unexpectable += 1
                diagnostics.append(Diagnostic(.error, RuntimeError.expectedFailureButGot(text: text, got: problem).message,
                                              at: c.range, notes: stateNotes()))
            }
            return
        }
        if let outcomes = assertionOutcomes {
            if c.sourceFile === outcomes.file {
                outcomes.record(c, problem: problem)
            } else if problem != nil, c.id != .assertError {
                noteUnmarkableFailure(of: c)
            }
        }
        if let problem {
            let message = c.message.map { Format.text($0, " (", problem, ")") } ?? Format.text("assertion failed: ", problem)
            diagnostics.append(Diagnostic(.error, message, at: c.range, notes: stateNotes()))
        }
    }

    /// Counts a failed check that `save` cannot mark with an `expect` line (an
    /// assertion of an included file, an expected-output block): it is saved as
    /// it is, and the saved file reports it.
    func noteUnmarkableFailure(of c: Command) {
        guard let outcomes = assertionOutcomes else { return }
        outcomes.unmarkable.insert(site(of: c))
    }

    /// The actual state printed under a failed assertion. The visible rows are
    /// one run, written as `show` and the REPL's summary write it (`0,0..0,15`).
    func stateNotes() -> [String] {
        [Format.visibleSpan(of: table, after: "visible: "), Format.number(table.contentOffset, after: "offset: ")]
    }

    // The checks: nil when the assertion holds, else what differs.

    func checkRect(_ c: Command) throws -> String? {
        let actual = Format.rect(try elementRect(c))
        let expected = try [Slot.x, .y, .width, .height].map { Format.number(try c.number($0)) }.joined(separator: " ")
        return actual == expected ? nil : "rect is \(actual), expected \(expected)"
    }

    func checkFrame(_ c: Command) throws -> String? {
        let actual = try frame(c).map { Format.number(Double($0.minY)) } ?? "none"
        let expected = c.has(.noneWord) ? "none" : Format.number(try number(c, .y))
        return actual == expected ? nil : "frame y is \(actual), expected \(expected)"
    }

    func checkSeparator(_ c: Command) throws -> String? {
        let ip = try tableIndexPath(c, .row)
        let edge = try c.choice(SeparatorEdge.self, .edge)
        let actual = SeparatorExpectation(try engine(c, .row) {
            switch edge {
            case .above: return try table.separatorAboveRow(at: ip)
            case .below: return try table.separatorBelowRow(at: ip)
            }
        })
        let expected = try c.choice(SeparatorExpectation.self, .kind)
        return actual == expected ? nil
            : "separator \(edge.rawValue) \(Format.indexPath(ip)) is \(actual.rawValue), expected \(expected.rawValue)"
    }

    func checkExtraSeparators(_ c: Command) throws -> String? {
        let actual = table.visibleExtraSeparatorCount, expected = try c.integer(.count)
        return actual == expected ? nil : "\(actual) extra separators, expected \(expected)"
    }

    func checkPosition(_ c: Command) throws -> String? {
        let actual = try position(c), expected = try c.choice(CellPosition.self, .kind)
        return actual == expected ? nil : "position is \(actual.rawValue), expected \(expected.rawValue)"
    }

    func checkCreated(_ c: Command) throws -> String? {
        table.layoutIfNeeded()
        let actual = table.numberOfCellsCreated, expected = try c.integer(.count)
        return actual == expected ? nil : "\(actual) cells created, expected \(expected)"
    }

    func checkPool(_ c: Command) throws -> String? {
        let id = try c.text(.id), expected = try c.integer(.count)
        let actual = table.reusePool(withIdentifier: id).count
        return actual == expected ? nil : "pool \(id) holds \(actual), expected \(expected)"
    }

    func checkCell(_ c: Command) throws -> String? {
        let ip = try tableIndexPath(c, .row)
        let actual = try engine(c, .row) { try table.cellForExistingRow(at: ip) }.map(\.description) ?? "no cell"
        let expected = "#\(try c.cellID(.cell))"
        return actual == expected ? nil : "cell of \(Format.indexPath(ip)) is \(actual), expected \(expected)"
    }

    func checkCells() -> String? {
        table.layoutIfNeeded()
        let stale = staleRows
        return stale.isEmpty ? nil : "stale cells at \(Format.indexPaths(stale))"
    }

    func checkHeaderHidden(_ c: Command) throws -> String? {
        let actual = YesNo(table.isTableHeaderHidden), expected = try c.choice(YesNo.self, .hidden)
        return actual == expected ? nil : "header-hidden is \(actual.rawValue), expected \(expected.rawValue)"
    }

    func checkNoError() -> String? {
        let count = diagnostics.filter { $0.severity == .error }.count
        return count == 0 ? nil : "\(count) error\(count == 1 ? "" : "s") so far"
    }

    func compare(_ what: String, _ actual: Double, _ expected: Double) -> String? {
        guard !Format.same(actual, expected) else { return nil }
        return Format.text(capacity: what.utf8.count + 15 + 2 * Format.longestNumber) { text in
            text.append(what)
            text.append(" is ")
            text.append(number: actual)
            text.append(", expected ")
            text.append(number: expected)
        }
    }

    /// Lists in messages and notes show at most this many index paths.
    static let listLimit = 40

    /// `assert visible ...`: a count is checked against `numberOfVisibleRows`
    /// (no index paths built), any other form against the rows.
    func checkVisible(_ c: Command) throws -> String? {
        let what = "visible rows"
        guard !c.has(.noneWord), c.has(.count) else { return try checkRows(what, table.indexPathsForVisibleRows, c) }
        return try checkCount(what, table.numberOfVisibleRows, c)
    }

    func checkRows(_ what: String, _ actual: [IndexPath], _ c: Command) throws -> String? {
        // Formatted and hashed only where a message or a membership test needs them.
        var shown: String { Format.indexPaths(actual, limit: Self.listLimit) }
        if c.has(.noneWord) {
            return actual.isEmpty ? nil : "\(what) are \(shown), expected none"
        }
        if c.has(.count) { return try checkCount(what, actual.count, c) }
        if c.has(.includes) {
            let actualSet = Set(actual)
            let missing = try tableRows(c, .includes).filter { !actualSet.contains($0) }
            return missing.isEmpty ? nil : "\(what) \(shown) do not include \(Format.indexPaths(missing, limit: Self.listLimit))"
        }
        if c.has(.excludes) {
            let actualSet = Set(actual)
            let present = try tableRows(c, .excludes).filter { actualSet.contains($0) }
            return present.isEmpty ? nil : "\(what) \(shown) include \(Format.indexPaths(present, limit: Self.listLimit))"
        }
        let expected = try tableRows(c, .rows)
        return actual == expected ? nil : "\(what) are \(shown), expected \(Format.indexPaths(expected, limit: Self.listLimit))"
    }

    /// `assert ROWS count N`: `actual` rows against the command's count.
    private func checkCount(_ what: String, _ actual: Int, _ c: Command) throws -> String? {
        // Read directly: `ifPresent(.count, c.integer)` makes a closure holding a copy of the command.
        let count = try c.integer(.count)
        guard actual != count else { return nil }
        return Format.text(capacity: what.utf8.count + 12 + 2 * 20) { text in
            text.append(integer: actual)
            text.append(" ")
            text.append(what)
            text.append(", expected ")
            text.append(integer: count)
        }
    }
}
