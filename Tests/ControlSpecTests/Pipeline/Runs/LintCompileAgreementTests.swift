import Foundation
import Testing
@testable import ControlSpec

/// `lint` and `compile` call the same read and check stages, so on the same files they report
/// exactly the same findings with the same exit status: over every spec the tests use.
@Suite struct LintCompileAgreementTests {
    /// A folder of specs, copied into a workspace under `name`.
    struct Corpus: Sendable, CustomTestStringConvertible {
        /// The folder's name in the workspace.
        var name: String
        /// The files, by path relative to the folder.
        var files: [(path: String, bytes: [UInt8])]
        /// Whether the files have findings (so that the comparison compares something).
        var hasFindings = true

        var testDescription: String { name }
    }

    /// The files below `folder` of the package (relative to the package root) whose names end in
    /// `suffix`, by their path relative to `folder`.
    static func files(below folder: String, suffix: String = ".control.yaml") -> [(path: String, bytes: [UInt8])] {
        let root = PackagePaths.root.appendingPathComponent(folder)
        return (FileManager.default.subpaths(atPath: root.path) ?? []).sorted().filter { $0.hasSuffix(suffix) || $0.hasSuffix(".control.yml") }.compactMap { path in
            (try? PackagePaths.bytes("\(folder)/\(path)")).map { (path, $0) }
        }
    }

    /// Every rule example as a file of its own: each triggering and non-triggering example.
    static var ruleExamples: [(path: String, bytes: [UInt8])] {
        Rule.catalogue.flatMap { rule in
            rule.triggering.enumerated().map { ("\(rule.id)-triggering-\($0.offset).control.yaml", $0.element.bytes) }
                + rule.nonTriggering.enumerated().map { ("\(rule.id)-clean-\($0.offset).control.yaml", Array($0.element.utf8)) }
        }
    }

    static let corpora: [Corpus] = [
        Corpus(name: "Specs", files: files(below: "Specs"), hasFindings: false),
        Corpus(name: "VariantSpecs", files: files(below: "Tests/VariantSpecs"), hasFindings: false),
        Corpus(name: "ReporterInput", files: files(below: "Tests/Goldens/Reporters/input")),
        Corpus(name: "RuleExamples", files: ruleExamples),
        Corpus(name: "DuplicateTypeName", files: files(below: "Specs").filter { $0.path == "Knob.control.yaml" }.flatMap { [$0, ("Knob2.control.yaml", $0.bytes)] }),
    ]

    @Test(arguments: corpora)
    func lintAndCompileReportTheSameFindings(corpus: Corpus) throws {
        let workspace = try Workspace()
        for file in corpus.files {
            try workspace.write(file.bytes, to: "\(corpus.name)/\(file.path)")
        }
        try workspace.makeDirectory(corpus.name)
        let lint = try CLIRunner.run(["lint", corpus.name, "--format", "json"], in: workspace)
        let compile = try CLIRunner.run(["compile", corpus.name, "--output", "Out", "--format", "json"], in: workspace)
        #expect(lint.stdout == compile.stdout)
        #expect(lint.status == compile.status, "\(compile.stderr)")
        #expect(lint.stderr == compile.stderr)
        #expect(!corpus.hasFindings || lint.stdout.contains("\"rule\""), "the corpus has findings to compare")
    }
}
