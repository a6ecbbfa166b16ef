import Testing
import TestSupport

/// The randomised suites' size (docs/TESTING.md): a valid `TABLESIM_SOAK`,
/// and seed chunks that cover every seed once, in order.
@Suite struct SoakTests {
    @Test func theSoakSettingIsUsable() {
        #expect(Soak.problem == nil, "\(Soak.problem ?? "")")
        #expect(Soak.factor >= 1)
    }

    @Test(arguments: [(10, 5), (500, 10), (3, 8), (1, 1)])
    func chunksCoverEverySeedOnce(quick: Int, chunks: Int) {
        let ranges = Soak.seeds(quick, from: 7, chunks: chunks)
        #expect(ranges.flatMap { Array($0) } == Array(7 ..< 7 + UInt64(quick * Soak.factor)))
        #expect(ranges.allSatisfy { !$0.isEmpty })
        #expect(ranges.count == min(quick, chunks) * Soak.factor)
    }
}
