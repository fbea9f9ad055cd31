import Foundation
import Testing
@testable import ControlSpec

/// Every template file in `Templates/` is compiled into the binary and parses.
@Suite struct BundledTemplatesTests {
    @Test func everyTemplateFileIsBundledAndEmbedded() throws {
        let folder = PackagePaths.root.appendingPathComponent("Templates")
        let files = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(".mustache") }.sorted()
        #expect(TemplateSource.bundled.map { $0.name + ".mustache" } == files)
        let manifest = try #require(PackagePaths.text(of: "Package.swift"))
        for file in files {
            #expect(manifest.contains(".embedInCode(\"\(file)\")"), "Package.swift does not embed \(file)")
        }
    }

    @Test func bundledTemplatesParse() {
        let made = TemplateSet.make()
        #expect(made.set != nil)
        #expect(made.diagnostics.isEmpty)
    }
}
