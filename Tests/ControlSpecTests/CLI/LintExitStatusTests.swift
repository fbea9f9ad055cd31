import ControlSpec
import Testing
@testable import ControlSpecCLI

/// The exit-status decision of `controlspec lint`, on synthetic diagnostics.
@Suite struct LintExitStatusTests {
    /// A diagnostic of `severity` at the start of a file.
    func finding(_ severity: Severity) -> Diagnostic {
        Diagnostic(severity: severity, message: "m", ruleID: "r", span: .fileStart)
    }

    @Test(arguments: [
        ([], false, LintExitStatus.clean),
        ([Severity.note], true, .clean),
        ([.warning], false, .clean),
        ([.warning], true, .findings),
        ([.error], false, .findings),
        ([.note, .warning, .error], false, .findings),
    ])
    func findingsAtOrAboveTheFailingSeverityFail(
        severities: [Severity], strict: Bool, expected: LintExitStatus
    ) {
        let status = LintExitStatus.decide(
            diagnostics: severities.map(finding), strict: strict, toolFailed: false)
        #expect(status == expected)
    }

    @Test(arguments: [false, true])
    func toolFailureWinsOverFindings(strict: Bool) {
        #expect(
            LintExitStatus.decide(diagnostics: [finding(.error)], strict: strict, toolFailed: true)
                == .toolFailure)
        #expect(LintExitStatus.decide(diagnostics: [], strict: strict, toolFailed: true) == .toolFailure)
    }

    @Test func statusValuesAreTheDocumentedOnes() {
        #expect(
            [LintExitStatus.clean, .findings, .toolFailure].map(\.rawValue) == [0, 1, 2])
    }
}
