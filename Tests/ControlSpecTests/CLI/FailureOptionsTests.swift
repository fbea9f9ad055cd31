import ControlSpec
import Testing
@testable import ControlSpecCLI

/// `--strict` and `--fail-severity`, parsed: the failing severity they choose and the
/// combinations refused.
@Suite struct FailureOptionsTests {
    @Test(arguments: [
        ([], Severity?.some(.error)),
        (["--strict"], .warning),
        (["--fail-severity", "error"], .error),
        (["--fail-severity", "warning"], .warning),
        (["--fail-severity", "note"], .note),
        (["--fail-severity", "off"], nil),
        (["--strict", "--fail-severity", "warning"], .warning),
    ])
    func failingSeverity(arguments: [String], expected: Severity?) throws {
        #expect(try FailureOptions.parse(arguments).failSeverity == expected)
    }

    @Test(arguments: [["--strict", "--fail-severity", "error"], ["--strict", "--fail-severity", "note"], ["--strict", "--fail-severity", "off"], ["--fail-severity", "warn"]])
    func inconsistentOrUnknownValuesAreUsageErrors(arguments: [String]) {
        #expect(throws: (any Error).self) { try FailureOptions.parse(arguments) }
    }
}
