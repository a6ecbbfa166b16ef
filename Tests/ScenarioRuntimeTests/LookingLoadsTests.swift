import Foundation
import Testing
@testable import ScenarioRuntime

/// Every `print` looks at the table, so it loads it first (ENGINE.md §7: the
/// first command that reads layout or cells loads the table).
@Suite("Looking loads the table")
struct LookingLoadsTests {
    @Test func printTraceLoadsFirst() {
        let lines = printed("""
        estimated-row-height off
        viewport 375x100
        section 2 rows
        trace on
        print trace
        """)
        #expect(lines == [
            "numberOfSections", "heightForHeader 0", "heightForFooter 0", "numberOfRows 0",
            "heightForRow 0,0", "heightForRow 0,1", "sectionIndexTitles",
            "cellForRow 0,0", "indentationLevel 0,0", "canEdit 0,0", "willDisplay 0,0",
            "cellForRow 0,1", "indentationLevel 0,1", "canEdit 0,1", "willDisplay 0,1",
        ])
    }

    @Test func printPoolLoadsFirst() {
        #expect(printed("""
        platform ios14
        viewport 375x100
        section 5 rows id Photo
        print pool
        """) == ["Photo #4"])
    }

    @Test func printSelectedAndStaleLoadFirst() {
        let result = run("""
        section 5 rows
        print selected
        print stale
        print trace
        assert created 5
        """)
        #expect(result.diagnostics.isEmpty)
        #expect(result.output == "none\nnone\nnone\n")
    }
}
