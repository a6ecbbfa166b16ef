import Foundation
import Testing
import TablesimUIKit

/// Pickers as settings and booking screens use them: a picker of sizes and
/// colours fed by a data source, and a date picker with limits.
@MainActor
struct PickerTests {
    /// A two-wheel picker's data source and delegate, logging the user's picks.
    final class SizeAndColour: UIPickerViewDataSource, UIPickerViewDelegate {
        var sizes = ["S", "M", "L"]
        let colours = ["Red", "Blue"]
        var picks: [String] = []
        var asked = 0
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
            asked += 1
            return component == 0 ? sizes.count : colours.count
        }
        func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
            component == 0 ? sizes[row] : colours[row]
        }
        func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
            picks.append(component == 0 ? sizes[row] : colours[row])
        }
    }

    /// A data source only: the delegate's methods are the defaults.
    final class Counts: UIPickerViewDataSource, UIPickerViewDelegate {
        func numberOfComponents(in pickerView: UIPickerView) -> Int { 3 }
        func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int { component }
    }

    @Test func aPickerAsksItsDataSourceWhenNeededAndSelectsTheFirstRows() {
        let model = SizeAndColour()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        #expect(picker.numberOfComponents == 0 && picker.selectedRow(inComponent: 0) == -1, "no data source yet")
        picker.dataSource = model
        picker.delegate = model
        #expect(model.asked == 0, "asked when first needed")
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 3 && model.asked == 2)
        #expect(picker.selectedRow(inComponent: 0) == 0 && picker.selectedRow(inComponent: 1) == 0)
        #expect(picker.numberOfRows(inComponent: 2) == 0 && picker.selectedRow(inComponent: 2) == -1)
        #expect(picker.displayedTitle(forRow: 1, forComponent: 1) == "Blue" && model.asked == 2)
    }

    @Test func selectingInCodeCallsNothingAndTheUsersSpinTellsTheDelegate() {
        let model = SizeAndColour()
        let picker = UIPickerView()
        picker.dataSource = model
        picker.delegate = model
        picker.selectRow(2, inComponent: 0, animated: true)
        #expect(picker.selectedRow(inComponent: 0) == 2 && model.picks.isEmpty, "selectRow calls no delegate method")
        picker.simulateSelectRow(1, inComponent: 1)
        #expect(picker.selectedRow(inComponent: 1) == 1 && model.picks == ["Blue"])
        picker.simulateSelectRow(1, inComponent: 1)
        #expect(model.picks == ["Blue"], "settling on the selected row calls nothing")
        picker.simulateSelectRow(9, inComponent: 0)
        #expect(model.picks == ["Blue"], "row 9 is past the end: the wheel stops at L, already selected")
        picker.simulateSelectRow(0, inComponent: 0)
        #expect(model.picks == ["Blue", "S"] && picker.selectedRow(inComponent: 0) == 0)
        picker.simulateSelectRow(0, inComponent: 5)
        picker.isUserInteractionEnabled = false
        picker.simulateSelectRow(2, inComponent: 0)
        #expect(model.picks == ["Blue", "S"] && picker.selectedRow(inComponent: 0) == 0, "no touch, no spin")
    }

    @Test func reloadingAsksAgainAndKeepsTheSelectionWithinTheRows() {
        let model = SizeAndColour()
        let picker = UIPickerView()
        picker.dataSource = model
        picker.selectRow(2, inComponent: 0, animated: false)
        model.sizes = ["S", "M", "L", "XL"]
        #expect(picker.numberOfRows(inComponent: 0) == 3, "the rows are as last asked")
        picker.reloadComponent(0)
        #expect(picker.numberOfRows(inComponent: 0) == 4 && picker.selectedRow(inComponent: 0) == 2)
        model.sizes = ["One size"]
        picker.reloadAllComponents()
        #expect(picker.numberOfRows(inComponent: 0) == 1 && picker.selectedRow(inComponent: 0) == 0)
        model.sizes = []
        picker.reloadAllComponents()
        #expect(picker.selectedRow(inComponent: 0) == -1 && picker.selectedRow(inComponent: 1) == 0)
    }

    @Test func theDelegatesDefaultsSizeTheRows() {
        let counts = Counts()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 300, height: 216))
        picker.dataSource = counts
        picker.delegate = counts
        #expect(picker.numberOfRows(inComponent: 2) == 2 && picker.selectedRow(inComponent: 0) == -1)
        #expect(picker.rowSize(forComponent: 1) == CGSize(width: 100, height: 32))
        #expect(picker.displayedTitle(forRow: 0, forComponent: 1) == nil)
        picker.simulateSelectRow(1, inComponent: 2)
        #expect(picker.selectedRow(inComponent: 2) == 1, "the default didSelectRow does nothing; the row is selected")
    }

    @Test func aDatePickerHasUIKitsDefaults() {
        let picker = UIDatePicker()
        #expect(picker.datePickerMode == .dateAndTime && picker.preferredDatePickerStyle == .automatic)
        #expect(picker.datePickerStyle == .compact, "automatic shows as compact here")
        #expect(abs(picker.date.timeIntervalSinceNow) < 60, "now")
        #expect(picker.minimumDate == nil && picker.maximumDate == nil && picker.timeZone == nil)
        #expect(picker.locale?.identifier == Locale.current.identifier && picker.calendar.identifier == Calendar.current.identifier)
        #expect(picker.minuteInterval == 1 && picker.countDownDuration == 0 && picker.roundsToMinuteInterval)
        picker.preferredDatePickerStyle = .inline
        #expect(picker.datePickerStyle == .inline)
        picker.datePickerMode = .countDownTimer
        #expect(picker.datePickerStyle == .wheels, "a countdown has only wheels")
        picker.minuteInterval = 7
        #expect(picker.minuteInterval == 1, "7 does not divide 60")
        picker.minuteInterval = 15
        picker.countDownDuration = 100_000
        #expect(picker.minuteInterval == 15 && picker.countDownDuration == 86_340, "23:59 at most")
    }

    @Test func aDatePickerKeepsItsDateWithinTheLimits() {
        let picker = UIDatePicker()
        let start = Date(timeIntervalSince1970: 1_700_000_000), day: TimeInterval = 86_400
        picker.date = start.addingTimeInterval(-day)
        picker.minimumDate = start
        #expect(picker.date == start, "a new minimum moves an earlier date")
        picker.maximumDate = start.addingTimeInterval(30 * day)
        picker.setDate(start.addingTimeInterval(90 * day), animated: true)
        #expect(picker.date == start.addingTimeInterval(30 * day))
        picker.maximumDate = start.addingTimeInterval(-day)
        picker.date = start.addingTimeInterval(90 * day)
        #expect(picker.date == start.addingTimeInterval(90 * day), "a minimum after the maximum: both are ignored")
    }

    @Test func onlyTheUsersPickSendsValueChanged() {
        let picker = UIDatePicker()
        let start = Date(timeIntervalSince1970: 1_700_000_000), day: TimeInterval = 86_400
        picker.date = start
        picker.maximumDate = start.addingTimeInterval(7 * day)
        var picked: [Date] = []
        picker.addAction(UIAction { action in
            if let sender = action.sender as? UIDatePicker { picked.append(sender.date) }
        }, for: .valueChanged)
        picker.setDate(start.addingTimeInterval(day), animated: false)
        picker.date = start
        #expect(picked.isEmpty, "a date set in code sends nothing")
        picker.simulatePick(start.addingTimeInterval(2 * day))
        picker.simulatePick(start.addingTimeInterval(30 * day))
        picker.simulatePick(start.addingTimeInterval(40 * day))
        #expect(picked == [start.addingTimeInterval(2 * day), start.addingTimeInterval(7 * day)],
                "kept within the limit; a pick that changes nothing sends nothing")
        picker.isEnabled = false
        picker.simulatePick(start)
        #expect(picked.count == 2 && picker.date == start.addingTimeInterval(7 * day), "a disabled picker takes no touch")
        picker.isEnabled = true
        picker.simulatePickCountDownDuration(600)
        #expect(picked.count == 2 && picker.countDownDuration == 0, "not a countdown")
        picker.datePickerMode = .countDownTimer
        picker.simulatePickCountDownDuration(600)
        #expect(picked.count == 3 && picker.countDownDuration == 600)
    }
}
