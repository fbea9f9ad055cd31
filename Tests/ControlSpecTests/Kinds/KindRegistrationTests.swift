import ControlKernelSource
import Foundation
import Testing
@testable import ControlSpec

/// Every kind of `ControlKinds.all` has what CONTRIBUTING.md lists for a new kind, outside its
/// folder of `Kinds/`: a main template, test specs, test facts, a section in
/// docs/spec-format.md, and kernel files in folders named after kinds.
@Suite struct KindRegistrationTests {
    /// The kernel folders that belong to no one kind: what every kind shares, what composed
    /// controls share, and what every UIKit control or native SwiftUI view shares.
    static let sharedKernelFolders: Set<String> = ["Shared", "Parts", "UIKit", "SwiftUI"]

    /// The kernel folder named after a kind: `circularSlider` is `CircularSlider/`.
    static func kernelFolder(of kindName: String) -> String {
        kindName.prefix(1).uppercased() + kindName.dropFirst()
    }

    @Test(arguments: ControlKinds.names)
    func kindHasAMainTemplate(kindName: String) {
        #expect(TemplateSource.bundled.contains { $0.name == "\(kindName).swift" }, "Templates/\(kindName).swift.mustache is missing")
    }

    @Test(arguments: ControlKinds.names)
    func kindHasTestSpecs(kindName: String) {
        #expect(!SpecCorpus.kind(kindName).isEmpty, "no spec of kind '\(kindName)' in Specs/ or Tests/VariantSpecs/\(kindName)/")
    }

    @Test(arguments: ControlKinds.names)
    func kindHasTestFacts(kindName: String) {
        #expect(KindTestFacts.named(kindName) != nil, "KindTestFacts.all has no entry for '\(kindName)'")
    }

    @Test func testFactsAreOfRegisteredKindsInTheirOrder() {
        #expect(KindTestFacts.all.map(\.kindName) == ControlKinds.names)
    }

    @Test(arguments: ControlKinds.names)
    func kindHasASectionInTheSpecFormat(kindName: String) throws {
        let text = try #require(PackagePaths.text(of: "docs/spec-format.md"))
        #expect(text.contains("\n## Kind `\(kindName)`\n"), "docs/spec-format.md has no section '## Kind `\(kindName)`'")
    }

    /// The variant specs are in folders named after their kind.
    @Test func variantSpecFoldersAreNamedAfterKinds() {
        for entry in SpecCorpus.all where entry.path.hasPrefix("Tests/VariantSpecs/") {
            let folder = entry.path.split(separator: "/")[2]
            #expect(folder == entry.spec.kindName, "\(entry.path) is a '\(entry.spec.kindName)' spec")
        }
    }

    /// Each kernel folder is shared or named after a kind, and a kind's kernel files come from
    /// shared folders, its own and those of the kinds it builds on.
    @Test func kernelFoldersAreNamedAfterKinds() {
        let kindFolders = Set(ControlKinds.names.map(Self.kernelFolder))
        let folders = Set(KernelSource.all.map { String($0.path.split(separator: "/")[0]) })
        for folder in folders.subtracting(Self.sharedKernelFolders) {
            #expect(kindFolders.contains(folder), "Sources/ControlKernel/\(folder)/ is named after no kind")
        }
        for kind in ControlKinds.all {
            let own = Set(kind.kernelFiles.map { String($0.path.split(separator: "/")[0]) }).subtracting(Self.sharedKernelFolders)
            #expect(own.isEmpty || own.contains(Self.kernelFolder(of: kind.name)), "the '\(kind.name)' kernel files are in \(own.sorted()), none its own")
        }
    }
}
