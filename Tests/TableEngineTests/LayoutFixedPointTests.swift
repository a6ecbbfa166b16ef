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
}
