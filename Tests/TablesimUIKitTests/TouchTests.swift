import Foundation
import Testing
import TablesimUIKit

/// Simulated gestures reach only what a finger can touch: UIKit's hit-testing
/// skips a view that is hidden, has user interaction off or an alpha below
/// 0.01, and everything inside it.
@MainActor
struct TouchTests {
    let row0 = IndexPath(row: 0, section: 0), row1 = IndexPath(row: 1, section: 0)

    @Test func aTableThatTakesNoTouchesIgnoresGestures() {
        let lockOuts: [(String, (UITableView) -> Void)] = [
            ("user interaction off", { $0.isUserInteractionEnabled = false }),
            ("hidden", { $0.isHidden = true }),
            ("transparent", { $0.alpha = 0.005 }),
            ("inside a hidden view", { $0.superview?.isHidden = true }),
        ]
        for (what, lockOut) in lockOuts {
            let source = RowsSource([40])
            let table = makeTable(source)
            let container = UIView()
            container.addSubview(table)
            table.layoutIfNeeded()
            lockOut(table)
            table.simulateTap(at: row0)
            table.simulateScroll(by: 100)
            #expect(source.selected.isEmpty, "\(what)")
            #expect(table.indexPathForSelectedRow == nil, "\(what)")
            #expect(table.contentOffset.y == 0, "\(what)")
        }
    }

    @Test func aTableThatTakesTouchesAgainRespondsAgain() {
        let source = RowsSource([40])
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.alpha = 0.01
        table.simulateTap(at: row0)
        table.simulateScroll(by: 100)
        #expect(source.selected == [row0], "alpha 0.01 still takes touches")
        #expect(table.contentOffset.y == 100)
    }

    /// Turning a cell's user interaction off is the usual way to make one row
    /// unselectable: the tap finds no cell under the finger.
    @Test func aCellThatTakesNoTouchesCannotBeSelectedOrSwiped() {
        final class Source: UITableViewDataSource, UITableViewDelegate {
            var selected: [IndexPath] = []
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
                cell.isUserInteractionEnabled = indexPath.row != 1
                return cell
            }
            func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
            func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {}
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { selected.append(indexPath) }
        }
        let source = Source()
        let table = makeTable(source)
        table.layoutIfNeeded()
        table.simulateTap(at: row1)
        #expect(source.selected.isEmpty)
        #expect(!table.simulateSwipeToDelete(at: row1))
        table.simulateTap(at: row0)
        #expect(source.selected == [row0])
        #expect(table.simulateSwipeToDelete(at: row0))
    }

    @Test func viewDefaultsAreUIKits() {
        #expect(UIView().isUserInteractionEnabled && !UIView().clipsToBounds && UIView().isOpaque)
        #expect(!UILabel().isUserInteractionEnabled, "a label lets touches through")
        #expect(UIScrollView().clipsToBounds, "a scroll view clips")
        let view = UIView()
        #expect(view.layoutMargins == UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8))
        view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 1, leading: 2, bottom: 3, trailing: 4)
        #expect(view.layoutMargins == UIEdgeInsets(top: 1, left: 2, bottom: 3, right: 4))
        let table = UITableView(frame: .zero, style: .plain)
        #expect(table.estimatedSectionHeaderHeight == UITableView.automaticDimension)
        #expect(table.showsVerticalScrollIndicator && table.bounces && !table.isPagingEnabled)
        #expect(table.alwaysBounceVertical && !UIScrollView().alwaysBounceVertical, "a table bounces even when short")
        #expect(table.contentInsetAdjustmentBehavior == .automatic)
        table.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 20, right: 0)
        #expect(table.adjustedContentInset == table.contentInset, "no safe area adds to it")
    }

    /// A cell's separator inset is the table's until the cell sets its own.
    @Test func aCellsSeparatorInsetFollowsTheTableUntilSet() {
        let source = RowsSource([3])
        let table = makeTable(source)
        table.separatorInset = UIEdgeInsets(top: 0, left: 20, bottom: 0, right: 0)
        table.layoutIfNeeded()
        let cell = table.cellForRow(at: row0)
        #expect(cell?.separatorInset.left == 20)
        cell?.separatorInset = .zero
        table.separatorInset = UIEdgeInsets(top: 0, left: 30, bottom: 0, right: 0)
        #expect(cell?.separatorInset == .zero)
        #expect(table.cellForRow(at: row1)?.separatorInset.left == 30)
    }
}
