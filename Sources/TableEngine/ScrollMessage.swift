/// The wording of `scrollToRow` at a row or section the table does not have
/// (ENGINE.md §9, FIDELITY.md row 31): UIKit's, word for word, as the
/// profile's iOS printed it.
///
/// - `ios14`, `ios15` (iOS 13 and later): `Attempted to scroll the table view
///   to an out-of-bounds row (82) when there are only 82 rows in section 0.`
///   and `Attempted to scroll the table view to an out-of-bounds section (9)
///   when there are only 3 sections.`
/// - `ios10` (iOS 7–10): the method's name, then `row (82) beyond bounds (82)
///   for section (0).` or `section (9) beyond bounds (3).`; the name is part
///   of UIKit's reason (`NSException raise:format:` with the method's name).
///
/// Newer UIKit appends ` Table view: <UITableView: 0x…; frame = …>` after the
/// sentence. It holds a memory address and the view's description, so it is
/// left out, as from every other UIKit text the engine prints: each message
/// is the start of UIKit's reason, up to and including the sentence's period.
enum ScrollMessage {
    /// The method iOS 7–10 names at the start of the reason.
    static let legacyMethod = "-[UITableView _contentOffsetForScrollingToRowAtIndexPath:atScrollPosition:]: "

    /// The message for `place` in the words of `place.platform`.
    /// - Complexity: O(1)
    static func outOfBounds(_ place: OutOfRange) -> String {
        if place.platform == .ios10 {
            guard let row = place.row else {
                return legacyMethod + "section (\(place.section)) beyond bounds (\(place.count))."
            }
            return legacyMethod + "row (\(row)) beyond bounds (\(place.count)) for section (\(place.section))."
        }
        guard let row = place.row else {
            return "Attempted to scroll the table view to an out-of-bounds section (\(place.section)) when there are only \(place.count) sections."
        }
        return "Attempted to scroll the table view to an out-of-bounds row (\(row)) when there are only \(place.count) rows in section \(place.section)."
    }
}
