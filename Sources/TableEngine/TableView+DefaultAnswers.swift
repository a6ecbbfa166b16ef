import Foundation

/// Calls every row makes that the data source or delegate is known to
/// answer as the protocols' defaults do. A layer over the engine that
/// learns this of the app's objects (TablesimUIKit's `KnownDefaults`) sets
/// `TableView.defaultAnswers`; the table then answers as the default does
/// without making the call (which would do nothing the app can see). The
/// trace records the call either way. Setting `dataSource` or `delegate`
/// forgets what was known of it.
package struct DefaultAnswers: OptionSet, Sendable {
    package let rawValue: UInt8
    package init(rawValue: UInt8) { self.rawValue = rawValue }

    /// `tableView(_:canEditRowAt:)` answers true.
    package static let canEditRow = DefaultAnswers(rawValue: 1 << 0)
    /// `tableView(_:indentationLevelForRowAt:)` answers 0 (the table does not use it).
    package static let indentationLevel = DefaultAnswers(rawValue: 1 << 1)
    /// `tableView(_:didEndDisplaying:forRowAt:)` does nothing.
    package static let didEndDisplaying = DefaultAnswers(rawValue: 1 << 2)

    /// The data source's calls; the delegate's.
    static let dataSourceCalls: DefaultAnswers = [.canEditRow]
    static let delegateCalls: DefaultAnswers = [.indentationLevel, .didEndDisplaying]
}

extension TableView {
    /// The calls the data source and delegate are known to answer as the defaults do.
    package var defaultAnswers: DefaultAnswers {
        get { knownDefaultAnswers }
        set { knownDefaultAnswers = newValue }
    }

    /// `tableView(_:canEditRowAt:)` of the data source (true without one, or when known to be the default's).
    @inline(__always)
    func askCanEdit(_ ip: IndexPath) -> Bool {
        knownDefaultAnswers.contains(.canEditRow) ? true : source?.tableView(self, canEditRowAt: ip) ?? true
    }

    /// `tableView(_:indentationLevelForRowAt:)` of the delegate, unless known to be the default's.
    @inline(__always)
    func askIndentationLevel(_ ip: IndexPath) {
        if !knownDefaultAnswers.contains(.indentationLevel) { _ = events?.tableView(self, indentationLevelForRowAt: ip) }
    }

    /// `tableView(_:didEndDisplaying:forRowAt:)` of the delegate, unless known to be the default's.
    @inline(__always)
    func tellDidEndDisplaying(_ cell: TableViewCell, _ ip: IndexPath) {
        if !knownDefaultAnswers.contains(.didEndDisplaying) { events?.tableView(self, didEndDisplaying: cell, forRowAt: ip) }
    }
}
