import Foundation
import Testing
@testable import ControlSpec

/// The type names a kind says its controls' code declares (`ControlKind.declaredTypeNames(of:)`,
/// which `duplicate-type-name` refuses to a second spec) are exactly those the templates declare at
/// the top level of a control's files, over every target: a template that declares a new type,
/// or stops declaring one, fails here until the kind's list says so.
@Suite struct DeclaredTypeNamesTests {
    /// The top-level types (`class`, `struct`, `enum`, `typealias`, `protocol`, `actor`) `text`
    /// declares for its module: a `private` one is its file's alone and clashes with nothing.
    static func topLevelTypes(in text: String) -> Set<String> {
        var names: Set<String> = []
        for line in text.split(separator: "\n") where line.first?.isLetter == true || line.first == "@" {
            let words = line.split(separator: " ").filter { !$0.hasPrefix("@") && !["public", "internal", "final"].contains($0) }
            guard words.count > 1, ["class", "struct", "enum", "typealias", "protocol", "actor"].contains(words[0]) else { continue }
            names.insert(String(words[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" }))
        }
        return names
    }

    @Test(arguments: ReferenceSpecNames.all)
    func theTypesAControlDeclaresAreTheOnesItsKindNames(name: String) throws {
        let templates = try #require(TemplateSet.make().set)
        let path = "Specs/\(name).control.yaml"
        let spec = try #require(Linter.lint(try PackagePaths.bytes(path)).spec)
        let kind = try #require(ControlKinds.named(spec.kindName))
        var declared: Set<String> = []
        for target in GenerationOptions.Target.allCases {
            let files = SwiftGenerator.files(of: spec, options: GenerationOptions(specPath: path, kernel: .shared, target: target), templates: templates)
            declared.formUnion(files.flatMap { Self.topLevelTypes(in: $0.text) })
        }
        #expect(declared == Set(kind.declaredTypeNames(of: spec.name)))
    }

    @Test func theBundledSpecsCoverEveryKind() throws {
        let kinds = try ReferenceSpecNames.all.map { name in
            try #require(Linter.lint(try PackagePaths.bytes("Specs/\(name).control.yaml")).spec).kindName
        }
        #expect(Set(kinds) == Set(ControlKinds.names))
    }
}
