@testable import ScenarioRuntime
import Testing

@Suite struct ColorPolicyTests {
    @Test(arguments: [
        (true, [:], true),
        (true, ["TERM": "xterm-256color"], true),
        (false, [:], false),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": "0"], false),
        (true, ["NO_COLOR": ""], true),  // no-color.org: only a non-empty value disables colour
        (true, ["TERM": "dumb"], false),
        (false, ["NO_COLOR": ""], false),
    ] as [(Bool, [String: String], Bool)])
    func colourOnlyOnACapableTerminalWithoutNOCOLOR(_ isTerminal: Bool, _ environment: [String: String], _ expected: Bool) {
        #expect(ColorPolicy.useColor(isTerminal: isTerminal, environment: environment) == expected)
    }
}
