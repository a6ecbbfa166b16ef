/// Misuse of a diffable snapshot that UIKit raises an
/// `NSInternalInconsistencyException` for; `reason` is UIKit's text.
public enum DiffableSnapshotError: Error, Equatable, Hashable, Sendable, CustomStringConvertible {
    /// Items were added before any section.
    case noSections
    /// A section the snapshot does not have was named.
    case missingSection
    /// An item the snapshot does not have was named as an anchor or moved.
    case missingItem
    /// Section identifiers given twice, or already in the snapshot (each as `String(reflecting:)`).
    case duplicateSections([String])
    /// Item identifiers given twice, or already in the snapshot (each as `String(reflecting:)`).
    case duplicateItems([String])
    /// `reloadItems` named an item the snapshot does not have.
    case reloadOfMissingItem(String)
    /// `reconfigureItems` named an item the snapshot does not have.
    case reconfigureOfMissingItem(String)

    /// UIKit's reason, word for word.
    public var reason: String {
        switch self {
        case .noSections: return "There are currently no sections in the data source. Please add a section first."
        case .missingSection: return "Invalid parameter not satisfying: section != NSNotFound"
        case .missingItem: return "Invalid parameter not satisfying: indexPath || ignoreInvalidItems"
        case .duplicateSections(let duplicates): return Self.duplicatesReason("section", duplicates)
        case .duplicateItems(let duplicates): return Self.duplicatesReason("item", duplicates)
        case .reloadOfMissingItem(let item): return Self.missingReason("reload", item)
        case .reconfigureOfMissingItem(let item): return Self.missingReason("reconfigure", item)
        }
    }

    public var description: String { reason }

    /// UIKit's text for identifiers given twice: `{(\n    a,\n    b\n)}`.
    static func duplicatesReason(_ kind: String, _ duplicates: [String]) -> String {
        "Fatal: supplied \(kind) identifiers are not unique. Duplicate identifiers: {(\n    "
            + duplicates.joined(separator: ",\n    ") + "\n)}"
    }

    static func missingReason(_ verb: String, _ item: String) -> String {
        "Attempted to \(verb) item identifier that does not exist in the snapshot: \(item)"
    }
}
