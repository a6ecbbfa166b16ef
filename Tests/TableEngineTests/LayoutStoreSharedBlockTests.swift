import Testing
@testable import TableEngine

/// A store built from runs of repeated heights shares one heights array among
/// its blocks that hold the same heights, section boundaries included
/// (`BlockPatterns`): every query, before and after each kind of change,
/// equals the oracle's, and a change to one block leaves the blocks that
/// shared its array as they were.
@Suite struct LayoutStoreSharedBlockTests {
    /// 300 sections of 94 rows at one estimate, with equal headers and
    /// footers: 28,800 elements, built into 150 blocks of 192, each holding
    /// two whole sections, so every block holds the same heights.
    static let sections = 300, rows = 94
    static let estimate: Fixed = FixedPoint.fixed(44), header: Fixed = FixedPoint.fixed(20), footer: Fixed = FixedPoint.fixed(10)

    static func sharedStore(measured: Bool = false) -> LayoutStore {
        var heights = RowHeights()
        for _ in 0..<sections { heights.append(repeating: estimate, count: rows) }
        return LayoutStore(headers: Array(repeating: header, count: sections), footers: Array(repeating: footer, count: sections),
                           rowCounts: Array(repeating: rows, count: sections), rowHeights: heights, measured: measured)
    }

    static func oracle(measured: Bool = false) -> NaiveLayoutStore {
        NaiveLayoutStore(headers: Array(repeating: header, count: sections), footers: Array(repeating: footer, count: sections),
                         rowCounts: Array(repeating: rows, count: sections)) { _, _ in (estimate, measured) }
    }

    /// The number of distinct heights arrays among the store's blocks.
    static func distinctArrays(_ store: LayoutStore) -> Int {
        Set(store.blocks.map { block in block.heights.withUnsafeBufferPointer { Int(bitPattern: $0.baseAddress) } }).count
    }

    static func check(_ store: LayoutStore, _ naive: NaiveLayoutStore, _ what: String) {
        if let problem = store.invariantViolation() { Issue.record(Comment(rawValue: "\(what): \(problem)")) }
        do {
            try compareAll(store, naive, FlatLayout(naive))
        } catch {
            Issue.record(Comment(rawValue: "\(what): \(error)"))
        }
    }

    @Test func boundaryBlocksShareTheirArrays() {
        let store = Self.sharedStore()
        #expect(store.blocks.count == Self.sections / 2)
        #expect(store.blocks.allSatisfy { $0.heights.first == Self.header && $0.heights.last == Self.footer })
        #expect(Self.distinctArrays(store) == 1, "\(Self.distinctArrays(store)) arrays for \(store.blocks.count) blocks")
        Self.check(store, Self.oracle(), "built")
        Self.check(Self.sharedStore(measured: true), Self.oracle(measured: true), "built, measured")
    }

    /// Each change, made to a row or section in a block that shares its
    /// array, on a copy of one store: the copy equals the oracle changed alike,
    /// and the store it was copied from (sharing every array) is unchanged.
    @Test(arguments: ["measure", "header", "footer", "insert row", "remove row", "insert section", "remove section"])
    func changesCopyOnlyTheBlockChanged(change: String) {
        let base = Self.sharedStore()
        // A row and a section in blocks holding a boundary, in the middle of the table.
        for s in [1, Self.sections / 2, Self.sections - 2] {
            var store = base
            var naive = Self.oracle()
            let r = Self.rows - 1, h = FixedPoint.fixed(61.5)
            switch change {
            case "measure":
                store.setRowHeight(s, r, h, measured: true); naive.setRowHeight(s, r, h, measured: true)
            case "header":
                store.setHeaderHeight(s + 1, h); naive.setHeaderHeight(s + 1, h)
            case "footer":
                store.setFooterHeight(s, h); naive.setFooterHeight(s, h)
            case "insert row":
                store.insertRow(s, r, height: h, measured: true); naive.insertRow(s, r, height: h, measured: true)
            case "remove row":
                store.removeRow(s, r); naive.removeRow(s, r)
            case "insert section":
                store.insertSection(at: s, header: h, footer: 0, rowHeights: [h, Self.estimate], measured: false)
                naive.insertSection(at: s, header: h, footer: 0, rowHeights: [h, Self.estimate], measured: false)
            default:
                store.removeSection(s); naive.removeSection(s)
            }
            Self.check(store, naive, "\(change) at section \(s)")
            // A second change next to the first, on the copied block and its neighbours.
            store.setRowHeight(s, 0, h, measured: true); naive.setRowHeight(s, 0, h, measured: true)
            Self.check(store, naive, "\(change) at section \(s), then row \(s),0 measured")
        }
        Self.check(base, Self.oracle(), "the store the changed ones were copied from")
    }

    /// Sections of many sizes whose rows mix listed heights and runs of a
    /// repeated height that start and end anywhere in a block (the builder
    /// keeps the run it read last and asks again outside it): the store
    /// equals the oracle built row by row.
    @Test(arguments: [false, true])
    func mixedRunsAndListedRowsBuildTheSameLayout(measured: Bool) {
        var heights = RowHeights(), flat: [[Fixed]] = [], counts: [Int] = []
        for s in 0..<60 {
            var rows: [Fixed] = []
            let n = [0, 1, 7, 150, 191, 192, 193, 400][s % 8]
            var r = 0
            while r < n {
                let k = min(n - r, [3, 250, 1, 90][(s + r) % 4])
                if (s + r) % 3 == 0 {
                    for j in 0..<k { rows.append(FixedPoint.fixed(Double(20 + (s + r + j) % 7))) }
                    for h in rows.suffix(k) { heights.append(h) }
                } else {
                    let h = FixedPoint.fixed(Double(40 + s % 2))
                    rows.append(contentsOf: repeatElement(h, count: k))
                    heights.append(repeating: h, count: k)
                }
                r += k
            }
            flat.append(rows)
            counts.append(n)
        }
        let headers = (0..<60).map { $0 % 5 == 0 ? 0 : Self.header }, footers = (0..<60).map { $0 % 4 == 0 ? Self.footer : 0 }
        let store = LayoutStore(headers: headers, footers: footers, rowCounts: counts, rowHeights: heights, measured: measured)
        let naive = NaiveLayoutStore(headers: headers, footers: footers, rowCounts: counts) { s, r in (flat[s][r], measured) }
        Self.check(store, naive, "mixed runs, measured \(measured)")
    }
}
