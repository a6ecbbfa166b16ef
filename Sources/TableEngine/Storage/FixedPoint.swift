import Foundation

/// Lengths are stored as integers in units of 1/65536 point, so that sums are
/// exact and independent of the order of summation for any height on the pixel
/// grid (and any multiple of 1/65536).
package typealias Fixed = Int64

package enum FixedPoint {
    package static let unitsPerPoint: Double = 65536
    /// The largest height one element may have, in points.
    package static let maxLength: Double = 1_000_000
    /// The most rows one table may have.
    package static let maxRows = 10_000_000

    @inlinable package static func fixed(_ points: Double) -> Fixed {
        Fixed((points * unitsPerPoint).rounded())
    }

    @inlinable package static func points(_ value: Fixed) -> Double {
        Double(value) / unitsPerPoint
    }
}
