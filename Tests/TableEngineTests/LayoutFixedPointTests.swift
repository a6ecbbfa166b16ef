import SeededRandom
import Testing
@testable import TableEngine

/// `FixedPoint.fixed` rounds half away from zero, as `Double.rounded()` does, and saturates.
@Suite struct LayoutFixedPointTests {
    @Test func roundsLikeDoubleRounded() {
        let unit = 1 / FixedPoint.unitsPerPoint
        var samples: [Double] = [0, -0.0, 44, 43.5, 0.1, 1.0 / 3, 2.0 / 3, -7.25, 999_999.9999]
        for k in -6...6 { samples.append(Double(k) * unit / 2) }          // exact halves of a unit
        for k in 0..<200 { samples.append(Double(k) * 0.37 - 30 + unit / 2) }
        samples.append(Double(1 << 52) / FixedPoint.unitsPerPoint + 0.5 * unit) // past the fraction's precision
        for p in samples {
            let expected = Fixed((p * FixedPoint.unitsPerPoint).rounded())
            #expect(FixedPoint.fixed(p) == expected, "\(p)")
        }
    }

    @Test func saturatesAndMapsNaNToZero() {
        #expect(FixedPoint.fixed(.nan) == 0)
        #expect(FixedPoint.fixed(.infinity) == FixedPoint.limit)
        #expect(FixedPoint.fixed(-.infinity) == -FixedPoint.limit)
        #expect(FixedPoint.fixed(1e20) == FixedPoint.limit)
        #expect(FixedPoint.fixed(-1e20) == -FixedPoint.limit)
    }

    /// A delegate's height (`FixedPoint.length`): `fixed`'s rounding of
    /// the height capped at `maxLength`; 0 for NaN, both infinities and
    /// every height not above 0.
    @Test func aDelegatesHeightIsTheCappedPositiveHeightRounded() {
        let unit = 1 / FixedPoint.unitsPerPoint
        var samples: [Double] = [.nan, .infinity, -.infinity, 0, -0.0, -3, 1e20, FixedPoint.maxLength,
                                 FixedPoint.maxLength.nextUp, FixedPoint.maxLength.nextDown, .leastNonzeroMagnitude, 44, 43.5]
        for k in 0...6 { samples.append(Double(k) * unit / 2) }          // exact halves of a unit
        var rng = SplitMix64(seed: 7)
        for _ in 0..<2_000 { samples.append(Double.random(in: -10...1_100_000, using: &rng)) }
        for p in samples {
            let expected = p.isFinite && p > 0 ? FixedPoint.fixed(min(p, FixedPoint.maxLength)) : 0
            #expect(FixedPoint.length(p) == expected, "\(p)")
        }
    }
}
