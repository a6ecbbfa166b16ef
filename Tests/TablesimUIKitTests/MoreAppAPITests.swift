import Foundation
import Testing
import TablesimUIKit

/// Smaller parts of UIKit that app code and its tests use: identity
/// equality, actions by identifier, geometry in `NSValue`s, accessibility
/// traits, status bar preferences, and the two-finger selection pan.
@MainActor
struct MoreAppAPITests {
    @Test func barItemsAndActionsCompareByIdentity() {
        let save = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let other = UIBarButtonItem(title: "Save", style: .done, target: nil, action: nil)
        let controller = UIViewController()
        controller.navigationItem.rightBarButtonItem = save
        #expect(controller.navigationItem.rightBarButtonItem == save && save != other)
        #expect(Set([save, other, save]).count == 2)
        let space = UIBarButtonItem(barButtonSystemItem: .flexibleSpace, target: nil, action: nil)
        #expect(space.systemItem == .flexibleSpace && space.target == nil && space.action == nil)
        let share = UIAction(title: "Share") { _ in }
        #expect([UIMenuElement](arrayLiteral: share).contains(share))
    }

    @Test func anActionIsRemovedByItsIdentifier() {
        let button = UIButton(type: .system)
        var log: [String] = []
        let save = UIAction(title: "Save", identifier: UIAction.Identifier("save")) { _ in log.append("save") }
        button.addAction(save, for: .touchUpInside)
        button.addAction(UIAction(title: "Log") { _ in log.append("log") }, for: .touchUpInside)
        button.removeAction(identifiedBy: UIAction.Identifier("save"), for: .touchUpInside)
        button.removeTarget(nil, action: nil, for: .allEvents)
        button.sendActions(for: .touchUpInside)
        #expect(log == ["log"], "no targets to remove here")
    }

    @Test func keyboardFramesTravelInNSValues() {
        let frame = CGRect(x: 0, y: 508, width: 375, height: 336)
        let info: [AnyHashable: Any] = [UIResponder.keyboardFrameEndUserInfoKey: NSValue(cgRect: frame)]
        let read = (info[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        #expect(read == frame)
        #expect(NSValue(cgPoint: CGPoint(x: 1, y: 2)).cgPointValue == CGPoint(x: 1, y: 2))
        #expect(NSValue(cgSize: CGSize(width: 3, height: 4)).cgSizeValue == CGSize(width: 3, height: 4))
    }

    @Test func controlsHaveTheirStandardTraitsAndOthersNone() {
        #expect(UIView().accessibilityTraits == .none)
        #expect(UIButton(type: .system).accessibilityTraits == .button)
        #expect(UILabel().accessibilityTraits == .staticText)
        #expect(UISlider().accessibilityTraits == .adjustable)
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.accessibilityTraits = [.button, .selected]
        #expect(cell.accessibilityTraits.contains(.selected) && cell.accessibilityTraits.rawValue == 0b1001)
        let label = UILabel()
        label.accessibilityTraits.insert(.header)
        #expect(label.accessibilityTraits == [.staticText, .header])
        cell.accessibilityElements = [label]
        #expect((cell.accessibilityElements?.first as? UILabel) === label)
    }

    final class Dark: UIViewController {
        let child = UIViewController()
        override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }
        override var childForStatusBarStyle: UIViewController? { child }
    }

    @Test func statusBarPreferencesDefaultAsInUIKitAndCanBeOverridden() {
        let plain = UIViewController()
        #expect(plain.preferredStatusBarStyle == .default && !plain.prefersStatusBarHidden)
        #expect(plain.childForStatusBarStyle == nil && plain.preferredStatusBarUpdateAnimation == .fade)
        let dark = Dark()
        dark.setNeedsStatusBarAppearanceUpdate()
        #expect(dark.preferredStatusBarStyle == .lightContent && dark.childForStatusBarStyle === dark.child)
    }

    @Test func aListCellKeepsItsSymbolConfiguration() {
        var content = UIListContentConfiguration.cell()
        content.imageProperties.preferredSymbolConfiguration = UIImage.SymbolConfiguration(pointSize: 20)
        #expect(content.imageProperties.preferredSymbolConfiguration == UIImage.SymbolConfiguration(pointSize: 20))
    }

    final class Inbox: UITableViewController {
        var log: [String] = []
        var allowsPan = true
        override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
        override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        override func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool {
            log.append("should begin \(indexPath.row) editing \(tableView.isEditing)")
            return allowsPan
        }
        override func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {
            log.append("did begin \(indexPath.row) editing \(tableView.isEditing)")
        }
        override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
            log.append("select \(indexPath.row)")
        }
        override func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) { log.append("did end") }
    }

    @Test func aTwoFingerPanEntersEditingAndSelectsTheRowsPassedOver() {
        let inbox = Inbox(style: .plain)
        inbox.tableView.allowsMultipleSelectionDuringEditing = true
        inbox.tableView.layoutIfNeeded()
        let rows = (2...4).map { IndexPath(row: $0, section: 0) }
        #expect(inbox.tableView.simulateTwoFingerPan(over: rows))
        #expect(inbox.log == ["should begin 2 editing false", "did begin 2 editing true", "select 2", "select 3", "select 4", "did end"])
        #expect(inbox.tableView.indexPathsForSelectedRows?.sorted() == rows)
        inbox.log.removeAll()
        inbox.tableView.simulateTwoFingerPan(over: [IndexPath(row: 4, section: 0), IndexPath(row: 5, section: 0)])
        #expect(inbox.log == ["should begin 4 editing true", "did begin 4 editing true", "select 5", "did end"], "a selected row stays selected")
    }

    @Test func aTwoFingerPanSelectsNothingUnlessBothTheTableAndTheDelegateAllowIt() {
        let inbox = Inbox(style: .plain)
        inbox.tableView.layoutIfNeeded()
        let rows = [IndexPath(row: 1, section: 0)]
        #expect(!inbox.tableView.simulateTwoFingerPan(over: rows) && inbox.log.isEmpty, "no multiple selection during editing")
        inbox.tableView.allowsMultipleSelectionDuringEditing = true
        inbox.allowsPan = false
        #expect(!inbox.tableView.simulateTwoFingerPan(over: rows))
        #expect(inbox.log == ["should begin 1 editing false"] && !inbox.tableView.isEditing)
        #expect(inbox.tableView.indexPathsForSelectedRows == nil)
    }
}
