import Foundation
import Testing
@testable import ControlSpec

/// A name longer than a file name may be is a located finding at lint time, before a file system
/// could refuse the file named after it.
@Suite struct NameLengthCommandTests {
    @Test func aNameTooLongForAFileIsALocatedErrorAndNothingIsWritten() throws {
        let workspace = try Workspace()
        try workspace.write(Rule.minimalKnob.replacingOccurrences(of: "name: Dial", with: "name: " + String(repeating: "K", count: 65_000)), to: "Specs/Long.control.yaml")
        let expected = "Specs/Long.control.yaml:2:7: error: expected a Swift type name of at most 100 characters, found 65000 characters [invalid-format]\n"
        let lint = try CLIRunner.run(["lint", "Specs"], in: workspace)
        #expect(lint.status == 1 && lint.stdout == expected, "\(lint)")
        let compile = try CLIRunner.run(["compile", "Specs"], in: workspace)
        #expect(compile.status == 1 && compile.stdout == expected && compile.stderr == "", "\(compile)")
        #expect(!FileManager.default.fileExists(atPath: workspace.path("Generated")))
    }

    /// A state name becomes part of an animation's file name (`<Name>-<state>-animated.svg`).
    @Test func aStateNameIsLimitedToo() {
        let long = String(repeating: "d", count: 101)
        let spec = Rule.minimalButton.replacingOccurrences(of: "  down:\n", with: "  \(long):\n")
        let lines = Linter.lint(Array(spec.utf8)).diagnostics.flatMap(\.exampleLines)
        #expect(lines.first == "10:3: error: expected an identifier (a lower-case letter, then letters and digits) of at most 100 characters, found 101 characters [invalid-format]", "\(lines)")
        let fits = Rule.minimalButton.replacingOccurrences(of: "  down:\n", with: "  \(long.dropLast()):\n")
        #expect(!Linter.lint(Array(fits.utf8)).diagnostics.contains { $0.ruleID == Rule.invalidFormat.id })
    }
}
