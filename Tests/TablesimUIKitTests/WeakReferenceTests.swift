import Foundation
import Testing
import TablesimUIKit

/// The references UIKit keeps weak: a view's superview, a table's data
/// source and delegate. A freed object is never reached through them.
@MainActor
@Suite struct WeakReferenceTests {
    @Test func aSubviewsSuperviewIsTheViewItWasAddedToUntilRemoved() {
        let parent = UIView(frame: .zero), child = UIView(frame: .zero)
        parent.addSubview(child)
        #expect(child.superview === parent)
        let other = UIView(frame: .zero)
        other.addSubview(child)
        #expect(child.superview === other)
        #expect(parent.subviews.isEmpty)
        child.removeFromSuperview()
        #expect(child.superview == nil)
        #expect(other.subviews.isEmpty)
    }

    @Test func aFreedSuperviewLeavesItsSubviewsWithoutOne() {
        let child = UIView(frame: .zero)
        weak var freed: UIView?
        do {
            let parent = UIView(frame: .zero)
            parent.addSubview(child)
            freed = parent
            #expect(child.superview === parent)
        }
        #expect(freed == nil)
        #expect(child.superview == nil)
    }

    @Test func aCellsContentViewOutlivingItsCellHasNoSuperview() {
        let content: UIView
        do {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            content = cell.contentView
            #expect(content.superview === cell)
        }
        #expect(content.superview == nil)
    }

    @Test func aFreedDataSourceAndDelegateAreNotCalled() {
        let table: UITableView
        weak var freed: RowsSource?
        do {
            let source = RowsSource([30])
            table = makeTable(source)
            table.layoutIfNeeded()
            #expect(table.numberOfRows(inSection: 0) == 30)
            freed = source
        }
        #expect(freed == nil)
        #expect(table.dataSource == nil)
        #expect(table.delegate == nil)
        // Scrolling and reloading reach neither: rows that enter get plain cells, a reload finds no rows.
        table.contentOffset = CGPoint(x: 0, y: 200)
        table.layoutIfNeeded()
        table.reloadData()
        #expect(table.numberOfRows(inSection: 0) == 0)
    }
}
