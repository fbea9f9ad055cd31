import Testing

/// The generated portable code compiles on Linux in Swift 6 mode without warnings and behaves as
/// docs/reference-controls.md says (the checks live in `Tests/GeneratedCodeChecks/`).
@Suite struct GeneratedBehaviourTests {
    @Test func generatedCodeCompilesAndPassesItsBehaviourChecks() throws {
        let outcome = try GeneratedCodeHarness.behaviourRun.get()
        #expect(outcome.status == 0, "\(outcome.output)")
        #expect(!outcome.output.contains("FAIL:"), "\(outcome.output)")
        let counted = outcome.output.split(separator: "\n").first { $0.hasPrefix("checks: ") }
        #expect(counted != nil, "\(outcome.output)")
        print("generated code behaviour: \(counted ?? "no count")")
    }
}
