import Foundation

/// UIKit's `UIPickerViewDataSource`.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// UIKit's `UIPickerViewDelegate`; every method is optional (defaults below).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// Default: 32 points (kept, not drawn).
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    /// Default: the picker's width shared among its components (kept, not drawn).
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1))
    }
}

/// UIKit's `UIPickerView`: spinning wheels of rows. The counts come from
/// the data source, asked when the picker first needs them and again on
/// `reloadAllComponents()` or `reloadComponent(_:)`. A selection set in
/// code (`selectRow(_:inComponent:animated:)`) calls no delegate method;
/// the user's spin (`simulateSelectRow(_:inComponent:)`) does.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    open weak var dataSource: UIPickerViewDataSource?
    open weak var delegate: UIPickerViewDelegate?
    /// The rows of each component, as last asked; nil until asked.
    private var rowCounts: [Int]?
    /// The selected row of each component.
    private var selected: [Int] = []

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The number of components (the data source's answer).
    open var numberOfComponents: Int { counts.count }

    /// The number of rows in a component (0 for a component the picker does not have).
    open func numberOfRows(inComponent component: Int) -> Int {
        counts.indices.contains(component) ? counts[component] : 0
    }

    /// The selected row of a component: 0 at first, -1 when the component has no rows (or does not exist).
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selected[component], rows - 1)
    }

    /// Selects a row in code (clamped to the component's rows); no delegate method is called.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        selected[component] = min(max(row, 0), rows - 1)
    }

    /// Asks the data source for every component's rows again.
    open func reloadAllComponents() {
        rowCounts = nil
        _ = counts
    }

    /// Asks the data source for one component's rows again.
    open func reloadComponent(_ component: Int) {
        guard var current = rowCounts, current.indices.contains(component), let dataSource else { return }
        current[component] = max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
        rowCounts = current
    }

    /// The title the delegate gives a row, or nil.
    open func title(forRow row: Int, forComponent component: Int) -> String? {
        delegate?.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// The user spins a component to `row` (clamped to its rows): the
    /// selection changes and the delegate hears `didSelectRow`. Nothing when
    /// the component has no rows or the picker takes no touch. Spinning to
    /// the selected row, the wheel settles where it was and calls no method.
    public func simulateSelectRow(_ row: Int, inComponent component: Int) {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0, receivesTouches else { return }
        let target = min(max(row, 0), rows - 1)
        guard target != selectedRow(inComponent: component) else { return }
        selected[component] = target
        delegate?.pickerView(self, didSelectRow: target, inComponent: component)
    }

    /// The rows of each component, asked of the data source when not known.
    private var counts: [Int] {
        if let rowCounts { return rowCounts }
        guard let dataSource else { return [] }
        let components = max(dataSource.numberOfComponents(in: self), 0)
        let asked = (0..<components).map { max(dataSource.pickerView(self, numberOfRowsInComponent: $0), 0) }
        rowCounts = asked
        if selected.count < components { selected += Array(repeating: 0, count: components - selected.count) }
        return asked
    }
}

/// UIKit's `UIDatePickerStyle` (iOS 13.4).
public enum UIDatePickerStyle: Int, Sendable { case automatic, wheels, compact, inline }

/// UIKit's `UIDatePicker`: a date, time or countdown picked by the user.
/// A date set in code sends nothing; the user's pick (`simulatePick(_:)`)
/// sends `.valueChanged`. Dates stay within `minimumDate` and `maximumDate`.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }

    /// What is picked (default `.dateAndTime`).
    open var datePickerMode = Mode.dateAndTime
    /// The style asked for (default `.automatic`; iOS 13.4).
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic
    /// The style shown: the one asked for, `.compact` for `.automatic` (an
    /// iPhone's choice for a date and time here; not drawn).
    open var datePickerStyle: UIDatePickerStyle {
        preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The date shown, within the range (default: when the picker was made).
    open var date = Date() {
        didSet { date = clamped(date) }
    }
    /// The earliest and latest dates (nil: no limit); the date is kept within them.
    open var minimumDate: Date? {
        didSet { date = clamped(date) }
    }
    open var maximumDate: Date? {
        didSet { date = clamped(date) }
    }
    /// The locale, time zone and calendar the picker shows in (kept; nil: the current ones).
    open var locale: Locale?
    open var timeZone: TimeZone?
    open var calendar: Calendar! = .current
    /// The step of the minutes wheel (kept; 1).
    open var minuteInterval = 1
    /// The countdown's length in seconds, in `.countDownTimer` mode (kept; 0).
    open var countDownDuration: TimeInterval = 0
    /// Whether dates round to the minute interval (kept; true).
    open var roundsToMinuteInterval = true

    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the date in code (clamped; nothing is sent; nothing animates).
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    /// The user picks `date` (clamped to the range): `.valueChanged` is sent
    /// when the date changed. Nothing when the picker takes no touch.
    public func simulatePick(_ date: Date) {
        guard takesSimulatedTouch else { return }
        let old = self.date
        self.date = date
        if self.date != old { sendActions(for: .valueChanged) }
    }

    private func clamped(_ date: Date) -> Date {
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }
}
