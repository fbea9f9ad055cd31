import Foundation
import Testing
@testable import ControlSpec

/// Every template file in `Templates/` is compiled into the binary and parses. The two lists that
/// name the files, Package.swift's `bundledTemplates` and `BundledTemplates.all`, are written from
/// the folder by `scripts/update-generated`; these tests fail when either falls behind it, and when
/// docs/templates.md, written by hand, does not describe a template.
@Suite struct BundledTemplatesTests {
    /// The `.mustache` files in `Templates/`, in name order.
    static func templateFiles() throws -> [String] {
        let folder = PackagePaths.root.appendingPathComponent("Templates")
        return try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.hasSuffix(TemplateSource.fileExtension) }.sorted()
    }

    /// The file names Package.swift's `bundledTemplates` list holds, one quoted name a line.
    static func manifestList() throws -> [String] {
        let manifest = try #require(PackagePaths.text(of: "Package.swift"))
        let lines = manifest.split(separator: "\n", omittingEmptySubsequences: false)
        let start = try #require(lines.firstIndex(of: "let bundledTemplates = ["), "Package.swift has no `bundledTemplates` list")
        let end = try #require(lines[start...].firstIndex(of: "]"))
        return lines[(start + 1)..<end].map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \",")) }
    }

    @Test func everyTemplateFileIsBundled() throws {
        let files = try Self.templateFiles()
        let bundled = TemplateSource.bundled.map { $0.name + TemplateSource.fileExtension }
        for file in files where !bundled.contains(file) {
            Issue.record("BundledTemplates.swift does not list \(file): run scripts/update-generated")
        }
        for file in bundled where !files.contains(file) {
            Issue.record("BundledTemplates.swift lists \(file), which is not in Templates/: run scripts/update-generated")
        }
        #expect(bundled == files, "BundledTemplates.all is in name order")
    }

    @Test func everyTemplateFileIsEmbedded() throws {
        let files = try Self.templateFiles()
        let embedded = try Self.manifestList()
        for file in files where !embedded.contains(file) {
            Issue.record("Package.swift does not embed \(file): run scripts/update-generated")
        }
        for file in embedded where !files.contains(file) {
            Issue.record("Package.swift embeds \(file), which is not in Templates/: run scripts/update-generated")
        }
        #expect(embedded == files, "Package.swift's bundledTemplates is in name order")
    }

    @Test("docs/templates.md describes every template, by its name in backticks, and no template that is gone")
    func everyTemplateIsDocumented() throws {
        let page = try #require(PackagePaths.text(of: "docs/templates.md"))
        let names = try Self.templateFiles().map { String($0.dropLast(TemplateSource.fileExtension.count)) }
        for name in names where !page.contains("`\(name)`") {
            Issue.record("docs/templates.md does not describe the template `\(name)`")
        }
        let mentioned = Set(page.matches(of: /`([A-Za-z]+(?:-[A-Za-z]+)*\.swift)`/).map { String($0.1) })
        for name in mentioned.subtracting(names) where name.contains("-") {
            Issue.record("docs/templates.md describes `\(name)`, which is not in Templates/")
        }
    }

    @Test func bundledTemplatesParse() {
        let made = TemplateSet.make()
        #expect(made.set != nil)
        #expect(made.diagnostics.isEmpty)
    }
}
