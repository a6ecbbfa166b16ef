import Foundation
import Testing
import TablesimUIKit

/// A displayed cell has its row's rect as its frame, and lays out when its
/// size changes: cells laid out in code, and the common cache of displayed
/// heights for `estimatedHeightForRowAt`, work as on iOS.
@MainActor
struct CellGeometryTests {
    final class Feed: UITableViewController {
        var heights: [IndexPath: CGFloat] = [:]
        var cached: [IndexPath: CGFloat] = [:]
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Card", for: indexPath)
        }
        override func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
            heights[indexPath] ?? 60
        }
        override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
            cached[indexPath] = cell.frame.size.height
        }
        override func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
            cached[indexPath] ?? 60
        }
    }

    /// A cell laid out in code: a badge at its trailing edge, by frames.
    final class Card: UITableViewCell {
        let badge = UIView()
        var layouts = 0
        override init(style: CellStyle, reuseIdentifier: String?) {
            super.init(style: style, reuseIdentifier: reuseIdentifier)
            contentView.addSubview(badge)
        }
        required init?(coder: NSCoder) { nil }
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            badge.frame = CGRect(x: contentView.bounds.width - 30, y: 0, width: 30, height: contentView.bounds.height)
        }
    }

    @Test func displayedCellsTakeTheirRowsRect() throws {
        let feed = Feed(style: .plain)
        feed.heights[IndexPath(row: 1, section: 0)] = 90
        feed.tableView.register(Card.self, forCellReuseIdentifier: "Card")
        feed.loadViewIfNeeded()
        let table = try #require(feed.tableView)
        table.frame = CGRect(x: 0, y: 0, width: 320, height: 400)
        table.layoutIfNeeded()
        let second = try #require(table.cellForRow(at: IndexPath(row: 1, section: 0)) as? Card)
        #expect(second.frame == CGRect(x: 0, y: 60, width: 320, height: 90))
        #expect(second.contentView.frame == CGRect(x: 0, y: 0, width: 320, height: 90))
        #expect(second.badge.frame == CGRect(x: 290, y: 0, width: 30, height: 90))
        #expect(second.layouts == 1)
        #expect(feed.cached[IndexPath(row: 0, section: 0)] == 60 && feed.cached[IndexPath(row: 1, section: 0)] == 90)
        // Scrolled far: the cells are reused; one that changes size lays out again.
        table.contentOffset = CGPoint(x: 0, y: 1500)
        table.layoutIfNeeded()
        let rows = table.indexPathsForVisibleRows ?? []
        #expect(!rows.isEmpty && rows.allSatisfy { table.cellForRow(at: $0)?.frame == table.rectForRow(at: $0) })
        #expect(rows.allSatisfy { feed.cached[$0] == 60 }, "every displayed height cached, none 0")
    }

    /// Without a `willDisplay`, a cell takes its row's rect when the app gets
    /// it from the table, where the row is now (after rows were inserted above).
    @Test func cellsHandedOutStandWhereTheirRowIs() throws {
        final class Plain: UITableViewDataSource, UITableViewDelegate {
            var rows = 20
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "Card", for: indexPath)
            }
        }
        let source = Plain()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: .insetGrouped)
        table.register(Card.self, forCellReuseIdentifier: "Card")
        table.dataSource = source
        table.delegate = source
        table.layoutIfNeeded()
        let cell = try #require(table.cellForRow(at: IndexPath(row: 2, section: 0)) as? Card)
        #expect(cell.frame == table.rectForRow(at: IndexPath(row: 2, section: 0)))
        #expect(cell.frame.minX == 20 && cell.frame.width == 280, "an inset-grouped row is inset")
        #expect(cell.badge.frame == CGRect(x: 250, y: 0, width: 30, height: cell.frame.height))
        source.rows += 1
        table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .none)
        let moved = try #require(table.cellForRow(at: IndexPath(row: 3, section: 0)))
        #expect(moved === cell && moved.frame == table.rectForRow(at: IndexPath(row: 3, section: 0)))
        #expect(table.visibleCells.allSatisfy { visible in
            table.indexPath(for: visible).map { table.rectForRow(at: $0) == visible.frame } ?? false
        })
    }
}

/// A controller's root view tells it of its layout passes, and subviews
/// follow their superview's size by their autoresizing masks.
@MainActor
struct ViewLayoutTests {
    /// The common pattern: a table added to a plain controller's view, sized
    /// in `viewDidLayoutSubviews`.
    final class ListController: UIViewController, UITableViewDataSource {
        let table = UITableView(frame: .zero, style: .plain)
        var layouts: [String] = []
        override func viewDidLoad() {
            super.viewDidLoad()
            table.register(UITableViewCell.self, forCellReuseIdentifier: "Cell")
            table.dataSource = self
            view.addSubview(table)
        }
        override func viewWillLayoutSubviews() { layouts.append("will") }
        override func viewDidLayoutSubviews() {
            layouts.append("did")
            table.frame = view.bounds
        }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 40 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            tableView.dequeueReusableCell(withIdentifier: "Cell", for: indexPath)
        }
    }

    @Test func aTableSizedInViewDidLayoutSubviewsShowsRows() {
        let controller = ListController()
        controller.loadViewIfNeeded()
        controller.view.layoutIfNeeded()
        #expect(controller.layouts == ["will", "did"])
        controller.table.layoutIfNeeded()
        #expect(controller.table.frame == CGRect(x: 0, y: 0, width: 375, height: 667))
        #expect(controller.table.indexPathsForVisibleRows?.count == 16)
        controller.view.layoutIfNeeded()
        #expect(controller.layouts == ["will", "did"], "no second pass without a change")
        controller.view.frame = CGRect(x: 0, y: 0, width: 375, height: 300)
        controller.view.layoutIfNeeded()
        #expect(controller.layouts == ["will", "did", "will", "did"] && controller.table.frame.height == 300)
    }

    @Test func autoresizingSharesTheChangeAmongFlexibleParts() {
        let root = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 600))
        let fill = UIView(frame: root.bounds), pinned = UIView(frame: CGRect(x: 100, y: 500, width: 100, height: 100))
        let centered = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 50))
        fill.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        pinned.autoresizingMask = [.flexibleTopMargin]
        centered.autoresizingMask = [.flexibleLeftMargin, .flexibleRightMargin]
        for view in [fill, pinned, centered] { root.addSubview(view) }
        root.frame.size = CGSize(width: 400, height: 700)
        #expect(fill.frame == CGRect(x: 0, y: 0, width: 400, height: 700))
        #expect(pinned.frame == CGRect(x: 100, y: 600, width: 100, height: 100), "kept at the bottom")
        #expect(centered.frame == CGRect(x: 150, y: 0, width: 100, height: 50), "kept in the middle")
    }
}
