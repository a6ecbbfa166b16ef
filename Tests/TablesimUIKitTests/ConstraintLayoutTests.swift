import Foundation
import Testing
import TablesimUIKit

/// Views placed by their constraints' edges when their superview lays out.
@MainActor
struct ConstraintLayoutTests {
    final class Rows: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.textLabel?.text = "\(indexPath.row)"
            return cell
        }
    }

    /// The screen most apps write in code: a banner pinned to the top, a
    /// table filling the rest, both by anchors.
    final class Screen: UIViewController {
        let banner = UIView(), table = UITableView(frame: .zero, style: .plain), rows = Rows()
        var bannerHeight: NSLayoutConstraint?
        override func viewDidLoad() {
            super.viewDidLoad()
            for sub in [banner, table] {
                sub.translatesAutoresizingMaskIntoConstraints = false
                view.addSubview(sub)
            }
            table.dataSource = rows
            let height = banner.heightAnchor.constraint(equalToConstant: 50)
            bannerHeight = height
            NSLayoutConstraint.activate([
                banner.topAnchor.constraint(equalTo: view.safeAreaLayoutGuide.topAnchor),
                banner.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                banner.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                height,
                table.topAnchor.constraint(equalTo: banner.bottomAnchor, constant: 4),
                table.leadingAnchor.constraint(equalTo: view.layoutMarginsGuide.leadingAnchor),
                table.trailingAnchor.constraint(equalTo: view.layoutMarginsGuide.trailingAnchor),
                table.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            ])
        }
    }

    @Test func aTablePinnedByAnchorsFillsItsPlaceAndShowsItsRows() {
        let screen = Screen()
        screen.loadViewIfNeeded()
        #expect(screen.table.frame == .zero, "placed at the layout pass, not before")
        screen.table.layoutIfNeeded()
        #expect(screen.banner.frame == CGRect(x: 0, y: 0, width: 375, height: 50))
        #expect(screen.table.frame == CGRect(x: 8, y: 54, width: 359, height: 613), "below the banner, within the margins")
        #expect(screen.table.visibleCells.first?.textLabel?.text == "0" && screen.table.visibleCells.count == 14)
    }

    @Test func aNewConstantMovesTheViewsAtTheNextPass() {
        let screen = Screen()
        screen.loadViewIfNeeded()
        screen.view.layoutIfNeeded()
        screen.bannerHeight?.constant = 100
        #expect(screen.table.frame.minY == 54, "not before the pass")
        screen.view.layoutIfNeeded()
        #expect(screen.banner.frame.height == 100 && screen.table.frame.minY == 104 && screen.table.frame.height == 563)
    }

    @Test func anAxisTheConstraintsDoNotFixKeepsItsFrame() {
        let parent = UIView(frame: CGRect(x: 0, y: 0, width: 200, height: 100))
        let badge = UIView(frame: CGRect(x: 0, y: 0, width: 30, height: 20))
        badge.translatesAutoresizingMaskIntoConstraints = false
        parent.addSubview(badge)
        badge.centerXAnchor.constraint(equalTo: parent.centerXAnchor).isActive = true
        badge.bottomAnchor.constraint(equalTo: parent.bottomAnchor, constant: -10).isActive = true
        parent.layoutIfNeeded()
        #expect(badge.frame == CGRect(x: 85, y: 70, width: 30, height: 20), "centred and raised, its size kept")
        let framed = UIView(frame: CGRect(x: 5, y: 5, width: 10, height: 10))
        parent.addSubview(framed)
        framed.widthAnchor.constraint(equalToConstant: 99).isActive = true
        parent.layoutIfNeeded()
        #expect(framed.frame.width == 10, "a view translating its autoresizing mask is not placed by constraints")
    }
}
