import Foundation
#if canImport(Testing)
import Testing
#endif

/// An Objective-C exception UIKit would raise, recorded instead of raised.
///
/// Where UIKit raises (an invalid batch update, a dequeue of an unregistered
/// identifier, a scroll to a row that does not exist, a snapshot with
/// duplicate identifiers…), TablesimUIKit leaves the table as it was, records
/// an exception with UIKit's name and reason, and returns. Observe it with
/// `UIKitException.catching(_:)` or `UIKitException.throwing(_:)`; an
/// exception nobody observes is reported (see `UIKitException.uncaught`).
public struct UIKitException: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// The exception's name, such as `NSInternalInconsistencyException`.
    public var name: NSExceptionName
    /// UIKit's reason, word for word where UIKit's text is known.
    public var reason: String

    /// An exception with a name and a reason.
    public init(name: NSExceptionName, reason: String) {
        self.name = name
        self.reason = reason
    }

    /// `'NSInternalInconsistencyException', reason: '…'`, as UIKit's crash log prints it.
    public var description: String { "'\(name.rawValue)', reason: '\(reason)'" }
}

extension UIKitException {
    /// Runs `body` and returns the first exception raised inside it, nil when none was.
    /// Exceptions raised inside `body` count as observed.
    ///
    ///     let exception = UIKitException.catching { tableView.deleteRows(at: [IndexPath(row: 9, section: 0)], with: .fade) }
    ///     #expect(exception?.reason == "attempt to delete row 9 from section 0 which only contains 3 rows before the update")
    public static func catching(_ body: () throws -> Void) rethrows -> UIKitException? {
        ExceptionCenter.openScope()
        do {
            try body()
        } catch {
            _ = ExceptionCenter.closeScope()
            throw error
        }
        return ExceptionCenter.closeScope().first
    }

    /// Runs `body` and throws the first exception raised inside it; made for
    /// Swift Testing's `#expect(throws:)`:
    ///
    ///     #expect(throws: UIKitException(name: .internalInconsistencyException, reason: "…")) {
    ///         try UIKitException.throwing { tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic) }
    ///     }
    public static func throwing(_ body: () throws -> Void) throws {
        if let exception = try catching(body) { throw exception }
    }

    /// Every exception raised outside `catching` and `throwing` since the
    /// process started (or the last `removeUncaught()`), oldest first. Each
    /// is also printed to standard error and, inside a Swift Testing test,
    /// recorded as an issue so that the test fails: UIKit would have
    /// terminated the app.
    public static var uncaught: [UIKitException] { ExceptionCenter.uncaughtExceptions }

    /// Forgets the uncaught exceptions recorded so far.
    public static func removeUncaught() { ExceptionCenter.removeUncaught() }

    /// Raises an exception in TablesimUIKit's way: observed by the innermost
    /// `catching`, otherwise reported as uncaught.
    static func raise(_ name: NSExceptionName, _ reason: String) {
        ExceptionCenter.raise(UIKitException(name: name, reason: reason))
    }
}

/// Where raised exceptions go (thread-safe: snapshots may raise from any thread).
enum ExceptionCenter {
    private static let lock = NSLock()
    /// One list per running `catching` call, innermost last.
    nonisolated(unsafe) private static var scopes: [[UIKitException]] = []
    nonisolated(unsafe) private static var uncaught: [UIKitException] = []

    static func openScope() {
        lock.withLock { scopes.append([]) }
    }

    static func closeScope() -> [UIKitException] {
        lock.withLock { scopes.popLast() ?? [] }
    }

    static var uncaughtExceptions: [UIKitException] { lock.withLock { uncaught } }

    static func removeUncaught() { lock.withLock { uncaught.removeAll() } }

    static func raise(_ exception: UIKitException) {
        let observed: Bool = lock.withLock {
            guard !scopes.isEmpty else {
                uncaught.append(exception)
                return false
            }
            scopes[scopes.count - 1].append(exception)
            return true
        }
        guard !observed else { return }
        let line = "*** TablesimUIKit: uncaught exception \(exception) (UIKit would terminate the app here)\n"
        FileHandle.standardError.write(Data(line.utf8))
        #if canImport(Testing)
        if Test.current != nil {
            Issue.record("Uncaught UIKit exception \(exception)")
        }
        #endif
    }
}

#if !canImport(Darwin)
extension NSExceptionName {
    /// `NSInternalInconsistencyException`: UIKit's name for an invalid update and most table misuse.
    public static let internalInconsistencyException = NSExceptionName("NSInternalInconsistencyException")
    /// `NSRangeException`: a row or section out of range (`scrollToRow`).
    public static let rangeException = NSExceptionName("NSRangeException")
    /// `NSInvalidArgumentException`: an argument the call cannot take.
    public static let invalidArgumentException = NSExceptionName("NSInvalidArgumentException")
    /// `NSGenericException`: Auto Layout's name, e.g. for a constraint between two view hierarchies.
    public static let genericException = NSExceptionName("NSGenericException")
}
#endif
