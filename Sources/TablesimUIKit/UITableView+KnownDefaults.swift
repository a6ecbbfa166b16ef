import Foundation
import TableEngine

/// The methods every row scrolling in would ask the app's data source or
/// delegate that the app did not implement, learnt as the protocols'
/// defaults answer them: a default that runs for the table's own data
/// source or delegate records itself, and from then on the table answers
/// as the default does without calling (the call does nothing the app can
/// see, and costs a weak load and a slow-path release of the app's object,
/// about 150 instructions). Swift picks a conformance's method once for its
/// type, so the same object always reaches the same default. Setting the
/// data source or the delegate forgets what was learnt of it; a freed one
/// answers as the default does too (a table without one does). The engine
/// is told (`TableView.defaultAnswers`), so that it does not even call the
/// bridge for them; `willDisplay` is still called, as it also brings the
/// app's cell in step with its row.
struct KnownDefaults: OptionSet {
    let rawValue: UInt8

    /// `tableView(_:canEditRowAt:)` (true).
    static let canEditRow = KnownDefaults(rawValue: 1 << 0)
    /// `tableView(_:indentationLevelForRowAt:)` (0).
    static let indentationLevel = KnownDefaults(rawValue: 1 << 1)
    /// `tableView(_:willDisplay:forRowAt:)` (nothing).
    static let willDisplay = KnownDefaults(rawValue: 1 << 2)
    /// `tableView(_:didEndDisplaying:forRowAt:)` (nothing).
    static let didEndDisplaying = KnownDefaults(rawValue: 1 << 3)
    /// `scrollViewDidScroll(_:)` (nothing): a table scrolled through
    /// `contentOffset` would otherwise call it at every step.
    static let didScroll = KnownDefaults(rawValue: 1 << 4)

    /// What is learnt of the data source.
    static let dataSource: KnownDefaults = [.canEditRow]
    /// What is learnt of the delegate.
    static let delegate: KnownDefaults = [.indentationLevel, .willDisplay, .didEndDisplaying, .didScroll]
}

extension UITableView {
    /// A default of the data source protocol ran for `object`: recorded
    /// when `object` is this table's data source.
    func dataSourceDefaultRan(_ method: KnownDefaults, for object: UITableViewDataSource) {
        if !knownDefaults.contains(method), dataSource === object { learn(method) }
    }

    /// A default of the delegate protocol (or of `UIScrollViewDelegate`,
    /// which it inherits) ran for `object`: recorded when `object` is this
    /// table's delegate.
    func delegateDefaultRan(_ method: KnownDefaults, for object: AnyObject) {
        if !knownDefaults.contains(method), delegate === object { learn(method) }
    }

    private func learn(_ method: KnownDefaults) {
        knownDefaults.insert(method)
        tellEngineKnownDefaults()
    }

    /// The engine makes none of the calls whose defaults are known (but
    /// `willDisplay`, which also brings the app's cell in step with its row).
    func tellEngineKnownDefaults() {
        var answers = DefaultAnswers()
        if knownDefaults.contains(.canEditRow) { answers.insert(.canEditRow) }
        if knownDefaults.contains(.indentationLevel) { answers.insert(.indentationLevel) }
        if knownDefaults.contains(.didEndDisplaying) { answers.insert(.didEndDisplaying) }
        engine.defaultAnswers = answers
    }
}
