import Foundation
import Testing
@testable import ControlSpec

/// `--strict` and `--fail-severity` as exit statuses of `lint` and `compile`, on a spec whose
/// worst finding is a note, a warning or an error.
@Suite struct FailSeverityCommandTests {
    /// The worst finding of each spec the matrix uses.
    enum Worst: String, CaseIterable {
        case note, warning, error
    }

    /// A workspace whose only spec's worst finding is `worst`: a note comes from configuring
    /// `touch-target-size: note` on a 30x30 spec.
    static func workspace(_ worst: Worst) throws -> Workspace {
        let workspace = try Workspace()
        switch worst {
        case .note:
            try workspace.write(Rule.touchTargetSize.triggering[0].bytes, to: "Dial.control.yaml")
            try workspace.write("rules:\n  touch-target-size: note\n", to: ".controlspec.yml")
        case .warning:
            try workspace.write(Rule.touchTargetSize.triggering[0].bytes, to: "Dial.control.yaml")
        case .error:
            try workspace.write(Rule.minimalKnob.replacingOccurrences(of: "size:", with: "sise:"), to: "Dial.control.yaml")
        }
        return workspace
    }

    @Test(arguments: [
        ([], [Worst.note: Int32(0), .warning: 0, .error: 1]),
        (["--strict"], [.note: 0, .warning: 1, .error: 1]),
        (["--fail-severity", "error"], [.note: 0, .warning: 0, .error: 1]),
        (["--fail-severity", "warning"], [.note: 0, .warning: 1, .error: 1]),
        (["--strict", "--fail-severity", "warning"], [.note: 0, .warning: 1, .error: 1]),
        (["--fail-severity", "note"], [.note: 1, .warning: 1, .error: 1]),
        (["--fail-severity", "off"], [.note: 0, .warning: 0, .error: 0]),
    ])
    func exitStatusByWorstFinding(flags: [String], expected: [Worst: Int32]) throws {
        for worst in Worst.allCases {
            let workspace = try Self.workspace(worst)
            let result = try CLIRunner.run(["lint"] + flags + ["Dial.control.yaml"], in: workspace)
            #expect(result.status == expected[worst], "\(flags) on a spec with a \(worst.rawValue): \(result)")
            #expect(result.stdout.contains(": \(worst.rawValue): "), "findings are printed whatever fails the run")
        }
    }

    @Test func compileDecidesTheSameWay() throws {
        let workspace = try Self.workspace(.warning)
        #expect(try CLIRunner.run(["compile", "Dial.control.yaml"], in: workspace).status == 0)
        #expect(try CLIRunner.run(["compile", "--fail-severity", "warning", "Dial.control.yaml"], in: workspace).status == 1)
        #expect(FileManager.default.fileExists(atPath: workspace.path("Generated/Dial.swift")), "warnings never stop generation")
    }

    @Test(arguments: [["--strict", "--fail-severity", "error"], ["--strict", "--fail-severity", "off"], ["--fail-severity", "warn"]])
    func inconsistentFlagsAreUsageErrors(flags: [String]) throws {
        let workspace = try Self.workspace(.warning)
        let result = try CLIRunner.run(["lint"] + flags + ["Dial.control.yaml"], in: workspace)
        #expect(result.status == 64)
        #expect(result.stdout == "")
    }
}
