import Foundation
import Testing
import TablesimUIKit

/// `UITableViewDelegate` inherits `UIScrollViewDelegate`: the table tells its
/// delegate when the content moved, and when a simulated drag begins and ends.
@MainActor
struct ScrollDelegateTests {
    /// A feed that loads another page when the user scrolls near the bottom.
    final class Feed: UITableViewController {
        var items = (0..<30).map { "item \($0)" }
        var events: [String] = []
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
            cell.textLabel?.text = items[indexPath.row]
            return cell
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            events.append("didScroll \(Int(scrollView.contentOffset.y))\(scrollView.isDragging ? " dragging" : "")")
            let bottom = scrollView.contentOffset.y + scrollView.bounds.height
            guard bottom > scrollView.contentSize.height - 200 else { return }
            let start = items.count
            items += (start..<start + 30).map { "item \($0)" }
            tableView.insertRows(at: (start..<start + 30).map { IndexPath(row: $0, section: 0) }, with: .none)
        }
        override func scrollViewWillBeginDragging(_ scrollView: UIScrollView) { events.append("willBeginDragging") }
        override func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {
            events.append("didEndDragging \(decelerate)")
        }
    }

    func makeFeed() -> Feed {
        let feed = Feed(style: .plain)
        feed.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
        feed.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        feed.loadViewIfNeeded()
        feed.tableView.layoutIfNeeded()
        return feed
    }

    @Test func aDragNearTheBottomLoadsTheNextPage() {
        let feed = makeFeed()
        let table = feed.tableView!
        table.simulateScroll(by: 300)
        #expect(feed.events == ["willBeginDragging", "didScroll 300 dragging", "didEndDragging false"])
        #expect(table.numberOfRows(inSection: 0) == 30)
        // 30 rows of 44 points: 1,320; the viewport's bottom passes 1,120.
        table.simulateScroll(by: 400)
        #expect(table.numberOfRows(inSection: 0) == 60)
        #expect(feed.items.count == 60)
        #expect(!table.isDragging)
    }

    @Test func programmaticOffsetsTellTheDelegateOnlyWhenTheyMove() {
        let feed = makeFeed()
        let table = feed.tableView!
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.contentOffset = CGPoint(x: 0, y: 100)
        table.scrollToRow(at: IndexPath(row: 5, section: 0), at: .top, animated: false)
        #expect(feed.events == ["didScroll 100", "didScroll 220"])
    }

    @Test func anUpdateThatClampsTheOffsetTellsTheDelegate() {
        let feed = makeFeed()
        let table = feed.tableView!
        table.contentOffset = CGPoint(x: 0, y: 500)
        #expect(feed.events == ["didScroll 500"], "no page loaded: the bottom is above 1,120")
        feed.events = []
        feed.items.removeLast(20)
        let e = UIKitException.catching { table.deleteRows(at: (10..<30).map { IndexPath(row: $0, section: 0) }, with: .automatic) }
        #expect(e == nil)
        // The delete leaves 10 rows (440 points, the viewport): the offset
        // is clamped to 0 and the delegate hears it; near the bottom now, the
        // feed loads its next page from there.
        #expect(table.contentOffset.y == 0)
        #expect(feed.events == ["didScroll 0"])
        #expect(table.numberOfRows(inSection: 0) == 40)
        #expect(table.cellForRow(at: IndexPath(row: 10, section: 0))?.textLabel?.text == "item 10")
    }

    @Test func aBatchThatClampsTheOffsetTellsTheDelegate() {
        let feed = makeFeed()
        let table = feed.tableView!
        table.contentOffset = CGPoint(x: 0, y: 500)
        feed.events = []
        var completed = false
        table.performBatchUpdates({
            feed.items.removeLast(20)
            table.deleteRows(at: (10..<30).map { IndexPath(row: $0, section: 0) }, with: .automatic)
        }, completion: { completed = $0 })
        #expect(completed)
        #expect(table.contentOffset.y == 0)
        #expect(feed.events.first == "didScroll 0")
    }

    @Test func aDelegateWithoutScrollMethodsScrollsQuietly() {
        let source = RowsSource([50])
        let table = makeTable(source)
        table.layoutIfNeeded()
        for y in stride(from: 0, to: 600, by: 10) { table.contentOffset = CGPoint(x: 0, y: CGFloat(y)) }
        table.simulateScroll(by: 200)
        #expect(table.contentOffset.y == 790)
        let plain = UIScrollView(frame: .zero)
        plain.contentOffset = CGPoint(x: 0, y: 12)
        plain.contentSize = CGSize(width: 10, height: 20)
        #expect(plain.contentOffset.y == 12 && plain.contentSize.height == 20)
    }

    /// A `UITableViewController` override that calls `super` hears every move;
    /// a move made inside a handler is told once; a reload or a new row
    /// height that moves the content is told too; a snapping target is followed.
    final class Recorder: UITableViewController {
        var rows = 30
        var moves: [Int] = []
        var snap: CGFloat?
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            tableView.scrollToRow(at: IndexPath(row: 20, section: 0), at: .top, animated: true)
        }
        override func scrollViewDidScroll(_ scrollView: UIScrollView) {
            super.scrollViewDidScroll(scrollView)
            moves.append(Int(scrollView.contentOffset.y))
        }
        override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                                targetContentOffset: UnsafeMutablePointer<CGPoint>) {
            if let snap { targetContentOffset.pointee.y = snap }
        }
    }

    @Test func everyMoveIsToldOnce() {
        let recorder = Recorder(style: .plain)
        recorder.tableView.frame = CGRect(x: 0, y: 0, width: 320, height: 440)
        recorder.tableView.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
        recorder.loadViewIfNeeded()
        let table = recorder.tableView!
        table.layoutIfNeeded()
        for y in [10, 20, 30] { table.contentOffset = CGPoint(x: 0, y: CGFloat(y)) }
        table.simulateTap(at: IndexPath(row: 0, section: 0))
        #expect(recorder.moves == [10, 20, 30, 880])
        recorder.rows = 5
        table.reloadData()
        #expect(recorder.moves.last == 0)
        recorder.rows = 30
        table.reloadData()
        table.contentOffset = CGPoint(x: 0, y: 800)
        table.rowHeight = 20
        table.layoutIfNeeded()
        #expect(recorder.moves.suffix(2) == [800, 160])
        recorder.snap = 44
        table.simulateScroll(by: -100)
        #expect(recorder.moves.suffix(2) == [60, 44])
        #expect(table.contentOffset.y == 44)
        table.isScrollEnabled = false
        table.simulateScroll(by: 100)
        #expect(table.contentOffset.y == 44)
    }
}
