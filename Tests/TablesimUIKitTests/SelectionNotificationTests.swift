import Foundation
import Testing
import TablesimUIKit

/// `selectionDidChangeNotification`, `hasUncommittedUpdates` and a header
/// view's `backgroundView` (FIDELITY.md rows 99, 100): API ordinary table
/// code uses.
@MainActor
struct SelectionNotificationTests {
    /// Counts the table's `selectionDidChangeNotification`s while alive
    /// (posted synchronously on the test's thread).
    final class SelectionObserver: @unchecked Sendable {
        var count = 0
        var userInfos: [[AnyHashable: Any]?] = []
        private var token: NSObjectProtocol?

        init(_ table: UITableView) {
            token = NotificationCenter.default.addObserver(
                forName: UITableView.selectionDidChangeNotification, object: table, queue: nil
            ) { [weak self] note in
                self?.count += 1
                self?.userInfos.append(note.userInfo)
            }
        }

        deinit {
            if let token { NotificationCenter.default.removeObserver(token) }
        }
    }

    // MARK: selectionDidChangeNotification

    /// A tap that selects, one that selects another row (deselecting the
    /// first) and one that deselects each post once, with the table as the
    /// object.
    @Test func theUsersTapsPostSelectionDidChange() {
        let source = RowsSource([10])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let observer = SelectionObserver(table)
        table.simulateTap(at: IndexPath(row: 1, section: 0))
        #expect(observer.count == 1)
        table.simulateTap(at: IndexPath(row: 2, section: 0))
        #expect(observer.count == 2)
        table.simulateTapToDeselect(at: IndexPath(row: 2, section: 0))
        #expect(observer.count == 3)
        #expect(observer.userInfos.allSatisfy { $0 == nil })
        #expect(table.indexPathForSelectedRow == nil)
        // A tap that selects nothing posts nothing.
        table.allowsSelection = false
        table.simulateTap(at: IndexPath(row: 3, section: 0))
        #expect(observer.count == 3)
        #expect(source.selected == [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)])
    }

    /// Apple: `selectRow(at:animated:scrollPosition:)` and
    /// `deselectRow(at:animated:)` send no notification to observers.
    @Test func theAppsOwnSelectionPostsNothing() {
        let source = RowsSource([10])
        let table = makeTable(source)
        table.layoutIfNeeded()
        let observer = SelectionObserver(table)
        table.selectRow(at: IndexPath(row: 4, section: 0), animated: false, scrollPosition: .none)
        table.deselectRow(at: IndexPath(row: 4, section: 0), animated: false)
        table.selectRow(at: IndexPath(row: 5, section: 0), animated: false, scrollPosition: .middle)
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(observer.count == 0)
        // Another table's taps are not this table's.
        let otherSource = RowsSource([3])
        let other = makeTable(otherSource)
        other.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(other.indexPathForSelectedRow == IndexPath(row: 0, section: 0))
        #expect(observer.count == 0)
        withExtendedLifetime((source, otherSource)) {}
    }

    /// The common idiom: `didSelectRowAt` deselects the row at once. The
    /// selection changed during the tap, so the tap still posts.
    @Test func aTapWhoseRowIsDeselectedInDidSelectStillPosts() {
        final class Deselecting: NSObject, UITableViewDataSource, UITableViewDelegate {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            }
            func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
                tableView.deselectRow(at: indexPath, animated: true)
            }
        }
        let source = Deselecting()
        let table = makeTable(source)
        table.layoutIfNeeded()
        let observer = SelectionObserver(table)
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(table.indexPathForSelectedRow == nil)
        #expect(observer.count == 1)
        withExtendedLifetime(source) {}
    }

    // MARK: hasUncommittedUpdates and a header's backgroundView

    /// Without drops there are never uncommitted updates, also in the middle
    /// of a batch and after a reorder.
    @Test func thereAreNoUncommittedUpdatesWithoutADrop() {
        let source = RowsSource([4])
        let table = makeTable(source)
        #expect(!table.hasUncommittedUpdates)
        table.performBatchUpdates({ #expect(!table.hasUncommittedUpdates) }, completion: nil)
        #expect(!table.hasUncommittedUpdates)
        withExtendedLifetime(source) {}
    }

    /// Apple: "Setting a non-nil value for this property resets
    /// backgroundConfiguration to nil"; nil leaves it.
    @Test func aHeaderViewsBackgroundViewReplacesItsBackgroundConfiguration() {
        let header = UITableViewHeaderFooterView(reuseIdentifier: "Header")
        #expect(header.backgroundView == nil)
        header.backgroundConfiguration = .clear()
        let background = UIView(frame: .zero)
        background.backgroundColor = .systemBlue
        header.backgroundView = background
        #expect(header.backgroundView === background)
        #expect(header.backgroundConfiguration == nil)
        header.backgroundConfiguration = .clear()
        header.backgroundView = nil
        #expect(header.backgroundConfiguration != nil)
    }
}
