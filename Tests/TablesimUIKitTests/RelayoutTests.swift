import Foundation
import Testing
import TablesimUIKit

@MainActor
struct RelayoutTests {
    @Test func aNewRowHeightLaysTheTableOutAgainKeepingCellsThatStay() {
        let source = RowsSource([40])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let first = table.cellForRow(at: IndexPath(row: 0, section: 0))
        table.rowHeight = 88
        table.layoutIfNeeded()
        #expect(table.rectForRow(at: IndexPath(row: 2, section: 0)) == CGRect(x: 0, y: 176, width: 320, height: 88))
        #expect(table.indexPathsForVisibleRows?.count == 5)
        #expect(table.cellForRow(at: IndexPath(row: 0, section: 0)) === first)
        #expect(table.contentSize == CGSize(width: 320, height: 3520))
    }

    @Test func aNewFrameShowsMoreRows() {
        let source = RowsSource([40])
        let table = makeTable(source, height: 440)
        #expect(table.indexPathsForVisibleRows?.count == 10)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 880)
        #expect(table.indexPathsForVisibleRows?.count == 20)
        #expect(table.visibleCells.count == 20)
        table.bounds = CGRect(x: 0, y: 0, width: 320, height: 220)
        #expect(table.indexPathsForVisibleRows?.count == 5)
    }

    @Test func sectionHeaderHeightAndInsetsApplyAfterLoad() {
        let source = RowsSource([5, 5])
        source.titles = [0: "A", 1: "B"]
        let table = makeTable(source)
        // iOS 15's 22-point gap above a plain table's headers, then a 28-point title header.
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        table.sectionHeaderTopPadding = 0
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 28)
        table.sectionHeaderHeight = 50
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 50)
        table.contentInset = UIEdgeInsets(top: 20, left: 0, bottom: 0, right: 0)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: -20)
        #expect(table.contentOffset.y == -20)
    }

    @Test func selectionSurvivesARelayout() {
        let source = RowsSource([10])
        let table = makeTable(source)
        table.selectRow(at: IndexPath(row: 1, section: 0), animated: false, scrollPosition: .none)
        table.rowHeight = 30
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 1, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == true)
    }
}
