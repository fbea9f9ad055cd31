import Testing
@testable import ControlSpecCLI

/// When `controlspec` colours its output (https://no-color.org).
@Suite struct ColorPolicyTests {
    @Test(arguments: [
        (true, [String: String](), true),
        (true, ["NO_COLOR": ""], true),
        (true, ["NO_COLOR": "1"], false),
        (true, ["NO_COLOR": "0"], false),
        (false, [:], false),
        (false, ["NO_COLOR": "1"], false),
    ])
    func colourOnlyOnATerminalWithoutNoColor(
        isTerminal: Bool, environment: [String: String], expected: Bool
    ) {
        #expect(ColorPolicy.usesColor(isTerminal: isTerminal, environment: environment) == expected)
    }
}
