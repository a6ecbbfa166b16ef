import Foundation
import Testing
@testable import ScenarioRuntime

/// Setup and selection commands that set one row or turn a mode back off
/// (LANGUAGE.md §2, §5), run against the table rather than only parsed:
/// `row S,R id NAME`, `rows RANGE id NAME`, `estimated-row-height off` and
/// `multiple-selection off`. Scenarios/reuse/row-ids-and-modes-off.scenario
/// shows the same.
@Suite struct SetupSwitchesTests {
    /// Rows 0..3 leave the screen as the drag goes; each cell goes to its own
    /// identifier's pool, and the Cell rows coming in take only Cell cells.
    @Test func rowAndRowsIdGiveRowsTheirOwnPools() {
        #expect(printed("""
        viewport 375x220
        section 10 rows
        row 0,1 id Photo
        rows 0,3..0,4 id Banner
        print cells
        scroll 220
        print pool
        """) == ["0,0 #1 Cell", "0,1 #2 Photo", "0,2 #3 Cell", "0,3 #4 Banner", "0,4 #5 Banner", "0,5 #6 Cell hidden",
                 "Banner #4", "Cell #3", "Photo #2"])
    }

    /// A range crosses sections in table order (LANGUAGE.md §1).
    @Test func rowsIdRangeCrossesSections() {
        #expect(printed("""
        section 2 rows
        section 2 rows
        rows 0,1..1,0 id Wide
        print cells
        """) == ["0,0 #1 Cell", "0,1 #2 Wide", "1,0 #3 Wide", "1,1 #4 Cell"])
    }

    /// Turning estimates off reloads with exact heights: every row's height
    /// is asked, no estimate is, and the content height is exact at once.
    @Test func estimatedRowHeightOffGoesBackToExactHeights() {
        let lines = printed("""
        viewport 375x220
        estimated-row-height 100
        section 10 rows
        print content-size
        trace on
        estimated-row-height off
        print content-size
        print trace
        """)
        #expect(lines.prefix(2) == ["375x776", "375x440"])
        let trace = lines.dropFirst(2)
        #expect(!trace.contains { $0.hasPrefix("estimated") })
        #expect(trace.filter { $0.hasPrefix("heightForRow") } == (0..<10).map { "heightForRow 0,\($0)" })
    }

    /// Switching multiple selection off keeps the selection; the next tap
    /// deselects every other row, in index-path order (ENGINE.md §10).
    @Test func multipleSelectionOffGoesBackToSingleSelection() {
        #expect(printed("""
        section 10 rows
        multiple-selection on
        select 0,1
        select 0,2
        multiple-selection off
        print selected
        trace on
        select 0,3
        print trace
        print selected
        """) == ["0,1 0,2",
                 "shouldHighlight 0,3", "didHighlight 0,3", "didUnhighlight 0,3",
                 "willSelect 0,3", "willDeselect 0,1", "didDeselect 0,1", "willDeselect 0,2", "didDeselect 0,2", "didSelect 0,3",
                 "0,3"])
    }
}
