import Foundation
import Testing
import TablesimUIKit

/// `prefetchDataSource` hears about the screen ahead as the content moves.
@MainActor
struct DataPrefetchingTests {
    final class Feed: NSObject, UITableViewDataSource, UITableViewDataSourcePrefetching {
        var log: [String] = []
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 100 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
            log.append("prefetch " + indexPaths.map { "\($0.row)" }.joined(separator: ","))
        }
        func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
            log.append("cancel " + indexPaths.map { "\($0.row)" }.joined(separator: ","))
        }
    }

    @Test func theScreenAheadIsAskedForOnceAndCancelledWhenTheUserTurnsBack() {
        let feed = Feed()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 220), style: .plain)
        table.dataSource = feed
        table.prefetchDataSource = feed
        table.layoutIfNeeded()
        #expect(feed.log.isEmpty, "nothing before the content moves")
        table.simulateScroll(by: 44)
        // Rows 1…5 are on screen (with 0,6 prefetched as a cell under ios15);
        // the screen below the visible rows runs from 264 to 484: rows 6…10.
        #expect(feed.log == ["prefetch 7,8,9,10"], "nearest first, not the row the table mounts itself")
        feed.log.removeAll()
        table.simulateScroll(by: 44)
        #expect(feed.log == ["prefetch 11"], "only rows not asked for yet")
        feed.log.removeAll()
        table.simulateScroll(by: -88)
        #expect(feed.log == ["cancel 8,9,10,11"], "rows that left the screen ahead unshown (7 was mounted on the way: it needs nothing more)")
    }
}
