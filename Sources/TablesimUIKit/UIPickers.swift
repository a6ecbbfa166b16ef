import Foundation

/// UIKit's `UIPickerViewDataSource`: how many wheels (components) and rows.
@preconcurrency @MainActor
public protocol UIPickerViewDataSource: AnyObject {
    /// The number of components.
    func numberOfComponents(in pickerView: UIPickerView) -> Int
    /// The number of rows in a component.
    func pickerView(_ pickerView: UIPickerView, numberOfRowsInComponent component: Int) -> Int
}

/// UIKit's `UIPickerViewDelegate`: every method is optional, with a
/// default (call them directly, not through `?`).
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: AnyObject {
    /// A row's title (default nil).
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// A row's styled title, used instead of the plain one (default nil).
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The user spun a component to a row (not called for a row selected in code).
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
    /// The height of a component's rows (default 32; kept, not drawn).
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The width of a component (default: the picker's width shared equally; kept, not drawn).
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
}

extension UIPickerViewDelegate {
    /// Default: nil.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// Default: nil.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int,
                           forComponent component: Int) -> NSAttributedString? { nil }
    /// Default: nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
    /// Default: 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat { 32 }
    /// Default: the picker's width divided among its components.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.bounds.width / CGFloat(max(pickerView.numberOfComponents, 1))
    }
}

/// UIKit's `UIPickerView`: spinning wheels of rows. The data source is
/// asked for the components and rows when the picker first needs them (as
/// when it is first shown), again after a new data source is set, and on
/// `reloadAllComponents()` or `reloadComponent(_:)`. A row selected in code
/// (`selectRow(_:inComponent:animated:)`) calls no delegate method, as in
/// UIKit; the user's spin (`simulateSelectRow(_:inComponent:)`) does.
/// Nothing is drawn: rows have no views.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The data source (not retained).
    open weak var dataSource: UIPickerViewDataSource? {
        didSet { rowCounts = nil }
    }
    /// The delegate (not retained).
    open weak var delegate: UIPickerViewDelegate?
    /// The rows of each component, as last asked; nil until asked.
    private var rowCounts: [Int]?
    /// The selected row of each component, as set (read within its rows).
    private var selected: [Int] = []

    /// A picker with a frame (kept as given).
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// UIKit's picker height, 216 points (a picker made without a frame, as
    /// a field's `inputView`, is that tall); no width of its own.
    open override var intrinsicContentSize: CGSize { CGSize(width: UIView.noIntrinsicMetric, height: 216) }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// The number of components (the data source's answer; 0 without a data source).
    open var numberOfComponents: Int { counts.count }

    /// The number of rows in a component (0 for a component the picker does not have).
    open func numberOfRows(inComponent component: Int) -> Int {
        counts.indices.contains(component) ? counts[component] : 0
    }

    /// The size of a component's rows: the delegate's width and row height.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard let delegate else {
            return CGSize(width: bounds.width / CGFloat(max(numberOfComponents, 1)), height: 32)
        }
        return CGSize(width: delegate.pickerView(self, widthForComponent: component),
                      height: delegate.pickerView(self, rowHeightForComponent: component))
    }

    /// The selected row of a component: 0 until another is selected, kept
    /// within the rows after a reload; -1, as UIKit answers when no row is
    /// selected, for a component with no rows or one the picker does not have.
    open func selectedRow(inComponent component: Int) -> Int {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selected[component], rows - 1)
    }

    /// Selects a row in code (kept within the component's rows; nothing for
    /// a component with no rows). No delegate method is called, as in UIKit.
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        let rows = numberOfRows(inComponent: component)
        guard rows > 0 else { return }
        selected[component] = min(max(row, 0), rows - 1)
    }

    /// Asks the data source for the components and every component's rows again.
    open func reloadAllComponents() {
        rowCounts = nil
        _ = counts
    }

    /// Asks the data source for one component's rows again.
    open func reloadComponent(_ component: Int) {
        guard var known = rowCounts else { return reloadAllComponents() }
        guard known.indices.contains(component), let dataSource else { return }
        known[component] = max(dataSource.pickerView(self, numberOfRowsInComponent: component), 0)
        rowCounts = known
    }

    // MARK: Testing (not UIKit API)

    /// The title a row shows (not UIKit API): the delegate's attributed
    /// title's string, else its plain title; nil when it gives neither.
    public func displayedTitle(forRow row: Int, forComponent component: Int) -> String? {
        guard let delegate else { return nil }
        if let styled = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) { return styled.string }
        return delegate.pickerView(self, titleForRow: row, forComponent: component)
    }

    /// The user spins a component to `row` (kept within its rows, as a wheel
    /// stops at its ends): the row is selected, then the delegate hears
    /// `pickerView(_:didSelectRow:inComponent:)`. Nothing when the wheel
    /// settles on the row already selected (no delegate call), when the
    /// component has no rows, or when the picker takes no touch.
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

/// UIKit's `UIDatePicker`: a date, a time or a countdown, picked by the
/// user. Nothing is drawn; the date, the limits and the settings are kept.
/// A date set in code sends nothing; the user's pick (`simulatePick(_:)`,
/// `simulatePickCountDownDuration(_:)`) sends `.valueChanged`, as in UIKit.
@preconcurrency @MainActor
open class UIDatePicker: UIControl, UserValueControl {
    /// UIKit's `UIDatePicker.Mode`.
    public enum Mode: Int, Sendable { case time, date, dateAndTime, countDownTimer }

    /// What is picked (`.dateAndTime` by default).
    open var datePickerMode = Mode.dateAndTime {
        didSet { date = clamped(date) }
    }
    /// The style asked for (`.automatic` by default; iOS 13.4).
    open var preferredDatePickerStyle = UIDatePickerStyle.automatic
    /// The style shown (read-only): the one asked for, with `.automatic`
    /// shown as `.compact` (a choice made here, as an iPhone shows a date on
    /// iOS 14 and later), and always `.wheels` for a countdown, the only
    /// style UIKit has for one.
    open var datePickerStyle: UIDatePickerStyle {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The date shown: the time the picker was made unless set (a test sets
    /// it to a fixed date). It is kept within `minimumDate` and `maximumDate`.
    open var date = Date() {
        didSet { date = clamped(date) }
    }
    /// The earliest date (nil by default: no limit). Setting it moves a
    /// date before it. Both limits are ignored when the minimum is after the
    /// maximum, and in `.countDownTimer` mode, as Apple documents.
    open var minimumDate: Date? {
        didSet { date = clamped(date) }
    }
    /// The latest date (nil by default: no limit); see `minimumDate`.
    open var maximumDate: Date? {
        didSet { date = clamped(date) }
    }
    /// The locale the picker shows dates in (kept): the current one unless set.
    open var locale: Locale? {
        get { ownLocale ?? .current }
        set { ownLocale = newValue }
    }
    private var ownLocale: Locale?
    /// The time zone the picker shows dates in (kept; nil by default: the current one).
    open var timeZone: TimeZone?
    /// The calendar the picker shows dates in (kept): the current one unless set.
    open var calendar: Calendar! {
        get { ownCalendar ?? .current }
        set { ownCalendar = newValue }
    }
    private var ownCalendar: Calendar?
    /// The step of the minutes wheel (kept; 1 by default). A value that does
    /// not divide 60, or is outside 1 to 30, gives 1, as Apple documents.
    open var minuteInterval = 1 {
        didSet { if !(1...30).contains(minuteInterval) || 60 % minuteInterval != 0 { minuteInterval = 1 } }
    }
    /// Whether dates round to the minute interval (iOS 15; kept, true by default: nothing is rounded here).
    open var roundsToMinuteInterval = true
    /// The countdown's length in seconds, in `.countDownTimer` mode: 0 by
    /// default, kept within 0 and 23 hours 59 minutes (86,340 seconds).
    open var countDownDuration: TimeInterval = 0 {
        didSet { countDownDuration = min(max(countDownDuration, 0), 86_340) }
    }

    /// A date picker with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// The wheels' height, 216 points, as a picker's (a wheels date picker
    /// made without a frame, as a field's `inputView`, is that tall); none
    /// for the other styles.
    open override var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: datePickerStyle == .wheels ? 216 : UIView.noIntrinsicMetric)
    }

    /// Views are not archived: always nil.
    public required init?(coder: NSCoder) {
        return nil
    }

    /// Sets the date in code (kept within the limits); nothing is sent and nothing animates.
    open func setDate(_ date: Date, animated: Bool) {
        self.date = date
    }

    // MARK: The user (not UIKit API)

    /// The user picks `date`, as if spinning the wheels or tapping the
    /// calendar to it: it is kept within the limits (not rounded to
    /// `minuteInterval`), and `.valueChanged` is sent when the date changed.
    /// Nothing when the picker takes no touch (disabled or hidden).
    public func simulatePick(_ date: Date) {
        userSets(\.date, to: date)
    }

    /// The user picks a countdown of `duration` seconds (kept within 0 and
    /// 23:59): `.valueChanged` is sent when it changed. Nothing when the
    /// picker takes no touch or is not in `.countDownTimer` mode.
    public func simulatePickCountDownDuration(_ duration: TimeInterval) {
        guard datePickerMode == .countDownTimer else { return }
        userSets(\.countDownDuration, to: duration)
    }

    /// `date` kept within the limits that apply.
    private func clamped(_ date: Date) -> Date {
        guard datePickerMode != .countDownTimer else { return date }
        if let minimumDate, let maximumDate, minimumDate > maximumDate { return date }
        var result = date
        if let minimumDate, result < minimumDate { result = minimumDate }
        if let maximumDate, result > maximumDate { result = maximumDate }
        return result
    }
}
