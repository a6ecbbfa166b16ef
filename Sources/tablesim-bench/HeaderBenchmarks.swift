import Foundation
import TableEngine

// Item 4b: scrolling through many sections whose floating headers and footer
// views come and go (ENGINE.md §16) costs about what scrolling one section of
// the same rows without them costs. Item 4c (no target) reports the corner of
// tiny sections, a dozen on screen at once.

/// Rows per section in item 4b: a header view comes and goes every ~20 rows.
let rowsPerHeaderSection = 20
/// Rows per section in item 4c.
let rowsPerTinySection = 3

/// `steps` scroll steps of 10 points, back to the top at the end.
@inline(never)
func scrollSteps(_ table: TableView, steps: Int) -> Int {
    for _ in 0..<steps {
        if table.contentOffset + 10 > table.maxOffset { try? table.setContentOffset(0) }
        try? table.scroll(by: 10)
    }
    return table.numberOfHeaderFooterViewsCreated &+ table.numberOfCellsCreated
}

// One function per side, so that callgrind counts each apart (`--only headers --reps 1`);
// their bodies differ (the constant added), or the linker folds them into one.
@inline(never) func scrollSectionsWithHeaderViews(_ table: TableView, steps: Int) -> Int { scrollSteps(table, steps: steps) &+ 1 }
@inline(never) func scrollOneSectionWithoutHeaders(_ table: TableView, steps: Int) -> Int { scrollSteps(table, steps: steps) &+ 2 }
@inline(never) func scrollTinySectionsWithHeaderViews(_ table: TableView, steps: Int) -> Int { scrollSteps(table, steps: steps) &+ 3 }

func benchHeaderScroll(n: Int, steps: Int, repetitions: Int) -> [BenchResult] {
    func sectionsTable(rows: Int) -> (table: TableView, sections: Int) {
        let sections = max(1, n / rows)
        let source = SectionsDataSource(sections: sections, rows: rows, footers: true, headerViews: true)
        let table = TableView()
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        return (table, sections)
    }
    let (table, sections) = sectionsTable(rows: rowsPerHeaderSection)
    let (tiny, tinySections) = sectionsTable(rows: rowsPerTinySection)
    let (plain, _) = makeTable(sections * rowsPerHeaderSection)
    let measured = medianNanoseconds(repetitions: repetitions) { blackHole(scrollSectionsWithHeaderViews(table, steps: steps)) }
    let baseline = medianNanoseconds(repetitions: repetitions) { blackHole(scrollOneSectionWithoutHeaders(plain, steps: steps)) }
    let tinyMeasured = medianNanoseconds(repetitions: repetitions) { blackHole(scrollTinySectionsWithHeaderViews(tiny, steps: steps)) }
    return [
        BenchResult(item: "4b", name: "\(steps) scroll steps over \(sections) sections with header and footer views "
                    + "(vs one section of \(sections * rowsPerHeaderSection) rows)", n: sections * rowsPerHeaderSection,
                    measured: measured, baseline: baseline, goal: .slowerAtMost(2)),
        BenchResult(item: "4c", name: "the same over \(tinySections) sections of \(rowsPerTinySection) rows "
                    + "(vs 4b's one section; no target)", n: tinySections * rowsPerTinySection,
                    measured: tinyMeasured, baseline: baseline, goal: .reportOnly),
    ]
}
