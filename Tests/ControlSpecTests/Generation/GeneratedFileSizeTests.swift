import Foundation
import Testing
@testable import ControlSpec

/// A bundled spec's control file, written for `--target uikit` or `--target swiftui`, holds at most
/// 600 lines, counted as `wc -l` counts them: what the controls of several kinds would repeat lives
/// once, in the kernel's UIKit and SwiftUI helpers (docs/generated-code.md, "Size").
@Suite struct GeneratedFileSizeTests {
    /// The most lines a control's own file holds for one target.
    static let maximumLines = 600

    @Test(arguments: [GenerationOptions.Target.uikit, .swiftui])
    func everyBundledControlFileIsAtMostTheMaximum(target: GenerationOptions.Target) throws {
        let templates = try #require(TemplateSet.make().set)
        let specs = try ReferenceSpecNames.all.map { name in
            let path = "Specs/\(name).control.yaml"
            return (path: path, spec: try #require(Linter.lint(try PackagePaths.bytes(path)).spec, "\(path) lints without errors"))
        }
        let files = try GeneratedCodeHarness.folder(of: specs, target: target, templates: templates)
        let controls = files.filter { $0.fileName != KernelEmitter.sharedFileName }
        #expect(controls.count == ReferenceSpecNames.all.count)
        for file in controls {
            let lines = file.text.reduce(0) { $1 == "\n" ? $0 + 1 : $0 }
            #expect(lines <= Self.maximumLines, "\(file.fileName) has \(lines) lines for --target \(target.rawValue)")
        }
    }
}
