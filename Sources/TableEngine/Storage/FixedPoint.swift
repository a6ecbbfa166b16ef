import Foundation

/// Lengths are stored as integers in units of 1/65536 point, so that sums are
/// exact and independent of the order of summation for any height on the pixel
/// grid (and any multiple of 1/65536).
@usableFromInline
typealias Fixed = Int64

@usableFromInline
enum FixedPoint {
    @usableFromInline static let unitsPerPoint: Double = 65536
    /// The largest height one element may have, in points.
    static let maxLength: Double = 1_000_000
    /// The most rows one table may have.
    static let maxRows = 10_000_000

    @inlinable static func fixed(_ points: Double) -> Fixed {
        Fixed((points * unitsPerPoint).rounded())
    }

    @inlinable static func points(_ value: Fixed) -> Double {
        Double(value) / unitsPerPoint
    }
}
