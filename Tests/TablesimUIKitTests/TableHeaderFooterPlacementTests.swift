import Foundation
import Testing
import TablesimUIKit

/// The table header and footer views are the table's subviews, as wide as
/// it, at the top of the content and under the last section; an empty
/// `UIImage()` is a distinct placeholder.
@MainActor
struct TableHeaderFooterPlacementTests {
    final class Rows: UITableViewDataSource {
        var count = 3
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { count }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
    }

    private func makeTable(_ rows: Rows) -> UITableView {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.rowHeight = 44
        table.dataSource = rows
        return table
    }

    @Test func aFooterSitsUnderTheLastRowAsWideAsTheTable() {
        let rows = Rows()
        let table = makeTable(rows)
        let footer = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 60))
        table.tableFooterView = footer
        table.layoutIfNeeded()
        #expect(footer.superview === table && table.subviews.contains { $0 === footer })
        #expect(footer.frame == CGRect(x: 0, y: 3 * 44, width: 375, height: 60))
        // A "Load more" page: the footer moves down under the new rows.
        rows.count = 5
        table.insertRows(at: [IndexPath(row: 3, section: 0), IndexPath(row: 4, section: 0)], with: .automatic)
        #expect(footer.frame.origin == CGPoint(x: 0, y: 5 * 44))
    }

    @Test func aHeaderSitsAtTheTopAsWideAsTheTableAndReplacingItRemovesTheOld() {
        let rows = Rows()
        let table = makeTable(rows)
        let header = UIView(frame: CGRect(x: 0, y: 40, width: 100, height: 120))
        table.tableHeaderView = header
        table.layoutIfNeeded()
        #expect(header.frame == CGRect(x: 0, y: 0, width: 375, height: 120))
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 120)
        let newHeader = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 80))
        table.tableHeaderView = newHeader
        table.layoutIfNeeded()
        #expect(header.superview == nil && newHeader.superview === table)
        table.tableHeaderView = nil
        #expect(newHeader.superview == nil)
    }

    @Test func aWiderTableWidensItsHeader() {
        let table = makeTable(Rows())
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
        table.tableHeaderView = header
        table.layoutIfNeeded()
        table.frame.size.width = 414
        table.layoutIfNeeded()
        #expect(header.frame.width == 414)
    }

    @Test func emptyImagesAreDistinctPlaceholders() {
        let a = UIImage(), b = UIImage()
        #expect(a == a && a != b)
        #expect(UIImage(systemName: "star") == UIImage(systemName: "star"))
    }

    /// A plain list of three sections of ten rows, each with a 28-point header view.
    final class Sections: UITableViewDataSource, UITableViewDelegate {
        func numberOfSections(in tableView: UITableView) -> Int { 3 }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 10 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 28 }
        func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
            tableView.dequeueReusableHeaderFooterView(withIdentifier: "Header")
        }
    }

    @Test func aSectionHeaderViewIsPlacedWhereItShowsPinnedAndPushedUp() throws {
        let sections = Sections()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "Header")
        table.rowHeight = 44
        table.sectionHeaderTopPadding = 0
        table.dataSource = sections
        table.delegate = sections
        table.layoutIfNeeded()
        // Section 1 starts after section 0's header and ten rows: 28 + 440.
        var header = try #require(table.headerView(forSection: 1))
        #expect(header.frame == CGRect(x: 0, y: 468, width: 375, height: 28))
        #expect(header.superview === table)
        table.contentOffset = CGPoint(x: 0, y: 700)
        table.layoutIfNeeded()
        header = try #require(table.headerView(forSection: 1))
        #expect(header.frame.origin == CGPoint(x: 0, y: 700), "pinned to the top of the visible area")
        table.contentOffset = CGPoint(x: 0, y: 920)
        table.layoutIfNeeded()
        header = try #require(table.headerView(forSection: 1))
        #expect(header.frame.origin == CGPoint(x: 0, y: 936 - 28), "pushed up by section 2's header")
    }
}

/// Fitting sizes from constraints: the table header recipe (measure, set
/// the frame, set the header again) with views of known sizes.
@MainActor
struct FittingSizeTests {
    @Test func aViewsOwnHeightConstantIsItsFittingHeight() {
        let view = UIView(frame: .zero)
        view.translatesAutoresizingMaskIntoConstraints = false
        view.heightAnchor.constraint(equalToConstant: 120).isActive = true
        #expect(view.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 120)
    }

    /// A header: 16 points, a 64-point box, 8 points, a nested container holding a 30-point bar, 16 points.
    private func makeHeader() -> UIView {
        let header = UIView(frame: .zero)
        let box = UIView(), container = UIView(), bar = UIView()
        for v in [box, container, bar] { v.translatesAutoresizingMaskIntoConstraints = false }
        header.addSubview(box)
        header.addSubview(container)
        container.addSubview(bar)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: header.topAnchor, constant: 16),
            box.heightAnchor.constraint(equalToConstant: 64),
            container.topAnchor.constraint(equalTo: box.bottomAnchor, constant: 8),
            bar.topAnchor.constraint(equalTo: container.topAnchor),
            bar.heightAnchor.constraint(equalToConstant: 30),
            container.bottomAnchor.constraint(equalTo: bar.bottomAnchor),
            header.bottomAnchor.constraint(equalTo: container.bottomAnchor, constant: 16),
        ])
        return header
    }

    @Test func aChainOfKnownHeightsGivesTheHeadersHeight() {
        let header = makeHeader()
        let size = header.systemLayoutSizeFitting(CGSize(width: 375, height: 0), withHorizontalFittingPriority: .required,
                                                  verticalFittingPriority: .fittingSizeLevel)
        #expect(size == CGSize(width: 375, height: 16 + 64 + 8 + 30 + 16))
    }

    @Test func theTableHeaderRecipeSizesTheHeader() {
        final class Rows: UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 5 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let rows = Rows()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), style: .plain)
        table.dataSource = rows
        table.rowHeight = 44
        let header = makeHeader()
        table.tableHeaderView = header
        let height = header.systemLayoutSizeFitting(CGSize(width: table.bounds.width, height: 0)).height
        header.frame.size.height = height
        table.tableHeaderView = header
        table.layoutIfNeeded()
        #expect(header.frame.height == 134)
        #expect(table.rectForRow(at: IndexPath(row: 0, section: 0)).minY == 134)
    }

    @Test func aChainThroughAViewOfUnknownLengthLeavesTheCurrentSize() {
        let header = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 50))
        let label = UILabel()
        label.translatesAutoresizingMaskIntoConstraints = false
        header.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: header.topAnchor, constant: 8),
            header.bottomAnchor.constraint(equalTo: label.bottomAnchor, constant: 8),
        ])
        #expect(header.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize).height == 50)
    }
}
