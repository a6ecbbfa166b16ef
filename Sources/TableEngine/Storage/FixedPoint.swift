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

    /// The largest magnitude a converted length takes (about 1.7e13 points):
    /// far past any content, and sums of a few such values cannot overflow.
    package static let limit: Fixed = 1 << 60

    /// Points to units, saturating: out-of-range lengths become ±`limit`, NaN 0
    /// (ENGINE.md §11: no input may crash the engine).
    @inlinable package static func fixed(_ points: Double) -> Fixed {
        let units = points * unitsPerPoint
        guard units.magnitude < Double(limit) else { return units.isNaN ? 0 : (units < 0 ? -limit : limit) }
        // `units.rounded()` (half away from zero) without the libm call: the
        // truncation is exact, and so is the fraction left (|units| < 2^60).
        let whole = Fixed(units)
        let fraction = units - Double(whole)
        return fraction >= 0.5 ? whole + 1 : (fraction <= -0.5 ? whole - 1 : whole)
    }

    /// A length from a delegate (a row's, header's or footer's height):
    /// non-finite or negative ones count as 0, huge ones are capped at
    /// `maxLength`; in range, `fixed`'s rounding, without its checks for the
    /// limit and the sign (NaN fails both comparisons).
    /// - Complexity: O(1)
    @inlinable package static func length(_ points: Double) -> Fixed {
        guard points > 0 else { return 0 }
        guard points <= maxLength else { return points.isFinite ? fixed(maxLength) : 0 }
        let units = points * unitsPerPoint
        let whole = Fixed(units)
        return units - Double(whole) >= 0.5 ? whole + 1 : whole
    }

    @inlinable package static func points(_ value: Fixed) -> Double {
        Double(value) / unitsPerPoint
    }
}
