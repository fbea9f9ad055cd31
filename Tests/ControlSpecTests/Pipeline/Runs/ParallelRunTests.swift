import Foundation
import Testing
@testable import ControlSpec

/// Specs are checked and generated on several threads; a run's findings, failures and files do
/// not depend on how many.
@Suite struct ParallelRunTests {
    @Test func manyThreadsFindAndWriteWhatOneThreadDoes() throws {
        let project = try CompileProject()
        // Findings of every kind, in files that sort between the reference specs.
        for spec in LintCompileAgreementTests.ruleExamples.prefix(40) {
            try project.workspace.write(spec.bytes, to: "\(CompileProject.specs)/\(spec.path)")
        }
        try project.workspace.write(CompileProject.imageKnob, to: "\(CompileProject.specs)/deeper/ImageKnobTwin.control.yaml")
        let one = try project.compileAllowingFindings(into: "one", threads: 1)
        let many = try project.compileAllowingFindings(into: "many", threads: 8)
        #expect(!one.findings.isEmpty)
        #expect(one.findings == many.findings)
        #expect(one.failures == many.failures)
        #expect(one.writes.written.map { $0.replacingOccurrences(of: "/one/", with: "/") } == many.writes.written.map { $0.replacingOccurrences(of: "/many/", with: "/") })
        #expect(project.files(in: "one") == project.files(in: "many"))
        #expect(project.files(in: "one").count > 10)
        let lintOne = Pipeline.lint([project.workspace.path(CompileProject.specs)], configuration: try project.configuration(threads: 1))
        let lintMany = Pipeline.lint([project.workspace.path(CompileProject.specs)], configuration: try project.configuration(threads: 8))
        #expect(lintOne.findings == lintMany.findings && lintOne.findings == one.findings)
    }

    @Test func parallelMapKeepsTheOrderOfItsIndices() {
        let squares = Parallel.map(1000, threads: 4) { $0 * $0 }
        #expect(squares == (0..<1000).map { $0 * $0 })
        #expect(Parallel.map(0, threads: nil) { $0 }.isEmpty)
    }
}

extension CompileProject {
    /// Compiles as `compile(into:)` does, with findings and tool failures allowed.
    func compileAllowingFindings(into output: String, threads: Int) throws -> RunReport {
        Pipeline.compile([workspace.path(Self.specs)], configuration: try configuration(threads: threads),
                         options: CompileOptions(output: workspace.path(output)))
    }
}
