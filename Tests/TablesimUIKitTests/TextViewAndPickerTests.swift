import Testing
import TablesimUIKit

@MainActor
private final class NotesEditor: UITextViewDelegate, UIPickerViewDataSource, UIPickerViewDelegate {
    var log: [String] = []
    var limit = 5
    let sizes = ["S", "M", "L"], colours = ["Red", "Blue"]

    func textViewShouldBeginEditing(_ textView: UITextView) -> Bool {
        log.append("should begin")
        return true
    }
    func textViewDidBeginEditing(_ textView: UITextView) { log.append("did begin") }
    func textViewDidEndEditing(_ textView: UITextView) { log.append("did end") }
    func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        textView.text.utf16.count - range.length + text.utf16.count <= limit
    }
    func textViewDidChange(_ textView: UITextView) { log.append("changed '\(textView.text ?? "")'") }

    func numberOfComponents(in pickerView: UIPickerView) -> Int { 2 }
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int {
        component == 0 ? sizes.count : colours.count
    }
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? {
        component == 0 ? sizes[row] : colours[row]
    }
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {
        log.append("picked \(component == 0 ? sizes[row] : colours[row])")
    }
}

@MainActor
struct TextViewTests {
    @Test func typingAsksTheDelegateAndANewLineDoesNotEndEditing() {
        let editor = NotesEditor()
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        notes.delegate = editor
        #expect(notes.text == "" && notes.textContainerInset.top == 8 && notes.font?.pointSize == 12)
        notes.simulateTyping("Hi\nyou")
        #expect(notes.text == "Hi\nyo", "the delegate's limit of five stops the last character")
        #expect(editor.log == ["should begin", "did begin", "changed 'H'", "changed 'Hi'", "changed 'Hi\n'",
                               "changed 'Hi\ny'", "changed 'Hi\nyo'"])
        #expect(notes.isFirstResponder && notes.selectedRange.location == 5)
        notes.text = "Set in code"
        #expect(editor.log.count == 7, "text set in code calls no delegate method")
    }

    @Test func aTextViewAndATextFieldShareTheFirstResponder() {
        let editor = NotesEditor()
        let form = UIView()
        let name = UITextField(), notes = UITextView()
        notes.delegate = editor
        form.addSubview(name)
        form.addSubview(notes)
        name.simulateTap()
        notes.simulateTap()
        #expect(!name.isEditing && notes.isFirstResponder)
        name.simulateTap()
        #expect(name.isEditing && !notes.isFirstResponder && editor.log.last == "did end")
        notes.simulateTap()
        form.endEditing(true)
        #expect(!notes.isFirstResponder && !name.isEditing)
        notes.isEditable = false
        notes.simulateTyping("x")
        #expect(notes.text == "" && !notes.isFirstResponder)
        #expect(name.font?.pointSize == 17)
    }
}

@MainActor
struct PickerTests {
    @Test func aPickerAsksItsDataSourceAndTellsTheDelegateOfTheUsersSpin() {
        let editor = NotesEditor()
        let picker = UIPickerView(frame: CGRect(x: 0, y: 0, width: 320, height: 216))
        picker.dataSource = editor
        picker.delegate = editor
        #expect(picker.numberOfComponents == 2 && picker.numberOfRows(inComponent: 0) == 3)
        #expect(picker.selectedRow(inComponent: 1) == 0 && picker.selectedRow(inComponent: 5) == -1)
        picker.selectRow(2, inComponent: 0, animated: false)
        #expect(editor.log.isEmpty && picker.selectedRow(inComponent: 0) == 2)
        picker.simulateSelectRow(1, inComponent: 1)
        picker.simulateSelectRow(1, inComponent: 1)
        picker.simulateSelectRow(9, inComponent: 0)
        #expect(editor.log == ["picked Blue"] && picker.title(forRow: 1, forComponent: 1) == "Blue")
        editor.log.removeAll()
        picker.simulateSelectRow(0, inComponent: 0)
        #expect(editor.log == ["picked S"])
    }

    @Test func aDatePickerKeepsItsRangeAndSendsOnlyForTheUser() {
        let picker = UIDatePicker()
        picker.datePickerMode = .date
        picker.preferredDatePickerStyle = .inline
        let start = Date(timeIntervalSince1970: 1_700_000_000)
        picker.minimumDate = start
        picker.maximumDate = start.addingTimeInterval(86_400 * 30)
        picker.setDate(start.addingTimeInterval(-1), animated: false)
        #expect(picker.date == start && picker.datePickerStyle == .inline)
        var picked: [Date] = []
        picker.addAction(UIAction { _ in picked.append(picker.date) }, for: .valueChanged)
        picker.simulatePick(start.addingTimeInterval(86_400 * 365))
        picker.simulatePick(start.addingTimeInterval(86_400 * 400))
        #expect(picked == [start.addingTimeInterval(86_400 * 30)])
        #expect(UIDatePicker().datePickerStyle == .compact)
    }
}
