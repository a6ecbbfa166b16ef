import Testing
import TablesimUIKit

@MainActor
struct ValueControlsTests {
    @Test func aSegmentedControlSendsValueChangedOnlyWhenTheUserPicksAnotherSegment() {
        let control = UISegmentedControl(items: ["Day", "Week", UIImage(systemName: "calendar") as Any, 42])
        #expect(control.numberOfSegments == 3 && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(control.titleForSegment(at: 1) == "Week" && control.imageForSegment(at: 2) != nil)
        var changes: [Int] = []
        control.addAction(UIAction { _ in changes.append(control.selectedSegmentIndex) }, for: .valueChanged)
        control.selectedSegmentIndex = 0
        #expect(changes.isEmpty, "setting the index in code sends nothing")
        control.simulateTap(segmentAt: 0)
        control.simulateTap(segmentAt: 1)
        control.setEnabled(false, forSegmentAt: 2)
        control.simulateTap(segmentAt: 2)
        control.simulateTap(segmentAt: 7)
        #expect(changes == [1])
        control.isEnabled = false
        control.simulateTap(segmentAt: 0)
        #expect(changes == [1])
    }

    @Test func segmentsMadeFromActionsRunThemAndInsertionsKeepTheSelectedSegment() {
        var ran: [String] = []
        let control = UISegmentedControl(frame: .zero, actions: [
            UIAction(title: "List") { ran.append($0.title) }, UIAction(title: "Grid") { ran.append($0.title) },
        ])
        control.simulateTap(segmentAt: 1)
        #expect(ran == ["Grid"] && control.selectedSegmentIndex == 1)
        control.insertSegment(withTitle: "Map", at: 0, animated: false)
        #expect(control.selectedSegmentIndex == 2 && control.titleForSegment(at: 2) == "Grid")
        control.removeSegment(at: 2, animated: false)
        #expect(control.selectedSegmentIndex == UISegmentedControl.noSegment && control.numberOfSegments == 2)
        control.isMomentary = true
        var seen: [Int] = []
        control.addAction(UIAction { _ in seen.append(control.selectedSegmentIndex) }, for: .valueChanged)
        control.simulateTap(segmentAt: 1)
        control.simulateTap(segmentAt: 1)
        #expect(ran == ["Grid", "List", "List"] && control.selectedSegmentIndex == UISegmentedControl.noSegment)
        #expect(seen == [1, 1], "the handler sees the tapped segment")
    }

    @Test func aStepperStaysInItsRangeAndWrapsOnlyWhenAsked() {
        let stepper = UIStepper()
        stepper.maximumValue = 3
        stepper.stepValue = 2
        var values: [Double] = []
        stepper.addAction(UIAction { _ in values.append(stepper.value) }, for: .valueChanged)
        stepper.simulateTapIncrement()
        stepper.simulateTapIncrement()
        stepper.simulateTapIncrement()
        #expect(values == [2, 3], "the + button is disabled at the maximum")
        stepper.wraps = true
        stepper.simulateTapIncrement()
        stepper.simulateTapDecrement()
        #expect(values == [2, 3, 0, 3])
        stepper.value = -5
        #expect(stepper.value == 0 && values.count == 4, "a value set in code is clamped and sends nothing")
    }

    @Test func aSliderClampsAndSendsOneChangePerSlide() {
        let slider = UISlider()
        slider.minimumValue = 1
        slider.maximumValue = 5
        #expect(slider.value == 1)
        var values: [Float] = []
        slider.addAction(UIAction { _ in values.append(slider.value) }, for: .valueChanged)
        slider.simulateSlide(to: 9)
        slider.simulateSlide(to: 5)
        slider.setValue(2, animated: true)
        slider.isHidden = true
        slider.simulateSlide(to: 3)
        #expect(values == [5] && slider.value == 2)
    }
}

/// A list whose rows offer a context menu, logging what UIKit tells it.
@MainActor
private final class MenuListController: UITableViewController {
    var log: [String] = []
    let detail = UIViewController()

    var accessoryTaps = 0, indexTaps = 0

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 30 }

    override func sectionIndexTitles(for tableView: UITableView) -> [String]? { ["A", "M"] }

    override func tableView(_ tableView: UITableView, sectionForSectionIndexTitle title: String, at index: Int) -> Int {
        indexTaps += 1
        return 0
    }

    override func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {
        accessoryTaps += 1
    }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    override func tableView(_ tableView: UITableView, contextMenuConfigurationForRowAt indexPath: IndexPath,
                            point: CGPoint) -> UIContextMenuConfiguration? {
        log.append("configure \(indexPath.row) at \(Int(point.y))")
        guard indexPath.row != 1 else { return nil }
        return UIContextMenuConfiguration(identifier: "\(indexPath.row)" as NSString,
                                          previewProvider: { [detail] in detail }) { [weak self] _ in
            UIMenu(title: "Row \(indexPath.row)", children: [
                UIAction(title: "Share") { _ in self?.log.append("share \(indexPath.row)") },
                UIMenu(title: "", options: .displayInline, children: [
                    UIAction(title: "Delete", attributes: .destructive) { _ in self?.log.append("delete \(indexPath.row)") },
                    UIAction(title: "Archive", attributes: .disabled) { _ in self?.log.append("archive") },
                ]),
            ])
        }
    }

    override func tableView(_ tableView: UITableView, willDisplayContextMenu configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        log.append("display \(configuration.identifier)")
    }

    override func tableView(_ tableView: UITableView, willEndContextMenuInteraction configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionAnimating?) {
        log.append("end \(configuration.identifier)")
    }

    override func tableView(_ tableView: UITableView, willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                            animator: UIContextMenuInteractionCommitAnimating) {
        log.append("preview tapped")
        animator.addCompletion { [weak self] in
            guard let self, let preview = animator.previewViewController else { return }
            self.log.append("show preview")
            self.present(preview, animated: true)
        }
    }
}

@MainActor
struct ContextMenuTests {
    private func list() -> MenuListController {
        let controller = MenuListController(style: .plain)
        controller.tableView.layoutIfNeeded()
        return controller
    }

    private func action(_ title: String, in menu: UIMenu?) -> UIAction? {
        for element in menu?.children ?? [] {
            if let action = element as? UIAction, action.title == title { return action }
            if let found = action(title, in: element as? UIMenu) { return found }
        }
        return nil
    }

    @Test func aLongPressShowsTheRowsMenuAndChoosingAnActionEndsItFirst() {
        let controller = list()
        let menu = controller.tableView.simulateContextMenu(at: IndexPath(row: 2, section: 0))
        #expect(menu?.title == "Row 2")
        #expect(controller.log == ["configure 2 at 110", "display 2"])
        let delete = action("Delete", in: menu)
        #expect(delete?.attributes == .destructive)
        if let archive = action("Archive", in: menu) { controller.tableView.simulateTap(onContextMenuAction: archive) }
        if let delete { controller.tableView.simulateTap(onContextMenuAction: delete) }
        #expect(controller.log == ["configure 2 at 110", "display 2", "end 2", "delete 2"])
        if let delete { controller.tableView.simulateTap(onContextMenuAction: delete) }
        #expect(controller.log.count == 4, "the menu has gone")
    }

    @Test func rowsWithoutAConfigurationOrOffScreenShowNoMenu() {
        let controller = list()
        #expect(controller.tableView.simulateContextMenu(at: IndexPath(row: 1, section: 0)) == nil)
        let raised = UIKitException.catching { _ = controller.tableView.simulateContextMenu(at: IndexPath(row: 25, section: 0)) }
        #expect(raised?.name == .internalInconsistencyException)
        controller.setEditing(true, animated: false)
        #expect(controller.tableView.simulateContextMenu(at: IndexPath(row: 0, section: 0)) == nil)
        #expect(controller.log == ["configure 1 at 66"])
    }

    @Test func aGestureWhileAMenuShowsOnlyDismissesIt() {
        let controller = list()
        controller.tableView.simulateContextMenu(at: IndexPath(row: 2, section: 0))
        #expect(controller.tableView.simulateContextMenu(at: IndexPath(row: 3, section: 0)) == nil)
        controller.tableView.simulateContextMenu(at: IndexPath(row: 2, section: 0))
        controller.tableView.simulateTap(at: IndexPath(row: 3, section: 0))
        #expect(controller.log == ["configure 2 at 110", "display 2", "end 2", "configure 2 at 110", "display 2", "end 2"])
        #expect(controller.tableView.indexPathForSelectedRow == nil, "the tap landed outside the menu")
        controller.tableView.simulateTap(at: IndexPath(row: 3, section: 0))
        #expect(controller.tableView.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
    }

    @Test func theRowsButtonsAndTheSectionIndexOnlyDismissAShownMenu() {
        let controller = list()
        controller.accessoryTaps = 0
        controller.tableView.simulateContextMenu(at: IndexPath(row: 2, section: 0))
        controller.tableView.simulateTapAccessory(at: IndexPath(row: 2, section: 0))
        #expect(controller.accessoryTaps == 0 && controller.log.last == "end 2", "the tap ended the menu")
        controller.tableView.simulateTapAccessory(at: IndexPath(row: 2, section: 0))
        #expect(controller.accessoryTaps == 1)
        controller.tableView.simulateContextMenu(at: IndexPath(row: 2, section: 0))
        controller.tableView.simulateTap(onSectionIndexTitle: "M")
        #expect(controller.log.last == "end 2" && controller.indexTaps == 0 && controller.tableView.contentOffset.y == 0)
        controller.tableView.simulateTap(onSectionIndexTitle: "M")
        #expect(controller.indexTaps == 1)
    }

    @Test func tappingThePreviewRunsTheDelegatesCompletionAfterTheMenuEnds() {
        let controller = list()
        showInWindow(controller)
        controller.tableView.simulateContextMenu(at: IndexPath(row: 0, section: 0))
        controller.tableView.simulateTapContextMenuPreview()
        #expect(controller.log == ["configure 0 at 22", "display 0", "preview tapped", "end 0", "show preview"])
        #expect(controller.presentedViewController === controller.detail)
        controller.tableView.simulateContextMenu(at: IndexPath(row: 4, section: 0))
        controller.tableView.simulateDismissContextMenu()
        #expect(controller.log.suffix(2) == ["display 4", "end 4"])
    }
}
