import ControlSpec
import Testing

/// The exit-status decision of `controlspec lint`, `compile` and `preview`, on synthetic diagnostics.
@Suite struct ExitStatusTests {
    /// A diagnostic of `severity` at the start of a file.
    func finding(_ severity: Severity) -> Diagnostic {
        Diagnostic(severity: severity, message: "m", ruleID: "r", span: .fileStart)
    }

    /// Every failing severity against the most severe finding of a run (`nil`: no finding).
    @Test(arguments: [Severity.error, .warning, .note, nil], [Severity.error, .warning, .note, nil])
    func findingsAtOrAboveTheFailingSeverityFail(failSeverity: Severity?, worst: Severity?) {
        let severities = Severity.allCases.filter { severity in worst.map { severity <= $0 } ?? false }
        let status = ExitStatus.decide(diagnostics: severities.map(finding), failSeverity: failSeverity, toolFailed: false)
        let fails = failSeverity.flatMap { threshold in worst.map { $0 >= threshold } } ?? false
        #expect(status == (fails ? .findings : .clean))
    }

    @Test func theMatrixSpelledOut() {
        #expect(ExitStatus.decide(diagnostics: [finding(.warning)], failSeverity: .error, toolFailed: false) == .clean)
        #expect(ExitStatus.decide(diagnostics: [finding(.warning)], failSeverity: .warning, toolFailed: false) == .findings)
        #expect(ExitStatus.decide(diagnostics: [finding(.note)], failSeverity: .warning, toolFailed: false) == .clean)
        #expect(ExitStatus.decide(diagnostics: [finding(.note)], failSeverity: .note, toolFailed: false) == .findings)
        #expect(ExitStatus.decide(diagnostics: [finding(.error)], failSeverity: nil, toolFailed: false) == .clean)
    }

    @Test(arguments: [Severity.error, .warning, .note, nil])
    func toolFailureWinsOverFindings(failSeverity: Severity?) {
        #expect(ExitStatus.decide(diagnostics: [finding(.error)], failSeverity: failSeverity, toolFailed: true) == .toolFailure)
        #expect(ExitStatus.decide(diagnostics: [], failSeverity: failSeverity, toolFailed: true) == .toolFailure)
    }

    @Test func statusValuesAreTheDocumentedOnes() {
        #expect([ExitStatus.clean, .findings, .toolFailure].map(\.rawValue) == [0, 1, 2])
    }
}
