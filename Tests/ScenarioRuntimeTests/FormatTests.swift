import Testing
@testable import ScenarioRuntime

@Suite("Number formats (LANGUAGE.md §6)")
struct FormatTests {
    @Test(arguments: [
        (120.0, "120"), (0.5, "0.5"), (22.333, "22.33"), (22.335, "22.34"), (-22.335, "-22.34"),
        (-0.0, "0"), (-0.001, "0"), (1.10, "1.1"), (1.05, "1.05"), (-44, "-44"), (0.004, "0"), (0.005, "0.01"),
    ])
    func numbers(_ value: Double, _ text: String) {
        #expect(Format.number(value) == text)
    }

    @Test func comparisonRoundsFirst() {
        #expect(Format.same(22.334, 22.33))
        #expect(!Format.same(22.336, 22.33))
    }
}
