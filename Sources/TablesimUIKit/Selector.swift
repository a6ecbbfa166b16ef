import Foundation

#if !canImport(ObjectiveC)
/// Stands in for the Objective-C runtime's `Selector`, which Linux lacks, so
/// that UIKit's target-action signatures compile with `nil` (a `#selector`
/// expression needs the runtime and cannot be written here).
public struct Selector: Hashable, Sendable {
    private init() {}
}
#endif
