import Foundation
import Testing
import TablesimUIKit

/// Text views as forms and chat screens use them: a delegate that limits
/// the text or ends editing on Return, the one first responder shared with
/// text fields, and a text field's font.
@MainActor
struct TextViewTests {
    /// A delegate that logs its calls, keeps at most `limit` UTF-16 units,
    /// may refuse to end, and ends editing on Return when `returnEnds`.
    final class Recorder: UITextViewDelegate {
        var log: [String] = []
        var ranges: [NSRange] = []
        var limit = Int.max
        var mayBegin = true, mayEnd = true, returnEnds = false
        func textViewShouldBeginEditing(_ textView: UITextView) -> Bool { log.append("shouldBegin"); return mayBegin }
        func textViewDidBeginEditing(_ textView: UITextView) { log.append("didBegin") }
        func textViewShouldEndEditing(_ textView: UITextView) -> Bool { log.append("shouldEnd"); return mayEnd }
        func textViewDidEndEditing(_ textView: UITextView) { log.append("didEnd") }
        func textView(_ textView: UITextView, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
            ranges.append(range)
            if returnEnds, text == "\n" {
                textView.resignFirstResponder()
                return false
            }
            return textView.text.utf16.count - range.length + text.utf16.count <= limit
        }
        func textViewDidChange(_ textView: UITextView) { log.append("didChange '\(textView.text ?? "")'") }
        func textViewDidChangeSelection(_ textView: UITextView) { log.append("selection \(textView.selectedRange.location)") }
    }

    /// Notifications an observer (a `@Sendable` closure) records.
    final class Posted: @unchecked Sendable {
        var names: [String] = []
    }

    @Test func aTextViewHasUIKitsDefaultsAndIsAScrollView() {
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        let scrollView: UIScrollView = notes
        #expect(scrollView.isScrollEnabled && notes.text == "" && !notes.hasText && notes.attributedText.string == "")
        #expect(notes.isEditable && notes.isSelectable && notes.textAlignment == .natural && notes.textColor == .label)
        #expect(notes.textContainerInset == UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0))
        #expect(notes.font == .preferredFont(forTextStyle: .body) && notes.font?.pointSize == 17)
        #expect(notes.textContainer.lineFragmentPadding == 5 && notes.textContainer.size == CGSize(width: 300, height: 120))
        #expect(notes.keyboardType == .default && notes.autocapitalizationType == .sentences && notes.dataDetectorTypes == [])
        notes.font = .systemFont(ofSize: 15)
        notes.text = nil
        #expect(notes.font?.pointSize == 15 && notes.text == "", "setting nil empties the text")
        #expect(UITextView.textDidChangeNotification.rawValue == "UITextViewTextDidChangeNotification")
        #expect(UITextView.textDidBeginEditingNotification.rawValue == "UITextViewTextDidBeginEditingNotification")
        #expect(UITextView.textDidEndEditingNotification.rawValue == "UITextViewTextDidEndEditingNotification")
    }

    @Test func typingAsksKeyByKeyAndReturnTypesANewLine() {
        let notes = UITextView(frame: CGRect(x: 0, y: 0, width: 300, height: 120))
        onScreen(notes)
        let delegate = Recorder()
        delegate.limit = 4
        notes.delegate = delegate
        let posted = Posted()
        let observers = [UITextView.textDidBeginEditingNotification, UITextView.textDidChangeNotification,
                         UITextView.textDidEndEditingNotification].map { name in
            NotificationCenter.default.addObserver(forName: name, object: notes, queue: nil) { posted.names.append($0.name.rawValue) }
        }
        defer { observers.forEach { NotificationCenter.default.removeObserver($0) } }
        notes.simulateTyping("Hi\nyou")
        #expect(notes.text == "Hi\ny", "the delegate's limit of four refuses the rest")
        #expect(delegate.log == ["shouldBegin", "didBegin", "selection 1", "didChange 'H'", "selection 2", "didChange 'Hi'",
                                 "selection 3", "didChange 'Hi\n'", "selection 4", "didChange 'Hi\ny'"])
        #expect(delegate.ranges == (0...5).map { NSRange(location: min($0, 4), length: 0) })
        #expect(notes.isFirstResponder, "Return types a new line; editing goes on")
        #expect(posted.names == ["UITextViewTextDidBeginEditingNotification"]
                + Array(repeating: "UITextViewTextDidChangeNotification", count: 4))
        delegate.log.removeAll()
        notes.text = "Set in code"
        notes.attributedText = NSAttributedString(string: "Styled")
        #expect(delegate.log.isEmpty && posted.names.count == 5, "text set in code calls and posts nothing")
        #expect(notes.text == "Styled" && notes.selectedRange == NSRange(location: 6, length: 0))
        #expect(notes.resignFirstResponder() && delegate.log == ["shouldEnd", "didEnd"] && !notes.isFirstResponder)
        #expect(posted.names.last == "UITextViewTextDidEndEditingNotification")
    }

    @Test func aDelegateCanEndEditingOnReturn() {
        let comment = UITextView(), delegate = Recorder()
        onScreen(comment)
        delegate.returnEnds = true
        comment.delegate = delegate
        comment.simulateTyping("Done\nnot typed")
        #expect(comment.text == "Done" && !comment.isFirstResponder)
        #expect(delegate.log.suffix(3) == ["didChange 'Done'", "shouldEnd", "didEnd"])
    }

    @Test func typingPastingAndDeletingWorkAtTheSelection() {
        let notes = UITextView(), delegate = Recorder()
        onScreen(notes)
        notes.delegate = delegate
        notes.text = "Hello world"
        notes.selectedRange = NSRange(location: 5, length: 6)
        notes.simulateTyping("!")
        #expect(notes.text == "Hello!" && delegate.ranges == [NSRange(location: 5, length: 6)], "typing replaces the selection")
        #expect(notes.selectedRange == NSRange(location: 6, length: 0))
        notes.selectedRange = NSRange(location: 0, length: 0)
        notes.simulatePaste("Oh, ")
        #expect(notes.text == "Oh, Hello!" && delegate.ranges.last == NSRange(location: 0, length: 0), "one question for the paste")
        #expect(notes.selectedRange == NSRange(location: 4, length: 0))
        notes.simulateDeleteBackward()
        #expect(notes.text == "Oh,Hello!" && delegate.ranges.last == NSRange(location: 3, length: 1))
        notes.text = "ok 👍🏽"
        notes.simulateDeleteBackward()
        #expect(notes.text == "ok " && delegate.ranges.last == NSRange(location: 3, length: 4), "a whole emoji, in UTF-16 units")
        notes.selectedRange = NSRange(location: 0, length: 0)
        let asked = delegate.ranges.count
        notes.simulateDeleteBackward()
        #expect(notes.text == "ok " && delegate.ranges.count == asked, "nothing before the caret to delete")
        notes.selectedRange = NSRange(location: 2, length: 99)
        #expect(notes.selectedRange == NSRange(location: 2, length: 1), "a selection set in code stays within the text")
        notes.text = "🇫🇷x"
        notes.selectedRange = NSRange(location: 2, length: 0)
        #expect(notes.selectedRange == NSRange(location: 0, length: 0), "a caret inside a character moves to its start")
        notes.simulateDeleteBackward()
        notes.selectedRange = NSRange(location: 1, length: 2)
        #expect(notes.text == "🇫🇷x" && notes.selectedRange == NSRange(location: 0, length: 4), "a selection takes whole characters")
    }

    @Test func aTextViewAndATextFieldShareTheFirstResponder() {
        let form = UIView()
        let name = UITextField(), notes = UITextView()
        let notesDelegate = Recorder()
        notes.delegate = notesDelegate
        form.addSubview(name)
        form.addSubview(notes)
        onScreen(form)
        var fieldEvents: [String] = []
        name.addAction(UIAction { _ in fieldEvents.append("end") }, for: .editingDidEnd)
        name.simulateTap()
        notes.simulateTap()
        #expect(!name.isEditing && notes.isFirstResponder && fieldEvents == ["end"], "the text view's editing ended the field's")
        name.simulateTap()
        #expect(name.isEditing && !notes.isFirstResponder && notesDelegate.log.suffix(2) == ["shouldEnd", "didEnd"])
        notes.simulateTap()
        notesDelegate.mayEnd = false
        #expect(!name.becomeFirstResponder() && notes.isFirstResponder, "the text view refused to end")
        #expect(!form.endEditing(false) && notes.isFirstResponder)
        #expect(form.endEditing(true) && !notes.isFirstResponder && notesDelegate.log.last == "didEnd")
        notesDelegate.mayEnd = true
        notes.simulateTap()
        notes.removeFromSuperview()
        #expect(!notes.isFirstResponder, "a text view leaving the screen stops editing")
    }

    @Test func onlyAnEditableShownTextViewBeginsEditing() {
        let notes = UITextView(), delegate = Recorder()
        onScreen(notes)
        notes.delegate = delegate
        notes.isEditable = false
        notes.simulateTyping("x")
        #expect(!notes.canBecomeFirstResponder && !notes.becomeFirstResponder())
        #expect(notes.text == "" && delegate.log.isEmpty, "not editable: the delegate is not even asked")
        notes.isEditable = true
        delegate.mayBegin = false
        notes.simulateTap()
        #expect(!notes.isFirstResponder && delegate.log == ["shouldBegin"])
        delegate.mayBegin = true
        let hidden = UIView()
        notes.superview?.addSubview(hidden)
        hidden.addSubview(notes)
        hidden.isHidden = true
        notes.simulateTap()
        #expect(!notes.isFirstResponder, "no touch reaches a text view in a hidden view")
        hidden.isHidden = false
        notes.simulateTap()
        notes.isEditable = false
        #expect(!notes.isFirstResponder && delegate.log.last == "didEnd", "made read-only, it stops editing")
    }

    @Test func aTextFieldHasAFont() {
        let field = UITextField()
        #expect(field.font == .systemFont(ofSize: 17) && !field.adjustsFontForContentSizeCategory)
        field.font = .preferredFont(forTextStyle: .headline)
        field.adjustsFontForContentSizeCategory = true
        #expect(field.font?.textStyle == .headline && field.adjustsFontForContentSizeCategory)
        field.font = nil
        #expect(field.font?.pointSize == 17, "nil gives the default back")
    }
}
